"""Playing a move at a level: the entry point of the browser worker and the engine protocols."""

import math

from kiban import games
from kiban.search.levels import DEFAULT_LEVEL, choose, get_level, level_rng
from kiban.search.searcher import Searcher


def think(board, level=DEFAULT_LEVEL, *, searcher: Searcher = None, time_limit: float = None,
          node_limit: int = None, depth: int = None, on_info=None, should_stop=None, rng=None,
          seed=0):
    """Search ``board`` at ``level`` (1-8 on its game's ladder, 0 for full strength, or a Level) and return the SearchResult, its ``move``
    already chosen the way the level plays (None when there is no legal move).

    ``node_limit`` and ``depth`` can only tighten the level's own limits, and so can ``time_limit``
    (seconds; ``math.inf`` for none) except at full strength (a level without a depth cap), where
    it replaces the level's time. ``searcher`` keeps its hash table between moves of a game. The weak levels' choices
    are drawn from ``rng`` (a random.Random) if given, else from `level_rng` of the position and
    ``seed`` (one per game), so the same game is played the same way.
    """
    lv = get_level(level, games.get(board.game_name))
    limit = lv.time if time_limit is None else time_limit
    if lv.depth:
        limit = min(limit, lv.time)
    caps = [d for d in (lv.depth, depth) if d]
    result = (searcher or Searcher()).search(
        board, depth=min(caps) if caps else None, time_limit=None if limit == math.inf else limit,
        node_limit=node_limit, on_info=on_info, should_stop=should_stop, root_margin=lv.margin)
    if result.move is not None and lv.margin:
        result.move = choose(result.root_scores, result.move, lv, rng or level_rng(board, seed))
    return result


def best_move(board, level=DEFAULT_LEVEL, **options):
    """The move the computer plays at ``level`` (a public Move), or None without a legal move.
    Takes the keyword options of :func:`think`."""
    return think(board, level, **options).move
