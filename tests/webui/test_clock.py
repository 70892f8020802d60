"""The game clock on CPython with a fake time source: time controls and the new-game form
(timecontrol.py), the clock (clock.py), what it shows (clockface.py) and the computer's time
planning (timeplan.py)."""

import json
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fake_time import FakeTime

from kiban.engine.limits import MIN_TIME
from kiban.errors import KibanError
from webui.play.clock import Clock, ClockError
from webui.play.clockface import clock_text, redraw_in
from webui.play.timecontrol import NO_CLOCK, PRESETS, TimeControl, TimeControlError
from webui.play.timeplan import THINK_OVERHEAD, go_limits, think_seconds
from webui.worker.engine import answer

MIN, SEC = 60_000, 1000
BYOYOMI = TimeControl(10 * MIN, byoyomi=30 * SEC, periods=3)
FISCHER = TimeControl(3 * MIN, increment=2 * SEC)
SUDDEN = TimeControl(5 * MIN)


def running_clock(control, turn=0):
    now = FakeTime()
    clock = Clock(control, now, turn)
    clock.start()
    return clock, now


# -- time controls and the new-game form ------------------------------------------------------

def test_kinds_presets_and_labels():
    assert NO_CLOCK.kind == "none" and not NO_CLOCK.timed
    assert SUDDEN.kind == "sudden death" and FISCHER.kind == "fischer" and BYOYOMI.kind == "byoyomi"
    assert {key: c.label() for key, c in PRESETS.items()} == {
        "none": "No clock", "10m-30s-byoyomi": "10 min + 30 s byoyomi",
        "3m-2s": "3 min + 2 s per move", "1m-10s-byoyomi": "1 min + 10 s byoyomi",
        "15m-10s": "15 min + 10 s per move"}
    assert BYOYOMI.label() == "10 min + 30 s byoyomi × 3"
    assert TimeControl(byoyomi=30 * SEC, periods=1).label() == "30 s byoyomi"


def test_form_fields_parse_and_round_trip():
    form = {"time-main": "1,5", "time-increment": "", "time-byoyomi": "10", "time-periods": "2"}
    control = TimeControl.from_form(form)
    assert control == TimeControl(90 * SEC, byoyomi=10 * SEC, periods=2)
    assert control.form_fields() == {"time-main": "1.5", "time-increment": "0",
                                      "time-byoyomi": "10", "time-periods": "2"}
    assert TimeControl.from_form(control.form_fields()) == control
    for control in PRESETS.values():
        assert TimeControl.from_form(control.form_fields()) == control
        assert TimeControl.from_dict(json.loads(json.dumps(control.to_dict()))) == control
    assert TimeControl.from_form({}) == NO_CLOCK
    assert TimeControl.from_form({"time-main": "5", "time-periods": "3"}) == SUDDEN  # no byoyomi


@pytest.mark.parametrize("form, message", [
    ({"time-main": "ten"}, "Main time must be a number of minutes, not 'ten'."),
    ({"time-main": "-1"}, "Main time must be a number of minutes of at least 0, not '-1'."),
    ({"time-main": "nan"}, "at least 0, not 'nan'"),
    ({"time-main": "601"}, "Main time can be at most 600 minutes."),
    ({"time-increment": "5"}, "With an increment, give some main time too."),
    ({"time-main": "5", "time-increment": "5", "time-byoyomi": "30"},
     "Choose an increment or byoyomi, not both."),
    ({"time-byoyomi": "30", "time-periods": "0"}, "periods must be a whole number from 1 to 10"),
    ({"time-byoyomi": "30", "time-periods": "1.5"}, "not '1.5'"),
    ({"time-byoyomi": "x"}, "Byoyomi must be a number of seconds, not 'x'."),
])
def test_form_errors_say_what_to_correct(form, message):
    with pytest.raises(TimeControlError, match=message.replace(".", r"\.").replace("(", r"\(")):
        TimeControl.from_form(form)


