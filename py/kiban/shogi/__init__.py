"""Shogi: ``Board``, ``Move``, ``Piece``, the handicaps, impasse rules and SFEN/USI notation.

>>> from kiban import shogi
>>> board = shogi.Board()
>>> board.push_usi("7g7f")
>>> len(board.legal_moves)
30
"""

from kiban.lazy import lazy_exports
from kiban.outcome import Outcome, Termination
from kiban.shogi.types import (BISHOP, BLACK, COLOR_NAMES, DRAGON, GOLD, GOTE, HAND_TYPES, HORSE, KING,
                               KNIGHT, LANCE, PAWN, PROM_KNIGHT, PROM_LANCE, PROM_PAWN, PROM_SILVER, ROOK,
                               SENTE, SILVER, SQUARES, WHITE, Piece, parse_square, square_name)

__all__ = [
    "Board", "Move", "Piece", "Outcome", "Termination", "ImpasseRule", "HANDICAPS", "START_SFEN",
    "SENTE", "GOTE", "BLACK", "WHITE", "COLOR_NAMES", "SQUARES", "HAND_TYPES", "square_name", "parse_square",
    "PAWN", "LANCE", "KNIGHT", "SILVER", "BISHOP", "ROOK", "GOLD", "KING",
    "PROM_PAWN", "PROM_LANCE", "PROM_KNIGHT", "PROM_SILVER", "HORSE", "DRAGON",
]

# The board and what needs its move tables are imported on first use: a page that shows the other
# game, or only names this one (the descriptor, kiban.shogi.game), does not build the tables.
__getattr__, __dir__ = lazy_exports(__name__, {
    "Board": "board", "HANDICAPS": "handicap", "ImpasseRule": "impasse", "Move": "move",
    "START_SFEN": "sfen"})
