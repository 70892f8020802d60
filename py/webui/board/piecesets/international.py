"""The ``international`` shogi set: the English letter of each piece with marks showing where
it may move (after the Dutch beginners' site), promoted pieces in red with a circled letter.

The marks come from `moves.MARKS`: a dot for a one-square move, a line for a ranging
direction, a dot further out for each of the knight's jumps. Every mark carries
``data-move="kind dx dy"`` so a test can match the drawing to the table.
"""

from ..svg import el
from . import moves
from .body import reach, shogi_defs, shogi_ink
from .lettering import letter

LETTER_V = 0.60            # the letter's centre, in heights below the apex
CAP = 0.30                 # letter height, in piece heights
STEP = (0.31, 0.29)        # a step mark's offset from the letter, in (widths, heights)
JUMP = (0.15, 0.215)       # a jump mark's offset per square of the jump
RANGE = (0.68, 0.88)       # a ranging line runs from this multiple of the step offset to this
                           # fraction of the way to the piece's edge
DOT = 0.052                # mark dot radius and line width, in widths
RING = 0.215               # radius of the circle round a promoted piece's letter, in widths


def _mark(kind, dx, dy, pentagon, ink):
    def spot(k, offset=STEP):
        return pentagon.at(dx * offset[0] * k, LETTER_V + dy * offset[1] * k)

    size = DOT * pentagon.width
    data = f"{kind} {dx} {dy}"
    if kind == "range":
        edge = reach(0, LETTER_V, dx * STEP[0], dy * STEP[1])
        (x1, y1), (x2, y2) = spot(RANGE[0]), spot(RANGE[1] * edge)
        return el("line", x1=x1, y1=y1, x2=x2, y2=y2, stroke=ink, stroke_width=size,
                  stroke_linecap="round", data_move=data)
    x, y = spot(1, JUMP if kind == "jump" else STEP)
    return el("circle", cx=x, cy=y, r=size, fill=ink, data_move=data)


def _face(symbol, pentagon, theme):
    promoted = symbol.startswith("+")
    ink = shogi_ink(symbol, theme)
    nodes = [_mark(kind, dx, dy, pentagon, ink) for kind, dx, dy in moves.marks(symbol)]
    cx, cy = pentagon.at(0, LETTER_V)
    cap = CAP * pentagon.height
    if promoted:
        nodes.append(el("circle", cx=cx, cy=cy, r=RING * pentagon.width, fill="none", stroke=ink,
                        stroke_width=DOT * pentagon.width * 0.6))
        cap *= 0.8
    nodes.append(letter(symbol[-1].upper(), cx, cy, cap, ink))
    return nodes


def shogi(prefix, theme):
    """<defs> children of the ``international`` set: letters K R B G S N L P with move marks."""
    return shogi_defs(prefix, _face, theme)
