"""The board component's configuration object (in the spirit of shogiground's `Config`).

One `BoardConfig` describes how a board looks and what the user may do with it; the same
object serves the game page, embedded tutorial boards and play against the computer::

    BoardConfig(game="shogi", orientation=GOTE, movable=SENTE)   # human plays sente, board flipped
    BoardConfig(game="xiangqi", movable=None)                      # read-only diagram

Fields
------
game          a registered game's name (`kiban.games.names()`); how it is drawn comes from its
              drawing descriptor (`webui.board.styles`).
orientation   colour shown at the bottom: 0 (sente / red) or 1 (gote / black).
layout        one of the style's layouts; shogi hands: "wide" puts the komadai beside the board
              (gote top left, sente bottom right), "tall" above and below it (for portrait
              screens). A game drawn one way only (xiangqi) ignores it.
coordinates   draw file and rank labels.
rank_labels   shogi ranks as "kanji" (一..九, traditional), "letters" (a..i, as in USI) or
              "digits" (1..9, as in Western notation).
pieces        the piece set's name, one of the game style's ``piece_sets`` (shogi "kanji",
              "two-kanji", "international"; xiangqi "characters", "icons", "letters"), or None
              for the game's default set.
theme         the colour theme's name (`webui.board.styles.themes.THEMES`: "wood", "light",
              "dark", "contrast"), or None for the default theme.
movable       who may move pieces: "both" (two players at one screen), 0 or 1 (one side, e.g.
              against the computer), or None (read-only).
show_targets  mark the legal targets of the held piece.
show_last     highlight the squares of the last move.
show_check    highlight a king / general in check.
draggable     pieces can be dragged (clicking a piece then a target always works); a press
              becomes a drag once it has moved DRAG_THRESHOLD of a cell (the renderer writes
              that distance on the <svg> as ``data-drag-threshold``, in board units, for the
              browser's pointer module assets/js/board-input.js).
drawable      the user may draw arrows and circles (right button, or a long press on touch;
              `webui.board.drawing`).
click_clears  a left press clears what is drawn (False: only the gesture that drew a mark
              removes it; the editor, where left presses place pieces).
id_prefix     prefix of the ids in the board's <defs>, distinct per board when several share a
              document.
"""

from dataclasses import dataclass, replace

from kiban import games

from .styles import style_of
from .styles.themes import THEMES

LAYOUTS = ("wide", "tall")
RANK_LABELS = ("kanji", "letters", "digits")
DRAG_THRESHOLD = 0.12  # of a cell: a press that moves less than this is a click


@dataclass(frozen=True)
class BoardConfig:
    """How a board is drawn and what input it accepts; see the module docstring."""

    game: str = games.DEFAULT
    orientation: int = 0
    layout: str = "wide"
    coordinates: bool = True
    rank_labels: str = "kanji"
    pieces: object = None
    theme: object = None
    movable: object = "both"
    show_targets: bool = True
    show_last: bool = True
    show_check: bool = True
    draggable: bool = True
    drawable: bool = True
    click_clears: bool = True
    id_prefix: str = "kb-"

    def __post_init__(self):
        games.get(self.game)  # UnknownGameError (a ValueError) for an unknown name
        if self.orientation not in (0, 1):
            raise ValueError(f"orientation must be 0 or 1, not {self.orientation!r}")
        if self.layout not in LAYOUTS:
            raise ValueError(f"unknown layout {self.layout!r} (expected one of {LAYOUTS})")
        if self.rank_labels not in RANK_LABELS:
            raise ValueError(f"unknown rank labels {self.rank_labels!r}")
        sets = style_of(self.game).piece_sets
        if self.pieces is not None and self.pieces not in sets:
            raise ValueError(f"unknown piece set {str(self.pieces)[:40]!r} "
                             f"(expected one of {', '.join(sets)})")
        if self.theme is not None and self.theme not in THEMES:
            raise ValueError(f"unknown theme {str(self.theme)[:40]!r} "
                             f"(expected one of {', '.join(THEMES)})")
        if self.movable not in ("both", 0, 1, None):
            raise ValueError(f"movable must be 'both', 0, 1 or None, not {self.movable!r}")
        if not self.id_prefix.replace("-", "").replace("_", "").isalnum():
            raise ValueError(f"id_prefix must be letters, digits, '-' or '_': {self.id_prefix!r}")

    def with_(self, **changes):
        """Return a copy with some fields changed (validated like the constructor)."""
        return replace(self, **changes)

    def may_move(self, color):
        """True if the user may move pieces of ``color``."""
        return self.movable == "both" or self.movable == color
