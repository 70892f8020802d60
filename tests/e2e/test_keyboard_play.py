"""Play without a mouse and without sight (issue 12): the board takes the focus with Tab, the
arrow keys walk its ARIA grid (the hands are rows of it), Enter / Space pick up and put down,
Y / N answer the promotion question, P reads the position, and the live region
(data-testid="announce") says every move in words. Never a mouse event: only the keyboard.
Every position reached is checked against the engine."""

import re

import pytest
from embed_helpers import ready
from harness import open_app
from playwright.sync_api import expect

from kiban import shogi, xiangqi

# Where the cursor is and where it should go, as (row, column) in the grid's rows and cells:
# what a screen reader user hears and walks.
WHERE = """(svg, goal) => {
  const rows = [...svg.querySelectorAll('[role="row"]')]
    .map((row) => [...row.querySelectorAll('[role="gridcell"]')]);
  const find = (cell) => {
    for (let r = 0; r < rows.length; r++) {
      const c = rows[r].indexOf(cell);
      if (c >= 0) return [r, c];
    }
    return null;
  };
  const active = document.getElementById(svg.getAttribute("aria-activedescendant"));
  return [find(active), find(svg.querySelector(goal))];
}"""


def go_to(keyboard, board, goal):
    """Walk the keyboard cursor of ``board`` (the svg locator) to the grid cell ``goal`` (a CSS
    selector) with the arrow keys."""
    for _ in range(40):
        at, to = board.evaluate(WHERE, goal)
        assert to is not None, f"no grid cell {goal}"
        if at == to:
            return
        if at[0] != to[0]:
            key = "ArrowDown" if to[0] > at[0] else "ArrowUp"
        else:
            key = "ArrowRight" if to[1] > at[1] else "ArrowLeft"
        before = board.get_attribute("aria-activedescendant")
        keyboard.press(key)
        expect(board).not_to_have_attribute("aria-activedescendant", before)
    raise AssertionError(f"the cursor never reached {goal}")


def cell(name):
    return f'[data-square="{name}"]'


def key_move(keyboard, board, origin, target, answer=None, shot=None):
    """Pick up the piece at ``origin`` (a selector), put it down on ``target``; ``answer`` the
    promotion question with a key ("y" / "n") if one is expected (``shot``: a path to keep a
    screenshot of the question in)."""
    go_to(keyboard, board, origin)
    keyboard.press("Enter")
    expect(board.locator(".kb-selected")).to_have_count(1)
    go_to(keyboard, board, target)
    keyboard.press("Space")
    if answer:
        expect(board.locator("[data-choice]")).to_have_count(2)
        expect(board).to_have_attribute("aria-activedescendant", "kb-choice-promote")
        if shot:
            board.screenshot(path=shot)
        keyboard.press(answer)


def expect_said(page, text):
    expect(page.get_by_test_id("announce")).to_have_text(text)


def tab_to(page, testid):
    """Press Tab until the control ``data-testid=testid`` has the focus."""
    for _ in range(60):
        if page.evaluate("document.activeElement.dataset.testid") == testid:
            return page.get_by_test_id(testid)
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {testid}")


@pytest.fixture
def tabbed(page, site):
    """Open the page (``query``) and go to the board by its first tab stop, "Skip to the
    board", past the site header's places: returns the board svg."""
    def open_(query=""):
        open_app(page, site.url, query)
        board = page.locator("svg.kb-board")
        page.keyboard.press("Tab")
        skip = page.locator("a.kb-skip")
        expect(skip).to_be_focused()
        expect(skip).to_have_text("Skip to the board")
        assert skip.bounding_box()["y"] >= 0  # (shown while focused)
        page.keyboard.press("Enter")
        expect(board).to_be_focused()
        assert "#" not in page.url  # (the address keeps only the game)
        return board
    return open_


