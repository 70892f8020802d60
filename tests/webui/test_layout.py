"""Geometry: every square is drawn where the pointer hit test finds it, in every orientation."""

import pytest

from kiban import games
from webui.board.layout import Layout
from webui.board.styles import style_of

HAND_ORDER = style_of("shogi").hand_order


def square_name(game, sq):
    return games.get(game).square_name(sq)

CASES = [(game, orientation, mode) for game in ("shogi", "xiangqi") for orientation in (0, 1)
         for mode in ("wide", "tall")]


@pytest.mark.parametrize("game,orientation,mode", CASES)
def test_hit_finds_every_square_at_its_centre_and_corners(game, orientation, mode):
    layout = Layout(game, orientation, mode)
    for sq in layout.squares():
        rect = layout.square_rect(sq)
        for x, y in (rect.center, (rect.x + 1, rect.y + 1), (rect.x + rect.w - 1, rect.y + rect.h - 1)):
            assert layout.hit(x, y) == ("square", sq)


@pytest.mark.parametrize("game,orientation,mode", CASES)
def test_everything_lies_inside_the_view_box(game, orientation, mode):
    layout = Layout(game, orientation, mode)
    rects = [layout.square_rect(sq) for sq in layout.squares()]
    rects += list(layout.komadai.values())
    for r in rects:
        assert 0 <= r.x - (50 if game == "xiangqi" else 0) and r.x + r.w <= layout.width + 1
        assert 0 <= r.y and r.y + r.h <= layout.height


def test_shogi_orientation_puts_sente_camp_at_the_bottom():
    names = lambda layout, row: [square_name("shogi", layout.square_at(c, row)) for c in range(9)]
    assert names(Layout("shogi", 0), 8) == ["9i", "8i", "7i", "6i", "5i", "4i", "3i", "2i", "1i"]
    assert names(Layout("shogi", 0), 0)[0] == "9a"
    assert names(Layout("shogi", 1), 8) == ["1a", "2a", "3a", "4a", "5a", "6a", "7a", "8a", "9a"]


def test_xiangqi_orientation_puts_red_at_the_bottom():
    red, black = Layout("xiangqi", 0), Layout("xiangqi", 1)
    assert square_name("xiangqi", red.square_at(0, 9)) == "a0"
    assert square_name("xiangqi", red.square_at(8, 0)) == "i9"
    assert square_name("xiangqi", black.square_at(0, 9)) == "i9"
    assert red.square_center(4)[1] > red.square_center(85)[1]  # e0 below e9


@pytest.mark.parametrize("mode", ["wide", "tall"])
@pytest.mark.parametrize("orientation", [0, 1])
def test_hand_slots_are_hit_and_the_bottom_hand_belongs_to_the_bottom_player(mode, orientation):
    layout = Layout("shogi", orientation, mode)
    for color in (0, 1):
        for letter in HAND_ORDER:
            assert layout.hit(*layout.hand_slot(color, letter).center) == ("hand", color, letter)
    bottom, top = layout.komadai[orientation], layout.komadai[1 - orientation]
    assert bottom.y > top.y


def test_outside_everything_is_nothing():
    layout = Layout("shogi", 0, "wide")
    assert layout.hit(-5, -5) is None
    assert layout.hit(layout.grid.x + 5, layout.grid.y - 5) is None
    assert layout.hit(layout.width - 5, 5) is None  # above sente's komadai
