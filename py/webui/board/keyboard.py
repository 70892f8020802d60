"""Keyboard input on a board: a cursor over the squares and the hands. Pure Python.

The cursor stands on a *stop*: ``("square", sq)``, a hand piece ``("hand", color, LETTER)``, an
empty hand ``("hand", color, None)``, or, while the promotion question is open, one of its
answers ``("choice", "promote" | "keep")``. The stops form rows as the board is seen on the
screen: the hand drawn at the top, then the board's rows from top to bottom, then the hand drawn
at the bottom (boards without hands have only the squares). In a hand the stops are its kinds of
piece in the order they are drawn (shogi: R B G S N L P), or the hand itself when it is
empty.

Keys (``KeyboardEvent.key`` names, sent by assets/js/board-keys.js):

* ← → move along a row; ↑ ↓ to the row above / below, onto the stop nearest on the screen;
  Home / End to the first / last stop of the row;
* Enter or Space acts as a click on the stop (the same `Controller.down` / `up` as the pointer:
  pick up, put down on a target, pick up another piece, put back);
* Escape puts the held piece back or closes the promotion question unanswered;
* while the promotion question is open, the arrows move between its two answers, Enter / Space
  chooses, Y promotes, N does not;
* P asks for the whole position to be read out (answered with `ReadOut`).

`press` answers the effects of `interaction.Controller` (None, `Redraw`, `Chosen`) plus
`ReadOut` (see `effects`); the owner draws `stop` as the cursor
(``Marks.cursor``) and points the grid's ``aria-activedescendant`` at `cell_id(stop)`.
"""

from .effects import READ_OUT, REDRAW, Chosen
from .render import cell_id, promotion_cells

KEYS = ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "Enter", " ",
        "Escape", "y", "n", "p", "focus")
CHOICES = ("promote", "keep")


class KeyboardCursor:
    """The keyboard cursor of one board (its `Layout`); see the module docstring."""

    def __init__(self, layout):
        self.layout = layout
        self.stop = None

    # -- the stops -------------------------------------------------------------------------
    def rows(self, view):
        """The stops of a `PositionView`, row by row as seen on the screen (top first)."""
        layout = self.layout
        board = [[("square", layout.square_at(col, row)) for col in range(layout.files)]
                 for row in range(layout.ranks)]
        if not layout.komadai:
            return board
        top, bottom = 1 - layout.orientation, layout.orientation
        return [self._hand_row(view, top)] + board + [self._hand_row(view, bottom)]

    def _hand_row(self, view, color):
        hand = view.hands.get(color, {})
        letters = [letter for letter in self.layout.style.hand_order if hand.get(letter)]
        return [("hand", color, letter) for letter in letters] or [("hand", color, None)]

    def _start(self, view, last):
        """Where the cursor appears first: the target of the last move, else the middle of
        the board's bottom row."""
        if last:
            return ("square", last[-1])
        layout = self.layout
        return ("square", layout.square_at(layout.files // 2, layout.ranks - 1))

    def place(self, view, last=()):
        """Put the cursor on a stop of ``view`` (the first time, or when its stop is gone: a
        hand piece dropped)."""
        rows = self.rows(view)
        if self.stop is None or self.stop[0] == "choice":
            self.stop = self._start(view, last)
        elif not any(self.stop in row for row in rows):
            row = next((r for r in rows if r[0][0] == "hand" and r[0][1] == self.stop[1]), None)
            self.stop = row[0] if row else self._start(view, last)
        return self.stop

    # -- keys ------------------------------------------------------------------------------
    def press(self, key, controller, view, last=()):
        """Handle ``key`` (one of `KEYS`; letters in either case) on a board whose input
        `Controller` and shown `PositionView` are given; ``last``: the last move's squares.
        Returns an effect (see the module docstring)."""
        key = key.lower() if len(key) == 1 else key
        if key == "p":
            return READ_OUT
        before = self.stop
        if controller.promotion:
            return self._choice(key, controller)
        self.place(view, last)
        if key in ("Enter", " "):
            return self._click(controller)
        if key == "Escape":
            return controller.cancel()
        if key.startswith("Arrow") or key in ("Home", "End"):
            self._move(key, self.rows(view))
        return REDRAW if self.stop != before else None

    def _move(self, key, rows):
        r = next(i for i, row in enumerate(rows) if self.stop in row)
        row, c = rows[r], rows[r].index(self.stop)
        if key == "ArrowLeft":
            self.stop = row[max(c - 1, 0)]
        elif key == "ArrowRight":
            self.stop = row[min(c + 1, len(row) - 1)]
        elif key == "Home":
            self.stop = row[0]
        elif key == "End":
            self.stop = row[-1]
        else:
            r2 = r - 1 if key == "ArrowUp" else r + 1
            if 0 <= r2 < len(rows):
                x = self._center(self.stop)[0]
                self.stop = min(rows[r2], key=lambda stop: abs(self._center(stop)[0] - x))

    def _click(self, controller):
        stop = self.stop
        if stop[0] == "square":
            hit = stop
        else:
            hit = stop if stop[2] is not None else None
        x, y = self._center(stop)
        effect = controller.down(hit, x, y)
        if isinstance(effect, Chosen):
            return effect
        released = controller.up(hit)
        if controller.promotion:
            self.stop = ("choice", "promote")
        return released or effect

    def _center(self, stop):
        """The centre of a stop's cell on the screen (board units)."""
        if stop[0] == "square":
            return self.layout.square_center(stop[1])
        if stop[2] is None:
            return self.layout.komadai[stop[1]].center
        return self.layout.hand_slot(stop[1], stop[2]).center

    def _choice(self, key, controller):
        """A key while the promotion question is open."""
        square = controller.promotion[0]
        if self.stop is None or self.stop[0] != "choice":
            self.stop = ("choice", "promote")
        if key in ("y", "n"):
            self.stop = ("choice", "promote" if key == "y" else "keep")
            key = "Enter"
        if key in ("Enter", " "):
            x, y = promotion_cells(self.layout, square)[self.stop[1]].center
            self.stop = ("square", square)
            return controller.down(None, x, y)
        if key == "Escape":
            self.stop = ("square", square)
            return controller.cancel()
        if key.startswith("Arrow") or key in ("Home", "End"):
            self.stop = ("choice", CHOICES[1 - CHOICES.index(self.stop[1])])
            return REDRAW
        return REDRAW if key == "focus" else None

    def active_id(self, config):
        """The id of the grid cell under the cursor (for ``aria-activedescendant``), or None."""
        return cell_id(config, self.stop) if self.stop is not None else None
