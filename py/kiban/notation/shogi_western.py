"""Western shogi notation (Hodges): 'P-76', 'Bx22+', 'S*53', '+B-55', 'G78-68', 'S-43='.

Piece letter (P L N S G B R K; promoted pieces with '+': +P +L +N +S +B +R), the origin square only
when another piece of the same kind could go to the same square, '-' for a move, 'x' for a capture,
'*' for a drop, the destination, then '+' for a promotion or '=' when promotion was possible but
declined. Squares are file digit then rank digit ('76'); the letters style writes the rank as a
letter as engines and lishogi do ('P-7f', 'Bx2b+').

Reading is lenient: lower case, full-width characters, 'T' (tokin), 'H' (horse), 'D' (dragon), either
square style, a missing or wrong '-'/'x', and a missing '=' are all accepted.
"""

import re

from kiban.errors import IllegalMoveError
from kiban.messages import Message
from kiban.notation.errors import NotationError
from kiban.notation.shogi_common import (PIECE_NAMES, choose, digits, file_of, legal_list, may_promote,
                                         moving_type, plain, rank_of, rivals, square_at)
from kiban.shogi.types import COLOR_NAMES, DRAGON, HORSE, PROM_PAWN

_LETTERS = " PLNSBRGK"
_LETTER_TYPES = {**{letter: t for t, letter in enumerate(_LETTERS) if t},
                 **{"+" + letter: t + 8 for t, letter in enumerate(_LETTERS[:7]) if t},
                 "T": PROM_PAWN, "H": HORSE, "D": DRAGON}
_SQUARE = r"[1-9][1-9a-i]"
_SHAPE = re.compile(rf"(\+?[A-Z])({_SQUARE})?([-x*]?)({_SQUARE})([+=]?)")
RANKS = "abcdefghi"


def piece_letter(kind: int) -> str:
    """The Western letter of a piece type: 'P', '+B'."""
    return _LETTERS[kind] if kind <= 8 else "+" + _LETTERS[kind - 8]


def _square(square, letters):
    return f"{file_of(square)}{RANKS[rank_of(square) - 1]}" if letters else digits(square)


def write(board, move, letters=False) -> str:
    """``move`` in Western notation; ``letters`` writes ranks as letters ('7f' for '76')."""
    legal = legal_list(board, move)
    kind = moving_type(board, move)
    to = _square(move.to_square, letters)
    if move.drop is not None:
        return f"{piece_letter(kind)}*{to}"
    origin = _square(move.from_square, letters) if rivals(board, move) else ""
    sep = "x" if board.piece_at(move.to_square) else "-"
    promotion = "+" if move.promotion else "=" if may_promote(legal, move) else ""
    return f"{piece_letter(kind)}{origin}{sep}{to}{promotion}"


def _parse_square(text):
    rank = RANKS.index(text[1]) + 1 if text[1] in RANKS else int(text[1])
    return square_at(int(text[0]), rank)


def parse(board, text, letters=False) -> "Move":
    """The legal move a Western text names on ``board``; NotationError / IllegalMoveError say why not."""
    clean = plain(text).replace(" ", "")
    clean = clean[:2].upper() + clean[2:].lower() if clean[:1] == "+" else clean[:1].upper() + clean[1:].lower()
    match = _SHAPE.fullmatch(clean)
    if not match or match[1] not in _LETTER_TYPES:
        raise NotationError(Message("western-shape", text=text))
    letter, origin, sep, to, suffix = match.groups()
    kind = _LETTER_TYPES[letter]
    if sep == "*" and (origin or suffix):
        raise NotationError(Message("western-drop-origin", text=text))
    legal = list(board.legal_moves)
    found = choose(legal, board, kind, _parse_square(to), True if sep == "*" else None,
                   {"+": True, "=": False, "": None}[suffix], _parse_square(origin) if origin else None)
    if len(found) == 1:
        return found[0]
    side = COLOR_NAMES[board.turn]
    if not found:
        raise IllegalMoveError(Message("no-move-written", side=side, text=text, position=board.sfen()))
    ways = " or ".join(sorted(write(board, m, letters) for m in found))
    raise NotationError(Message("ambiguous-shogi-move", text=text, count=len(found), piece=PIECE_NAMES[kind], ways=ways))
