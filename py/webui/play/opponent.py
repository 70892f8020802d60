"""Who the player faces: another human at the same screen or the computer, and at what level.

Pure Python (no browser): the settings, their saved form, and the decisions the page takes from
them (is it the computer's turn, what the worker must be told, how far a take-back goes). The
browser side is `webui.page.versus` (controls, indicator) and `webui.page.engine_client` (the
Web Worker).
"""

import random
from dataclasses import dataclass, field
from typing import Optional

from webui.i18n import N_, _
from kiban.errors import KibanError
from kiban.search.levels import DEFAULT_LEVEL, LEVELS, from_old_level

SIDE_CHOICES = ("0", "1", "random")  # the setup's "Play as" values: a colour or furigoma


SEEDS = 1 << 30


@dataclass(frozen=True)
class Opponent:
    """``computer``: the colour the computer plays (0 / 1), None for two humans; ``level`` 1-8
    on the ladder, or 0 for full strength (`kiban.search.levels.FULL_STRENGTH`, off the ladder);
    ``seed``: fixes the weak levels' choices in this game (`kiban.search.levels.level_rng`), not
    part of what makes two settings equal."""

    computer: Optional[int] = None
    level: int = DEFAULT_LEVEL
    seed: int = field(default=0, compare=False)

    def __post_init__(self):
        if self.computer not in (None, 0, 1):
            raise ValueError(f"the computer plays colour 0 or 1, not {self.computer!r}")
        if not isinstance(self.level, int) or isinstance(self.level, bool) \
                or not 0 <= self.level <= len(LEVELS):
            raise ValueError(f"level must be 0 to {len(LEVELS)}, not {self.level!r}")

    @classmethod
    def choose(cls, kind, side, level, rng=random):
        """Settings from the setup controls: ``kind`` "human"/"computer", ``side`` the player's
        colour "0"/"1" or "random" (furigoma: a random colour), ``level`` "0".."8"; a new game's seed is drawn from ``rng``."""
        if kind != "computer":
            return cls(None, int(level))
        if side not in SIDE_CHOICES:
            raise ValueError(f"unknown side {side!r}")
        human = rng.randrange(2) if side == "random" else int(side)
        return cls(1 - human, int(level), rng.randrange(SEEDS))

    # -- saving ----------------------------------------------------------------------------
    def to_dict(self):
        """The saved form (JSON-able); ``levels`` marks a level of the ladder of 8."""
        return {"computer": self.computer, "level": self.level, "levels": len(LEVELS), "seed": self.seed}

    @classmethod
    def from_dict(cls, data):
        """Settings from `to_dict()` data; a save without ``levels`` was made when there were 5
        levels, and its level is mapped onto the ladder (`kiban.search.levels.from_old_level`).
        Two humans at the default level if it is missing or not understood (a damaged save)."""
        try:
            level = data.get("level", DEFAULT_LEVEL)
            if data.get("levels") is None and "level" in data:
                level = from_old_level(level)
            seed = data.get("seed", 0)
            return cls(data.get("computer"), level, seed if isinstance(seed, int) else 0)
        except (AttributeError, ValueError, KibanError):
            return cls()

    # -- decisions -------------------------------------------------------------------------
    @property
    def human(self):
        """The colour the human plays, or None when two humans play."""
        return None if self.computer is None else 1 - self.computer

    def movable(self):
        """Whose pieces the user may move (`BoardConfig.movable`)."""
        return "both" if self.computer is None else self.human

    def to_move(self, session):
        """True when the computer must move at the end of ``session``'s line (game not over;
        never in a variation: a variation makes the game a review)."""
        return (self.computer is not None and session.board.turn == self.computer
                and session.outcome() is None and session.on_main_line())

    def request(self, session, time_limit=None):
        """What the worker needs to think about the end of the line: JSON-able, the whole game
        from its start (repetition rules need the history; the worker only pushes and pops
        what differs from the game it kept, see `webui.worker.engine`); ``time_limit``: the
        seconds it may think on its clock (`timeplan.think_seconds`), None without a clock."""
        request = {"game": session.game.name, "start": session.start, "rule": session.rule,
                   "strict": session.strict, "moves": session.move_texts(), "level": self.level,
                   "seed": self.seed}
        if time_limit is not None:
            request["time_limit"] = time_limit
        return request

    def key(self, session):
        """Identifies the position the computer should be thinking about now, or None."""
        return key_of(self.request(session)) if self.to_move(session) else None


def key_of(request):
    """The `Opponent.key` of a request."""
    return (request["game"], request["start"], request["rule"], tuple(request["moves"]),
            request["level"])


FULL_STRENGTH_WORDS = N_("Full strength")


def level_options():
    """(value, label) pairs of the level control: the ladder, then full strength (level 0)."""
    return [(str(lv.number), f"{lv.number} · {_(lv.name)}") for lv in LEVELS] + \
        [("0", _(FULL_STRENGTH_WORDS))]


def side_options(game):
    """(value, label) pairs of the "Play as" control: the two colours of ``game`` (its
    descriptor), and the sides drawn by lot where the game has that custom (shogi's furigoma)."""
    pairs = [("0", _(game.color_titles[0])), ("1", _(game.color_titles[1]))]
    if game.sides_by_lot:
        pairs.append(("random", _("{custom} (random)").format(custom=_(game.sides_by_lot))))
    return pairs
