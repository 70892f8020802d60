"""The game library (issue 11): no game is lost when another starts or another tab plays, the
Games page lists, resumes, deletes and exports them, and a save from before the library is
taken in."""

import json

import pytest
from board_helpers import expect_moves, menu_item, new_game, play
from harness import PageWatch, open_app, wait_ready
from playwright.sync_api import expect

from kiban import records, shogi, xiangqi


def clear_storage(page, site):
    """Empty localStorage and the IndexedDB library of the site's origin."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Storage.clearDataForOrigin", {"origin": site.url.rstrip("/"),
                                            "storageTypes": "local_storage,indexeddb"})
    cdp.detach()


@pytest.fixture
def other_tab(shared_context, site):
    """A second tab of the same browser (same storage and library), checked clean after."""
    other = shared_context.new_page()
    watch = PageWatch(other, site.url)
    yield other
    other.close()
    assert not watch.problems()


@pytest.fixture
def tab(page, site):
    """A new tab (checked clean after the test) with no saved game and an empty library."""
    clear_storage(page, site)
    return page


def rows(page):
    return page.get_by_test_id("games-list").locator("tr[data-game-id]")


def open_games(page):
    """Follow the game page's link to the Games page and wait for its list."""
    menu_item(page, "games-link").click()
    wait_ready(page)


WAIT_LIBRARY_LENGTH = """async (length) => {
  // Poll the library (IndexedDB "games" store) until an entry holds a line of ``length`` moves.
  const module = await import("./assets/js/library-store.js");
  for (;;) {
    const entries = JSON.parse(await module.list());
    if (entries.some(entry => entry.length === length)) return;
    await new Promise(done => setTimeout(done, 50));
  }
}"""


def wait_library_length(page, length):
    """Wait until the game library holds an entry whose line has ``length`` moves."""
    page.evaluate(WAIT_LIBRARY_LENGTH, length)


def cells(page):
    """The listed rows, newest first, as [(game, players, result, moves)]."""
    return [tuple(row.locator(f'[data-cell="{name}"]').text_content()
                  for name in ("game", "players", "result", "moves")) for row in rows(page).all()]


def sfen_after(*moves):
    board = shogi.Board()
    for usi in moves:
        board.push_usi(usi)
    return board.sfen()


def fen_after(*moves):
    board = xiangqi.Board()
    for uci in moves:
        board.push_uci(uci)
    return board.fen()


def test_a_game_survives_a_new_game_is_listed_resumed_and_deleted(tab, site):
    open_app(tab, site.url)
    play(tab, "7g7f")
    play(tab, "3c3d")
    new_game(tab, "xiangqi")
    play(tab, "h2e2")
    open_games(tab)
    assert cells(tab) == [("Xiangqi", "Red: You · Black: Friend", "In progress", "1"),
                          ("Shogi", "Sente: You · Gote: Friend", "In progress", "2")]
    rows(tab).nth(1).get_by_test_id("game-resume").click()
    wait_ready(tab)
    expect(tab.get_by_test_id("position")).to_have_text(sfen_after("7g7f", "3c3d"))
    play(tab, "2g2f")
    wait_library_length(tab, 3)  # (the library's write follows the move: leaving at once would
    tab.go_back()                # list it when the game page is next opened)
    wait_ready(tab)
    assert [c[3] for c in cells(tab)] == ["3", "1"]  # the resumed game went on under its id
    rows(tab).nth(1).get_by_test_id("game-delete").click()
    expect(rows(tab)).to_have_count(1)
    tab.reload()
    wait_ready(tab)
    assert cells(tab) == [("Shogi", "Sente: You · Gote: Friend", "In progress", "3")]
    rows(tab).first.get_by_test_id("game-delete").click()
    expect(tab.get_by_test_id("games-empty")).to_be_visible()
    expect(tab.get_by_test_id("export-all")).to_be_disabled()


def test_a_deleted_game_comes_back_with_undo(tab, site):
    open_app(tab, site.url)
    play(tab, "7g7f")
    new_game(tab, "xiangqi")
    play(tab, "h2e2")
    open_games(tab)
    rows(tab).nth(1).get_by_test_id("game-delete").click()
    expect(rows(tab)).to_have_count(1)
    expect(tab.get_by_test_id("games-deleted")).to_contain_text("Deleted: Shogi, last played ")
    undo = tab.get_by_test_id("games-undo")
    expect(undo).to_be_focused()  # (the Delete button went with its row)
    tab.keyboard.press("Enter")
    expect(rows(tab)).to_have_count(2)
    expect(undo).to_be_hidden()
    expect(tab.get_by_test_id("games-deleted")).to_have_text("")
    tab.reload()
    wait_ready(tab)
    assert cells(tab) == [("Xiangqi", "Red: You · Black: Friend", "In progress", "1"),
                          ("Shogi", "Sente: You · Gote: Friend", "In progress", "1")]
    rows(tab).nth(1).get_by_test_id("game-resume").click()  # and it still plays on
    wait_ready(tab)
    expect(tab.get_by_test_id("position")).to_have_text(sfen_after("7g7f"))


