"""Glyph outlines (from ``glyphs.py``) placed on a piece: kanji in a stretched em box, Latin
capitals centred on their own outline."""

from .. import glyphs
from ..svg import el, fmt

CAP_HEIGHT = 741  # of the Latin capitals in ``glyphs.LATIN``, in em units


def _path(data, x, y, kx, ky, fill):
    return el("path", d=data, fill=fill,
              transform=f"translate({fmt(x)} {fmt(y)}) scale({fmt(kx)} {fmt(ky)})")


def em_glyph(char, table, cx, cy, width, height, fill):
    """A path drawing ``char`` of ``table`` with its 1000-unit em box stretched to ``width`` x
    ``height`` and centred on (cx, cy)."""
    data, _box = table[char]
    return _path(data, cx - width / 2, cy - height / 2, width / 1000, height / 1000, fill)


def letter(char, cx, cy, cap, fill):
    """A path drawing the Latin capital ``char`` ``cap`` units tall, its outline centred on
    (cx, cy)."""
    data, (x0, y0, x1, y1) = glyphs.LATIN[char]
    k = cap / CAP_HEIGHT
    return _path(data, cx - k * (x0 + x1) / 2, cy - k * (y0 + y1) / 2, k, k, fill)
