"""Placing pieces: `piece()` draws one in a cell with ``<use>`` references to the drawings its
game's style puts in <defs> (`BoardStyle.piece_defs`), over a darker copy of its outline as the
piece's underside; `glyph()` draws a kanji / hanzi outline from `glyphs.py`.
"""

from .svg import el, fmt

_THICKNESS = 3.5  # how far the darker underside shows below a piece


def glyph(char, table, cx, cy, size, fill):
    """A path drawing ``char`` (from ``glyphs.KANJI`` or ``glyphs.HANZI``) with its em box
    of ``size`` units centred on (cx, cy)."""
    data, _box = table[char]
    k = size / 1000
    return el("path", d=data, fill=fill,
              transform=f"translate({fmt(cx - size / 2)} {fmt(cy - size / 2)}) scale({fmt(k)})")


def piece(style, symbol, x, y, prefix, upside_down, colors, **attrs):
    """A piece of ``style``'s set drawn in the cell whose top-left corner is (x, y), its
    underside in the `Theme` ``colors``; extra attributes go on the group (``data_piece`` etc.).
    ``upside_down`` turns it 180 degrees."""
    cw, ch = style.cell
    turn = f"rotate(180 {fmt(x + cw / 2)} {fmt(y + ch / 2)})" if upside_down else None
    under_turn = f"translate(0 {_THICKNESS}) {turn}" if turn else f"translate(0 {_THICKNESS})"
    fill, stroke = colors.underside
    stroke = stroke if style.underside_stroke else None
    return el("g", [
        el("use", href="#" + style.shape_id(symbol, prefix), x=x, y=y, transform=under_turn,
           fill=fill, stroke=stroke, opacity="0.9"),
        el("use", href="#" + style.symbol_id(symbol, prefix), x=x, y=y, transform=turn),
    ], **attrs)
