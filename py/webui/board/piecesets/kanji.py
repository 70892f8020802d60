"""The one-kanji shogi set and the one-character xiangqi set (the original design of
`pieces.py`, drawn on the shared bodies)."""

from .. import glyphs
from ..pieces import INK, RED_INK, SHOGI_KANJI, XIANGQI_CHARS, glyph
from .body import shogi_defs, xiangqi_defs


def _shogi_face(symbol, pentagon):
    ink = RED_INK if symbol.startswith("+") else INK
    cx, cy = pentagon.at(0, 0.60)
    return [glyph(SHOGI_KANJI[symbol], glyphs.SHOGI, cx, cy, 0.64 * pentagon.width, ink)]


def _xiangqi_face(symbol, ink, c):
    return [glyph(XIANGQI_CHARS[symbol], glyphs.XIANGQI, c, c, 52, ink)]


def shogi(prefix):
    """<defs> children of the ``kanji`` set: one kanji per piece, red when promoted."""
    return shogi_defs(prefix, _shogi_face)


def xiangqi(prefix):
    """<defs> children of the ``characters`` set: one character per piece in a ring."""
    return xiangqi_defs(prefix, _xiangqi_face)
