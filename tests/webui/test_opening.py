"""Which game the game page opens (webui/play/opening.py): the saved one or a link's, and the
saved game kept aside with its own orientation."""

from webui.play.opening import open_game
from webui.play.session import GameSession


def saved_game(*usi):
    session = GameSession("shogi")
    for text in usi:
        session.play(session.game.parse_move(text))
    return session


def test_without_a_link_the_saved_game_opens_as_it_was():
    saved = saved_game("7g7f")
    opening = open_game("?utm_source=mail", saved, orientation=1, problem="a note")
    assert (opening.session, opening.orientation, opening.problem) == (saved, 1, "a note")
    assert opening.kept is None and opening.error is None


def test_a_link_to_another_game_keeps_the_saved_one_with_its_own_orientation():
    saved = saved_game("2g2f", "8c8d")
    for saved_flip, link_flip in ((1, 0), (0, 1)):
        query = "?game=xiangqi&moves=b2e2" + ("&flip=1" if link_flip else "")
        opening = open_game(query, saved, orientation=saved_flip)
        assert opening.session.game.name == "xiangqi" and opening.orientation == link_flip
        assert opening.kept["moves"] == ["2g2f", "8c8d"]
        assert opening.kept["orientation"] == saved_flip


def test_the_same_game_is_not_kept_and_a_player_s_ending_survives_the_link():
    saved = saved_game("7g7f", "3c3d")
    opening = open_game("?moves=7g7f,3c3d&flip=1", saved)
    assert opening.kept is None and opening.orientation == 1
    saved.resign(0)
    opening = open_game("?moves=7g7f,3c3d&ply=1", saved)
    assert opening.session is saved and saved.ending and saved.ply == 1


def test_a_link_to_the_saved_game_keeps_its_variations():
    saved = saved_game("7g7f", "3c3d", "2g2f")
    saved.review(1)
    saved.play(saved.game.parse_move("8c8d"))          # a variation, followed
    opening = open_game("?moves=7g7f,8c8d&ply=1&notation=kif", saved)
    assert opening.session is saved and saved.ply == 1 and opening.notation == "kif"
    assert len(saved.root.children[0].children) == 2


def test_an_empty_saved_game_is_not_kept():
    assert open_game("?game=xiangqi", GameSession("shogi")).kept is None


def test_a_broken_link_opens_its_valid_part_and_keeps_the_saved_game():
    saved = saved_game("2g2f")
    opening = open_game("?game=xiangqi&moves=h2e2,9z9z&flip=1", saved, orientation=0)
    assert opening.error is not None and opening.error.bad_move == "9z9z"
    assert opening.session.move_texts() == ["h2e2"] and opening.orientation == 1
    assert opening.kept["orientation"] == 0
    unreadable = open_game("?game=chess", saved, orientation=1)
    assert unreadable.session is saved and unreadable.orientation == 1 and unreadable.kept is None