def test_invalid_controls_and_saves_are_kiban_errors():
    for bad in ({"main": -1, "increment": 0, "byoyomi": 0, "periods": 0},
                {"main": 1000, "increment": 0, "byoyomi": 1000, "periods": 0},
                {"main": 1000}, None, {"main": True, "increment": 0, "byoyomi": 0, "periods": 0}):
        with pytest.raises(KibanError):
            TimeControl.from_dict(bad)


def test_low_time_threshold():
    assert SUDDEN.low_time == 37_500          # an eighth of 5 minutes
    assert TimeControl(MIN).low_time == 10_000
    assert TimeControl(60 * MIN).low_time == 60_000
    assert BYOYOMI.low_time == 10_000


# -- the clock ------------------------------------------------------------------------------

def test_a_new_clock_stands_until_started_or_the_first_move():
    now = FakeTime()
    clock = Clock(SUDDEN, now)
    assert clock.running is None and clock.flag_in() is None
    now.advance(60 * SEC)
    assert clock.remaining(0) == 5 * MIN
    clock.press()                              # the first move starts gote's time
    assert clock.running == 1 and clock.remaining(0) == 5 * MIN
    now.advance(7 * SEC)
    assert clock.remaining(1) == 5 * MIN - 7 * SEC
    with pytest.raises(ValueError):
        Clock(NO_CLOCK, now)


def test_sudden_death_runs_out_exactly_at_zero():
    clock, now = running_clock(SUDDEN)
    now.advance(5 * MIN - 1)
    assert clock.flagged() is None and clock.remaining(0) == 1 and clock.flag_in() == 1
    now.advance(0.5)
    assert clock.flagged() is None and clock.remaining(0) == 1  # rounded up: 0 means out
    now.advance(0.5)
    assert clock.flagged() == 0 and clock.remaining(0) == 0 and clock.flag_in() == 0
    with pytest.raises(ClockError, match="after the time had run out"):
        clock.press()
    assert clock.turn == 0


def test_fischer_adds_the_increment_after_each_move():
    clock, now = running_clock(FISCHER)
    now.advance(10 * SEC)
    clock.press()
    assert clock.remaining(0) == 3 * MIN - 8 * SEC and clock.running == 1
    now.advance(1 * SEC)
    clock.press()
    assert clock.remaining(1) == 3 * MIN + 1 * SEC  # a fast move gains time
    assert clock.periods(0) == clock.periods(1) == 0 and not clock.in_byoyomi(0)


def test_byoyomi_periods_are_used_only_when_exceeded_and_reset_after_each_move():
    clock, now = running_clock(BYOYOMI)
    now.advance(10 * MIN + 12 * SEC)          # main time gone, 12 s into the first period
    assert clock.in_byoyomi(0) and clock.remaining(0) == 18 * SEC and clock.periods(0) == 3
    clock.press()
    assert clock.periods(0) == 3 and clock.remaining(0) == 30 * SEC  # the period starts afresh
    clock.press()                               # gote, instantly
    now.advance(29_999)
    assert clock.periods(0) == 3 and clock.remaining(0) == 1
    now.advance(1)                             # exceeded: the next period begins
    assert clock.periods(0) == 2 and clock.remaining(0) == 30 * SEC
    now.advance(45 * SEC)
    assert clock.periods(0) == 1 and clock.remaining(0) == 15 * SEC
    clock.press()
    assert clock.periods(0) == 1 and clock.remaining(0) == 30 * SEC
    clock.press()
    now.advance(30 * SEC)                      # the last period exceeded: out of time
    assert clock.flagged() == 0 and clock.remaining(0) == 0 and clock.periods(0) == 0


def test_main_time_left_carries_over_and_the_other_side_does_not_move():
    clock, now = running_clock(BYOYOMI)
    now.advance(2 * MIN)
    assert clock.remaining(1) == 10 * MIN and clock.total(1) == 10 * MIN + 90 * SEC
    clock.press()
    now.advance(3 * MIN)
    assert clock.remaining(0) == 8 * MIN and not clock.in_byoyomi(0)
    assert clock.remaining(1) == 7 * MIN


