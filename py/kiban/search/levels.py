"""The computer player's levels, from a beginner who blunders plausibly to the strongest.

A level caps the search depth and the thinking time, and adds *noise*: the weaker levels search
every root move to an exact score within a margin and pick among the good ones at random, the
probability falling off with the score gap (``exp(-gap / noise)``), so they miss wins and
sometimes drop material the way a weaker human does. Times are seconds per move; the browser runs
Python 2-3 times slower than CPython, which is why the strong levels are limited by time, not depth.
"""

import math
import random
from dataclasses import dataclass
from typing import Optional

from kiban.errors import KibanError
from kiban.messages import N_, Message


@dataclass(frozen=True)
class Level:
    """One playing level: ``depth`` cap (None = as deep as time allows), ``time`` per move in
    seconds, ``noise`` in centipawns (0 = always the best move found); ``name`` is English, a
    `kiban.messages.Word` the browser translates."""

    number: int
    name: str
    depth: Optional[int]
    time: float
    noise: int

    @property
    def margin(self) -> int:
        """Root moves scoring within this of the best are candidates for a noisy pick."""
        return 3 * self.noise


LEVELS = (
    Level(1, N_("beginner"), depth=1, time=0.5, noise=200),
    Level(2, N_("novice"), depth=2, time=1.0, noise=40),
    Level(3, N_("amateur"), depth=3, time=2.0, noise=25),
    Level(4, N_("strong"), depth=None, time=2.5, noise=0),
    Level(5, N_("strongest"), depth=None, time=5.0, noise=0),
)
DEFAULT_LEVEL = 3
SCORE_CLAMP = 2000  # mate scores count as this much when weighing a noisy pick


def get_level(level) -> Level:
    """The Level for a number 1..5 (or a Level itself); KibanError for anything else."""
    if isinstance(level, Level):
        return level
    if isinstance(level, int) and not isinstance(level, bool) and 1 <= level <= len(LEVELS):
        return LEVELS[level - 1]
    raise KibanError(Message("unknown-level", most=len(LEVELS), level=repr(level)))


def pick(root_scores: dict, best_move, noise: int, rng: random.Random = None):
    """Choose a move among ``root_scores`` ({move: score}) with weights ``exp((score - best) / noise)``;
    ``best_move`` when there is no noise or no alternative."""
    if noise <= 0 or len(root_scores) < 2:
        return best_move
    rng = rng or random
    clamped = {m: max(-SCORE_CLAMP, min(SCORE_CLAMP, s)) for m, s in root_scores.items()}
    top = max(clamped.values())
    moves = list(clamped)
    weights = [math.exp((clamped[m] - top) / noise) for m in moves]
    return rng.choices(moves, weights)[0]
