"""Share links in the game page (issue 6): a link opens the exact game, the address follows the
game without piling up history, the Share dialog's link reopens the same state, the saved game
is kept restorable, broken links say what is wrong, hostile link text stays inert."""

from urllib.parse import quote

import pytest
from board_helpers import (expect_moves, main_moves, open_new_game, play, position, square,
                           status)
from harness import PageWatch, open_app, wait_ready
from playwright.sync_api import expect

from kiban import shogi, xiangqi

# (The page's own inline script is its Python entry point, `<script type="py">` that starts `webui.entry`.)
INJECTED = ("img, iframe, object, embed, script:not([src]):not([type='py']), [onerror], [onload], "
            "[onclick], [onmouseover], a[href^='javascript']")


@pytest.fixture(scope="module")
def link_page(shared_context, site):
    """(page, watch, dialogs): one app tab for the module; JS dialogs are recorded and dismissed."""
    page = shared_context.new_page()
    watch = PageWatch(page, site.url)
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    yield page, watch, dialogs
    page.close()


@pytest.fixture
def app(link_page, site):
    """The module's tab with an empty localStorage; fails the test on any page problem or dialog."""
    page, watch, dialogs = link_page
    cdp = page.context.new_cdp_session(page)
    cdp.send("Storage.clearDataForOrigin", {"origin": site.url[:-1], "storageTypes": "local_storage"})
    cdp.detach()
    seen = len(watch.problems())
    yield page
    assert dialogs == []
    problems = watch.problems()[seen:]
    assert not problems, "page problems:\n" + "\n".join(problems)


def moves_shown(page):
    return [button.get_attribute("data-move") for button in main_moves(page).all()]


def test_a_link_opens_the_exact_position_ply_and_orientation(app, site):
    open_app(app, site.url, "?game=shogi&moves=7g7f,3c3d,2g2f,8c8d&ply=2&flip=1")
    board = shogi.Board()
    for usi in ("7g7f", "3c3d"):
        board.push_usi(usi)
    expect(app.get_by_test_id("position")).to_have_text(board.sfen())
    expect(app.locator("svg.kb-board")).to_have_attribute("data-orientation", "gote")
    assert moves_shown(app) == ["7g7f", "3c3d", "2g2f", "8c8d"]
    expect(app.locator('#moves button[aria-current="step"]')).to_have_attribute("data-move", "3c3d")
    expect(status(app)).to_have_text("Reviewing move 2 of 4 (P-34) · Sente to move")
    assert square(app, "1a").bounding_box()["y"] > square(app, "9i").bounding_box()["y"]

    open_app(app, site.url, "?game=xiangqi&moves=h2e2,h9g7")
    board = xiangqi.Board()
    for uci in ("h2e2", "h9g7"):
        board.push_uci(uci)
    expect(app.get_by_test_id("position")).to_have_text(board.fen())
    expect(app.locator("svg.kb-board")).to_have_attribute("data-orientation", "red")


def test_the_address_follows_the_game_without_adding_history(app, site):
    open_app(app, site.url, "?game=shogi&handicap=bishop")
    assert app.url == site.url + "?game=shogi&handicap=bishop"
    length = app.evaluate("history.length")
    play(app, "5a4b")
    play(app, "7g7f")
    assert app.url == site.url + "?game=shogi&handicap=bishop&moves=5a4b,7g7f"
    app.get_by_test_id("nav-back").click()
    assert app.url.endswith("&moves=5a4b,7g7f&ply=1")
    app.get_by_test_id("flip").click()
    assert app.url.endswith("&moves=5a4b,7g7f&ply=1&flip=1")
    app.get_by_test_id("take-back").click()
    assert app.url == site.url + "?game=shogi&handicap=bishop&moves=5a4b&flip=1"
    assert app.evaluate("history.length") == length
    # A reload opens what the address says, which is the game that was saved.
    app.reload()
    wait_ready(app)
    expect_moves(app, ["5a4b"])
    expect(app.get_by_test_id("link-panel")).to_be_hidden()


