"""Teaching marks over a board: highlighted squares and arrows. Pure Python (SVG nodes).

`highlights()` gives the rectangles drawn under the pieces, `arrows()` the arrows drawn over
them; both go into the board's dynamic layer (see `webui.embed.boards`). Hooks: ``data-highlight`` and
``data-arrow`` carry the square name and the move text (``7g7f``, ``h2e2``).
"""

import math

from .svg import el, fmt


def highlights(layout, squares, colors):
    """One translucent rectangle per square (engine square numbers), in the `Theme`
    ``colors``."""
    fill, edge = colors.highlight
    inset = layout.style.mark_inset
    name = layout.style.game.square_name
    nodes = []
    for sq in squares:
        rect = layout.square_rect(sq)
        nodes.append(el("rect", x=rect.x + inset, y=rect.y + inset, width=rect.w - 2 * inset,
                        height=rect.h - 2 * inset, rx=inset * 2, fill=fill,
                        stroke=edge, stroke_width=4, class_="kb-highlight",
                        data_highlight=name(sq)))
    return nodes


def arrow(layout, origin, target, label, color):
    """An arrow in ``color`` from the centre of ``origin`` to near the centre of ``target``."""
    (x1, y1), (x2, y2) = layout.square_center(origin), layout.square_center(target)
    length = math.hypot(x2 - x1, y2 - y1)
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    cell = min(layout.cell)
    head, half, width = 0.42 * cell, 0.22 * cell, 0.12 * cell
    tip_x, tip_y = x2 - ux * 0.18 * cell, y2 - uy * 0.18 * cell
    base_x, base_y = tip_x - ux * head, tip_y - uy * head
    start_x, start_y = x1 + ux * 0.2 * cell, y1 + uy * 0.2 * cell
    points = [(base_x + uy * half, base_y - ux * half), (tip_x, tip_y),
              (base_x - uy * half, base_y + ux * half)]
    return el("g", [
        el("path", d=f"M{fmt(start_x)} {fmt(start_y)}L{fmt(base_x)} {fmt(base_y)}",
           stroke=color, stroke_width=fmt(width), stroke_linecap="round", fill="none"),
        el("polygon", points=" ".join(f"{fmt(px)},{fmt(py)}" for px, py in points),
           fill=color),
    ], class_="kb-arrow", data_arrow=label)


def arrows(layout, pairs, colors):
    """Arrows for (origin, target, label) triples, in the `Theme` ``colors``."""
    return [arrow(layout, origin, target, label, colors.arrow)
            for origin, target, label in pairs]
