"""Arrows and circles as drawn on the board: hooks, drop arrows from a hand, the preview, and
brush colours that stand out from every board's wood (WCAG non-text contrast, 3:1)."""

import pytest

from kiban import games
from webui.board.annotate import BRUSH_COLORS, MARK_OPACITY, drawn
from webui.board.layout import Layout
from webui.board.styles import style_of
from webui.board.svg import markup
from webui.play.marks import Arrow, MarkSet, parse_marks


def _channel(value):
    value /= 255
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def _rgb(color):
    return [int(color[i:i + 2], 16) for i in (1, 3, 5)]


def luminance(rgb):
    r, g, b = (_channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    low, high = sorted((luminance(a), luminance(b)))
    return (high + 0.05) / (low + 0.05)


def over(color, background, alpha):
    """``color`` painted with ``alpha`` over ``background``."""
    return [alpha * c + (1 - alpha) * b for c, b in zip(_rgb(color), _rgb(background))]


@pytest.mark.parametrize("game", games.names())
@pytest.mark.parametrize("brush", list(BRUSH_COLORS))
def test_every_brush_reaches_three_to_one_against_the_wood(game, brush):
    color, edge = BRUSH_COLORS[brush]
    for wood in style_of(game).wood_colors:
        seen = over(edge or color, wood, MARK_OPACITY)
        assert contrast(seen, _rgb(wood)) >= 3.0, (game, brush, wood)


def test_marks_carry_their_hooks_and_brushes():
    game = games.get("shogi")
    marks = parse_marks(game, "7g7f:r,P*5e,p*5d:y", "5e:b,3c")
    text = markup(drawn(Layout("shogi", 0), marks))
    for hook in ('data-arrow="7g7f"', 'data-arrow="P*5e"', 'data-arrow="p*5d"',
                 'data-circle="5e"', 'data-circle="3c"'):
        assert hook in text
    assert text.count('data-brush="red"') == 1 and text.count('data-brush="yellow"') == 1
    assert 'pointer-events="none"' in text


def test_a_drop_arrow_starts_at_its_hand_piece():
    layout = Layout("shogi", 0, "wide")
    arrow = drawn(layout, parse_marks(games.get("shogi"), "P*5e")).children[0]
    first = [float(v) for v in arrow.attrs["points"].split()[0].split(",")]
    slot = layout.hand_slot(0, "P")
    assert abs(first[0] - slot.center[0]) < slot.w and abs(first[1] - slot.center[1]) < slot.h


def test_a_drop_arrow_on_a_board_without_hands_is_left_out():
    layout = Layout("xiangqi", 0)
    arrow = Arrow(("hand", 0, "P"), 40)
    assert drawn(layout, parse_marks(games.get("xiangqi"), "h2e2")).children
    assert markup(drawn(layout, MarkSet(arrows=(arrow,)))) == \
        '<g class="kb-marks" pointer-events="none"/>'


def test_the_preview_has_no_hook_and_is_fainter():
    layout = Layout("xiangqi", 0)
    preview = parse_marks(games.get("xiangqi"), "h2e2").arrows[0]
    text = markup(drawn(layout, parse_marks(games.get("xiangqi")), preview))
    assert "data-arrow" not in text and 'data-preview="1"' in text
