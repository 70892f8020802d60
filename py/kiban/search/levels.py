"""The computer player's levels: a ladder of 8, from a player who has just learned the moves to
the strongest rung that keeps neighbouring levels 150-250 Elo apart (bench/results/strength.md).

The levels are weakened the way people are weak, not by random moves: every rung looks one ply
ahead (``depth``; a real search of 2 plies or more is hundreds of Elo above the whole ladder),
misjudges positions (``noise``: every candidate move's score is off by a normally distributed
error of that many centipawns, so close moves are confused and a small win is sometimes missed)
and now and then blunders (``blunder_chance``: on such a move the level plays the move that loses
closest to ``blunder_size`` centipawns, e.g. a piece left hanging). How much noise makes a step
of 150-250 Elo differs between games, so a game's descriptor may give its own rungs
(`kiban.core.game.Game.levels`). `FULL_STRENGTH` (level 0) is off the ladder: the engine
protocols play it unless told a level. The random choices come from a generator seeded from the
game's seed and the position (`level_rng`), so a game replays the same and tests are
deterministic. Times are seconds per move. Saves and links made when there were 5 levels carry
old numbers: `from_old_level`.
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


NAMES = (
    N_("just learned the moves"),
    N_("still leaves pieces hanging"),
    N_("takes what is offered"),
    N_("guards its pieces"),
    N_("trades sensibly"),
    N_("sees simple threats"),
    N_("rarely gives a piece away"),
    N_("plays solidly"),
)
# The ladder's weakening, (noise, blunder_chance, blunder_size) per rung, for a game whose
# descriptor has no ``levels`` of its own: neighbouring rungs 150-250 Elo apart in shogi
# (bench/results/strength.md, 2026-11-27b).
DEFAULT_LADDER = ((600, 0.40, 1000), (500, 0.35, 950), (400, 0.30, 900), (340, 0.26, 820),
                  (280, 0.21, 720), (230, 0.17, 650), (160, 0.12, 550), (110, 0.08, 470))
RUNG_DEPTH, RUNG_TIME = 1, 1.0  # every rung looks one ply ahead (deeper is hundreds of Elo above)
# The engines' default, off the ladder (no person is offered it): searches as deep as 5 s allow.
FULL_STRENGTH = Level(0, "full strength", depth=None, time=5.0)
DEFAULT_LEVEL = 4
OLD_LEVELS = {1: 5, 2: 8, 3: 8, 4: 8, 5: 8}  # the 5 levels before the ladder -> the rung nearest in strength
SCORE_CLAMP = 2000  # mate scores count as this much when a level weighs its candidates


_LADDERS = {}  # rungs' weakening -> the Levels built from them


def ladder(game=None) -> tuple:
    """The 8 Levels of ``game`` (a `kiban.core.game.Game` descriptor; its ``levels`` give each
    rung's weakening, `DEFAULT_LADDER` when it has none or ``game`` is None)."""
    steps = getattr(game, "levels", ()) or DEFAULT_LADDER
    if steps not in _LADDERS:
        _LADDERS[steps] = tuple(
            Level(number, name, depth=RUNG_DEPTH, time=RUNG_TIME, noise=noise,
                  blunder_chance=chance, blunder_size=size)
            for number, (name, (noise, chance, size)) in enumerate(zip(NAMES, steps, strict=True), 1))
    return _LADDERS[steps]


LEVELS = ladder()


def get_level(level, game=None) -> Level:
    """The Level for a number 1..8 on ``game``'s ladder (`ladder`), 0 for `FULL_STRENGTH`, or a
    Level itself; KibanError for anything else."""
    if isinstance(level, Level):
        return level
    if isinstance(level, int) and not isinstance(level, bool) and 0 <= level <= len(NAMES):
        return ladder(game)[level - 1] if level else FULL_STRENGTH
    raise KibanError(Message("unknown-level", most=len(NAMES), level=repr(level)))


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
