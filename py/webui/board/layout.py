"""Board geometry in SVG user units: where each square, hand slot and label goes, and hit tests.

All drawing and all pointer handling go through one `Layout`, so what is drawn where and what a
pointer position means can never disagree. The numbers come from the game's drawing descriptor
(`webui.board.styles`); squares are the engine's square numbers, ``sq = rank * files + column``.
"""

from .styles import style_of


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
    """Geometry of one board for a game (its registered name), orientation (colour at the
    bottom) and layout mode (one of its style's ``layouts``)."""

    def __init__(self, game, orientation=0, mode="wide"):
        self.game = game
        self.orientation = orientation
        self.mode = mode
        self.style = style = style_of(game)
        self.files, self.ranks = style.files, style.ranks
        self.cell = style.cell
        self.width, self.height, self.wood, self.grid, boxes = style.frame(mode)
        # For pieces on points `grid` is the rectangle spanned by the outer lines.
        self.komadai = {}
        if boxes is not None:
            bottom, top = boxes
            self.komadai = {orientation: bottom, 1 - orientation: top}
        self._slots = {color: style.hand_slots(box, mode) for color, box in self.komadai.items()}

    # -- squares ---------------------------------------------------------------------------
    def column_row(self, sq):
        """Screen column (0 = left) and row (0 = top) of a square, after orientation."""
        col, row = sq % self.files, sq // self.files
        if self.style.ranks_from_bottom:
            row = self.ranks - 1 - row
        if self.orientation == 1:
            col, row = self.files - 1 - col, self.ranks - 1 - row
        return col, row

    def square_at(self, col, row):
        """Inverse of `column_row`: the square at a screen column and row."""
        if self.orientation == 1:
            col, row = self.files - 1 - col, self.ranks - 1 - row
        if self.style.ranks_from_bottom:
            row = self.ranks - 1 - row
        return row * self.files + col

    def square_rect(self, sq):
        """The cell of a square (on points: the cell centred on the intersection)."""
        col, row = self.column_row(sq)
        cw, ch = self.cell
        x, y = self.grid.x + col * cw, self.grid.y + row * ch
        if self.style.on_points:
            x, y = x - cw / 2, y - ch / 2
        return Rect(x, y, cw, ch)

    def square_center(self, sq):
        """Centre of a square / intersection."""
        return self.square_rect(sq).center

    def squares(self):
        """All square numbers of the game."""
        return range(self.files * self.ranks)

    # -- hands -----------------------------------------------------------------------------
    def hand_slot(self, color, letter):
        """The rectangle of a hand piece kind (upper-case letter) in ``color``'s hand."""
        return self._slots[color][letter.upper()]

    # -- hit testing -----------------------------------------------------------------------
    def hit(self, x, y):
        """What lies under a point: ``("square", sq)``, ``("hand", color, LETTER)`` or None."""
        cw, ch = self.cell
        gx, gy = x - self.grid.x, y - self.grid.y
        if self.style.on_points:
            gx, gy = gx + cw / 2, gy + ch / 2
        col, row = int(gx // cw), int(gy // ch)
        if gx >= 0 and gy >= 0 and col < self.files and row < self.ranks:
            return ("square", self.square_at(col, row))
        for color, slots in self._slots.items():
            for letter, rect in slots.items():
                if rect.contains(x, y):
                    return ("hand", color, letter)
        return None
