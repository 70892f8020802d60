"""SFEN, the text form of a shogi position: parsed with precise errors, and written back.

``lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1``: ranks a to i, each from
file 9 to file 1; side to move ``b`` (sente) or ``w`` (gote); the hands; the move number.
"""

from kiban.core.placement import write_placement
from kiban.errors import InvalidPositionError
from kiban.messages import Message
from kiban.shogi.tables import DEAD
from kiban.shogi.types import (COLOR_NAMES, HAND_TYPES, KING, PAWN, PIECE_NAMES, Piece, RANK_LETTERS,
                               square_name, unpromoted)
from kiban.shogi.variant import FILES, RANKS, SET_SIZES, START_SFEN

__all__ = ["START_SFEN", "SET_SIZES", "parse_sfen", "read_layout", "board_sfen", "hand_sfen"]
_CODES = {Piece(t, c).symbol(): t | c << 4 for t in range(1, 15) for c in (0, 1)}
_HAND_CODES = {Piece(t, c).symbol(): (c, t) for t in HAND_TYPES for c in (0, 1)}


def parse_sfen(sfen: str, strict: bool = True):
    """Parse SFEN into ``(codes[squares], hands[2][8], turn, move_number)``; InvalidPositionError says why.
    ``strict=False`` reads composed positions (problem and test diagrams): more pieces of a kind
    than one set holds, gote without a king, pieces that could never move, two pawns on a file;
    only what a board cannot hold (two kings of a side) is still refused."""
    fields = _fields(sfen)
    codes = _parse_board(fields[0], composed=not strict)
    turn = _side(fields[1])
    hands = _parse_hand(fields[2])
    move_number = 1
    if len(fields) == 4:
        if not fields[3].isdigit() or int(fields[3]) < 1 or len(fields[3]) > 6:
            raise InvalidPositionError(Message("sfen-bad-move-number", value=fields[3]))
        move_number = int(fields[3])
    if strict:
        _check_material(codes, hands)
    return codes, hands, turn, move_number


def _fields(sfen):
    if not isinstance(sfen, str):
        raise InvalidPositionError(Message("sfen-not-text", type=type(sfen).__name__))
    fields = sfen.split()
    if len(fields) not in (3, 4):
        raise InvalidPositionError(
            Message("sfen-field-count", count=len(fields)))
    return fields


def _side(text):
    if text not in ("b", "w"):
        raise InvalidPositionError(Message("sfen-bad-side", text=text))
    return 0 if text == "b" else 1


def read_layout(sfen: str):
    """Read an SFEN's syntax only, without the rules a position must keep (kings, nifu, dead
    pieces, set sizes, check): ``(codes[squares], hands[2][8], turn)``, for a board editor that shows
    a broken position with its faults. InvalidPositionError for text that is not an SFEN."""
    fields = _fields(sfen)
    codes = _parse_board(fields[0], check=False)
    return codes, _parse_hand(fields[2]), _side(fields[1])


def _parse_board(text, check=True, composed=False):
    ranks = text.split("/")
    if len(ranks) != RANKS:
        raise InvalidPositionError(Message("sfen-rank-count", ranks=RANKS, count=len(ranks)))
    codes = []
    for rank_index, rank in enumerate(ranks):
        row, i = [], 0
        where = Message("sfen-rank", rank=RANK_LETTERS[rank_index])
        while i < len(rank):
            ch = rank[i]
            if ch.isdigit():
                if ch == "0":
                    raise InvalidPositionError(Message("sfen-zero", where=where))
                row.extend([0] * int(ch))
                i += 1
                continue
            symbol = rank[i:i + 2] if ch == "+" else ch
            if symbol not in _CODES:
                if ch == "+" and rank[i + 1:i + 2].lower() in ("g", "k"):
                    raise InvalidPositionError(Message("sfen-unpromotable", where=where, symbol=symbol))
                raise InvalidPositionError(Message("sfen-unknown-piece", where=where, symbol=symbol))
            row.append(_CODES[symbol])
            i += len(symbol)
        if len(row) != FILES:
            raise InvalidPositionError(Message("sfen-file-count", where=where, count=len(row), files=FILES))
        codes.extend(row)
    if check:
        _check_board(codes, composed)
    return codes


def _check_board(codes, composed):
    for color in (0, 1):
        count = codes.count(KING | color << 4)
        if count > 1:
            raise InvalidPositionError(Message("too-many-kings", side=COLOR_NAMES[color], count=count))
    if composed:
        return
    if KING | 16 not in codes:  # sente may have none: the attacker in a tsume
        raise InvalidPositionError(Message("missing-king", side=COLOR_NAMES[1], attacker=COLOR_NAMES[0]))
    for s, code in enumerate(codes):
        if code and DEAD[code][s]:
            name = PIECE_NAMES[code & 15]
            raise InvalidPositionError(Message("dead-piece", side=COLOR_NAMES[code >> 4], name=name, square=square_name(s)))
    for color in (0, 1):
        for column in range(FILES):
            if codes[column::FILES].count(PAWN | color << 4) > 1:
                raise InvalidPositionError(
                    Message("position-nifu", side=COLOR_NAMES[color], number=FILES - column))


def _parse_hand(text):
    hands = [[0] * 8, [0] * 8]
    if text == "-":
        return hands
    i, seen = 0, set()
    while i < len(text):
        j = i
        while j < len(text) and text[j].isdigit():
            j += 1
        if j == len(text):
            raise InvalidPositionError(Message("hand-count-without-piece", text=text))
        count = int(text[i:j]) if j > i else 1
        letter = text[j]
        if letter not in _HAND_CODES:
            raise InvalidPositionError(Message("hand-bad-piece", text=text, letter=letter))
        if j > i and (count < 2 or text[i] == "0"):
            raise InvalidPositionError(
                Message("hand-bad-count", text=text, text2=text[i:j], letter=letter))
        if letter in seen:
            raise InvalidPositionError(Message("hand-piece-twice", text=text, letter=letter))
        seen.add(letter)
        color, piece_type = _HAND_CODES[letter]
        hands[color][piece_type] = count
        i = j + 1
    return hands


def _check_material(codes, hands):
    counts = dict.fromkeys(SET_SIZES, 0)
    for code in codes:
        if code:
            counts[unpromoted(code & 15)] += 1
    for hand in hands:
        for piece_type in HAND_TYPES:
            counts[piece_type] += hand[piece_type]
    for piece_type, count in counts.items():
        if count > SET_SIZES[piece_type]:
            raise InvalidPositionError(
                Message("too-many-pieces", count=count, piece=PIECE_NAMES[piece_type], most=SET_SIZES[piece_type]))


def board_sfen(codes) -> str:
    """The board field of an SFEN."""
    return write_placement((codes[r * FILES:r * FILES + FILES] for r in range(RANKS)),
                           lambda code: Piece(code & 15, code >> 4).symbol())


def hand_sfen(hands) -> str:
    """The hand field of an SFEN, in the conventional order R B G S N L P, sente first."""
    parts = []
    for color in (0, 1):
        for piece_type in (6, 5, 7, 4, 3, 2, 1):
            n = hands[color][piece_type]
            if n:
                parts.append((str(n) if n > 1 else "") + Piece(piece_type, color).symbol())
    return "".join(parts) or "-"
