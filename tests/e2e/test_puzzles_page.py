"""puzzles.html in Chromium (issue 26 item 5): the shogi collection in groups, a 1-move tsume
solved by a correct move (streak 1, marked solved), a wrong move on the next one and the next
puzzle; a puzzle's own link opens it and a xiangqi mate in 1 is solved; the streak kept for a
later visit, on a phone, in German, with the reader's piece set; all of it offline after one
visit. The board is a board drawn in the
page: its exercise machinery is tested in test_exercises.py."""

import json
from pathlib import Path

import pytest
from embed_helpers import board_ready, click_move
from harness import PageWatch
from playwright.sync_api import expect

PUZZLES = Path(__file__).resolve().parents[2] / "assets" / "puzzles"


def collection(game):
    return json.loads((PUZZLES / f"{game}.json").read_text(encoding="utf-8"))["puzzles"]


@pytest.fixture(scope="module")
def visit(shared_context, site):
    """(page, watch): one page for the module, visiting the puzzles page."""
    page = shared_context.new_page()
    watch = PageWatch(page, site.url)
    yield page, watch
    page.close()


def open_puzzles(page, url):
    """Go to the puzzles page `url` and wait for its list and its live board."""
    page.goto(url)
    expect(page.get_by_test_id("puzzle-list").locator("[data-puzzle-id]")).not_to_have_count(0)
    return board_ready(page.locator(".kiban-board"))


def test_a_tsume_is_solved_then_a_wrong_move_and_the_next_puzzle(visit, site):
    page, watch = visit
    shogi = collection("shogi")
    board = open_puzzles(page, site.url + "puzzles.html?game=shogi")
    listed = page.get_by_test_id("puzzle-list")
    expect(listed.locator("h2")).to_have_text(["Mate in 1 move", "Mate in 3 moves",
                                               "Mate in 5 moves", "Mate in 7 moves"])
    expect(listed.locator("[data-puzzle-id]")).to_have_count(len(shogi))
    first = listed.locator(f'[data-puzzle-id="{shogi[0]["id"]}"]')
    expect(first).to_have_attribute("aria-current", "true")
    expect(first).to_have_attribute("data-solved", "0")
    expect(board).to_have_attribute("data-exercise", "open")
    expect(board.get_by_test_id("exercise-prompt")).to_have_text("Sente to play: mate in 1 move.")
    click_move(page, board, shogi[0]["solution"][0])
    expect(board).to_have_attribute("data-exercise", "solved")
    expect(page.get_by_test_id("puzzle-streak")).to_have_text("1")
    expect(first).to_have_attribute("data-solved", "1")

    page.get_by_test_id("puzzle-next").click()
    expect(board).to_have_attribute("data-exercise", "open")
    assert f"id={shogi[1]['id']}" in page.url
    click_move(page, board, "G*5e")                       # a gold far from the king: no mate
    expect(board).to_have_attribute("data-exercise", "wrong")
    expect(page.get_by_test_id("puzzle-streak")).to_have_text("1")   # a wrong move is no help
    page.get_by_test_id("puzzle-next").click()
    expect(board).to_have_attribute("data-exercise", "open")
    expect(listed.locator(f'[data-puzzle-id="{shogi[2]["id"]}"]')).to_have_attribute("aria-current", "true")
    watch.assert_clean()


def test_a_puzzle_link_opens_that_xiangqi_mate_and_it_is_solved(visit, site):
    page, watch = visit
    puzzle = collection("xiangqi")[4]
    assert puzzle["length"] == 1
    link = f"puzzles.html?game=xiangqi&id={puzzle['id']}"
    board = open_puzzles(page, site.url + link)
    item = page.locator(f'[data-puzzle-id="{puzzle["id"]}"]')
    expect(item).to_have_attribute("href", link)
    expect(item).to_have_attribute("aria-current", "true")
    expect(board).to_have_attribute("data-game", "xiangqi")
    expect(page.get_by_test_id("puzzle-list").locator("h2")).to_have_text(   # 1, 3, 5 plies:
        ["Mate in 1 move", "Mate in 2 moves", "Mate in 3 moves"])          # red's moves
    expect(board.get_by_test_id("exercise-prompt")).to_have_text("Red to play: mate in 1 move.")
    click_move(page, board, puzzle["solution"][0])
    expect(board).to_have_attribute("data-exercise", "solved")
    expect(item).to_have_attribute("data-solved", "1")
    expect(page.get_by_test_id("puzzle-streak")).to_have_text("1")
    watch.assert_clean()


def test_on_a_phone_in_german_with_the_readers_pieces_the_streak_is_kept(visit, site):
    page, watch = visit
    shogi = collection("shogi")
    kept = page.evaluate("localStorage.getItem('kiban.settings')")
    page.evaluate("""localStorage.setItem('kiban.settings', JSON.stringify(
        {...JSON.parse(localStorage.getItem('kiban.settings') || '{}'), pieces: {shogi: 'two-kanji'}}))""")
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        board = open_puzzles(page, site.url + "puzzles.html?game=shogi&lang=de")
        expect(board.locator("svg.kb-board")).to_have_attribute("data-pieces", "two-kanji")
        expect(page.get_by_test_id("puzzle-next")).to_have_text("Nächste Aufgabe")
        expect(page.get_by_test_id("puzzle-list").locator("h2").first).to_have_text("Matt in 1 Zug")
        expect(page.get_by_test_id("puzzle-streak")).to_have_text("1")
        expect(page.locator(f'[data-puzzle-id="{shogi[0]["id"]}"]')).to_have_attribute("data-solved", "1")
        expect(board.get_by_test_id("exercise-prompt")).to_contain_text("Matt in 1 Zug")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390   # no sideways scroll
        targets = page.locator("[data-puzzle-id], [data-testid=puzzle-next], header nav a")
        sizes = targets.evaluate_all("els => els.map(e => e.getBoundingClientRect())"
                                     ".map(r => Math.min(r.width, r.height))")
        assert min(sizes) >= 44
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
        page.evaluate("(kept) => kept === null ? localStorage.removeItem('kiban.settings')"
                      " : localStorage.setItem('kiban.settings', kept)", kept)
    watch.assert_clean()


def test_the_puzzles_work_offline_after_one_visit(offline_site, offline_tab):
    page, watch = offline_tab
    open_puzzles(page, offline_site.url + "puzzles.html?game=shogi")
    puzzle = collection("xiangqi")[1]
    board = open_puzzles(page, f"{offline_site.url}puzzles.html?game=xiangqi&id={puzzle['id']}")
    expect(board).to_have_attribute("data-exercise", "open")
    click_move(page, board, puzzle["solution"][0])
    expect(board).to_have_attribute("data-exercise", "solved")
    watch.assert_clean()
