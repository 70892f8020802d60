"""The editor's pointer gestures on its board, as a state machine: pure Python, the same
interface as the game board's `webui.board.interaction.Controller`, so the board driver runs it
unchanged (``BoardView(…, controller=EditorController)``).

It names what a press picked up — a piece on a square, a piece in a hand, or a palette piece
(``("palette", letter)``, reported by assets/js/board-input.js for presses on the palette) —
and where it was put down, and answers `Chosen` (a `Gesture`) for the page to apply
(`EditorState.apply`). Effects:

* a drag from a square, a hand or the palette to a square or a hand: move / place / hold it;
  a drag that ends off the board removes the piece (or takes it out of the hand);
* a click on a palette piece arms it (``Gesture(origin, origin)``; the page toggles the armed
  piece); then a click on a square places the armed piece there (click-to-place, for touch).
"""

from dataclasses import dataclass

from webui.board.effects import REDRAW, Chosen
from webui.board.render import Marks, ghost


@dataclass(frozen=True)
class Gesture:
    """A piece taken from ``origin`` and put down on ``target`` (None: off the board)."""

    origin: tuple
    target: object


class EditorController:
    """Pointer presses on the editor's board and palette (see the module docstring)."""

    promotion = None  # never a promotion question here (the keyboard cursor asks)

    def __init__(self, config, layout):
        self.config = config
        self.layout = layout
        self.armed = None      # the palette letter click-to-place puts down, or None
        self._pieces = {}
        self._hands = {}
        self._reset()

    def _reset(self):
        self.selected = None   # the origin of the press under way
        self.lifted = False

    def set_position(self, view, legal_moves=(), adapter=None):
        """A new position (its `PositionView`); legal moves do not matter here."""
        self._reset()
        self._pieces = view.pieces
        self._hands = view.hands

    def marks(self, last=(), check=None):
        """The marks to draw: the picked-up piece, faded while dragged."""
        board_origin = self.selected if self.selected and self.selected[0] != "palette" else None
        return Marks(selected=board_origin, lifted=self.lifted and board_origin is not None)

    def down(self, hit, x=None, y=None):
        """A press over ``hit`` (`Layout.hit`, or ``("palette", letter)``)."""
        self._reset()
        if hit and (hit[0] == "palette"
                    or (hit[0] == "square" and hit[1] in self._pieces)
                    or (hit[0] == "hand" and self._hands.get(hit[1], {}).get(hit[2]))):
            self.selected = hit
            return REDRAW
        if hit and hit[0] == "square":
            self.selected = ("empty", hit[1])
        return None

    def drag_start(self):
        """The press became a drag: the piece follows the pointer."""
        if self.selected is None or self.selected[0] == "empty":
            return None
        self.lifted = True
        return REDRAW

    def up(self, hit):
        """The press ended over ``hit``."""
        origin, lifted = self.selected, self.lifted
        self._reset()
        if origin is None:
            return None
        if lifted:
            return Chosen(Gesture(origin, hit))
        if origin[0] == "palette":
            return Chosen(Gesture(origin, origin))
        if self.armed and origin[0] in ("square", "empty") and hit and hit[0] == "square":
            return Chosen(Gesture(("palette", self.armed), hit))
        return REDRAW

    def cancel(self):
        """The press was cancelled: nothing happens."""
        if self.selected is None:
            return None
        self._reset()
        return REDRAW

    def ghost(self):
        """The piece under the pointer during a drag (a render node), else None."""
        if not self.lifted:
            return None
        return ghost(self.config, self.layout, self.lifted_symbol())

    def lifted_symbol(self):
        """The letter of the piece being carried, or None."""
        origin = self.selected
        if origin is None:
            return None
        if origin[0] == "palette":
            return origin[1]
        if origin[0] == "square":
            return self._pieces.get(origin[1])
        if origin[0] == "hand":
            return origin[2] if origin[1] == 0 else origin[2].lower()
        return None
