"""Bad FEN and bad moves: one clear, documented error type, and the board left unchanged."""

import pytest

from kiban import IllegalMoveError, InvalidMoveError, InvalidPositionError, KibanError, xiangqi

START = xiangqi.START_FEN


@pytest.mark.parametrize("fen, message", [
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w - - 0 1", "10 ranks"),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w - - 0 1", "rank 0 ('RNBAKABN') has 8 files"),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C2/9/RNBAKABNR w - - 0 1", "rank 2 ('1C5C2') has 10 files"),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5Q1/9/RNBAKABNR w - - 0 1", "rank 2: 'Q' is not a piece"),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR/9 w - - 0 1", "found 11"),
    ("rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", "black has no general"),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBKKABNR w - - 0 1", "red has 2 generals"),
    ("3k5/9/9/9/9/9/9/9/9/K8 w - - 0 1", "red general on a0 is outside its palace"),
    ("3k5/9/9/9/9/9/9/4A4/9/4K4 w - - 0 1", "red advisor on e2 is on a point an advisor can never reach"),
    ("3k5/9/9/9/9/9/9/9/1B7/4K4 w - - 0 1", "red elephant on b1 is on a point an elephant can never reach"),
    ("3k5/9/9/9/B8/9/9/9/9/4K4 w - - 0 1", "red elephant on a5 is on a point an elephant can never reach"),
    ("3k5/9/9/9/9/9/9/P8/9/4K4 w - - 0 1", "red soldier on a2 stands behind its start rank"),
    ("3k5/9/9/9/9/9/1P7/9/9/4K4 w - - 0 1", "red soldier on b3 can never get there"),
    ("3k5/4p4/9/9/9/9/9/9/9/4K4 w - - 0 1", "black soldier on e8 stands behind its start rank"),
    ("3k5/9/9/9/9/PPPPPP3/9/9/9/4K4 w - - 0 1", "red has 6 soldiers; a set holds 5"),
    ("3k5/9/9/9/9/9/9/9/9/RRR1K4 w - - 0 1", "red has 3 chariots; a set holds 2"),
    (START.replace(" w ", " x "), "side to move must be 'w' or 'r' (red) or 'b' (black), found 'x'"),
    (START.replace(" - - ", " KQ - "), "fields 3 and 4 must be '-'"),
    (START.replace(" 0 1", " -1 1"), "move-limit counter must be a whole number"),
    (START.replace(" 0 1", " 0 0"), "move number must be a whole number of at least 1"),
    (START + " extra", "2 to 6 fields"),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR", "2 to 6 fields"),
    ("", "2 to 6 fields"),
    ("3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "the generals face each other on file d"),
    ("3k5/9/9/9/9/9/9/9/9/3RK4 w - - 0 1", "black is in check"),
])
def test_malformed_fen_says_what_and_where(fen, message):
    with pytest.raises(InvalidPositionError) as error:
        xiangqi.Board(fen)
    assert message in str(error.value)
    assert isinstance(error.value, ValueError) and isinstance(error.value, KibanError)


COMPOSED = "1r3k3/1n7/7r1/7p1/1p7/7P1/9/1C5C1/9/4K4 w - - 0 1"  # soldiers where they can never get


def test_composed_positions_need_strict_false():
    with pytest.raises(InvalidPositionError, match="red soldier on h4 can never get there"):
        xiangqi.Board(COMPOSED)
    board = xiangqi.Board(COMPOSED, strict=False)
    assert len(board.legal_moves) == 24 and board.fen() == COMPOSED


@pytest.mark.parametrize("fen", ["3k5/9/9/9/9/9/9/9/9/RRR1K4 w - - 0 1", "3k5/9/9/9/9/9/9/4A4/9/4K4 w - - 0 1",
                                 "3k5/9/9/9/B8/9/9/9/9/4K4 w - - 0 1", "3k5/4p4/9/9/9/PPPPPP3/9/9/9/4K4 w - - 0 1"])
def test_strict_false_accepts_more_pieces_and_pieces_off_their_points(fen):
    board = xiangqi.Board(fen, strict=False)
    assert board.fen() == fen and board.perft(2) == sum(board.perft_divide(2).values())


