"""Timed games in Chromium (issue 13): the New game form's time controls, the clocks beside the
players, losing on time, pause, a reload, the computer on the clock, sounds, furigoma and the
replay with colours swapped. The page's clock is Playwright's fake clock (installed before the
page loads and paused), so every figure asserted is exact."""

import json
import random

import pytest
from board_helpers import click, drag, engine_board, open_new_game, play, square
from harness import PageWatch, open_app, wait_ready
from playwright.sync_api import Error as PlaywrightError, expect
from settings_helpers import close_settings, open_settings
from test_sounds import COUNT_AUDIO

from kiban import shogi

AUDIO_STATE = "() => [audioLog.contexts.length, audioLog.starts]"


@pytest.fixture
def page(fresh_context, site):
    """A tab in a context of its own, checked clean after the test: Playwright's fake clock belongs
    to the whole browser context, so installed in the shared one it would stop the timers of every
    later test's pages."""
    page = fresh_context().new_page()
    watch = PageWatch(page, site.url)
    yield page
    page.close()
    watch.assert_clean()


def start_paused_clock(page, site, query=""):
    """Install the fake clock, open the app and stop the page's time (tests move it on)."""
    page.clock.install()
    open_app(page, site.url, query)
    pause_now(page)


def pause_now(page):
    """Stop the page's time a quarter second from now (Playwright takes Unix seconds; time flows
    while the call travels). On a busy machine the call can arrive after that moment (Playwright:
    "Cannot fast-forward to the past"): then it is made again with twice the margin."""
    margin = 0.25
    while True:
        try:
            page.clock.pause_at(page.evaluate("Date.now()") / 1000 + margin)
            return
        except PlaywrightError as error:
            if "to the past" not in str(error) or margin > 4:
                raise
            margin *= 2


def clock(page, color):
    return page.get_by_test_id(f"clock-{color}")


def start_timed(page, preset="custom", main="", increment="", byoyomi="", periods="",
                opponent="human", side="0", level="1"):
    """A new shogi game between people (or against the computer) under a time control."""
    open_new_game(page)
    page.get_by_test_id("game-select").select_option("shogi")
    page.get_by_test_id("opponent-select").select_option(opponent)
    if opponent == "computer":
        page.get_by_test_id("side-select").select_option(side)
        page.get_by_test_id("level-select").select_option(level)
    page.get_by_test_id("time-preset").select_option(preset)
    if preset == "custom":
        for name, value in (("time-main", main), ("time-increment", increment),
                            ("time-byoyomi", byoyomi), ("time-periods", periods)):
            page.get_by_test_id(name).fill(value)
    page.get_by_test_id("new-game").click()


def expect_clock(page, color, ms, periods=None, running=None):
    box = clock(page, color)
    expect(box).to_have_attribute("data-ms", str(ms))
    if periods is not None:
        expect(box).to_have_attribute("data-periods", str(periods))
    if running is not None:
        assert (box.get_attribute("data-running") is not None) == running


def test_a_player_flags_in_byoyomi_and_loses_on_time(page, site):
    start_paused_clock(page, site)
    start_timed(page, preset="1m-10s-byoyomi")
    expect(page.get_by_test_id("clocks")).to_be_visible()
    expect_clock(page, 0, 60_000, periods=1, running=True)
    expect(clock(page, 0)).to_contain_text("1:00")
    page.clock.run_for(2_500)
    expect(clock(page, 0)).to_contain_text("0:57")
    expect_clock(page, 0, 57_999, running=True)          # as drawn when its text last changed
    expect_clock(page, 1, 60_000, running=False)
    play(page, "7g7f")
    expect_clock(page, 0, 57_500, running=False)
    expect_clock(page, 1, 60_000, running=True)
    page.clock.run_for(60_000)                           # gote's main time is gone
    expect_clock(page, 1, 10_000, periods=1, running=True)
    page.clock.run_for(5_700)
    expect(clock(page, 1)).to_contain_text("0:04.3")     # tenths under 10 s
    expect(clock(page, 1)).to_have_class("kb-clock kb-clock-low kb-clock-byoyomi")
    page.clock.run_for(4_299)
    expect(page.get_by_test_id("status")).to_have_text("Gote to move")
    page.clock.run_for(1)                                # exactly at zero
    expect(page.get_by_test_id("status")).to_have_text("Sente wins on time")
    expect(page.locator("#banner-title")).to_have_text("Sente wins on time")
    expect(page.locator("#banner-reason")).to_have_text("Gote ran out of time")
    expect_clock(page, 1, 0, periods=0, running=False)
    assert page.locator(".kb-target").count() == 0
    saved = json.loads(page.evaluate("localStorage.getItem('kiban.game')"))
    assert saved["ending"] == ["time", 1] and saved["clock"]["control"]["byoyomi"] == 10_000


