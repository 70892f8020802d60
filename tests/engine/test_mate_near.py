"""The mate prover's nodes near the horizon (solved at once, depth first) and the board question
they ask: whether a king in check has a way out that is not a drop."""

import cshogi
import pytest

from kiban import shogi, xiangqi
from kiban.search.mate_within import NEAR_PLIES, MateProver

TSUME = [  # (SFEN, plies of the shortest mate as problems count it)
    ("4k4/2B5+R/1g7/3s5/9/9/9/9/9 b BNr3g3s3n4l18p 1", 3),
    ("3lk4/9/9/5N3/9/9/9/9/9 b Rr2b4g4s3n3l18p 1", 5),
    ("k2s3s1/2S6/9/9/9/9/9/9/9 b RSr2b4g4n4l18p 1", 5),
]


@pytest.mark.parametrize("sfen", [s for s, _ in TSUME])
def test_a_way_out_that_is_not_a_drop_is_found_after_every_check(sfen):
    board = shogi.Board(sfen)
    for check in board.check_codes():
        board.make_code(check)
        expected = any(board.move_of(c).drop is None for c in board.legal_codes())
        assert board.has_board_move() == expected, board.move_of(check).usi()
        board.unmake_code()


def test_a_king_saved_only_by_a_drop_has_no_board_move():
    board = shogi.Board("8k/6G2/9/9/9/9/9/9/8L w g 1")   # the lance checks, the gold guards 2a, 2b
    assert board.is_check() and not board.has_board_move()
    assert board.legal_codes() and all(board.move_of(c).drop for c in board.legal_codes())
    assert shogi.Board("8k/9/9/9/9/9/9/9/8L w g 1").has_board_move()   # without the gold: 2a, 2b


def test_xiangqi_boards_answer_from_their_legal_moves():
    board = xiangqi.Board()
    assert board.has_board_move()


@pytest.mark.parametrize("sfen, plies", TSUME)
def test_near_nodes_find_the_same_shortest_mates_as_cshogi_counts(sfen, plies):
    prover = MateProver(shogi.Board(sfen))
    assert prover.shortest(plies) == plies
    assert prover.shortest(plies - 2) is None
    board = cshogi.Board(sfen)
    assert board.mate_move(plies)   # cshogi's df-pn agrees that a mate within the plies exists