@pytest.mark.parametrize("fen, message", [
    ("rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", "black has no general"),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBKKABNR w - - 0 1",
     "red has 2 generals; each side needs exactly one"),
    ("3k5/9/9/9/9/9/9/9/9/K8 w - - 0 1", "red general on a0 is outside its palace"),
    ("3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "the generals face each other on file d"),
    ("3k5/9/9/9/9/9/9/9/9/3RK4 w - - 0 1", "black is in check"),
])
def test_strict_false_still_needs_one_general_each_in_its_palace(fen, message):
    with pytest.raises(InvalidPositionError, match=message):
        xiangqi.Board(fen, strict=False)


def test_fen_reading_accepts_the_h_and_e_letters_and_r_for_red():
    board = xiangqi.Board("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1")
    assert board.fen() == START
    assert xiangqi.Board(START.split()[0] + " w").fen() == START


def test_non_text_fen_and_bad_options_are_clear_errors():
    with pytest.raises(InvalidPositionError, match="text"):
        xiangqi.Board(42)
    with pytest.raises(KibanError, match="MoveLimit"):
        xiangqi.Board(move_limit="asian")
    with pytest.raises(KibanError, match="PerpetualRule"):
        xiangqi.Board(perpetual_rule=3)


@pytest.mark.parametrize("uci", ["", "h2", "h2e", "h2e2e", "j2e2", "h2e:", "h2h2", "h2-e2", 17, None])
def test_malformed_uci_is_an_invalid_move_error(uci):
    with pytest.raises(InvalidMoveError):
        xiangqi.Move.from_uci(uci)


@pytest.mark.parametrize("uci, reason", [
    ("e5e6", "there is no piece on e5"),
    ("e6e5", "belongs to black"),
    ("a0a3", "red's own piece stands on a3"),
    ("e0e2", "a general cannot move from e0 to e2"),
    ("d0d1", "an advisor cannot move from d0 to d1"),
    ("b0d1", "the horse's leg on c0 is blocked"),
    ("h2h8", "a cannon jumps only to capture"),
    ("b2b7", "a cannon captures by jumping exactly one piece"),
    ("a3b3", "a soldier steps forward, sideways only after crossing the river"),
])
def test_illegal_moves_say_why_and_leave_the_board_unchanged(uci, reason):
    board = xiangqi.Board()
    with pytest.raises(IllegalMoveError, match=reason):
        board.push_uci(uci)
    assert board.fen() == START and board.move_stack == []


@pytest.mark.parametrize("fen, uci, reason", [
    ("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e0d0", "the generals would face each other on file d"),
    ("4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1", "e1f2", "the generals would face each other on file"),
    ("3k5/9/9/9/9/9/9/4B4/3N5/4K4 w - - 0 1", "e2c0", "the elephant's eye on d1 is blocked"),
    ("3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1", "c4e6", "the elephant never crosses the river"),
    ("3k5/9/9/9/9/9/9/3A5/9/4K4 w - - 0 1", "d2c3", "the advisor never leaves the palace"),
    ("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1", "d9c9", "the general never leaves the palace"),
    ("3k5/9/9/9/9/4r4/9/9/9/4K4 w - - 0 1", "e0e1", "would leave red's general in check"),
])
def test_illegal_moves_in_positions_say_which_rule(fen, uci, reason):
    board = xiangqi.Board(fen)
    with pytest.raises(IllegalMoveError, match=reason):
        board.push_uci(uci)
    assert board.fen() == fen


def test_push_refuses_foreign_objects_with_the_board_unchanged():
    board = xiangqi.Board()
    for thing in ("h2e2", None, xiangqi.Move(200, 3), xiangqi.Move("a", 3), xiangqi.Move(25, 22, promotion=True)):
        with pytest.raises(IllegalMoveError):
            board.push(thing)
        assert not board.is_legal(thing)
    assert board.fen() == START


def test_pop_on_a_fresh_board_is_an_index_error():
    with pytest.raises(IndexError):
        xiangqi.Board().pop()


def test_fen_round_trips_and_counts_advance():
    board = xiangqi.Board("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 b - - 7 12")
    assert xiangqi.Board(board.fen()).fen() == board.fen()
    board.push_uci("e5e4")
    assert board.fen().endswith(" w - - 8 13")
    board.push_uci("f3f8")
    assert board.fen().endswith(" b - - 0 13")
