"""Draw a board as an SVG node tree: the static board and the dynamic layer of pieces and marks.

Pure Python (no browser): the page and `scripts/prerender.py` both call `board_svg()`; on every
change the page redraws only `dynamic_layer()`. The hooks listed in README.md ("Hooks for tests
and embedders") are set here: ``data-square`` on every square group, ``data-piece`` on every
piece, ``data-hand-piece`` with ``data-owner`` and ``data-count`` on hand pieces, ``data-choice``
on promotion choices.
"""

from dataclasses import dataclass, field

from . import glyphs
from .config import DRAG_THRESHOLD
from .layout import HAND_ORDER, Layout
from .pieces import defs as piece_defs, glyph, piece
from .svg import el, fmt

KANJI_NUMERALS = "一二三四五六七八九"
OWNER = {"shogi": ("sente", "gote"), "xiangqi": ("red", "black")}
LINE = "#3a2a14"
LABEL = "#5b4322"
LABEL_FONT = "system-ui, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"


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
def _wood(w, prefix, colors, radius):
    """The board's wooden background: a diagonal gradient between ``colors`` filling box ``w``."""
    light, dark = colors
    return [
        el("linearGradient", [
            el("stop", offset="0", stop_color=light),
            el("stop", offset="1", stop_color=dark),
        ], id=f"{prefix}wood-board", x1="0", y1="0", x2="1", y2="1"),
        el("rect", x=w.x, y=w.y, width=w.w, height=w.h, rx=radius, fill=f"url(#{prefix}wood-board)",
           stroke="#a57a3a", stroke_width=2, class_="kb-wood"),
    ]


def _shogi_static(config, layout, prefix):
    g, w = layout.grid, layout.wood
    cw, ch = layout.cell
    nodes = _wood(w, prefix, ("#f0cf8c", "#dcae62"), radius=8)
    lines = [f"M{fmt(g.x + i * cw)} {fmt(g.y)}v{fmt(g.h)}" for i in range(1, 9)]
    lines += [f"M{fmt(g.x)} {fmt(g.y + i * ch)}h{fmt(g.w)}" for i in range(1, 9)]
    nodes.append(el("path", d="".join(lines), stroke=LINE, stroke_width=1.6, fill="none"))
    nodes.append(el("rect", x=g.x, y=g.y, width=g.w, height=g.h, fill="none", stroke=LINE,
                    stroke_width=3.2))
    for i in (3, 6):
        for j in (3, 6):
            nodes.append(el("circle", cx=g.x + i * cw, cy=g.y + j * ch, r=5.5, fill=LINE))
    if config.coordinates:
        nodes.append(_shogi_labels(config, layout))
    return nodes


def _shogi_labels(config, layout):
    g = layout.grid
    cw, ch = layout.cell
    labels = el("g", class_="kb-coords", fill=LABEL)
    for col in range(9):
        sq = layout.square_at(col, 0)
        labels.add(el("text", text=str(9 - sq % 9), x=g.x + (col + 0.5) * cw, y=g.y - 13,
                      text_anchor="middle", font_size=27, font_family=LABEL_FONT))
    for row in range(9):
        rank = layout.square_at(0, row) // 9
        x, y = g.x + g.w + 24, g.y + (row + 0.5) * ch
        if config.rank_labels == "kanji":
            labels.add(glyph(KANJI_NUMERALS[rank], glyphs.SHOGI, x, y, 28, LABEL))
        else:
            labels.add(el("text", text="abcdefghi"[rank], x=x, y=y + 9, text_anchor="middle",
                          font_size=27, font_family=LABEL_FONT))
    return labels


def _xiangqi_marks(layout, col, row):
    """The small corner marks around a cannon or soldier point."""
    x, y = layout.grid.x + col * 100, layout.grid.y + row * 100
    d, n = 7, 18
    parts = []
    for sx in (-1, 1):
        if (col == 0 and sx < 0) or (col == 8 and sx > 0):
            continue
        for sy in (-1, 1):
            px, py = x + sx * d, y + sy * d
            parts.append(f"M{px + sx * n} {py}H{px}V{py + sy * n}")
    return "".join(parts)


