"""Board geometry in SVG user units: where each square, hand slot and label goes, and hit tests.

All drawing and all pointer handling go through one `Layout`, so what is drawn where and what a
pointer position means can never disagree. Squares are engine square numbers (see API.md):
shogi ``sq = rank * 9 + (9 - file)`` with rank a (gote's back rank) = 0; xiangqi
``sq = rank * 9 + file`` with rank 0 = red's back rank.
"""

# Shogi: cells are a little taller than wide, as on a real board.
SHOGI_CELL = (100, 108)
HAND_ORDER = "RBGSNLP"  # rook, bishop, gold, silver, knight, lance, pawn
_KOMADAI_PAD = 12
_GAP = 24
_LABEL_TOP = 44   # file numbers above the grid
_LABEL_SIDE = 48  # rank labels right of the grid
_EDGE = 18        # wood beyond the grid on the other sides

# Xiangqi: pieces stand on the intersections of a grid with this spacing.
XQ_STEP = 100
_XQ_LEFT = 120    # margin left of file a (rank labels live here)
_XQ_TOP = 70
_XQ_RIGHT = 70
_XQ_BOTTOM = 120  # file labels live here


class Rect:
    """An axis-aligned rectangle in user units."""

    __slots__ = ("x", "y", "w", "h")

    def __init__(self, x, y, w, h):
        self.x, self.y, self.w, self.h = x, y, w, h

    def contains(self, px, py):
        """True if the point lies inside (left/top edges inclusive)."""
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    @property
    def center(self):
        """The centre point (x, y)."""
        return (self.x + self.w / 2, self.y + self.h / 2)

    def __eq__(self, other):
        return isinstance(other, Rect) and (self.x, self.y, self.w, self.h) == (
            other.x, other.y, other.w, other.h)

    def __repr__(self):
        return f"Rect({self.x}, {self.y}, {self.w}, {self.h})"


class Layout:
    """Geometry of one board for a game, orientation (colour at the bottom) and layout mode."""

    def __init__(self, game, orientation=0, mode="wide"):
        self.game = game
        self.orientation = orientation
        self.mode = mode
        if game == "shogi":
            self._init_shogi()
        else:
            self._init_xiangqi()

    # -- shogi -----------------------------------------------------------------------------
    def _init_shogi(self):
        cw, ch = SHOGI_CELL
        self.files, self.ranks = 9, 9
        self.cell = (cw, ch)
        wood_w = _EDGE + 9 * cw + _LABEL_SIDE
        wood_h = _LABEL_TOP + 9 * ch + _EDGE
        pad = _KOMADAI_PAD
        if self.mode == "wide":
            kw, kh = 2 * cw + 2 * pad, 4 * ch + 2 * pad
            wood_x, wood_y = kw + _GAP, 0
            self.width = wood_x + wood_w + _GAP + kw
            self.height = wood_h
            top_box = Rect(0, 0, kw, kh)
            bottom_box = Rect(wood_x + wood_w + _GAP, wood_h - kh, kw, kh)
        else:
            kw, kh = wood_w, ch + 2 * pad
            wood_x, wood_y = 0, kh + _GAP
            self.width = wood_w
            self.height = wood_y + wood_h + _GAP + kh
            top_box = Rect(0, 0, kw, kh)
            bottom_box = Rect(0, wood_y + wood_h + _GAP, kw, kh)
        self.wood = Rect(wood_x, wood_y, wood_w, wood_h)
        self.grid = Rect(wood_x + _EDGE, wood_y + _LABEL_TOP, 9 * cw, 9 * ch)
        bottom = self.orientation
        self.komadai = {bottom: bottom_box, 1 - bottom: top_box}
        self._slots = {color: self._hand_slots(box) for color, box in self.komadai.items()}

    def _hand_slots(self, box):
        cw, ch = self.cell
        slots = {}
        for i, letter in enumerate(HAND_ORDER):
            if self.mode == "wide":
                col, row = i % 2, i // 2
                x, y = box.x + _KOMADAI_PAD + col * cw, box.y + _KOMADAI_PAD + row * ch
            else:
                x = box.x + (box.w - len(HAND_ORDER) * cw) / 2 + i * cw
                y = box.y + _KOMADAI_PAD
            slots[letter] = Rect(x, y, cw, ch)
        return slots

    # -- xiangqi ---------------------------------------------------------------------------
    def _init_xiangqi(self):
        self.files, self.ranks = 9, 10
        self.cell = (XQ_STEP, XQ_STEP)
        self.width = _XQ_LEFT + 8 * XQ_STEP + _XQ_RIGHT
        self.height = _XQ_TOP + 9 * XQ_STEP + _XQ_BOTTOM
        self.wood = Rect(0, 0, self.width, self.height)
        # For xiangqi `grid` is the rectangle spanned by the outer lines.
        self.grid = Rect(_XQ_LEFT, _XQ_TOP, 8 * XQ_STEP, 9 * XQ_STEP)
        self.komadai = {}
        self._slots = {}

    # -- squares ---------------------------------------------------------------------------
    def column_row(self, sq):
        """Screen column (0 = left) and row (0 = top) of a square, after orientation."""
        if self.game == "shogi":
            col, row = sq % 9, sq // 9
            if self.orientation == 1:
                col, row = 8 - col, 8 - row
        else:
            col, row = sq % 9, 9 - sq // 9
            if self.orientation == 1:
                col, row = 8 - col, 9 - row
        return col, row

    def square_at(self, col, row):
        """Inverse of `column_row`: the square at a screen column and row."""
        if self.orientation == 1:
            col, row = 8 - col, self.ranks - 1 - row
        if self.game == "shogi":
            return row * 9 + col
        return (9 - row) * 9 + col

    def square_rect(self, sq):
        """The cell of a square (xiangqi: the cell centred on the intersection)."""
        col, row = self.column_row(sq)
        cw, ch = self.cell
        if self.game == "shogi":
            return Rect(self.grid.x + col * cw, self.grid.y + row * ch, cw, ch)
        return Rect(self.grid.x + col * cw - cw / 2, self.grid.y + row * ch - ch / 2, cw, ch)

    def square_center(self, sq):
        """Centre of a square / intersection."""
        return self.square_rect(sq).center

    def squares(self):
        """All square numbers of the game."""
        return range(self.files * self.ranks)

    # -- hands -----------------------------------------------------------------------------
    def hand_slot(self, color, letter):
        """The rectangle of a hand piece kind (upper-case letter) in ``color``'s komadai."""
        return self._slots[color][letter.upper()]

    # -- hit testing -----------------------------------------------------------------------
    def hit(self, x, y):
        """What lies under a point: ``("square", sq)``, ``("hand", color, LETTER)`` or None."""
        cw, ch = self.cell
        gx, gy = x - self.grid.x, y - self.grid.y
        if self.game == "xiangqi":
            gx, gy = gx + cw / 2, gy + ch / 2
        col, row = int(gx // cw), int(gy // ch)
        if gx >= 0 and gy >= 0 and col < self.files and row < self.ranks:
            return ("square", self.square_at(col, row))
        for color, slots in self._slots.items():
            for letter, rect in slots.items():
                if rect.contains(x, y):
                    return ("hand", color, letter)
        return None
