"""The piece sets a board can be drawn with, by game, and their <defs>.

Every set draws the same piece kinds under the same ids (`pieces.symbol_id`,
`pieces.shape_id`), so a piece is placed the same way whatever the set (`piece`, which is
`pieces.piece`); only the <defs> differ. Integration picks a set by name::

    defs(game, name, prefix)   # instead of pieces.defs(game, prefix)
"""

from ..pieces import piece, shape_id, symbol_id
from . import icons, international, kanji, letters, two_kanji

# name -> function(prefix) giving the <defs> children; the first set of a game is its default.
SETS = {
    "shogi": {
        "kanji": kanji.shogi,
        "two-kanji": two_kanji.shogi,
        "international": international.shogi,
    },
    "xiangqi": {
        "characters": kanji.xiangqi,
        "icons": icons.xiangqi,
        "letters": letters.xiangqi,
    },
}

__all__ = ["SETS", "default", "names", "defs", "piece", "symbol_id", "shape_id"]


def names(game):
    """The names of the piece sets of ``game``, the default first."""
    return tuple(SETS[game])


def default(game):
    """The name of the set a board of ``game`` uses unless told otherwise."""
    return names(game)[0]


def defs(game, name, prefix):
    """The <defs> children that every piece of ``game`` drawn with set ``name`` refers to;
    an unknown name raises ``KeyError``."""
    return SETS[game][name](prefix)
