"""Minishogi in Chromium: a link with ``game=minishogi`` opens its 5×5 board, a piece is moved by
dragging it, and the computer answers with a legal move, at the weakest and the strongest level;
its Learn page's boards show what the text says (a repetition won by gote, a perpetual check
lost) and its exercise answers."""

from board_helpers import drag, open_new_game, position, square
from embed_helpers import board_ready, click_move
from harness import PageWatch, open_app
from playwright.sync_api import expect
from test_learn import check_boards

from kiban import minishogi

MOVE_TIMEOUT = 30_000


def moves(page):
    return page.get_by_test_id("move-list").locator("button")


def replayed(page):
    """An engine board after every move of the page's move list, each checked legal."""
    board = minishogi.Board()
    for text in [button.get_attribute("data-move") for button in moves(page).all()]:
        move = minishogi.Move.from_usi(text)
        assert board.is_legal(move), f"{text} is not legal in {board.sfen()}"
        board.push(move)
    return board


def test_a_link_opens_minishogi_a_drag_plays_and_the_computer_answers(fresh_context, site, artifacts):
    page = fresh_context().new_page()
    watch = PageWatch(page, site.url)
    open_app(page, site.url, "?game=minishogi")
    expect(page.locator("svg.kb-board")).to_have_attribute("data-game", "minishogi")
    expect(page.locator("[data-square]")).to_have_count(25)
    expect(page.locator("[data-piece]")).to_have_count(12)
    assert position(page) == minishogi.START_SFEN
    drag(page, square(page, "5d"), square(page, "5c"))
    expect(page.get_by_test_id("position")).to_have_text("rbsgk/4p/P4/5/KGSBR w - 2")

    for level, first_move in (("1", "2e3d"), ("5", "3e4d")):
        open_new_game(page)
        page.get_by_test_id("game-select").select_option("minishogi")
        expect(page.get_by_test_id("rule-select")).to_be_hidden()  # no impasse rule to choose
        expect(page.get_by_test_id("handicap-select")).to_be_hidden()
        page.get_by_test_id("start-position").fill("")
        page.get_by_test_id("opponent-select").select_option("computer")
        page.get_by_test_id("side-select").select_option("0")
        page.get_by_test_id("level-select").select_option(level)
        page.get_by_test_id("new-game").click()
        expect(moves(page)).to_have_count(0)
        drag(page, square(page, first_move[:2]), square(page, first_move[2:]))
        expect(moves(page)).to_have_count(2, timeout=MOVE_TIMEOUT)
        expect(page.get_by_test_id("thinking")).to_be_hidden()
        board = replayed(page)
        assert board.move_stack[0].usi() == first_move
        assert position(page) == board.sfen()
    page.screenshot(path=artifacts / "minishogi-computer.png")
    assert not watch.problems(), watch.problems()


def test_the_learn_page_shows_each_rule_on_a_live_board(shared_context, site, artifacts):
    page = shared_context.new_page()
    watch = PageWatch(page, site.url)
    page.goto(f"{site.url}learn/minishogi.html")
    expect(page.locator("h1")).to_have_text("Learn minishogi")
    boards = []
    for i in range(page.locator(".kiban-board").count()):
        board = page.locator(".kiban-board").nth(i)
        board.scroll_into_view_if_needed()
        boards.append(board_ready(board))
    assert len(boards) == 5
    check_boards(page, boards)
    expect(boards[0].locator("svg.kb-board [data-square]")).to_have_count(25)
    figure = page.locator("figure.kb-exercise")  # the gold dropped in front of the king mates
    figure.scroll_into_view_if_needed()
    board = board_ready(figure.locator(".kiban-board"))
    click_move(page, board, "G*1b")
    expect(board.get_by_test_id("status")).to_have_text("Sente wins by checkmate")
    expect(board).to_have_attribute("data-exercise", "solved")
    page.screenshot(path=artifacts / "learn-minishogi.png", full_page=True)
    watch.assert_clean()
    page.close()
