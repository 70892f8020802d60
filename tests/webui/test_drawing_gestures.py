"""Drawing gestures: a secondary press (right button, or a long press on touch) turned into the
arrow or circle it draws, on a real board layout (hits come from `Layout.hit`)."""

import pytest

from kiban import shogi
from webui.board.drawing import Sketch, brush_of
from webui.board.layout import Layout
from webui.play.marks import Arrow, Circle, MarkSet

LAYOUT = Layout("shogi", 0)


def square(name):
    return LAYOUT.hit(*LAYOUT.square_center(shogi.parse_square(name)))


def hand(color, letter):
    return LAYOUT.hit(*LAYOUT.hand_slot(color, letter).center)


def gesture(start, *path, modifiers=()):
    sketch = Sketch()
    sketch.down(start, modifiers)
    for hit in path[:-1]:
        sketch.move(hit)
    return sketch.up(path[-1] if path else start)


def test_a_press_released_where_it_started_draws_a_circle():
    assert gesture(square("5e")) == Circle(shogi.parse_square("5e"))


def test_a_drag_to_another_square_draws_an_arrow():
    mark = gesture(square("7g"), square("7f"), square("7e"), square("7f"))
    assert mark == Arrow(("square", shogi.parse_square("7g")), shogi.parse_square("7f"))


def test_a_drag_from_a_hand_piece_draws_a_drop_arrow():
    mark = gesture(hand(1, "P"), square("5e"))
    assert mark == Arrow(("hand", 1, "P"), shogi.parse_square("5e"))
    assert mark.text(LAYOUT.style.game) == "p*5e"


@pytest.mark.parametrize("start, end", [
    ("5e", None),              # released off the board
    ("hand", "hand"),          # from a hand onto a hand
    (None, "5e"),              # started off the board
])
def test_gestures_that_draw_nothing(start, end):
    def hit(name):
        return hand(0, "P") if name == "hand" else square(name) if name else None
    assert gesture(hit(start), hit(end)) is None


@pytest.mark.parametrize("modifiers, brush", [
    ((), "green"), (("shift",), "red"), (("alt",), "blue"), (("ctrl",), "yellow"),
    (("meta",), "yellow"), (("alt", "shift"), "red"),
])
def test_modifiers_pick_the_brush(modifiers, brush):
    assert brush_of(modifiers) == brush
    assert gesture(square("5e"), modifiers=modifiers).brush == brush


def test_the_preview_follows_the_pointer_and_changes_only_when_the_arrow_does():
    sketch = Sketch()
    sketch.down(square("2h"), ("alt",))
    assert sketch.preview() is None
    assert sketch.move(square("2g"))
    assert sketch.preview() == Arrow(("square", shogi.parse_square("2h")),
                                     shogi.parse_square("2g"), "blue")
    assert not sketch.move(square("2g"))
    assert sketch.move(None) and sketch.preview() is None
    sketch.cancel()
    assert not sketch.active and sketch.up(square("2g")) is None


def test_the_same_gesture_twice_removes_the_mark():
    marks = MarkSet()
    for _ in range(2):
        marks = marks.toggle(gesture(square("7g"), square("7f")))
        marks = marks.toggle(gesture(square("5e"), modifiers=("shift",)))
        if _ == 0:
            assert len(marks.arrows) == len(marks.circles) == 1
    assert marks == MarkSet()
