"""Kiban: pure-Python rules engines for shogi and xiangqi.

Import a game with ``from kiban import shogi`` or ``from kiban import xiangqi``.
Every error caused by bad input is a :class:`KibanError`, a ``ValueError``.
"""

from kiban.errors import IllegalMoveError, InvalidMoveError, InvalidPositionError, KibanError

__version__ = "0.1.0"

__all__ = ["KibanError", "InvalidPositionError", "InvalidMoveError", "IllegalMoveError", "__version__"]
