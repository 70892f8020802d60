"""Pointer input in Chromium, on the game page and in an embedded board (one pipeline:
assets/js/board-input.js): the dragged piece follows the pointer and the move lands, the right
button neither selects nor moves, a press released in place selects (click-to-move), a piece
released off the board goes back. In an embed, Python hears only of the press, the drag's start
and the release, never of the pointer moves in between."""

import pytest
from board_helpers import app_page, board_page, position, square  # noqa: F401
from embed_helpers import center, ready
from harness import PageWatch, poll
from playwright.sync_api import expect

from siteserver import SiteServer

START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
AFTER_7G7F = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2"
# In the embed: the type of every message the frame sends its Python runtime.
COUNT_MESSAGES = """
if (location.pathname.endsWith("/embed.html")) {
  window.__sent = [];
  for (const proto of [MessagePort.prototype, Worker.prototype]) {
    const post = proto.postMessage;
    proto.postMessage = function (message, ...rest) {
      window.__sent.push(message && message.type);
      return post.call(this, message, ...rest);
    };
  }
}
"""
HOST = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
</head><body style="margin:40px">
<iframe id="board" src="{url}embed.html?game=shogi&amp;id=b" width="560" height="460"
        title="board"></iframe>
<script>
  window.events = [];
  addEventListener("message", (e) => e.data && e.data.kiban && window.events.push(e.data));
