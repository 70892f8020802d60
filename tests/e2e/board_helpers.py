"""Helpers of the play tests: moving pieces with the pointer the way a player does, through the
stable hooks of docs/embedding.md ("Hooks"), and checking every result against the engine.

The fixtures `app_page` (one page per test module, so the ~2-5 s boot is paid once) and
`board_page` (that page with a new game started and the board the right way up; a test fails on
any console error, foreign request or HTTP error it caused) are imported by the test modules."""

import pytest
from harness import PageWatch, open_app
from playwright.sync_api import expect

from kiban import shogi, xiangqi


@pytest.fixture(scope="module")
def app_page(shared_context, site):
    """(page, watch): the app opened once for a whole test module, storage cleared first."""
    page = shared_context.new_page()
    cdp = shared_context.new_cdp_session(page)
    cdp.send("Storage.clearDataForOrigin",
             {"origin": site.url.rstrip("/"), "storageTypes": "local_storage"})
    cdp.detach()
    watch = PageWatch(page, site.url)
    open_app(page, site.url)
    yield page, watch
    page.close()


@pytest.fixture
def board_page(app_page):
    """The module's page with a new even shogi game, sente at the bottom."""
    page, watch = app_page
    seen = len(watch.problems())
    if page.locator("svg.kb-board").get_attribute("data-orientation") not in ("sente", "red"):
        page.get_by_test_id("flip").click()
    new_game(page)
    yield page
    problems = watch.problems()[seen:]
    assert not problems, "page problems:\n" + "\n".join(problems)


def square(page, name):
    """The square / point named ``name`` (engine coordinates)."""
    return page.locator(f'[data-square="{name}"]')


def hand_piece(page, letter, owner):
    """A shogi hand piece: ``letter`` as in SFEN (case by owner), ``owner`` sente/gote."""
    return page.locator(f'[data-hand-piece="{letter}"][data-owner="{owner}"]')


def position(page):
    """The SFEN / FEN the page shows."""
    return page.get_by_test_id("position").text_content()


def status(page):
    """The status line."""
    return page.get_by_test_id("status")


def main_moves(page):
    """The buttons of the move list's main line."""
    return page.get_by_test_id("move-list").locator("button:not([data-path])")


def expect_moves(page, moves):
    """The move list's main line holds ``moves`` (each button's ``data-move``, the engine's
    notation: USI / ICCS), in order."""
    buttons = main_moves(page)
    expect(buttons).to_have_count(len(moves))
    for i, move in enumerate(moves):
        expect(buttons.nth(i)).to_have_attribute("data-move", move)


def center(locator):
    """The centre of an element on the screen (CSS pixels), scrolled into view first (as a
    player would) when the page is taller than the window."""
    locator.scroll_into_view_if_needed()
    box = locator.bounding_box()
    assert box, f"{locator} is not on screen"
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def press(page, locator):
    """Press the primary button / finger on an element (and keep it pressed)."""
    page.mouse.move(*center(locator))
    page.mouse.down()


def drag(page, source, target, steps=4):
    """Drag from the centre of ``source`` to the centre of ``target`` with pointer events."""
    press(page, source)
    page.mouse.move(*center(target), steps=steps)
    page.mouse.up()


def click(page, locator):
    """Click (press and release in place) an element."""
    page.mouse.click(*center(locator))


def engine_board(page):
    """An engine board at the position the page shows."""
    text = position(page)
    if page.evaluate("document.documentElement.dataset.game") == "shogi":
        return shogi.Board(text, strict=False)
    return xiangqi.Board(text)


def play(page, notation, by="drag"):
    """Make one move in USI / ICCS notation with the pointer (``by`` "drag" or "click"), answer
    the promotion question if one appears, and check the page reaches the engine's position.
    The tab comes to the front first, as a player's does (a tab behind another one gets its
    timers slowed and no animation frames: a move there took 9 s to settle)."""
    page.bring_to_front()
    board = engine_board(page)
    owner = ("sente", "gote")[board.turn]
    if "*" in notation:
        letter = notation[0] if board.turn == 0 else notation[0].lower()
        source = hand_piece(page, letter, owner)
        target = square(page, notation[2:4])
    else:
        source, target = square(page, notation[:2]), square(page, notation[2:4])
    if by == "drag":
        drag(page, source, target)
    else:
        click(page, source)
        click(page, target)
    if page.locator("[data-choice]").count():  # both are legal: answer the question
        answer = "promote" if notation.endswith("+") else "keep"
        click(page, page.locator(f'[data-choice="{answer}"]'))
    expected = board.copy()
    if isinstance(board, shogi.Board):
        expected.push_usi(notation)
        expect(page.get_by_test_id("position")).to_have_text(expected.sfen())
    else:
        expected.push_uci(notation)
        expect(page.get_by_test_id("position")).to_have_text(expected.fen())


def open_new_game(page):
    """Open the New game dialog (unless it is open) and unfold its rarer options (handicap,
    rule, start position), as a player setting up a game does."""
    dialog = page.get_by_test_id("new-game-dialog")
    if not dialog.is_visible():
        page.get_by_test_id("new-game-open").click()
        expect(dialog).to_be_visible()
    more = dialog.locator("details.kb-setup-more")
    if more.get_attribute("open") is None:
        more.locator("summary").click()


def new_game(page, game="shogi", start="", handicap=None):
    """Start a game with the New game dialog (optionally from an SFEN / FEN or a handicap)."""
    open_new_game(page)
    page.get_by_test_id("game-select").select_option(game)
    if game == "shogi":
        page.get_by_test_id("handicap-select").select_option(handicap or "")
    page.get_by_test_id("start-position").fill(start)
    page.get_by_test_id("new-game").click()


def menu_item(page, testid):
    """An item of the action bar's menu (``actions-menu``), the menu opened first."""
    menu = page.get_by_test_id("actions-menu")
    if menu.get_attribute("open") is None:
        page.get_by_test_id("actions-menu-open").click()
    return page.get_by_test_id(testid)


def targets(page):
    """Names of the squares marked as legal targets."""
    return sorted(page.locator(".kb-target").evaluate_all(
        "els => els.map(e => e.getAttribute('data-square'))"))