def _xiangqi_static(config, layout, prefix):
    g, w = layout.grid, layout.wood
    s = layout.cell[0]
    nodes = _wood(w, prefix, ("#f3d9a0", "#e3bd74"), radius=10) + [
        el("rect", x=g.x - 9, y=g.y - 9, width=g.w + 18, height=g.h + 18, fill="none",
           stroke=LINE, stroke_width=4),
    ]
    lines = [f"M{g.x} {g.y + r * s}h{g.w}" for r in range(10)]
    lines += [f"M{g.x + c * s} {g.y}v{g.h}" for c in (0, 8)]
    lines += [f"M{g.x + c * s} {g.y}v{4 * s}M{g.x + c * s} {g.y + 5 * s}v{4 * s}"
              for c in range(1, 8)]
    for top in (0, 7):  # the palaces' diagonals
        y0, y1 = g.y + top * s, g.y + (top + 2) * s
        lines.append(f"M{g.x + 3 * s} {y0}L{g.x + 5 * s} {y1}M{g.x + 5 * s} {y0}L{g.x + 3 * s} {y1}")
    marks = [(c, r) for c in (1, 7) for r in (2, 7)] + [(c, r) for c in range(0, 9, 2)
                                                        for r in (3, 6)]
    lines += [_xiangqi_marks(layout, c, r) for c, r in marks]
    nodes.append(el("path", d="".join(lines), stroke=LINE, stroke_width=2, fill="none"))
    river_y = g.y + 4.5 * s
    for i, ch in enumerate("楚河"):
        nodes.append(glyph(ch, glyphs.XIANGQI, g.x + (1.5 + i * 1.5) * s, river_y, 64, "#6b4a1c"))
    for i, ch in enumerate("漢界"):
        nodes.append(glyph(ch, glyphs.XIANGQI, g.x + (5.5 + i * 1.5) * s, river_y, 64, "#6b4a1c"))
    if config.coordinates:
        labels = el("g", class_="kb-coords", fill=LABEL, font_size=27, font_family=LABEL_FONT,
                    text_anchor="middle")
        for col in range(9):
            name = "abcdefghi"[layout.square_at(col, 0) % 9]
            labels.add(el("text", text=name, x=g.x + col * s, y=g.y + g.h + 84))
        for row in range(10):
            labels.add(el("text", text=str(layout.square_at(0, row) // 9), x=g.x - 76,
                          y=g.y + row * s + 9))
        nodes.append(labels)
    return nodes


def static_layer(config, layout):
    """The parts of the board that never change during a game (wood, lines, labels)."""
    build = _shogi_static if config.game == "shogi" else _xiangqi_static
    return el("g", build(config, layout, config.id_prefix), class_="kb-static")


# -- dynamic layer ---------------------------------------------------------------------------
def _upside_down(config, layout, symbol):
    return config.game == "shogi" and (symbol.lstrip("+").islower()) != (layout.orientation == 1)


def _piece_node(config, layout, symbol, x, y, **attrs):
    return piece(config.game, symbol, x, y, config.id_prefix,
                 _upside_down(config, layout, symbol), **attrs)


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
    node = el("g", class_=" ".join(classes), data_square=square_name(config.game, sq))
    inset = 6 if config.game == "xiangqi" else 0
    node.add(el("rect", x=rect.x + inset, y=rect.y + inset, width=rect.w - 2 * inset,
                height=rect.h - 2 * inset, fill=fill, rx=inset * 2 or None, class_="kb-hl"))
    cx, cy = rect.center
    if sq == marks.check:
        grow = 14 if config.game == "xiangqi" else 0
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


def square_name(game, sq):
    """Engine square name without importing the engine: shogi '7g', xiangqi 'e3'."""
    if game == "shogi":
        return f"{9 - sq % 9}{'abcdefghi'[sq // 9]}"
    return f"{'abcdefghi'[sq % 9]}{sq // 9}"


def _komadai(config, layout, view, marks, color):
    box = layout.komadai[color]
    owner = OWNER["shogi"][color]
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
    for letter in HAND_ORDER:
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


def _xiangqi_turn(layout, turn):
    """A disc in the corner on the side of the player to move, in that player's colour."""
    g = layout.grid
    y = g.y + g.h + 75 if turn == layout.orientation else g.y - 35
    return el("circle", cx=g.x - 76, cy=y, r=17, fill="#b3141b" if turn == 0 else "#1d1d1f",
              stroke="#fff3dc", stroke_width=3, class_="kb-turn",
              data_turn=OWNER["xiangqi"][turn])


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
    promoted = "+" + symbol
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
    if config.game == "shogi":
        for color in (0, 1):
            layer.add(_komadai(config, layout, view, marks, color))
    else:
        layer.add(_xiangqi_turn(layout, view.turn))
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
    root = el("svg", viewBox=f"0 0 {fmt(layout.width)} {fmt(layout.height)}",
              xmlns="http://www.w3.org/2000/svg" if standalone else None,
              class_="kb-board", role="img",
              aria_label=f"{config.game} board", data_game=config.game,
              data_orientation=OWNER[config.game][config.orientation],
              data_layout=config.layout if config.game == "shogi" else None,
              data_drag_threshold=fmt(DRAG_THRESHOLD * layout.cell[0])
              if config.draggable and not standalone else None)
    root.add(el("defs", piece_defs(config.game, config.id_prefix) + [_check_gradient(config)]))
    root.add(static_layer(config, layout))
    root.add(dynamic_layer(config, layout, view, marks))
    root.add(el("g", class_="kb-drag"))
    return root
