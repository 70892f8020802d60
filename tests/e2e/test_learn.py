"""The Learn pages in Chromium (issue 6): every embedded board shows, says what the text says and
can be flipped, the exercises answer the reader, no console error; and all of it offline."""

import pytest
from embed_helpers import click_move, ready
from harness import PageWatch, poll, wait_service_worker
from playwright.sync_api import expect


def show_every_board(page):
    """Scroll to each board (they load lazily) and wait until it is drawn and takes input;
    return the frame locators."""
    frames = page.locator("iframe")
    count = frames.count()
    assert count >= 15
    boards = []
    for i in range(count):
        frames.nth(i).scroll_into_view_if_needed()
        boards.append(ready(page.frame_locator(f"iframe >> nth={i}")))
    return boards


def check_boards(page, boards):
    frames = page.locator("iframe")
    for i, board in enumerate(boards):
        title = frames.nth(i).get_attribute("title")
        expect(board.locator("svg.kb-board [data-square]")).not_to_have_count(0)
        expect(board.get_by_test_id("error")).to_be_hidden()
        expect(board.get_by_test_id("flip")).to_be_enabled()
        expected = frames.nth(i).get_attribute("data-expect-status")
        if expected:
            assert expected in board.get_by_test_id("status").text_content(), title


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
        page.locator("iframe").first.scroll_into_view_if_needed()
        first = boards[0].locator("svg.kb-board")
        before = first.get_attribute("data-orientation")
        boards[0].get_by_test_id("flip").click()
        expect(first).not_to_have_attribute("data-orientation", before)
        page.screenshot(path=artifacts / f"learn-{game}.png")

        wrong, right = EXERCISES[game]
        figure = page.locator("figure.kb-exercise")
        figure.scroll_into_view_if_needed()
        board = ready(figure.frame_locator("iframe"))
        start = board.get_by_test_id("status").text_content()
        result = figure.get_by_test_id("exercise-result")
        click_move(page, board, wrong)
        expect(result).to_contain_text(f"{wrong} is not the answer")
        expect(board.locator("html")).to_have_attribute("data-ply", "0")  # set back by the page
        expect(board.get_by_test_id("status")).to_have_text(start)
        click_move(page, board, right)
        expect(result).to_contain_text(f"Right: {right}")
        expect(result).to_contain_text("wins by checkmate")
        watch.assert_clean()
    finally:
        page.close()


def test_the_learn_pages_work_offline(fresh_context, private_site):
    server = private_site()
    context = fresh_context()
    page = context.new_page()
    watch = PageWatch(page, server.url)
    page.goto(server.url + "learn/xiangqi.html")
    show_every_board(page)
    wait_service_worker(page)
    poll(page, "async () => (await caches.keys()).some(n => n.startsWith('kiban-'))")
    server.stop()
    context.set_offline(True)
    for name in ("xiangqi", "shogi"):
        page.goto(f"{server.url}learn/{name}.html")
        check_boards(page, show_every_board(page))
    watch.assert_clean()
