"""The piece set, designed here: shogi pentagons with kanji, xiangqi discs with characters.

`defs()` returns the <defs> content (gradients and one drawing per piece kind, made of a body
and a glyph path from `glyphs.py`); `piece()` places a piece in a cell with `<use>` references.
Sente's pieces point up; gote's are turned 180 degrees. Promoted shogi pieces have red kanji.
"""

from . import glyphs
from .layout import SHOGI_CELL, XQ_STEP
from .svg import el, fmt

INK = "#171411"
RED_INK = "#c1121f"
XQ_RED = "#b3141b"
XQ_BLACK = "#1d1d1f"

# One kanji per piece (the common one-character set). Sente's king is 玉, gote's 王.
SHOGI_KANJI = {
    "K": "玉", "k": "王", "R": "飛", "B": "角", "G": "金", "S": "銀", "N": "桂", "L": "香", "P": "歩",
    "+R": "龍", "+B": "馬", "+S": "全", "+N": "圭", "+L": "杏", "+P": "と",
}
# Relative size by rank, as in a real set (king largest, pawn smallest).
SHOGI_SCALE = {"K": 1.0, "R": 0.97, "B": 0.97, "G": 0.94, "S": 0.94, "N": 0.91, "L": 0.89,
               "P": 0.86}
XIANGQI_CHARS = {
    "K": "帥", "A": "仕", "B": "相", "N": "傌", "R": "俥", "C": "炮", "P": "兵",
    "k": "將", "a": "士", "b": "象", "n": "馬", "r": "車", "c": "砲", "p": "卒",
}
_THICKNESS = 3.5  # how far the darker underside shows below a piece


def glyph(char, table, cx, cy, size, fill):
    """A path drawing ``char`` (from ``glyphs.SHOGI`` or ``glyphs.XIANGQI``) with its em box
    of ``size`` units centred on (cx, cy)."""
    data, _box = table[char]
    k = size / 1000
    return el("path", d=data, fill=fill,
              transform=f"translate({fmt(cx - size / 2)} {fmt(cy - size / 2)}) scale({fmt(k)})")


def symbol_id(game, symbol, prefix):
    """The id of the <defs> drawing for a piece symbol (``'+r'`` and ``'+R'`` share one)."""
    if game == "shogi":
        base = symbol.upper() if symbol.upper() != "K" else symbol
        return f"{prefix}s-{base.replace('+', 'p')}"
    return f"{prefix}x-{'r' if symbol.isupper() else 'b'}{symbol.upper()}"


def shape_id(game, symbol, prefix):
    """The id of the plain outline of a piece (drawn darker beneath it as its underside)."""
    if game == "shogi":
        return f"{prefix}sh-{symbol.lstrip('+').upper()}"
    return f"{prefix}xh"


def _pentagon(scale):
    cw, ch = SHOGI_CELL
    w, h = 92 * scale, 101 * scale
    base = ch - 4
    top = base - h
    cx = cw / 2
    pts = [(cx, top), (cx + 0.40 * w, top + 0.22 * h), (cx + 0.5 * w, base),
           (cx - 0.5 * w, base), (cx - 0.40 * w, top + 0.22 * h)]
    return " ".join(f"{fmt(x)},{fmt(y)}" for x, y in pts), top, h, w


def _shogi_defs(prefix):
    nodes = [
        el("linearGradient", [
            el("stop", offset="0", stop_color="#fcebc4"),
            el("stop", offset="0.55", stop_color="#f1d39a"),
            el("stop", offset="1", stop_color="#e2b874"),
        ], id=f"{prefix}wood-piece", x1="0", y1="0", x2="0.9", y2="1"),
    ]
    for letter, scale in SHOGI_SCALE.items():
        points, _, _, _ = _pentagon(scale)
        nodes.append(el("polygon", id=shape_id("shogi", letter, prefix), points=points,
                        stroke_linejoin="round", stroke_width=2))
    for symbol, char in SHOGI_KANJI.items():
        base = symbol.lstrip("+").upper()
        points, top, h, w = _pentagon(SHOGI_SCALE[base])
        promoted = symbol.startswith("+")
        nodes.append(el("g", [
            el("polygon", points=points, fill=f"url(#{prefix}wood-piece)", stroke="#7a5a2e",
               stroke_width=2, stroke_linejoin="round"),
            glyph(char, glyphs.SHOGI, SHOGI_CELL[0] / 2, top + 0.60 * h, 0.64 * w,
                  RED_INK if promoted else INK),
        ], id=symbol_id("shogi", symbol, prefix)))
    return nodes


def _xiangqi_defs(prefix):
    c = XQ_STEP / 2
    nodes = [
        el("radialGradient", [
            el("stop", offset="0", stop_color="#fff8e6"),
            el("stop", offset="0.7", stop_color="#f3dfb4"),
            el("stop", offset="1", stop_color="#dcbb7e"),
        ], id=f"{prefix}disc", cx="0.42", cy="0.38", r="0.65"),
        el("circle", id=shape_id("xiangqi", "K", prefix), cx=c, cy=c, r=45),
    ]
    for symbol, char in XIANGQI_CHARS.items():
        ink = XQ_RED if symbol.isupper() else XQ_BLACK
        nodes.append(el("g", [
            el("circle", cx=c, cy=c, r=45, fill=f"url(#{prefix}disc)", stroke="#6b4c22",
               stroke_width=2.5),
            el("circle", cx=c, cy=c, r=37.5, fill="none", stroke=ink, stroke_width=2.5),
            glyph(char, glyphs.XIANGQI, c, c, 52, ink),
        ], id=symbol_id("xiangqi", symbol, prefix)))
    return nodes


def defs(game, prefix):
    """The <defs> children that every piece of ``game`` refers to."""
    return _shogi_defs(prefix) if game == "shogi" else _xiangqi_defs(prefix)


def piece(game, symbol, x, y, prefix, upside_down, **attrs):
    """A piece drawn in the cell whose top-left corner is (x, y); extra attributes go on the
    group (``data_piece`` etc.). ``upside_down`` turns a shogi piece 180 degrees."""
    cw, ch = SHOGI_CELL if game == "shogi" else (XQ_STEP, XQ_STEP)
    turn = f"rotate(180 {fmt(x + cw / 2)} {fmt(y + ch / 2)})" if upside_down else None
    under_turn = f"translate(0 {_THICKNESS}) {turn}" if turn else f"translate(0 {_THICKNESS})"
    return el("g", [
        el("use", href="#" + shape_id(game, symbol, prefix), x=x, y=y, transform=under_turn,
           fill="#9c7038" if game == "shogi" else "#5b3f1a", stroke="#5e4220" if game == "shogi"
           else None, opacity="0.9"),
        el("use", href="#" + symbol_id(game, symbol, prefix), x=x, y=y, transform=turn),
    ], **attrs)