def test_the_address_keeps_an_odd_path(app, site):
    """A doubled slash (a hand-typed or badly joined address) once made the page write a
    protocol-relative address and fail to start."""
    open_app(app, site.url + "/", "?game=xiangqi")
    play(app, "h2e2")
    assert app.url == site.url + "/?game=xiangqi&moves=h2e2"


def test_the_share_dialog_link_reopens_the_same_state(app, site, shared_context):
    shared_context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.url[:-1])
    open_app(app, site.url)
    open_new_game(app)
    app.get_by_test_id("game-select").select_option("xiangqi")
    app.get_by_test_id("new-game").click()
    for uci in ("h2e2", "h9g7", "h0g2"):
        play(app, uci)
    app.get_by_test_id("nav-back").click()
    app.get_by_test_id("flip").click()
    shown = position(app)
    app.get_by_test_id("share").click()
    dialog = app.get_by_test_id("share-dialog")
    expect(dialog).to_be_visible()
    link = app.get_by_test_id("share-link").input_value()
    assert link == site.url + "?game=xiangqi&moves=h2e2,h9g7,h0g2&ply=2&flip=1" == app.url
    expect(app.get_by_test_id("share-position")).to_have_value(shown)
    embed = app.get_by_test_id("share-embed").input_value()
    assert embed.startswith(f'<iframe src="{site.url}embed.html?game=xiangqi&amp;moves=h2e2')
    app.get_by_test_id("share-copy").click()
    expect(app.get_by_test_id("share-said")).to_have_text("Link copied.")
    assert app.evaluate("navigator.clipboard.readText()") == link
    # Without clipboard access the link is left selected for the user to copy.
    app.evaluate("""() => Object.defineProperty(navigator, "clipboard", {value: {
        writeText: () => Promise.reject(new Error("denied"))}})""")
    app.get_by_test_id("share-copy").click()
    expect(app.get_by_test_id("share-said")).to_contain_text("Copying is not allowed here")
    assert app.evaluate("""() => { const f = document.activeElement;
        return f.id === "share-link" && f.selectionStart === 0 && f.selectionEnd === f.value.length; }""")
    app.get_by_test_id("share-close").click()
    expect(dialog).to_be_hidden()

    other = shared_context.new_page()
    watch = PageWatch(other, site.url)
    try:
        other.goto(link)
        expect(other.get_by_test_id("position")).to_have_text(shown, timeout=60_000)
        expect(other.locator("svg.kb-board")).to_have_attribute("data-orientation", "black")
        expect_moves(other, ["h2e2", "h9g7", "h0g2"])
        assert other.url == link
        watch.assert_clean()
    finally:
        other.close()


def test_a_link_keeps_the_saved_game_restorable(app, site):
    open_app(app, site.url)
    for usi in ("2g2f", "8c8d", "2f2e"):
        play(app, usi)
    open_app(app, site.url, "?game=xiangqi&moves=b2e2")
    panel = app.get_by_test_id("link-panel")
    expect(panel).to_contain_text("Opened the game from the link")
    expect_moves(app, ["b2e2"])
    app.get_by_test_id("link-restore").click()
    expect(panel).to_be_hidden()
    expect_moves(app, ["2g2f", "8c8d", "2f2e"])
    assert app.url == site.url + "?game=shogi&moves=2g2f,8c8d,2f2e"


@pytest.mark.parametrize("saved_flip, link_flip", [(1, 0), (0, 1)])
def test_the_kept_game_keeps_its_own_orientation(app, site, saved_flip, link_flip):
    """The game kept aside when a link opens another one comes back turned the way it was, not
    the way the link turned the board."""
    open_app(app, site.url)
    for usi in ("2g2f", "8c8d"):
        play(app, usi)
    if saved_flip:
        app.get_by_test_id("flip").click()
    open_app(app, site.url, "?game=xiangqi&moves=b2e2" + ("&flip=1" if link_flip else ""))
    expect(app.locator("svg.kb-board")).to_have_attribute(
        "data-orientation", "black" if link_flip else "red")
    kept = app.evaluate("JSON.parse(localStorage.getItem('kiban.game.before-link'))")
    assert kept["orientation"] == saved_flip
    app.get_by_test_id("link-restore").click()
    expect_moves(app, ["2g2f", "8c8d"])
    expect(app.locator("svg.kb-board")).to_have_attribute(
        "data-orientation", "gote" if saved_flip else "sente")


