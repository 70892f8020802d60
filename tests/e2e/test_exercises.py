"""Exercises that check themselves (issue 26) in Chromium: declared in an embed's link (a tsume
solved by any mate, after a wrong move, a retry, a hint and the solution; a line; a best move),
in a board drawn in a page (played by keyboard, the next exercise) and in the game page's link
(in Dutch), with the hooks, the events and the progress kept in IndexedDB."""

import pytest
from embed_helpers import board_ready, center, click_move, ready
from harness import PageWatch, open_app, poll
from playwright.sync_api import expect
from test_embed import clean
from test_keyboard_play import cell, key_move

from siteserver import SiteServer

TWO_MATES = "k8/9/S8/9/9/9/9/9/9+b+RGr2b3g3s4n4l18p+1"     # G*9b and G*8b both mate
BOARDS = {
    "tsume": f"?game=shogi&sfen={TWO_MATES}&exercise=mate&hint=Use+the+gold&hint-circles=8b"
             "&id=e2e-tsume",
    "line": "?game=shogi&exercise=line&solution=7g7f,3c3d,2g2f&depth=1&id=e2e-line",
    "best": "?game=xiangqi&fen=r2k5/9/9/9/9/9/9/9/9/R3K4+w&exercise=best&depth=2&id=e2e-best",
}
HOST = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tsume</title>
<link rel="icon" href="data:,"></head><body>{frames}
<script>
  window.events = [];
  addEventListener("message", (event) => {{ if (event.data?.kiban) window.events.push(event.data); }});
</script></body></html>"""
LESSON = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lesson</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/css/board-input.css">
<link rel="stylesheet" href="/assets/css/embed.css">
<script type="module" src="/assets/js/boards.js"></script></head><body>
<div class="kiban-board" data-kiban="game=shogi&amp;sfen=4k4/9/4P4/9/9/9/9/9/4K4+b+G+1&amp;exercise=mate&amp;id=e2e-div-1"
  style="width:560px;height:520px" role="group" aria-label="First"></div>
<div class="kiban-board" data-kiban="game=shogi&amp;sfen=8k/9/8P/9/9/9/9/9/9+b+G2r2b3g4s4n4l17p+1&amp;exercise=mate&amp;id=e2e-div-2"
  style="width:560px;height:520px" role="group" aria-label="Second"></div>
</body></html>"""
READY_SIZE = """if (location.pathname.endsWith("/embed.html")) {
  new MutationObserver((changes, observer) => {
    const box = document.querySelector('[data-testid="board"]').getBoundingClientRect();
    window.readySize = [box.width, box.height];
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
}"""   # in each embed: the board's size the moment it reports ready (takes input)
EVENTS = "window.__events = []; document.addEventListener('kiban', (e) => __events.push(e.detail));"
PROGRESS = """(id) => new Promise((resolve) => {
  const request = indexedDB.open("kiban-exercises");
  request.onsuccess = () => {
    const get = request.result.transaction("progress").objectStore("progress").get(id);
    get.onsuccess = () => resolve(get.result ?? null);
  };
})"""


@pytest.fixture(scope="module")
def host(tmp_path_factory, site, shared_context):
    """(page, watch): a page of another origin framing the exercises, open for the module."""
    folder = tmp_path_factory.mktemp("exercises")
    frames = "\n".join(f'<iframe id="{name}" src="{site.url}embed.html{query}" width="520" '
                       f'height="520" title="{name}"></iframe>' for name, query in BOARDS.items())
    (folder / "host.html").write_text(HOST.format(frames=frames), encoding="utf-8")
    server = SiteServer(folder).start()
    page = shared_context.new_page()
    page.add_init_script(READY_SIZE)
    watch = PageWatch(page, server.url)
    page.goto(server.url + "host.html")
    yield page, watch
    page.close()
    server.stop()


def frame_of(page, name):
    page.locator(f"#{name}").scroll_into_view_if_needed()
    return ready(page.frame_locator(f"#{name}"))


def board_size(frame):
    """[width, height] of the board of an embed (``frame``, a FrameLocator) on the screen."""
    return frame.get_by_test_id("board").evaluate(
        "(board) => { const box = board.getBoundingClientRect(); return [box.width, box.height]; }")


def exercise_events(page, board):
    return page.evaluate(f"window.events.filter(e => e.type === 'exercise' && e.id === '{board}')"
                         ".map(e => [e.state, e.move])")


