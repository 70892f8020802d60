"""Move notation: UCI/ICCS, WXF (with tandem pieces and soldiers) and the document's coordinates."""

import random

import pytest

from kiban import IllegalMoveError, InvalidMoveError, xiangqi


def wxf_of(board, uci):
    return board.wxf(xiangqi.Move.from_uci(uci))


def test_uci_round_trips_and_push_uci_returns_the_move():
    move = xiangqi.Move.from_uci("h2e2")
    assert (move.from_square, move.to_square) == (25, 22) and move.uci() == "h2e2" == str(move)
    board = xiangqi.Board()
    assert board.push_uci(" H2E2 ") == move and board.peek() == move


@pytest.mark.parametrize("uci, wxf", [
    ("h2e2", "C2=5"), ("b0c2", "H8+7"), ("h0g2", "H2+3"), ("c0e2", "E7+5"), ("f0e1", "A4+5"),
    ("e0e1", "K5+1"), ("a0a2", "R9+2"), ("g3g4", "P3+1"), ("b2b9", "C8+7"),
])
def test_wxf_of_red_moves_from_the_start(uci, wxf):
    assert wxf_of(xiangqi.Board(), uci) == wxf


def test_wxf_counts_files_from_each_player_s_right():
    board = xiangqi.Board()
    board.push_uci("h2e2")
    assert wxf_of(board, "h9g7") == "H8+7"
    assert wxf_of(board, "b7e7") == "C2=5"
    assert wxf_of(board, "e9e8") == "K5+1"


@pytest.mark.parametrize("fen, uci, wxf", [
    ("3k5/9/9/9/9/9/9/6R2/9/4K1R2 w - - 0 1", "g2f2", "R+=4"),
    ("3k5/9/9/9/9/9/9/6R2/9/4K1R2 w - - 0 1", "g0g1", "R-+1"),
    ("3k5/9/9/9/9/9/9/6C2/9/4K1C2 w - - 0 1", "g2g1", "C+-1"),
    ("3k5/9/9/9/9/9/2r6/9/2r6/4K4 b - - 0 1", "c1c0", "R++1"),
    ("3k5/9/9/9/9/9/2r6/9/2r6/4K4 b - - 0 1", "c3c5", "R--2"),
    ("3k5/6P2/6P2/6P2/9/9/9/9/9/4K4 w - - 0 1", "g8f8", "P+=4"),
    ("3k5/6P2/6P2/6P2/9/9/9/9/9/4K4 w - - 0 1", "g7f7", "P3=4"),
    ("3k5/6P2/6P2/6P2/9/9/9/9/9/4K4 w - - 0 1", "g6f6", "P-=4"),
    ("3k5/6P2/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1", "g8f8", "++=4"),
    ("3k5/6P2/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1", "g7f7", "P+=4"),
    ("3k5/6P2/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1", "g6f6", "P-=4"),
    ("3k5/6P2/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1", "g5f5", "--=4"),
    ("3k2P2/6P2/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1", "g7f7", "P3=4"),
    ("3k5/2P3P2/2P3P2/6P2/9/9/9/9/9/4K4 w - - 0 1", "g8f8", "3+=4"),
    ("3k5/2P3P2/2P3P2/6P2/9/9/9/9/9/4K4 w - - 0 1", "g7f7", "33=4"),
    ("3k5/2P3P2/2P3P2/6P2/9/9/9/9/9/4K4 w - - 0 1", "g6f6", "3-=4"),
    ("3k5/2P3P2/2P3P2/6P2/9/9/9/9/9/4K4 w - - 0 1", "c8d8", "7+=6"),
    ("3k5/2P3P2/2P3P2/6P2/9/9/9/9/9/4K4 w - - 0 1", "c7d7", "7-=6"),
    ("3k5/9/9/9/9/2p6/2p6/2p6/9/4K4 b - - 0 1", "c2d2", "P+=4"),
    ("3k5/9/9/9/9/2p6/2p6/2p6/9/4K4 b - - 0 1", "c3d3", "P3=4"),
    ("3k5/9/9/9/9/2B6/9/9/9/2B1K4 w - - 0 1", "c0e2", "E7+5"),
    ("3k5/9/9/9/9/2B6/9/9/9/2B1K4 w - - 0 1", "c4e2", "E7-5"),
    ("3k5/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1", "d2e1", "A6-5"),
])
def test_wxf_tells_tandem_pieces_and_soldiers_apart(fen, uci, wxf):
    board = xiangqi.Board(fen)
    assert wxf_of(board, uci) == wxf
    assert board.parse_wxf(wxf) == xiangqi.Move.from_uci(uci)


