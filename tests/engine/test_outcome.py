"""Outcomes the boards do not decide themselves: running out of time loses, in both games."""

from kiban import shogi, xiangqi
from kiban.outcome import Outcome, Termination


def test_time_forfeit_loses_in_both_games():
    gote_flagged = Outcome.time_forfeit(shogi.GOTE, "Gote")
    assert gote_flagged == Outcome(Termination.TIME_FORFEIT, shogi.SENTE, "Gote ran out of time")
    assert gote_flagged.result() == "1-0"
    red_flagged = Outcome.time_forfeit(xiangqi.RED, "Red")
    assert red_flagged.winner == xiangqi.BLACK and red_flagged.result() == "0-1"
    assert Termination.TIME_FORFEIT.value == "time forfeit"
