"""Playing xiangqi in Chromium with the pointer (issue 4's evidence): a cannon capture, a
flying-general move refused, a stalemate reported as a loss, an agreed draw, restoring."""

from board_helpers import (app_page, board_page, drag, expect_moves, menu_item, new_game,  # noqa: F401
                           play, position, press, square, status, targets)
from harness import wait_ready
from playwright.sync_api import expect

from kiban import xiangqi


def test_a_game_with_a_cannon_capture(board_page, artifacts):
    page = board_page
    new_game(page, "xiangqi")
    expect(page.locator("svg.kb-board")).to_have_attribute("data-game", "xiangqi")
    expect(page.locator("[data-square]")).to_have_count(90)
    expect(page.locator("[data-piece]")).to_have_count(32)
    expect(status(page)).to_have_text("Red to move")
    play(page, "h2e2")
    play(page, "h9g7", by="click")
    press(page, square(page, "e2"))          # the cannon's targets include the capture on e6
    assert "e6" in targets(page)
    page.mouse.up()
    play(page, "e2e6")                       # jumps the soldier on e3 and takes the one on e6
    expect(page.locator("[data-piece]")).to_have_count(31)
    expect(square(page, "e6").locator("[data-piece]")).to_have_attribute("data-piece", "C")
    play(page, "b9c7")
    page.screenshot(path=artifacts / "xiangqi-board.png")
    page.reload()
    wait_ready(page)
    expect_moves(page, ["h2e2", "h9g7", "e2e6", "b9c7"])
    expect(status(page)).to_have_text("Red to move")


def test_flying_general_move_is_refused(board_page):
    page = board_page
    new_game(page, "xiangqi", start="3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1")
    press(page, square(page, "e0"))
    assert targets(page) == ["e1", "f0"]     # d0 would face the black general
    page.mouse.up()
    before = position(page)
    drag(page, square(page, "e0"), square(page, "d0"))
    assert position(page) == before
    expect(square(page, "e0").locator("[data-piece]")).to_have_attribute("data-piece", "K")
    play(page, "e0e1")


def test_stalemate_is_reported_as_a_loss(board_page, artifacts):
    page = board_page
    new_game(page, "xiangqi", start="3k5/8r/9/9/9/9/9/9/r8/4K4 b - - 0 1")
    play(page, "i8f8")                       # red is not in check but has no legal move
    expect(status(page)).to_have_text("Black wins by stalemate (no legal move)")
    expect(page.locator("#banner-reason")).to_have_text("red has no legal move and loses")
    assert not xiangqi.Board(position(page)).legal_moves
    page.screenshot(path=artifacts / "xiangqi-stalemate.png")


def test_agreed_draw_and_take_back(board_page):
    page = board_page
    new_game(page, "xiangqi")
    assert menu_item(page, "impasse").is_hidden()           # the menu open: no impasse there
    play(page, "b2e2")
    menu_item(page, "draw").click()                        # (with the impasse, in the menu)
    expect(status(page)).to_have_text("Draw by agreement")
    page.get_by_test_id("take-back").click()
    expect(status(page)).to_have_text("Black to move")
    page.get_by_test_id("flip").click()
    expect(page.locator("svg.kb-board")).to_have_attribute("data-orientation", "black")
    assert square(page, "a0").bounding_box()["y"] < square(page, "i9").bounding_box()["y"]
    play(page, "h7e7", by="drag")
