"""The position reader and the facts read both games the same way; xiangqi input goes through the
engine too."""

from kiban import games, shogi, xiangqi
from webui.board.config import BoardConfig
from webui.board.interaction import Controller
from webui.board.layout import Layout
from webui.board.reading import PositionReader
from webui.play.position import PositionFacts
from webui.play.session import GameSession

SHOGI, XIANGQI = games.get("shogi"), games.get("xiangqi")


def test_views_of_the_start_positions():
    sview = PositionReader(SHOGI).view(shogi.Board())
    xview = PositionReader(XIANGQI).view(xiangqi.Board())
    assert len(sview.pieces) == 40 and sview.hands == {0: {}, 1: {}} and sview.turn == 0
    assert len(xview.pieces) == 32 and xview.pieces[4] == "K" and xview.pieces[85] == "k"


def test_hands_are_read_as_letters():
    board = shogi.Board("4k4/9/9/9/9/9/9/9/4K4 b 2PGr 1")
    assert PositionReader(SHOGI).view(board).hands == {0: {"P": 2, "G": 1}, 1: {"R": 1}}


def test_last_move_and_check_squares():
    board = xiangqi.Board()
    board.push_uci("h2e2")
    facts = PositionFacts.of(XIANGQI, board)
    assert PositionReader.move_squares(facts.last) == (xiangqi.parse_square("h2"),
                                                       xiangqi.parse_square("e2"))
    assert facts.check is None
    drop = shogi.Board("4k4/9/9/9/9/9/9/9/4K4 b G 1")
    drop.push_usi("G*5b")
    facts = PositionFacts.of(SHOGI, drop)
    assert PositionReader.move_squares(facts.last) == (shogi.parse_square("5b"),)
    assert facts.check == shogi.parse_square("5a")


def test_flying_general_is_not_offered_as_a_target():
    reader = PositionReader(XIANGQI)
    board = xiangqi.Board("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1")
    layout = Layout("xiangqi")
    ctl = Controller(BoardConfig(game="xiangqi"), layout)
    ctl.set_position(reader.view(board), list(board.legal_moves), reader)
    x, y = layout.square_center(4)
    ctl.down(layout.hit(x, y), x, y)
    assert {xiangqi.square_name(s) for s in ctl.marks().targets} == {"e1", "f0"}


def test_xiangqi_session_rules_and_draw():
    s = GameSession("xiangqi", rule="asian")
    assert s.rule == "asian" and s.game.rules() == ["document", "asian"]
    s.play(s.game.parse_move("h2e2"))
    s.agree_draw()
    assert s.outcome().winner is None and s.outcome().reason == "draw by agreement"
