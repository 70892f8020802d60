"""Play by link between two browser contexts (two players on two devices, nothing shared but the
link): three moves each way; each side sees "Your move" only on its turn, with the board turned
to its side and the last move highlighted, and may move only then; a resignation reaches the
other side the same way; each keeps the game in its own library under the one id the link
carries (docs/features.md: "Play by link")."""

import re
from urllib.parse import parse_qs, urlsplit

from harness import PageWatch, open_app, wait_ready
from playwright.sync_api import expect

from board_helpers import click, open_new_game, play, square

MOVES = ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e"]


def send(page):
    """Press "Send my move" and return the link it offers."""
    page.get_by_test_id("send-move").click()
    field = page.get_by_test_id("send-link")
    expect(field).to_be_visible()
    expect(page.get_by_test_id("send-said")).not_to_be_empty()
    return field.input_value()


def expect_waiting(page):
    expect(page.get_by_test_id("link-turn")).to_contain_text("Waiting for your opponent")
    expect(page.get_by_test_id("send-move")).to_be_visible()


def expect_my_turn(page, orientation, last):
    expect(page.get_by_test_id("link-turn")).to_have_text("Your move")
    expect(page.get_by_test_id("send-move")).to_be_hidden()
    expect(page.locator("svg.kb-board")).to_have_attribute("data-orientation", orientation)
    for name in (last[:2], last[2:4]):
        expect(square(page, name)).to_have_class(re.compile(r"\bkb-last\b"))


def library_ids(page):
    """The ids of the games in this browser's library (the Games page)."""
    page.goto(page.url.split("?")[0].rsplit("/", 1)[0] + "/games.html")
    wait_ready(page)
    return page.get_by_test_id("games-list").locator("tr[data-game-id]").evaluate_all(
        "rows => rows.map(r => r.dataset.gameId)")


def test_three_moves_each_way_by_link(page_watch, fresh_context, site):
    # Alice in the session's browser (warm), Bob in a browser of his own.
    alice, alice_watch = page_watch.page, page_watch
    bob = fresh_context().new_page()
    bob_watch = PageWatch(bob, site.url)

    open_app(alice, site.url)
    open_new_game(alice)
    alice.get_by_test_id("opponent-select").select_option("link")
    alice.get_by_test_id("new-game").click()
    expect(alice.get_by_test_id("link-turn")).to_have_text("Your move")

    sent, ids = None, set()
    for i, move in enumerate(MOVES):
        page, orientation = (alice, "sente") if i % 2 == 0 else (bob, "gote")
        if sent is not None:
            page.goto(sent)
            wait_ready(page)
            expect_my_turn(page, orientation, MOVES[i - 1])
        play(page, move)
        expect_waiting(page)
        # The side that just moved can no longer move: its opponent's pieces do not lift.
        other = MOVES[i + 1][:2] if i + 1 < len(MOVES) else "5g"
        click(page, square(page, other))
        expect(page.locator(".kb-selected")).to_have_count(0)
        sent = send(page)
        query = parse_qs(urlsplit(sent).query)
        assert query["moves"] == [",".join(MOVES[:i + 1])] and query["mode"] == ["link"]
        ids.add(query["game-id"][0])
    assert len(ids) == 1  # one game id for the whole game

    alice.goto(sent)  # Alice receives Bob's third move: her turn again
    wait_ready(alice)
    expect_my_turn(alice, "sente", MOVES[-1])
    bob.goto(sent)    # Bob reopening his own link stays the side that waits
    wait_ready(bob)
    expect_waiting(bob)
    expect(bob.locator("svg.kb-board")).to_have_attribute("data-orientation", "gote")

    alice.get_by_test_id("resign").click()  # on her turn: the resignation goes by link too
    expect(alice.get_by_test_id("link-turn")).to_contain_text("The game is over")
    resigned = send(alice)
    assert parse_qs(urlsplit(resigned).query)["end"] == ["resign:0"]
    bob.goto(resigned)
    wait_ready(bob)
    expect(bob.get_by_test_id("status")).to_contain_text("Gote wins by resignation")
    expect(bob.get_by_test_id("link-turn")).to_contain_text("The game is over")

    (game_id,) = ids
    assert library_ids(bob) == [game_id]
    assert library_ids(alice).count(game_id) == 1  # (her library holds other tests' games too)
    bob_watch.assert_clean()
