"""Game sessions: playing, taking back, reviewing, endings, and the saved form."""

import json

import pytest

from kiban import shogi
from kiban.outcome import Termination
from webui.play.session import GameSession, SessionError
from webui.play.texts import handicap_label, points_line, result_title, status_line

# A short game to mate (gote's king walks into sente's camp), found with the engine.
SHORT_MATE = ("3g3f 8b6b 2h3h 5a5b 3h4h 8c8d 1g1f 6c6d 1i1g 5b6c 3f3e 6c7d 4h3h 7d8e 8g8f "
              "8e8f 3e3d 8f8g 3i4h 4a5b 3h3f 5b4b 6i7h").split()


def play(session, *moves):
    for text in moves:
        session.play(session.adapter.parse(text))


def test_play_review_and_take_back():
    s = GameSession("shogi")
    play(s, "7g7f", "3c3d", "8h2b+")
    assert s.moves == ["7g7f", "3c3d", "8h2b+"] and s.ply == 3
    s.review(1)
    assert s.reviewing and s.shown_board().sfen().split()[0] == (
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL")
    assert not s.accepts_moves()
    with pytest.raises(SessionError):
        play(s, "3a2b")
    assert len(s.board.move_stack) == 3  # reviewing does not change the game
    s.review(3)
    assert not s.reviewing
    assert s.take_back() and s.moves == ["7g7f", "3c3d"]
    with pytest.raises(SessionError):
        s.review(5)


def test_illegal_move_is_refused_by_the_engine_and_nothing_changes():
    s = GameSession("shogi")
    with pytest.raises(ValueError):
        play(s, "7g7e")
    assert s.moves == [] and s.board.ply == 0


def test_mate_ends_the_game_and_status_names_the_winner():
    s = GameSession("shogi")
    play(s, *SHORT_MATE[:-1])
    assert s.outcome() is None
    play(s, SHORT_MATE[-1])
    outcome = s.outcome()
    assert outcome.termination is Termination.CHECKMATE and outcome.winner == 0
    assert status_line(s, s.board) == "Sente wins by checkmate"
    assert not s.accepts_moves()


def test_resignation_then_take_back_reopens_the_game():
    s = GameSession("shogi")
    play(s, "7g7f")
    s.resign(s.board.turn)
    assert s.outcome().termination is Termination.RESIGNATION and s.outcome().winner == 0
    assert result_title(s.outcome(), s.adapter.colors, "shogi") == "Sente wins by resignation"
    with pytest.raises(SessionError):
        s.resign(0)
    assert s.take_back() and s.outcome() is None and s.moves == ["7g7f"]


def test_shogi_has_no_agreed_draw():
    with pytest.raises(SessionError):
        GameSession("shogi").agree_draw()


def test_declaring_impasse_too_early_loses_under_the_rule():
    s = GameSession("shogi")
    s.declare_impasse()
    assert s.outcome().termination is Termination.DECLARATION and s.outcome().winner == 1
    assert "24-point" in points_line(s) and "sente 27" in points_line(s)


def test_handicap_game_starts_with_gote():
    s = GameSession("shogi", handicap="rook")
    assert s.board.turn == 1 and s.handicap == "rook"
    assert status_line(s, s.board) == "Gote to move"
    assert handicap_label("rook-lance") == "Rook and lance" and handicap_label("2-piece") == "2-piece"


def test_save_and_restore_round_trip():
    s = GameSession("shogi", handicap="bishop", rule="27-point")
    play(s, "5a4b", "7g7f")
    s.review(1)
    data = json.loads(json.dumps(s.to_dict()))
    back, problem = GameSession.from_dict(data)
    assert problem is None
    assert (back.moves, back.start, back.rule, back.review_ply, back.handicap) == (
        ["5a4b", "7g7f"], s.start, "27-point", 1, "bishop")


def test_restored_ending_is_replayed():
    s = GameSession("shogi")
    play(s, "7g7f")
    s.resign(1)
    back, _ = GameSession.from_dict(s.to_dict())
    assert back.outcome() == s.outcome()


def test_a_damaged_save_keeps_the_moves_before_the_bad_one():
    s = GameSession("shogi")
    play(s, "7g7f", "3c3d")
    data = s.to_dict()
    data["moves"] = ["7g7f", "3c3d", "<img src=x onerror=alert(1)>", "2g2f"]
    back, problem = GameSession.from_dict(data)
    assert back.moves == ["7g7f", "3c3d"]
    assert "move 3" in problem


@pytest.mark.parametrize("data", [
    None, [], {"v": 99}, {"v": 1, "game": "chess", "start": "x", "moves": []},
    {"v": 1, "game": "shogi", "start": "not a sfen", "moves": []},
    {"v": 1, "game": "shogi", "start": shogi.START_SFEN, "moves": "7g7f"},
    {"v": 1, "game": "shogi", "start": shogi.START_SFEN, "moves": [], "rule": "99-point"},
])
def test_unusable_saves_are_refused_with_a_reason(data):
    with pytest.raises(SessionError) as error:
        GameSession.from_dict(data)
    assert str(error.value)


def test_sennichite_is_reported_as_a_draw():
    s = GameSession("shogi")
    cycle = ["2h3h", "8b7b", "3h2h", "7b8b"]
    play(s, *(cycle * 2 + cycle[:3]))
    assert s.outcome() is None  # the start position has stood three times
    play(s, cycle[3])
    assert s.outcome().termination is Termination.REPETITION
    assert status_line(s, s.board) == "Draw by repetition (sennichite)"
