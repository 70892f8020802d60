"""Embedded boards (embed.html) in Chromium (issue 6): framed by a page of another origin they
draw their marks, walk their moves, take moves and speak the postMessage API; all the boards of
a page share one Python runtime; only embed.html may be framed; hostile parameters stay inert."""

from urllib.parse import quote

import pytest
from embed_helpers import center, drag, ready
from harness import PageWatch, poll
from playwright.sync_api import expect

from kiban import shogi
from siteserver import SiteServer

BOARDS = {
    "game": "?game=shogi&moves=7g7f,3c3d,8h2b%2B&ply=2&highlight=7f,3d&arrows=8h2b&id=one",
    "quiz": "?game=shogi&sfen=4k4/9/9/9/9/9/9/9/4K4+b+-+1&id=quiz",
    "xq": "?game=xiangqi&moves=h2e2,h9g7&show=e2&flip=1&id=xq",
}
HOST = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A teacher's page</title>
<link rel="icon" href="data:,"></head>
<body>
<h1>Boards from another site</h1>
{frames}
<script>
  window.events = [];
  addEventListener("message", (event) => {{
    if (event.data && event.data.kiban) window.events.push({{origin: event.origin, ...event.data}});
  }});
  window.send = (id, message) => document.getElementById(id).contentWindow.postMessage(message, "*");
</script>
</body></html>
"""
MARK_FORBIDDEN = "Refused to (frame|display)|frame-ancestors"


def host_page(folder, site_url, boards=BOARDS, extra=""):
    """Write host.html into ``folder``: iframes of ``boards`` served by ``site_url``."""
    frames = "\n".join(
        f'<iframe id="{name}" src="{site_url}embed.html{query}" width="480" height="400" '
        f'title="{name}"></iframe>' for name, query in boards.items())
    (folder / "host.html").write_text(HOST.format(frames=frames + extra), encoding="utf-8")


@pytest.fixture(scope="module")
def host(tmp_path_factory, site):
    """A server of another origin (its own port) with host.html framing the site's boards."""
    folder = tmp_path_factory.mktemp("host")
    host_page(folder, site.url)
    server = SiteServer(folder).start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def teacher(shared_context, host, site):
    """(page, watch): host.html open once for the module, every board ready."""
    page = shared_context.new_page()
    watch = PageWatch(page, host.url)
    page.goto(host.url + "host.html")
    for name in BOARDS:
        ready(page.frame_locator(f"#{name}"))
    yield page, watch
    page.close()


def events(page, kind, board_id):
    return page.evaluate("([kind, id]) => window.events.filter(e => e.type === kind && e.id === id)",
                         [kind, board_id])


def clean(watch, site):
    """Only the board's own site besides the host is contacted, and nothing went wrong."""
    assert all(url.startswith(site.url) for url in watch.foreign), watch.foreign
    assert not watch.errors, watch.errors


def test_a_framed_board_draws_its_marks_and_walks_its_moves(teacher, site, artifacts):
    page, watch = teacher
    game = ready(page.frame_locator("#game"))
    expect(game.locator("[data-highlight]")).to_have_count(2)
    expect(game.locator('[data-arrow="8h2b"]')).to_have_count(1)
    expect(game.get_by_test_id("notation")).to_have_text("2. P-34")      # Western by default
    expect(game.get_by_test_id("notation")).to_have_attribute("data-move", "3c3d")
    expect(game.get_by_test_id("status")).to_have_text("Sente to move")
    game.get_by_test_id("step-forward").click()
    expect(game.get_by_test_id("notation")).to_have_text("3. Bx22+")
    expect(game.get_by_test_id("notation")).to_have_attribute("data-move", "8h2b+")
    expect(game.locator('[data-square="2b"] [data-piece]')).to_have_attribute("data-piece", "+B")
    expect(game.locator("[data-highlight]")).to_have_count(0)  # marks belong to the set-up ply
    expect(game.get_by_test_id("step-forward")).to_be_disabled()
    game.get_by_test_id("step-first").click()
    expect(game.get_by_test_id("notation")).to_have_text("Start position")
    expect(game.get_by_test_id("step-back")).to_be_disabled()
    game.get_by_test_id("step-last").click()
    game.get_by_test_id("step-back").click()
    expect(game.locator("[data-highlight]")).to_have_count(2)
    # the frame posts its events after drawing: the host may hear of the last one a little later
    page.wait_for_function("() => window.events.filter(e => e.type === 'position' && e.id === 'one')"
                           ".length >= 4")
    plies = [e["ply"] for e in events(page, "position", "one")]
    assert plies == [3, 0, 3, 2]
    xq = ready(page.frame_locator("#xq"))
    expect(xq.locator("svg.kb-board")).to_have_attribute("data-orientation", "black")
    expect(xq.locator(".kb-target")).not_to_have_count(0)      # show=e2: the cannon's moves
    expect(xq.get_by_test_id("notation")).to_have_text("2. H8+7")        # WXF by default
    expect(xq.get_by_test_id("notation")).to_have_attribute("data-move", "h9g7")
    xq.get_by_test_id("flip").click()
    expect(xq.locator("svg.kb-board")).to_have_attribute("data-orientation", "red")
    assert {e["origin"] for e in page.evaluate("window.events")} == {site.url[:-1]}
    page.screenshot(path=artifacts / "embeds-on-another-origin.png")
    clean(watch, site)


