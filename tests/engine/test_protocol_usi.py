"""A scripted USI session with `python3 -m kiban.engine`, as a shogi GUI would drive it."""

import os
import sys
import time
from pathlib import Path

import pytest

from kiban import shogi
from kiban.engine.client import EngineProcess
from test_search_core import forced_mate

pytestmark = pytest.mark.timed  # thinks under time limits or measures durations (pytest.ini)

ROOT = Path(__file__).resolve().parents[2]
MATE_1 = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"
MATE_3 = "7kl/9/6P2/9/9/9/9/9/K8 b GS 1"
MATED = "4k4/9/9/9/9/9/4p4/4g4/4K4 b - 1"
DECLARATION = "+L+NSGRGS+N+L/B3K4/9/9/9/9/9/9/4k4 b 10P 1"  # sente may declare impasse and win


def start_engine():
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    return EngineProcess([sys.executable, "-m", "kiban.engine"], cwd=str(ROOT), env=env)


@pytest.fixture
def engine():
    process = start_engine()
    process.send("usi")
    yield process
    assert process.close() == 0


def check_complaints(engine, garbage):
    """Each bad line is answered with an ``info string`` and the engine stays ready."""
    for line in garbage:
        engine.send(line)
        engine.send("isready")
        lines = engine.read_until("readyok")
        assert any(out.startswith("info string") for out in lines[:-1]), (line, lines)


def check_mate_in_one(engine, position, go, mate):
    """The mate in one is answered at once, even with a long clock, and reported as ``mate 1``."""
    engine.send(position)
    start = time.monotonic()
    engine.send(go)
    move, lines = bestmove(engine)
    assert move == mate and time.monotonic() - start < 3
    assert any(" score mate 1 " in line for line in lines)


def check_perft_divide(engine, board, moves):
    """``go perft 2`` after ``moves`` answers like Stockfish: ``move: count`` lines, a blank line,
    ``Nodes searched: N``; the counts agree with the library's."""
    engine.send("position startpos moves " + " ".join(moves))
    engine.send("go perft 2")
    lines = engine.read_until("Nodes searched")
    for move in moves:
        (board.push_usi if isinstance(board, shogi.Board) else board.push_uci)(move)
    divide = {k: int(v) for k, v in (line.split(": ") for line in lines[:-2])}
    assert divide == board.perft_divide(2)
    assert lines[-2] == "" and lines[-1] == f"Nodes searched: {board.perft(2)}"


def assert_mates_next_move(board, move):
    """After ``move`` every reply allows a mate in one."""
    board.push(move)
    for reply in list(board.legal_moves):
        board.push(reply)
        assert forced_mate(board, 1)
        board.pop()


def bestmove(engine, timeout=15):
    lines = engine.read_until("bestmove", timeout)
    return lines[-1].split()[1], lines


def test_handshake_announces_name_options_and_answers_isready(engine):
    lines = engine.read_until("usiok")
    assert lines[0].startswith("id name Kiban") and lines[1].startswith("id author")
    options = [line for line in lines if line.startswith("option name")]
    names = [line.split()[2] for line in options]
    assert names == ["USI_Hash", "Level", "ImpasseRule", "USI_Variant"]
    assert "type combo default declaration" in options[2]
    engine.send("isready")
    assert engine.read_until("readyok") == ["readyok"]


def test_position_with_moves_and_perft_divide_in_stockfish_format(engine):
    engine.read_until("usiok")
    engine.send("usinewgame")
    check_perft_divide(engine, shogi.Board(), ["7g7f", "3c3d"])
    engine.send("position sfen " + MATE_1 + " moves G*5b")
    engine.send("d")
    assert engine.read_until("sfen ")[-1] == "sfen 4k4/4G4/4P4/9/9/9/9/9/4K4 w - 2"


def test_mate_in_one_is_played_at_once_with_a_mate_score(engine):
    check_mate_in_one(engine, f"position sfen {MATE_1}", "go btime 60000 wtime 60000 byoyomi 10000", "G*5b")


