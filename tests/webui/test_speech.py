"""The board in words (webui.play.speech): moves with capture, drop, promotion (taken or
declined), check and result; grid cell labels; a whole position read out. Real engine boards."""

from kiban import games, shogi, xiangqi
from webui.play import speech

SHOGI, XIANGQI = games.get("shogi"), games.get("xiangqi")


def announce(game, board, text):
    """What the live region says for the move ``text`` (engine notation) played on ``board``."""
    move = game.parse_move(text)
    sentence = speech.move_sentence(game, board, move)
    board.push(move)
    return speech.move_announcement(game, sentence, board.is_check(), board.outcome())


def test_a_plain_move_a_capture_and_a_promotion_in_shogi():
    board = shogi.Board()
    assert announce(SHOGI, board, "7g7f") == "Sente: pawn to 7f."
    announce(SHOGI, board, "3c3d")
    assert announce(SHOGI, board, "8h2b+") == "Sente: bishop takes bishop on 2b and promotes."
    assert announce(SHOGI, board, "3a2b") == "Gote: silver takes horse on 2b."


def test_a_declined_promotion_and_a_drop_are_said():
    board = shogi.Board("k8/9/9/9/9/9/9/1B7/4K4 b P 1")
    assert announce(SHOGI, board, "8h3c") == "Sente: bishop to 3c, does not promote."
    board = shogi.Board("4k4/9/9/9/9/9/9/9/4K4 b P 1")
    assert announce(SHOGI, board, "P*5e") == "Sente: pawn dropped on 5e."


def test_check_and_checkmate_with_the_result():
    board = shogi.Board("4k4/9/4P4/9/9/9/9/9/4K4 b G 1")
    assert announce(SHOGI, board, "G*5b") == (
        "Sente: gold dropped on 5b, check. Sente wins by checkmate.")
    board = xiangqi.Board()
    assert announce(XIANGQI, board, "h2e2") == "Red: cannon to e2."
    board = xiangqi.Board("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1")
    assert announce(XIANGQI, board, "a1a9") == "Red: chariot to a9, check."


def test_cells_and_hands_have_labels():
    assert speech.square_label(SHOGI, "7g", "P") == "7g, sente pawn"
    assert speech.square_label(SHOGI, "2b", "+b") == "2b, gote horse"
    assert speech.square_label(XIANGQI, "e3", None) == "e3, empty"
    assert speech.hand_label(SHOGI, 0, {"P": 2, "B": 1}, "P") == "Sente's hand: 2 pawns"
    assert speech.hand_label(SHOGI, 1, {}) == "Gote's hand: empty"
    assert speech.cell_states("7f, empty", target=True) == "7f, empty, possible move"


def test_the_whole_position_read_out():
    board = shogi.Board("4k4/9/9/9/9/9/9/9/4K2PP b 2PB 1")
    assert speech.position_reading(SHOGI, board) == (
        "Sente to move. Sente: 1 king on 5i; 2 pawns on 2i, 1i. Sente's hand: 1 bishop, "
        "2 pawns. Gote: 1 king on 5a. Gote's hand: empty.")
    text = speech.position_reading(XIANGQI, xiangqi.Board())
    assert text.startswith("Red to move. Red: 1 general on e0; 2 advisors on d0, f0;")
    assert "Black: 1 general on e9;" in text and "5 soldiers on a6, c6, e6, g6, i6." in text