def test_post_message_round_trip_checks_an_exercise(teacher, site):
    page, watch = teacher
    quiz = ready(page.frame_locator("#quiz"))
    exercise = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"
    page.evaluate("([sfen]) => send('quiz', {kiban: 1, type: 'set', sfen, highlight: ['5b']})",
                  [exercise])
    poll(page, "() => window.events.some(e => e.type === 'position' && e.id === 'quiz' "
               "&& e.position === '4k4/9/4P4/9/9/9/9/9/4K4 b G 1')")
    expect(quiz.locator('[data-highlight="5b"]')).to_have_count(1)
    page.locator("#quiz").scroll_into_view_if_needed()
    drag(page, quiz.locator('[data-hand-piece="G"][data-owner="sente"]'),
         quiz.locator('[data-square="5b"]'))
    move = poll(page, "() => window.events.find(e => e.type === 'move' && e.id === 'quiz')")
    assert move["move"] == "G*5b" and move["outcome"] == "Sente wins by checkmate"
    assert move["result"] == "1-0" and move["moves"] == ["G*5b"]
    expect(quiz.get_by_test_id("status")).to_have_text("Sente wins by checkmate")
    page.evaluate("send('quiz', {kiban: 1, type: 'get'})")
    poll(page, "() => window.events.filter(e => e.type === 'position' && e.id === 'quiz')"
               ".some(e => e.ply === 1 && e.result === '1-0')")
    page.evaluate("send('quiz', {kiban: 1, type: 'set', sfen: 'nonsense'})")
    error = poll(page, "() => window.events.find(e => e.type === 'error' && e.id === 'quiz')")
    assert error["message"].startswith("the SFEN cannot be read")
    expect(quiz.get_by_test_id("error")).to_be_visible()
    # A click-click move in the other direction: host sets a position, the reader plays on.
    page.evaluate("send('quiz', {kiban: 1, type: 'set', game: 'shogi'})")
    expect(quiz.get_by_test_id("error")).to_be_hidden()
    for name in ("7g", "7f"):
        page.mouse.click(*center(quiz.locator(f'[data-square="{name}"]')))
    poll(page, "() => window.events.some(e => e.type === 'move' && e.move === '7g7f')")
    clean(watch, site)


def test_all_boards_of_a_page_share_one_python_runtime(fresh_context, site, browser, tmp_path):
    boards = {f"b{i}": q for i, q in enumerate(list(BOARDS.values()) * 2)}
    host_page(tmp_path, site.url, boards)
    server = SiteServer(tmp_path).start()
    try:
        page = fresh_context().new_page()
        page.goto(server.url + "host.html")
        for name in boards:
            ready(page.frame_locator(f"#{name}"))
        session = page.context.new_cdp_session(page)
        context_id = session.send("Target.getTargetInfo")["targetInfo"]["browserContextId"]
        session.detach()
        cdp = browser.new_browser_cdp_session()
        targets = cdp.send("Target.getTargets")["targetInfos"]
        cdp.detach()
        runtimes = [t for t in targets if t["type"] in ("shared_worker", "worker")
                    and t.get("browserContextId") == context_id
                    and t["url"].endswith("/assets/js/board-worker.js")]
        assert [t["type"] for t in runtimes] == ["shared_worker"], targets
        # Every board answers through that one runtime.
        for name in boards:
            page.frame_locator(f"#{name}").get_by_test_id("flip").click()
        for name in boards:
            expect(page.frame_locator(f"#{name}").get_by_test_id("notation")).not_to_be_empty()
    finally:
        server.stop()


