"""The game page reads at a glance on a desk (1280×720, 1024×768) and on a phone (390×844), in
both games (issue 28): the board, both player strips, both shogi hands, the status and (on a
desk) the move list lie inside the window without scrolling, the board beside the panel and not
under it, nothing scrolls sideways, the phone's controls
are at least 44 px, and screenshots go to tests/artifacts/layout/ for review. A first visit
is welcomed, and three clicks from there start a game the computer answers."""

import pytest
from board_helpers import play
from harness import PageWatch, open_app
from playwright.sync_api import expect

from kiban import shogi, xiangqi
from kiban.search import DEFAULT_LEVEL

DESK, SMALL_DESK, PHONE = (1280, 720), (1024, 768), (390, 844)
# a few moves, so the move list is drawn and both shogi hands hold a bishop
GAMES = {"shogi": "?game=shogi&moves=7g7f,3c3d,8h2b%2B,3a2b",
         "xiangqi": "?game=xiangqi&moves=h2e2,h9g7,b0c2"}
TOUCH = ("header.kb-site a, header.kb-site select, [data-testid=action-bar] button,"
         " [data-testid=actions-menu] summary, .kb-nav button, #move-form button")


@pytest.fixture(scope="module")
def layout_page(shared_context, site):
    """One tab for the module: (page, watch)."""
    page = shared_context.new_page()
    watch = PageWatch(page, site.url)
    yield page, watch
    page.close()
    watch.assert_clean()


def box_of(page, locator):
    """The box of the first element of ``locator`` in window coordinates."""
    box = locator.first.bounding_box()
    assert box, f"{locator} has no box"
    return box


def inside(box, width, height):
    """True if ``box`` lies inside a window of ``width`` × ``height`` as it is, unscrolled."""
    return (box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= width + 0.5
            and box["y"] + box["height"] <= height + 0.5)


@pytest.mark.parametrize("size", [DESK, SMALL_DESK, PHONE], ids=["desk", "small-desk", "phone"])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_board_players_and_moves_fit_the_window(layout_page, site, artifacts, game, size):
    page, _ = layout_page
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    name = f"game-{game}-{width}x{height}.png"
    open_app(page, site.url, GAMES[game])
    expect(page.get_by_test_id("move-list").locator("button")).to_have_count(
        GAMES[game].count(",") + 1)
    assert page.evaluate("scrollY") == 0
    parts = {"board": page.locator("svg.kb-board"), "status": page.get_by_test_id("status"),
             "player-0": page.get_by_test_id("player-0"),
             "player-1": page.get_by_test_id("player-1")}
    if game == "shogi":
        parts["sente's hand"] = page.locator('g.kb-hand[data-owner="sente"]')
        parts["gote's hand"] = page.locator('g.kb-hand[data-owner="gote"]')
        expect(page.locator("[data-hand-piece]")).to_have_count(2)   # a bishop each
    if size != PHONE:
        parts["move list"] = page.get_by_test_id("move-list")
        # the board (its hands too) beside the panel, not under it (at 1024×768 the panel once
        # lay 112 px over the board, and the move field pushed it 11 px past the window)
        right = page.evaluate("Math.max(...[...document.querySelectorAll('#stage *')]"
                              ".map(e => e.getBoundingClientRect().right))")
        assert right <= box_of(page, page.locator(".kb-panel"))["x"] + 0.5
    else:  # nothing under the action bar fixed at the bottom of the screen
        height = box_of(page, page.get_by_test_id("action-bar"))["y"]
    outside = [name for name, locator in parts.items()
               if not inside(box_of(page, locator), width, height)]
    assert not outside, f"outside the {width}×{height} window: {outside}"
    assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth")
    strips = [box_of(page, parts[name]) for name in ("player-1", "player-0")]
    board = box_of(page, parts["board"])
    assert strips[0]["y"] + strips[0]["height"] <= board["y"] + 1  # gote / black above
    assert strips[1]["y"] >= board["y"] + board["height"] - 1      # sente / red below
    if size == PHONE:
        assert board["width"] >= width - 16                             # the full width
        small = page.locator(TOUCH).evaluate_all("""els => els
            .filter(e => e.getClientRects().length)
            .map(e => [e.getBoundingClientRect(), e.textContent.trim() || e.title])
            .filter(([r]) => r.width < 44 || r.height < 44)
            .map(([r, name]) => `${name} ${Math.round(r.width)}×${Math.round(r.height)}`)""")
        assert not small, f"touch targets under 44 px: {small}"
    page.screenshot(path=str(artifacts / "layout" / name))


