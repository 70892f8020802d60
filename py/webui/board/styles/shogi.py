"""How a shogi board is drawn: 9×9 cells a little taller than wide, star points, file numbers and
kanji (or letter) ranks, a komadai for each hand, and pentagonal pieces with kanji (gote's pieces
turned towards sente). Squares: ``sq = rank * files + (files - file)``, rank a (gote's back rank)
= 0. A shogi variant's smaller board (minishogi's 5×5) is drawn the same way, its size and the
pieces of its hands taken from its game's descriptor.
"""

from webui.i18n import N_, _

from .. import glyphs
from ..layout import Rect
from ..pieces import glyph
from ..piecesets import body, international, kanji, two_kanji
from ..svg import el, fmt
from .base import LABEL_FONT, BoardStyle
from .themes import theme

KANJI_NUMERALS = "一二三四五六七八九"
# rank a (gote's back rank) first
RANK_NAMES = {"kanji": KANJI_NUMERALS, "letters": "abcdefghi", "digits": "123456789"}
_KOMADAI_PAD = 12
_GAP = 24
_LABEL_TOP = 44   # file numbers above the grid
_LABEL_SIDE = 48  # rank labels right of the grid
_EDGE = 18        # wood beyond the grid on the other sides


class ShogiStyle(BoardStyle):
    """Shogi's board, hands and pieces."""

    layouts = ("wide", "tall")
    cell = body.SHOGI_CELL
    piece_sets = {"kanji": kanji.shogi, "two-kanji": two_kanji.shogi,
                  "international": international.shogi}
    piece_set_labels = {"kanji": N_("One kanji (玉, 飛)"), "two-kanji": N_("Two kanji (玉將, 飛車)"),
                        "international": N_("International: letters with the moves (K, R)")}
    rank_styles = {"kanji": N_("Kanji ({first} to {last})"), "letters": N_("Letters ({first} to {last})"),
                   "digits": N_("Digits ({first} to {last})")}
    hand_order = "RBGSNLP"  # rook, bishop, gold, silver, knight, lance, pawn
    star_points = (3, 6)    # the lines (from the top left corner) whose crossings carry a dot

    def __init__(self, game):
        super().__init__(game)
        self.files, self.ranks = game.files, game.ranks
        self.hand_order = "".join(letter for letter in self.hand_order if letter in game.hand_letters)
        if (self.files, self.ranks) != (9, 9):
            self.star_points = ()  # a smaller board has none

    def rank_style_label(self, name):
        """The settings' words for the rank label style ``name`` in the current language, with
        this board's first and last label: 'Kanji (一 to 九)', on minishogi's 5×5 'Kanji (一 to 五)'."""
        names = RANK_NAMES[name][:self.ranks]
        return _(self.rank_styles[name]).format(first=names[0], last=names[-1])

    # -- geometry ----------------------------------------------------------------------------
    def frame(self, mode):
        """Wide: the komadai beside the board (gote top left, sente bottom right); tall: above
        and below it (for portrait screens)."""
        cw, ch = self.cell
        wood_w = _EDGE + self.files * cw + _LABEL_SIDE
        wood_h = _LABEL_TOP + self.ranks * ch + _EDGE
        pad = _KOMADAI_PAD
        if mode == "wide":
            rows = -(-len(self.hand_order) // 2)  # two kinds of piece a row: 4 rows for shogi's 7
            kw, kh = 2 * cw + 2 * pad, rows * ch + 2 * pad
            wood_x, wood_y = kw + _GAP, 0
            width, height = wood_x + wood_w + _GAP + kw, wood_h
            bottom = Rect(wood_x + wood_w + _GAP, wood_h - kh, kw, kh)
        else:
            kw, kh = wood_w, ch + 2 * pad
            wood_x, wood_y = 0, kh + _GAP
            width, height = wood_w, wood_y + wood_h + _GAP + kh
            bottom = Rect(0, wood_y + wood_h + _GAP, kw, kh)
        wood = Rect(wood_x, wood_y, wood_w, wood_h)
        grid = Rect(wood_x + _EDGE, wood_y + _LABEL_TOP, self.files * cw, self.ranks * ch)
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
        colors = theme(config.theme)
        line = colors.line
        nodes = self.wood(layout, config.id_prefix, colors, radius=8)
        lines = [f"M{fmt(g.x + i * cw)} {fmt(g.y)}v{fmt(g.h)}" for i in range(1, self.files)]
        lines += [f"M{fmt(g.x)} {fmt(g.y + i * ch)}h{fmt(g.w)}" for i in range(1, self.ranks)]
        nodes.append(el("path", d="".join(lines), stroke=line, stroke_width=1.6, fill="none"))
        nodes.append(el("rect", x=g.x, y=g.y, width=g.w, height=g.h, fill="none", stroke=line,
                        stroke_width=3.2))
        for i in self.star_points:
            for j in self.star_points:
                nodes.append(el("circle", cx=g.x + i * cw, cy=g.y + j * ch, r=5.5, fill=line))
        if config.coordinates:
            nodes.append(self._labels(config, layout, colors.text))
        return nodes

    def _labels(self, config, layout, ink):
        g = layout.grid
        cw, ch = layout.cell
        labels = el("g", class_="kb-coords", fill=ink)
        for col in range(self.files):
            sq = layout.square_at(col, 0)
            labels.add(el("text", text=str(self.files - sq % self.files), x=g.x + (col + 0.5) * cw,
                          y=g.y - 13, text_anchor="middle", font_size=27, font_family=LABEL_FONT))
        for row in range(self.ranks):
            rank = layout.square_at(0, row) // self.files
            x, y = g.x + g.w + 24, g.y + (row + 0.5) * ch
            if config.rank_labels == "kanji":
                labels.add(glyph(KANJI_NUMERALS[rank], glyphs.KANJI, x, y, 28, ink))
            else:
                labels.add(el("text", text=RANK_NAMES[config.rank_labels][rank], x=x, y=y + 9,
                              text_anchor="middle", font_size=27, font_family=LABEL_FONT))
        return labels

    # -- the pieces --------------------------------------------------------------------------
    def symbol_id(self, symbol, prefix):
        """``'+r'`` and ``'+R'`` share one drawing; the two kings differ (玉 / 王)."""
        return body.shogi_symbol_id(symbol, prefix)

    def shape_id(self, symbol, prefix):
        """One outline per size of pentagon."""
        return body.shogi_shape_id(symbol, prefix)

    def upside_down(self, symbol, orientation):
        """The pieces of the player at the top point down the board."""
        return symbol.lstrip("+").islower() != (orientation == 1)

STYLE = ShogiStyle
