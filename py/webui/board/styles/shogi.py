"""How a shogi board is drawn: 9×9 cells a little taller than wide, star points, file numbers and
kanji (or letter) ranks, a komadai for each hand, and pentagonal pieces with kanji (gote's pieces
turned towards sente). Squares: ``sq = rank * 9 + (9 - file)``, rank a (gote's back rank) = 0.
"""

from .. import glyphs
from ..layout import Rect
from ..pieces import glyph
from ..svg import el, fmt
from .base import LABEL, LABEL_FONT, LINE, BoardStyle

KANJI_NUMERALS = "一二三四五六七八九"
INK = "#171411"
RED_INK = "#c1121f"
# One kanji per piece (the common one-character set). Sente's king is 玉, gote's 王.
KANJI = {
    "K": "玉", "k": "王", "R": "飛", "B": "角", "G": "金", "S": "銀", "N": "桂", "L": "香", "P": "歩",
    "+R": "龍", "+B": "馬", "+S": "全", "+N": "圭", "+L": "杏", "+P": "と",
}
# Relative size by rank, as in a real set (king largest, pawn smallest).
SCALE = {"K": 1.0, "R": 0.97, "B": 0.97, "G": 0.94, "S": 0.94, "N": 0.91, "L": 0.89, "P": 0.86}

_KOMADAI_PAD = 12
_GAP = 24
_LABEL_TOP = 44   # file numbers above the grid
_LABEL_SIDE = 48  # rank labels right of the grid
_EDGE = 18        # wood beyond the grid on the other sides


