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
from kiban.i18n import N_, _
from kiban.xiangqi.tables import REACHABLE
from kiban.xiangqi.types import (ADVISOR, COLOR_NAMES, ELEPHANT, GENERAL, PIECE_NAMES, SOLDIER, Piece,
                                 square_name)

START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
SET_SIZES = (0, 1, 2, 2, 2, 2, 2, 5)  # pieces of each type in one side's set
_CODES = {Piece(t, c).symbol(): t | c << 3 for t in range(1, 8) for c in (0, 1)}
_CODES.update({"E": _CODES["B"], "e": _CODES["b"], "H": _CODES["N"], "h": _CODES["n"]})
_SIDES = {"w": 0, "r": 0, "b": 1}
_WHERE = {
    GENERAL: N_("{where} is outside its palace"),
    ADVISOR: N_("{where} is on a point an advisor can never reach (it keeps to the palace "
                "diagonals)"),
    ELEPHANT: N_("{where} is on a point an elephant can never reach (seven points on its own "
                 "side of the river)"),
}


def parse_fen(fen: str, strict: bool = True):
    """Parse FEN into ``(codes[90], turn, counter, move_number)``; InvalidPositionError says why.
    ``strict=False`` accepts composed positions (see the module docstring)."""
    fields = _fields(fen)
    codes = _parse_board(fields[0], strict)
    turn = _side(fields[1])
    for field in fields[2:4]:
        if field != "-":
            raise InvalidPositionError(_("FEN fields 3 and 4 must be '-' in xiangqi, found {field!r}").format(
                                           field=field))
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
        raise InvalidPositionError(_("a FEN is text, not {type}").format(type=type(fen).__name__))
    fields = fen.split()
    if not 2 <= len(fields) <= 6:
        raise InvalidPositionError(
            _("FEN needs 2 to 6 fields (board, side to move, '-', '-', counter, "
              "move number), found {count}").format(count=len(fields)))
    return fields


def _side(text):
    if text not in _SIDES:
        raise InvalidPositionError(
            _("side to move must be 'w' or 'r' (red) or 'b' (black), found {text!r}").format(
                text=text))
    return _SIDES[text]


def _number(fields, index, name, lowest, default):
    if len(fields) <= index:
        return default
    text = fields[index]
    if not text.isdigit() or not text.isascii() or len(text) > 6 or int(text) < lowest:
        raise InvalidPositionError(_("{name} must be a whole number of at least {lowest}, found {text!r}").format(
                                       name=name, lowest=lowest, text=text))
    return int(text)


def _parse_board(text, strict, check=True):
    ranks = text.split("/")
    if len(ranks) != 10:
        raise InvalidPositionError(_("FEN board needs 10 ranks separated by '/', found {count}").format(
                                       count=len(ranks)))
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
                raise InvalidPositionError(_("rank {rank}: {char!r} is not a piece letter (KABNRCP, "
                                             "also E and H) or a number of empty points 1-9").format(
                                               rank=rank, char=ch))
        if len(row) != 9:
            raise InvalidPositionError(_("rank {rank} ({rank_text!r}) has {count} files, expected 9").format(
                                           rank=rank, rank_text=rank_text, count=len(row)))
        codes[rank * 9:rank * 9 + 9] = row
    if check:
        _check_board(codes, strict)
    return codes


def _check_board(codes, strict):
    for color in (0, 1):
        side = _(COLOR_NAMES[color])
        generals = codes.count(GENERAL | color << 3)
        if generals != 1:
            raise InvalidPositionError(_("{side} has no general").format(side=side) if not generals else
                                       _("{side} has {generals} generals; each side needs exactly one").format(
                                           side=side, generals=generals))
        for piece_type in range(ADVISOR, SOLDIER + 1):
            count = codes.count(piece_type | color << 3)
            if strict and count > SET_SIZES[piece_type]:
                raise InvalidPositionError(_("{side} has {count} {piece}s; a set holds {most}").format(
                    side=side, count=count, piece=_(PIECE_NAMES[piece_type]), most=SET_SIZES[piece_type]))
    if facing_file(codes):
        raise InvalidPositionError(_("the generals face each other on file {file} with nothing "
                                     "between").format(file=facing_file(codes)))
    confined = REACHABLE if strict else {GENERAL: REACHABLE[GENERAL]}
    for s, code in enumerate(codes):
        piece_type, color = code & 7, code >> 3
        if piece_type in confined and s not in confined[piece_type][color]:
            where = _("{side} {piece} on {square}").format(
                side=_(COLOR_NAMES[color]), piece=_(PIECE_NAMES[piece_type]), square=square_name(s))
            if piece_type != SOLDIER:
                raise InvalidPositionError(_(_WHERE[piece_type]).format(where=where))
            behind = s // 9 < 3 if color == 0 else s // 9 > 6
            raise InvalidPositionError(
                _("{where} stands behind its start rank").format(where=where) if behind else
                _("{where} can never get there: before the river a soldier only moves "
                  "straight ahead").format(where=where))


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
