"""Draw a board as an SVG node tree: the static board and the dynamic layer of pieces and marks.

Pure Python (no browser): the page and `scripts/prerender.py` both call `board_svg()`; on every
change the page redraws only `dynamic_layer()`. The hooks listed in README.md ("Hooks for tests
and embedders") are set here: ``data-square`` on every square group, ``data-piece`` on every
piece, ``data-hand-piece`` with ``data-owner`` and ``data-count`` on hand pieces, ``data-choice``
on promotion choices. What differs between games (the static board, the piece set, insets, the
turn marker) comes from the game's drawing descriptor, `layout.style` (see `styles`).
"""

from dataclasses import dataclass, field

from kiban import games
from kiban.i18n import _

from .config import DRAG_THRESHOLD
from .layout import Layout
from .pieces import piece
from .styles.base import LABEL_FONT
from .svg import el, fmt


@dataclass(frozen=True)
class PositionView:
    """What the board shows: ``pieces`` {square: symbol}, ``hands`` {color: {LETTER: count}}
    (shogi), ``turn`` (colour to move)."""

    pieces: dict
    hands: dict
    turn: int


@dataclass(frozen=True)
class Marks:
    """Highlights over a position.

    last: squares of the last move; check: the square of a king in check; selected: the held
    origin, ``("square", sq)`` or ``("hand", color, LETTER)``; targets: its legal target squares;
    lifted: the held piece is being dragged (drawn faded in place); promotion: ``(square, symbol)``
    while the promotion choice for moving ``symbol`` to ``square`` is open.
    """

    last: tuple = ()
    check: object = None
    selected: object = None
    targets: frozenset = field(default_factory=frozenset)
    lifted: bool = False
    promotion: object = None


# -- static board ----------------------------------------------------------------------------
def static_layer(config, layout):
    """The parts of the board that never change during a game (wood, lines, labels)."""
    return el("g", layout.style.static_nodes(config, layout), class_="kb-static")


# -- dynamic layer ---------------------------------------------------------------------------
def _piece_node(config, layout, symbol, x, y, **attrs):
    style = layout.style
    return piece(style, symbol, x, y, config.id_prefix,
                 style.upside_down(symbol, layout.orientation), **attrs)


def _square(config, layout, view, marks, sq):
    rect = layout.square_rect(sq)
    symbol = view.pieces.get(sq)
    classes = ["kb-sq"]
    fill = "transparent"
    if sq in marks.last:
        classes.append("kb-last")
        fill = "rgba(88, 150, 60, 0.38)"
    if marks.selected == ("square", sq):
        classes.append("kb-selected")
        fill = "rgba(40, 110, 200, 0.40)"
    if sq == marks.check:
        classes.append("kb-check")
    target = sq in marks.targets
    if target:
        classes.append("kb-target")
    style = layout.style
    node = el("g", class_=" ".join(classes), data_square=style.game.square_name(sq))
    inset = style.square_inset
    node.add(el("rect", x=rect.x + inset, y=rect.y + inset, width=rect.w - 2 * inset,
                height=rect.h - 2 * inset, fill=fill, rx=inset * 2 or None, class_="kb-hl"))
    cx, cy = rect.center
    if sq == marks.check:
        grow = style.check_grow
        node.add(el("rect", x=rect.x - grow, y=rect.y - grow, width=rect.w + 2 * grow,
                    height=rect.h + 2 * grow, fill=f"url(#{config.id_prefix}check)",
                    class_="kb-check-mark"))
    if target and symbol:
        node.add(el("circle", cx=cx, cy=cy, r=min(rect.w, rect.h) * 0.47, fill="none",
                    stroke="rgba(30, 90, 30, 0.75)", stroke_width=7, class_="kb-capture"))
    if symbol:
        lifted = marks.lifted and marks.selected == ("square", sq)
        node.add(_piece_node(config, layout, symbol, rect.x, rect.y, class_="kb-piece",
                             data_piece=symbol, opacity="0.35" if lifted else None))
    if target and not symbol:
        node.add(el("circle", cx=cx, cy=cy, r=13, fill="rgba(30, 90, 30, 0.6)", class_="kb-dot"))
    return node


