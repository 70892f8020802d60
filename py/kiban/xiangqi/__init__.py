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

from kiban.outcome import Outcome, Termination
from kiban.xiangqi.board import Board
from kiban.xiangqi.fen import START_FEN
from kiban.xiangqi.move import Move
from kiban.xiangqi.repetition import PerpetualRule
from kiban.xiangqi.types import (ADVISOR, BLACK, CANNON, CHARIOT, COLOR_NAMES, ELEPHANT, GENERAL, HORSE, RED,
                                 SOLDIER, SQUARES, MoveLimit, Piece, parse_square, square_name)

__all__ = [
    "Board", "Move", "Piece", "Outcome", "Termination", "MoveLimit", "PerpetualRule", "START_FEN",
    "RED", "BLACK", "COLOR_NAMES", "SQUARES", "square_name", "parse_square",
    "GENERAL", "ADVISOR", "ELEPHANT", "HORSE", "CHARIOT", "CANNON", "SOLDIER",
]
