"""Arrows and circles on embedded boards (py/webui/embed/adapter.py) under CPython: read from the
link, drawn with the secondary pointer, cleared by a click, kept with their position, reported
to the host page, set by the host (strings or arrays)."""

import re

from kiban import shogi
from webui.embed import EmbedBoard


def attrs(markup, name):
    return re.findall(rf'{name}="([^"]*)"', markup)


def at(board, name):
    x, y = board.layout.square_center(shogi.parse_square(name))
    return {"x": x, "y": y}


def draw(board, start, end, modifiers=()):
    """A secondary press from square ``start`` to square ``end``; the answers to its release."""
    board.handle({"type": "draw", "phase": "down", **at(board, start),
                  "modifiers": list(modifiers)})
    board.handle({"type": "draw", "phase": "move", **at(board, end)})
    return board.handle({"type": "draw", "phase": "up", **at(board, end)})


def marks_events(messages):
    return [m["event"] for m in messages if m["type"] == "event" and m["event"]["type"] == "marks"]


def test_link_marks_are_shown_with_their_brushes_and_reported():
    board = EmbedBoard("?moves=7g7f&arrows=2g2f:r,P*5e&circles=5e:y")
    layer = board.layer_markup()
    assert attrs(layer, "data-arrow") == ["2g2f", "P*5e"]  # (from the empty slot of the hand)
    assert attrs(layer, "data-circle") == ["5e"]
    event = board.event("position")["event"]
    assert event["arrows"] == ["2g2f:r", "P*5e"] and event["circles"] == ["5e:y"]


def test_drawing_toggles_marks_and_reports_them_to_the_host():
    board = EmbedBoard("?game=shogi")
    out = draw(board, "7g", "7f", ["shift"])
    assert marks_events(out)[0]["arrows"] == ["7g7f:r"]
    assert 'data-brush="red"' in str(out[0]["ops"])
    state = [m for m in out if m["type"] == "state"][0]
    assert state["link"] == "?game=shogi&arrows=7g7f:r"
    out = draw(board, "5e", "5e")
    assert marks_events(out)[0]["circles"] == ["5e"]
    out = draw(board, "7g", "7f", ["shift"])      # the same gesture: removed
    assert marks_events(out)[0]["arrows"] == []


def test_a_released_left_press_clears_the_marks():
    board = EmbedBoard("?game=shogi&arrows=7g7f&circles=5e")
    board.handle({"type": "down", **at(board, "5e")})
    out = board.handle({"type": "up", **at(board, "5e")})
    assert marks_events(out)[0] == {**marks_events(out)[0], "arrows": [], "circles": []}
    assert out[0]["type"] == "layer" and "data-arrow" not in board.layer_markup()


def test_marks_belong_to_the_position_they_were_drawn_on():
    board = EmbedBoard("?moves=7g7f,3c3d&arrows=8h2b")
    board.handle({"type": "step", "to": "back"})
    assert "data-arrow" not in board.layer_markup()
    draw(board, "2g", "2f")
    assert attrs(board.layer_markup(), "data-arrow") == ["2g2f"]
    board.handle({"type": "step", "to": "last"})
    assert attrs(board.layer_markup(), "data-arrow") == ["8h2b"]


def test_a_read_only_board_takes_no_drawing():
    board = EmbedBoard("?game=shogi&interactive=0&arrows=7g7f")
    assert draw(board, "2g", "2f") == []
    assert attrs(board.layer_markup(), "data-arrow") == ["7g7f"]


def test_the_host_sets_marks_as_strings_or_arrays():
    board = EmbedBoard("?game=xiangqi")
    out = board.handle({"type": "host", "message": {
        "type": "set", "game": "xiangqi", "arrows": ["h2e2:b", "b0c2"], "circles": "e4:r"}})
    layer = out[0]["markup"]
    assert attrs(layer, "data-arrow") == ["h2e2", "b0c2"] and attrs(layer, "data-circle") == ["e4"]
    assert out[-1]["event"]["arrows"] == ["h2e2:b", "b0c2"]
    out = board.handle({"type": "host", "message": {"type": "set", "circles": "e4:x"}})
    assert out[-1]["event"]["type"] == "error"
    assert "unknown colour 'x'" in out[-1]["event"]["message"]
