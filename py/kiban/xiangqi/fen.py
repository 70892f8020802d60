"""FEN, the text form of a xiangqi position: parsed with precise errors, and written back.

``rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1``: ranks 9 down to 0,
each from file a to file i; red uppercase; side to move ``w`` (or ``r``) for red, ``b`` for black;
two unused ``-`` fields; the move-limit counter in plies; the move number. Only the board and the
side to move are required. The letters E (elephant) and H (horse) are read as B and N.

Every position needs exactly one general per side, in its own palace, and the generals may not face
each other on an open file. Strictly read, a position must also be one a game can reach: at most
the pieces of one set, advisors, elephants and soldiers only on points they can ever stand on.
Composed positions that other engines accept break those; ``strict=False`` lets them through, as
the move generator plays every piece from any point by its movement rules.
"""

from kiban.core.placement import write_placement
from kiban.errors import InvalidPositionError
from kiban.messages import Message
from kiban.xiangqi.tables import REACHABLE
from kiban.xiangqi.types import (ADVISOR, COLOR_NAMES, ELEPHANT, GENERAL, PIECE_NAMES, SOLDIER, Piece,
                                 square_name)

START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
SET_SIZES = (0, 1, 2, 2, 2, 2, 2, 5)  # pieces of each type in one side's set
_CODES = {Piece(t, c).symbol(): t | c << 3 for t in range(1, 8) for c in (0, 1)}
_CODES.update({"E": _CODES["B"], "e": _CODES["b"], "H": _CODES["N"], "h": _CODES["n"]})
_SIDES = {"w": 0, "r": 0, "b": 1}
_WHERE = {GENERAL: "general-outside-palace", ADVISOR: "advisor-unreachable",
          ELEPHANT: "elephant-unreachable"}  # the message of a piece where it can never be


def parse_fen(fen: str, strict: bool = True):
    """Parse FEN into ``(codes[90], turn, counter, move_number)``; InvalidPositionError says why.
    ``strict=False`` accepts composed positions (see the module docstring)."""
    fields = _fields(fen)
    codes = _parse_board(fields[0], strict)
    turn = _side(fields[1])
    for field in fields[2:4]:
        if field != "-":
            raise InvalidPositionError(Message("fen-castling-fields", field=field))
    counter = _number(fields, 4, "move-limit counter", 0, 0)
    move_number = _number(fields, 5, "move number", 1, 1)
    return codes, turn, counter, move_number


def read_layout(fen: str):
    """Read a FEN's board and side to move only, without the rules a position must keep
    (generals, palaces, set sizes, facing generals, check): ``(codes[90], turn)``, for a board
    editor that shows a broken position with its faults. InvalidPositionError for text that is
    not a FEN."""
    fields = _fields(fen)
    return _parse_board(fields[0], strict=False, check=False), _side(fields[1])


def _fields(fen):
    if not isinstance(fen, str):
        raise InvalidPositionError(Message("fen-not-text", type=type(fen).__name__))
    fields = fen.split()
    if not 2 <= len(fields) <= 6:
        raise InvalidPositionError(
            Message("fen-field-count", count=len(fields)))
    return fields


def _side(text):
    if text not in _SIDES:
        raise InvalidPositionError(
            Message("fen-bad-side", text=text))
    return _SIDES[text]


def _number(fields, index, name, lowest, default):
    if len(fields) <= index:
        return default
    text = fields[index]
    if not text.isdigit() or not text.isascii() or len(text) > 6 or int(text) < lowest:
        raise InvalidPositionError(Message("fen-bad-number", name=name, lowest=lowest, text=text))
    return int(text)


def _parse_board(text, strict, check=True):
    ranks = text.split("/")
    if len(ranks) != 10:
        raise InvalidPositionError(Message("fen-rank-count", count=len(ranks)))
    codes = [0] * 90
    for i, rank_text in enumerate(ranks):
        rank = 9 - i
        row = []
        for ch in rank_text:
            if ch in "123456789":
                row.extend([0] * int(ch))
            elif ch in _CODES:
                row.append(_CODES[ch])
            else:
                raise InvalidPositionError(Message("fen-bad-letter", rank=rank, char=ch))
        if len(row) != 9:
            raise InvalidPositionError(Message("fen-file-count", rank=rank, rank_text=rank_text, count=len(row)))
        codes[rank * 9:rank * 9 + 9] = row
    if check:
        _check_board(codes, strict)
    return codes


def _check_board(codes, strict):
    for color in (0, 1):
        side = COLOR_NAMES[color]
        generals = codes.count(GENERAL | color << 3)
        if generals != 1:
            raise InvalidPositionError(Message("missing-general", side=side) if not generals else
                                       Message("too-many-generals", side=side, generals=generals))
        for piece_type in range(ADVISOR, SOLDIER + 1):
            count = codes.count(piece_type | color << 3)
            if strict and count > SET_SIZES[piece_type]:
                raise InvalidPositionError(Message("too-many-pieces-of-kind", side=side, count=count, piece=PIECE_NAMES[piece_type], most=SET_SIZES[piece_type]))
    if facing_file(codes):
        raise InvalidPositionError(Message("generals-face", file=facing_file(codes)))
    confined = REACHABLE if strict else {GENERAL: REACHABLE[GENERAL]}
    for s, code in enumerate(codes):
        piece_type, color = code & 7, code >> 3
        if piece_type in confined and s not in confined[piece_type][color]:
            where = Message("piece-on-point", side=COLOR_NAMES[color], piece=PIECE_NAMES[piece_type], square=square_name(s))
            if piece_type != SOLDIER:
                raise InvalidPositionError(Message(_WHERE[piece_type], where=where))
            behind = s // 9 < 3 if color == 0 else s // 9 > 6
            raise InvalidPositionError(
                Message("soldier-behind-start", where=where) if behind else
                Message("soldier-unreachable", where=where))


def facing_file(codes):
    """The file letter on which the two generals face each other with nothing between, or None."""
    red, black = codes.index(GENERAL), codes.index(GENERAL | 8)
    if red % 9 == black % 9 and not any(codes[s] for s in range(min(red, black) + 9, max(red, black), 9)):
        return "abcdefghi"[red % 9]
    return None


def board_fen(codes) -> str:
    """The board field of a FEN, rank 9 first."""
    return write_placement((codes[rank * 9:rank * 9 + 9] for rank in range(9, -1, -1)),
                           lambda code: Piece(code & 7, code >> 3).symbol())
