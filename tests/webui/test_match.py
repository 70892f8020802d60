"""A match (webui/play/match.py): colours per game, the score, and the replay with colours swapped
and the rest of the thinking time after sennichite or a 24-point impasse draw."""

import json

import pytest

from fake_time import FakeTime

from kiban import shogi
from kiban.errors import KibanError
from kiban.outcome import Outcome, Termination
from webui.play.clock import Clock
from webui.play.match import DRAW, PLAYING, REPLAY, WIN, Match, MatchGame, replay_due
from webui.play.timecontrol import TimeControl

MIN, SEC = 60_000, 1000
SENNICHITE = Outcome(Termination.REPETITION, None, "the same position for the fourth time")
JISHOGI = Outcome(Termination.IMPASSE, None, "impasse: 27 to 27 points, a draw (jishogi)")
MATE_BY_SENTE = Outcome(Termination.CHECKMATE, shogi.SENTE, "Gote is checkmated")


def test_which_draws_are_replayed():
    assert replay_due("shogi", SENNICHITE, "24-point")
    assert replay_due("shogi", SENNICHITE, "27-point-dutch")
    assert replay_due("shogi", JISHOGI, "24-point")
    assert not replay_due("shogi", JISHOGI, "27-point-dutch")  # the Dutch site's draw stands
    assert not replay_due("xiangqi", SENNICHITE, None)
    assert not replay_due("shogi", MATE_BY_SENTE, "24-point")
    perpetual = Outcome(Termination.PERPETUAL_CHECK, shogi.GOTE, "perpetual check by sente")
    assert not replay_due("shogi", perpetual, "24-point")


def test_colours_alternate_and_the_score_counts_wins_and_draws():
    match = Match.new(first=1, names=("You", "Computer"))
    assert match.player_of(shogi.SENTE) == 1 and match.player_of(shogi.GOTE) == 0
    match.finish(MATE_BY_SENTE)  # B played sente and won
    assert match.current.result == WIN and match.current.winner == 1
    assert match.score() == (0, 1)
    game = match.next_game()
    assert game.first == 0 and match.player_of(shogi.SENTE) == 0
    match.finish(Outcome(Termination.AGREEMENT, None, "draw by agreement"))
    assert match.score() == (0.5, 1.5) and match.current.result == DRAW


def test_a_replay_swaps_colours_carries_the_clock_over_and_scores_as_one_game():
    now = FakeTime()
    clock = Clock(TimeControl(10 * MIN, byoyomi=30 * SEC, periods=1), now)
    clock.start()
    now.advance(4 * MIN)  # A (sente) used 4 minutes
    clock.press()
    now.advance(10 * MIN + 5 * SEC)  # B (gote) is into byoyomi
    clock.press()
    now.advance(1 * MIN)  # A thinks a minute; then sennichite
    clock.pause()
    match = Match.new(first=0)
    replay = match.replay_swapped(clock)
    assert match.games[0].result == REPLAY and match.current == MatchGame(1, PLAYING)
    assert match.player_of(shogi.SENTE) == 1  # B now plays sente with B's time
    assert replay.in_byoyomi(shogi.SENTE) and replay.remaining(shogi.SENTE) == 30 * SEC
    assert replay.remaining(shogi.GOTE) == 5 * MIN and replay.running is None
    assert match.score() == (0, 0)  # the drawn game scores nothing
    match.finish(MATE_BY_SENTE)
    assert match.score() == (0, 1)
    assert Match.new().replay_swapped() is None  # no clock, nothing to carry over


def test_a_game_ends_once():
    match = Match.new()
    with pytest.raises(KibanError, match="has not ended yet"):
        match.next_game()
    match.finish(MATE_BY_SENTE)
    with pytest.raises(KibanError, match="already ended"):
        match.finish(MATE_BY_SENTE)
    with pytest.raises(KibanError, match="already ended"):
        match.replay_swapped()
    with pytest.raises(ValueError):
        Match.new(first=2)


def test_saved_and_restored():
    match = Match.new(first=1, names=("Anna", "Bert"))
    match.replay_swapped()
    match.finish(MATE_BY_SENTE)
    match.next_game()
    restored = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    assert restored == match and restored.score() == (1, 0)


@pytest.mark.parametrize("data", [
    None, {}, {"names": ["A", "B"], "games": []}, {"names": ["A"], "games": [[0, "playing", None]]},
    {"names": ["A", "B"], "games": [[2, "playing", None]]},
    {"names": ["A", "B"], "games": [[0, "won", None]]},
    {"names": ["A", "B"], "games": [[0, "win", None]]},
    {"names": ["A", "B"], "games": [[0, "draw", 1]]},
    {"names": ["A", "B"], "games": [[0, "playing", None], [1, "playing", None]]},
    {"names": ["A", "B"], "games": [[0, "playing"]]},
])
def test_an_unreadable_saved_match_is_a_kiban_error(data):
    with pytest.raises(KibanError, match="the saved match cannot be read"):
        Match.from_dict(data)
