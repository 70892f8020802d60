"""The colour themes: every theme meets WCAG contrast (4.5:1 for text, 3:1 for lines, pieces and
marks against what they are drawn on), and a board drawn in a theme uses its colours only."""

import re
from pathlib import Path

import pytest

from kiban import games
from webui.board.annotate import MARK_OPACITY
from webui.board.config import BoardConfig
from webui.board.reading import PositionReader
from webui.board.render import Marks, board_svg
from webui.board.styles.themes import DEFAULT_THEME, THEMES, theme
from webui.board.svg import markup

TEXT, GRAPHICS = 4.5, 3.0
THEMES_CSS = Path(__file__).resolve().parents[2] / "assets" / "css" / "themes.css"


def rgb(color, under=(255, 255, 255)):
    """(r, g, b) of ``#rrggbb`` or ``rgba(r, g, b, a)`` painted over the colour ``under``."""
    if color.startswith("#"):
        return tuple(int(color[i:i + 2], 16) for i in (1, 3, 5))
    r, g, b, a = (float(x) for x in re.findall(r"[\d.]+", color))
    return tuple(a * c + (1 - a) * u for c, u in zip((r, g, b), under))


def luminance(color):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in color)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    """The WCAG contrast ratio of two (r, g, b) colours."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_contrast_formula_matches_wcag_examples():
    assert contrast(rgb("#000000"), rgb("#ffffff")) == pytest.approx(21)
    assert contrast(rgb("#777777"), rgb("#ffffff")) == pytest.approx(4.48, abs=0.01)
    assert rgb("rgba(0, 0, 0, 0.5)", (255, 255, 255)) == (127.5, 127.5, 127.5)


@pytest.mark.parametrize("name", THEMES)
def test_board_text_and_lines_stand_out_from_the_board(name):
    t = theme(name)
    for board in map(rgb, t.board):
        assert contrast(rgb(t.text), board) >= TEXT
        assert contrast(rgb(t.line), board) >= GRAPHICS
        assert contrast(rgb(t.river), board) >= GRAPHICS
        assert contrast(rgb(t.target, board), board) >= GRAPHICS


@pytest.mark.parametrize("name", THEMES)
def test_pieces_stand_out_from_the_board_and_their_characters_from_the_piece(name):
    t = theme(name)
    for board in map(rgb, t.board):
        outline = contrast(rgb(t.piece_edge), board)
        face = min(contrast(rgb(stop), board) for stop in t.piece_face)
        assert max(outline, face) >= GRAPHICS
    for stop in map(rgb, t.piece_face):
        assert contrast(rgb(t.ink), stop) >= TEXT
        assert contrast(rgb(t.red), stop) >= TEXT


@pytest.mark.parametrize("name", THEMES)
def test_hand_counts_and_marks_are_readable(name):
    t = theme(name)
    badge, edge, digits = map(rgb, t.badge)
    assert contrast(digits, badge) >= TEXT
    for hand in map(rgb, t.hand):
        assert contrast(badge, hand) >= GRAPHICS or contrast(edge, hand) >= GRAPHICS
    for end in map(rgb, t.board):  # drawn arrows and circles, as the board shows them
        for brush, (color, edge) in t.brushes.items():
            seen = rgb(color if edge is None else edge)
            seen = tuple(MARK_OPACITY * c + (1 - MARK_OPACITY) * u for c, u in zip(seen, end))
            assert contrast(seen, end) >= GRAPHICS, (brush, end)
    assert contrast(rgb(t.hand_edge[1]), rgb(t.hand[1])) >= GRAPHICS


@pytest.mark.parametrize("game", ["shogi", "xiangqi"])
@pytest.mark.parametrize("name", THEMES)
def test_a_board_drawn_in_a_theme_names_it_and_uses_its_colours(game, name):
    config = BoardConfig(game=game, theme=name)
    start = games.get(game)
    view = PositionReader(start).view(start.new_board())
    text = markup(board_svg(config, view, Marks(last=(0,))))
    assert f'data-theme="{name}"' in text
    t = theme(name)
    for color in (t.line, t.text, t.ink, t.red, t.last, *t.board, *t.piece_face):
        assert color in text
    own = {c for value in vars(t).values() if not isinstance(value, dict)
           for c in (value if isinstance(value, tuple) else (value,))}
    others = {c for other in THEMES.values() if other is not t
              for c in (other.line, other.ink, other.board[0])} - own
    assert not any(color in text for color in others)


def test_default_theme_is_the_original_wood():
    assert DEFAULT_THEME == "wood" and list(THEMES)[0] == "wood"
    assert 'data-theme="wood"' in markup(board_svg(BoardConfig(), PositionReader(
        games.get("shogi")).view(games.get("shogi").new_board())))


def test_unknown_theme_is_refused():
    with pytest.raises(ValueError, match="unknown theme"):
        BoardConfig(theme="neon")


def page_colours():
    """{theme: {custom property: colour}} of assets/css/themes.css."""
    css = THEMES_CSS.read_text(encoding="utf-8")
    return {name: dict(re.findall(r"--([a-z-]+): (#[0-9a-f]{6});", body))
            for name, body in re.findall(r'html\[data-theme="([a-z]+)"\] \{(.*?)\}', css, re.S)}


def test_every_theme_has_page_colours():
    assert list(page_colours()) == list(THEMES)


@pytest.mark.parametrize("name", THEMES)
def test_page_text_meets_wcag_aa_in_every_theme(name):
    colours = {key: rgb(value) for key, value in page_colours()[name].items()}
    pairs = [(text, "bg") for text in ("fg", "muted", "link", "accent", "good")]
    pairs += [("fg", "field"), ("bar-fg", "bar")]
    for text, ground in pairs:
        assert contrast(colours[text], colours[ground]) >= TEXT, (text, ground)
