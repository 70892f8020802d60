"""Arrows and circles as drawn on the board: hooks, drop arrows from a hand, the preview (their
colours' contrast against every theme's board: tests/webui/test_themes.py)."""

from kiban import games
from webui.board.annotate import drawn
from webui.board.layout import Layout
from webui.board.styles.themes import theme
from webui.board.svg import markup
from webui.play.marks import Arrow, MarkSet, parse_marks

WOOD = theme("wood")


def test_marks_carry_their_hooks_and_brushes():
    game = games.get("shogi")
    marks = parse_marks(game, "7g7f:r,P*5e,p*5d:y", "5e:b,3c")
    text = markup(drawn(Layout("shogi", 0), marks, WOOD))
    for hook in ('data-arrow="7g7f"', 'data-arrow="P*5e"', 'data-arrow="p*5d"',
                 'data-circle="5e"', 'data-circle="3c"'):
        assert hook in text
    assert text.count('data-brush="red"') == 1 and text.count('data-brush="yellow"') == 1
    assert 'pointer-events="none"' in text


def test_a_drop_arrow_starts_at_its_hand_piece():
    layout = Layout("shogi", 0, "wide")
    arrow = drawn(layout, parse_marks(games.get("shogi"), "P*5e"), WOOD).children[0]
    first = [float(v) for v in arrow.attrs["points"].split()[0].split(",")]
    slot = layout.hand_slot(0, "P")
    assert abs(first[0] - slot.center[0]) < slot.w and abs(first[1] - slot.center[1]) < slot.h


def test_a_drop_arrow_on_a_board_without_hands_is_left_out():
    layout = Layout("xiangqi", 0)
    arrow = Arrow(("hand", 0, "P"), 40)
    assert drawn(layout, parse_marks(games.get("xiangqi"), "h2e2"), WOOD).children
    assert markup(drawn(layout, MarkSet(arrows=(arrow,)), WOOD)) == \
        '<g class="kb-marks" pointer-events="none"/>'


def test_the_preview_has_no_hook_and_is_fainter():
    layout = Layout("xiangqi", 0)
    preview = parse_marks(games.get("xiangqi"), "h2e2").arrows[0]
    text = markup(drawn(layout, parse_marks(games.get("xiangqi")), WOOD, preview))
    assert "data-arrow" not in text and 'data-preview="1"' in text
