"""Xiangqi perft against published counts (one data file, one test), and divide."""

import json
from pathlib import Path

import pytest

from kiban import xiangqi

DATA = json.loads((Path(__file__).parent / "perft_xiangqi.json").read_text())["positions"]


@pytest.mark.parametrize("case", DATA, ids=[c["name"] for c in DATA])
def test_perft_matches_published_counts(case):
    board = xiangqi.Board(case["fen"], strict=case.get("strict", True))
    for depth, expected in enumerate(case["counts"], start=1):
        assert board.perft(depth) == expected, f"depth {depth}"
    assert board.move_stack == [] and board.fen() == case["fen"]


def test_divide_sums_to_perft_and_names_every_move():
    divide = xiangqi.Board().perft_divide(2)
    assert len(divide) == 44
    assert divide["h2e2"] == sum(1 for _ in xiangqi.Board(xiangqi.START_FEN.replace("1C5C1", "1C2C4")
                                                         .replace(" w ", " b ")).legal_moves)
    assert sum(divide.values()) == 1920
