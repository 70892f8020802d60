"""Draw a board as an SVG node tree: the static board and the dynamic layer of pieces and marks.

Pure Python (no browser): the page and `scripts/prerender.py` both call `board_svg()`; on every
change the page redraws only `dynamic_layer()`, whose unchanged squares are the very nodes drawn
before (so `patch.diff` skips them at once). The hooks listed in docs/embedding.md
("Hooks") are set here: ``data-square`` on every square group, ``data-piece`` on every
piece, ``data-hand-piece`` with ``data-owner`` and ``data-count`` on hand pieces, ``data-choice``
on promotion choices. The board is an ARIA grid for screen readers: rows (``role="row"``, the
hand drawn at the top, the board's rows, the hand drawn at the bottom, the promotion question)
of cells (``role="gridcell"``) whose ``aria-label`` says what is there in the reader's language
(`webui.play.speech`) and whose ``id`` (`cell_id`) the keyboard cursor points
``aria-activedescendant`` at (`webui.board.keyboard`). What differs between games (the static
board, the piece set, insets, the turn marker) comes from the game's drawing descriptor,
`layout.style` (see `styles`).
"""

from dataclasses import dataclass, field

from webui.i18n import N_, _, language

from ..play.speech import cell_states, hand_label, square_label
from .config import DRAG_THRESHOLD
from .layout import Layout
from .pieces import piece
from .styles.base import LABEL_FONT
from .styles.themes import DEFAULT_THEME, theme
from .svg import el, fmt
from webui.i18n.words import words

