"""Bad SFEN and bad moves: one clear, documented error type, and the board left unchanged."""

import pytest

from kiban import IllegalMoveError, InvalidMoveError, InvalidPositionError, KibanError, shogi

START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"


@pytest.mark.parametrize("sfen, message", [
    ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1", "9 ranks"),
    ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1", "rank i has 8 files"),
    ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R2/LNSGKGSNL b - 1", "rank h has 10 files"),
    ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5Q1/LNSGKGSNL b - 1", "unknown piece letter 'Q'"),
    ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSG+KGSNL b - 1", "never promote"),
    ("lnsg1gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "gote has no king"),
    ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKKSNL b - 1", "sente has 2 kings"),
    ("P3k4/9/9/9/9/9/9/9/4K4 b - 1", "sente pawn on 9a could never move"),
    ("4k4/N8/9/9/9/9/9/9/4K4 b - 1", "sente knight on 9b could never move"),
    ("4k4/9/9/9/9/9/9/9/l3K4 b - 1", "gote lance on 9i could never move"),
    ("4k4/9/9/P8/9/P8/9/9/4K4 b - 1", "two unpromoted pawns on file 9 (nifu)"),
    ("4k4/9/9/9/9/9/9/9/4K4 b 3R 1", "3 rooks on board and in hand; a set holds 2"),
    ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1", "side to move must be 'b'"),
    ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b K 1", "'K' is not a piece that can be in hand"),
    ("4k4/9/9/9/9/9/9/9/4K4 b 2 1", "a count must be followed by a piece letter"),
    ("4k4/9/9/9/9/9/9/9/4K4 b 1P 1", "must be 2 or more"),
    ("4k4/9/9/9/9/9/9/9/4K4 b PP 1", "listed twice"),
    ("4k4/9/9/9/9/9/9/9/4K4 b - 0", "move number must be a positive whole number"),
    ("4k4/9/9/9/9/9/9/9/4K4", "3 or 4 fields"),
    ("", "3 or 4 fields"),
    ("4k4/9/9/9/9/9/9/9/4r3K w - 1", "sente is in check but it is gote's move"),
    ("4k4/9/9/9/9/9/9/9/0K8 b - 1", "'0' is not a number"),
])
def test_malformed_sfen_says_what_and_where(sfen, message):
    with pytest.raises(InvalidPositionError) as error:
        shogi.Board(sfen)
    assert message in str(error.value)
    assert isinstance(error.value, ValueError) and isinstance(error.value, KibanError)


@pytest.mark.parametrize("sfen", [
    "lnsg1gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",   # gote without a king
    "P3k4/9/9/9/9/9/9/9/4K3p w - 1",                                     # pawns on their last rank
    "4k4/N8/9/9/9/9/9/9/l3K4 b - 1",                                     # knight and lance stuck
    "4k4/9/9/P8/9/P8/9/9/4K4 b P 1",                                     # nifu
    "4k4/9/9/9/9/9/9/9/4K4 b 3R 1",                                      # more than a set
])
def test_composed_positions_are_boards_when_not_strict(sfen):
    board = shogi.Board(sfen, strict=False)
    assert board.sfen() == sfen
    for move in board.legal_moves:
        board.push(move)
        board.outcome()
        board.pop()
    assert board.sfen() == sfen


@pytest.mark.parametrize("sfen, message", [
    ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKKSNL b - 1", "sente has 2 kings"),
    ("4k4/9/9/9/9/9/9/9/4r3K w - 1", "sente is in check but it is gote's move"),
])
def test_what_no_board_holds_is_refused_even_when_not_strict(sfen, message):
    with pytest.raises(InvalidPositionError, match=message):
        shogi.Board(sfen, strict=False)


def test_non_text_sfen_is_a_clear_error():
    with pytest.raises(InvalidPositionError, match="text"):
        shogi.Board(42)


@pytest.mark.parametrize("usi", ["", "7g", "7g7", "7g7f++", "0g7f", "7j7f", "7g7g", "X*5e", "K*5e",
                                 "+P*5e", "P*5", "p*5e", "7g7f=", "P*5e+"])
def test_malformed_usi_is_an_invalid_move_error(usi):
    with pytest.raises(InvalidMoveError):
        shogi.Move.from_usi(usi)


@pytest.mark.parametrize("usi, reason", [
    ("7g7e", "a pawn cannot move from 7g to 7e"),
    ("5e5d", "there is no piece on 5e"),
    ("3c3d", "belongs to gote"),
    ("8h7g", "own piece stands on 7g"),
    ("P*5e", "has no pawn in hand"),
    ("7g7f+", "promotion needs a move that starts or ends in the promotion zone"),
])
def test_illegal_usi_says_why_and_leaves_the_board_unchanged(usi, reason):
    board = shogi.Board()
    with pytest.raises(IllegalMoveError, match=reason):
        board.push_usi(usi)
    assert board.sfen() == START and board.move_stack == []


def test_pop_on_a_fresh_board_is_an_index_error():
    with pytest.raises(IndexError):
        shogi.Board().pop()


def test_sfen_round_trips_and_move_numbers_advance():
    board = shogi.Board("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RG5pnsg 1")
    assert board.sfen() == "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1"
    assert shogi.Board(board.sfen()).sfen() == board.sfen()
    board.push(next(iter(board.legal_moves)))
    assert board.sfen().endswith(" b RGgsn5p 2") or board.sfen().endswith(" 2")
