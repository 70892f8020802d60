"""Where each shogi piece may move, as the marks the ``international`` set draws on it.

A declarative table, tested against the engine's move generator: each entry is a mark
``(kind, dx, dy)`` seen from the piece's owner, x to the right and y down (``dy = -1`` is one
square forward). Kinds: ``"step"`` one square that way, ``"range"`` any number of squares
that way, ``"jump"`` straight to the square (dx, dy), leaping over what stands between.
"""

FORWARD = ((0, -1),)
ORTHOGONAL = ((0, -1), (1, 0), (0, 1), (-1, 0))
DIAGONAL = ((1, -1), (1, 1), (-1, 1), (-1, -1))
ALL_AROUND = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))
GOLD = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 0), (-1, -1))
SILVER = ((0, -1), (1, -1), (1, 1), (-1, 1), (-1, -1))
KNIGHT = ((-1, -2), (1, -2))


def _marks(step=(), ranging=(), jump=()):
    return (tuple(("range", dx, dy) for dx, dy in ranging)
            + tuple(("step", dx, dy) for dx, dy in step)
            + tuple(("jump", dx, dy) for dx, dy in jump))


# Keyed by sente's SFEN symbol; gote's pieces carry the same marks (the piece is turned round).
MARKS = {
    "K": _marks(step=ALL_AROUND),
    "R": _marks(ranging=ORTHOGONAL),
    "B": _marks(ranging=DIAGONAL),
    "G": _marks(step=GOLD),
    "S": _marks(step=SILVER),
    "N": _marks(jump=KNIGHT),
    "L": _marks(ranging=FORWARD),
    "P": _marks(step=FORWARD),
    "+R": _marks(ranging=ORTHOGONAL, step=DIAGONAL),
    "+B": _marks(ranging=DIAGONAL, step=ORTHOGONAL),
    "+S": _marks(step=GOLD),
    "+N": _marks(step=GOLD),
    "+L": _marks(step=GOLD),
    "+P": _marks(step=GOLD),
}


def marks(symbol):
    """The marks of a piece given by its SFEN symbol, either owner (``"+r"`` as ``"+R"``)."""
    return MARKS[symbol.upper()]
