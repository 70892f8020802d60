"""The next level offered in Chromium: with one win at level 1 already counted in the reader's
settings, the player mates the computer in a saved game; the page counts the second win in a
row, shows the level-up notice, and its button starts a game at level 2."""

import json

from board_helpers import drag, square
from harness import PageWatch, open_app
from playwright.sync_api import expect

MATE_IN_ONE = "7lk/9/7G1/9/9/9/9/9/K8 b G 1"  # G*1b mates gote's king
SAVE = {"v": 2, "game": "shogi", "start": MATE_IN_ONE, "handicap": None, "rule": "24-point",
        "moves": [], "review": None, "ending": None, "variations": [], "orientation": 0,
        "opponent": {"computer": 1, "level": 1, "levels": 8, "seed": 3}}
ONE_WIN = {"ladder": {"shogi": {"level": 1, "handicap": None, "wins": 1}}}


def test_a_second_win_in_a_row_offers_the_next_level(fresh_context, site):
    page = fresh_context().new_page()
    watch = PageWatch(page, site.url)
    page.goto(site.url + "__sounds__.html")  # a page of the site that is not the app
    page.evaluate("([game, settings]) => { localStorage.setItem('kiban.game', game);"
                  " localStorage.setItem('kiban.settings', settings); }",
                  [json.dumps(SAVE), json.dumps(ONE_WIN)])
    open_app(page, site.url)
    notice = page.get_by_test_id("level-up")
    expect(notice).to_be_hidden()
    drag(page, page.locator('[data-hand-piece="G"][data-owner="sente"]'), square(page, "1b"))
    expect(page.get_by_test_id("banner")).to_be_visible()
    expect(notice).to_be_visible()
    expect(page.get_by_test_id("level-up-text")).to_have_text("Two wins in a row at level 1!")
    stored = json.loads(page.evaluate("localStorage.getItem('kiban.settings')"))
    assert stored["ladder"]["shogi"] == {"level": 1, "handicap": None, "wins": 2}
    page.get_by_test_id("level-up-next").click()
    expect(notice).to_be_hidden()
    expect(page.get_by_test_id("level-select")).to_have_value("2")
    expect(page.get_by_test_id("banner")).to_be_hidden()
    expect(page.get_by_test_id("move-list").locator("button")).to_have_count(0)
    saved = json.loads(page.evaluate("localStorage.getItem('kiban.game')"))
    assert saved["opponent"]["level"] == 2 and saved["opponent"]["computer"] == 1
    page.close()
    watch.assert_clean()
