"""The game clock: two sides' times under a TimeControl, computed from timestamps. Pure Python.

Time comes from an injected source, ``now()`` -> milliseconds (in the browser
``performance.now``), and every answer is computed from the timestamps, never by counting ticks:
after a long gap (a hidden tab, a sleeping laptop) the clock is exactly right at once, and a side
runs out at the very millisecond its time reaches zero, whenever the page looks.

Per side the clock keeps the main time and the byoyomi periods left at the start of its turn; the
side to move also has the time it has used in this turn. A new clock stands still: ``start()`` it
when the game begins, or let the first ``press()`` start it.

Saving (``to_dict``): the clock pauses while the page is closed. This is local play, nobody is
waiting on the other side, so the save holds the times as they were when it was written, and a
restored clock stands still until ``resume()`` or the next move. The page should therefore save
when it is hidden or closed, not only after moves, or the turn's time so far is given back.
"""

import math
from typing import Callable, Optional

from kiban.errors import KibanError

from webui.i18n import _
from .timecontrol import TimeControl
from webui.i18n.words import words

COLORS = (0, 1)
COUNTDOWN_SECONDS = 10  # the byoyomi countdown beeps at 10, 9 ... 1 seconds left in a period


class ClockError(KibanError):
    """A clock that cannot do what was asked: a move after the time ran out, an unreadable save."""


