"""Chinese xiangqi notation: '炮二平五' (red), '馬８進７' (black).

The piece, the file it stands on (counted 1-9 from the mover's right: red writes 一..九, black
１..９), the direction (進 forward, 退 back, 平 sideways) and the new file (sideways moves, and the
diagonal movers 馬 相/象 仕/士) or the number of points moved (straight moves). Two like pieces on
one file are 前 / 後 (front / rear) in place of the file: '前炮進一'. Soldiers: three on a file are
前 中 後, four or five are numbered from the front 一兵 二兵 三兵 四兵 五兵; when two files each hold
several soldiers the file number follows the position word: '前三平四', '中３平４'. Advisors and
elephants never need 前 / 後. The ``simplified`` style writes 车 马 帅 将 进 后.

Reading accepts traditional and simplified characters and the usual variants (俥 傌 砲 包 帥 將),
any digit style for either side, 前 / 後 for advisors and elephants, and the numbered soldier forms
of other programs (一兵..五兵 counted over every file with several soldiers, from the mover's right).
"""

from kiban.errors import IllegalMoveError
from kiban.messages import Message
from kiban.notation.errors import NotationError
from kiban.xiangqi import ADVISOR, COLOR_NAMES, ELEPHANT, GENERAL, HORSE, SOLDIER

RED_DIGITS = "一二三四五六七八九"
BLACK_DIGITS = "１２３４５６７８９"
_NAMES = {False: ("", "帥將", "仕士", "相象", "馬馬", "車車", "炮炮", "兵卒"),
          True: ("", "帅将", "仕士", "相象", "马马", "车车", "炮炮", "兵卒")}
_WORDS = {False: {"+": "進", "-": "退", "=": "平", "f": "前", "m": "中", "r": "後"},
          True: {"+": "进", "-": "退", "=": "平", "f": "前", "m": "中", "r": "后"}}
_READ = {**{c: "K" for c in "帥帅將将"}, **{c: "A" for c in "仕士"}, **{c: "E" for c in "相象"},
         **{c: "H" for c in "馬马傌"}, **{c: "R" for c in "車车俥"}, **{c: "C" for c in "炮砲包"},
         **{c: "P" for c in "兵卒"}, "進": "+", "进": "+", "退": "-", "平": "=", "前": "f", "中": "m",
         "後": "r", "后": "r",
         **{d: str(i + 1) for digits in (RED_DIGITS, BLACK_DIGITS, "123456789") for i, d in enumerate(digits)}}
_LETTERS = " KAEHRCP"
_SOLDIER_ORDER = {2: "fr", 3: "fmr"}


def _file_number(color, square):
    return 9 - square % 9 if color == 0 else square % 9 + 1


def _file_line(board, piece, square):
    """The points of ``piece``'s kind and colour on ``square``'s file, front (most advanced) first."""
    points = [s for s in range(square % 9, 90, 9) if board.piece_at(s) == piece]
    return points[::-1] if piece.color == 0 else points


def _crowded(board, piece):
    """Files holding several soldiers of ``piece``'s colour: lists of points, mover's right first,
    front first in each."""
    files = []
    for x in range(9):
        line = _file_line(board, piece, x)
        if len(line) > 1:
            files.append(line)
    return files if piece.color == 1 else files[::-1]


def _keys(board, move):
    """Every normalised way to write ``move``: the canonical one first."""
    piece = board.piece_at(move.from_square)
    kind, color = piece.piece_type, piece.color
    letter, number = _LETTERS[kind], str(_file_number(color, move.from_square))
    line = _file_line(board, piece, move.from_square)
    i = line.index(move.from_square)
    if len(line) == 1:
        selectors = [letter + number]
    elif kind in (ADVISOR, ELEPHANT):
        selectors = [letter + number, "fr"[i] + letter]
    elif kind != SOLDIER:
        selectors = ["fr"[i] + letter]
    else:
        crowded = _crowded(board, piece)
        position = "f" if i == 0 else "r" if i == len(line) - 1 else "m"
        by_file = position + number
        if len(crowded) > 1:
            selectors = [by_file]
        elif len(line) <= 3:
            selectors = [_SOLDIER_ORDER[len(line)][i] + letter, by_file]
        else:
            selectors = [str(i + 1) + letter, by_file]
        numbered = str([s for files in crowded for s in files].index(move.from_square) + 1) + letter
        selectors += [numbered] if numbered not in selectors else []
    steps = (move.to_square // 9 - move.from_square // 9) * (1 if color == 0 else -1)
    if steps == 0:
        action = "=" + str(_file_number(color, move.to_square))
    elif kind in (ADVISOR, ELEPHANT, HORSE):
        action = ("+" if steps > 0 else "-") + str(_file_number(color, move.to_square))
    else:
        action = ("+" if steps > 0 else "-") + str(abs(steps))
    return [s + action for s in selectors]


def write(board, move, simplified=False) -> str:
    """``move`` in Chinese notation (traditional characters unless ``simplified``)."""
    if move not in board.legal_moves:
        raise IllegalMoveError(Message("not-a-legal-move", move=move, position=board.fen()))
    key = _keys(board, move)[0]
    color = board.turn
    names, words = _NAMES[simplified], _WORDS[simplified]
    out = []
    for i, char in enumerate(key):
        if char in _LETTERS:
            out.append(names[_LETTERS.index(char)][color])
        elif char in words:
            out.append(words[char])
        elif i == 0:  # the numbered soldiers: 一兵, 二兵 ...
            out.append(RED_DIGITS[int(char) - 1])
        else:
            out.append((RED_DIGITS if color == 0 else BLACK_DIGITS)[int(char) - 1])
    return "".join(out)


def parse(board, text, simplified=False) -> "Move":
    """The legal move a Chinese text (either characters) names on ``board``; NotationError /
    IllegalMoveError say why not, the ways to write an ambiguous move in simplified characters
    when ``simplified``."""
    if not isinstance(text, str):
        raise NotationError(Message("move-not-text", type=type(text).__name__))
    key = "".join(_READ.get(char, "?") for char in text.strip().replace(" ", "").replace("\u3000", ""))
    if len(key) != 4 or "?" in key or key[2] not in "+-=" or not key[3].isdigit():
        raise NotationError(Message("chinese-shape", text=text))
    found = [m for m in board.legal_moves if key in _keys(board, m)]
    if len(found) == 1:
        return found[0]
    if found:
        ways = " or ".join(write(board, m, simplified) for m in found)
        raise NotationError(Message("ambiguous-chinese-move", text=text, count=len(found), ways=ways))
    side = COLOR_NAMES[board.turn]
    hint = _ambiguity_hint(board, key)
    raise IllegalMoveError(Message("no-move-written-hint", side=side, text=text, position=board.fen(), hint=hint))


def _ambiguity_hint(board, key):
    """When ``key`` names a piece by its file but several stand there: how to tell them apart."""
    if key[0] not in _LETTERS[1:] or not key[1].isdigit():
        return ""
    kind = _LETTERS.index(key[0])
    color = board.turn
    x = 9 - int(key[1]) if color == 0 else int(key[1]) - 1
    points = [s for s in range(x, 90, 9) if (p := board.piece_at(s)) and p.piece_type == kind and p.color == color]
    if len(points) < 2 or kind in (ADVISOR, ELEPHANT, GENERAL):
        return ""
    name = _NAMES[False][kind][color]
    code = "chinese-front-rear-hint-soldier" if kind == SOLDIER else "chinese-front-rear-hint"
    return Message(code, count=len(points), name=name)

