"""The python-chess-style xiangqi API a programmer uses."""

import random

from kiban import xiangqi
from kiban.xiangqi import Termination


def test_readme_example():
    board = xiangqi.Board()
    move = board.push_uci("h2e2")
    assert len(board.legal_moves) == 45  # black's cannon on h7 may now go down to h2 and h1
    assert board.turn == xiangqi.BLACK
    assert board.pop() == move == xiangqi.Move.from_uci("h2e2")


def test_legal_moves_view_iterates_counts_and_tests_membership():
    board = xiangqi.Board()
    moves = list(board.legal_moves)
    assert len(moves) == len(board.legal_moves) == 44 and board.legal_moves
    assert xiangqi.Move.from_uci("h2e2") in board.legal_moves
    assert xiangqi.Move.from_uci("h2h8") not in board.legal_moves
    assert board.is_legal(xiangqi.Move.from_uci("b0c2")) and not board.is_legal("b0c2")


def test_pieces_points_and_generals():
    board = xiangqi.Board()
    assert board.piece_at(xiangqi.parse_square("e0")) == xiangqi.Piece(xiangqi.GENERAL, xiangqi.RED)
    assert board.piece_at(xiangqi.parse_square("b7")).symbol() == "c"
    assert board.piece_at(xiangqi.parse_square("e5")) is None
    assert board.king_square(xiangqi.RED) == 4 and board.king_square(xiangqi.BLACK) == 85
    assert xiangqi.square_name(0) == "a0" and xiangqi.square_name(89) == "i9"
    assert list(xiangqi.SQUARES) == list(range(90))
    assert str(board).splitlines()[0] == "r n b a k a b n r"


def test_outcome_is_none_during_the_game_and_names_rule_and_winner():
    board = xiangqi.Board()
    assert board.outcome() is None and not board.is_game_over() and not board.is_check()
    outcome = xiangqi.Board("R2k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1").outcome()
    assert outcome.termination is Termination.CHECKMATE
    assert outcome.winner == xiangqi.RED and outcome.result() == "1-0"
    assert "black is checkmated" in outcome.reason


def test_copy_is_independent():
    board = xiangqi.Board()
    board.push_uci("h2e2")
    twin = board.copy()
    twin.push_uci("h9g7")
    assert board.fen() != twin.fen() and len(board.move_stack) == 1 and len(twin.move_stack) == 2
    assert twin.pop().uci() == "h9g7" and twin.fen() == board.fen()
    assert twin.move_limit is board.move_limit and twin.perpetual_rule is board.perpetual_rule


def test_push_and_pop_restore_everything_including_the_hash():
    rng = random.Random(5)
    board = xiangqi.Board("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1")
    for _ in range(60):
        fen, key = board.fen(), board.key
        for move in board.legal_moves:
            board.push(move)
            assert board.key == xiangqi.Board(board.fen()).key
            board.pop()
            assert board.fen() == fen and board.key == key
        moves = list(board.legal_moves)
        if not moves:
            break
        board.push(rng.choice(moves))