def test_only_the_embed_page_may_be_framed_by_other_sites(shared_context, site, tmp_path):
    frames = "".join(f'<iframe id="f{i}" src="{site.url}{path}"></iframe>'
                     for i, path in enumerate(["", "index.html", "learn/shogi.html"]))
    host_page(tmp_path, site.url, {"embed": "?game=xiangqi"}, extra=frames)
    server = SiteServer(tmp_path).start()
    page = shared_context.new_page()
    watch = PageWatch(page, server.url)
    watch.allow(MARK_FORBIDDEN)
    try:
        page.goto(server.url + "host.html")
        ready(page.frame_locator("#embed"))
        for i in range(3):
            frame = page.frame_locator(f"#f{i}")
            expect(frame.locator("body")).not_to_contain_text("Kiban", timeout=5_000)
            assert frame.locator("[data-testid]").count() == 0
        refused = [e for e in watch.errors if "frame-ancestors" in e]
        assert len(refused) == 3, watch.errors
    finally:
        page.close()
        server.stop()


@pytest.fixture(scope="module")
def embed_tab(shared_context, site):
    """(page, watch, dialogs): a tab for loading embed.html directly, while a second tab keeps an
    embedded board open so the shared runtime stays up between loads."""
    keeper = shared_context.new_page()
    keeper.goto(site.url + "embed.html?game=shogi")
    keeper.locator("html[data-ready]").wait_for(state="attached", timeout=60_000)
    page = shared_context.new_page()
    watch = PageWatch(page, site.url)
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    yield page, watch, dialogs
    page.close()
    keeper.close()


HOSTILE = ('<script>window.__pwned=1</script>"><img src=x onerror="window.__pwned=1;alert(1)">'
           "javascript:alert(1)<svg onload=alert(1)>' onmouseover='alert(1)")
PARAMS = ["game", "sfen", "fen", "handicap", "rule", "moves", "ply", "flip", "highlight", "arrows",
          "show", "layout", "interactive", "id"]
INJECTED = ("img, iframe, object, embed, script:not([src]), [onerror], [onload], [onclick], "
            "[onmouseover], a[href^='javascript']")


def test_hostile_embed_parameters_render_inert(embed_tab, site):
    page, watch, dialogs = embed_tab
    cases = [(f"?{name}={quote(HOSTILE)}", name != "id") for name in PARAMS]  # an id is only echoed
    cases.append(("?game=shogi&highlight=" + "5e," * 9_000, True))           # huge
    cases.append(("?id=" + quote(HOSTILE) + "&moves=" + quote(HOSTILE), True))
    for query, shows_error in cases:
        page.goto(site.url + "embed.html" + query)
        page.locator("html[data-ready]").wait_for(state="attached", timeout=30_000)
        assert page.locator(INJECTED).count() == 0, query
        assert page.evaluate("window.__pwned") is None, query
        error = page.get_by_test_id("error")
        expect(error).to_be_visible() if shows_error else expect(error).to_be_hidden()
        assert "<img" not in error.inner_html() and "<svg" not in error.inner_html()
        assert page.locator("svg.kb-board [data-square]").count() in (81, 90), query
    assert dialogs == []
    assert not watch.problems(), watch.problems()


def test_a_board_opened_at_an_earlier_move_branches_when_played(embed_tab, site):
    page, watch, _ = embed_tab
    page.goto(site.url + "embed.html?moves=7g7f,3c3d,2g2f&ply=1")
    page.locator("html[data-ready]").wait_for(state="attached", timeout=30_000)
    drag(page, page.locator('[data-square="8c"]'), page.locator('[data-square="8d"]'))
    expect(page.get_by_test_id("notation")).to_have_text("2. P-84")
    expect(page.get_by_test_id("notation")).to_have_attribute("data-move", "8c8d")
    expect(page.get_by_test_id("step-forward")).to_be_disabled()
    board = shogi.Board()
    for usi in ("7g7f", "8c8d"):
        board.push_usi(usi)
    expect(page.get_by_test_id("open-app")).to_have_attribute(
        "href", site.url + "?game=shogi&moves=7g7f,8c8d")
    assert not watch.problems(), watch.problems()
