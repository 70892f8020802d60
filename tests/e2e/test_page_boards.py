"""Boards drawn in a page of the site itself (assets/js/boards.js, issue 14): a teacher's page of
`<div class="kiban-board" data-kiban="…">` gets live boards in its own document (no iframe),
each with ids of its own, played with the mouse and the keyboard, heard through its own live
region, reporting to the page and set up by it; the keys of one board never move another; a
broken link is shown as text. And a Learn page seen before comes with every board drawn in the
HTML the service worker serves, before any script has run."""

from embed_helpers import board_ready, click_move
from harness import PageWatch, poll
from playwright.sync_api import expect
from test_embed_warm import NO_SCRIPTS_HELP  # (a board on screen came in the served HTML)
from test_keyboard_play import cell, key_move

STYLE = 'style="width:560px;height:460px"'
HOST = f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lesson</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/css/board-input.css">
<link rel="stylesheet" href="/assets/css/embed.css">
<script type="module" src="/assets/js/boards.js"></script></head><body><p>A lesson.</p>
<div class="kiban-board" data-kiban="game=shogi&amp;sfen=4k4/9/4P4/9/9/9/9/9/4K4+b+G+1&amp;id=quiz"
  {STYLE} role="group" aria-label="Quiz"></div>
<div class="kiban-board" data-kiban="game=xiangqi&amp;moves=h2e2,h9g7&amp;interactive=0"
  {STYLE} role="group" aria-label="Opening"></div>
<div class="kiban-board" data-kiban="game=shogi&amp;moves=7g7f,&lt;img src=x onerror=alert(1)&gt;"
  {STYLE} role="group" aria-label="Broken"></div>