@pytest.mark.parametrize("query, message, moves", [
    ("?game=chess&moves=e2e4", "Unknown game 'chess': the link must say one of game=shogi, game=xiangqi",
     None),
    ("?sfen=lnsgkgsnl/9/9+b+-+1", "The SFEN cannot be read: SFEN board needs 9 ranks separated by "
     "'/', found 3", None),
    ("?game=xiangqi&fen=rnbakabnr/9/9/9/9/9/9/9/9/RNBAKABNR+w+-+-+0+1", "The FEN cannot be read: ",
     None),
    ("?moves=7g7f,3c3d,8h2b,4a3b,2b3a%2B,9z", "Move 6 (9z) cannot be played: ",
     ["7g7f", "3c3d", "8h2b", "4a3b", "2b3a+", "9z"]),
    ("?game=xiangqi&moves=h2e2,h9g7,e2e9", "Move 3 (e2e9) cannot be played: illegal move e2e9",
     ["h2e2", "h9g7", "e2e9"]),
    ("?moves=7g7f,3c3d&ply=5", "Ply 5 is out of range: the link has 2 moves, so ply goes from 0 to 2",
     ["7g7f", "3c3d"]),
])
def test_each_kind_of_broken_link_says_what_is_wrong(app, site, query, message, moves):
    open_app(app, site.url, query)
    panel = app.get_by_test_id("link-panel")
    expect(panel).to_be_visible()
    expect(app.get_by_test_id("link-title")).to_have_text("This link could not be opened")
    expect(app.get_by_test_id("link-message")).to_contain_text(message)
    listed = app.get_by_test_id("link-moves")
    if moves is None:
        expect(listed).to_be_hidden()
    else:
        expect(listed.locator("li")).to_have_text(moves)
    assert app.url == site.url + query  # the link stays in the address until the user acts
    if moves and query.endswith("ply=5"):
        expect_moves(app, moves)
    app.get_by_test_id("link-dismiss").click()
    expect(panel).to_be_hidden()


HOSTILE = [
    '<script>window.__pwned = 1</script>',
    '"><img src=x onerror="window.__pwned=1;alert(1)">',
    "javascript:alert(document.domain)",
    "<svg onload=alert(1)><a href=javascript:alert(1)>x</a>",
    "' onmouseover='alert(1)' x='",
]


@pytest.mark.parametrize("param", ["game", "moves", "sfen"])
def test_hostile_link_text_renders_inert(app, site, param):
    value = HOSTILE[1] if param == "sfen" else " ".join(HOSTILE)  # an SFEN is 200 at most
    query = "?" + {"game": "game=", "moves": "moves=7g7f,", "sfen": "sfen="}[param] + quote(value)
    open_app(app, site.url, query)
    expect(app.get_by_test_id("link-panel")).to_be_visible()
    panel_html = app.get_by_test_id("link-panel").inner_html()
    assert "<script" not in panel_html and "<img" not in panel_html and "<svg" not in panel_html
    if param != "sfen":  # (the engine's SFEN message does not quote the text)
        assert "<" in app.get_by_test_id("link-panel").text_content()  # shown as text
    assert app.locator(INJECTED).count() == 0
    assert app.evaluate("window.__pwned") is None


def test_a_huge_link_is_refused_quickly(app, site):
    open_app(app, site.url, "?moves=" + "7g7f," * 8_000)
    expect(app.get_by_test_id("link-message")).to_contain_text("The link is too long: its query has")
    expect(app.get_by_test_id("position")).to_have_text(shogi.Board().sfen())
