"""Minishogi's rules engine: its descriptor, SFEN and USI on 5×5 squares, and the repetition rules
that differ from shogi's (a fourth repetition is a win for gote; a perpetual check loses)."""

import pytest

from kiban import games, minishogi, shogi
from kiban.errors import InvalidMoveError, InvalidPositionError
from kiban.outcome import Termination

# Sente's rook goes up and back, gote's too: the start position stands again every 4 plies.
SHUFFLE = ["1e1d", "5a5b", "1d1e", "5b5a"]
# Gote's rook checks from file 1 and file 2 in turn while sente's king steps aside.
CHECKING = ("k2r1/5/5/5/4K w - 1", ["2a1a", "1e2e", "1a2a", "2e1e"])


def test_the_registry_finds_minishogi_and_its_descriptor_describes_it():
    game = games.get("minishogi")
    assert "minishogi" in games.names() and game in games.available()
    assert (game.files, game.ranks) == (5, 5) and (games.get("shogi").files, games.get("xiangqi").ranks) == (9, 10)
    board = game.new_board()
    assert board.game_name == "minishogi" and game.position_text(board) == "rbsgk/4p/5/P4/KGSBR b - 1"
    assert game.piece_letters() == ["P", "S", "B", "R", "G", "K", "+P", "+S", "+B", "+R",
                                    "p", "s", "b", "r", "g", "k", "+p", "+s", "+b", "+r"]
    assert game.handicaps() == [] and game.rules() == [] and not game.impasse_declaration
    assert game.write_layout(game.read_layout("4k/2G2/5/5/K4 b 2P 1")) == "4k/2G2/5/5/K4 b 2P 1"
    assert game.with_turn(board, 1).sfen() == "rbsgk/4p/5/P4/KGSBR w - 1"


def test_squares_are_named_from_5e_to_1a():
    assert [minishogi.square_name(s) for s in (0, 4, 20, 24)] == ["5a", "1a", "5e", "1e"]
    assert minishogi.parse_square("3c") == 12
    for text in ("6a", "1f", "9i"):
        with pytest.raises(InvalidMoveError, match=r"file 1-5 then rank a-e, like '3c'"):
            minishogi.Move.from_usi(f"{text}3c")


def test_sfen_is_read_for_a_5x5_board_with_minishogis_set():
    with pytest.raises(InvalidPositionError, match="5 ranks"):
        minishogi.Board(shogi.START_SFEN)
    with pytest.raises(InvalidPositionError, match="expected 5"):
        minishogi.Board("rbsgk/4p/6/P4/KGSBR b - 1")
    with pytest.raises(InvalidPositionError, match="a set holds 0"):
        minishogi.Board("rbsgk/4p/5/P4/KGSBR b L 1")
    with pytest.raises(InvalidPositionError, match="a set holds 2"):
        minishogi.Board("rbsgk/4p/5/P4/KGSBR b P 1")
    with pytest.raises(InvalidPositionError, match="nifu"):
        minishogi.Board("k4/P4/5/P4/4K b - 1")
    assert minishogi.Board("rbsgk/4p/5/P4/KGSBR b P 1", strict=False).hand(0) == {minishogi.PAWN: 1}


def test_a_move_to_the_far_rank_may_promote_and_a_pawn_there_must():
    board = minishogi.Board("k4/2P2/2S2/5/4K b - 1")
    moves = {m.usi() for m in board.legal_moves}
    assert "3b3a+" in moves and "3b3a" not in moves
    board = minishogi.Board("k4/2S2/5/5/4K b - 1")
    moves = {m.usi() for m in board.legal_moves}
    assert {"3b3a", "3b3a+", "3b2a", "3b2a+"} <= moves and not any(m.startswith("3b") and m.endswith("+")
                                                                    and m[3] != "a" for m in moves)
    board.push_usi("3b2a+")
    assert board.sfen() == "k2+S1/5/5/5/4K w - 2"


def test_the_fourth_repetition_is_a_win_for_gote():
    board = minishogi.Board()
    for usi in SHUFFLE * 3:
        assert board.outcome() is None
        board.push_usi(usi)
    outcome = board.outcome()
    assert (outcome.termination, outcome.winner, outcome.result()) == (Termination.REPETITION, 1, "0-1")
    assert "sente loses" in outcome.reason
    assert "sennichite" in outcome.reason


def test_a_perpetual_check_loses_for_the_side_giving_it():
    sfen, cycle = CHECKING
    board = minishogi.Board(sfen)
    for usi in cycle * 3:
        assert board.outcome() is None
        board.push_usi(usi)
    outcome = board.outcome()
    assert (outcome.termination, outcome.winner) == (Termination.PERPETUAL_CHECK, 0)


def test_shogi_keeps_its_draw_by_repetition():
    board = shogi.Board()
    for usi in ["5i4h", "5a4b", "4h5i", "4b5a"] * 3:
        board.push_usi(usi)
    assert (board.outcome().termination, board.outcome().winner) == (Termination.REPETITION, None)


def test_the_boards_are_separate_games():
    mini, nine = minishogi.Board(), shogi.Board()
    assert not isinstance(mini, type(nine)) and mini.code_of(nine.move_of(nine.legal_codes()[0])) is None
    assert len(nine.legal_moves) == 30 and len(mini.legal_moves) == 14
