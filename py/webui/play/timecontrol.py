"""Time controls: no clock, sudden death, Fischer increment and byoyomi; the presets; the
new-game form's time fields. Pure Python.

Byoyomi: after the main time, ``periods`` periods of ``byoyomi`` seconds each. A period is used
up only when a move takes longer than it; after every move the period starts afresh. "Main time +
increment" (Fischer) is the other way to add time: the increment is added after every move. The two
do not combine: a control has an increment or byoyomi, never both.
"""

import math
from dataclasses import dataclass

from kiban.errors import KibanError
from webui.i18n import N_, _

MINUTE_MS = 60_000
SECOND_MS = 1000
MAX_MAIN_MINUTES = 600
MAX_SECONDS = 600        # increment or byoyomi
MAX_PERIODS = 10
BYOYOMI_WARNING_MS = 10_000


class TimeControlError(KibanError):
    """A time control the new-game form cannot start: the message says which field and why."""


@dataclass(frozen=True)
class TimeControl:
    """Times in milliseconds: ``main`` per side, ``increment`` added after each move, ``byoyomi``
    per period and how many ``periods`` (0 without byoyomi). All zero: no clock."""

    main: int = 0
    increment: int = 0
    byoyomi: int = 0
    periods: int = 0

    def __post_init__(self):
        for name in ("main", "increment", "byoyomi", "periods"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise TimeControlError(f"{name} must be a whole number of at least 0, "
                                       f"not {value!r}")
        if self.increment and self.byoyomi:
            raise TimeControlError(_("Choose an increment or byoyomi, not both."))
        if self.increment and not self.main:
            raise TimeControlError(_("With an increment, give some main time too."))
        if bool(self.byoyomi) != bool(self.periods):
            raise TimeControlError(_("Byoyomi needs both its seconds and at least one period."))
        if not 0 <= self.periods <= MAX_PERIODS:
            raise TimeControlError(_("There can be at most {most} byoyomi periods.").format(
                most=MAX_PERIODS))

    @property
    def kind(self) -> str:
        """"none", "sudden death", "fischer" or "byoyomi"."""
        if self.byoyomi:
            return "byoyomi"
        if self.increment:
            return "fischer"
        return "sudden death" if self.main else "none"

    @property
    def timed(self) -> bool:
        """Whether the game has a clock at all."""
        return self.kind != "none"

    @property
    def low_time(self) -> int:
        """Milliseconds left (main time plus the periods) under which the clock warns: the
        byoyomi countdown's 10 s, else an eighth of the main time kept between 10 s and 60 s."""
        if self.byoyomi:
            return BYOYOMI_WARNING_MS
        return min(60_000, max(10_000, self.main // 8))

    def label(self) -> str:
        """Short text: '10 min + 30 s byoyomi', '3 min + 2 s per move', '5 min', 'No clock'."""
        if not self.timed:
            return _("No clock")
        parts = [_("{n} min").format(n=_number(self.main / MINUTE_MS))] if self.main else []
        if self.increment:
            parts.append(_("{n} s per move").format(n=_number(self.increment / SECOND_MS)))
        if self.byoyomi:
            seconds = _number(self.byoyomi / SECOND_MS)
            parts.append(_("{n} s byoyomi × {periods}").format(n=seconds, periods=self.periods)
                         if self.periods > 1 else _("{n} s byoyomi").format(n=seconds))
        return " + ".join(parts)

    # -- the new-game form -----------------------------------------------------------------
    @classmethod
    def from_form(cls, fields) -> "TimeControl":
        """The control the form's fields ask for: ``time-main`` (minutes), ``time-increment`` and
        ``time-byoyomi`` (seconds), ``time-periods``; blank means 0 (periods: 1). Decimal commas
        are accepted. TimeControlError says what to correct."""
        main = _amount(fields.get("time-main"), N_("Main time"), N_("minutes"), MAX_MAIN_MINUTES)
        increment = _amount(fields.get("time-increment"), N_("The increment"), N_("seconds"),
                            MAX_SECONDS)
        byoyomi = _amount(fields.get("time-byoyomi"), N_("Byoyomi"), N_("seconds"), MAX_SECONDS)
        periods = _periods(fields.get("time-periods"))
        return cls(round(main * MINUTE_MS), round(increment * SECOND_MS),
                   round(byoyomi * SECOND_MS), periods if byoyomi else 0)

    def form_fields(self) -> dict:
        """The form's field values showing this control (what choosing a preset fills in)."""
        return {"time-main": _number(self.main / MINUTE_MS),
                "time-increment": _number(self.increment / SECOND_MS),
                "time-byoyomi": _number(self.byoyomi / SECOND_MS),
                "time-periods": str(self.periods or 1)}

    # -- saving ----------------------------------------------------------------------------
    def to_dict(self) -> dict:
        """The saved form (JSON-able)."""
        return {"main": self.main, "increment": self.increment, "byoyomi": self.byoyomi,
                "periods": self.periods}

    @classmethod
    def from_dict(cls, data) -> "TimeControl":
        """A control from `to_dict()` data; TimeControlError if it is not one."""
        try:
            return cls(**{name: data[name] for name in ("main", "increment", "byoyomi", "periods")})
        except (KeyError, TypeError) as error:
            raise TimeControlError(f"not a saved time control: {error}") from None


NO_CLOCK = TimeControl()
PRESETS = {  # the form's choices besides "custom": key -> control
    "none": NO_CLOCK,
    "10m-30s-byoyomi": TimeControl(10 * MINUTE_MS, byoyomi=30 * SECOND_MS, periods=1),
    "3m-2s": TimeControl(3 * MINUTE_MS, increment=2 * SECOND_MS),
    "1m-10s-byoyomi": TimeControl(1 * MINUTE_MS, byoyomi=10 * SECOND_MS, periods=1),
    "15m-10s": TimeControl(15 * MINUTE_MS, increment=10 * SECOND_MS),
}


def _number(value: float) -> str:
    """1.0 -> '1', 1.5 -> '1.5' (at most 3 decimals)."""
    return f"{value:.3f}".rstrip("0").rstrip(".")


def _amount(text, what, unit, most) -> float:
    """The number in the field ``text`` (``what`` it is and its ``unit``: marked English)."""
    what, unit = _(what), _(unit)
    text = (text or "").strip().replace(",", ".")
    if not text:
        return 0.0
    try:
        value = float(text)
    except ValueError:
        raise TimeControlError(_("{what} must be a number of {unit}, not {text!r}.").format(
            what=what, unit=unit, text=text)) from None
    if not math.isfinite(value) or value < 0:
        raise TimeControlError(_("{what} must be a number of {unit} of at least 0, not {text!r}.")
                               .format(what=what, unit=unit, text=text))
    if value > most:
        raise TimeControlError(_("{what} can be at most {most} {unit}.").format(
            what=what, most=most, unit=unit))
    return value


def _periods(text) -> int:
    text = (text or "").strip()
    if not text:
        return 1
    if not text.isdigit() or not 1 <= int(text) <= MAX_PERIODS:
        raise TimeControlError(_("Byoyomi periods must be a whole number from 1 to {most}, "
                                 "not {text!r}.").format(most=MAX_PERIODS, text=text))
    return int(text)
