"""The ``two-kanji`` shogi set: each piece's full name in two characters stacked vertically,
as on real pieces (sente's king 玉將, gote's 王將), promoted pieces in red."""

from .. import glyphs
from .body import shogi_defs, shogi_ink
from .lettering import em_glyph

NAMES = {
    "K": "玉將", "k": "王將", "R": "飛車", "B": "角行", "G": "金將", "S": "銀將", "N": "桂馬",
    "L": "香車", "P": "歩兵",
    "+R": "龍王", "+B": "龍馬", "+S": "成銀", "+N": "成桂", "+L": "成香", "+P": "と金",
}
CENTRES = (0.42, 0.735)    # the two characters' centres, in heights below the apex
SIZE = (0.56, 0.33)        # a character's em box, in (widths, heights): wider than tall


def _face(symbol, pentagon, theme):
    ink = shogi_ink(symbol, theme)
    width, height = SIZE[0] * pentagon.width, SIZE[1] * pentagon.height
    return [em_glyph(char, glyphs.KANJI, *pentagon.at(0, v), width, height, ink)
            for char, v in zip(NAMES[symbol], CENTRES)]


def shogi(prefix, theme):
    """<defs> children of the ``two-kanji`` set."""
    return shogi_defs(prefix, _face, theme)
