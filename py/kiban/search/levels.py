"""The computer player's levels: a ladder of 8, from a player who has just learned the moves to
the strongest the search plays.

The weak levels are weakened the way people are weak, not by random moves: they look only a few
plies ahead (``depth``), misjudge positions (``noise``: every candidate move's score is off by a
normally distributed error of that many centipawns, so close moves are confused and a small win
is sometimes missed) and now and then blunder (``blunder_chance``: on such a move the level plays
the move that loses closest to ``blunder_size`` centipawns, e.g. a piece left hanging). The random
choices come from a generator seeded from the game's seed and the position (`level_rng`), so a
game replays the same and tests are deterministic. Times are seconds per move; the browser runs
Python 2-3 times slower than CPython, which is why the strongest levels are limited by time, not
depth. Saves and links made when there were 5 levels carry old numbers: `from_old_level`.
"""

import random
from dataclasses import dataclass
from typing import Optional

from kiban.errors import KibanError
from kiban.messages import N_, Message


@dataclass(frozen=True)
class Level:
    """One rung of the ladder: ``depth`` cap (None = as deep as ``time`` allows), ``time`` per
    move in seconds, ``noise`` (centipawns of misjudgement per move, 0 = none), ``blunder_chance``
    (per move) and ``blunder_size`` (centipawns); ``name`` describes the player in English, a
    `kiban.messages.Word` the browser translates."""

    number: int
    name: str
    depth: Optional[int]
    time: float
    noise: int = 0
    blunder_chance: float = 0.0
    blunder_size: int = 0

    @property
    def margin(self) -> int:
        """Root moves scoring within this of the best get exact scores for the level's choice."""
        if not self.noise and not self.blunder_chance:
            return 0
        return max(3 * self.noise, self.blunder_size + self.blunder_size // 2)


LEVELS = (
    Level(1, N_("just learned the moves"), depth=1, time=1.0, noise=600,
          blunder_chance=0.4, blunder_size=1000),
    Level(2, N_("still leaves pieces hanging"), depth=1, time=1.0, noise=500,
          blunder_chance=0.35, blunder_size=950),
    Level(3, N_("takes what is offered"), depth=1, time=1.0, noise=400,
          blunder_chance=0.3, blunder_size=900),
    Level(4, N_("knows the basics"), depth=1, time=1.0, noise=250, blunder_chance=0.2, blunder_size=700),
    Level(5, N_("plays for fun"), depth=1, time=1.0, noise=120, blunder_chance=0.1, blunder_size=500),
    Level(6, N_("sees one move ahead"), depth=2, time=1.5, noise=50, blunder_chance=0.05, blunder_size=300),
    Level(7, N_("club player"), depth=3, time=2.5, noise=20),
    Level(8, N_("the strongest"), depth=None, time=5.0),
)
DEFAULT_LEVEL = 4
OLD_LEVELS = {1: 4, 2: 6, 3: 7, 4: 8, 5: 8}  # the 5 levels before the ladder -> the rung nearest in strength
SCORE_CLAMP = 2000  # mate scores count as this much when a level weighs its candidates


def get_level(level) -> Level:
    """The Level for a number 1..8 (or a Level itself); KibanError for anything else."""
    if isinstance(level, Level):
        return level
    if isinstance(level, int) and not isinstance(level, bool) and 1 <= level <= len(LEVELS):
        return LEVELS[level - 1]
    raise KibanError(Message("unknown-level", most=len(LEVELS), level=repr(level)))


def from_old_level(number: int) -> int:
    """The ladder's number for a level number 1..5 saved before the ladder (1 beginner ... 5
    strongest); KibanError for anything else."""
    if isinstance(number, int) and not isinstance(number, bool) and number in OLD_LEVELS:
        return OLD_LEVELS[number]
    raise KibanError(Message("unknown-level", most=len(OLD_LEVELS), level=repr(number)))


def level_rng(board, seed=0) -> random.Random:
    """The generator a level draws from in ``board``'s position: fixed by ``seed`` (one per game)
    and the position (its key and ply), so the same game replays the same."""
    return random.Random(f"{seed}:{board.key}:{board.ply}")


def choose(root_scores: dict, best_move, level: Level, rng: random.Random):
    """The move ``level`` plays among ``root_scores`` ({move: exact score}, the best one
    ``best_move``): usually the best after misjudging each score by ``level.noise``; with
    ``level.blunder_chance`` the move losing closest to ``level.blunder_size``."""
    if len(root_scores) < 2 or not level.margin:
        return best_move
    clamped = {m: max(-SCORE_CLAMP, min(SCORE_CLAMP, s)) for m, s in root_scores.items()}
    top = max(clamped.values())
    if rng.random() < level.blunder_chance:
        blunders = [m for m, s in clamped.items() if top - s >= level.blunder_size // 2]
        if blunders:
            return min(blunders, key=lambda m: abs(top - clamped[m] - level.blunder_size))
    if not level.noise:
        return best_move
    judged = {m: s + rng.gauss(0, level.noise) for m, s in clamped.items()}
    return max(judged, key=judged.__getitem__)
