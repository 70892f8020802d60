"""The python-chess-style API a programmer uses."""

from kiban import shogi
from kiban.shogi import Termination


def test_readme_example():
    board = shogi.Board()
    board.push_usi("7g7f")
    assert len(board.legal_moves) == 30
    assert board.turn == shogi.GOTE
    assert board.pop() == shogi.Move.from_usi("7g7f")


def test_moves_are_values_with_usi_notation():
    move = shogi.Move.from_usi("8h2b+")
    assert (move.from_square, move.to_square, move.promotion, move.drop) == (
        shogi.parse_square("8h"), shogi.parse_square("2b"), True, None)
    assert move.usi() == str(move) == "8h2b+"
    drop = shogi.Move.from_usi("P*5e")
    assert drop.drop == shogi.PAWN and drop.from_square is None and drop.usi() == "P*5e"
    assert {move, shogi.Move.from_usi("8h2b+")} == {move}


def test_legal_moves_view_iterates_counts_and_tests_membership():
    board = shogi.Board()
    moves = list(board.legal_moves)
    assert len(moves) == len(board.legal_moves) == 30
    assert shogi.Move.from_usi("7g7f") in board.legal_moves
    assert shogi.Move.from_usi("7g7e") not in board.legal_moves
    assert board.is_legal(shogi.Move.from_usi("2g2f")) and not board.is_legal("2g2f")


def test_pieces_hands_and_squares():
    board = shogi.Board("8k/9/9/9/9/9/9/9/K8 b 2PS 1")
    assert board.hand(shogi.SENTE) == {shogi.PAWN: 2, shogi.SILVER: 1}
    assert board.hand(shogi.GOTE) == {}
    assert board.piece_at(shogi.parse_square("1a")) == shogi.Piece(shogi.KING, shogi.GOTE)
    assert board.piece_at(shogi.parse_square("5e")) is None
    assert shogi.Piece(shogi.DRAGON, shogi.GOTE).symbol() == "+r"
    assert shogi.square_name(0) == "9a" and shogi.square_name(80) == "1i"


def test_outcome_is_none_during_the_game_and_names_rule_and_winner():
    board = shogi.Board()
    assert board.outcome() is None and not board.is_game_over()
    mated = shogi.Board("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1")
    outcome = mated.outcome()
    assert outcome.termination is Termination.CHECKMATE
    assert outcome.winner == shogi.SENTE and outcome.result() == "1-0"
    assert "gote is checkmated" in outcome.reason


def test_copy_is_independent():
    board = shogi.Board()
    board.push_usi("7g7f")
    twin = board.copy()
    twin.push_usi("3c3d")
    assert board.sfen() != twin.sfen() and len(board.move_stack) == 1 and len(twin.move_stack) == 2
    assert twin.pop().usi() == "3c3d" and twin.sfen() == board.sfen()


def test_push_and_pop_restore_everything_including_hands_and_hash():
    board = shogi.Board("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1")
    sfen, key = board.sfen(), board.key
    for move in board.legal_moves:
        board.push(move)
        assert board.key == shogi.Board(board.sfen()).key
        board.pop()
        assert board.sfen() == sfen and board.key == key
