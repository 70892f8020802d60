"""The Learn pages in Chromium (issue 6): every board (drawn in the page by boards.js) shows, says
what the text says and can be flipped, the exercises answer the reader, no console error; and all
of it offline."""

import pytest
from embed_helpers import board_ready, click_move
from harness import PageWatch
from playwright.sync_api import expect


def show_every_board(page):
    """Scroll to each board and wait until it is drawn and takes input; return their locators."""
    count = page.locator(".kiban-board").count()
    assert count >= 15
    boards = []
    for i in range(count):
        board = page.locator(".kiban-board").nth(i)
        board.scroll_into_view_if_needed()
        boards.append(board_ready(board))
    return boards


def check_boards(page, boards):
    assert page.locator("iframe").count() == 0  # one document for all the boards
    for board in boards:
        title = board.get_attribute("aria-label")
        expect(board.locator("svg.kb-board [data-square]")).not_to_have_count(0)
        expect(board.get_by_test_id("error")).to_be_hidden()
        expect(board.get_by_test_id("flip")).to_be_enabled()
        expected = board.get_attribute("data-expect-status")
        if expected:
            assert expected in board.get_by_test_id("status").text_content(), title
    ids = page.evaluate("[...document.querySelectorAll('[id]')].map(e => e.id)")
    assert len(ids) == len(set(ids))  # each board's SVG ids are its own


EXERCISES = {"shogi": ("G*4b", "G*5b"), "xiangqi": ("b8b9", "a7a9")}  # (a wrong move, the answer)


@pytest.mark.parametrize("game", ["shogi", "xiangqi"])
def test_every_board_of_the_learn_page_shows_and_the_exercise_answers(shared_context, site,
                                                                       artifacts, game):
    page = shared_context.new_page()
    watch = PageWatch(page, site.url)
    try:
        page.goto(f"{site.url}learn/{game}.html")
        expect(page.locator("h1")).to_have_text(f"Learn {game}")
        boards = show_every_board(page)
        check_boards(page, boards)
        boards[0].scroll_into_view_if_needed()
        first = boards[0].locator("svg.kb-board")
        before = first.get_attribute("data-orientation")
        boards[0].get_by_test_id("flip").click()
        expect(first).not_to_have_attribute("data-orientation", before)
        page.screenshot(path=artifacts / f"learn-{game}.png")

        wrong, right = EXERCISES[game]
        figure = page.locator("figure.kb-exercise")
        figure.scroll_into_view_if_needed()
        board = board_ready(figure.locator(".kiban-board"))
        start = board.get_by_test_id("status").text_content()
        feedback = board.get_by_test_id("exercise-feedback")
        click_move(page, board, wrong)
        expect(board).to_have_attribute("data-exercise", "wrong")
        expect(feedback).to_contain_text("is not right")
        expect(board).to_have_attribute("data-ply", "0")  # the position stays
        expect(board.get_by_test_id("status")).to_have_text(start)
        click_move(page, board, right)
        expect(board).to_have_attribute("data-exercise", "solved")
        expect(feedback).to_contain_text("solved")
        expect(board.get_by_test_id("status")).to_contain_text("wins by checkmate")
        watch.assert_clean()
    finally:
        page.close()


def test_the_learn_pages_work_offline(offline_site, offline_tab):
    page, watch = offline_tab
    for name in ("xiangqi", "shogi"):
        page.goto(f"{offline_site.url}learn/{name}.html")
        check_boards(page, show_every_board(page))
    watch.assert_clean()
