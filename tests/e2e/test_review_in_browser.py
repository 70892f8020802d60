"""Reviewing a game in the browser (issue 27): a short game opened by link is reviewed in the
worker at the quick setting; the graph, the marks, the best-move arrow, the summary and the
mistakes drill follow, and the review is kept with the game (a reload, the Games page's Review
show it again without a new one). One page per game."""

import json

import pytest
from board_helpers import menu_item, play
from harness import open_app, wait_ready
from playwright.sync_api import expect

# Sente's bishop lands where gote's takes it; red's cannon takes a pawn and is lost to a horse.
GAMES = {"shogi": ("7g7f,3c3d,8h3c+,2b3c", "8h2b+"),
         "xiangqi": ("h2e2,h9g7,e2e6,g7e6", "h0g2")}
REVIEW_TIMEOUT = 120_000


# 5 positions and the units kept for the second looks: one suspect's (the game's confirmation,
# 32 times a position's nodes in shogi, 64 in xiangqi) and 0.4 of 5.
PROGRESS_MAX = {"shogi": "39", "xiangqi": "71"}


# Records each line the graph draws while the review runs: (positions drawn, shown but kept from
# screen readers and the Tab key until it can be used, lines).
WATCH_PARTIAL = """() => {
  window.kbPartial = [];
  const graph = document.getElementById("review-graph");
  new MutationObserver(() => {
    if (graph.dataset.partial) window.kbPartial.push([Number(graph.dataset.partial),
      graph.checkVisibility() && graph.getAttribute("aria-hidden") === "true" && graph.tabIndex === -1,
      graph.querySelectorAll("polyline").length]);
  }).observe(graph, {attributes: true, attributeFilter: ["data-partial"]});
}"""


def review(page, game):
    """Start the review at the quick setting, check the progress and the graph growing while it
    runs, wait for the summary."""
    page.get_by_test_id("review-setting").select_option("quick")
    page.evaluate(WATCH_PARTIAL)
    page.get_by_test_id("review-start").click()
    progress = page.get_by_test_id("review-progress")
    expect(progress).to_be_visible()
    expect(progress).to_have_attribute("max", PROGRESS_MAX[game])
    assert len(engine_workers(page)) == 2               # two workers side by side
    expect(page.get_by_test_id("review-summary")).to_be_visible(timeout=REVIEW_TIMEOUT)
    expect(progress).to_be_hidden()
    drawn = page.evaluate("window.kbPartial")           # empty at first (no older line shown),
    counts = [count for count, _shown, _lines in drawn]  # a point more with each position, then
    assert counts[:6] == [0, 1, 2, 3, 4, 5] and set(counts[6:]) <= {5}, drawn  # the same
    assert all(shown for _count, shown, _lines in drawn) and drawn[-1][2] == 1, drawn
    graph = page.get_by_test_id("review-graph")        # then a slider again
    assert graph.get_attribute("data-partial") is None and graph.get_attribute("aria-hidden") is None
    assert graph.get_attribute("tabindex") == "0"
    for _ in range(50):                                 # then they are let go (memory)
        if not engine_workers(page):
            break
        page.wait_for_timeout(100)
    assert engine_workers(page) == []


def engine_workers(page):
    """The page's engine workers running (the review's: these games are between people)."""
    return [worker for worker in page.workers if worker.url.endswith("engine-worker.js")]


def evals(page):
    return json.loads(page.get_by_test_id("review-graph").get_attribute("data-evals"))