class TickingTime(FakeTime):
    """Moves on 7 ms at every look, as real time does between two reads."""

    def __call__(self):
        self.advance(7)
        return self.t


def test_every_millisecond_is_charged_to_one_side():
    ticking = TickingTime(0.0)
    clock = Clock(SUDDEN, ticking)
    clock.start()
    started = ticking.t
    for _ in range(20):
        clock.press()
    clock.pause()
    stopped = ticking.t
    assert 2 * SUDDEN.main - clock.total(0) - clock.total(1) == stopped - started


def test_pause_keeps_the_turn_and_the_partly_used_period():
    clock, now = running_clock(TimeControl(byoyomi=10 * SEC, periods=1))
    now.advance(4 * SEC)
    clock.pause()
    assert clock.running is None and clock.countdown() == []
    now.advance(3_600 * SEC)                   # a long pause costs nothing
    assert clock.remaining(0) == 6 * SEC and clock.flagged() is None
    clock.resume()
    assert clock.running == 0
    now.advance(6 * SEC)
    assert clock.flagged() == 0


def test_a_hidden_tab_gap_is_counted_at_once():
    clock, now = running_clock(BYOYOMI)
    now.advance(10 * MIN + 75 * SEC)           # nobody looked for 11 minutes
    assert clock.periods(0) == 1 and clock.remaining(0) == 15 * SEC
    now.advance(10 * MIN)
    assert clock.flagged() == 0 and clock.total(0) == 0


def test_restore_after_a_reload_gives_back_the_times_with_no_clock_running():
    clock, now = running_clock(BYOYOMI)
    now.advance(10 * MIN + 40 * SEC)
    saved = json.loads(json.dumps(clock.to_dict()))
    later = FakeTime(999.0)                     # a new page: its own time origin
    restored = Clock.from_dict(saved, later)
    assert restored.running is None and restored.turn == 0
    later.advance(60 * MIN)                     # the page stayed closed for an hour
    for color in (0, 1):
        assert restored.remaining(color) == clock.remaining(color)
        assert restored.periods(color) == clock.periods(color)
    assert restored.remaining(0) == 20 * SEC and restored.periods(0) == 2
    restored.press()                            # the next move charges this turn's 40 s
    assert restored.periods(0) == 2 and restored.running == 1


@pytest.mark.parametrize("mangle", [
    lambda d: d.pop("turn"), lambda d: d.update(turn=2), lambda d: d.update(main=[1, 2, 3]),
    lambda d: d.update(spent=-1), lambda d: d.update(spent=float("inf")),
    lambda d: d.update(periods=[4, 0]), lambda d: d.update(periods=[1.5, 1]),
    lambda d: d.update(main="ab"), lambda d: d["control"].update(increment=5),
    lambda d: d.update(control=NO_CLOCK.to_dict()),
])
def test_an_unreadable_saved_clock_is_a_clock_error(mangle):
    data = Clock(BYOYOMI, FakeTime()).to_dict()
    mangle(data)
    with pytest.raises(ClockError, match="the saved clock cannot be read"):
        Clock.from_dict(data, FakeTime())


def test_swapped_for_a_replay_each_player_keeps_their_time():
    clock, now = running_clock(BYOYOMI)
    now.advance(3 * MIN)
    clock.press()
    now.advance(10 * MIN + 20 * SEC)           # gote is in byoyomi when the draw comes
    replay = clock.swapped()
    assert replay.running is None and replay.turn == 0
    assert replay.remaining(1) == 7 * MIN and replay.periods(1) == 3
    assert replay.in_byoyomi(0) and replay.remaining(0) == 30 * SEC and replay.periods(0) == 3