def test_a_keyboard_only_shogi_game_capture_promotion_and_drop(page, tabbed, artifacts):
    board = tabbed()
    keyboard = page.keyboard
    expect(board).to_have_attribute("role", "grid")
    expect(board).to_have_attribute("aria-activedescendant", "kb-cell-76")      # 5i
    expect(board.locator("#kb-cell-76")).to_have_attribute("aria-label", "5i, sente king")
    expect(board.locator(".kb-cursor")).to_be_visible()

    key_move(keyboard, board, cell("7g"), cell("7f"))
    expect_said(page, "Sente: pawn to 7f.")
    expect(board.locator(cell("7f"))).to_have_attribute("aria-label", "7f, sente pawn, last move")
    go_to(keyboard, board, cell("3c"))                  # Escape puts a picked-up piece back
    keyboard.press("Enter")
    expect(board.locator(cell("3d"))).to_have_attribute("aria-label",
                                                         "3d, empty, possible move")
    keyboard.press("Escape")
    expect(board.locator(".kb-selected")).to_have_count(0)
    key_move(keyboard, board, cell("3c"), cell("3d"))
    expect_said(page, "Gote: pawn to 3d.")
    key_move(keyboard, board, cell("8h"), cell("2b"), answer="y",
             shot=artifacts / "keyboard-promotion.png")
    expect_said(page, "Sente: bishop takes bishop on 2b and promotes.")
    key_move(keyboard, board, cell("3a"), cell("2b"))
    expect_said(page, "Gote: silver takes horse on 2b.")
    bishop = '[data-hand-piece="B"][data-owner="sente"]'
    expect(board.locator(bishop)).to_have_attribute("aria-label", "Sente's hand: 1 bishop")
    key_move(keyboard, board, bishop, cell("5e"))       # down into the hand, then up again
    expect_said(page, "Sente: bishop dropped on 5e.")
    expected = shogi.Board()
    for usi in ("7g7f", "3c3d", "8h2b+", "3a2b", "B*5e"):
        expected.push_usi(usi)
    expect(page.get_by_test_id("position")).to_have_text(expected.sfen())
    board.screenshot(path=artifacts / "keyboard-cursor.png")

    keyboard.press("p")                                 # the whole position, in words
    said = page.get_by_test_id("announce")
    expect(said).to_contain_text("Gote to move. Sente: 1 king on 5i;")
    expect(said).to_contain_text("1 bishop on 5e")
    expect(said).to_contain_text("Sente's hand: empty. Gote: 1 king on 5a;")
    expect(said).to_contain_text("Gote's hand: 1 bishop.")

    # The typed-move field is reached with Tab too, and its moves are said the same way.
    expect(tab_to(page, "move-input")).to_be_focused()
    keyboard.type("P-84")
    keyboard.press("Enter")
    expect_said(page, "Gote: pawn to 8d.")
    expect(page.get_by_test_id("read-position")).to_have_attribute("aria-keyshortcuts", "P")


def test_a_keyboard_only_xiangqi_game_with_captures_and_check(page, tabbed):
    board = tabbed("?game=xiangqi")
    keyboard = page.keyboard
    expect(board.locator("#kb-cell-4")).to_have_attribute("aria-label", "e0, red general")
    steps = [("h2e2", "Red: cannon to e2."), ("h7e7", "Black: cannon to e7."),
             ("e2e6", "Red: cannon takes soldier on e6, check."),
             ("e7e3", "Black: cannon takes soldier on e3.")]
    expected = xiangqi.Board()
    for move, words in steps:
        key_move(keyboard, board, cell(move[:2]), cell(move[2:]))
        expect_said(page, words)
        expected.push_uci(move)
        expect(page.get_by_test_id("position")).to_have_text(expected.fen())
    keyboard.press("P")
    expect(page.get_by_test_id("announce")).to_contain_text(
        "Red to move. Red: 1 general on e0; 2 advisors on d0, f0;")
    # One announcement a change: the status line is not a live region of its own (a move is said
    # by its sentence); stepping back through the game says the status.
    assert page.get_by_test_id("status").get_attribute("aria-live") is None
    expect(tab_to(page, "nav-back")).to_be_focused()
    keyboard.press("Enter")
    expect_said(page, "Reviewing move 3 of 4 (C5+4) · Black to move · check")


