"""Move notation for people: WXF ('C2=5', 'H8+7', 'R+=3') and the document's coordinates ('b2-e3').

WXF, as the World Xiangqi Federation writes it: piece letter (K A E H R C P), the file it stands
on counted 1-9 from the mover's right, the direction (+ forward, - backward, = sideways), then the
new file (sideways moves and the diagonal movers A, E, H) or the number of points (straight moves).
Two pieces of a kind on one file are told apart by + (front) and - (rear) in place of the file:
'R+=3'. Soldiers: of three on a file the middle one keeps its file ('P3=4'); of four or five the
outermost are '++' and '--' ('++=4'); when two files both hold several soldiers the letter gives
way to the file ('3+=4', '33=4', '7-=6'). Advisors and elephants never need + or -: on a shared
file only one of them can move each way. Sideways is written '=', and '.' is read as well.

The coordinate style names the from- and to-point by file a-i and rank 1-10 from red's side.
"""

import re

from kiban.errors import IllegalMoveError, InvalidMoveError
from kiban.messages import Message
from kiban.xiangqi.move import Move
from kiban.xiangqi.types import (ADVISOR, COLOR_NAMES, ELEPHANT, FILE_LETTERS, GENERAL, HORSE, PIECE_NAMES,
                                 SOLDIER)

LETTERS = " KAEHRCP"
SIDEWAYS = "="
_ALIASES = {"B": "E", "N": "H", "G": "K", "S": "P"}  # FEN letters and the general/soldier names
_WXF_SHAPE = re.compile(r"[KAEHRCP1-9+\-][1-9+\-][+\-=][1-9]")
_COORD_SHAPE = re.compile(r"([a-i])(10|[1-9])[-x]?([a-i])(10|[1-9])")
_SOLDIER_MARKS = {2: ("P+", "P-"), 3: ("P+", None, "P-"), 4: ("++", "P+", "P-", "--"),
                  5: ("++", "P+", None, "P-", "--")}


def _file_number(color, square):
    """The file of a point counted 1-9 from ``color``'s right."""
    return 9 - square % 9 if color == 0 else square % 9 + 1


def _legal(board, move):
    m = board.code_of(move)
    if m is None or m not in board.legal_codes():
        raise IllegalMoveError(Message("not-a-legal-move", move=board._describe(move), position=board.fen()))
    return m


def _selector(sq, frm):
    """The first two characters of a WXF move: which piece moves."""
    code = sq[frm]
    kind, color = code & 7, code >> 3
    letter, number = LETTERS[kind], str(_file_number(color, frm))
    if kind in (GENERAL, ADVISOR, ELEPHANT):
        return letter + number
    file_points = [s for s in range(frm % 9, 90, 9) if sq[s] == code]
    order = file_points[::-1] if color == 0 else file_points  # front (furthest advanced) first
    if len(order) == 1:
        return letter + number
    i = order.index(frm)
    if kind != SOLDIER:
        return letter + ("+" if i == 0 else "-")
    crowded_files = sum(1 for x in range(9) if [sq[s] for s in range(x, 90, 9)].count(code) > 1)
    if crowded_files > 1:
        return number + ("+" if i == 0 else "-" if i == len(order) - 1 else number)
    return _SOLDIER_MARKS[len(order)][i] or letter + number


def write_wxf(board, move) -> str:
    """The legal ``move`` in WXF notation; IllegalMoveError if it is not legal on ``board``."""
    return _wxf(board.squares, _legal(board, move))


def _wxf(sq, m):
    frm, to = m >> 7, m & 127
    code = sq[frm]
    kind, color = code & 7, code >> 3
    steps = (to // 9 - frm // 9) * (1 if color == 0 else -1)
    if steps == 0:
        return f"{_selector(sq, frm)}{SIDEWAYS}{_file_number(color, to)}"
    direction = "+" if steps > 0 else "-"
    target = _file_number(color, to) if kind in (ADVISOR, ELEPHANT, HORSE) else abs(steps)
    return f"{_selector(sq, frm)}{direction}{target}"


def parse_wxf(board, text) -> Move:
    """The legal move a WXF text names on ``board``; InvalidMoveError or IllegalMoveError says why not."""
    if not isinstance(text, str):
        raise InvalidMoveError(Message("wxf-move-not-text", type=type(text).__name__))
    wxf = text.strip().upper().replace(".", "=")
    wxf = _ALIASES.get(wxf[:1], wxf[:1]) + wxf[1:]
    if not _WXF_SHAPE.fullmatch(wxf):
        raise InvalidMoveError(Message("wxf-shape", text=text))
    sq = board.squares
    for m in board.legal_codes():
        if _wxf(sq, m) == wxf:
            return board.move_of(m)
    side = COLOR_NAMES[board.turn]
    if wxf[0] in LETTERS and wxf[1].isdigit():
        kind = LETTERS.index(wxf[0])
        code = kind | board.turn << 3
        x = 9 - int(wxf[1]) if board.turn == 0 else int(wxf[1]) - 1
        points = [s for s in range(x, 90, 9) if sq[s] == code]
        if len(points) > 1 and kind not in (ADVISOR, ELEPHANT):
            ends = (points[-1], points[0]) if board.turn == 0 else (points[0], points[-1])
            front, rear = (_selector(sq, s) for s in ends)
            raise IllegalMoveError(Message("wxf-ambiguous", text=text, count=len(points), side=side, piece=PIECE_NAMES[kind], file=wxf[1], front=front, rear=rear))
    raise IllegalMoveError(Message("no-move-written", side=side, text=text, position=board.fen()))


def write_coord(board, move) -> str:
    """A move in the document's coordinates: 'b2-e3' (files a-i, ranks 1-10 from red's side)."""
    m = board.code_of(move)
    if m is None:
        raise InvalidMoveError(Message("not-a-point-move", move=move))
    return "-".join(f"{FILE_LETTERS[s % 9]}{s // 9 + 1}" for s in (m >> 7, m & 127))


def parse_coord(board, text) -> Move:
    """The legal move a coordinate text like 'b2-e3' (also 'b2xe3') names on ``board``."""
    if not isinstance(text, str):
        raise InvalidMoveError(Message("coordinate-move-not-text", type=type(text).__name__))
    match = _COORD_SHAPE.fullmatch(text.strip().lower())
    if not match:
        raise InvalidMoveError(Message("coordinate-move-shape", text=text))
    a, b, c, d = match.groups()
    move = Move((int(b) - 1) * 9 + FILE_LETTERS.index(a), (int(d) - 1) * 9 + FILE_LETTERS.index(c))
    _legal(board, move)
    return move
