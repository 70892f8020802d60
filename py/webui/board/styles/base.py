"""The drawing descriptor every game's board style fills in (see `webui.board.styles`).

Attributes are plain values; hooks draw the parts that differ between games as SVG nodes
(`webui.board.svg`). Squares are the engine's square numbers: ``sq = rank * files + column``,
with rank 0 drawn at the top unless ``ranks_from_bottom``.
"""

from ..svg import el
from .themes import theme

LABEL_FONT = "system-ui, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"


class BoardStyle:
    """How one game's board is drawn. Subclasses set the attributes and override the hooks."""

    layouts = ("wide",)      # the layout modes it can be drawn in (`BoardConfig.layout`)
    files, ranks = 9, 9      # the board's size (shogi's style takes its game's: 9×9 or 5×5)
    cell = (100, 100)        # size of a square (or spacing of the points) in user units
    on_points = False        # pieces stand on the intersections of the lines (xiangqi)
    ranks_from_bottom = False  # rank 0 is drawn at the bottom for the first player
    hand_order = ""          # letters of hand pieces in the order drawn; "" when no hands
    square_inset = 0         # inset of a square's highlight rectangle
    check_grow = 0           # how far the check glow reaches beyond the square
    mark_inset = 2           # inset of a teaching highlight (`annotate.highlights`)
    underside_stroke = True  # the darker edge beneath a piece is outlined too
    piece_sets = {}          # name -> function(prefix, theme) giving a set's <defs>; the
                             # default first
    piece_set_labels = {}    # name -> the set's name in the settings (marked with N_)
    rank_styles = {}         # rank label style -> its name in the settings (`BoardConfig.
                             # rank_labels`), the default first; empty: no choice offered; a
                             # template naming the board's {first} and {last} label
                             # (`rank_style_label`)

    def __init__(self, game):
        self.game = game     # the engine's descriptor (`kiban.core.game.Game`)

    # -- geometry ----------------------------------------------------------------------------
    def frame(self, mode):
        """``(width, height, wood, grid, hand_boxes)`` of the board in layout ``mode``:
        ``wood`` and ``grid`` are `Rect`s, ``hand_boxes`` the (bottom, top) boxes of the two
        hands, or None."""
        raise NotImplementedError

    def hand_slots(self, box, mode):
        """{LETTER: Rect} of each kind of hand piece inside a hand ``box``."""
        return {}

    # -- drawing -----------------------------------------------------------------------------
    def static_nodes(self, config, layout):
        """The nodes of the parts that never change: wood, lines, labels."""
        raise NotImplementedError

    def piece_defs(self, prefix, piece_set=None, theme_name=None):
        """The <defs> children every piece refers to (by `symbol_id` and `shape_id`), drawn with
        the set named ``piece_set`` (None: the default set, the first of `piece_sets`) in the
        colours of the theme called ``theme_name`` (None: the default theme)."""
        return self.piece_sets[piece_set or self.default_piece_set](prefix, theme(theme_name))

    @property
    def default_piece_set(self):
        """The name of the set a board is drawn with unless told otherwise."""
        return next(iter(self.piece_sets))

    def symbol_id(self, symbol, prefix):
        """The id of the <defs> drawing of a piece symbol."""
        raise NotImplementedError

    def shape_id(self, symbol, prefix):
        """The id of a piece's plain outline (drawn darker beneath it as its underside)."""
        raise NotImplementedError

    def upside_down(self, symbol, orientation):
        """True if the piece ``symbol`` is drawn turned 180 degrees on a board showing colour
        ``orientation`` at the bottom."""
        return False

    def turn_marker(self, layout, turn, colors):
        """A node showing whose turn it is (in the `Theme` ``colors``), or None when the board
        shows it otherwise."""
        return None

    def promoted(self, symbol):
        """The symbol of ``symbol`` promoted (for the promotion choice)."""
        return "+" + symbol

    def wood(self, layout, prefix, colors, radius):
        """The board's background (wood in the wood theme): a diagonal gradient between the
        ``colors`` (a `Theme`) filling it."""
        light, dark = colors.board
        w = layout.wood
        return [
            el("linearGradient", [
                el("stop", offset="0", stop_color=light),
                el("stop", offset="1", stop_color=dark),
            ], id=f"{prefix}wood-board", x1="0", y1="0", x2="1", y2="1"),
            el("rect", x=w.x, y=w.y, width=w.w, height=w.h, rx=radius,
               fill=f"url(#{prefix}wood-board)", stroke=colors.board_edge, stroke_width=2,
               class_="kb-wood"),
        ]