def test_a_tsume_takes_any_mate_after_a_wrong_move_a_retry_a_hint_and_the_solution(host, site):
    page, watch = host
    tsume = frame_of(page, "tsume")
    html = tsume.locator("html")
    expect(html).to_have_attribute("data-exercise", "open")
    expect(tsume.get_by_test_id("exercise-prompt")).to_have_text("Sente to play: mate in 1 move.")
    click_move(page, tsume, "G*7b")                                   # at once, once
    expect(html).to_have_attribute("data-exercise", "wrong")
    # The board kept the size (and so the layout) it had when it reported ready: were the panel
    # to appear only with the exercise, the board would shrink and be redrawn in another layout
    # under the reader's first click, which then fell on the wrong square, unjudged.
    assert tsume.locator("html").evaluate("() => window.readySize") == board_size(tsume)
    expect(tsume.get_by_test_id("exercise-feedback")).to_have_text("G*72 is not right. Try again.")
    expect(tsume.get_by_test_id("announce")).to_have_text("G*72 is not right. Try again.")
    expect(html).to_have_attribute("data-ply", "0")                  # the position stays
    tsume.get_by_test_id("exercise-retry").click()
    expect(html).to_have_attribute("data-exercise", "open")
    tsume.get_by_test_id("exercise-hint").click()
    expect(tsume.get_by_test_id("exercise-feedback")).to_have_text("Hint: Use the gold")
    expect(tsume.locator('[data-circle="8b"]')).to_have_count(1)
    tsume.get_by_test_id("exercise-solution").click()
    expect(tsume.locator('[data-arrow="G*9b"]')).to_have_count(1)    # its arrow, then the move
    expect(html).to_have_attribute("data-ply", "1")
    expect(tsume.get_by_test_id("notation")).to_contain_text("G*92")
    tsume.get_by_test_id("exercise-retry").click()
    expect(html).to_have_attribute("data-ply", "0")
    click_move(page, tsume, "G*8b")                                   # not the solution shown
    expect(html).to_have_attribute("data-exercise", "solved")
    expect(tsume.get_by_test_id("exercise-feedback")).to_have_text("G*82: solved!")
    poll(page, "() => window.events.some(e => e.type === 'exercise' && e.state === 'solved')")
    assert exercise_events(page, "e2e-tsume") == [
        ["wrong", "G*7b"], ["retry", None], ["hint", None], ["retry", None], ["solved", "G*8b"]]
    frame = next(f for f in page.frames if "e2e-tsume" in f.url)
    kept = poll(frame, f"() => ({PROGRESS})('e2e-tsume').then(e => e && e.solved && e)")
    assert kept["tries"] == 1
    clean(watch, site)


def test_a_line_is_answered_and_a_best_move_found(host, site):
    page, watch = host
    line = frame_of(page, "line")
    click_move(page, line, "7g7f")
    expect(line.locator("html")).to_have_attribute("data-ply", "2")   # the line's answer: 3c3d
    expect(line.get_by_test_id("exercise-feedback")).to_contain_text("is right. The answer")
    click_move(page, line, "2g2f")
    expect(line.locator("html")).to_have_attribute("data-exercise", "solved")
    best = frame_of(page, "best")
    for name in ("a0", "a9"):                                          # good, but not the best
        page.mouse.click(*center_of(best, name))
    expect(best.locator("html")).to_have_attribute("data-exercise", "wrong")
    for name in ("a0", "d0"):
        page.mouse.click(*center_of(best, name))
    expect(best.locator("html")).to_have_attribute("data-exercise", "solved")
    clean(watch, site)


def center_of(frame, square):
    return center(frame.locator(f'[data-square="{square}"]'))


def test_an_exercise_in_a_page_is_played_by_keyboard_and_leads_to_the_next(page, site):
    watch = PageWatch(page, site.url)
    page.goto(site.url + "__imports__.html")
    page.set_content(LESSON)
    page.evaluate(EVENTS)
    first, second = (board_ready(page.locator(".kiban-board").nth(i)) for i in range(2))
    expect(first).to_have_attribute("data-exercise", "open")
    board = first.locator("svg.kb-board")
    board.focus()
    key_move(page.keyboard, board, '[data-hand-piece="G"][data-owner="sente"]', cell("4b"))
    expect(first).to_have_attribute("data-exercise", "wrong")
    key_move(page.keyboard, board, '[data-hand-piece="G"][data-owner="sente"]', cell("5b"))
    expect(first).to_have_attribute("data-exercise", "solved")
    expect(first.get_by_test_id("announce")).to_contain_text("solved")
    events = page.evaluate("__events.filter(e => e.type === 'exercise').map(e => e.state)")
    assert events == ["wrong", "solved"]
    first.get_by_test_id("exercise-next").click()
    expect(second.locator("svg.kb-board")).to_be_focused()
    expect(second).to_have_attribute("data-exercise", "open")
    expect(second.get_by_test_id("exercise-next")).to_be_hidden()
    watch.assert_clean()


def test_the_game_page_opens_an_exercise_from_its_link_in_the_readers_language(page, site):
    watch = PageWatch(page, site.url)
    link = f"?game=shogi&sfen={TWO_MATES}&exercise=mate&hint-circles=8b&id=e2e-page&lang=nl"
    open_app(page, site.url, link)
    page.evaluate("window.__events = []; document.addEventListener('kiban', "
                  "(e) => __events.push(e.detail));")
    html = page.locator("html")
    expect(html).to_have_attribute("data-exercise", "open", timeout=60_000)   # (its worker up)
    expect(page.get_by_test_id("exercise-prompt")).to_have_text("Zwart aan zet: mat in 1 zet.")
    expect(page.get_by_test_id("exercise-hint")).to_have_text("Tip")
    board = page.get_by_test_id("board")
    click_move(page, board, "G*7b")
    expect(html).to_have_attribute("data-exercise", "wrong")
    expect(page.get_by_test_id("exercise-feedback")).to_contain_text("is niet goed.")
    expect(board.locator('[data-square="7b"] [data-piece]')).to_have_count(0)  # taken back
    assert page.evaluate("location.search") == link          # the address keeps the exercise
    page.get_by_test_id("exercise-hint").click()
    expect(board.locator("[data-circle]")).to_have_count(1)
    click_move(page, board, "G*8b")
    expect(html).to_have_attribute("data-exercise", "solved")
    expect(page.get_by_test_id("announce")).to_contain_text("opgelost!")
    states = poll(page, "() => __events.length >= 3 && __events.map(e => [e.state, e.move])")
    assert states == [["wrong", "G*7b"], ["hint", None], ["solved", "G*8b"]]
    # A reload or a shared link opens the exercise again (the link this test opened), not the
    # game's position after the mate (moves=G*8b).
    assert page.evaluate("location.search") == link
    page.get_by_test_id("share").click()
    expect(page.get_by_test_id("share-link")).to_have_value(site.url + link)
    watch.assert_clean()
