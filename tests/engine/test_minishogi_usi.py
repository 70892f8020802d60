"""Minishogi through USI, as a GUI speaking to Fairy-Stockfish would choose it:
``setoption name USI_Variant value minishogi``, then the usual commands."""

import pytest

from kiban import minishogi
from test_protocol_usi import bestmove, check_complaints, check_mate_in_one, engine  # noqa: F401 (fixture)

pytestmark = pytest.mark.timed  # thinks under time limits or measures durations (pytest.ini)

MATE_1 = "4k/5/4P/5/K4 b G 1"  # G*1b: the pawn guards the gold, the gold covers 2a and 2b


def choose_minishogi(engine):  # noqa: F811 - the fixture
    engine.read_until("usiok")
    engine.send("setoption name USI_Variant value minishogi")
    engine.send("usinewgame")


def test_the_handshake_offers_the_variants_fairy_stockfish_names(engine):  # noqa: F811
    lines = engine.read_until("usiok")
    assert "option name USI_Variant type combo default shogi var shogi var minishogi" in lines


def test_startpos_is_minishogis_start_and_perft_divide_counts_its_moves(engine):  # noqa: F811
    choose_minishogi(engine)
    engine.send("position startpos moves 5d5c 1b1c")
    engine.send("d")
    assert engine.read_until("sfen ")[-1] == "sfen rbsgk/5/P3p/5/KGSBR b - 3"
    engine.send("go perft 2")
    lines = engine.read_until("Nodes searched")
    board = minishogi.Board("rbsgk/5/P3p/5/KGSBR b - 3")
    assert {k: int(v) for k, v in (line.split(": ") for line in lines[:-2])} == board.perft_divide(2)
    assert lines[-1] == f"Nodes searched: {board.perft(2)}"


def test_go_answers_a_legal_minishogi_move_at_every_level(engine):  # noqa: F811
    choose_minishogi(engine)
    board = minishogi.Board()
    for level in (1, 3, 5):
        engine.send(f"setoption name Level value {level}")
        engine.send("position startpos moves " + " ".join(m.usi() for m in board.move_stack))
        engine.send("go movetime 300")
        move, _ = bestmove(engine)
        board.push_usi(move)  # raises unless the move is legal
    assert len(board.move_stack) == 3


def test_a_minishogi_mate_in_one_is_played_at_once(engine):  # noqa: F811
    choose_minishogi(engine)
    check_mate_in_one(engine, f"position sfen {MATE_1}", "go btime 60000 wtime 60000 byoyomi 10000", "G*1b")


def test_a_bad_variant_or_a_shogi_position_is_refused_and_shogi_comes_back(engine):  # noqa: F811
    choose_minishogi(engine)
    check_complaints(engine, ["setoption name USI_Variant value chess",
                              "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"])
    engine.send("setoption name USI_Variant value shogi")
    engine.send("position startpos")
    engine.send("d")
    assert engine.read_until("sfen ")[-1] == "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