class Clock:
    """Both sides' times under ``control`` (a timed TimeControl); ``now()`` gives milliseconds.
    ``turn`` (0 / 1) is the side whose time runs, or would run: the side to move."""

    def __init__(self, control: TimeControl, now: Callable[[], float], turn: int = 0):
        if not control.timed:
            raise ValueError("a game without a clock has no Clock")
        if turn not in COLORS:
            raise ValueError(f"turn must be 0 or 1, not {turn!r}")
        self.control = control
        self._now = now
        self.turn = turn
        self._main = [float(control.main)] * 2
        self._periods = [control.periods] * 2
        self._spent = 0.0                # used by `turn` in this turn up to `_since`
        self._since = None               # timestamp the clock last started, None while it stands

    # -- running ---------------------------------------------------------------------------
    @property
    def running(self) -> Optional[int]:
        """The side whose time is running, or None while the clock stands still."""
        return None if self._since is None else self.turn

    def start(self) -> None:
        """Start the side to move's time (also named `resume`); nothing if it already runs."""
        if self._since is None:
            self._since = self._now()

    resume = start

    def pause(self) -> None:
        """Stop the clock, keeping the time used in this turn (games between people; the end of
        a game); nothing if it already stands."""
        if self._since is not None:
            self._spent = self._used_by(self.turn)
            self._since = None

    def press(self) -> None:
        """After a move by the side to move: charge the turn's time, add the increment or start
        the byoyomi period afresh, and run the other side's time. ClockError if the mover's
        time had already run out (the move came too late: check `flagged()` first)."""
        mover, now = self.turn, self._now()
        used = self._used_by(mover, now)
        if used >= self._limit(mover):
            raise ClockError(_("The move came after the time had run out."))
        main, self._periods[mover] = self._settled(mover, used)
        self._main[mover] = main + self.control.increment
        self.turn = 1 - mover
        self._spent = 0.0
        self._since = now

    # -- reading ---------------------------------------------------------------------------
    def remaining(self, color: int) -> int:
        """Milliseconds left on ``color``'s current main time or byoyomi period, rounded up:
        0 exactly when that side has run out."""
        return math.ceil(self._stage(color, self._used_by(color))[0])

    def periods(self, color: int) -> int:
        """Byoyomi periods ``color`` still has, the running one included (0 without byoyomi)."""
        return self._stage(color, self._used_by(color))[1]

    def in_byoyomi(self, color: int) -> bool:
        """Whether ``color``'s main time is gone and its periods count down."""
        return bool(self.control.byoyomi) and self._used_by(color) >= self._main[color]

    def total(self, color: int) -> float:
        """Milliseconds ``color`` can still use in this turn before running out."""
        return max(0.0, self._limit(color) - self._used_by(color))

    def flagged(self) -> Optional[int]:
        """The side that has run out of time (its time reached exactly zero), or None."""
        return self.turn if self._used_by(self.turn) >= self._limit(self.turn) else None

    def flag_in(self) -> Optional[float]:
        """Milliseconds until the running side runs out (0 if it has), None while the clock
        stands: the page can end the game at that moment instead of polling."""
        return None if self._since is None else self.total(self.turn)

    def low_time(self, color: int) -> bool:
        """Whether ``color``'s clock shows the low-time warning (see TimeControl.low_time)."""
        return self.total(color) <= self.control.low_time

    def countdown(self) -> list:
        """The byoyomi beeps still ahead for the running side, as (delay ms, seconds left in the
        period) pairs in time order: the last 10 whole seconds of the running period and of every
        period after it. Empty while the clock stands or without byoyomi. The page schedules
        these sounds after every press / resume and cancels them on the next one."""
        if self._since is None or not self.control.byoyomi:
            return []
        color, period = self.turn, self.control.byoyomi
        used = self._used_by(color)
        beeps = []
        for k in range(self._periods[color]):
            end = self._main[color] + (k + 1) * period
            for seconds in range(COUNTDOWN_SECONDS, 0, -1):
                at = end - seconds * 1000
                if seconds * 1000 < period and at > used:
                    beeps.append((at - used, seconds))
        return beeps

    # -- saving and replays ----------------------------------------------------------------
    def to_dict(self) -> dict:
        """The saved form (JSON-able): the times as of now, as if the clock paused now."""
        return {"control": self.control.to_dict(), "turn": self.turn, "main": list(self._main),
                "periods": list(self._periods), "spent": self._used_by(self.turn)}

    @classmethod
    def from_dict(cls, data, now: Callable[[], float]) -> "Clock":
        """A standing clock from `to_dict()` data; ClockError if the data is not a clock."""
        try:
            clock = cls(TimeControl.from_dict(data["control"]), now, data["turn"])
            times = [*data["main"], *data["periods"], data["spent"]]
            if len(times) != 5 or not all(_is_time(t) for t in times):
                raise ValueError("times out of range")
            if any(not isinstance(p, int) or p > clock.control.periods for p in data["periods"]):
                raise ValueError("periods out of range")
        except (KeyError, TypeError, ValueError) as error:
            raise ClockError(_("the saved clock cannot be read ({reason})").format(
                reason=words(error))) from None
        clock._main = [float(t) for t in data["main"]]
        clock._periods = list(data["periods"])
        clock._spent = float(data["spent"])
        return clock

    def swapped(self, turn: int = 0) -> "Clock":
        """A standing clock for a replay with colours swapped: each player keeps the time left,
        the side to move as if its turn ended now (a partly used period starts afresh);
        ``turn`` moves first in the new game."""
        clock = Clock(self.control, self._now, turn)
        for color in COLORS:
            clock._main[1 - color], clock._periods[1 - color] = \
                self._settled(color, self._used_by(color))
        return clock

    # -- inside ----------------------------------------------------------------------------
    def _used_by(self, color: int, now: float = None) -> float:
        """Milliseconds ``color`` has used in this turn (0 for the side not to move) at ``now``
        (default: the time source's now)."""
        if color != self.turn:
            return 0.0
        if self._since is None:
            return self._spent
        return self._spent + max(0.0, (self._now() if now is None else now) - self._since)

    def _limit(self, color: int) -> float:
        """Milliseconds ``color`` could use in a turn starting now: main time plus all periods."""
        return self._main[color] + self._periods[color] * self.control.byoyomi

    def _stage(self, color: int, used: float):
        """(ms left on the current main time or period, periods left) for ``color`` having used
        ``used`` ms of this turn."""
        main, periods, period = self._main[color], self._periods[color], self.control.byoyomi
        if used < main:
            return main - used, periods
        if used >= self._limit(color):
            return 0.0, 0
        over = used - main
        return period - over % period, periods - int(over // period)

    def _settled(self, color: int, used: float):
        """(main time, periods) ``color`` has left if its turn ended after ``used`` ms."""
        main, periods = self._stage(color, used)
        return (0.0, periods) if used >= self._main[color] else (main, periods)


def _is_time(value) -> bool:
    """A finite number of at least 0 (not a bool)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value < math.inf
