"""What a board's input produces, as named values. Pure Python.

Two levels:

* the input state machines (`interaction.Controller`, the editor's `EditorController`,
  `keyboard.KeyboardCursor`) answer `Redraw`, `Chosen` or `ReadOut` (or None: nothing to do);
* the `driver.BoardDriver` turns those into what a surface does (the page's DOM, an embed's
  messages): `Paint`, `Ghost`, `Reframe`, `Played`, `Picked`, `MarksDrawn`, `ReadAloud`,
  `CursorAt`, `Glide` and `Foresight`, in the order they are to be applied.
"""

from dataclasses import dataclass


# -- from the input state machines ---------------------------------------------------------
@dataclass(frozen=True)
class Redraw:
    """The input's own marks changed (selection, targets, lifted piece, promotion question)."""


@dataclass(frozen=True)
class Chosen:
    """The user chose ``choice``: a legal move of the game, or an editor `Gesture`."""

    choice: object


@dataclass(frozen=True)
class ReadOut:
    """The user asked for the whole position to be read out (the P key)."""


REDRAW = Redraw()
READ_OUT = ReadOut()


# -- from the driver to a surface -----------------------------------------------------------
@dataclass(frozen=True)
class Paint:
    """Bring the board's dynamic layer up to date: ``ops`` are `patch.diff` operations from
    what the surface shows (never empty)."""

    ops: list


@dataclass(frozen=True)
class Ghost:
    """The piece to keep under the pointer while it is dragged (a render node), or None."""

    node: object


@dataclass(frozen=True)
class Reframe:
    """The surface's layer is unknown (it drew a stale foresight): show ``markup``, the whole
    <svg> again (`BoardDriver.svg_markup`), before the effects that follow."""

    markup: str


@dataclass(frozen=True)
class Played:
    """``move`` was played by the owner and is painted: the owner's slower follow-up (move
    list, saving, sound) may run now, best after the next frame; ``words``: what the live
    region says about it ('Sente: pawn to 7f.')."""

    move: object
    words: str


@dataclass(frozen=True)
class Picked:
    """A choice on a set-up board (no engine position: the editor) for the owner to apply."""

    choice: object


@dataclass(frozen=True)
class MarksDrawn:
    """The user drew or cleared arrows and circles: ``marks`` (a `MarkSet`) is what the shown
    position has now; the owner keeps it."""

    marks: object


@dataclass(frozen=True)
class ReadAloud:
    """Say ``words`` in the live region: the shown position read out (the P key)."""

    words: str


@dataclass(frozen=True)
class CursorAt:
    """The keyboard cursor stands on the grid cell with this id (None: nowhere), for
    ``aria-activedescendant``."""

    cell: object


@dataclass(frozen=True)
class Glide:
    """Slide the piece now on square ``square`` (its name) from ``(dx, dy)`` board units away
    into place over ``ms`` milliseconds (a surface skips it when the reader prefers reduced
    motion)."""

    square: str
    dx: float
    dy: float
    ms: int


@dataclass(frozen=True)
class Foresight:
    """Moves the surface may draw before the driver hears of the event: on the next ``on``
    event ("up" or "down") inside one of ``moves``' rectangles ``[x0, y0, x1, y1, square,
    ops]`` (board units), apply ``ops`` and report ``square`` as drawn."""

    on: str
    moves: list