def test_mate_in_three_is_found(engine):
    engine.send(f"position sfen {MATE_3}")
    engine.send("go movetime 5000")
    move, lines = bestmove(engine)
    assert any(" score mate 3 " in line for line in lines)
    assert_mates_next_move(shogi.Board(MATE_3), shogi.Move.from_usi(move))


def test_a_tsume_without_senteS_king_is_solved(engine):
    tsume = "1k3p1p1/9/P3+R4/9/9/9/9/9/9 b GN 1"
    engine.send(f"position sfen {tsume}")
    engine.send("go movetime 5000")
    move, lines = bestmove(engine)
    assert move == "5c8c" and any(" score mate 3 " in line for line in lines)


def test_go_mate_solves_a_tsume_proves_no_mate_and_stops_on_request(engine):
    tsume = "1k3p1p1/9/P3+R4/9/9/9/9/9/9 b GN 1"
    engine.read_until("usiok")
    engine.send(f"position sfen {tsume}")
    engine.send("go mate 10000")
    answer = engine.read_until("checkmate")[-1].split()[1:]
    board = shogi.Board(tsume)
    for usi in answer:
        board.push_usi(usi)
    assert answer[0] == "5c8c" and len(answer) == 3 and board.outcome().winner == 0
    engine.send("position sfen 8k/9/9/9/9/9/9/9/9 b P 1")  # one pawn drop checks, and is taken
    engine.send("go mate 10000")
    assert engine.read_until("checkmate")[-1] == "checkmate nomate"
    engine.send("position sfen 2k6/7gg/9/3S5/3R5/9/9/9/9 b BGrbg3s4n4l18p 1")  # a mate in 19
    engine.send("go mate infinite")
    time.sleep(0.5)
    engine.send("isready")
    assert not any(line.startswith("checkmate") for line in engine.read_until("readyok", 5))
    engine.send("stop")
    assert engine.read_until("checkmate", 5)[-1] == "checkmate timeout"


def test_resign_when_mated_and_win_by_declaration(engine):
    engine.send(f"position sfen {MATED}")
    engine.send("go byoyomi 1000")
    assert bestmove(engine)[0] == "resign"
    engine.send(f"position sfen {DECLARATION}")
    engine.send("go byoyomi 1000")
    assert bestmove(engine)[0] == "win"
    engine.send("setoption name ImpasseRule value 24-point")  # no declaration under this rule
    engine.send(f"position sfen {DECLARATION}")
    engine.send("go depth 1")
    assert bestmove(engine)[0] not in ("win", "resign")


def test_stop_ends_an_infinite_search_and_isready_answers_during_it(engine):
    engine.read_until("usiok")
    engine.send("position startpos")
    engine.send("go infinite")
    time.sleep(0.5)
    engine.send("isready")
    lines = engine.read_until("readyok", 5)
    assert not any(line.startswith("bestmove") for line in lines)
    start = time.monotonic()
    engine.send("stop")
    move, _ = bestmove(engine, 5)
    assert time.monotonic() - start < 1.5
    assert shogi.Board().is_legal(shogi.Move.from_usi(move))


def test_garbage_lines_get_an_info_string_and_the_engine_survives(engine):
    engine.read_until("usiok")
    garbage = ["hello", "position", "position sfen nonsense b - 1", "position startpos moves 7g7f 7g7f",
               "position startpos moves zz", "go depth x", "go foo 3", "go perft 0",
               "setoption name Nope value 1", "setoption name Level value 42", "setoption value 3",
               "\x00\xff\x1b[2J", "d d d", "go nodes -5"]
    check_complaints(engine, garbage)
    engine.proc.stdin.buffer.write(b"\xff\xfe bad bytes\n")  # not even UTF-8
    engine.proc.stdin.flush()
    engine.send("isready")
    assert engine.read_until("readyok")[0].startswith("info string unknown command")
    engine.send("position startpos moves 7g7f")
    engine.send("go depth 2")
    move, _ = bestmove(engine)
    board = shogi.Board()
    board.push_usi("7g7f")
    assert board.is_legal(shogi.Move.from_usi(move))


