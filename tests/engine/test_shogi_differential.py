"""Differential test: Kiban's legal moves equal python-shogi's along random games.

python-shogi (a dev dependency) is an independent implementation; the one kind of difference
allowed is a pawn drop python-shogi offers that Kiban refuses as pawn-drop mate, and then Kiban
must be right: the drop really checkmates (python-shogi misses pinned defenders there).
"""

import random

import pytest

from kiban import shogi

pyshogi = pytest.importorskip("shogi")


def test_legal_moves_match_python_shogi_along_random_games():
    rng = random.Random(20261122)
    positions = 0
    for _ in range(12):
        ours_board, their_board = shogi.Board(), pyshogi.Board()
        for _ in range(160):
            ours = {m.usi() for m in ours_board.legal_moves}
            theirs = {m.usi() for m in their_board.legal_moves}
            positions += 1
            assert ours <= theirs, f"{ours_board.sfen()}: only Kiban allows {ours - theirs}"
            for usi in theirs - ours:
                assert usi.startswith("P*"), f"{ours_board.sfen()}: Kiban refuses {usi}"
                board = ours_board.copy()
                board.make_code(board.code_of(shogi.Move.from_usi(usi)))
                assert board.is_check() and not board.legal_moves, f"{usi} is no pawn-drop mate"
            if not ours:
                break
            usi = rng.choice(sorted(ours))
            ours_board.push_usi(usi)
            their_board.push_usi(usi)
    assert positions > 1000
