"""Shogi constants: colors, piece types and their codes, squares and their names."""

from kiban.core.piece import BasePiece
from kiban.errors import KibanError
from kiban.messages import Message, N_, NC_
from kiban.shogi.variant import FILES, RANKS

SENTE = BLACK = 0
GOTE = WHITE = 1
COLOR_NAMES = (N_("sente"), N_("gote"))  # (Words: the browser translates them)

PAWN, LANCE, KNIGHT, SILVER, BISHOP, ROOK, GOLD, KING = range(1, 9)
PROM_PAWN, PROM_LANCE, PROM_KNIGHT, PROM_SILVER, HORSE, DRAGON = range(9, 15)
PROMOTION_OFFSET = 8  # a promotable type t (PAWN..ROOK) promotes to t + 8
HAND_TYPES = (PAWN, LANCE, KNIGHT, SILVER, BISHOP, ROOK, GOLD)
PIECE_NAMES = ("", N_("pawn"), N_("lance"), N_("knight"), N_("silver"), N_("bishop"), N_("rook"),
               N_("gold"), N_("king"), N_("promoted pawn"), N_("promoted lance"),
               N_("promoted knight"), N_("promoted silver"), NC_("shogi piece", "horse"), N_("dragon"))

SQUARES = range(FILES * RANKS)   # square rank * FILES + column; column 0 is the leftmost file
RANK_LETTERS = "abcdefghi"[:RANKS]
FILE_DIGITS = "123456789"[:FILES]


def square_name(square: int) -> str:
    """USI name of a square: file digit then rank letter, e.g. 0 -> '9a', 80 -> '1i'."""
    return f"{FILES - square % FILES}{RANK_LETTERS[square // FILES]}"


def parse_square(name: str) -> int:
    """The square a USI name like '7g' stands for; KibanError if it names none."""
    if (len(name) != 2 or name[0] not in FILE_DIGITS or name[1] not in RANK_LETTERS):
        raise KibanError(Message("not-a-square", name=name, files=FILES, rank=RANK_LETTERS[-1],
                                 example=square_name((RANKS - 3) * FILES + 2)))
    return RANK_LETTERS.index(name[1]) * FILES + FILES - int(name[0])


def unpromoted(piece_type: int) -> int:
    """The type a piece returns to when captured."""
    return piece_type - PROMOTION_OFFSET if piece_type > KING else piece_type


class Piece(BasePiece):
    """A shogi piece: ``Piece(ROOK, SENTE).symbol() == 'R'``, promoted pieces as '+r'."""

    SYMBOLS = ("", "p", "l", "n", "s", "b", "r", "g", "k", "+p", "+l", "+n", "+s", "+b", "+r")
