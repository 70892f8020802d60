"""Playing a move at a level: the entry point of the browser worker and the engine protocols."""

import math

from kiban.search.levels import DEFAULT_LEVEL, LEVELS, get_level, pick
from kiban.search.searcher import Searcher


def think(board, level=DEFAULT_LEVEL, *, searcher: Searcher = None, time_limit: float = None,
          node_limit: int = None, depth: int = None, on_info=None, should_stop=None, rng=None):
    """Search ``board`` at ``level`` (1-5 or a Level) and return the SearchResult, its ``move``
    already chosen the way the level plays (None when there is no legal move).

    ``node_limit`` and ``depth`` can only tighten the level's own limits, and so can ``time_limit``
    (seconds; ``math.inf`` for none) except at the strongest level, where it replaces the level's
    time. ``searcher`` keeps its hash table between moves of a game; ``rng`` (a random.Random)
    makes the weak levels reproducible.
    """
    lv = get_level(level)
    limit = lv.time if time_limit is None else time_limit
    if lv.number < len(LEVELS):
        limit = min(limit, lv.time)
    caps = [d for d in (lv.depth, depth) if d]
    result = (searcher or Searcher()).search(
        board, depth=min(caps) if caps else None, time_limit=None if limit == math.inf else limit,
        node_limit=node_limit, on_info=on_info, should_stop=should_stop, root_margin=lv.margin)
    if result.move is not None and lv.noise:
        result.move = pick(result.root_scores, result.move, lv.noise, rng)
    return result


def best_move(board, level=DEFAULT_LEVEL, **options):
    """The move the computer plays at ``level`` (a public Move), or None without a legal move.
    Takes the keyword options of :func:`think`."""
    return think(board, level, **options).move
