"""The one-kanji shogi set and the one-character xiangqi set (Kiban's original design), drawn on
the shared bodies."""

from .. import glyphs
from ..pieces import glyph
from .body import shogi_defs, shogi_ink, xiangqi_defs

# One kanji per piece (the common one-character set). Sente's king is 玉, gote's 王.
SHOGI_KANJI = {
    "K": "玉", "k": "王", "R": "飛", "B": "角", "G": "金", "S": "銀", "N": "桂", "L": "香", "P": "歩",
    "+R": "龍", "+B": "馬", "+S": "全", "+N": "圭", "+L": "杏", "+P": "と",
}
XIANGQI_CHARS = {
    "K": "帥", "A": "仕", "B": "相", "N": "傌", "R": "俥", "C": "炮", "P": "兵",
    "k": "將", "a": "士", "b": "象", "n": "馬", "r": "車", "c": "砲", "p": "卒",
}


def _shogi_face(symbol, pentagon, theme):
    cx, cy = pentagon.at(0, 0.60)
    return [glyph(SHOGI_KANJI[symbol], glyphs.KANJI, cx, cy, 0.64 * pentagon.width,
                  shogi_ink(symbol, theme))]


def _xiangqi_face(symbol, ink, c, theme):
    return [glyph(XIANGQI_CHARS[symbol], glyphs.HANZI, c, c, 52, ink)]


def shogi(prefix, theme):
    """<defs> children of the ``kanji`` set: one kanji per piece, red when promoted."""
    return shogi_defs(prefix, _shogi_face, theme)


def xiangqi(prefix, theme):
    """<defs> children of the ``characters`` set: one character per piece in a ring."""
    return xiangqi_defs(prefix, _xiangqi_face, theme)
