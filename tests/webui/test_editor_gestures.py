"""The editor's pointer gestures (webui.editor.gestures): what a press picks up and where it
lands, as the page's BoardView reports them."""

from kiban import games
from webui.board.config import BoardConfig
from webui.board.effects import REDRAW, Chosen
from webui.board.layout import Layout
from webui.board.render import PositionView
from webui.editor.gestures import EditorController, Gesture

SQ = games.get("shogi").parse_square


def controller(pieces=None, hands=None):
    config = BoardConfig(game="shogi")
    ctl = EditorController(config, Layout("shogi"))
    ctl.set_position(PositionView(pieces or {SQ("5a"): "k"}, hands or {0: {"P": 2}, 1: {}}, 0))
    return ctl


def test_drag_from_palette_to_a_square():
    ctl = controller()
    assert ctl.down(("palette", "+R"), 0, 0) == REDRAW
    assert ctl.drag_start() == REDRAW
    assert ctl.ghost().attrs["data-ghost"] == "+R"
    assert ctl.up(("square", SQ("5e"))) == Chosen(Gesture(("palette", "+R"), ("square", SQ("5e"))))


def test_drag_off_the_board_removes():
    ctl = controller()
    ctl.down(("square", SQ("5a")), 0, 0)
    ctl.drag_start()
    assert ctl.marks().lifted and ctl.marks().selected == ("square", SQ("5a"))
    assert ctl.up(None) == Chosen(Gesture(("square", SQ("5a")), None))


def test_drag_from_a_hand_only_when_it_holds_the_piece():
    ctl = controller()
    assert ctl.down(("hand", 0, "G"), 0, 0) is None
    assert ctl.drag_start() is None
    ctl.down(("hand", 0, "P"), 0, 0)
    ctl.drag_start()
    assert ctl.lifted_symbol() == "P"
    assert ctl.up(("hand", 1, "R")) == Chosen(Gesture(("hand", 0, "P"), ("hand", 1, "R")))


def test_click_to_place():
    ctl = controller()
    ctl.down(("palette", "s"), 0, 0)
    assert ctl.up(None) == Chosen(Gesture(("palette", "s"), ("palette", "s")))  # arm it
    ctl.armed = "s"
    ctl.down(("square", SQ("3c")), 0, 0)
    assert ctl.up(("square", SQ("3c"))) == Chosen(Gesture(("palette", "s"), ("square", SQ("3c"))))
    ctl.down(("square", SQ("5a")), 0, 0)  # a click on a piece replaces it too
    assert ctl.up(("square", SQ("5a"))) == Chosen(Gesture(("palette", "s"), ("square", SQ("5a"))))


def test_a_click_without_armed_piece_changes_nothing():
    ctl = controller()
    ctl.down(("square", SQ("5a")), 0, 0)
    assert ctl.up(("square", SQ("5a"))) == REDRAW
    assert ctl.down(("square", SQ("5e")), 0, 0) is None
    assert ctl.up(("square", SQ("5e"))) == REDRAW
    assert ctl.cancel() is None
