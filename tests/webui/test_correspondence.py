"""Play by link (webui/play/correspondence.py, and its opening): the link sent after a move, who
plays which side when a link is opened, whose turn the page announces, and bad links."""

import random
from urllib.parse import parse_qs

import pytest

from webui.library.tab import Tag, adopt
from webui.play.correspondence import (Correspondence, join, new_id, requested, send_query,
                                       turn_text)
from webui.play.links import LinkError, split_query
from webui.play.opening import open_game
from webui.play.session import GameSession


def game(*usi):
    session = GameSession("shogi")
    for text in usi:
        session.play(session.game.parse_move(text))
    return session


def test_the_link_sent_carries_the_game_the_mode_and_the_id():
    state = Correspondence(0, "link-abc123")
    query = send_query(game("7g7f", "3c3d", "2g2f"), state)
    params = parse_qs(query[1:])
    assert params == {"game": ["shogi"], "moves": ["7g7f,3c3d,2g2f"], "mode": ["link"],
                      "game-id": ["link-abc123"]}
    assert requested(split_query(query)) == "link-abc123"


def test_a_resignation_goes_with_the_link_and_ends_the_game_on_the_other_side():
    resigned = game("7g7f", "3c3d")
    resigned.resign(0)
    query = send_query(resigned, Correspondence(0, "link-abc123"))
    assert parse_qs(query[1:])["end"] == ["resign:0"]
    opened = open_game(query, GameSession("shogi"))
    assert opened.session.outcome().winner == 1
    assert turn_text(opened.session, join("link-abc123", opened.session, None, False)) == \
        "The game is over: send the link so your opponent sees the end."


def test_the_receiver_plays_the_side_to_move_and_the_sender_stays_who_they_were():
    sent = game("7g7f")
    alice = Correspondence(0, "link-abc123")
    bob = join("link-abc123", sent, None, same_game=False)
    assert bob == Correspondence(1, "link-abc123")
    assert join("link-abc123", sent, alice, same_game=True) == alice   # Alice reopens her link
    assert join("link-abc123", game("7g7f", "3c3d"), alice, same_game=False) == alice
    assert join("link-other", sent, alice, same_game=True).player == 1  # another game


def test_whose_turn_the_page_announces():
    state = Correspondence(1, "link-abc123")
    assert turn_text(game("7g7f"), state) == "Your move"
    assert turn_text(game("7g7f", "3c3d"), state).startswith("Waiting for your opponent")
    resigned = game("7g7f")
    resigned.resign(1)
    assert turn_text(resigned, state).startswith("The game is over")


def test_the_next_link_continues_the_saved_game_without_keeping_it_aside():
    saved = game("7g7f")
    opening = open_game("?game=shogi&moves=7g7f,3c3d&mode=link&game-id=link-abc123", saved)
    assert opening.by_link == "link-abc123" and opening.kept is None
    other = open_game("?game=shogi&moves=2g2f&mode=link&game-id=link-abc123", saved)
    assert other.kept is not None          # not the saved game's continuation: kept aside
    plain = open_game("?game=shogi&moves=7g7f,3c3d", saved)
    assert plain.by_link is None and plain.kept is not None


@pytest.mark.parametrize("query, words", [
    ("?game=shogi&mode=mail", "'mode' can only be 'link'"),
    ("?game=shogi&mode=link&game-id=Bad%20Id!", "'game-id' names a game played by link"),
])
def test_bad_play_by_link_parameters_are_explained(query, words):
    with pytest.raises(LinkError) as caught:
        requested(split_query(query))
    assert words in str(caught.value)
    assert words in str(open_game(query, game()).error)


def test_a_link_without_an_id_gets_a_new_one_and_saved_states_are_checked():
    ident = requested(split_query("?game=shogi&mode=link"))
    assert ident.startswith("link-") and len(ident) == 17
    assert new_id(random.Random(1)) == new_id(random.Random(1))
    assert Correspondence.from_dict({"player": 1, "id": "link-x"}) == Correspondence(1, "link-x")
    for bad in (None, {}, {"player": 2, "id": "link-x"}, {"player": 0, "id": "<b>"}):
        assert Correspondence.from_dict(bad) is None


def test_the_library_keeps_a_game_by_link_under_the_link_s_id():
    restored = {"library": {"id": "link-abc123", "created": 5}}
    assert adopt(restored, "link-abc123", 99) == Tag("link-abc123", 5)   # its entry continues
    assert adopt({"library": {"id": "other-1", "created": 5}}, "link-abc123", 99) == \
        Tag("link-abc123", 99)
    assert adopt(None, "link-abc123", 99) == Tag("link-abc123", 99)
