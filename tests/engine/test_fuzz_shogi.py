"""Fuzzing: random and mutated SFEN and move strings never raise anything but KibanError."""

import string

from hypothesis import given, settings, strategies as st

from kiban import KibanError, shogi

SEEDS = [
    shogi.START_SFEN,
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
    "7lk/9/8S/9/9/9/9/7L1/8K b P 1",
]
ALPHABET = "lnsgkrbpLNSGKRBP+/0123456789 bw-*" + string.ascii_letters


@st.composite
def mutated_sfen(draw):
    text = list(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 4))):
        op = draw(st.sampled_from(["replace", "insert", "delete"]))
        i = draw(st.integers(0, max(len(text) - 1, 0)))
        if op == "delete" and text:
            del text[i]
        elif op == "insert":
            text.insert(i, draw(st.sampled_from(ALPHABET)))
        elif text:
            text[i] = draw(st.sampled_from(ALPHABET))
    return "".join(text)


def try_board(text):
    try:
        board = shogi.Board(text)
    except KibanError:
        return None
    return board


@settings(max_examples=400, deadline=None)
@given(st.one_of(st.text(max_size=80), mutated_sfen()))
def test_any_sfen_text_gives_a_board_or_a_kiban_error(text):
    board = try_board(text)
    if board is not None:
        assert shogi.Board(board.sfen()).sfen() == board.sfen()
        assert len(board.legal_moves) == len(list(board.legal_moves))


@settings(max_examples=400, deadline=None)
@given(mutated_sfen(), st.text(alphabet="123456789abcdefghijPLNSGBRK*+ ", max_size=7))
def test_any_move_text_is_played_or_refused_with_the_board_unchanged(sfen, usi):
    board = try_board(sfen) or shogi.Board()
    before = board.sfen()
    try:
        board.push_usi(usi)
    except KibanError:
        assert board.sfen() == before
    else:
        board.pop()
        assert board.sfen() == before
