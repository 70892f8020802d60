"""Fuzzing: random and mutated FEN and move strings never raise anything but KibanError."""

import string

from hypothesis import given, settings, strategies as st

from mutations import board_or_none, mutated

from kiban import KibanError, xiangqi

SEEDS = [
    xiangqi.START_FEN,
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1",
    "3k5/2P3P2/2P3P2/6P2/9/9/9/9/9/4K4 w - - 0 1",
]
ALPHABET = "kabnrcpehKABNRCPEH/0123456789 wbr-" + string.ascii_letters


MUTATED_FEN = mutated(SEEDS, ALPHABET)


@settings(max_examples=400, deadline=None)
@given(st.one_of(st.text(max_size=90), MUTATED_FEN))
def test_any_fen_text_gives_a_board_or_a_kiban_error(text):
    board = board_or_none(xiangqi.Board, text)
    if board is not None:
        assert xiangqi.Board(board.fen()).fen() == board.fen()
        assert len(board.legal_moves) == len(list(board.legal_moves))
        board.outcome()


MOVE_TEXT = st.one_of(st.text(max_size=8), st.text(alphabet="abcdefghij0123456789KAEHRCPBN+-=.x ", max_size=7))


@settings(max_examples=400, deadline=None)
@given(MUTATED_FEN, MOVE_TEXT, st.sampled_from(["push_uci", "parse_wxf", "parse_coord"]))
def test_any_move_text_is_played_or_refused_with_the_board_unchanged(fen, text, reader):
    board = board_or_none(xiangqi.Board, fen) or xiangqi.Board()
    before = board.fen()
    try:
        result = getattr(board, reader)(text)
    except KibanError:
        assert board.fen() == before
        return
    if reader == "push_uci":
        board.pop()
    else:
        assert board.is_legal(result)
    assert board.fen() == before