# The words of each label of the phone's action bar (split at spaces and soft hyphens; a
# piece before a soft hyphen is measured with the hyphen shown) wider than the button has room.
WIDE_WORDS = """labels => labels.filter(e => e.getClientRects().length).flatMap(label => {
  const box = label.closest("button, summary"), style = getComputedStyle(box);
  const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const words = label.textContent.trim().split(/\\s+/);
  const probe = label.appendChild(document.createElement("span"));
  probe.style.whiteSpace = "nowrap";
  const wide = words.flatMap(word => word.split("\\u00ad").map((piece, i, pieces) =>
    piece + (i < pieces.length - 1 ? "-" : ""))).filter(piece => {
      probe.textContent = piece;
      return probe.getBoundingClientRect().width > room + 0.5;
    });
  probe.remove();
  return wide;
})"""
# Whether the language menu shows the whole name of the chosen language.
LANGUAGE_SHOWN = """select => {
  const style = getComputedStyle(select), context = document.createElement("canvas").getContext("2d");
  context.font = style.font;
  const text = context.measureText(select.selectedOptions[0].text).width;
  return select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) >= text;
}"""


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_the_phones_bar_and_language_menu_keep_whole_words(layout_page, site, language):
    # (German and Dutch have the longest words: "Einstellungen" broke as "Einstellu|ngen" and
    # "Zug zurücknehmen" as "zurückne|hmen", and the menu read "Deutsc"; xiangqi's bar has one
    # button more, to agree a draw, and its second player's name is the longer one)
    page, _ = layout_page
    page.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})
    open_app(page, site.url, f"?game=xiangqi&moves=h2e2&lang={language}")
    labels = page.get_by_test_id("action-bar").locator(".kb-label")
    expect(labels).to_have_count(7)
    if language != "en":
        expect(labels.first).not_to_have_text("New game")  # (translated)
    assert labels.evaluate_all(WIDE_WORDS) == []
    assert page.locator("header.kb-site select").evaluate(LANGUAGE_SHOWN)


# How far the shown move's button lies outside the move list's visible box, in px (0: in sight).
CURRENT_HIDDEN = """list => {
  const shown = list.getBoundingClientRect(), box = list.querySelector("[aria-current]")
    .getBoundingClientRect();
  return Math.max(0, shown.top - box.top, box.bottom - shown.bottom);
}"""


# Whether a move's number ("70. ", in the list's font) fits between a column's buttons and the
# next column's: the shown move's dark box once hid the number after it.
NUMBERS_CLEAR = """list => {
  const [left, right] = [...list.querySelectorAll(":scope > li > button")].slice(0, 2)
    .map(button => button.getBoundingClientRect());
  const context = document.createElement("canvas").getContext("2d");
  context.font = getComputedStyle(list).font;
  return left.top === right.top && right.left - left.right >= context.measureText("70. ").width;
}"""


def test_the_shown_move_stays_in_sight_in_a_long_game(layout_page, site):
    page, _ = layout_page
    page.set_viewport_size({"width": DESK[0], "height": DESK[1]})
    board = shogi.Board()
    for i in range(70):  # a long game, the same every time: more moves than the list shows
        board.push(sorted(board.legal_moves, key=str)[i * 7 % len(board.legal_moves)])
    moves = ",".join(move.usi() for move in board.move_stack).replace("+", "%2B")
    open_app(page, site.url, f"?moves={moves}")
    listed = page.get_by_test_id("move-list")
    expect(listed.locator("[aria-current]")).to_have_attribute("data-ply", "70")
    assert listed.evaluate("list => list.scrollHeight > list.clientHeight")
    assert listed.evaluate(CURRENT_HIDDEN) < 1   # the last move, at the list's end
    page.get_by_test_id("nav-first").click()
    page.get_by_test_id("nav-forward").click()
    expect(listed.locator("[aria-current]")).to_have_attribute("data-ply", "1")
    assert listed.evaluate(CURRENT_HIDDEN) < 1   # and back at its start
    assert listed.evaluate(NUMBERS_CLEAR)


