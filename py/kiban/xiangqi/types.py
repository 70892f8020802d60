"""Xiangqi constants: colors, piece types and their codes, points (squares) and their names.

A point is ``rank * 9 + file``: file 0-8 is a-i from red's left, rank 0 is red's back rank, so
point 0 is 'a0' and point 89 is 'i9'. A piece code is ``piece_type | color << 3`` (0 = empty).
"""

import enum

from kiban.core.piece import BasePiece
from kiban.errors import KibanError
from kiban.messages import Message, N_

RED = 0
BLACK = 1
COLOR_NAMES = (N_("red"), N_("black"))  # (Words: the browser translates them)

GENERAL, ADVISOR, ELEPHANT, HORSE, CHARIOT, CANNON, SOLDIER = range(1, 8)
PIECE_NAMES = ("", N_("general"), N_("advisor"), N_("elephant"), N_("horse"), N_("chariot"),
               N_("cannon"), N_("soldier"))

SQUARES = range(90)
FILE_LETTERS = "abcdefghi"


def square_name(square: int) -> str:
    """ICCS name of a point: file letter then rank digit, e.g. 0 -> 'a0', 89 -> 'i9'."""
    return f"{FILE_LETTERS[square % 9]}{square // 9}"


def parse_square(name: str) -> int:
    """The point an ICCS name like 'e3' stands for; KibanError if it names none."""
    if len(name) != 2 or name[0] not in FILE_LETTERS or name[1] not in "0123456789":
        raise KibanError(Message("not-a-point", name=name))
    return int(name[1]) * 9 + FILE_LETTERS.index(name[0])


def crossed(color: int, square: int) -> bool:
    """Whether ``square`` lies across the river from ``color``'s side."""
    return square >= 45 if color == RED else square < 45


class Piece(BasePiece):
    """A xiangqi piece: ``Piece(CHARIOT, RED).symbol() == 'R'``, black in lowercase."""

    SYMBOLS = ("", "k", "a", "b", "n", "r", "c", "p")


class MoveLimit(enum.Enum):
    """The rule that draws a game after a long stretch without progress."""

    DOCUMENT = "document"  # the Dutch document: 25 moves each without a capture or a soldier advancing
    ASIAN = "asian"        # Asian rules: 60 moves each without a capture

    @property
    def plies(self) -> int:
        """How many plies without progress draw the game."""
        return 50 if self is MoveLimit.DOCUMENT else 120

    @property
    def soldier_advance_counts(self) -> bool:
        """Whether a soldier stepping forward is progress (restarts the count) as well as a capture."""
        return self is MoveLimit.DOCUMENT
