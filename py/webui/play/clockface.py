"""What a clock shows: the time as text, tenths under 10 seconds, when the text next changes.
Pure Python; the Clock (clock.py) says how much time is left and whether to warn; `face` and
`wake_in` read one for the page."""

from dataclasses import dataclass
from typing import Optional

TENTHS_BELOW = 10_000  # milliseconds under which tenths of a second are shown


def clock_text(ms: int) -> str:
    """'1:05:03', '9:59', '0:42', tenths under 10 s: '0:09.7'. Digits are cut, not rounded,
    so the text reads '0:00.0' only in the last tenth."""
    ms = max(0, int(ms))
    seconds, tenths = divmod(ms // 100, 10)
    minutes, seconds = divmod(seconds, 60)
    hours, minutes = divmod(minutes, 60)
    text = f"{hours}:{minutes:02}:{seconds:02}" if hours else f"{minutes}:{seconds:02}"
    return f"{text}.{tenths}" if ms < TENTHS_BELOW else text


def redraw_in(ms: int) -> int:
    """Milliseconds until `clock_text(ms)` of a running clock changes: when to draw it next."""
    unit = 100 if ms <= TENTHS_BELOW else 1000
    return int(ms) % unit + 1


@dataclass(frozen=True)
class Face:
    """What one side's clock shows: ``text``, ``ms`` left on its main time or running period,
    byoyomi ``periods`` left, whether it ``running``, shows the ``low`` time warning, or counts
    a ``byoyomi`` period."""

    text: str
    ms: int
    periods: int
    running: bool
    low: bool
    byoyomi: bool


def face(clock, color: int) -> Face:
    """The face of ``color``'s side of ``clock`` (a `play.clock.Clock`) now."""
    ms = clock.remaining(color)
    return Face(clock_text(ms), ms, clock.periods(color), clock.running == color,
                clock.low_time(color), clock.in_byoyomi(color))


def beep_in(clock) -> Optional[float]:
    """Milliseconds until the next byoyomi countdown beep of the running side, or None."""
    beeps = clock.countdown()
    return beeps[0][0] if beeps else None


def wake_in(clock) -> Optional[float]:
    """Milliseconds until the page must look at ``clock`` again: the running side's text
    changes, its main time or period ends (a byoyomi period starts: the figures jump), a
    countdown beep is due or the time runs out (whichever comes first); None while the clock
    stands."""
    flag = clock.flag_in()
    if flag is None:
        return None
    left = clock.remaining(clock.turn)
    times = [flag, left, redraw_in(left)]
    beep = beep_in(clock)
    if beep is not None:
        times.append(beep)
    return min(times)