def _komadai(config, layout, view, marks, color):
    box = layout.komadai[color]
    owner = layout.style.game.colors[color]
    to_move = view.turn == color
    group = el("g", class_="kb-hand" + (" kb-to-move" if to_move else ""), data_owner=owner)
    group.add(el("rect", x=box.x, y=box.y, width=box.w, height=box.h, rx=8,
                 fill="#c99a55" if to_move else "#b98b4c",
                 stroke="#2f6fb3" if to_move else "#8a6433", stroke_width=4 if to_move else 2))
    # ☗ / ☖: a small pentagon naming the owner, black for sente, white for gote.
    mx, my = (box.x + box.w - 20, box.y + 8) if color == layout.orientation else (box.x + 8, box.y + 8)
    group.add(el("polygon", points=f"{mx + 6},{my} {mx + 12},{my + 4} {mx + 12},{my + 16} "
                 f"{mx},{my + 16} {mx},{my + 4}", fill="#1b1b1b" if color == 0 else "#fbf7ee",
                 stroke="#1b1b1b", stroke_width=1.2, class_="kb-owner-mark"))
    hand = view.hands.get(color, {})
    for letter in layout.style.hand_order:
        count = hand.get(letter, 0)
        if not count:
            continue
        slot = layout.hand_slot(color, letter)
        symbol = letter if color == 0 else letter.lower()
        selected = marks.selected == ("hand", color, letter)
        item = el("g", class_="kb-hand-piece" + (" kb-selected" if selected else ""),
                  data_hand_piece=symbol, data_owner=owner, data_count=count)
        item.add(el("rect", x=slot.x + 2, y=slot.y + 2, width=slot.w - 4, height=slot.h - 4, rx=8,
                    fill="rgba(40, 110, 200, 0.45)" if selected else "transparent",
                    class_="kb-hl"))
        faded = "0.35" if selected and marks.lifted and count == 1 else None
        item.add(_piece_node(config, layout, symbol, slot.x, slot.y, opacity=faded))
        if count > 1:
            bx, by = slot.x + slot.w - 18, slot.y + slot.h - 20
            item.add(el("circle", cx=bx, cy=by, r=17, fill="#2b2118", stroke="#fff3dc",
                        stroke_width=2))
            item.add(el("text", text=str(count), x=bx, y=by + 8, fill="#fff8ea",
                        font_size=23, font_weight="bold", text_anchor="middle",
                        font_family=LABEL_FONT))
        group.add(item)
    return group


def promotion_cells(layout, square):
    """The two cells of the promotion choice: promoted piece on the target square, the
    unpromoted one on the neighbouring cell towards the middle of the board."""
    col, row = layout.column_row(square)
    other = layout.square_at(col, row + 1 if row < 4 else row - 1)
    return {"promote": layout.square_rect(square), "keep": layout.square_rect(other)}


def _promotion(config, layout, square, symbol):
    g = layout.grid
    overlay = el("g", class_="kb-promotion")
    overlay.add(el("rect", x=g.x, y=g.y, width=g.w, height=g.h, fill="rgba(20, 14, 6, 0.45)"))
    promoted = layout.style.promoted(symbol)
    for choice, rect in promotion_cells(layout, square).items():
        shown = promoted if choice == "promote" else symbol
        overlay.add(el("g", [
            el("rect", x=rect.x + 3, y=rect.y + 3, width=rect.w - 6, height=rect.h - 6, rx=10,
               fill="#fff7e6", stroke="#2f6fb3", stroke_width=4),
            _piece_node(config, layout, shown, rect.x, rect.y),
        ], class_="kb-choice", data_choice=choice, data_piece=shown))
    return overlay


def _check_gradient(config):
    return el("radialGradient", [
        el("stop", offset="0", stop_color="#ff0000", stop_opacity="1"),
        el("stop", offset="0.6", stop_color="#e00000", stop_opacity="0.9"),
        el("stop", offset="1", stop_color="#b00000", stop_opacity="0.25"),
    ], id=f"{config.id_prefix}check", r="0.71")


def dynamic_layer(config, layout, view, marks):
    """Squares with their pieces and highlights, the hands, and the promotion choice."""
    layer = el("g", class_="kb-dynamic")
    for sq in layout.squares():
        layer.add(_square(config, layout, view, marks, sq))
    for color in sorted(layout.komadai):
        layer.add(_komadai(config, layout, view, marks, color))
    marker = layout.style.turn_marker(layout, view.turn)
    if marker is not None:
        layer.add(marker)
    if marks.promotion:
        layer.add(_promotion(config, layout, *marks.promotion))
    return layer


def ghost(config, layout, symbol):
    """The piece that follows the pointer during a drag, centred on (0, 0); the page moves it
    with a translate() on its group."""
    cw, ch = layout.cell
    return _piece_node(config, layout, symbol, -cw / 2, -ch / 2, class_="kb-ghost",
                       data_ghost=symbol)


def board_svg(config, view, marks=Marks(), standalone=False):
    """The complete <svg> of a board (``standalone`` adds the XML namespace for a .svg file);
    an interactive board carries its drag threshold in board units (``data-drag-threshold``,
    read by assets/js/board-input.js; a .svg file takes no input)."""
    layout = Layout(config.game, config.orientation, config.layout)
    style = layout.style
    root = el("svg", viewBox=f"0 0 {fmt(layout.width)} {fmt(layout.height)}",
              xmlns="http://www.w3.org/2000/svg" if standalone else None,
              class_="kb-board", role="img",
              aria_label=_("{game} board").format(game=games.get(config.game).title), data_game=config.game,
              data_orientation=style.game.colors[config.orientation],
              data_pieces=config.pieces or style.default_piece_set,
              data_layout=config.layout if len(style.layouts) > 1 else None,
              data_drag_threshold=fmt(DRAG_THRESHOLD * layout.cell[0])
              if config.draggable and not standalone else None)
    root.add(el("defs", style.piece_defs(config.id_prefix, config.pieces)
                 + [_check_gradient(config)]))
    root.add(static_layer(config, layout))
    root.add(dynamic_layer(config, layout, view, marks))
    root.add(el("g", class_="kb-drag"))
    return root
