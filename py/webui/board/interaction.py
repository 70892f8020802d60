"""Pointer input on a board, as a state machine: select, drag, click-to-move, promotion choice.

Pure Python and engine-agnostic: it is given the legal moves of the position (from the engine)
and what lies under the pointer (from `Layout.hit`), and answers with an effect (`effects`) for
the `driver.BoardDriver`:

* ``None``              nothing to do;
* `Redraw`              the marks changed (selection, targets, lifted piece, promotion choice);
* `Chosen` (move)       the user made this legal move.

It is told four things about a press (by assets/js/board-input.js, through the driver): where it went down, that it became a drag (the browser
measures the drag threshold and moves the dragged piece itself), where it was released, or that
it was cancelled. Mouse, pen and touch all arrive as the same pointer events, so one path serves
them all.
"""

from .effects import REDRAW, Chosen
from .render import Marks, ghost, promotion_cells


class Controller:
    """Turns pointer downs, moves and ups on one board into selections and moves."""

    def __init__(self, config, layout):
        self.config = config
        self.layout = layout
        self.adapter = None
        self._targets = {}   # origin -> {target square: [legal moves]}
        self._turn = 0
        self._pieces = {}
        self._reset()

    def _reset(self):
        self.selected = None      # origin of the held piece
        self.lifted = False       # the held piece follows the pointer
        self.promotion = None     # (square, unpromoted symbol, {"promote": m, "keep": m})
        self._pressed = False     # a press that picked up the held piece is under way
        self._reselect = False    # the press started on the piece that was already held

    # -- position --------------------------------------------------------------------------
    def set_position(self, view, legal_moves, adapter=None):
        """A new position: its `PositionView`, legal moves (empty when input is closed) and
        the `GameAdapter` that reads them."""
        self._reset()
        self.adapter = adapter
        self._turn = view.turn
        self._pieces = view.pieces
        targets = {}
        if self.config.may_move(view.turn):
            for move in legal_moves:
                origin = self.adapter.origin(move, view.turn)
                targets.setdefault(origin, {}).setdefault(move.to_square, []).append(move)
        self._targets = targets

    def marks(self, last=(), check=None):
        """The `Marks` to draw: the position's ``last`` move and ``check`` square plus the
        controller's selection, targets, lifted piece and promotion choice."""
        targets = frozenset()
        if self.selected is not None and self.config.show_targets and not self.promotion:
            targets = frozenset(self._targets.get(self.selected, {}))
        promotion = self.promotion[:2] if self.promotion else None
        return Marks(last=last if self.config.show_last else (),
                     check=check if self.config.show_check else None,
                     selected=self.selected, targets=targets, lifted=self.lifted,
                     promotion=promotion)

    def foreseen_moves(self):
        """``(event, {target square: move})``: the pointer event that would play a move at once
        on each of those targets of the held piece (``"up"``: the end of the drag under way;
        ``"down"``: the next press, the piece being selected) and the move it would play;
        targets where a promotion question would come are left out. ``(None, {})`` when the
        next event plays no move at once (nothing held, a press not yet a drag, the question
        open). Lets a board draw the move before its owner hears of the event (board-shell.js)."""
        if self.selected is None or self.promotion or (self._pressed and not self.lifted):
            return None, {}
        moves = {square: options[0] for square, options in self._targets.get(self.selected, {}).items()
                 if len(options) == 1}
        return ("up" if self.lifted else "down"), moves

    def movable_origins(self):
        """Origins that have at least one legal move (for tests and keyboard help)."""
        return set(self._targets)

    # -- pointer events --------------------------------------------------------------------
    def down(self, hit, x, y):
        """A press at (x, y) over ``hit`` (a `Layout.hit` result)."""
        if self.promotion:
            square, _, options = self.promotion
            self._reset()
            for name, rect in promotion_cells(self.layout, square).items():
                if rect.contains(x, y):
                    return Chosen(options[name])
            return REDRAW
        origin = self._origin(hit)
        if self.selected is not None and hit and hit[0] == "square":
            if hit[1] in self._targets.get(self.selected, {}) and origin != self.selected:
                return self._attempt(self.selected, hit[1])
        if origin is not None and origin in self._targets:
            self._reselect = origin == self.selected
            self.selected = origin
            self._pressed = True
            return REDRAW
        if self.selected is not None:
            self._reset()
            return REDRAW
        return None

    def drag_start(self):
        """The press moved past the drag threshold: the held piece follows the pointer."""
        if not self._pressed or self.lifted or not self.config.draggable:
            return None
        self.lifted = True
        return REDRAW

    def up(self, hit):
        """The press ended over ``hit``."""
        if not self._pressed:
            return None
        self._pressed = False
        if not self.lifted:
            if self._reselect:  # a click on the held piece puts it down again
                self._reset()
                return REDRAW
            return None
        self.lifted = False
        if hit and hit[0] == "square" and hit[1] in self._targets.get(self.selected, {}):
            return self._attempt(self.selected, hit[1])
        self._reset()  # released anywhere else: the piece goes back
        return REDRAW

    def cancel(self):
        """The press was cancelled (pointercancel, lost capture): put the piece back."""
        if self.selected is None and not self.promotion:
            return None
        self._reset()
        return REDRAW

    # -- helpers ---------------------------------------------------------------------------
    def ghost(self):
        """The piece to show under the pointer (a render node) while one is dragged, else None."""
        if not self.lifted:
            return None
        return ghost(self.config, self.layout, self.lifted_symbol())

    def lifted_symbol(self):
        """The symbol of the held piece (for the drag ghost), or None."""
        if self.selected is None:
            return None
        if self.selected[0] == "square":
            return self._pieces.get(self.selected[1])
        letter = self.selected[2]
        return letter if self.selected[1] == 0 else letter.lower()

    def _origin(self, hit):
        if not hit:
            return None
        if hit[0] == "square":
            return ("square", hit[1]) if hit[1] in self._pieces else None
        if hit[0] == "hand":
            return hit
        return None

    def _attempt(self, origin, square):
        moves = self._targets[origin][square]
        if len(moves) == 1:
            self._reset()
            return Chosen(moves[0])
        promote = [m for m in moves if self.adapter.promotes(m)]
        keep = [m for m in moves if not self.adapter.promotes(m)]
        symbol = self.lifted_symbol()
        self._reset()
        self.promotion = (square, symbol, {"promote": promote[0], "keep": keep[0]})
        return REDRAW
