"""Piece bodies shared by every set: the shogi pentagon (sized by rank) and the xiangqi disc.

A set supplies only the face of each piece; `shogi_defs` and `xiangqi_defs` put every face on
its body, under the ids the styles use (`shogi_symbol_id` …), and add the gradients and the plain
outlines (`shogi_shape_id` …) that `pieces.piece` draws darker beneath a piece as its underside.
"""

from ..svg import el, fmt

SHOGI_CELL = (100, 108)     # a shogi square: a little taller than wide
XQ_STEP = 100               # the spacing of xiangqi's points
# Relative size of a shogi piece by rank, as in a real set (king largest, pawn smallest).
SHOGI_SCALE = {"K": 1.0, "R": 0.97, "B": 0.97, "G": 0.94, "S": 0.94, "N": 0.91, "L": 0.89, "P": 0.86}



def shogi_symbol_id(symbol, prefix):
    """The id of a shogi piece's drawing: ``'+r'`` and ``'+R'`` share one; the kings differ."""
    base = symbol.upper() if symbol.upper() != "K" else symbol
    return f"{prefix}s-{base.replace('+', 'p')}"


def shogi_shape_id(symbol, prefix):
    """The id of a shogi piece's plain outline: one per size of pentagon."""
    return f"{prefix}sh-{symbol.lstrip('+').upper()}"


def xiangqi_symbol_id(symbol, prefix):
    """The id of a xiangqi piece's drawing: one per piece and colour."""
    return f"{prefix}x-{'r' if symbol.isupper() else 'b'}{symbol.upper()}"


def xiangqi_shape_id(symbol, prefix):
    """The id of a xiangqi piece's outline: every piece is the same disc."""
    return f"{prefix}xh"


# Sente's king and gote's king may differ (玉 / 王); promoted pieces are drawn once for both.
SHOGI_SYMBOLS = ("K", "k", "R", "B", "G", "S", "N", "L", "P", "+R", "+B", "+S", "+N", "+L", "+P")
XIANGQI_SYMBOLS = "KABNRCPkabnrcp"
DISC_RADIUS = 45
RING_RADIUS = 37.5
# (u, v) corners of the pentagon: u in widths right of the centre line, v in heights below the apex.
_CORNERS = ((0, 0), (0.40, 0.22), (0.5, 1), (-0.5, 1), (-0.40, 0.22))


def reach(u, v, du, dv):
    """How many times (du, dv) the ray from the point (u, v) inside the pentagon runs before
    it leaves it (all in the (u, v) units of `Pentagon.at`)."""
    best = float("inf")
    for (u1, v1), (u2, v2) in zip(_CORNERS, _CORNERS[1:] + _CORNERS[:1]):
        eu, ev = u2 - u1, v2 - v1
        det = du * ev - dv * eu
        if det:
            t = ((u1 - u) * ev - (v1 - v) * eu) / det
            s = ((u1 - u) * dv - (v1 - v) * du) / det
            if t > 0 and 0 <= s <= 1:
                best = min(best, t)
    return best


class Pentagon:
    """The outline of a shogi piece of one rank, standing on the bottom of its cell."""

    def __init__(self, symbol):
        scale = SHOGI_SCALE[symbol.lstrip("+").upper()]
        self.width, self.height = 92 * scale, 101 * scale
        self.top = SHOGI_CELL[1] - 4 - self.height
        self.cx = SHOGI_CELL[0] / 2

    def at(self, u, v):
        """The point ``u`` widths right of the centre line and ``v`` heights below the apex."""
        return self.cx + u * self.width, self.top + v * self.height

    def points(self):
        """The outline as a ``points`` attribute."""
        return " ".join(f"{fmt(x)},{fmt(y)}" for x, y in (self.at(u, v) for u, v in _CORNERS))


def shogi_ink(symbol, theme):
    """The ink of a shogi piece's face: red when promoted."""
    return theme.red if symbol.startswith("+") else theme.ink


def _stops(colors, offsets):
    return [el("stop", offset=offset, stop_color=color) for offset, color in zip(offsets, colors)]


def shogi_defs(prefix, face, theme):
    """The <defs> children of a shogi set whose ``face(symbol, pentagon, theme)`` returns the
    nodes drawn on a sente piece standing upright, in the colours of ``theme``."""
    nodes = [
        el("linearGradient", _stops(theme.piece_face, ("0", "0.55", "1")),
           id=f"{prefix}wood-piece", x1="0", y1="0", x2="0.9", y2="1"),
    ]
    for letter in SHOGI_SCALE:
        nodes.append(el("polygon", id=shogi_shape_id(letter, prefix),
                        points=Pentagon(letter).points(), stroke_linejoin="round", stroke_width=2))
    for symbol in SHOGI_SYMBOLS:
        pentagon = Pentagon(symbol)
        nodes.append(el("g", [
            el("polygon", points=pentagon.points(), fill=f"url(#{prefix}wood-piece)",
               stroke=theme.piece_edge, stroke_width=2, stroke_linejoin="round"),
            *face(symbol, pentagon, theme),
        ], id=shogi_symbol_id(symbol, prefix)))
    return nodes


def xiangqi_defs(prefix, face, theme):
    """The <defs> children of a xiangqi set whose ``face(symbol, ink, c, theme)`` returns the
    nodes drawn in ``ink`` (red or black) on a disc centred on (c, c), in the colours of
    ``theme``."""
    c = XQ_STEP / 2
    nodes = [
        el("radialGradient", _stops(theme.piece_face, ("0", "0.7", "1")),
           id=f"{prefix}disc", cx="0.42", cy="0.38", r="0.65"),
        el("circle", id=xiangqi_shape_id("K", prefix), cx=c, cy=c, r=DISC_RADIUS),
    ]
    for symbol in XIANGQI_SYMBOLS:
        ink = theme.red if symbol.isupper() else theme.ink
        nodes.append(el("g", [
            el("circle", cx=c, cy=c, r=DISC_RADIUS, fill=f"url(#{prefix}disc)",
               stroke=theme.piece_edge, stroke_width=2.5),
            el("circle", cx=c, cy=c, r=RING_RADIUS, fill="none", stroke=ink, stroke_width=2.5),
            *face(symbol, ink, c, theme),
        ], id=xiangqi_symbol_id(symbol, prefix)))
    return nodes
