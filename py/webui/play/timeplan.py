"""The computer's thinking time, planned from its own clock. Pure Python.

The planning is the engine protocols' (``kiban.engine.limits.move_time``, the ``go btime wtime
byoyomi binc winc`` logic): the clock is read as a USI ``go`` command and the engine's budget is
used, then capped so that the search plus THINK_OVERHEAD (the browser's share: starting and
stopping the search in its Web Worker, the last poll of the clock, the page receiving the move and
pressing the clock) ends before the clock could run out or use up a byoyomi period.
"""

from kiban.engine.limits import MIN_TIME, GoLimits, move_time
from kiban.engine.usi import clock_keys

from .clock import COLORS, Clock

THINK_OVERHEAD = 1000  # milliseconds between the end of the search and the clock's press


def go_limits(clock: Clock) -> GoLimits:
    """The clock as a USI ``go`` (``btime`` is colour 0): main times left, increments, and the
    side to move's byoyomi (its running period once the main time is gone)."""
    numbers = {}
    for color in COLORS:
        time_key, increment_key = clock_keys(color)
        numbers[time_key] = 0 if clock.in_byoyomi(color) else clock.remaining(color)
        numbers[increment_key] = clock.control.increment
    if clock.control.byoyomi and clock.periods(clock.turn):
        mover = clock.turn
        numbers["byoyomi"] = clock.remaining(mover) if clock.in_byoyomi(mover) \
            else clock.control.byoyomi
    return GoLimits(numbers)


def think_seconds(clock: Clock) -> float:
    """Seconds the side to move may search (the worker's ``time_limit``): the engine's plan,
    capped at its main time plus one period less THINK_OVERHEAD, so a search that keeps to it
    never runs out of time and never uses up a period. Never under the engine's minimum."""
    planned = move_time(go_limits(clock), clock_keys(clock.turn))
    safe = (_one_period_left(clock) - THINK_OVERHEAD) / 1000
    return max(MIN_TIME, min(planned, safe))


def _one_period_left(clock: Clock) -> float:
    """Milliseconds the side to move has before its time runs out or a period is used up."""
    later_periods = max(0, clock.periods(clock.turn) - 1)
    return clock.total(clock.turn) - later_periods * clock.control.byoyomi