</body></html>"""
EVENTS = "window.__events = []; document.addEventListener('kiban', (e) => __events.push(e.detail));"
SET = """(board) => board.dispatchEvent(new CustomEvent("kiban-message", {detail:
  {kiban: 1, type: "set", sfen: "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"}}))"""


def open_lesson(page, site):
    """The teacher's page, on the site's origin; returns its three boards once they are live."""
    page.goto(site.url + "__imports__.html")  # (any page of the site's origin)
    page.set_content(HOST)
    page.evaluate(EVENTS)
    return [board_ready(page.locator(".kiban-board").nth(i)) for i in range(3)]


def test_boards_in_a_page_play_report_take_set_and_keep_to_themselves(page, site):
    watch = PageWatch(page, site.url)
    quiz, opening, broken = open_lesson(page, site)
    assert page.locator("iframe").count() == 0
    ids = page.evaluate("[...document.querySelectorAll('[id]')].map(e => e.id)")
    assert ids and len(ids) == len(set(ids))
    expect(opening.get_by_test_id("notation")).to_contain_text("2.")

    click_move(page, quiz, "G*5b")
    expect(quiz.get_by_test_id("status")).to_contain_text("Sente wins by checkmate")
    poll(page, "() => __events.some(e => e.type === 'move')")
    move = page.evaluate("__events.find(e => e.type === 'move')")
    assert move["kiban"] == 1 and move["id"] == "quiz" and move["move"] == "G*5b"
    assert move["result"] == "1-0"
    quiz.evaluate(SET)
    expect(quiz).to_have_attribute("data-ply", "0")
    expect(quiz.get_by_test_id("status")).to_have_text("Sente to move")

    # The step keys of the read-only board step that board only.
    expect(broken).to_have_attribute("data-ply", "1")  # (the link's good part: 7g7f)
    opening.get_by_test_id("step-back").click()
    expect(opening).to_have_attribute("data-ply", "1")
    page.keyboard.press("ArrowLeft")
    expect(opening).to_have_attribute("data-ply", "0")
    expect(quiz).to_have_attribute("data-ply", "0")
    expect(broken).to_have_attribute("data-ply", "1")

    # A broken link says what is wrong, in words, never as markup.
    expect(broken.get_by_test_id("error")).to_be_visible()
    expect(broken.get_by_test_id("error-message")).to_contain_text("<img")
    assert page.locator("img").count() == 0
    assert page.evaluate("__events.filter(e => e.type === 'error').length") == 1
    watch.assert_clean()


def test_a_board_in_a_page_is_played_and_heard_by_keyboard(page, site):
    quiz, _, _ = open_lesson(page, site)
    board = quiz.locator("svg.kb-board")
    page.keyboard.press("Tab")
    expect(board).to_be_focused()
    expect(board).to_have_attribute("aria-activedescendant", "kb-b0-cell-76")
    gold = '[data-hand-piece="G"][data-owner="sente"]'
    key_move(page.keyboard, board, gold, cell("5b"))
    expect(quiz.get_by_test_id("announce")).to_have_text(
        "Sente: gold dropped on 5b, check. Sente wins by checkmate.")
    assert page.get_by_test_id("announce").nth(1).text_content() == ""  # the other boards': silent


KEPT = """async () => {
  const key = new URL(location.href);
  key.searchParams.set("kiban-pictures", "");
  const kept = await (await caches.open("embed-previews")).match(key.href);
  return kept !== undefined && (await kept.json()).boards.every((picture) => picture !== null);
}"""


def test_a_learn_page_seen_before_comes_with_its_boards_drawn(fresh_context, site):
    context = fresh_context()
    page = context.new_page()
    page.goto(site.url + "learn/xiangqi.html")
    count = page.locator(".kiban-board").count()
    expect(page.locator(".kiban-board[data-ready]")).to_have_count(count, timeout=90_000)
    poll(page, "() => navigator.serviceWorker.controller !== null", timeout=90_000)
    poll(page, KEPT)
    page.close()

    page = context.new_page()
    page.add_init_script(NO_SCRIPTS_HELP)
    page.goto(site.url + "learn/xiangqi.html")
    expect(page.locator(".kiban-board svg.kb-board")).to_have_count(count)
    first = page.locator(".kiban-board").first
    expect(first.get_by_test_id("flip")).to_be_attached()  # boards.js gave the picture its bar
    picture = first.locator("svg.kb-board")  # an image until the live board takes its place
    expect(picture).to_have_attribute("role", "img")
    expect(picture).to_have_attribute("aria-label", "Xiangqi board")
    expect(first.locator('[data-square="e0"] [data-piece]')).to_have_attribute("data-piece", "K")
    assert page.locator(".kiban-board[data-ready]").count() == 0  # no Python behind them here
    # The pictures share one set of glyphs, first in the page, and refer to nothing else.
    expect(page.locator("svg.kb-picture-defs")).to_have_count(1)
    assert page.evaluate("""() => [...document.querySelectorAll('.kiban-board use')].every(
        (use) => document.querySelector(use.getAttribute('href')) !== null)""")
    assert page.locator(".kiban-board svg.kb-board defs").count() == 0


# A browser without SharedWorker: the page's boards share one worker of the page's own.
NO_SHARED_WORKER = """
delete window.SharedWorker;
window.__workers = 0;
const PlainWorker = window.Worker;
window.Worker = class extends PlainWorker {
  constructor(url, ...rest) {
    super(url, ...rest);
    if (String(url).includes("board-worker")) window.__workers += 1;
  }
};
"""


def test_without_shared_workers_the_boards_of_a_page_share_one_worker(fresh_context, site):
    page = fresh_context().new_page()
    page.add_init_script(NO_SHARED_WORKER)
    quiz, opening, _ = open_lesson(page, site)
    click_move(page, quiz, "G*5b")
    expect(quiz.get_by_test_id("status")).to_contain_text("Sente wins by checkmate")
    opening.get_by_test_id("step-first").click()
    expect(opening).to_have_attribute("data-ply", "0")
    assert page.evaluate("window.__workers") == 1
    page.goto(site.url + "embed.html?game=shogi&moves=7g7f")  # an embed alone, the same way
    page.locator("html[data-ready]").wait_for(state="attached", timeout=90_000)
    page.get_by_test_id("step-back").click()
    expect(page.locator("html")).to_have_attribute("data-ply", "0")
