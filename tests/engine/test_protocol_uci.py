"""A scripted UCI session (xiangqi, Pikafish style) with `python3 -m kiban.engine`."""

import time

import pytest

from kiban import xiangqi
from test_protocol_usi import (assert_mates_next_move, bestmove, check_complaints, check_mate_in_one,
                               check_no_answer_after_a_refused_position, check_perft_divide, start_engine)

pytestmark = pytest.mark.timed  # thinks under time limits or measures durations (pytest.ini)

MATE_1 = "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1"
MATE_3 = "3ak4/9/9/9/9/9/9/8R/9/R4K3 w - - 0 1"
MATED = "3k5/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1"
COMPOSED = "1r3k3/1n7/7r1/7p1/1p7/7P1/9/1C5C1/9/4K4 w - - 0 1"  # soldiers where they can never get


@pytest.fixture
def engine():
    process = start_engine()
    process.send("uci")
    yield process
    assert process.close() == 0


def test_handshake_and_options(engine):
    lines = engine.read_until("uciok")
    assert lines[0] == "id name Kiban (xiangqi)"
    names = [line.split()[2] for line in lines if line.startswith("option name")]
    assert names == ["Hash", "Level", "MoveLimit", "PerpetualRule"]
    engine.send("isready")
    assert engine.read_until("readyok") == ["readyok"]


def test_fen_positions_with_iccs_moves_and_perft_divide(engine):
    engine.read_until("uciok")
    engine.send("ucinewgame")
    board = xiangqi.Board()
    check_perft_divide(engine, board, ["h2e2", "h9g7"])
    assert "b0c2" in board.perft_divide(1)
    engine.send(f"position fen {board.fen()} moves b0c2")
    engine.send("d")
    board.push_uci("b0c2")
    assert engine.read_until("fen ")[-1] == f"fen {board.fen()}"


def test_mate_in_one_at_once_and_mate_in_two_moves(engine):
    check_mate_in_one(engine, f"position fen {MATE_1}", "go wtime 60000 btime 60000 winc 1000 binc 1000", "b0b9")
    engine.send(f"position fen {MATE_3}")
    engine.send("go movetime 5000")
    move, lines = bestmove(engine)
    assert any(" score mate 2 " in line for line in lines)  # UCI counts moves, not plies
    assert_mates_next_move(xiangqi.Board(MATE_3), xiangqi.Move.from_uci(move))


def test_no_legal_move_answers_none(engine):
    engine.send(f"position fen {MATED}")
    engine.send("go movetime 500")
    assert bestmove(engine)[0] == "(none)"


def test_stop_ends_an_infinite_search(engine):
    engine.read_until("uciok")
    engine.send("position startpos moves h2e2")
    engine.send("go infinite")
    time.sleep(0.5)
    start = time.monotonic()
    engine.send("stop")
    move, _ = bestmove(engine, 5)
    assert time.monotonic() - start < 1.5
    board = xiangqi.Board()
    board.push_uci("h2e2")
    assert board.is_legal(xiangqi.Move.from_uci(move))


def test_garbage_lines_get_an_info_string_and_the_engine_survives(engine):
    engine.read_until("uciok")
    garbage = ["position fen rnbakabnr w", "position fen 9/9/9/9/9/9/9/9/9/9 w - - 0 1",
               "position startpos moves h2e2 h2e2", "position startpos moves a0a10", "position sfen x",
               "go movetime soon", "go perft", "setoption name Hash value 0",
               "setoption name MoveLimit value forever", "usinewgame", "\t\x7f"]
    check_complaints(engine, garbage)
    engine.send("setoption name MoveLimit value asian")
    engine.send("position startpos")
    engine.send("go nodes 2000")
    move, _ = bestmove(engine)
    assert xiangqi.Board().is_legal(xiangqi.Move.from_uci(move))


def test_go_after_a_refused_position_does_not_answer_for_the_previous_one(engine):
    engine.read_until("uciok")
    check_no_answer_after_a_refused_position(
        engine, "position startpos moves h2e2",
        ["position fen rnbakabnr w", "position startpos moves h2e2 h9g7 zz", "position fen 3k5/9/9/9/9/9/9/9/9/K8 w",
         "position startpos moves h2e2 h2e2"], "(none)")


def test_positions_the_move_generator_handles_are_accepted(engine):
    engine.read_until("uciok")
    engine.send(f"position fen {COMPOSED}")
    engine.send("go perft 1")
    assert engine.read_until("Nodes searched")[-1] == "Nodes searched: 24"
