"""Shogi perft against published counts: one data file, one test."""

import json
from pathlib import Path

import pytest

from kiban import shogi

DATA = json.loads((Path(__file__).parent / "perft_shogi.json").read_text())["positions"]


@pytest.mark.parametrize("case", DATA, ids=[c["name"] for c in DATA])
def test_perft_matches_published_counts(case):
    board = shogi.Board(case["sfen"], strict=case.get("strict", True))
    for depth, expected in enumerate(case["counts"], start=1):
        assert board.perft(depth) == expected, f"depth {depth}"
    assert board.move_stack == []


def test_divide_sums_to_perft_and_names_every_move():
    board = shogi.Board()
    divide = board.perft_divide(2)
    assert len(divide) == 30
    assert divide["7g7f"] == 30
    assert sum(divide.values()) == 900


def test_bulk_count_equals_generated_list_in_every_position_of_a_walk():
    board = shogi.Board(DATA[4]["sfen"])
    for move in list(board.legal_moves)[:40]:
        board.push(move)
        assert len(board.legal_moves) == len(list(board.legal_moves))
        board.pop()
