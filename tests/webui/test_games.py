"""The engine adapters read both games the same way; xiangqi input goes through the engine too."""

from kiban import shogi, xiangqi
from webui.board.config import BoardConfig
from webui.play.games import GameAdapter
from webui.board.interaction import Controller
from webui.board.layout import Layout
from webui.play.session import GameSession


def test_views_of_the_start_positions():
    sview = GameAdapter("shogi").view(shogi.Board())
    xview = GameAdapter("xiangqi").view(xiangqi.Board())
    assert len(sview.pieces) == 40 and sview.hands == {0: {}, 1: {}} and sview.turn == 0
    assert len(xview.pieces) == 32 and xview.pieces[4] == "K" and xview.pieces[85] == "k"


def test_hands_are_read_as_letters():
    board = shogi.Board("4k4/9/9/9/9/9/9/9/4K4 b 2PGr 1")
    assert GameAdapter("shogi").view(board).hands == {0: {"P": 2, "G": 1}, 1: {"R": 1}}


def test_last_move_and_check_squares():
    adapter = GameAdapter("xiangqi")
    board = xiangqi.Board()
    board.push_uci("h2e2")
    assert adapter.last_squares(board) == (xiangqi.parse_square("h2"), xiangqi.parse_square("e2"))
    assert adapter.check_square(board) is None
    drop = shogi.Board("4k4/9/9/9/9/9/9/9/4K4 b G 1")
    drop.push_usi("G*5b")
    sadapter = GameAdapter("shogi")
    assert sadapter.last_squares(drop) == (shogi.parse_square("5b"),)
    assert sadapter.check_square(drop) == shogi.parse_square("5a")


def test_flying_general_is_not_offered_as_a_target():
    adapter = GameAdapter("xiangqi")
    board = xiangqi.Board("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1")
    layout = Layout("xiangqi")
    ctl = Controller(BoardConfig(game="xiangqi"), layout)
    ctl.set_position(adapter.view(board), list(board.legal_moves), adapter)
    x, y = layout.square_center(4)
    ctl.down(layout.hit(x, y), x, y)
    assert {xiangqi.square_name(s) for s in ctl.marks().targets} == {"e1", "f0"}


def test_xiangqi_session_rules_and_draw():
    s = GameSession("xiangqi", rule="asian")
    assert s.rule == "asian" and [v for v, _ in s.adapter.rules()] == ["document", "asian"]
    s.play(s.adapter.parse("h2e2"))
    s.agree_draw()
    assert s.outcome().winner is None and s.outcome().reason == "draw by agreement"
