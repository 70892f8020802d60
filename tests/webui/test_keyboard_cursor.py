"""The keyboard cursor (webui.board.keyboard): the order of its stops over squares and hands, and
moves played with Enter / Space, Escape and the promotion question answered by keys, all through
the same `Controller` as the pointer, with the real engines' legal moves."""

from kiban import games, shogi, xiangqi
from webui.board.config import BoardConfig
from webui.board.effects import READ_OUT, REDRAW, Chosen
from webui.board.interaction import Controller
from webui.board.keyboard import KeyboardCursor
from webui.board.layout import Layout
from webui.board.reading import PositionReader


class Board:
    """A board, its controller and keyboard cursor, fed the engine's legal moves."""

    def __init__(self, name, position=None, orientation=0, mode="wide"):
        self.game = games.get(name)
        self.reader = PositionReader(self.game)
        self.engine = self.game.new_board(position)
        self.layout = Layout(name, orientation, mode)
        self.controller = Controller(BoardConfig(game=name, orientation=orientation, layout=mode),
                                     self.layout)
        self.cursor = KeyboardCursor(self.layout)
        self.refresh()

    def refresh(self):
        self.view = self.reader.view(self.engine)
        self.controller.set_position(self.view, list(self.engine.legal_moves), self.reader)

    def keys(self, *names):
        """Press keys; a move is played on the engine board. Returns the last effect."""
        effect = None
        for name in names:
            effect = self.cursor.press(name, self.controller, self.view)
            if isinstance(effect, Chosen):
                self.engine.push(effect.choice)
                self.refresh()
        return effect

    def at(self):
        stop = self.cursor.stop
        return self.game.square_name(stop[1]) if stop[0] == "square" else stop


def test_the_cursor_starts_mid_bottom_row_and_walks_the_squares_as_seen():
    b = Board("shogi")
    b.keys("focus")
    assert b.at() == "5i"
    assert [b.keys("ArrowUp") and b.at() for _ in range(2)] == ["5h", "5g"]
    b.keys("ArrowLeft")
    assert b.at() == "6g"               # left on the screen: towards file 9 for sente
    b.keys("Home")
    assert b.at() == "9g"
    b.keys("ArrowLeft")
    assert b.at() == "9g"               # no wrapping at the edge
    b.keys("End")
    assert b.at() == "1g"


def test_flipped_board_keys_follow_the_screen_not_the_files():
    b = Board("shogi", orientation=1)
    b.keys("focus")
    assert b.at() == "5a"               # gote's first rank is at the bottom
    b.keys("ArrowLeft", "ArrowUp")
    assert b.at() == "4b"


def test_rows_are_top_hand_board_rows_bottom_hand_in_drawn_order():
    b = Board("shogi", "4k4/9/9/9/9/9/9/9/4K4 b 2PBRg 1")
    rows = b.cursor.rows(b.view)
    assert len(rows) == 11
    assert rows[0] == [("hand", 1, "G")]                     # gote's hand at the top
    assert rows[-1] == [("hand", 0, "R"), ("hand", 0, "B"), ("hand", 0, "P")]
    assert rows[1][0] == ("square", shogi.parse_square("9a"))
    flipped = Board("shogi", "4k4/9/9/9/9/9/9/9/4K4 b 2PBR 1", orientation=1, mode="tall")
    rows = flipped.cursor.rows(flipped.view)
    assert rows[0][0] == ("hand", 0, "R") and rows[-1] == [("hand", 1, None)]  # empty: one stop


def test_down_from_the_bottom_row_enters_the_hand_and_up_comes_back():
    b = Board("shogi", "4k4/9/9/9/9/9/9/9/4K4 b 2PB 1", mode="tall")
    b.keys("focus", "ArrowDown")
    assert b.at() == ("hand", 0, "B")
    b.keys("ArrowRight")
    assert b.at() == ("hand", 0, "P")
    b.keys("ArrowRight")
    assert b.at() == ("hand", 0, "P")
    b.keys("ArrowUp")
    assert b.cursor.stop[0] == "square" and b.at()[1] == "i"


def test_enter_picks_up_shows_targets_and_puts_down_like_a_click():
    b = Board("shogi")
    b.keys("focus", "ArrowUp", "ArrowUp", "ArrowLeft", "ArrowLeft")   # 7g
    assert b.keys("Enter") == REDRAW
    assert b.controller.marks().targets == {shogi.parse_square("7f")}
    b.keys("Escape")
    assert b.controller.selected is None
    b.keys(" ", "ArrowUp")
    effect = b.keys("Enter")
    assert isinstance(effect, Chosen) and effect.choice.usi() == "7g7f"
    assert b.at() == "7f"               # the cursor stays where the piece went


def test_a_drop_from_the_hand_by_keys():
    b = Board("shogi", "4k4/9/9/9/9/9/9/9/4K4 b P 1", mode="tall")
    b.keys("focus", "ArrowDown", "Enter")
    assert b.controller.selected == ("hand", 0, "P")
    b.keys("ArrowUp")
    assert b.at() == "2i"               # the square nearest on the screen to the pawn's slot
    b.keys("ArrowUp", "ArrowUp", "ArrowUp", "ArrowUp", "Home", "ArrowRight")   # 8e
    effect = b.keys("Enter")
    assert effect.choice.usi() == "P*8e"
    assert b.cursor.place(b.view) == ("square", shogi.parse_square("8e"))
    assert b.cursor.rows(b.view)[-1] == [("hand", 0, None)]


def test_promotion_question_answered_with_n_y_and_arrows():
    position = "4k4/9/9/9/9/9/9/1B7/4K4 b - 1"
    for keys, expected in ((("n",), "8h3c"), (("y",), "8h3c+"),
                           (("ArrowDown", "Enter"), "8h3c"), (("Enter",), "8h3c+")):
        b = Board("shogi", position)
        b.cursor.stop = ("square", shogi.parse_square("8h"))
        b.keys("Enter")
        b.cursor.stop = ("square", shogi.parse_square("3c"))
        assert b.keys("Enter") == REDRAW and b.controller.promotion
        assert b.cursor.stop == ("choice", "promote")
        effect = b.keys(*keys)
        assert isinstance(effect, Chosen) and effect.choice.usi() == expected, keys


def test_escape_closes_the_promotion_question_without_a_move():
    b = Board("shogi", "4k4/9/9/9/9/9/9/1B7/4K4 b - 1")
    b.cursor.stop = ("square", shogi.parse_square("8h"))
    b.keys("Enter")
    b.cursor.stop = ("square", shogi.parse_square("3c"))
    b.keys("Enter")
    assert b.keys("Escape") == REDRAW
    assert not b.controller.promotion and b.engine.sfen().startswith("4k4/9/9/9/9/9/9/1B7")


def test_p_asks_for_the_position_to_be_read():
    assert Board("xiangqi").keys("P") == READ_OUT


def test_xiangqi_has_only_the_points_and_plays_by_keys():
    b = Board("xiangqi")
    assert len(b.cursor.rows(b.view)) == 10
    b.keys("focus")
    assert b.at() == "e0"
    b.keys("ArrowUp", "ArrowUp", "ArrowLeft", "ArrowLeft", "ArrowLeft")   # b2: a cannon
    assert b.at() == "b2"
    b.keys("Enter", "ArrowRight", "ArrowRight", "ArrowRight")
    effect = b.keys("Enter")
    assert effect.choice.uci() == "b2e2" and b.engine.piece_at(xiangqi.parse_square("e2"))