class ShogiStyle(BoardStyle):
    """Shogi's board, hands and pieces."""

    layouts = ("wide", "tall")
    cell = (100, 108)
    hand_order = "RBGSNLP"  # rook, bishop, gold, silver, knight, lance, pawn
    underside = ("#9c7038", "#5e4220")

    # -- geometry ----------------------------------------------------------------------------
    def frame(self, mode):
        """Wide: the komadai beside the board (gote top left, sente bottom right); tall: above
        and below it (for portrait screens)."""
        cw, ch = self.cell
        wood_w = _EDGE + 9 * cw + _LABEL_SIDE
        wood_h = _LABEL_TOP + 9 * ch + _EDGE
        pad = _KOMADAI_PAD
        if mode == "wide":
            kw, kh = 2 * cw + 2 * pad, 4 * ch + 2 * pad
            wood_x, wood_y = kw + _GAP, 0
            width, height = wood_x + wood_w + _GAP + kw, wood_h
            bottom = Rect(wood_x + wood_w + _GAP, wood_h - kh, kw, kh)
        else:
            kw, kh = wood_w, ch + 2 * pad
            wood_x, wood_y = 0, kh + _GAP
            width, height = wood_w, wood_y + wood_h + _GAP + kh
            bottom = Rect(0, wood_y + wood_h + _GAP, kw, kh)
        wood = Rect(wood_x, wood_y, wood_w, wood_h)
        grid = Rect(wood_x + _EDGE, wood_y + _LABEL_TOP, 9 * cw, 9 * ch)
        return width, height, wood, grid, (bottom, Rect(0, 0, kw, kh))

    def hand_slots(self, box, mode):
        """Two columns of slots (wide) or one row (tall)."""
        cw, ch = self.cell
        slots = {}
        for i, letter in enumerate(self.hand_order):
            if mode == "wide":
                col, row = i % 2, i // 2
                x, y = box.x + _KOMADAI_PAD + col * cw, box.y + _KOMADAI_PAD + row * ch
            else:
                x = box.x + (box.w - len(self.hand_order) * cw) / 2 + i * cw
                y = box.y + _KOMADAI_PAD
            slots[letter] = Rect(x, y, cw, ch)
        return slots

    # -- the board ---------------------------------------------------------------------------
    def static_nodes(self, config, layout):
        """Wood, the grid with its four star points, and the labels."""
        g = layout.grid
        cw, ch = layout.cell
        nodes = self.wood(layout, config.id_prefix, ("#f0cf8c", "#dcae62"), radius=8)
        lines = [f"M{fmt(g.x + i * cw)} {fmt(g.y)}v{fmt(g.h)}" for i in range(1, 9)]
        lines += [f"M{fmt(g.x)} {fmt(g.y + i * ch)}h{fmt(g.w)}" for i in range(1, 9)]
        nodes.append(el("path", d="".join(lines), stroke=LINE, stroke_width=1.6, fill="none"))
        nodes.append(el("rect", x=g.x, y=g.y, width=g.w, height=g.h, fill="none", stroke=LINE,
                        stroke_width=3.2))
        for i in (3, 6):
            for j in (3, 6):
                nodes.append(el("circle", cx=g.x + i * cw, cy=g.y + j * ch, r=5.5, fill=LINE))
        if config.coordinates:
            nodes.append(self._labels(config, layout))
        return nodes

    def _labels(self, config, layout):
        g = layout.grid
        cw, ch = layout.cell
        labels = el("g", class_="kb-coords", fill=LABEL)
        for col in range(9):
            sq = layout.square_at(col, 0)
            labels.add(el("text", text=str(9 - sq % 9), x=g.x + (col + 0.5) * cw, y=g.y - 13,
                          text_anchor="middle", font_size=27, font_family=LABEL_FONT))
        for row in range(9):
            rank = layout.square_at(0, row) // 9
            x, y = g.x + g.w + 24, g.y + (row + 0.5) * ch
            if config.rank_labels == "kanji":
                labels.add(glyph(KANJI_NUMERALS[rank], glyphs.SHOGI, x, y, 28, LABEL))
            else:
                labels.add(el("text", text="abcdefghi"[rank], x=x, y=y + 9, text_anchor="middle",
                              font_size=27, font_family=LABEL_FONT))
        return labels

    # -- the pieces --------------------------------------------------------------------------
    def symbol_id(self, symbol, prefix):
        """``'+r'`` and ``'+R'`` share one drawing; the two kings differ (玉 / 王)."""
        base = symbol.upper() if symbol.upper() != "K" else symbol
        return f"{prefix}s-{base.replace('+', 'p')}"

    def shape_id(self, symbol, prefix):
        """One outline per size of pentagon."""
        return f"{prefix}sh-{symbol.lstrip('+').upper()}"

    def upside_down(self, symbol, orientation):
        """The pieces of the player at the top point down the board."""
        return symbol.lstrip("+").islower() != (orientation == 1)

    def piece_defs(self, prefix):
        """A wooden pentagon per size and one per piece with its kanji (red when promoted)."""
        nodes = [
            el("linearGradient", [
                el("stop", offset="0", stop_color="#fcebc4"),
                el("stop", offset="0.55", stop_color="#f1d39a"),
                el("stop", offset="1", stop_color="#e2b874"),
            ], id=f"{prefix}wood-piece", x1="0", y1="0", x2="0.9", y2="1"),
        ]
        for letter, scale in SCALE.items():
            points, _, _, _ = self._pentagon(scale)
            nodes.append(el("polygon", id=self.shape_id(letter, prefix), points=points,
                            stroke_linejoin="round", stroke_width=2))
        for symbol, char in KANJI.items():
            points, top, h, w = self._pentagon(SCALE[symbol.lstrip("+").upper()])
            ink = RED_INK if symbol.startswith("+") else INK
            nodes.append(el("g", [
                el("polygon", points=points, fill=f"url(#{prefix}wood-piece)", stroke="#7a5a2e",
                   stroke_width=2, stroke_linejoin="round"),
                glyph(char, glyphs.SHOGI, self.cell[0] / 2, top + 0.60 * h, 0.64 * w, ink),
            ], id=self.symbol_id(symbol, prefix)))
        return nodes

    def _pentagon(self, scale):
        cw, ch = self.cell
        w, h = 92 * scale, 101 * scale
        base = ch - 4
        top = base - h
        cx = cw / 2
        pts = [(cx, top), (cx + 0.40 * w, top + 0.22 * h), (cx + 0.5 * w, base),
               (cx - 0.5 * w, base), (cx - 0.40 * w, top + 0.22 * h)]
        return " ".join(f"{fmt(x)},{fmt(y)}" for x, y in pts), top, h, w


STYLE = ShogiStyle
