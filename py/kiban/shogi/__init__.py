"""Shogi: ``Board``, ``Move``, ``Piece``, the handicaps, impasse rules and SFEN/USI notation.

>>> from kiban import shogi
>>> board = shogi.Board()
>>> board.push_usi("7g7f")
>>> len(board.legal_moves)
30
"""

from kiban.outcome import Outcome, Termination
from kiban.shogi.board import Board
from kiban.shogi.handicap import HANDICAPS
from kiban.shogi.impasse import ImpasseRule
from kiban.shogi.move import Move
from kiban.shogi.sfen import START_SFEN
from kiban.shogi.types import (BISHOP, BLACK, COLOR_NAMES, DRAGON, GOLD, GOTE, HAND_TYPES, HORSE, KING,
                               KNIGHT, LANCE, PAWN, PROM_KNIGHT, PROM_LANCE, PROM_PAWN, PROM_SILVER, ROOK,
                               SENTE, SILVER, SQUARES, WHITE, Piece, parse_square, square_name)

__all__ = [
    "Board", "Move", "Piece", "Outcome", "Termination", "ImpasseRule", "HANDICAPS", "START_SFEN",
    "SENTE", "GOTE", "BLACK", "WHITE", "COLOR_NAMES", "SQUARES", "HAND_TYPES", "square_name", "parse_square",
    "PAWN", "LANCE", "KNIGHT", "SILVER", "BISHOP", "ROOK", "GOLD", "KING",
    "PROM_PAWN", "PROM_LANCE", "PROM_KNIGHT", "PROM_SILVER", "HORSE", "DRAGON",
]
