"""Stepping up the ladder: after two wins in a row against the computer at one level (and, in
shogi, one handicap) the game page offers the next level, or a smaller handicap when the
computer gave one. Pure Python; the count is kept per game in the reader's settings
(``localStorage["kiban.settings"]``, key ``"ladder"``: ``{"<game>": {"level", "handicap",
"wins"}}``), so it survives a reload and holds across games.
"""

from dataclasses import dataclass
from typing import Optional

from kiban.search.levels import LEVELS

LADDER_KEY = "ladder"
WINS_TO_STEP_UP = 2


@dataclass(frozen=True)
class Offer:
    """What the page offers: ``level`` (the next level, None at the top) and ``handicap``
    (``smaller`` True: a game with the handicap ``handicap`` instead, None = an even game)."""

    level: Optional[int]
    smaller: bool = False
    handicap: Optional[str] = None


def streak(settings, game):
    """The wins in a row stored for ``game`` (its descriptor): {"level", "handicap", "wins"}, or
    None when none is stored or it is not understood."""
    entry = _ladder(settings).get(game.name)
    if not isinstance(entry, dict) or not isinstance(entry.get("wins"), int) \
            or entry.get("level") not in range(1, len(LEVELS) + 1):
        return None
    return entry


def after_game(settings, game, opponent, handicap, winner):
    """A copy of ``settings`` counting a finished game against the computer: ``winner`` the
    winning colour (None for a draw), ``handicap`` the game's handicap name or None. A win at
    the same level and handicap as the stored streak adds one; any other win starts a new streak;
    a loss or a draw ends it. Games between people leave the settings as they are."""
    if opponent.computer is None:
        return settings
    old = streak(settings, game)
    same = old is not None and (old["level"], old.get("handicap")) == (opponent.level, handicap)
    wins = ((old["wins"] if same else 0) + 1) if winner == opponent.human else 0
    entry = {"level": opponent.level, "handicap": handicap, "wins": wins}
    return {**settings, LADDER_KEY: {**_ladder(settings), game.name: entry}}


def _ladder(settings):
    """The stored streaks by game name ({} when absent or not understood)."""
    ladder = settings.get(LADDER_KEY)
    return ladder if isinstance(ladder, dict) else {}


def offer(settings, game, opponent, handicap):
    """The Offer after the game just played (``opponent``, ``handicap`` as in `after_game`), or
    None: nothing to offer until two wins in a row at that level and handicap, and nothing above
    the top level without a handicap to take away."""
    entry = streak(settings, game)
    if opponent.computer is None or entry is None or entry["wins"] < WINS_TO_STEP_UP \
            or (entry["level"], entry.get("handicap")) != (opponent.level, handicap):
        return None
    level = opponent.level + 1 if opponent.level < len(LEVELS) else None
    if handicap and opponent.computer == game.first_mover_of_handicaps:  # the computer gave it
        return Offer(level, True, smaller_handicap(game, handicap))
    return Offer(level) if level else None


def smaller_handicap(game, handicap):
    """The next smaller of ``game``'s handicaps (they are listed smallest first), None after the
    smallest: an even game."""
    names = game.handicaps()
    index = names.index(handicap)
    return names[index - 1] if index > 0 else None
