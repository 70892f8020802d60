"""Marks over a board: teaching highlights, and the arrows and circles drawn by hand or given in
a link. Pure Python (SVG nodes) for the board's dynamic layer.

`highlights()` gives the rectangles drawn under the pieces; `drawn()` the group of arrows and
circles (a `webui.play.marks.MarkSet`, plus the arrow a drawing gesture is previewing) drawn over
them. Hooks: ``data-highlight`` (square name), ``data-arrow`` (``7g7f``, ``h2e2``, a drop arrow
``P*5e``) and ``data-circle`` (``5e``), each arrow and circle with ``data-brush`` (``green``,
``red``, ``blue``, ``yellow``). The marks take no pointer events: a click goes to the square.

Brush colours come from the theme (`Theme.brushes`) and keep at least 3:1 contrast (WCAG
non-text) against its board; a yellow that cannot is edged in a dark colour that does.
"""

import math

from .svg import el, fmt

MARK_OPACITY = 0.85
PREVIEW_OPACITY = 0.5

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


def _origin_point(layout, origin):
    """Where an arrow starts: a square's centre or a hand piece's slot (None if the board shows
    no such hand)."""
    if origin[0] == "square":
        return layout.square_center(origin[1])
    if origin[1] not in layout.komadai:
        return None
    return layout.hand_slot(origin[1], origin[2]).center


def arrow(layout, mark, colors, preview=False):
    """An `Arrow` as one polygon (shaft and head) from its origin to near its target's centre;
    None when its origin is not on this board."""
    start = _origin_point(layout, mark.origin)
    if start is None:
        return None
    (x1, y1), (x2, y2) = start, layout.square_center(mark.target)
    length = math.hypot(x2 - x1, y2 - y1) or 1.0
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    cell = min(layout.cell)
    head, half, width = 0.42 * cell, 0.24 * cell, 0.065 * cell
    tip = (x2 - ux * 0.15 * cell, y2 - uy * 0.15 * cell)
    base = (tip[0] - ux * head, tip[1] - uy * head)
    tail = (x1 + ux * 0.22 * cell, y1 + uy * 0.22 * cell)

    def side(point, offset):
        return (point[0] + uy * offset, point[1] - ux * offset)

    points = [side(tail, width), side(base, width), side(base, half), tip, side(base, -half),
              side(base, -width), side(tail, -width)]
    color, edge = colors.brushes[mark.brush]
    game = layout.style.game
    hook = {"data_preview": "1"} if preview else {"data_arrow": mark.name(game)}
    return el("polygon", points=" ".join(f"{fmt(px)},{fmt(py)}" for px, py in points),
              fill=color, stroke=edge, stroke_width=3 if edge else None, stroke_linejoin="round",
              opacity=PREVIEW_OPACITY if preview else MARK_OPACITY,
              class_="kb-arrow", data_brush=mark.brush, **hook)


def circle(layout, mark, colors):
    """A `Circle` as a ring inside its square (with a dark edge for an edged brush)."""
    rect = layout.square_rect(mark.square)
    cx, cy = rect.center
    cell = min(layout.cell)
    radius, width = 0.44 * cell, 0.075 * cell
    color, edge = colors.brushes[mark.brush]
    rings = []
    if edge:
        rings.append(el("circle", cx=fmt(cx), cy=fmt(cy), r=fmt(radius), fill="none",
                        stroke=edge, stroke_width=fmt(width + 6)))
    rings.append(el("circle", cx=fmt(cx), cy=fmt(cy), r=fmt(radius), fill="none", stroke=color,
                    stroke_width=fmt(width)))
    return el("g", rings, class_="kb-circle", opacity=MARK_OPACITY, data_brush=mark.brush,
              data_circle=mark.name(layout.style.game))


def drawn(layout, marks, colors, preview=None):
    """The group of a `MarkSet`'s circles and arrows in the `Theme` ``colors`` (and the
    ``preview`` arrow of a drawing gesture under way, if any), over the pieces and transparent
    to the pointer."""
    nodes = [circle(layout, mark, colors) for mark in marks.circles]
    nodes += [arrow(layout, mark, colors) for mark in marks.arrows]
    if preview is not None and preview not in marks.arrows:
        nodes.append(arrow(layout, preview, colors, preview=True))
    return el("g", [node for node in nodes if node is not None], class_="kb-marks",
              pointer_events="none")