def test_wxf_parsing_accepts_dots_fen_letters_and_lower_case():
    board = xiangqi.Board()
    h2e2 = xiangqi.Move.from_uci("h2e2")
    assert board.parse_wxf("C2.5") == board.parse_wxf("c2=5") == board.parse_wxf(" C2=5 ") == h2e2
    assert board.parse_wxf("N8+7") == board.parse_wxf("H8+7")
    assert board.parse_wxf("B3+5") == board.parse_wxf("E3+5")


@pytest.mark.parametrize("text", ["", "C2", "C2=", "C2=0", "Z2=5", "C2*5", "C0=5", "C2=55", 12])
def test_malformed_wxf_is_an_invalid_move_error(text):
    with pytest.raises(InvalidMoveError):
        xiangqi.Board().parse_wxf(text)


def test_wxf_that_names_no_legal_move_or_an_ambiguous_piece_says_so():
    with pytest.raises(IllegalMoveError, match="no legal move of red is written 'R1=5'"):
        xiangqi.Board().parse_wxf("R1=5")
    board = xiangqi.Board("3k5/9/9/9/9/9/9/6R2/9/4K1R2 w - - 0 1")
    with pytest.raises(IllegalMoveError, match="2 red chariots stand on file 3; write R\\+ or R-"):
        board.parse_wxf("R3=4")
    with pytest.raises(IllegalMoveError):
        board.wxf(xiangqi.Move.from_uci("a0a1"))


def test_coordinates_use_ranks_1_to_10():
    board = xiangqi.Board()
    assert board.coord(xiangqi.Move.from_uci("h2e2")) == "h3-e3"
    assert board.parse_coord("h3-e3") == board.parse_coord("H3xE3") == board.parse_coord("h3e3")
    board.push_uci("h2e2")
    assert board.coord(board.parse_coord("b10-c8")) == "b10-c8"
    for text in ("", "h3-", "h0-e3", "h11-e3", "j3-e3", "h3--e3"):
        with pytest.raises(InvalidMoveError):
            board.parse_coord(text)
    with pytest.raises(IllegalMoveError):
        board.parse_coord("h3-e3")


def walk(fen, games, seed):
    rng = random.Random(seed)
    for _ in range(games):
        board = xiangqi.Board(fen)
        for _ in range(rng.randint(10, 100)):
            moves = list(board.legal_moves)
            if not moves:
                break
            yield board, moves
            board.push(rng.choice(moves))


ROUND_TRIP_FENS = [
    xiangqi.START_FEN,
    "3k5/2P3P2/2P3P2/6P2/9/9/9/9/9/4K4 w - - 0 1",  # three and two soldiers on two files
    "3k5/6P2/6P2/6P2/6P2/6P2/9/9/9/4K4 w - - 0 1",  # five soldiers on one file
    "2bak4/4a4/4b4/9/9/2p1p4/2p1p1p2/9/R3A4/R2AK1C1C b - - 0 1",
]


@pytest.mark.parametrize("fen", ROUND_TRIP_FENS)
def test_every_legal_move_round_trips_through_wxf_and_coordinates(fen):
    written = set()
    for board, moves in walk(fen, games=5, seed=3):
        names = [board.wxf(m) for m in moves]
        assert len(set(names)) == len(names), board.fen()
        for move, name in zip(moves, names):
            assert board.parse_wxf(name) == move
            assert board.parse_coord(board.coord(move)) == move
            written.add(name[:2])
    if fen != xiangqi.START_FEN:
        assert any(not w[0].isalpha() or not w[1].isdigit() for w in written)  # tandem forms were written
