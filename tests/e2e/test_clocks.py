"""Timed games in Chromium (issue 13): the New game form's time controls, the clocks beside the
players, losing on time, pause, a reload, the computer on the clock, sounds, furigoma and the
replay with colours swapped. The page's clock is Playwright's fake clock (installed before the
page loads and paused), so every figure asserted is exact."""

import json

from board_helpers import play
from harness import open_app, wait_ready
from playwright.sync_api import expect


def start_paused_clock(page, site, query=""):
    """Install the fake clock, open the app and stop the page's time (tests move it on)."""
    page.clock.install()
    open_app(page, site.url, query)
    page.clock.pause_at(page.evaluate("Date.now()") + 1000)


def clock(page, color):
    return page.get_by_test_id(f"clock-{color}")


def start_timed(page, preset="custom", main="", increment="", byoyomi="", periods="",
                opponent="human", side="0", level="1"):
    """A new shogi game between people (or against the computer) under a time control."""
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
