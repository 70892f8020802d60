"""A board embedded before (issue 14, "Embeds"): on a later visit the service worker serves
embed.html with the board's last picture already in it, so the board is on screen before any
script of the frame or Python has run; and a visit to embedded boards alone leaves Python's
memory snapshot behind, so the next visit's boards start from it."""

import re

from harness import HAS_SNAPSHOT, poll
from playwright.sync_api import expect

QUERY = "embed.html?game=shogi&moves=7g7f,3c3d&id=warm"
# No runtime and no Cache Storage for the frame's own scripts: whatever board shows up came in
# the HTML the service worker answered with.
NO_SCRIPTS_HELP = """
window.SharedWorker = undefined;
window.Worker = class { postMessage() {} addEventListener() {} };
Object.defineProperty(window, "caches", { value: { open: () => Promise.reject(new Error("off")) } });
"""
KEPT = """async (url) => {
  const cache = await caches.open("embed-previews");
  return (await cache.match(url)) !== undefined;
}"""


def first_visit(context, site):
    """Open the board once, until it takes input, the service worker controls the page and the
    board's picture is kept; return the page."""
    page = context.new_page()
    page.goto(site.url + QUERY)
    page.locator("html[data-ready]").wait_for(state="attached", timeout=90_000)
    poll(page, "() => navigator.serviceWorker.controller !== null", timeout=90_000)
    poll(page, KEPT, site.url + QUERY)
    return page


def test_a_board_seen_before_comes_drawn_in_its_page(fresh_context, site):
    context = fresh_context()
    first_visit(context, site).close()
    page = context.new_page()
    page.add_init_script(NO_SCRIPTS_HELP)
    page.goto(site.url + QUERY)
    board = page.locator("svg.kb-board")
    expect(board).to_be_visible()
    expect(page.get_by_test_id("loading")).to_have_count(0)
    # The position of the link, last move marked: the picture of this very board.
    expect(board.locator('[data-square="3d"]')).to_have_attribute("aria-label", "3d, gote pawn, last move")
    assert page.locator("html[data-ready]").count() == 0  # no Python behind it in this test
    # Another board's page is not given this one's picture.
    page.goto(site.url + "embed.html?game=xiangqi&id=other")
    expect(page.get_by_test_id("loading")).to_be_attached()
    expect(page.locator("svg.kb-board")).to_have_count(0)


def test_the_picture_gives_way_to_the_live_board(fresh_context, site):
    context = fresh_context()
    first_visit(context, site).close()
    page = context.new_page()
    page.goto(site.url + QUERY)
    page.locator("html[data-ready]").wait_for(state="attached", timeout=90_000)
    expect(page.get_by_test_id("notation")).to_have_text(re.compile(r"^2\. "))
    page.get_by_test_id("step-back").click()
    expect(page.get_by_test_id("notation")).to_have_text(re.compile(r"^1\. "))
    expect(page.locator('[data-square="7f"]')).to_have_attribute("aria-label",
                                                                 "7f, sente pawn, last move")


def test_embedded_boards_alone_leave_a_snapshot_for_the_next_visit(fresh_context, site):
    page = first_visit(fresh_context(), site)
    poll(page, HAS_SNAPSHOT, timeout=150_000, interval=1000)