def check_no_answer_after_a_refused_position(engine, valid, refused, no_move):
    """After each ``refused`` position command (``valid`` was set before), ``go`` says in an
    ``info string`` that there is no position and gives up with ``no_move``; ``go perft`` counts
    nothing; ``d`` and ``setoption`` still work; a valid position makes ``go`` play again."""
    for position in refused:
        engine.send(valid)
        engine.send(position)
        engine.send("go depth 1")
        move, lines = bestmove(engine)
        assert move == no_move and any(line.startswith("info string no valid position") for line in lines)
        engine.send("go perft 1")
        engine.send("d")
        engine.send("isready")
        lines = engine.read_until("readyok")
        assert not any(line.startswith("Nodes searched") for line in lines), lines
        assert len([line for line in lines if line.startswith("info string no valid position")]) == 2
    engine.send("isready")
    assert engine.read_until("readyok") == ["readyok"]
    engine.send(valid)
    engine.send("go depth 1")
    assert bestmove(engine)[0] != no_move


def test_go_after_a_refused_position_does_not_answer_for_the_previous_one(engine):
    engine.read_until("usiok")
    check_no_answer_after_a_refused_position(
        engine, "position startpos moves 7g7f",
        ["position sfen nonsense b - 1", "position startpos moves 7g7f 3c3d zz", "position sfen 9/9/9 b - 1",
         "position startpos moves 7g7f 7g7f"], "resign")
    engine.send("position sfen nonsense b - 1")
    engine.read_line()  # the refusal
    engine.send("setoption name ImpasseRule value 24-point")
    engine.send("isready")
    assert engine.read_until("readyok") == ["readyok"]


def test_positions_the_move_generator_handles_are_accepted(engine):
    engine.read_until("usiok")
    engine.send("position sfen k+n7/sg7/9/9/9/9/+r5K1g/7L1/2LN1R1+Bb b RBGSNLP 1")  # three rooks
    engine.send("go perft 2")
    assert engine.read_until("Nodes searched")[-1] == "Nodes searched: 1148"


def test_level_option_and_clock_limits(engine):
    engine.read_until("usiok")
    engine.send("setoption name Level value 1")
    engine.send("setoption name USI_Hash value 8")
    engine.send("position startpos")
    start = time.monotonic()
    engine.send("go btime 1000 wtime 1000 binc 0 winc 0")
    move, _ = bestmove(engine, 5)
    assert time.monotonic() - start < 1.0 and shogi.Board().is_legal(shogi.Move.from_usi(move))


def test_thinking_time_follows_the_clock():
    from kiban.engine.limits import move_time, parse_go
    sente = ("btime", "binc")
    assert move_time(parse_go("btime 60000 wtime 1000 byoyomi 5000".split()), sente) == pytest.approx(6.92)
    assert move_time(parse_go("btime 0 wtime 0 byoyomi 3000".split()), sente) == pytest.approx(2.92)
    assert move_time(parse_go("btime 60000 wtime 90000 binc 2000".split()), sente) == pytest.approx(2 + 1.6 - 0.08)
    # 1 s left and a 2 s increment: the increment comes after the move, so at most 0.8 s now.
    assert move_time(parse_go("btime 1000 wtime 90000 binc 2000".split()), sente) == pytest.approx(0.8 - 0.08)
    assert move_time(parse_go(["movetime", "1000"]), sente) == pytest.approx(0.92)
    assert move_time(parse_go(["infinite"]), sente) is None
    assert move_time(parse_go(["depth", "3"]), sente) is None


def test_quit_during_an_infinite_search_ends_the_engine():
    engine = start_engine()
    engine.send("usi")
    engine.send("position startpos")
    engine.send("go infinite")
    time.sleep(0.3)
    start = time.monotonic()
    assert engine.close(timeout=5) == 0
    assert time.monotonic() - start < 3