def test_the_form_refuses_a_bad_time_control_with_the_models_words(page, site):
    open_app(page, site.url)
    start_timed(page, main="5", increment="2", byoyomi="10")
    expect(page.get_by_test_id("notice")).to_have_text(
        "No new game: Choose an increment or byoyomi, not both.")
    start_timed(page, main="abc")
    expect(page.get_by_test_id("notice")).to_contain_text("Main time must be a number of minutes")
    expect(page.get_by_test_id("clocks")).to_be_hidden()


def test_pause_stops_the_clock_and_a_reload_restores_it_paused(page, site):
    start_paused_clock(page, site)
    start_timed(page, main="5", increment="3")
    page.clock.run_for(4_000)
    play(page, "7g7f")
    expect_clock(page, 0, 299_000)                       # 4 s used, 3 s added
    page.clock.run_for(1_250)
    pause = page.get_by_test_id("pause")
    expect(pause).to_have_text("Pause")
    pause.click()
    expect(pause).to_have_text("Resume")
    expect_clock(page, 1, 298_750, running=False)
    page.clock.run_for(30_000)
    expect_clock(page, 1, 298_750, running=False)
    pause.click()
    page.clock.run_for(750)
    expect(clock(page, 1)).to_have_attribute("data-running", "")
    page.reload()
    wait_ready(page)
    expect_clock(page, 0, 299_000, running=False)
    expect_clock(page, 1, 298_000, running=False)        # the clock paused while away
    expect(page.get_by_test_id("pause")).to_have_text("Resume")
    expect(page.get_by_test_id("time-preset")).to_have_value("custom")
    page.clock.run_for(10_000)
    expect_clock(page, 1, 298_000, running=False)
    page.get_by_test_id("pause").click()
    expect(clock(page, 1)).to_have_attribute("data-running", "")
    page.clock.run_for(1_000)
    page.get_by_test_id("pause").click()
    expect_clock(page, 1, 297_000, running=False)


def seed_save(page, site, save):
    """Put ``save`` in localStorage["kiban.game"] from a page of the site that is not the app."""
    page.goto(site.url + "__sounds__.html")
    page.evaluate("s => localStorage.setItem('kiban.game', JSON.stringify(s))", save)


def computer_game(level, clock=None):
    """A saved game at the start, the computer playing sente (so it moves first)."""
    save = {"v": 2, "game": "shogi", "start": shogi.START_SFEN, "handicap": None,
            "rule": "24-point", "moves": [], "review": None, "ending": None, "variations": [],
            "orientation": 1, "opponent": {"computer": 0, "level": level}}
    if clock:
        save["clock"] = clock
    return save


def my_move(page, rng):
    """Gote's move (a random legal one) by dragging; answers a promotion question."""
    board = engine_board(page)
    texts = sorted(move.usi() for move in board.legal_moves)
    text = rng.choice([t for t in texts if "*" not in t] or texts)
    if "*" in text:
        source = page.locator(f'[data-hand-piece="{text[0].lower()}"][data-owner="gote"]')
    else:
        source = square(page, text[:2])
    drag(page, source, square(page, text[2:4]))
    if page.locator("[data-choice]").count():
        click(page, page.locator(f'[data-choice="{"promote" if text.endswith("+") else "keep"}"]'))


def test_the_computer_keeps_to_its_byoyomi(page, site):
    # 1 min + 5 s byoyomi with both main times already used: every move is made in a period.
    control = {"main": 60_000, "increment": 0, "byoyomi": 5_000, "periods": 1}
    seed_save(page, site, computer_game(2, {"control": control, "turn": 0, "main": [0, 0],
                                            "periods": [1, 1], "spent": 0}))
    page.clock.install()
    open_app(page, site.url)
    expect(page.get_by_test_id("pause")).to_be_hidden()          # not offered against it
    moves, rng = page.get_by_test_id("move-list").locator("li"), random.Random(13)
    for ply in range(1, 21, 2):
        expect(moves).to_have_count(ply, timeout=30_000)         # the computer's move
        if page.get_by_test_id("banner").is_visible():
            break
        pause_now(page)                                          # my time stands still
        expect(clock(page, 1)).to_have_attribute("data-periods", "1")
        my_move(page, rng)
        page.clock.resume()                                      # it thinks in real time
    expect(page.get_by_test_id("status")).not_to_contain_text("on time")
    assert moves.count() >= 15
    assert clock(page, 0).get_attribute("data-periods") == "1"


