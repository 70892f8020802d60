"""Fuzzing: random and mutated SFEN and move strings never raise anything but KibanError."""

import string

from hypothesis import given, settings, strategies as st

from mutations import board_or_none, mutated

from kiban import KibanError, shogi

SEEDS = [
    shogi.START_SFEN,
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
    "7lk/9/8S/9/9/9/9/7L1/8K b P 1",
]
ALPHABET = "lnsgkrbpLNSGKRBP+/0123456789 bw-*" + string.ascii_letters


MUTATED_SFEN = mutated(SEEDS, ALPHABET)


@settings(max_examples=400, deadline=None)
@given(st.one_of(st.text(max_size=80), MUTATED_SFEN))
def test_any_sfen_text_gives_a_board_or_a_kiban_error(text):
    board = board_or_none(shogi.Board, text)
    if board is not None:
        assert shogi.Board(board.sfen()).sfen() == board.sfen()
        assert len(board.legal_moves) == len(list(board.legal_moves))
        board.outcome()


@settings(max_examples=400, deadline=None)
@given(MUTATED_SFEN, st.text(alphabet="123456789abcdefghijPLNSGBRK*+ ", max_size=7))
def test_any_move_text_is_played_or_refused_with_the_board_unchanged(sfen, usi):
    board = board_or_none(shogi.Board, sfen) or shogi.Board()
    before = board.sfen()
    try:
        board.push_usi(usi)
    except KibanError:
        assert board.sfen() == before
    else:
        board.pop()
        assert board.sfen() == before
