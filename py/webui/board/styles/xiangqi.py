"""How a xiangqi board is drawn: pieces on the 9×10 points of the lines, the river with its
inscription, the two palaces' diagonals, the cannon and soldier marks, letter files and number
ranks, a disc showing whose turn it is, and round pieces with red or black characters.
Points: ``sq = rank * 9 + file``, rank 0 = red's back rank (drawn at the bottom for red).
"""

from webui.i18n import N_

from .. import glyphs
from ..layout import Rect
from ..pieces import glyph
from ..piecesets import body, icons, kanji, letters
from ..svg import el
from .base import LABEL_FONT, BoardStyle
from .themes import theme

_STEP = body.XQ_STEP
_LEFT = 120    # margin left of file a (rank labels live here)
_TOP = 70
_RIGHT = 70
_BOTTOM = 120  # file labels live here


class XiangqiStyle(BoardStyle):
    """Xiangqi's board, turn disc and pieces."""

    ranks = 10
    cell = (_STEP, _STEP)
    piece_sets = {"characters": kanji.xiangqi, "icons": icons.xiangqi, "letters": letters.xiangqi}
    piece_set_labels = {"characters": N_("Characters (帥, 將)"), "icons": N_("Icons"),
                        "letters": N_("Letters (K, A, E, H, R, C, P)")}
    on_points = True
    ranks_from_bottom = True
    square_inset = 6
    check_grow = 14
    mark_inset = 6
    underside_stroke = False

    # -- geometry ----------------------------------------------------------------------------
    def frame(self, mode):
        """One layout; ``grid`` is the rectangle spanned by the outer lines."""
        width, height = _LEFT + 8 * _STEP + _RIGHT, _TOP + 9 * _STEP + _BOTTOM
        return (width, height, Rect(0, 0, width, height),
                Rect(_LEFT, _TOP, 8 * _STEP, 9 * _STEP), None)

    # -- the board ---------------------------------------------------------------------------
    def static_nodes(self, config, layout):
        """Wood, frame, lines (broken by the river), palaces, point marks, river, labels."""
        g = layout.grid
        s = layout.cell[0]
        colors = theme(config.theme)
        nodes = self.wood(layout, config.id_prefix, colors, radius=10) + [
            el("rect", x=g.x - 9, y=g.y - 9, width=g.w + 18, height=g.h + 18, fill="none",
               stroke=colors.line, stroke_width=4),
        ]
        lines = [f"M{g.x} {g.y + r * s}h{g.w}" for r in range(10)]
        lines += [f"M{g.x + c * s} {g.y}v{g.h}" for c in (0, 8)]
        lines += [f"M{g.x + c * s} {g.y}v{4 * s}M{g.x + c * s} {g.y + 5 * s}v{4 * s}"
                  for c in range(1, 8)]
        for top in (0, 7):  # the palaces' diagonals
            y0, y1 = g.y + top * s, g.y + (top + 2) * s
            lines.append(f"M{g.x + 3 * s} {y0}L{g.x + 5 * s} {y1}"
                         f"M{g.x + 5 * s} {y0}L{g.x + 3 * s} {y1}")
        marks = [(c, r) for c in (1, 7) for r in (2, 7)] + [(c, r) for c in range(0, 9, 2)
                                                            for r in (3, 6)]
        lines += [_point_marks(layout, c, r) for c, r in marks]
        nodes.append(el("path", d="".join(lines), stroke=colors.line, stroke_width=2,
                        fill="none"))
        river_y = g.y + 4.5 * s
        for i, ch in enumerate("楚河"):
            nodes.append(glyph(ch, glyphs.HANZI, g.x + (1.5 + i * 1.5) * s, river_y, 64,
                               colors.river))
        for i, ch in enumerate("漢界"):
            nodes.append(glyph(ch, glyphs.HANZI, g.x + (5.5 + i * 1.5) * s, river_y, 64,
                               colors.river))
        if config.coordinates:
            nodes.append(_labels(layout, colors.text))
        return nodes

    def turn_marker(self, layout, turn, colors):
        """A disc in the corner on the side of the player to move, in that player's colour."""
        g = layout.grid
        y = g.y + g.h + 75 if turn == layout.orientation else g.y - 35
        return el("circle", cx=g.x - 76, cy=y, r=17, fill=colors.red if turn == 0 else colors.ink,
                  stroke=colors.turn_edge, stroke_width=3, class_="kb-turn",
                  data_turn=self.game.colors[turn])

    # -- the pieces --------------------------------------------------------------------------
    def symbol_id(self, symbol, prefix):
        """One drawing per piece and colour."""
        return body.xiangqi_symbol_id(symbol, prefix)

    def shape_id(self, symbol, prefix):
        """Every piece is the same disc."""
        return body.xiangqi_shape_id(symbol, prefix)


def _point_marks(layout, col, row):
    """The small corner marks around a cannon or soldier point."""
    x, y = layout.grid.x + col * _STEP, layout.grid.y + row * _STEP
    d, n = 7, 18
    parts = []
    for sx in (-1, 1):
        if (col == 0 and sx < 0) or (col == 8 and sx > 0):
            continue
        for sy in (-1, 1):
            px, py = x + sx * d, y + sy * d
            parts.append(f"M{px + sx * n} {py}H{px}V{py + sy * n}")
    return "".join(parts)


def _labels(layout, ink):
    g = layout.grid
    s = layout.cell[0]
    labels = el("g", class_="kb-coords", fill=ink, font_size=27, font_family=LABEL_FONT,
                text_anchor="middle")
    for col in range(9):
        name = "abcdefghi"[layout.square_at(col, 0) % 9]
        labels.add(el("text", text=name, x=g.x + col * s, y=g.y + g.h + 84))
    for row in range(10):
        labels.add(el("text", text=str(layout.square_at(0, row) // 9), x=g.x - 76,
                      y=g.y + row * s + 9))
    return labels


STYLE = XiangqiStyle