def test_no_sound_before_the_first_gesture_and_the_sound_switch(page, site):
    page.add_init_script(COUNT_AUDIO)
    seed_save(page, site, computer_game(1))
    open_app(page, site.url)
    moves, rng = page.get_by_test_id("move-list").locator("li"), random.Random(5)
    expect(moves).to_have_count(1, timeout=30_000)               # the computer moved: silence
    page.wait_for_timeout(300)
    assert page.evaluate(AUDIO_STATE) == [0, 0]                  # not even an AudioContext
    my_move(page, rng)                                           # the first gesture
    page.wait_for_function("() => audioLog.contexts[0]?.state === 'running'")
    expect(moves).to_have_count(3, timeout=30_000)
    page.wait_for_function("() => audioLog.starts > 0")          # the computer's move sounded
    open_settings(page)
    box = page.get_by_test_id("sound")
    expect(box).to_be_checked()
    box.uncheck()
    close_settings(page)
    settings = json.loads(page.evaluate("localStorage.getItem('kiban.settings')"))
    assert settings == {"sound": False}
    heard = page.evaluate(AUDIO_STATE)[1]
    my_move(page, rng)
    expect(moves).to_have_count(5, timeout=30_000)
    page.wait_for_timeout(300)
    assert page.evaluate(AUDIO_STATE)[1] == heard
    page.reload()
    wait_ready(page)
    expect(page.get_by_test_id("sound")).not_to_be_checked()


def test_replay_with_colours_swapped_after_sennichite_keeps_the_times(page, site):
    rooks = ["2h3h", "8b7b", "3h2h", "7b8b"] * 3             # the start position a 4th time
    control = {"main": 600_000, "increment": 0, "byoyomi": 30_000, "periods": 1}
    save = dict(computer_game(3), opponent={"computer": None, "level": 3}, orientation=0,
                moves=rooks[:-1], clock={"control": control, "turn": 1,
                                         "main": [500_000, 400_000], "periods": [1, 1],
                                         "spent": 0})
    seed_save(page, site, save)
    start_paused_clock(page, site)
    expect_clock(page, 0, 500_000, running=False)
    expect_clock(page, 1, 400_000, running=False)
    play(page, rooks[-1])
    expect(page.get_by_test_id("status")).to_have_text("Draw by repetition (sennichite)")
    expect(page.get_by_test_id("replay-swapped")).to_be_visible()
    page.get_by_test_id("replay-swapped").click()
    expect(page.get_by_test_id("move-list").locator("li")).to_have_count(0)
    expect_clock(page, 0, 400_000, running=True)             # player B, gote before, opens
    expect_clock(page, 1, 500_000, running=False)
    expect(page.get_by_test_id("match-score")).to_have_text(
        "Player A 0 – 0 Player B · game 2: Player B plays Sente")
    expect(page.get_by_test_id("replay-swapped")).to_be_hidden()
    page.get_by_test_id("resign").click()                    # B (sente) resigns the replay
    expect(page.get_by_test_id("match-score")).to_have_text(
        "Player A 1 – 0 Player B · game 2: Player B plays Sente")
    saved = json.loads(page.evaluate("localStorage.getItem('kiban.game')"))
    assert saved["match"]["games"] == [[0, "replay", None], [1, "playing", None]]


def test_furigoma_tosses_five_pawns_and_turns_the_board(page, site):
    open_app(page, site.url)
    open_new_game(page)
    page.get_by_test_id("opponent-select").select_option("computer")
    page.get_by_test_id("side-select").select_option("random")
    page.get_by_test_id("level-select").select_option("1")
    page.get_by_test_id("new-game").click()
    toss = page.get_by_test_id("furigoma")
    expect(toss).to_be_visible()
    text = toss.text_content()
    pawns = text.split(":")[1].split("(")[0].split("—")[0].split()
    assert len(pawns) == 5 and set(pawns) <= {"歩", "と"}
    you_sente = text.endswith("You play Sente")
    assert you_sente == (pawns.count("歩") >= 3)             # the tosser is sente on 3+ 歩
    expect(page.locator("svg.kb-board")).to_have_attribute(
        "data-orientation", "sente" if you_sente else "gote")