def test_two_tabs_keep_two_games_through_moves_and_reloads(tab, site, other_tab):
    other = other_tab
    open_app(tab, site.url)
    play(tab, "7g7f")
    open_app(other, site.url)                 # a second tab opens on the same game
    new_game(other, "xiangqi")                # and starts another one
    play(other, "h2e2")
    play(tab, "3c3d")
    play(other, "h9g7")
    for page in (tab, other, tab):
        page.reload()
        wait_ready(page)
    expect(tab.get_by_test_id("position")).to_have_text(sfen_after("7g7f", "3c3d"))
    expect(other.get_by_test_id("position")).to_have_text(fen_after("h2e2", "h9g7"))
    open_games(other)
    assert sorted((c[0], c[3]) for c in cells(other)) == [("Shogi", "2"), ("Xiangqi", "2")]


def test_two_tabs_playing_on_one_game_keep_both_lines(tab, site, other_tab):
    other = other_tab
    open_app(tab, site.url)
    play(tab, "7g7f")
    open_app(other, site.url)                 # a second tab opens on the same game
    play(other, "3c3d")                       # and plays on in it
    play(tab, "8c8d")                         # the first tab too: its own line
    expect(tab.get_by_test_id("notice")).to_contain_text("also played on in another tab")
    play(tab, "2g2f")
    tab.reload()
    wait_ready(tab)                           # its own line, the other tab's as a variation
    expect(tab.get_by_test_id("position")).to_have_text(sfen_after("7g7f", "8c8d", "2g2f"))
    expect(tab.locator(".kb-variation button[data-move='3c3d']")).to_have_count(1)
    play(other, "2g2f")
    open_games(other)
    assert [c[3] for c in cells(other)] == ["3"]  # one game, holding both lines
    rows(other).first.get_by_test_id("game-resume").click()
    wait_ready(other)
    expect(other.get_by_test_id("position")).to_have_text(sfen_after("7g7f", "3c3d", "2g2f"))
    expect(other.locator(".kb-variation button[data-move='8c8d']")).to_have_count(1)


def test_export_all_downloads_a_multi_game_file_read_back_by_the_engine(tab, site):
    open_app(tab, site.url)
    for moves in (("7g7f", "3c3d", "2g2f"), ("2g2f",), ("5g5f", "5c5d")):
        new_game(tab)
        for usi in moves:
            play(tab, usi)
    tab.get_by_test_id("resign").click()
    open_games(tab)
    with tab.expect_download() as download:
        tab.get_by_test_id("export-all").click()
    assert download.value.suggested_filename == "kiban-shogi-games.csa"
    games = records.read_all(open(download.value.path(), "rb").read())
    assert [len(game.mainline) for game in games] == [2, 1, 3]  # the last played first
    assert games[0].result == "0-1" and games[0].termination == "resign"
    with tab.expect_download() as download:
        rows(tab).nth(2).get_by_test_id("game-export").click()
    record = records.read(open(download.value.path(), "rb").read())
    assert download.value.suggested_filename.endswith(".kif") and len(record.mainline) == 3


def test_a_save_from_before_the_library_is_taken_in(tab, site):
    old = {"v": 1, "game": "shogi", "start": shogi.START_SFEN, "handicap": None,
           "rule": "24-point", "moves": ["7g7f", "8c8d"], "review": None, "ending": None,
           "orientation": 0}
    tab.add_init_script(  # before the first load only, as an older version would have left it
        "if (!sessionStorage.getItem('test.once')) { sessionStorage.setItem('test.once', '1');"
        f" localStorage.setItem('kiban.game', {json.dumps(json.dumps(old))}); }}")
    open_app(tab, site.url)
    expect(tab.get_by_test_id("position")).to_have_text(sfen_after("7g7f", "8c8d"))
    open_games(tab)
    assert cells(tab) == [("Shogi", "Sente: You · Gote: Friend", "In progress", "2")]


def test_review_opens_the_first_position_and_unknown_ids_say_so(tab, site):
    open_app(tab, site.url)
    play(tab, "7g7f")
    open_games(tab)
    rows(tab).first.get_by_test_id("game-review").click()
    wait_ready(tab)
    expect(tab.get_by_test_id("status")).to_have_text("Reviewing move 0 of 1 · Sente to move")
    open_app(tab, site.url, "?library=gone-123456")
    expect(tab.get_by_test_id("notice")).to_contain_text("There is no game 'gone-123456'")
    expect_moves(tab, ["7g7f"])
    open_app(tab, site.url, "?library=%3Cb%3E")
    expect(tab.get_by_test_id("notice")).to_contain_text("names a game kept in this browser")


def test_the_games_page_works_offline_after_one_visit(offline_site, offline_tab):
    page, watch = offline_tab
    clear_storage(page, offline_site)  # (the offline context is shared with other pages' tests)
    open_app(page, offline_site.url)
    play(page, "7g7f")
    open_games(page)
    assert cells(page) == [("Shogi", "Sente: You · Gote: Friend", "In progress", "1")]
    rows(page).first.get_by_test_id("game-resume").click()
    wait_ready(page)
    expect(page.get_by_test_id("position")).to_have_text(sfen_after("7g7f"))
    watch.assert_clean()
