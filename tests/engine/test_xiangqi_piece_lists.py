"""The xiangqi board's piece lists (``piece_squares``) follow every move made and taken back, and a
copy keeps its own."""

import random

from kiban import xiangqi


def points_by_code(board):
    """``{code: set of points}`` read from the board's squares."""
    found = {}
    for s, code in enumerate(board.squares):
        if code:
            found.setdefault(code, set()).add(s)
    return found


def assert_lists_match(board):
    expected = points_by_code(board)
    for code in range(16):
        squares = board.piece_squares(code)
        assert len(squares) == len(set(squares)) == board.piece_counts[code], board.fen()
        assert set(squares) == expected.get(code, set()), board.fen()


def test_piece_lists_follow_moves_captures_and_take_backs():
    rng = random.Random(7)
    for _ in range(6):
        board = xiangqi.Board("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1")
        made = 0
        for _ in range(rng.randint(30, 90)):
            codes = board.legal_codes()
            if not codes:
                break
            captures = board.capture_codes()
            board.make_code(rng.choice(captures if captures and rng.random() < 0.6 else codes))
            made += 1
            assert_lists_match(board)
        before = [list(board.piece_squares(code)) for code in range(16)]
        for m in board.legal_codes():  # a move made and taken back leaves the lists as they were
            board.make_code(m)
            board.unmake_code()
        assert [list(board.piece_squares(code)) for code in range(16)] == before
        for _ in range(made):
            board.unmake_code()
            assert_lists_match(board)


def test_a_copy_has_its_own_piece_lists():
    board = xiangqi.Board()
    copy = board.copy()
    copy.push_uci("h2e2")
    assert 25 in board.piece_squares(xiangqi.CANNON) and 25 not in copy.piece_squares(xiangqi.CANNON)  # h2
    assert 22 in copy.piece_squares(xiangqi.CANNON)  # e2
    assert_lists_match(board)
    assert_lists_match(copy)