def test_low_time_warning():
    clock, now = running_clock(SUDDEN)
    now.advance(5 * MIN - 37_501)
    assert not clock.low_time(0)
    now.advance(1)
    assert clock.low_time(0) and not clock.low_time(1)
    clock, now = running_clock(TimeControl(MIN, byoyomi=30 * SEC, periods=2))
    now.advance(MIN + 30 * SEC + 19_999)       # the last period, just over 10 s left
    assert not clock.low_time(0)
    now.advance(1)
    assert clock.low_time(0)


def test_countdown_beeps_in_the_last_ten_seconds_of_every_period():
    clock, now = running_clock(TimeControl(5 * SEC, byoyomi=30 * SEC, periods=2))
    last_ten = [(20_000 + ms, 10 - ms // 1000) for ms in range(0, 10_000, 1000)]
    assert clock.countdown() == [(5_000 + at, s) for at, s in last_ten] \
        + [(35_000 + at, s) for at, s in last_ten]
    now.advance(5 * SEC + 23_500)              # 6.5 s left in the first period
    assert clock.countdown()[:3] == [(500, 6), (1500, 5), (2500, 4)]
    assert len(clock.countdown()) == 6 + 10
    short, now = running_clock(TimeControl(byoyomi=5 * SEC, periods=1))
    assert [s for _, s in short.countdown()] == [4, 3, 2, 1]  # never at the period's start
    assert running_clock(FISCHER)[0].countdown() == []


@settings(max_examples=150, deadline=None)
@given(control=st.sampled_from([SUDDEN, FISCHER, BYOYOMI,
                                TimeControl(byoyomi=10 * SEC, periods=2)]),
       steps=st.lists(st.tuples(st.sampled_from(["wait", "press", "pause", "resume"]),
                                st.floats(0, 400_000, allow_nan=False)), max_size=25))
def test_property_times_never_negative_and_elapsed_matches_timestamps(control, steps):
    clock, now = running_clock(control)
    start = now()
    charged = [0.0, 0.0]     # time each side's clock ran, from the timestamps alone
    moves = [0, 0]
    for action, ms in steps:
        if clock.flagged() is not None:
            break
        if action == "wait":
            if clock.running is not None:
                charged[clock.turn] += ms
            now.advance(ms)
        elif action == "press":
            moves[clock.turn] += 1
            clock.press()
        elif action == "pause":
            clock.pause()
        else:
            clock.resume()
        for color in (0, 1):
            assert clock.remaining(color) >= 0 and clock.total(color) >= 0
            assert 0 <= clock.periods(color) <= control.periods
        assert charged[0] + charged[1] <= now() - start + 1e-6
    if control.kind != "byoyomi" and clock.flagged() is None:
        for color in (0, 1):     # main time: the start, less what ran, plus the increments
            expected = control.main - charged[color] + moves[color] * control.increment
            assert clock.total(color) == pytest.approx(expected)


# -- what the clock shows ---------------------------------------------------------------------

@pytest.mark.parametrize("ms, text", [
    (3_903_000, "1:05:03"), (599_999, "9:59"), (42_000, "0:42"), (10_000, "0:10"),
    (9_999, "0:09.9"), (9_700, "0:09.7"), (99, "0:00.0"), (0, "0:00.0"), (-5, "0:00.0"),
])
def test_clock_text(ms, text):
    assert clock_text(ms) == text


def test_redraw_when_the_text_changes():
    for ms in (10_450, 10_000, 9_999, 9_650, 61_001, 150):
        wait = redraw_in(ms)
        assert clock_text(ms - wait) != clock_text(ms)
        assert clock_text(ms - wait + 1) == clock_text(ms)


# -- the computer's time planning ---------------------------------------------------------------

def test_go_limits_read_the_clock_like_usi():
    clock, now = running_clock(BYOYOMI)
    now.advance(2 * MIN)
    limits = go_limits(clock)
    assert limits.numbers == {"btime": 8 * MIN, "wtime": 10 * MIN, "binc": 0, "winc": 0,
                              "byoyomi": 30 * SEC}
    now.advance(8 * MIN + 12 * SEC)
    numbers = go_limits(clock).numbers
    assert numbers["btime"] == 0 and numbers["byoyomi"] == 18 * SEC
    fischer, _ = running_clock(FISCHER, turn=1)
    assert go_limits(fischer).numbers == {"btime": 3 * MIN, "wtime": 3 * MIN, "binc": 2 * SEC,
                                          "winc": 2 * SEC}


def test_think_time_follows_the_engine_plan_when_there_is_time():
    clock, _ = running_clock(BYOYOMI)
    assert think_seconds(clock) == pytest.approx(600 / 30 + 30 - 0.08)
    clock, _ = running_clock(TimeControl(byoyomi=5 * SEC, periods=1))  # the last period
    assert think_seconds(clock) == pytest.approx(5 - THINK_OVERHEAD / 1000)
    fischer, now = running_clock(TimeControl(MIN, increment=30 * SEC))
    now.advance(58 * SEC)                      # 2 s left: the increment comes only after the move
    assert think_seconds(fischer) == pytest.approx(1.0)


ROUNDING = 1e-6  # ms: seconds <-> milliseconds in floating point


def time_before_a_loss(clock):
    """Milliseconds the side to move has before it runs out or uses up a byoyomi period."""
    later_periods = max(0, clock.periods(clock.turn) - 1)
    return clock.total(clock.turn) - later_periods * clock.control.byoyomi


@settings(max_examples=300, deadline=None)
@given(main=st.integers(0, 20 * MIN), increment=st.integers(0, 30 * SEC),
       byoyomi=st.integers(0, 60 * SEC), periods=st.integers(1, 5),
       used=st.floats(0, 25 * MIN, allow_nan=False))
def test_property_budget_and_overhead_fit_whenever_they_can(main, increment, byoyomi, periods,
                                                             used):
    if byoyomi:
        control = TimeControl(main, byoyomi=byoyomi, periods=periods)
    elif main:
        control = TimeControl(main, increment=increment)
    else:
        return
    clock, now = running_clock(control)
    now.advance(used)
    left = time_before_a_loss(clock)
    if left >= THINK_OVERHEAD + MIN_TIME * 1000:
        assert think_seconds(clock) * 1000 + THINK_OVERHEAD <= left + ROUNDING


@settings(max_examples=300, deadline=None)
@given(main=st.integers(0, 20 * MIN), byoyomi=st.integers(5 * SEC, 60 * SEC),
       periods=st.integers(1, 5), main_left=st.floats(0, 1), periods_left=st.integers(1, 5),
       delay=st.floats(0, 3000, allow_nan=False), turn=st.sampled_from([0, 1]))
def test_property_with_byoyomi_of_5_s_the_computer_never_runs_out(main, byoyomi, periods,
                                                                  main_left, periods_left,
                                                                  delay, turn):
    """Levels 4 and 5 search at most think_seconds (level 4 less still): at the start of any
    turn, even in the last period and up to 3 s after the press, the budget and the overhead
    fit in the time before a period is lost."""
    control = TimeControl(main, byoyomi=byoyomi, periods=periods)
    state = {"control": control.to_dict(), "turn": turn, "spent": 0,
             "main": [main * main_left] * 2, "periods": [min(periods, periods_left)] * 2}
    now = FakeTime()
    clock = Clock.from_dict(state, now)
    clock.start()
    now.advance(delay)
    assert think_seconds(clock) * 1000 + THINK_OVERHEAD <= time_before_a_loss(clock) + ROUNDING


@pytest.mark.timed
def test_the_worker_keeps_to_the_planned_time_in_the_last_period():
    clock, _ = running_clock(TimeControl(byoyomi=1_500, periods=1))
    budget = think_seconds(clock)
    assert budget == pytest.approx(0.5)
    request = {"id": 1, "game": "shogi", "start": None, "moves": [], "level": 0,
               "time_limit": budget}  # full strength: it alone would think 5 s
    started = time.perf_counter()
    reply = json.loads(answer(json.dumps(request)))
    assert reply["move"] and time.perf_counter() - started < budget + 0.3