CURSOR_EDGE = "#0b3d91"   # the keyboard cursor: a dark ring inside a white one, visible on
CURSOR_HALO = "#ffffff"   # wood, pieces, highlights and a dark theme alike


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
    while the promotion choice for moving ``symbol`` to ``square`` is open; cursor: the
    keyboard cursor's stop (see `webui.board.keyboard`), or None.
    """

    last: tuple = ()
    check: object = None
    selected: object = None
    targets: frozenset = field(default_factory=frozenset)
    lifted: bool = False
    promotion: object = None
    cursor: object = None


def cell_id(config, stop):
    """The element id of the grid cell of a cursor stop: ``kb-cell-7g``, ``kb-hand-0-P``,
    ``kb-hand-1`` (an empty hand), ``kb-choice-promote``."""
    kind = stop[0]
    if kind == "square":
        return f"{config.id_prefix}cell-{stop[1]}"
    if kind == "hand":
        return f"{config.id_prefix}hand-{stop[1]}" + (f"-{stop[2]}" if stop[2] else "")
    return f"{config.id_prefix}choice-{stop[1]}"


def _cursor(rect, inset=4):
    """The keyboard cursor over ``rect``: a white ring around a dark one (class ``kb-cursor``,
    shown by CSS while the board has the focus)."""
    x, y, w, h = rect.x + inset, rect.y + inset, rect.w - 2 * inset, rect.h - 2 * inset
    return el("g", [
        el("rect", x=x, y=y, width=w, height=h, rx=6, fill="none", stroke=CURSOR_HALO,
           stroke_width=10),
        el("rect", x=x, y=y, width=w, height=h, rx=6, fill="none", stroke=CURSOR_EDGE,
           stroke_width=5),
    ], class_="kb-cursor", aria_hidden="true")


# -- static board ----------------------------------------------------------------------------
def static_layer(config, layout):
    """The parts of the board that never change during a game (wood, lines, labels)."""
    return el("g", layout.style.static_nodes(config, layout), class_="kb-static",
              aria_hidden="true")


# -- dynamic layer ---------------------------------------------------------------------------
def _piece_node(config, layout, symbol, x, y, **attrs):
    style = layout.style
    return piece(style, symbol, x, y, config.id_prefix,
                 style.upside_down(symbol, layout.orientation), theme(config.theme), **attrs)


def _square(config, layout, view, marks, sq):
    """The square ``sq`` drawn with its piece and marks: the same node as last time when
    nothing about it changed (see `_drawn_square`)."""
    selected = marks.selected == ("square", sq)
    return _drawn_square(config, layout, sq, view.pieces.get(sq), selected, sq in marks.targets,
                         sq in marks.last, sq == marks.check, marks.lifted and selected,
                         marks.cursor == ("square", sq))


_SQUARES = {}      # (config, layout, language, square, what is on it) -> its node
_MAX_SQUARES = 4096


def _drawn_square(config, layout, sq, symbol, selected, target, last, check, lifted, cursor):
    """The node of one square, kept for the next drawing: a redraw reuses the nodes of the
    squares that did not change (`webui.board.patch` then skips them at once). The nodes are
    never changed once drawn."""
    key = (config, layout.game, layout.orientation, layout.mode, language(), sq, symbol,
           selected, target, last, check, lifted, cursor)
    node = _SQUARES.get(key)
    if node is None:
        if len(_SQUARES) >= _MAX_SQUARES:
            _SQUARES.clear()
        node = _SQUARES[key] = _new_square(config, layout, sq, symbol, selected, target, last,
                                           check, lifted, cursor)
    return node


def _new_square(config, layout, sq, symbol, selected, target, last, check, lifted, cursor):
    rect = layout.square_rect(sq)
    classes = ["kb-sq"]
    colors = theme(config.theme)
    fill = "transparent"
    if last:
        classes.append("kb-last")
        fill = colors.last
    if selected:
        classes.append("kb-selected")
        fill = colors.selected
    if check:
        classes.append("kb-check")
    if target:
        classes.append("kb-target")
    style = layout.style
    name = style.game.square_name(sq)
    label = cell_states(square_label(style.game, name, symbol), selected=selected, target=target,
                        last=last, check=check)
    node = el("g", class_=" ".join(classes), data_square=name, role="gridcell",
              id=cell_id(config, ("square", sq)), aria_label=label)
    inset = style.square_inset
    node.add(el("rect", x=rect.x + inset, y=rect.y + inset, width=rect.w - 2 * inset,
                height=rect.h - 2 * inset, fill=fill, rx=inset * 2 or None, class_="kb-hl"))
    cx, cy = rect.center
    if check:
        grow = style.check_grow
        node.add(el("rect", x=rect.x - grow, y=rect.y - grow, width=rect.w + 2 * grow,
                    height=rect.h + 2 * grow, fill=f"url(#{config.id_prefix}check)",
                    class_="kb-check-mark"))
    if target and symbol:
        node.add(el("circle", cx=cx, cy=cy, r=min(rect.w, rect.h) * 0.47, fill="none",
                    stroke=colors.target, stroke_width=7, class_="kb-capture"))
    if symbol:
        node.add(_piece_node(config, layout, symbol, rect.x, rect.y, class_="kb-piece",
                             data_piece=symbol, opacity="0.35" if lifted else None))
    if target and not symbol:
        node.add(el("circle", cx=cx, cy=cy, r=13, fill=colors.target, class_="kb-dot"))
    if cursor:
        node.add(_cursor(rect))
    return node


def _komadai(config, layout, view, marks, color):
    box = layout.komadai[color]
    owner = layout.style.game.colors[color]
    to_move = view.turn == color
    hand = view.hands.get(color, {})
    game = layout.style.game
    colors = theme(config.theme)
    group = el("g", class_="kb-hand" + (" kb-to-move" if to_move else ""), data_owner=owner,
               role="row")
    tray = el("rect", x=box.x, y=box.y, width=box.w, height=box.h, rx=8,
              fill=colors.hand[to_move], stroke=colors.hand_edge[to_move],
              stroke_width=4 if to_move else 2)
    if any(hand.values()):
        group.add(tray)
    else:  # an empty hand is one cell of the grid, so the cursor can stop on it
        empty = el("g", [tray], role="gridcell", id=cell_id(config, ("hand", color, None)),
                   aria_label=hand_label(game, color, {}))
        if marks.cursor == ("hand", color, None):
            empty.add(_cursor(box))
        group.add(empty)
    # ☗ / ☖: a small pentagon naming the owner, black for sente, white for gote.
    mx, my = (box.x + box.w - 20, box.y + 8) if color == layout.orientation else (box.x + 8, box.y + 8)
    group.add(el("polygon", points=f"{mx + 6},{my} {mx + 12},{my + 4} {mx + 12},{my + 16} "
                 f"{mx},{my + 16} {mx},{my + 4}", fill="#1b1b1b" if color == 0 else "#fbf7ee",
                 stroke="#1b1b1b", stroke_width=1.2, class_="kb-owner-mark"))
    for letter in layout.style.hand_order:
        count = hand.get(letter, 0)
        if not count:
            continue
        slot = layout.hand_slot(color, letter)
        symbol = letter if color == 0 else letter.lower()
        selected = marks.selected == ("hand", color, letter)
        stop = ("hand", color, letter)
        item = el("g", class_="kb-hand-piece" + (" kb-selected" if selected else ""),
                  data_hand_piece=symbol, data_owner=owner, data_count=count, role="gridcell",
                  id=cell_id(config, stop),
                  aria_label=cell_states(hand_label(game, color, hand, letter), selected))
        item.add(el("rect", x=slot.x + 2, y=slot.y + 2, width=slot.w - 4, height=slot.h - 4, rx=8,
                    fill=colors.selected if selected else "transparent", class_="kb-hl"))
        faded = "0.35" if selected and marks.lifted and count == 1 else None
        item.add(_piece_node(config, layout, symbol, slot.x, slot.y, opacity=faded))
        if count > 1:
            bx, by = slot.x + slot.w - 18, slot.y + slot.h - 20
            badge, edge, digits = colors.badge
            item.add(el("circle", cx=bx, cy=by, r=17, fill=badge, stroke=edge, stroke_width=2))
            item.add(el("text", text=str(count), x=bx, y=by + 8, fill=digits,
                        font_size=23, font_weight="bold", text_anchor="middle",
                        font_family=LABEL_FONT))
        if marks.cursor == stop:
            item.add(_cursor(slot))
        group.add(item)
    return group


def promotion_cells(layout, square):
    """The two cells of the promotion choice: promoted piece on the target square, the
    unpromoted one on the neighbouring cell towards the middle of the board."""
    col, row = layout.column_row(square)
    other = layout.square_at(col, row + 1 if row < 4 else row - 1)
    return {"promote": layout.square_rect(square), "keep": layout.square_rect(other)}


_CHOICE_WORDS = {"promote": N_("Promote to {piece} (Y)"),
                 "keep": N_("Do not promote: {piece} (N)")}


def _promotion(config, layout, square, symbol, cursor=None):
    g = layout.grid
    colors = theme(config.theme)
    cell, edge = colors.choice
    overlay = el("g", class_="kb-promotion", role="row")
    overlay.add(el("rect", x=g.x, y=g.y, width=g.w, height=g.h, fill=colors.veil,
                   aria_hidden="true"))
    promoted = layout.style.promoted(symbol)
    for choice, rect in promotion_cells(layout, square).items():
        shown = promoted if choice == "promote" else symbol
        label = _(_CHOICE_WORDS[choice]).format(piece=words(layout.style.game.piece_name(shown)))
        overlay.add(el("g", [
            el("rect", x=rect.x + 3, y=rect.y + 3, width=rect.w - 6, height=rect.h - 6, rx=10,
               fill=cell, stroke=edge, stroke_width=4),
            _piece_node(config, layout, shown, rect.x, rect.y),
        ], class_="kb-choice", data_choice=choice, data_piece=shown, role="gridcell",
            id=cell_id(config, ("choice", choice)), aria_label=label).add(
            _cursor(rect) if cursor == ("choice", choice) else None))
    return overlay


def _check_gradient(config):
    return el("radialGradient", [
        el("stop", offset="0", stop_color="#ff0000", stop_opacity="1"),
        el("stop", offset="0.6", stop_color="#e00000", stop_opacity="0.9"),
        el("stop", offset="1", stop_color="#b00000", stop_opacity="0.25"),
    ], id=f"{config.id_prefix}check", r="0.71")


def dynamic_layer(config, layout, view, marks):
    """The rows of the grid: the hand drawn at the top, the squares with their pieces and
    highlights row by row as seen, the hand drawn at the bottom; then the promotion choice."""
    layer = el("g", class_="kb-dynamic", role="rowgroup")
    hands = {color: _komadai(config, layout, view, marks, color) for color in layout.komadai}
    layer.add(hands.get(1 - layout.orientation))
    for row in range(layout.ranks):
        layer.add(el("g", [_square(config, layout, view, marks, layout.square_at(col, row))
                           for col in range(layout.files)], role="row"))
    layer.add(hands.get(layout.orientation))
    marker = layout.style.turn_marker(layout, view.turn, theme(config.theme))
    if marker is not None:
        marker.attrs["aria-hidden"] = "true"
        layer.add(marker)
    if marks.promotion:
        layer.add(_promotion(config, layout, *marks.promotion, cursor=marks.cursor))
    return layer


def ghost(config, layout, symbol):
    """The piece that follows the pointer during a drag, centred on (0, 0); the page moves it
    with a translate() on its group."""
    cw, ch = layout.cell
    return _piece_node(config, layout, symbol, -cw / 2, -ch / 2, class_="kb-ghost",
                       data_ghost=symbol, aria_hidden="true")


def board_svg(config, view, marks=Marks(), standalone=False):
    """The complete <svg> of a board (``standalone`` adds the XML namespace for a .svg file);
    an interactive board carries its drag threshold in board units (``data-drag-threshold``,
    read by assets/js/board-input.js; a .svg file takes no input). A board in a page is an
    ARIA grid that takes the keyboard focus (``tabindex="0"``); a .svg file is an image."""
    layout = Layout(config.game, config.orientation, config.layout)
    style = layout.style
    root = el("svg", viewBox=f"0 0 {fmt(layout.width)} {fmt(layout.height)}",
              xmlns="http://www.w3.org/2000/svg" if standalone else None,
              class_="kb-board", role="img" if standalone else "grid",
              tabindex=None if standalone else "0",
              aria_label=_("{game} board").format(game=_(style.game.title)),
              data_game=config.game,
              data_orientation=style.game.colors[config.orientation],
              data_pieces=config.pieces or style.default_piece_set,
              data_theme=config.theme or DEFAULT_THEME,
              data_layout=config.layout if len(style.layouts) > 1 else None,
              data_drag_threshold=fmt(DRAG_THRESHOLD * layout.cell[0])
              if config.draggable and not standalone else None)
    root.add(el("defs", style.piece_defs(config.id_prefix, config.pieces, config.theme)
                 + [_check_gradient(config)]))
    root.add(static_layer(config, layout))
    root.add(dynamic_layer(config, layout, view, marks))
    root.add(el("g", class_="kb-drag", aria_hidden="true"))
    return root