@pytest.mark.parametrize("game", GAMES)
def test_a_game_is_reviewed_kept_and_its_mistake_drilled(page, site, game):
    moves, best = GAMES[game]
    open_app(page, site.url, f"?game={game}&moves={moves}")
    expect(page.get_by_test_id("review-bar")).to_be_hidden()    # until there is a review
    if game == "xiangqi":  # a review can be cancelled
        page.get_by_test_id("review-start").click()
        expect(page.get_by_test_id("review-progress")).to_be_visible()
        page.get_by_test_id("review-cancel").click()
        expect(page.get_by_test_id("review-progress")).to_be_hidden()
        expect(page.get_by_test_id("review-said")).to_have_text("Review cancelled.")
        expect(page.get_by_test_id("review-graph")).to_be_hidden()   # (no review to show)
    review(page, game)
    scores = evals(page)
    assert len(scores) == 5                       # the start and after each of the 4 moves
    assert scores[3] < -250                       # the first player has lost a piece
    blunder = page.get_by_test_id("move-list").locator('button[data-ply="3"]')
    assert blunder.get_attribute("data-mark") in ("?", "??")
    summary = page.get_by_test_id("review-summary")
    def count(color, key):
        return int(summary.locator(f'td[data-color="{color}"][data-count="{key}"]').inner_text())
    assert count(0, "blunders") + count(0, "mistakes") == 1
    assert count(0, "average_loss") > 100 and count(1, "blunders") == 0

    # The graph picks a position: the one before the blunder shows its best move as an arrow.
    graph = page.get_by_test_id("review-graph")
    box = graph.bounding_box()
    graph.click(position={"x": box["width"] * 2 / 4, "y": box["height"] / 2})
    expect(page.get_by_test_id("move-list").locator('button[data-ply="2"]')).to_have_attribute(
        "aria-current", "step")
    arrow = page.locator('[data-brush="best"][data-arrow]')
    expect(arrow).to_have_count(1)
    assert arrow.get_attribute("data-arrow") == best[:4]
    expect(page.get_by_test_id("review-best")).to_contain_text(":")
    bar = page.get_by_test_id("review-bar")
    assert 45 < float(bar.get_attribute("data-share")) < 60
    near, board = bar.bounding_box(), page.locator("svg.kb-board").bounding_box()   # beside it
    assert near["x"] + near["width"] <= board["x"] + 1 and near["height"] >= board["height"] / 2
    assert near["y"] < board["y"] + board["height"] and board["y"] < near["y"] + near["height"]
    graph.press("ArrowRight")                     # the keys step through the game from it
    expect(graph).to_have_attribute("aria-valuenow", "3")
    assert float(page.get_by_test_id("review-bar").get_attribute("data-share")) < 40

    # Learn from your mistakes: the position before the blunder, the best move is right.
    page.get_by_test_id("review-learn").click()
    expect(page.get_by_test_id("review-drill-prompt")).to_be_visible()
    expect(page.locator('[data-brush="best"]')).to_have_count(0)   # the answer is not shown
    play_answer(page, best)
    said = page.get_by_test_id("review-drill-said")
    expect(said).to_have_attribute("data-verdict", "right")
    expect(page.get_by_test_id("move-list").locator("button")).to_have_count(4)  # not played

    # Kept with the game: a reload, and the Games page's Review, show it without a new one.
    page.reload()
    wait_ready(page)
    expect(page.get_by_test_id("review-summary")).to_be_visible()
    assert evals(page) == scores
    if game == "shogi":
        menu_item(page, "games-link").click()
        wait_ready(page)
        page.get_by_test_id("game-review").first.click()
        wait_ready(page)
        expect(page.get_by_test_id("review-summary")).to_be_visible()
        assert evals(page) == scores
        expect(page.get_by_test_id("move-list").locator("button[aria-current]")).to_have_count(0)
    expect(page.get_by_test_id("review-progress")).to_be_hidden()


def play_answer(page, move):
    """Make ``move`` on the board (a promotion is answered by the board's question)."""
    page.locator(f'[data-square="{move[:2]}"]').first.click()
    page.locator(f'[data-square="{move[2:4]}"]').first.click()
    if page.locator("[data-choice]").count():
        page.locator('[data-choice="promote"]' if move.endswith("+") else '[data-choice="keep"]').click()
