"""Game sessions: playing, taking back, reviewing, endings, and the saved form."""

import json

import pytest

from kiban import shogi
from kiban.outcome import Termination
from webui.play.session import GameSession, SessionError
from webui.play.texts import points_line, result_title, status_line

# A short game to mate (gote's king walks into sente's camp), found with the engine.
SHORT_MATE = ("3g3f 8b6b 2h3h 5a5b 3h4h 8c8d 1g1f 6c6d 1i1g 5b6c 3f3e 6c7d 4h3h 7d8e 8g8f "
              "8e8f 3e3d 8f8g 3i4h 4a5b 3h3f 5b4b 6i7h").split()


def play(session, *moves):
    for text in moves:
        session.play(session.game.parse_move(text))


def test_play_review_and_take_back():
    s = GameSession("shogi")
    play(s, "7g7f", "3c3d", "8h2b+")
    assert s.move_texts() == ["7g7f", "3c3d", "8h2b+"] and s.ply == 3
    s.review(1)
    assert s.reviewing and s.shown_board().sfen().split()[0] == (
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL")
    assert s.accepts_moves()           # a move here would open a variation
    with pytest.raises(ValueError, match="own piece stands on 2b"):
        play(s, "3a2b")                  # an illegal move is refused there too
    assert len(s.board.move_stack) == 3 and len(s.root.children[0].children) == 1
    s.review(3)
    assert not s.reviewing
    assert s.take_back() and s.move_texts() == ["7g7f", "3c3d"]
    with pytest.raises(SessionError):
        s.review(5)


def test_illegal_move_is_refused_by_the_engine_and_nothing_changes():
    s = GameSession("shogi")
    with pytest.raises(ValueError):
        play(s, "7g7e")
    assert s.move_texts() == [] and s.board.ply == 0


def test_mate_ends_the_game_and_status_names_the_winner():
    s = GameSession("shogi")
    play(s, *SHORT_MATE[:-1])
    assert s.outcome() is None
    play(s, SHORT_MATE[-1])
    outcome = s.outcome()
    assert outcome.termination is Termination.CHECKMATE and outcome.winner == 0
    assert status_line(s) == "Sente wins by checkmate"
    assert not s.accepts_moves()


def test_resignation_then_take_back_reopens_the_game():
    s = GameSession("shogi")
    play(s, "7g7f")
    s.resign(s.board.turn)
    assert s.outcome().termination is Termination.RESIGNATION and s.outcome().winner == 0
    assert result_title(s.outcome(), s.game) == "Sente wins by resignation"
    with pytest.raises(SessionError):
        s.resign(0)
    assert s.take_back() and s.outcome() is None and s.move_texts() == ["7g7f"]


def test_shogi_has_no_agreed_draw():
    with pytest.raises(SessionError):
        GameSession("shogi").agree_draw()


def test_declaring_impasse_too_early_loses_under_the_rule():
    s = GameSession("shogi")
    s.declare_impasse()
    assert s.outcome().termination is Termination.DECLARATION and s.outcome().winner == 1
    assert "24 points" in points_line(s) and "Sente 27" in points_line(s)


def test_handicap_game_starts_with_gote():
    s = GameSession("shogi", handicap="rook")
    assert s.board.turn == 1 and s.handicap == "rook"
    assert status_line(s) == "Gote to move"
    assert s.game.handicap_label("rook-lance") == "Rook and lance"
    assert s.game.handicap_label("2-piece") == "2-piece"


def test_save_and_restore_round_trip():
    s = GameSession("shogi", handicap="bishop", rule="27-point")
    play(s, "5a4b", "7g7f")
    s.review(1)
    data = json.loads(json.dumps(s.to_dict()))
    back, problem = GameSession.from_dict(data)
    assert problem is None
    assert (back.move_texts(), back.start, back.rule, back.ply, back.handicap) == (
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
    assert back.move_texts() == ["7g7f", "3c3d"]
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
    assert status_line(s) == "Draw by repetition (sennichite)"


# -- the move tree -----------------------------------------------------------------------------
def test_the_line_holds_engine_moves_and_text_only_at_the_edges():
    s = GameSession("shogi")
    play(s, "7g7f", "3c3d")
    assert s.moves == [shogi.Move.from_usi("7g7f"), shogi.Move.from_usi("3c3d")]
    assert s.root.mainline() == s.moves and s.line_end is s.root.end()
    assert s.to_dict()["moves"] == ["7g7f", "3c3d"]


def test_reviewing_walks_one_kept_board_and_matches_a_fresh_replay():
    s = GameSession("shogi")
    play(s, *SHORT_MATE[:8])
    shown = None
    for ply in (7, 3, 0, 5, 8, 2):
        s.review(ply)
        board = s.shown_board()
        assert shown is None or board is shown or ply == 8   # one kept board, not a copy per step
        shown = board if ply != 8 else shown
        fresh = shogi.Board()
        for usi in SHORT_MATE[:ply]:
            fresh.push_usi(usi)
        assert board.sfen() == fresh.sfen() and len(board.move_stack) == ply
        assert s.facts().text == fresh.sfen()
    assert s.board.sfen().startswith(s.facts(live=True).text.split()[0])


def test_facts_are_asked_of_the_engine_once_per_position(monkeypatch):
    s = GameSession("xiangqi")
    play(s, "h2e2", "h9g7")              # (playing asked for the facts of each position)
    calls = []
    original = type(s.board).outcome
    monkeypatch.setattr(type(s.board), "outcome", lambda board: calls.append(1) or original(board))
    for ply in (2, 1, 0, 1, 2, 2):
        s.review(ply)
        for _ in range(3):
            s.facts(), s.facts(live=True), s.outcome(), s.accepts_moves(), s.shown_outcome()
    assert calls == []                   # play answered each position's facts: none is asked again


def test_a_move_at_an_earlier_position_plays_a_variation_into_the_tree():
    s = GameSession("shogi")
    play(s, "7g7f", "3c3d", "2g2f")
    s.review(1)
    play(s, "3c3d")                                # the line's own next move: just follows it
    assert s.ply == 2 and s.move_texts() == ["7g7f", "3c3d", "2g2f"]
    s.review(1)
    play(s, "8c8d")                                # another move: a variation, followed from now
    assert s.move_texts() == ["7g7f", "8c8d"] and s.ply == 2 and not s.reviewing
    first = s.root.children[0]
    assert [s.game.move_text(n.move) for n in first.children] == ["3c3d", "8c8d"]
    assert s.root.mainline() == [shogi.Move.from_usi(m) for m in ("7g7f", "3c3d", "2g2f")]
    assert s.board.sfen() == s.shown_board().sfen() and len(s.board.move_stack) == 2
    s.review(1)
    play(s, "3c3d")                                # back into the main line and to its end
    assert s.move_texts() == ["7g7f", "3c3d", "2g2f"] and s.ply == 2
    assert s.last_ply == 3 and len(s.board.move_stack) == 3


def test_a_variation_can_be_shown_promoted_deleted_and_saved():
    s = GameSession("shogi")
    play(s, "7g7f", "3c3d", "2g2f")
    s.review(1)
    play(s, "8c8d", "2g2f")                        # a variation at move 2, followed
    assert not s.on_main_line() and s.move_texts() == ["7g7f", "8c8d", "2g2f"]
    data = json.loads(json.dumps(s.to_dict()))     # the main line is saved first, and the line
    assert data["moves"] == ["7g7f", "3c3d", "2g2f"] and data["line"] == [0, 1, 0]
    back, problem = GameSession.from_dict(data)
    assert problem is None and back.move_texts() == ["7g7f", "8c8d", "2g2f"]
    assert back.root.mainline() == s.root.mainline() and not back.on_main_line()
    s.go_to(s.root.children[0].children[0])         # the main line's move 2
    assert s.ply == 2 and s.last_ply == 3 and s.on_main_line()
    assert s.move_texts() == ["7g7f", "3c3d", "2g2f"]
    s.go_to(s.root.at([0, 1]))
    assert s.ply == 2 and s.move_texts() == ["7g7f", "8c8d", "2g2f"] and s.reviewing
    assert s.shown_board().sfen().startswith("lnsgkgsnl/1r5b1/p1ppppppp/1p7/")
    s.promote()
    assert s.on_main_line() and [m.usi() for m in s.root.mainline()] == ["7g7f", "8c8d", "2g2f"]
    with pytest.raises(SessionError, match="only a move of a variation"):
        s.delete_variation()
    s.go_to(s.root.at([0, 1]))                      # the old main line, now a variation
    s.delete_variation()
    assert s.ply == 1 and s.move_texts() == ["7g7f", "8c8d", "2g2f"]
    assert len(s.root.children[0].children) == 1 and s.board.sfen() == back.board.sfen()


def test_version_1_saves_still_restore():
    data = {"v": 1, "game": "shogi", "start": shogi.START_SFEN, "handicap": None,
            "rule": "27-point", "moves": ["7g7f", "3c3d", "8h2b+"], "review": 2,
            "ending": ["resign", 1], "orientation": 1}
    back, problem = GameSession.from_dict(data)
    assert problem is None and back.move_texts() == ["7g7f", "3c3d", "8h2b+"]
    assert back.rule == "27-point" and back.outcome().winner == 0
    assert back.ply == 2 and back.reviewing and not back.accepts_moves()


def test_version_2_saves_keep_the_variations():
    s = GameSession("shogi")
    play(s, "7g7f", "3c3d", "2g2f", "8c8d")
    s.review(2)
    play(s, "6g6f", "8c8d")
    s.review(1)
    play(s, "4a3b")
    s.review(0)
    play(s, "7g7f", "3c3d", "2g2f", "8c8d")          # back to the main line's end
    data = json.loads(json.dumps(s.to_dict()))
    assert data["v"] == 2 and data["moves"] == ["7g7f", "3c3d", "2g2f", "8c8d"]
    assert data["variations"] == [[2, ["6g6f", "8c8d"]], [1, ["4a3b"]]]
    back, problem = GameSession.from_dict(data)
    assert problem is None
    lines = sorted(tuple(m.usi() for m in n.path()) for n in back.root.walk() if not n.children)
    assert lines == sorted(tuple(m.usi() for m in n.path()) for n in s.root.walk() if not n.children)


def test_a_bad_variation_is_dropped_and_said():
    s = GameSession("shogi")
    play(s, "7g7f")
    data = s.to_dict()
    # each variation starts from the line listed before it: 2g2f, then 2g2f 3c3d 9z9z
    data["variations"] = [[0, ["2g2f"]], [1, ["3c3d", "9z9z"]], [0, ["5g5f"]]]
    back, problem = GameSession.from_dict(data)
    assert "variation 2" in problem and back.move_texts() == ["7g7f"]
    assert [n.move.usi() for n in back.root.children] == ["7g7f", "2g2f"]
    assert [n.move.usi() for n in back.root.children[1].children] == ["3c3d"]
