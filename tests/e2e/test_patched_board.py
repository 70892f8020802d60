"""The board redrawn by patches (py/webui/board/patch.py, assets/js/board-patch.js) shows exactly
what a board drawn afresh shows: after dragged, clicked, typed (gliding) and promoting moves, a
capture and a drop, the game page's layer equals the one drawn after a reload of the same game."""

from board_helpers import app_page, board_page, click, play, position, square  # noqa: F401
from harness import wait_ready
from playwright.sync_api import expect

# Every element of the dynamic layer with its attributes sorted (a patch may add them in
# another order than the parser of a fresh drawing) and its own text.
CANONICAL = """() => {
  const canon = (el) => el.tagName + JSON.stringify([...el.attributes].map((a) => [a.name, a.value])
    .sort()) + [...el.childNodes].map((n) => n.nodeType === 3 ? n.data : canon(n)).join("") + "/";
  return canon(document.querySelector(".kb-dynamic"));
}"""


def test_a_patched_board_equals_a_board_drawn_afresh(board_page):
    page = board_page
    play(page, "7g7f")
    field = page.get_by_test_id("move-input")
    field.fill("3c3d")                       # typed: the piece glides into place
    page.get_by_test_id("move-play").click()
    expect(square(page, "3d").locator("[data-piece]")).to_have_attribute("data-piece", "p")
    expect(page.get_by_test_id("position")).to_have_text(   # (`play` reads the shown position)
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3")
    play(page, "8h2b+")                      # at once, during the glide: capture and promotion
    play(page, "3a2b", by="click")
    click(page, page.locator('[data-hand-piece="B"]'))   # a piece held in hand stays marked
    patched, shown = page.evaluate(CANONICAL), position(page)
    assert "kb-selected" in patched and "kb-target" in patched
    click(page, page.locator('[data-hand-piece="B"]'))   # put down again
    patched = page.evaluate(CANONICAL)
    page.reload()
    wait_ready(page)
    assert position(page) == shown
    assert page.evaluate(CANONICAL) == patched
