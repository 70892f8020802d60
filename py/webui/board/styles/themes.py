"""The board's colour themes: one table of colours per theme, used by every game's style, the
piece sets, the marks and the hands (a game's style never hard-codes a colour).

Themes: ``wood`` (Kiban's original look, the default), ``light`` (plain light), ``dark`` and
``contrast`` (high contrast). Every theme keeps the board's labels at WCAG AA contrast (4.5:1)
against the board and its lines and pieces at 3:1 (tests/webui/test_themes.py). The page's own
colours follow the same names through ``<html data-theme>`` (assets/css/themes.css).
"""

from dataclasses import dataclass

from webui.i18n import N_


@dataclass(frozen=True)
class Theme:
    """The colours of one theme (CSS colour strings)."""

    label: str            # the theme's name in the settings (marked for translation)
    board: tuple          # (light, dark) ends of the board's diagonal gradient
    board_edge: str       # the board's outline
    line: str             # grid lines, star points, frame
    text: str             # coordinates
    river: str            # the xiangqi river's inscription
    piece_face: tuple     # (top, middle, bottom) of a piece's face
    piece_edge: str       # a piece's outline
    underside: tuple      # (fill, stroke) of the darker edge drawn beneath a piece
    ink: str              # the characters of a piece (black's and unpromoted pieces)
    red: str              # red's pieces and promoted shogi pieces
    hand: tuple           # (fill, fill of the hand of the side to move) of a shogi komadai
    hand_edge: tuple      # (stroke, stroke of the hand of the side to move)
    last: str             # the squares of the last move
    selected: str         # the held piece's square
    target: str           # dots and capture rings of the legal targets
    badge: tuple          # (fill, stroke, text) of a hand piece's count
    veil: str             # the board darkened behind the promotion choice
    choice: tuple         # (fill, stroke) of a promotion choice's cell
    highlight: tuple      # (fill, stroke) of a teaching highlight
    brushes: dict         # drawn arrows and circles: brush name -> (colour, edge colour or
                          # None), each at least 3:1 against the board (webui.board.annotate)
    turn_edge: str        # the ring round xiangqi's turn disc


# Brushes of the light boards; yellow, which cannot be both yellow and dark, is edged.
# "best" is the review's best move (webui.review.best), never drawn by hand.
_BRUSHES_ON_WOOD = {"green": ("#17591a", None), "red": ("#9d1c1c", None),
                    "blue": ("#1d49a8", None), "yellow": ("#ffd21f", "#2b2118"),
                    "best": ("#1d49a8", None)}

THEMES = {
    "wood": Theme(
        label=N_("Wood"), board=("#f0cf8c", "#dcae62"), board_edge="#a57a3a", line="#3a2a14",
        text="#5b4322", river="#6b4a1c", piece_face=("#fcebc4", "#f1d39a", "#e2b874"),
        piece_edge="#7a5a2e", underside=("#9c7038", "#5e4220"), ink="#171411", red="#96101a",
        hand=("#b98b4c", "#c99a55"), hand_edge=("#8a6433", "#1a4a85"),
        last="rgba(88, 150, 60, 0.38)", selected="rgba(40, 110, 200, 0.40)",
        target="rgba(25, 80, 25, 0.8)", badge=("#2b2118", "#fff3dc", "#fff8ea"),
        veil="rgba(20, 14, 6, 0.45)", choice=("#fff7e6", "#2f6fb3"),
        highlight=("rgba(245, 190, 40, 0.50)", "rgba(200, 120, 0, 0.90)"),
        brushes=_BRUSHES_ON_WOOD, turn_edge="#fff3dc"),
    "light": Theme(
        label=N_("Plain light"), board=("#fdfdfb", "#eceef1"), board_edge="#8a8f98",
        line="#30343b", text="#33373e", river="#4a4f58",
        piece_face=("#ffffff", "#f8f8f6", "#ebebe7"), piece_edge="#50555e",
        underside=("#a4a9b1", "#5d636c"), ink="#111111", red="#b3121b",
        hand=("#e1e5ea", "#d3dae4"), hand_edge=("#8a8f98", "#1f5fa8"),
        last="rgba(80, 160, 60, 0.35)", selected="rgba(40, 110, 200, 0.35)",
        target="rgba(20, 100, 30, 0.75)", badge=("#23272e", "#ffffff", "#ffffff"),
        veil="rgba(20, 24, 30, 0.40)", choice=("#ffffff", "#1f5fa8"),
        highlight=("rgba(245, 190, 40, 0.45)", "rgba(190, 110, 0, 0.90)"),
        brushes=_BRUSHES_ON_WOOD, turn_edge="#ffffff"),
    "dark": Theme(
        label=N_("Dark"), board=("#3b3e45", "#2b2d32"), board_edge="#5c616b", line="#a9afba",
        text="#e3e6ec", river="#c3c8d1", piece_face=("#eee4cd", "#ddd1b6", "#c9bb9a"),
        piece_edge="#6b6250", underside=("#17181b", "#0b0b0d"), ink="#141414", red="#8a0c14",
        hand=("#32353b", "#3e434b"), hand_edge=("#5c616b", "#8ab8ff"),
        last="rgba(120, 200, 90, 0.40)", selected="rgba(90, 160, 255, 0.45)",
        target="rgba(150, 230, 130, 0.85)", badge=("#e8e8e8", "#111111", "#111111"),
        veil="rgba(0, 0, 0, 0.55)", choice=("#f2ece0", "#8ab8ff"),
        highlight=("rgba(245, 190, 40, 0.40)", "rgba(255, 200, 60, 0.95)"),
        brushes={"green": ("#8fe07a", None), "red": ("#ff8a80", None),
                 "blue": ("#8ab8ff", None), "yellow": ("#ffd21f", None),
                 "best": ("#8ab8ff", None)},
        turn_edge="#e3e6ec"),
    "contrast": Theme(
        label=N_("High contrast"), board=("#ffffff", "#ffffff"), board_edge="#000000",
        line="#000000", text="#000000", river="#000000",
        piece_face=("#ffffff", "#ffffff", "#ffffff"), piece_edge="#000000",
        underside=("#000000", "#000000"), ink="#000000", red="#b00000",
        hand=("#ffffff", "#fff7a8"), hand_edge=("#000000", "#0000c8"),
        last="rgba(0, 170, 0, 0.45)", selected="rgba(0, 90, 255, 0.50)",
        target="#006000", badge=("#000000", "#ffffff", "#ffffff"),
        veil="rgba(0, 0, 0, 0.60)", choice=("#ffffff", "#0000c8"),
        highlight=("rgba(255, 200, 0, 0.55)", "#8a4b00"),
        brushes={"green": ("#006000", None), "red": ("#b00000", None),
                 "blue": ("#0000c8", None), "yellow": ("#ffd21f", "#000000"),
                 "best": ("#0000c8", None)},
        turn_edge="#000000"),
}
DEFAULT_THEME = "wood"
DARK_THEME = "dark"  # the default when the browser prefers a dark scheme


def theme(name):
    """The `Theme` called ``name`` (None: the default theme)."""
    return THEMES[name or DEFAULT_THEME]