</script>
</body></html>
"""


def ghost_follows(ghost, point):
    """The ghost is centred under ``point`` (CSS pixels of the top page), give or take a tenth
    of its size (a shogi piece is not quite symmetric)."""
    box = ghost.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    assert abs(x - point[0]) <= box["width"] / 10, (box, point)
    assert abs(y - point[1]) <= box["height"] / 10, (box, point)


def between(a, b, t):
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def drag_watching_the_ghost(page, board, origin, target):
    """Drag the piece on square ``origin`` to ``target`` with the mouse (``board``: the page or
    the embed's frame), checking twice on the way that its ghost is under the pointer."""
    source = center(board.locator(f'[data-square="{origin}"]'))
    end = center(board.locator(f'[data-square="{target}"]'))
    page.mouse.move(*source)
    page.mouse.down()
    ghost = board.locator("[data-ghost]")
    for t in (0.4, 0.7):
        point = between(source, end, t)
        page.mouse.move(*point, steps=4)
        expect(ghost).to_have_count(1)
        ghost_follows(ghost, point)
    page.mouse.move(*end, steps=4)
    page.mouse.up()
    expect(ghost).to_have_count(0)


def drag_off_the_board(page, board, origin, away):
    """Drag the piece on square ``origin`` to the element ``away`` (off the board) and release
    it there; it must have been lifted on the way and be back, unselected, after."""
    page.mouse.move(*center(board.locator(f'[data-square="{origin}"]')))
    page.mouse.down()
    page.mouse.move(*center(away), steps=5)
    expect(board.locator("[data-ghost]")).to_have_count(1)
    page.mouse.up()
    expect(board.locator("[data-ghost]")).to_have_count(0)
    expect(board.locator(".kb-selected")).to_have_count(0)
    expect(board.locator(f'[data-square="{origin}"] [data-piece]')).to_have_count(1)


# -- the game page ---------------------------------------------------------------------------
def test_a_drag_carries_the_piece_under_the_pointer_and_lands(board_page):
    page = board_page
    drag_watching_the_ghost(page, page, "7g", "7f")
    expect(page.get_by_test_id("position")).to_have_text(AFTER_7G7F)


def test_a_piece_released_off_the_board_goes_back(board_page):
    page = board_page
    drag_off_the_board(page, page, "7g", page.get_by_test_id("status"))  # beside the board
    assert position(page) == START


def test_the_right_button_neither_selects_nor_moves_and_a_click_selects(board_page):
    page = board_page
    page.mouse.move(*center(square(page, "7g")))
    page.mouse.down(button="right")
    page.mouse.move(*center(square(page, "7f")), steps=4)
    page.mouse.up(button="right")
    page.mouse.click(*center(square(page, "7f")), button="right")
    expect(page.locator(".kb-selected")).to_have_count(0)
    expect(page.locator("[data-ghost]")).to_have_count(0)
    assert position(page) == START
    page.mouse.click(*center(square(page, "7g")))          # press and release in place
    expect(square(page, "7g")).to_have_class("kb-sq kb-selected")
    expect(page.locator(".kb-target")).to_have_count(1)
    page.mouse.click(*center(square(page, "7f")))
    expect(page.get_by_test_id("position")).to_have_text(AFTER_7G7F)


RECORD_SECONDARY = """async () => {
  const { attach } = await import("/assets/js/board-input.js");
  const svg = document.querySelector("svg.kb-board");
  window.__secondary = [];
  window.__detach = attach(svg, { secondary: (kind, x, y) => window.__secondary.push([kind, x, y]) });
}"""
INSIDE = """([name, x, y]) => {
  const box = document.querySelector(`[data-square="${name}"]`).getBBox();
  return box.x <= x && x <= box.x + box.width && box.y <= y && y <= box.y + box.height;
}"""


def test_the_right_button_is_reported_apart_in_board_units(board_page):
    page = board_page
    page.evaluate(RECORD_SECONDARY)
    try:
        page.mouse.move(*center(square(page, "7g")))
        page.mouse.down(button="right")
        page.mouse.move(*center(square(page, "7f")), steps=3)
        page.mouse.up(button="right")
        seen = page.evaluate("window.__secondary")
    finally:
        page.evaluate("window.__detach()")
    assert [kind for kind, _, _ in seen] == ["down", "move", "move", "move", "up"]
    assert page.evaluate(INSIDE, ["7g", *seen[0][1:]])
    assert page.evaluate(INSIDE, ["7f", *seen[-1][1:]])
    assert position(page) == START


# -- an embedded board -----------------------------------------------------------------------
@pytest.fixture(scope="module")
def embed(shared_context, site, tmp_path_factory):
    """(page, frame, watch): a page of another origin framing one embedded shogi board, with the
    messages the frame sends to Python counted in the frame's ``window.__sent``."""
    folder = tmp_path_factory.mktemp("input-host")
    (folder / "host.html").write_text(HOST.format(url=site.url), encoding="utf-8")
    server = SiteServer(folder).start()
    page = shared_context.new_page()
    page.add_init_script(COUNT_MESSAGES)
    watch = PageWatch(page, server.url)
    page.goto(server.url + "host.html")
    board = ready(page.frame_locator("#board"))
    frame = next(f for f in page.frames if f.url.startswith(site.url + "embed.html"))
    yield page, board, frame, watch
    page.close()
    server.stop()
    assert all(url.startswith(site.url) for url in watch.foreign), watch.foreign
    assert not watch.errors, watch.errors


def reset(page, frame):
    """The embedded board back at the start, the messages counted from now on."""
    page.evaluate("window.events = []")
    page.evaluate("document.getElementById('board').contentWindow.postMessage("
                  "{kiban: 1, type: 'set', game: 'shogi'}, '*')")
    poll(page, "() => window.events.some(e => e.type === 'position' && e.ply === 0)")
    frame.evaluate("window.__sent = []")


def test_an_embed_drags_locally_and_tells_python_only_press_drag_and_release(embed):
    page, board, frame, _ = embed
    reset(page, frame)
    drag_watching_the_ghost(page, board, "7g", "7f")
    move = poll(page, "() => window.events.find(e => e.type === 'move')")
    assert move["move"] == "7g7f" and move["position"] == AFTER_7G7F
    expect(board.locator('[data-square="7f"] [data-piece="P"]')).to_have_count(1)
    assert frame.evaluate("window.__sent") == ["down", "drag", "up"]


def test_an_embed_puts_back_a_piece_released_off_the_board(embed):
    page, board, frame, _ = embed
    reset(page, frame)
    drag_off_the_board(page, board, "2g", board.get_by_test_id("status"))  # under the board
    assert frame.evaluate("window.__sent") == ["down", "drag", "up"]
    assert not page.evaluate("window.events.some(e => e.type === 'move')")


def test_in_an_embed_the_right_button_draws_and_a_click_selects(embed):
    page, board, frame, _ = embed
    reset(page, frame)
    page.mouse.move(*center(board.locator('[data-square="7g"]')))
    page.mouse.down(button="right")
    page.mouse.move(*center(board.locator('[data-square="7f"]')), steps=4)
    page.mouse.up(button="right")
    expect(board.locator('[data-arrow="7g7f"]')).to_have_count(1)  # it draws an arrow
    assert set(frame.evaluate("window.__sent")) == {"draw"}  # and presses nothing
    expect(board.locator(".kb-selected")).to_have_count(0)
    page.mouse.click(*center(board.locator('[data-square="7g"]')))
    expect(board.locator('[data-square="7g"]')).to_have_class("kb-sq kb-selected")
    expect(board.locator("[data-arrow]")).to_have_count(0)  # the click cleared it
    page.mouse.click(*center(board.locator('[data-square="7f"]')))
    move = poll(page, "() => window.events.find(e => e.type === 'move')")
    assert move["move"] == "7g7f"
    sent = frame.evaluate("window.__sent")
    assert [kind for kind in sent if kind != "draw"] == ["down", "up", "down", "up"]
