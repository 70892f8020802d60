"""The command-line engine: USI for shogi, UCI (Pikafish style) for xiangqi, on stdin/stdout.

Run ``python3 -m kiban.engine`` with ``py/`` on the path; the first ``usi`` or ``uci`` command picks
the game. See :mod:`kiban.engine.session` for the commands both protocols share.
"""

from kiban.engine.session import Session, main

__all__ = ["Session", "main"]