def test_the_strips_say_who_plays_and_hold_the_clocks(layout_page, site):
    page, _ = layout_page
    page.set_viewport_size({"width": DESK[0], "height": DESK[1]})
    open_app(page, site.url, GAMES["xiangqi"])
    expect(page.get_by_test_id("player-0-side")).to_have_text("Red")
    expect(page.get_by_test_id("player-1-side")).to_have_text("Black")
    expect(page.get_by_test_id("player-1")).to_have_attribute("data-to-move", "")
    assert page.get_by_test_id("player-0").locator('[data-testid="clock-0"]').count() == 1
    assert page.get_by_test_id("player-1").locator('[data-testid="clock-1"]').count() == 1
    board = xiangqi.Board()
    for move in ("h2e2", "h9g7", "b0c2"):
        board.push_uci(move)
    expect(page.get_by_test_id("position")).to_have_text(board.fen())  # (for the Share dialog)
    page.get_by_test_id("flip").click()                       # black's strip moves down
    assert box_of(page, page.get_by_test_id("player-1"))["y"] > box_of(
        page, page.get_by_test_id("player-0"))["y"]


@pytest.fixture
def first_visit(fresh_context, site):
    """A phone-sized tab of a browser that never saw Kiban: (page, watch)."""
    context = fresh_context(welcomed=False, viewport={"width": PHONE[0], "height": PHONE[1]})
    page = context.new_page()
    watch = PageWatch(page, site.url)
    yield page, watch
    watch.assert_clean()


def test_a_first_visit_plays_the_computer_in_three_clicks(first_visit, site, artifacts):
    page, _ = first_visit
    open_app(page, site.url)
    welcome = page.get_by_test_id("welcome")
    expect(welcome).to_be_visible()
    page.get_by_test_id("welcome-pieces").select_option("international")  # (a choice, no click)
    page.screenshot(path=str(artifacts / "layout" / "welcome-390x844.png"))
    page.get_by_test_id("welcome-start").click()                          # 1
    expect(welcome).to_be_hidden()
    expect(page.locator("svg.kb-board")).to_have_attribute("data-pieces", "international")
    page.get_by_test_id("new-game-open").click()                          # 2
    page.get_by_test_id("play-computer").click()                          # 3
    expect(page.get_by_test_id("new-game-dialog")).to_be_hidden()
    expect(page.get_by_test_id("player-1-who")).to_have_text(f"Computer, level {DEFAULT_LEVEL}")
    expect(page.get_by_test_id("player-0-who")).to_have_text("You")
    play(page, "7g7f")
    expect(page.get_by_test_id("move-list").locator("button")).to_have_count(2, timeout=60_000)
    page.reload()                                   # never shown again; the choice is kept
    open_app(page, site.url)
    expect(page.get_by_test_id("player-1-who")).to_have_text(f"Computer, level {DEFAULT_LEVEL}")
    assert not welcome.is_visible()
    page.get_by_test_id("new-game-open").click()
    expect(page.get_by_test_id("opponent-select")).to_have_value("computer")


def test_the_menu_opens_the_welcome_again_and_closes_on_escape(page, site):
    open_app(page, site.url)
    expect(page.get_by_test_id("welcome")).to_be_hidden()
    menu = page.get_by_test_id("actions-menu")
    page.get_by_test_id("actions-menu-open").click()
    expect(page.get_by_test_id("find-mate")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.get_by_test_id("find-mate")).to_be_hidden()
    expect(page.get_by_test_id("actions-menu-open")).to_be_focused()
    page.get_by_test_id("actions-menu-open").click()
    page.get_by_test_id("welcome-open").click()
    expect(page.get_by_test_id("welcome")).to_be_visible()
    assert menu.get_attribute("open") is None                 # a choice closes the menu
    page.get_by_test_id("welcome-game").select_option("xiangqi")
    page.get_by_test_id("welcome-start").click()
    expect(page.locator("html")).to_have_attribute("data-game", "xiangqi")


def test_the_headers_settings_link_opens_the_settings_dialog(page, site):
    open_app(page, site.url, "#settings")
    expect(page.get_by_test_id("settings")).to_be_visible()
    assert page.evaluate("location.hash") == ""
    expect(page.get_by_test_id("site-nav").get_by_role("link")).to_have_count(6)  # Play … Settings
