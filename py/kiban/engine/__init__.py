"""The command-line engine: USI for shogi, UCI (Pikafish style) for xiangqi, on stdin/stdout.

Run ``python3 -m kiban.engine`` with ``py/`` on the path; the first ``usi`` or ``uci`` command picks
the game. See :mod:`kiban.engine.session` for the commands both protocols share.
"""

from kiban.lazy import lazy_exports

# The session (and the searcher it drives) is imported when first used: the game page reads only
# the time limits and clock keys of this package.
__getattr__, __dir__ = lazy_exports(__name__, {"Session": "session", "main": "session"})
__all__ = ["Session", "main"]
