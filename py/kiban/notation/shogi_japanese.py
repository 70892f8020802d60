"""Japanese shogi notation: the KI2 style ('▲７六歩', '△同角成', '△同　銀', '▲５七銀右') and the KIF
style ('７六歩(77)', '同　歩(23)', '５五角打', '８八角成(22)').

Destination (full-width file digit, kanji rank; 同 for the square of the last move), piece, then in
KI2 the relative marker when pieces of one kind could go there (see ``shogi_relative``), 成 for a
promotion or 不成 when promotion was possible, and 打 for a drop when a piece on the board could also
go there. A pinned piece counts as one that could go there (see ``shogi_common.rivals``). KIF always
writes 打 for drops and gives the origin square in brackets instead of a marker. KIF writes 同 and a
full-width space ('同　成銀(43)'); KI2, as Kakinoki and cshogi do, keeps the space only to fill a
move of one piece kanji and nothing else ('△同　銀' but '△同銀成', '△同成銀').

Reading accepts both styles with or without ▲ △ ☗ ☖ + -, half- or full-width digits, 王 竜 杏 圭 全,
生 for 不成, 行 for 上, a missing origin and a missing 不成; only the side to move may be named.
"""

import re

from kiban.errors import IllegalMoveError
from kiban.messages import Message
from kiban.notation import shogi_relative
from kiban.notation.errors import NotationError
from kiban.notation.shogi_common import (KANJI_DIGITS, KANJI_PIECES, PIECE_KANJI, PIECE_NAMES, choose,
                                         digits, japanese_square, last_square, legal_list, may_promote,
                                         moving_type, plain, rivals, square_at)
from kiban.shogi.types import COLOR_NAMES

MARKS = ("▲", "△")
SAME = "同　"
_PIECES = "|".join(sorted(KANJI_PIECES, key=len, reverse=True))
_SHAPE = re.compile(rf"([▲△☗☖+\-])?(?:([1-9])([1-9{KANJI_DIGITS}])|同)\s*({_PIECES})"
                    rf"([左右直上引寄行]*)(不成|生|成)?(打)?(?:\(([1-9])([1-9])\))?")
_MARK_SIDES = {"▲": 0, "☗": 0, "+": 0, "△": 1, "☖": 1, "-": 1}


def _destination(board, move):
    return SAME if move.to_square == last_square(board) else japanese_square(move.to_square)


def _ki2_destination(board, move, rest):
    """The destination of a KI2 move whose piece, marker and suffix are ``rest``."""
    if move.to_square != last_square(board):
        return japanese_square(move.to_square)
    return SAME if len(rest) == 1 else SAME[0]


def _promotion(legal, move):
    return "成" if move.promotion else "不成" if may_promote(legal, move) else ""


def write(board, move, mark=True) -> str:
    """``move`` in KI2 style ('▲７六歩', '△同角成', '▲５七銀右'); ``mark`` adds ▲ / △."""
    legal = legal_list(board, move)
    kind = moving_type(board, move)
    text = PIECE_KANJI[kind]
    others = rivals(board, move)
    if move.drop is not None:
        text += "打" if others else ""
    else:
        text += shogi_relative.marker(kind, board.turn, move.from_square, move.to_square, others)
        text += _promotion(legal, move)
    return (MARKS[board.turn] if mark else "") + _ki2_destination(board, move, text) + text


def write_kif(board, move) -> str:
    """``move`` in KIF style: '７六歩(77)', '同　歩(23)', '５五角打', '８八角成(22)'."""
    legal = legal_list(board, move)
    text = _destination(board, move) + PIECE_KANJI[moving_type(board, move)]
    if move.drop is not None:
        return text + "打"
    return f"{text}{_promotion(legal, move)}({digits(move.from_square)})"


def parse(board, text) -> "Move":
    """The legal move a Japanese text (KI2 or KIF style) names on ``board``."""
    clean = plain(text)
    match = _SHAPE.fullmatch(clean)
    if not match:
        raise NotationError(Message("japanese-shape", text=text))
    mark, file, rank, piece, word, promotion, drop, from_file, from_rank = match.groups()
    side = COLOR_NAMES[board.turn]
    if mark and _MARK_SIDES[mark] != board.turn:
        raise IllegalMoveError(Message("notation-wrong-side", text=text, side=COLOR_NAMES[_MARK_SIDES[mark]], side2=side))
    if file:
        to = square_at(int(file), int(rank) if rank.isdigit() else KANJI_DIGITS.index(rank) + 1)
    else:
        to = last_square(board)
        if to is None:
            raise NotationError(Message("same-square-needs-previous-move", text=text))
    origin = square_at(int(from_file), int(from_rank)) if from_file else None
    if drop and (word or promotion or origin is not None):
        raise NotationError(Message("japanese-drop-marker", text=text))
    kind = KANJI_PIECES[piece]
    legal = list(board.legal_moves)
    found = choose(legal, board, kind, to, True if drop else None,
                   {"成": True, "不成": False, "生": False, None: None}[promotion], origin)
    if word and found:
        chosen = shogi_relative.select(word, board.turn, [m.from_square for m in found if m.drop is None], to)
        found = [m for m in found if m.from_square in chosen]
    if len(found) == 1:
        return found[0]
    if not found:
        raise IllegalMoveError(Message("no-move-written", side=side, text=text, position=board.sfen()))
    ways = " or ".join(sorted(write(board, m, mark=False) for m in found))
    raise NotationError(Message("ambiguous-shogi-move", text=text, count=len(found), piece=PIECE_NAMES[kind], ways=ways))
