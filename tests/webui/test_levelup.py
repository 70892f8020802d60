"""Stepping up the ladder (webui/play/levelup.py): two wins in a row against the computer at a
level offer the next level, or in shogi a smaller handicap when the computer gave one; the
streak lives in the reader's settings and survives being saved and read back."""

from kiban import games
from webui.play.levelup import Offer, after_game, offer, smaller_handicap, streak
from webui.play.opponent import Opponent
from webui.play.settings import read_settings, write_settings

SHOGI, XIANGQI = games.get("shogi"), games.get("xiangqi")


def played(settings, game, opponent, handicap, *winners):
    """``settings`` after games won by ``winners`` (colours, None = draw), saved and read back
    each time as the page does."""
    for winner in winners:
        settings = read_settings(write_settings(after_game(settings, game, opponent, handicap, winner)))
    return settings


def test_two_wins_in_a_row_offer_the_next_level_and_one_win_does_not():
    vs = Opponent(computer=1, level=3)  # the human plays colour 0
    once = played({"notation": {"shogi": "kif"}}, SHOGI, vs, None, 0)
    assert offer(once, SHOGI, vs, None) is None
    twice = played(once, SHOGI, vs, None, 0)
    assert offer(twice, SHOGI, vs, None) == Offer(4)
    assert twice["notation"] == {"shogi": "kif"}  # other settings kept
    assert offer(played(twice, SHOGI, vs, None, 0), SHOGI, vs, None) == Offer(4)  # a third win too


def test_a_loss_or_a_draw_between_two_wins_starts_the_count_again():
    vs = Opponent(computer=0, level=2)  # the human plays colour 1
    for between in (0, None):  # the computer won; a draw
        settings = played({}, XIANGQI, vs, None, 1, between, 1)
        assert offer(settings, XIANGQI, vs, None) is None
        assert offer(played(settings, XIANGQI, vs, None, 1), XIANGQI, vs, None) == Offer(3)


def test_wins_count_per_level_and_per_game():
    low, high = Opponent(computer=1, level=1), Opponent(computer=1, level=2)
    settings = played({}, SHOGI, low, None, 0)
    settings = played(settings, SHOGI, high, None, 0)   # another level: a new streak
    assert offer(settings, SHOGI, high, None) is None
    settings = played(settings, XIANGQI, low, None, 0, 0)  # xiangqi's streak leaves shogi's alone
    assert streak(settings, SHOGI) == {"level": 2, "handicap": None, "wins": 1}
    assert offer(settings, XIANGQI, low, None) == Offer(2)
    assert offer(settings, SHOGI, low, None) is None  # the offer is for the level just played


def test_games_between_people_and_damaged_settings_are_ignored():
    people = Opponent()
    assert played({}, SHOGI, people, None, 0, 0) == {}
    vs = Opponent(computer=1, level=1)
    for damaged in ({"ladder": 3}, {"ladder": {"shogi": "x"}}, {"ladder": {"shogi": {"level": 99, "wins": 5}}}):
        assert offer(damaged, SHOGI, vs, None) is None
        assert streak(after_game(damaged, SHOGI, vs, None, 0), SHOGI)["wins"] == 1


def test_the_top_level_offers_nothing_more_unless_a_handicap_can_shrink():
    top = Opponent(computer=1, level=8)
    assert offer(played({}, SHOGI, top, None, 0, 0), SHOGI, top, None) is None
    giving = Opponent(computer=1, level=8)  # handicap games: gote (the computer) gives it, moves first
    settings = played({}, SHOGI, giving, "2-piece", 0, 0)
    assert offer(settings, SHOGI, giving, "2-piece") == Offer(None, True, "rook-lance")


def test_a_handicap_the_computer_gives_shrinks_step_by_step_down_to_an_even_game():
    vs = Opponent(computer=1, level=4)
    settings = played({}, SHOGI, vs, "bishop", 0, 0)
    assert offer(settings, SHOGI, vs, "bishop") == Offer(5, True, "right-lance")
    assert smaller_handicap(SHOGI, "lance") is None  # after the smallest: an even game
    assert smaller_handicap(SHOGI, "naked-king") == "three-pawns"
    human_gives = Opponent(computer=0, level=4)  # the human is gote and gives the handicap
    settings = played({}, SHOGI, human_gives, "bishop", 1, 1)
    assert offer(settings, SHOGI, human_gives, "bishop") == Offer(5)
