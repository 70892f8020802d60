"""Minishogi (五々将棋): shogi on 5×5 squares, its engine built from kiban.shogi's modules.

>>> from kiban import minishogi
>>> board = minishogi.Board()
>>> board.sfen()
'rbsgk/4p/5/P4/KGSBR b - 1'
>>> len(board.legal_moves)
14
"""

from kiban.lazy import lazy_exports
from kiban.outcome import Outcome, Termination
from kiban.shogi.rebuild import build_modules

build_modules(__name__)  # types, tables, board, …: shogi's modules built for 5×5 (kiban.shogi.rebuild)

# built by the line above
from kiban.minishogi.types import (BISHOP, BLACK, COLOR_NAMES, DRAGON, GOLD, GOTE, HAND_TYPES,  # noqa: E402
                                   HORSE, KING, PAWN, PROM_PAWN, PROM_SILVER, ROOK, SENTE, SILVER, SQUARES, WHITE, Piece,
                                   parse_square, square_name)

__all__ = [
    "Board", "Move", "Piece", "Outcome", "Termination", "START_SFEN",
    "SENTE", "GOTE", "BLACK", "WHITE", "COLOR_NAMES", "SQUARES", "HAND_TYPES", "square_name", "parse_square",
    "PAWN", "SILVER", "BISHOP", "ROOK", "GOLD", "KING", "PROM_PAWN", "PROM_SILVER", "HORSE", "DRAGON",
]

__getattr__, __dir__ = lazy_exports(__name__, {"Board": "board", "Move": "move", "START_SFEN": "sfen"})
