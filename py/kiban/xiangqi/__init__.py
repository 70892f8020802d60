"""Xiangqi: ``Board``, ``Move``, ``Piece``, the rule options and FEN / UCI / WXF notation.

>>> from kiban import xiangqi
>>> board = xiangqi.Board()
>>> board.wxf(xiangqi.Move.from_uci("h2e2"))
'C2=5'
>>> board.push_uci("h2e2").uci()
'h2e2'
>>> board.parse_wxf("H8+7").uci()
'h9g7'
"""

from kiban.lazy import lazy_exports
from kiban.outcome import Outcome, Termination
from kiban.xiangqi.types import (ADVISOR, BLACK, CANNON, CHARIOT, COLOR_NAMES, ELEPHANT, GENERAL, HORSE, RED,
                                 SOLDIER, SQUARES, MoveLimit, Piece, parse_square, square_name)

__all__ = [
    "Board", "Move", "Piece", "Outcome", "Termination", "MoveLimit", "PerpetualRule", "START_FEN",
    "RED", "BLACK", "COLOR_NAMES", "SQUARES", "square_name", "parse_square",
    "GENERAL", "ADVISOR", "ELEPHANT", "HORSE", "CHARIOT", "CANNON", "SOLDIER",
]

# The board and what needs its move tables are imported on first use: a page that shows the other
# game, or only names this one (the descriptor, kiban.xiangqi.game), does not build the tables.
__getattr__, __dir__ = lazy_exports(__name__, {
    "Board": "board", "Move": "move", "PerpetualRule": "repetition", "START_FEN": "fen"})
