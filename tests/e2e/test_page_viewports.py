"""The pages other than the game page on a desk (1280×720) and a phone (390×844, touch): the
editor, the Games page, the three Learn pages, the puzzles and the embedded board (issue 28, "phone first as
much as desk"). On both sizes nothing scrolls sideways and every board lies inside the window's
width; on the phone every board takes the whole width and every control (button, select, field, link used as a control) is at least
44 px tall and wide; on the desk the editor's board, palette and first controls show without
scrolling. Screenshots of each page at both sizes go to tests/artifacts/pages/ for review.

One browser context per size; the pages are opened one after the other in it."""

import json

import pytest
from harness import new_context, wait_ready
from playwright.sync_api import expect

from webui.library.entry import GameEntry
from webui.play.opponent import Opponent
from webui.play.session import GameSession

DESK = {"viewport": {"width": 1280, "height": 720}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 1}
SIZES = {"desk": DESK, "phone": PHONE}
MAY_2024 = 1714557600000  # ms since 1970: the kept games' dates
TOUCH = 44  # px: the smallest control a finger hits reliably (WCAG 2.5.5, Apple's and Google's guides)
PAGES = {
    "editor-shogi": "editor.html?game=shogi&sfen=4k4/9/4P4/9/9/9/9/9/4K4+b+G+1",
    "editor-xiangqi": "editor.html?game=xiangqi",
    "editor-german": "editor.html?game=shogi&lang=de",  # (the longest preset names)
    "games": "games.html",
    "learn-shogi": "learn/shogi.html",
    "learn-xiangqi": "learn/xiangqi.html",
    "learn-minishogi": "learn/minishogi.html",
    "puzzles-shogi": "puzzles.html?game=shogi&lang=nl",  # (a tsume's full hand; Dutch panel)
    "embed-shogi": "embed.html?game=shogi&moves=7g7f,3c3d,8h2b%2B&arrows=2b3a",
    "embed-xiangqi": "embed.html?game=xiangqi&moves=h2e2,h9g7",
}
PUT = """async (entries) => {
  const store = await import("./assets/js/library-store.js");
  for (const entry of entries) await store.put(entry);
}"""
CONTROLS = ("button, select, input, textarea, summary, [role=button], nav a, .kb-langs a, "
            ".kb-editor-actions a, [data-testid=games-list] a, [data-testid=play-link], "
            ".kb-embed-open")
# Every visible control smaller than TOUCH px either way, as "tag#id/testid: w×h" (a checkbox is
# hit through its label).
SMALL_CONTROLS = """([selector, least]) => [...document.querySelectorAll(selector)]
  .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== "hidden")
  .map(e => [e, (/^(checkbox|radio)$/.test(e.type) && e.closest("label") || e)
    .getBoundingClientRect()])
  .filter(([e, r]) => r.width < least || r.height < least)
  .map(([e, r]) => `${e.tagName.toLowerCase()}#${e.id || e.dataset.testid || e.textContent.trim()
    .slice(0, 20)}: ${Math.round(r.width)}×${Math.round(r.height)}`)"""
# The boxes of the boards (drawn ones and a Learn page's places for them), left..right in px.
BOARDS = """() => [...document.querySelectorAll("svg.kb-board, .kiban-board")]
  .filter(e => e.getClientRects().length)
  .map(e => e.getBoundingClientRect())
  .map(r => [Math.round(r.left), Math.round(r.right)])"""


@pytest.fixture(scope="module", params=list(SIZES))
def sized(request, browser, site):
    """(size name, a page of a context of that size whose library holds two games)."""
    context = new_context(browser, **SIZES[request.param])
    page = context.new_page()
    page.goto(site.url + "embed.html")  # (a page of the site's origin, quick to open)
    page.evaluate(PUT, kept_games())
    yield request.param, page
    context.close()


def kept_games():
    """Two entries of the game library as JSON: a shogi game the computer (level 4) lost by
    resignation, a xiangqi game in progress between two people."""
    entries = []
    for number, (name, moves, opponent) in enumerate((
            ("shogi", ("7g7f", "3c3d", "8h2b+"), Opponent(computer=1, level=4)),
            ("xiangqi", ("h2e2", "h9g7"), Opponent()))):
        session = GameSession(name)
        for text in moves:
            session.play(session.game.parse_move(text))
        if opponent.computer is not None:
            session.resign(opponent.computer)
        save = dict(session.to_dict(), orientation=0, opponent=opponent.to_dict())
        stamp = MAY_2024 + number * 60_000
        entries.append(json.dumps(GameEntry.of(session, save, f"g{number}", stamp, stamp).to_dict()))
    return entries


def shown(page, name):
    """Wait until the page shows what is measured: Python ready (editor, Games page), the
    embed's board drawn, every board of a Learn page drawn."""
    if name.startswith(("editor", "games")):
        wait_ready(page)
    elif name.startswith("embed"):
        expect(page.locator("svg.kb-board .kb-dynamic [data-piece]").first).to_be_attached(
            timeout=60_000)
    else:  # (every board's box is laid out from the start; the first one drawn is enough)
        expect(page.locator(".kiban-board[data-ready]").first).to_be_attached(timeout=60_000)
    if name == "games":
        expect(page.locator("[data-testid=games-list] tr")).to_have_count(2)


@pytest.mark.parametrize("name", PAGES)
def test_the_page_fits_the_window_with_controls_a_finger_can_hit(sized, site, artifacts, name):
    size, page = sized
    page.goto(site.url + PAGES[name])
    shown(page, name)
    folder = artifacts / "pages"
    folder.mkdir(exist_ok=True)
    # (the whole page, but only the window's worth of the long Learn pages)
    page.screenshot(path=str(folder / f"{name}-{size}.png"), full_page=not name.startswith("learn"))
    width = SIZES[size]["viewport"]["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "scrolls sideways"
    assert page.evaluate("innerWidth") == width
    boards = page.evaluate(BOARDS)
    assert boards or name == "games"  # (the Games page has no board)
    assert all(0 <= left and right <= width for left, right in boards), boards
    if size == "phone":
        assert all(right - left >= width - 1 for left, right in boards), "not the full width"
        # shogi's hands above and below the board, which gets the whole width (beside it, a
        # puzzle's board was 170 px wide)
        assert set(page.locator("svg.kb-board[data-layout]").evaluate_all(
            "boards => boards.map(board => board.dataset.layout)")) <= {"tall"}
        assert page.evaluate(SMALL_CONTROLS, [CONTROLS, TOUCH]) == []
    elif name.startswith("editor"):
        height = SIZES[size]["viewport"]["height"]
        for testid in ("board", "editor-palette", "editor-game", "editor-turn", "editor-fen"):
            box = page.get_by_test_id(testid).bounding_box()
            assert box["y"] >= 0 and box["y"] + box["height"] <= height, testid
