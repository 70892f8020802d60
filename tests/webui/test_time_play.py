"""The parts of timed play the page reads (pure Python): losing on time in a session, its
wording, what a clock face shows and when the page must look again, which sound a move makes."""

from fake_time import FakeTime

from kiban import shogi, xiangqi
from kiban.outcome import Termination
from webui.play.clock import Clock
from webui.play.clockface import beep_in, face, wake_in
from webui.play.cues import after_cue, move_cue
from webui.play.session import GameSession, SessionError
from webui.play.texts import result_title, status_line
from webui.play.timecontrol import TimeControl

import pytest

SEC = 1000
BYOYOMI = TimeControl(60 * SEC, byoyomi=5 * SEC, periods=2)


def test_running_out_of_time_loses_in_both_games_and_is_saved():
    for game, loser, title in (("shogi", 1, "Sente wins on time"),
                               ("xiangqi", 0, "Black wins on time")):
        s = GameSession(game)
        s.time_forfeit(loser)
        outcome = s.outcome()
        assert outcome.termination is Termination.TIME_FORFEIT and outcome.winner == 1 - loser
        assert result_title(outcome, s.game) == status_line(s) == title
        assert not s.accepts_moves()
        back, problem = GameSession.from_dict(s.to_dict())
        assert problem is None and back.outcome() == outcome and back.ending == ("time", loser)
        with pytest.raises(SessionError):
            s.resign(0)
        assert s.take_back() and s.outcome() is None


def test_a_face_shows_time_periods_and_the_running_side():
    now = FakeTime()
    clock = Clock(BYOYOMI, now)
    assert face(clock, 0) == face(clock, 1)
    assert (face(clock, 0).text, face(clock, 0).ms, face(clock, 0).periods) == ("1:00", 60_000, 2)
    clock.start()
    now.advance(60_000 + 1_500)                      # into the first period
    f = face(clock, 0)
    assert (f.text, f.ms, f.periods, f.running, f.low, f.byoyomi) == (
        "0:03.5", 3_500, 2, True, True, True)
    assert not face(clock, 1).running and not face(clock, 1).low


def test_wake_in_is_the_next_redraw_beep_or_flag():
    now = FakeTime()
    clock = Clock(BYOYOMI, now)
    assert wake_in(clock) is None                    # standing: nothing to wait for
    clock.start()
    assert wake_in(clock) == 1                       # 60 000 ms: '1:00' becomes '0:59' next ms
    now.advance(500)
    assert wake_in(clock) == 501
    now.advance(60_000 - 500 + 700)                  # 4 300 ms left in the first period
    assert beep_in(clock) == 300                     # the '4 seconds left' beep
    assert wake_in(clock) == 1                       # tenths: the text changes first
    now.advance(4_299 + 5_000)                       # 1 ms before the last period ends
    assert clock.flag_in() == 1 and wake_in(clock) == 1
    now.advance(1)
    assert clock.flagged() == 0 and wake_in(clock) == 0


def test_move_cues():
    board = shogi.Board("4k4/9/4p4/9/9/9/9/9/4K3R b P 1")  # sente: rook 1i, pawn in hand
    assert move_cue(board, shogi.Move.from_usi("1i1h")) == "move"
    assert move_cue(board, shogi.Move.from_usi("P*5d")) == "move"
    assert move_cue(board, shogi.Move.from_usi("1i1c+")) == "promotion"
    capture = shogi.Board("4k4/9/4p3p/9/9/9/9/9/4K3R b - 1")
    assert move_cue(capture, shogi.Move.from_usi("1i1c")) == "capture"
    x = xiangqi.Board()
    assert move_cue(x, xiangqi.Move.from_uci("h2h9")) == "capture"
    assert after_cue("capture", check=True, ended=False) == "check"
    assert after_cue("move", check=True, ended=True) == "game-end"
    assert after_cue("capture", check=False, ended=False) == "capture"


def test_the_computers_request_carries_its_think_time_and_keeps_its_key():
    from webui.play.opponent import Opponent, key_of
    from webui.play.timeplan import think_seconds
    s = GameSession("shogi")
    now = FakeTime()
    clock = Clock(BYOYOMI, now)
    clock.start()
    now.advance(60_000)                              # sente is in byoyomi: 5 s periods
    seconds = think_seconds(clock)
    assert 0 < seconds <= 4.0                        # a period less the page's 1 s margin
    request = Opponent(0, 5).request(s, seconds)
    assert request["time_limit"] == seconds
    assert "time_limit" not in Opponent(0, 5).request(s)
    assert key_of(request) == key_of(Opponent(0, 5).request(s))


def test_furigoma_and_match_words():
    from kiban import games
    from kiban.outcome import Outcome
    from webui.play.furigoma import EDGE, FU, TO, Furigoma
    from webui.play.match import Match
    from webui.play.matchtexts import furigoma_line, match_line
    shogi_game = games.get("shogi")
    toss = Furigoma(0, ((FU, EDGE, TO, TO, FU), (FU, TO, FU, FU, TO)))
    assert furigoma_line(toss, ("You", "Computer"), shogi_game) == (
        "Furigoma: 歩 と 歩 歩 と (tossed again 1×: a pawn stood on its edge) — 3 歩 of 5 · "
        "You play Sente")
    assert furigoma_line(Furigoma(0, ((TO,) * 5,)), ("You", "Computer"), shogi_game) == (
        "Furigoma: と と と と と — 0 歩 of 5 · Computer plays Sente")
    match = Match.new(0, ("Player A", "Player B"))
    match.replay_swapped()
    assert match_line(match, shogi_game) == "Player A 0 – 0 Player B · game 2: Player B plays Sente"
    match.finish(Outcome(Termination.AGREEMENT, None, "draw"))
    assert match_line(match, shogi_game).startswith("Player A ½ – ½ Player B")
