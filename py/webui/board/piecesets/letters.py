"""The ``letters`` xiangqi set: the English initial of each piece in a ring, red or black.

K general (king), A advisor, E elephant, H horse, R chariot (rook), C cannon, P soldier (pawn):
the letters of WXF notation, which writes the FEN's B and N as E and H.
"""

from .body import xiangqi_defs
from .lettering import letter

LETTERS = {"K": "K", "A": "A", "B": "E", "N": "H", "R": "R", "C": "C", "P": "P"}
CAP = 38  # letter height in user units (the ring's radius is 37.5)


def _face(symbol, ink, c, theme):
    return [letter(LETTERS[symbol.upper()], c, c, CAP, ink)]


def xiangqi(prefix, theme):
    """<defs> children of the ``letters`` set."""
    return xiangqi_defs(prefix, _face, theme)
