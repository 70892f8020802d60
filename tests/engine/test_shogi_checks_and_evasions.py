"""The shogi board's shortcuts for a mate search, against the plain definitions on many positions.

``check_codes()`` lists checks without generating every move, a king in check lists only the
moves that reach the checker or the squares between, and the king's free squares are found in one
pass over the enemy pieces: each must give exactly what the definitions give. The positions come
from the published perft positions, from random games, and from tsume played out (the attacker
checking, the defender answering), so that many have pieces in hand, discovered checks, and the
side to move in check.
"""

import json
import random
from pathlib import Path

import pytest

from kiban import shogi
from test_board_interface import checks_by_making

pyshogi = pytest.importorskip("shogi")

PERFT = json.loads((Path(__file__).parent / "perft_shogi.json").read_text())["positions"]
TSUME = ["6g2/1g2k4/2l2R3/1G7/9/9/9/9/9 b RG2b4s4n3l18p 1",
         "9/4k4/6R2/3l3g1/9/9/9/9/9 b RBb3g4s4n3l18p 1",
         "3gk4/9/S6+R1/9/3+B5/9/9/9/9 b Br3g3s4n4l18p 1",
         "1ks4R1/9/7+R1/8S/9/9/9/9/9 b BNb4g2s3n4l18p 1",
         "2k6/7gg/9/3S5/3R5/9/9/9/9 b BGrbg3s4n4l18p 1",
         "4k4/9/9/4S4/4L4/9/9/9/9 b GSb 1",
         # the silver uncovers the lance, which then sees 5a, the king's one free square, through it
         "3g1g3/3gkg3/3p1p3/9/4S4/9/9/9/4L4 b - 1"]


def _positions():
    """About 1,800 positions, seeded: perft positions, random games, played-out tsume."""
    rng = random.Random(20261128)
    boards = [shogi.Board(case["sfen"], strict=case.get("strict", True)) for case in PERFT]
    for _ in range(12):
        board = shogi.Board()
        for _ in range(rng.randrange(160)):
            codes = board.legal_codes()
            if not codes:
                break
            checks = board.check_codes()
            board.make_code(rng.choice(checks if checks and rng.random() < 0.3 else codes))
            boards.append(board.copy(record=False))
    for sfen in TSUME:
        boards.append(shogi.Board(sfen, strict=False))
        for _ in range(25):
            board = shogi.Board(sfen, strict=False)
            for _ in range(rng.randrange(1, 12)):
                codes = board.check_codes() if board.turn == 0 else board.legal_codes()
                if not codes:
                    break
                board.make_code(rng.choice(codes))
                boards.append(board.copy(record=False))
    return boards


POSITIONS = _positions()


def test_the_positions_are_varied():
    in_check = sum(board.is_check() for board in POSITIONS)
    with_hands = sum(any(board.hand(color) for color in (0, 1)) for board in POSITIONS)
    assert len(POSITIONS) > 1500 and in_check > 500 and with_hands > 1000


def test_check_codes_are_the_legal_moves_that_give_check_in_the_legal_order():
    for board in POSITIONS:
        assert board.check_codes() == checks_by_making(board), board.sfen()


def test_the_moves_in_check_are_python_shogi_s():
    """python-shogi, an independent implementation, lists the same evasions (tests/engine/
    test_shogi_differential.py compares the other positions); it may offer a pawn drop that Kiban
    refuses, and then the drop really mates (it misses pinned defenders there)."""
    for board in POSITIONS:
        if not board.is_check():
            continue
        ours = {board.move_of(m).usi() for m in board.legal_codes()}
        theirs = {m.usi() for m in pyshogi.Board(board.sfen()).legal_moves}
        assert ours <= theirs, f"{board.sfen()}: only Kiban allows {ours - theirs}"
        for usi in theirs - ours:
            assert usi.startswith("P*"), f"{board.sfen()}: Kiban refuses {usi}"
            after = board.copy(record=False)
            after.make_code(after.code_of(shogi.Move.from_usi(usi)))
            assert after.is_check() and not after.legal_codes(), f"{usi} is no pawn-drop mate"


def test_has_board_move_is_whether_a_legal_move_is_no_drop_and_drops_come_last():
    for board in POSITIONS:
        drops = [board.move_of(m).drop is not None for m in board.legal_codes()]
        assert drops == sorted(drops), board.sfen()  # (the mate prover relies on it)
        assert board.has_board_move() == (False in drops), board.sfen()


def test_a_check_left_out_of_the_mating_candidates_leaves_the_king_a_step():
    left_out = 0
    for board in POSITIONS:
        if board.is_check():
            continue
        checks = board.check_codes()
        candidates = board.mating_candidates(checks)
        assert candidates == [m for m in checks if m in candidates]
        king = board.king_square(1 - board.turn)
        for m in checks:
            if m in candidates:
                continue
            left_out += 1
            board.make_code(m)
            assert any(c >> 7 & 127 == king for c in board.legal_codes()), board.sfen()
            board.unmake_code()
    assert left_out > 1000
