"""The computer player: an alpha-beta search for shogi and xiangqi, and its playing levels.

>>> from kiban import shogi, search
>>> board = shogi.Board()
>>> move = search.best_move(board, level=2)
>>> board.is_legal(move)
True

``best_move`` / ``think`` play at a level; :class:`Searcher` gives full control (depth, time and node
budgets, a stop callback, progress reports) and keeps its hash table between searches.
"""

from kiban.search.levels import DEFAULT_LEVEL, LEVELS, Level, get_level
from kiban.search.play import best_move, think
from kiban.search.searcher import MATE, SearchInfo, SearchResult, Searcher, mate_plies

__all__ = ["Searcher", "SearchInfo", "SearchResult", "best_move", "think", "Level", "LEVELS",
           "DEFAULT_LEVEL", "get_level", "mate_plies", "MATE"]
