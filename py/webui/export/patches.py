"""Where a frame differs from the one before, pure Python: the bounds of each part of a frame
(what it may paint, in user units) and the pixel rectangle to draw again.

The GIF's frames are drawn one after the other on one canvas. Drawing a board's SVG costs about
the same whatever area is shown (it is the number of elements that counts), so a frame is not
drawn whole: the canvas is clipped to the whole-pixel rectangles around the parts that came or
went, and what is drawn there is a document of the static board and the parts that reach into
them only: inside the rectangles its pixels are those of the whole frame.
"""

import math

EDGE = 8  # user units a part may paint beyond its cell or box (strokes, a piece's underside)


def meets_any(box, others):
    """True when ``box`` (x0, y0, x1, y1) overlaps one of the boxes ``others``."""
    x0, y0, x1, y1 = box
    for left, top, right, bottom in others:
        if x0 < right and left < x1 and y0 < bottom and top < y1:
            return True
    return False


def _grown(rect, by):
    return rect.x - by, rect.y - by, rect.x + rect.w + by, rect.y + rect.h + by


def board_part_bounds(layout, node):
    """The bounds of a part of the board's dynamic layer: a square (with its check glow), a
    hand, a circle (xiangqi's turn disc); anything else may paint the whole board."""
    style = layout.style
    attrs = node.attrs
    if "data-square" in attrs:
        square = style.game.parse_square(attrs["data-square"])
        return _grown(layout.square_rect(square), style.check_grow + EDGE)
    if "data-owner" in attrs and attrs["data-owner"] in style.game.colors:
        return _grown(layout.komadai[style.game.colors.index(attrs["data-owner"])], EDGE)
    if node.tag == "circle":
        cx, cy, r = (float(attrs[key]) for key in ("cx", "cy", "r"))
        return cx - r - EDGE, cy - r - EDGE, cx + r + EDGE, cy + r + EDGE
    return 0, 0, layout.width, layout.height


def pixel_rect(box, scale, size):
    """The rectangle of whole pixels (x, y, width, height) covering ``box`` (user units) drawn
    at ``scale`` (x, y pixels per unit) in a picture of ``size`` pixels."""
    x0 = max(0, math.floor(box[0] * scale[0]))
    y0 = max(0, math.floor(box[1] * scale[1]))
    x1 = min(size[0], math.ceil(box[2] * scale[0]))
    y1 = min(size[1], math.ceil(box[3] * scale[1]))
    return x0, y0, max(1, x1 - x0), max(1, y1 - y0)
