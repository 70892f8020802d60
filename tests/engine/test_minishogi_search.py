"""The computer plays minishogi at every level, with shogi's evaluation spread over 5×5 squares,
found through the descriptor."""

import random

import pytest

from kiban import games, minishogi
from kiban.search import think
from kiban.search.levels import LEVELS
from kiban.search.searcher import adapter_for

pytestmark = pytest.mark.timed  # thinks under time limits or measures durations (pytest.ini)

MATE_1 = "4k/5/4P/5/K4 b G 1"
FREE_ROOK = "4k/5/2r2/5/K1R2 b - 1"  # 3e3c takes a rook nothing guards


def test_the_descriptor_gives_minishogi_an_evaluation_of_its_own_board():
    adapter = adapter_for(minishogi.Board())
    assert adapter.__name__ == games.get("minishogi").search_adapter == "kiban.minishogi.evaluation"
    assert len(adapter.VAL[minishogi.PAWN]) == 25
    # the start is symmetric: material and piece-square values cancel out
    assert adapter.material(minishogi.Board()) == 0
    assert adapter.material(minishogi.Board("rbsgk/5/5/P4/KGSBR w P 1")) > 0


@pytest.mark.parametrize("level", [lv.number for lv in LEVELS])
def test_every_level_answers_a_legal_move(level):
    board = minishogi.Board()
    for ply in range(4):
        move = think(board, level, time_limit=0.3, rng=random.Random(ply)).move
        assert move in board.legal_moves
        board.push(move)


def test_full_strength_mates_in_one_and_takes_a_free_rook():
    """Full strength (level 0, off the ladder) never misjudges: every ladder rung does on purpose."""
    assert think(minishogi.Board(MATE_1), 0, time_limit=1.0).move.usi() == "G*1b"
    assert think(minishogi.Board(FREE_ROOK), 0, time_limit=1.0).move.usi() == "3e3c"
