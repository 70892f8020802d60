"""The computer player: an alpha-beta search for shogi and xiangqi, and its playing levels.

>>> from kiban import shogi, search
>>> board = shogi.Board()
>>> move = search.best_move(board, level=2)
>>> board.is_legal(move)
True

``best_move`` / ``think`` play at a level; :class:`Searcher` gives full control (depth, time and node
budgets, a stop callback, progress reports) and keeps its hash table between searches;
``solve_mate`` solves a mate problem (tsume) with checks only.
"""

from kiban.lazy import lazy_exports

# The searcher is imported when first used: the game page reads the levels only (the computer
# thinks in a worker), and should not pay for the rest at boot.
_EXPORTS = {"DEFAULT_LEVEL": "levels", "LEVELS": "levels", "Level": "levels", "get_level": "levels",
            "best_move": "play", "think": "play", "MATE": "searcher", "SearchInfo": "searcher",
            "SearchResult": "searcher", "Searcher": "searcher", "mate_plies": "searcher",
            "solve_mate": "mate", "MateSolution": "mate"}
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = list(_EXPORTS)