def test_an_embedded_board_is_played_and_heard_by_keyboard(page, site, tmp_path):
    host = tmp_path / "host.html"
    host.write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>'
        '<link rel="icon" href="data:,"></head><body><p>A lesson.</p>'
        f'<iframe id="quiz" src="{site.url}embed.html?game=shogi&amp;sfen=4k4/9/4P4/9/9/9/9/9/'
        '4K4+b+G+1" width="560" height="460" title="Quiz"></iframe></body></html>',
        encoding="utf-8")
    page.goto(site.url + "__imports__.html")   # (same origin as the site: the embed may frame)
    page.set_content(host.read_text(encoding="utf-8"))
    frame = ready(page.frame_locator("#quiz"))
    board = frame.locator("svg.kb-board")
    page.keyboard.press("Tab")
    expect(board).to_be_focused()
    expect(board).to_have_attribute("aria-activedescendant", "kb-cell-76")
    gold = '[data-hand-piece="G"][data-owner="sente"]'
    key_move(page.keyboard, board, gold, cell("5b"))
    expect(frame.get_by_test_id("announce")).to_have_text(
        "Sente: gold dropped on 5b, check. Sente wins by checkmate.")
    page.keyboard.press("p")
    expect(frame.get_by_test_id("announce")).to_contain_text("Sente wins by checkmate.")


def test_the_computers_answer_is_said_too(page, tabbed):
    board = tabbed()
    keyboard = page.keyboard
    tab_to(page, "new-game-open")              # the New game dialog, by keyboard as well
    keyboard.press("Enter")
    tab_to(page, "opponent-select")
    keyboard.press("ArrowDown")
    expect(page.get_by_test_id("opponent-select")).to_have_value("computer")
    tab_to(page, "level-select")
    keyboard.press("Home")
    expect(page.get_by_test_id("level-select")).to_have_value("1")
    tab_to(page, "new-game")
    keyboard.press("Enter")
    keyboard.press("Shift+Tab")
    for _ in range(60):                         # back to the board
        if page.evaluate("document.activeElement.matches('svg.kb-board')"):
            break
        keyboard.press("Shift+Tab")
    expect(board).to_be_focused()
    key_move(keyboard, board, cell("2g"), cell("2f"))
    moves = page.get_by_test_id("move-list").locator("button")
    expect(moves.first).to_have_attribute("data-move", "2g2f")
    said = page.get_by_test_id("announce")   # (level 1 answers at once: the reply is said last)
    expect(said).to_have_text(re.compile(r"^Gote: [a-z ]+ (to|takes [a-z ]+ on) [1-9][a-i]"),
                              timeout=30_000)
    expect(moves).to_have_count(2)
    reply = moves.nth(1).get_attribute("data-move")
    expect(said).to_contain_text(f" {reply[2:4]}")           # the square the computer moved to
    expect(board.locator(cell(reply[2:4]))).to_contain_class("kb-last")


COUNT_ANIMATIONS = """
window.kbAnimations = 0;
const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) {
  window.kbAnimations += 1;
  return animate.apply(this, args);
};
"""


def test_reduced_motion_stops_the_glide_and_css_animations(page, tabbed):
    page.add_init_script(COUNT_ANIMATIONS)
    tabbed()
    keyboard = page.keyboard
    tab_to(page, "move-input")
    keyboard.type("P-76")
    keyboard.press("Enter")
    expect_said(page, "Sente: pawn to 7f.")
    assert page.evaluate("window.kbAnimations") == 1          # a typed move glides into place
    page.emulate_media(reduced_motion="reduce")
    keyboard.type("P-34")
    keyboard.press("Enter")
    expect_said(page, "Gote: pawn to 3d.")
    assert page.evaluate("window.kbAnimations") == 1          # ...not when motion is reduced
    thinking = page.get_by_test_id("thinking")
    assert thinking.evaluate("el => getComputedStyle(el).animationName") == "none"
