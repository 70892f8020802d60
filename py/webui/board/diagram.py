"""Diagram images of a board, pure Python: a standalone SVG document of the board exactly as the
renderer draws it (pieces, hands, coordinates, and whatever marks are passed in), with an
optional caption below it (side to move, the last move in the chosen notation). The pieces and
board labels are outlines already, so the image looks the same without any font; only the
caption is text. assets/js/diagram-export.js turns the same document into a PNG at 2×.
"""

from kiban import games
from webui.i18n import _

from .layout import Layout
from .reading import PositionReader
from .render import Marks, board_svg
from .styles.base import LABEL_FONT
from .svg import el, fmt, markup

CAPTION_BAND = 70  # user units below the board for the caption


def caption_text(game, turn, last_move=None):
    """The caption of a diagram: whose move it is, and the last move when given (text in the
    chosen notation): "Sente to move · last move P-76"."""
    color = _(game.color_titles[turn])
    if last_move:
        return _("{color} to move · last move {move}").format(color=color, move=last_move)
    return _("{color} to move").format(color=color)


def diagram_size(config, caption=None):
    """(width, height) of the diagram in user units (= CSS pixels at 1×)."""
    layout = Layout(config.game, config.orientation, config.layout)
    return layout.width, layout.height + (CAPTION_BAND if caption else 0)


def diagram_svg(config, view, marks=Marks(), caption=None, overlay=()):
    """The diagram as the text of an SVG file: the board of ``view`` (a `PositionView`) drawn
    with ``config`` (made read-only) and ``marks``, ``overlay`` (nodes drawn over the pieces:
    the arrows and highlights of `annotate`, drawn marks) and ``caption`` under it when given."""
    config = config.with_(draggable=False, movable=None, id_prefix="kb-dia-")
    width, height = diagram_size(config, caption)
    board = board_svg(config, view, marks, standalone=True)
    layout = Layout(config.game, config.orientation, config.layout)
    root = el("svg", xmlns="http://www.w3.org/2000/svg", width=fmt(width), height=fmt(height),
              viewBox=f"0 0 {fmt(width)} {fmt(height)}", class_="kb-diagram")
    root.add(el("rect", x=0, y=0, width=fmt(width), height=fmt(height), fill="#ffffff"))
    board.attrs.pop("xmlns", None)
    board.attrs.update(width=fmt(layout.width), height=fmt(layout.height), x="0", y="0")
    board.add(el("g", list(overlay), class_="kb-overlay"))
    root.add(board)
    if caption:
        root.add(el("text", text=caption, x=fmt(width / 2), y=fmt(layout.height + 46),
                    fill="#1b1b1b", font_size=34, text_anchor="middle",
                    font_family=LABEL_FONT, class_="kb-caption"))
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + markup(root)



def position_diagram(config, board, last_move=None, check=None, caption=None, overlay=()):
    """`diagram_svg` of an engine ``board`` with its ``last_move`` highlighted and the king on
    the ``check`` square marked, as the game page shows them, and ``overlay``."""
    reader = PositionReader(games.get(config.game))
    marks = Marks(last=reader.move_squares(last_move), check=check)
    return diagram_svg(config, reader.view(board), marks, caption, overlay)
