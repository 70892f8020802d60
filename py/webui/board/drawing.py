"""Drawing on a board: from a secondary press (right button, or a long press on a touch screen)
to the arrow or circle it draws. Pure Python.

The convention of lichess / lishogi / shogiground: a secondary press released on the square it
went down on draws a circle there; dragged to another square, an arrow (from a shogi hand piece:
a drop arrow); released off the board, or from a hand onto a hand, nothing. The modifier keys
held at the press pick the brush (`brush_of`). While the press moves, `Sketch.preview()` is the
arrow it would draw, for the board to show. The gesture ends with the mark to toggle; the owner
keeps the marks (`webui.play.marks.MarkSet`).

Positions arrive as `Layout.hit` results: ``("square", sq)``, ``("hand", color, LETTER)`` or None.
"""

from webui.play.marks import DEFAULT_BRUSH, Arrow, Circle

MODIFIER_BRUSHES = (("shift", "red"), ("alt", "blue"), ("ctrl", "yellow"), ("meta", "yellow"))


def brush_of(modifiers):
    """The brush for the modifier keys held (a collection of ``"shift"``, ``"alt"``,
    ``"ctrl"``, ``"meta"``): Shift red, Alt blue, Ctrl or Cmd yellow, none green; with several,
    the first in that order."""
    for key, brush in MODIFIER_BRUSHES:
        if key in modifiers:
            return brush
    return DEFAULT_BRUSH


class Sketch:
    """One secondary press at a time: `down`, any number of `move`, then `up` or `cancel`."""

    def __init__(self):
        self._start = None   # the hit the press went down on
        self._over = None    # the hit it is over now
        self._brush = DEFAULT_BRUSH

    @property
    def active(self):
        """True while a secondary press is under way."""
        return self._start is not None

    def down(self, hit, modifiers=()):
        """A secondary press went down over ``hit`` with ``modifiers`` held. Nothing starts off
        the board (``hit`` None)."""
        self._start = self._over = hit or None
        self._brush = brush_of(modifiers)

    def move(self, hit):
        """The press is over ``hit`` now. True if the preview changed (worth a redraw)."""
        if not self.active or hit == self._over:
            return False
        before = self.preview()
        self._over = hit
        return self.preview() != before

    def preview(self):
        """The arrow the press would draw if released now, else None (a circle is not
        previewed: it is drawn on release)."""
        mark = self._mark(self._over)
        return mark if isinstance(mark, Arrow) else None

    def up(self, hit):
        """The press ended over ``hit``: the `Arrow` or `Circle` to toggle, or None."""
        mark = self._mark(hit) if self.active else None
        self.cancel()
        return mark

    def cancel(self):
        """Forget the press (cancelled, capture lost)."""
        self._start = self._over = None

    def _mark(self, hit):
        start = self._start
        if start is None or not hit or hit[0] != "square":
            return None
        if start[0] == "hand":
            return Arrow(start, hit[1], self._brush)
        if start == hit:
            return Circle(hit[1], self._brush)
        return Arrow(start, hit[1], self._brush)
