"""Who the game page's player strips say plays each side (webui.play.players)."""

from webui.play.opponent import Opponent
from webui.play.players import player_titles


def test_against_the_computer_its_side_says_its_level():
    assert player_titles(Opponent(computer=1, level=3), None, 0) == ("You", "Computer, level 3")
    assert player_titles(Opponent(computer=0, level=5), None, 0) == ("Computer, level 5", "You")


def test_by_link_this_device_is_you_whichever_way_the_board_turns():
    assert player_titles(Opponent(), 1, 0) == ("A friend", "You")
    assert player_titles(Opponent(), 0, 1) == ("You", "A friend")


def test_at_one_screen_the_side_at_the_bottom_is_you():
    assert player_titles(Opponent(), None, 0) == ("You", "A friend")
    assert player_titles(Opponent(), None, 1) == ("A friend", "You")
