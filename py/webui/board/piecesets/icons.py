"""The ``icons`` xiangqi set: a picture of each piece for newcomers, red or black in a ring.

General: a crown; advisor: a shield crossed by its diagonal moves; elephant: a head seen from
the front; horse: a horse's head; chariot: a tower (the chess rook it moves like); cannon: a
cannon on its wheel; soldier: a pawn. Drawn here as simple paths in a frame centred on the
disc, about 60 units across: filled in the ink, with details cut out in the disc's colour.
"""

from ..svg import el, fmt
from .body import xiangqi_defs

# Per FEN letter, the parts of the icon: (path data, how it is painted) where "ink" fills it,
# "hole" fills it in the disc's colour, "cut" strokes it in the disc's colour (a groove between
# two parts), "line" strokes it in the ink.
ICONS = {
    "K": (
        ("M-21 14L-25-7L-11 3L0-16L11 3L25-7L21 14Z", "ink"),
        ("M-22 17H22V25H-22Z", "ink"),
        ("M-25-17.5a4.5 4.5 0 1 0 .1 0ZM0-27a4.5 4.5 0 1 0 .1 0ZM25-17.5a4.5 4.5 0 1 0 .1 0Z",
         "ink"),
        ("M0 3l4 5l-4 5l-4-5Z", "hole"),
    ),
    "A": (
        ("M0-26C8-21 17-20 24-20C24 4 16 20 0 28C-16 20-24 4-24-20C-17-20-8-21 0-26Z", "ink"),
        ("M-11-9L11 13M11-9L-11 13", "cut"),
    ),
    "B": (
        ("M-12-14C-22-22-31-16-30-4C-29 8-20 12-12 8ZM12-14C22-22 31-16 30-4C29 8 20 12 12 8Z",
         "ink"),
        ("M-13 2C-15-14-8-22 0-22C8-22 15-14 13 2C12 8 7 10 6 14L6 20C6 26 14 26 15 21L18 23"
         "C16 31-6 31-6 20L-6 14C-7 10-12 8-13 2Z", "ink"),
        ("M-12-13C-15-4-15 2-12 8M12-13C15-4 15 2 12 8", "cut"),
        ("M-6-8m-2.4 0a2.4 2.4 0 1 0 4.8 0a2.4 2.4 0 1 0-4.8 0M6-8m-2.4 0a2.4 2.4 0 1 0 4.8 0"
         "a2.4 2.4 0 1 0-4.8 0", "hole"),
    ),
    "N": (
        ("M16 28L-12 28C-12 18-8 10-2 4C-8 6-14 8-20 8C-26 8-29 2-27-3C-24-10-16-16-10-20"
         "L-8-28L-2-21C8-22 16-14 19-4C22 6 20 18 16 28Z", "ink"),
        ("M-10-10m-2.4 0a2.4 2.4 0 1 0 4.8 0a2.4 2.4 0 1 0-4.8 0", "hole"),
        ("M6-17C13-9 15 4 12 20", "cut"),
    ),
    "R": (
        ("M-20 28H20V21H15L12-4H17V-24H9V-17H4V-24H-4V-17H-9V-24H-17V-4H-12L-15 21H-20Z",
         "ink"),
        ("M-12-4H12M-15 21H15", "cut"),
    ),
    "C": (
        ("M-22.2-2.6L24.4-19.2L27.6-10.8L-17.8 8.6A6 6 0 0 1-22.2-2.6Z", "ink"),
        ("M17.4-18.1L21.5-19.7L25.9-8.5L21.7-6.9Z", "ink"),
        ("M0-1a12 12 0 1 0 .1 0Z", "ink"),
        ("M0 3a8 8 0 1 0 .1 0Z", "hole"),
        ("M0 3v16M-8 11h16", "line"),
    ),
    "P": (
        ("M0-24a9 9 0 1 0 .1 0Z", "ink"),
        ("M-11-8H11V-3H-11Z", "ink"),
        ("M-7-3H7C7 4 10 11 14 17H-14C-10 11-7 4-7-3Z", "ink"),
        ("M-19 19H19V27H-19Z", "ink"),
    ),
}
_PAINT = {
    "ink": lambda ink, light: {"fill": ink},
    "hole": lambda ink, light: {"fill": light},
    "cut": lambda ink, light: {"fill": "none", "stroke": light, "stroke_width": 2.6,
                               "stroke_linecap": "round"},
    "line": lambda ink, light: {"fill": "none", "stroke": ink, "stroke_width": 2.6},
}


def _face(symbol, ink, c, theme):
    light = theme.piece_face[1]
    parts = [el("path", d=data, **_PAINT[paint](ink, light))
             for data, paint in ICONS[symbol.upper()]]
    return [el("g", parts, transform=f"translate({fmt(c)} {fmt(c)})")]


def xiangqi(prefix, theme):
    """<defs> children of the ``icons`` set."""
    return xiangqi_defs(prefix, _face, theme)
