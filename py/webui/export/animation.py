"""Frames drawn as SVG, pure Python: one still document per frame, what the GIF is drawn from
(a backdrop of what never changes, then per frame a document of what changed and where: see
`webui.export.patches`), and one animated document (SMIL) in which every part is written once.

A frame is the board's static layer (wood, lines, labels: the same in every frame), the parts of
its dynamic layer (each square with its piece and highlight, each hand, the turn marker: the very
nodes the board renderer draws), the marks drawn on it and its caption. The animated document
writes each distinct part once, with an ``<animate attributeName="visibility">`` saying in which
stretches of the loop it shows; a part shown in every frame (most squares of a game) is written
once with no animation at all. A viewer without SMIL shows the final position.

The documents are self-contained: pieces are outlines in <defs>, referenced with ``<use>``; only
the captions are text (in the viewer's fonts). Ids and the board's ARIA grid (ids, roles, labels
of each cell) are left out of the parts: an image is one ``role="img"`` with a label.
"""

import re

from webui.i18n import _

from webui.board.annotate import drawn
from webui.board.layout import Layout
from webui.board.render import board_svg, dynamic_layer
from webui.board.styles.base import LABEL_FONT
from webui.board.styles.themes import DEFAULT_THEME, theme
from webui.board.svg import Node, el, fmt, markup

from .captions import headline, wrap
from .patches import board_part_bounds, meets_any, pixel_rect

TARGET_AREA = 640 * 460      # pixels of a board drawn at 1x (the GIF's size, the SVG's size)
HEAD_SIZE, COMMENT_SIZE = 44, 36   # caption font sizes (user units)
CAPTION_BAND = 200           # user units below the board: the move and two lines of comment
MARGIN = 24
START_SECONDS, MOVE_SECONDS, END_SECONDS = 1.5, 1.0, 3.0
_NOT_IN_AN_IMAGE = ("id", "role", "tabindex")
REFERENCE = re.compile(r'(?:href="#|url\(#)([^")]+)')   # what a part refers to in <defs>


def durations(count):
    """How long each of ``count`` frames shows (seconds): the start and the end are held
    longer than the moves between them."""
    times = [MOVE_SECONDS] * count
    if count:
        times[0] = START_SECONDS
        times[-1] = END_SECONDS
    return times


def plain(node):
    """A copy of ``node`` for an image: without ids, roles, ARIA attributes and tab stops
    (the renderer's nodes are shared and never changed)."""
    attrs = {key: value for key, value in node.attrs.items()
             if key not in _NOT_IN_AN_IMAGE and not key.startswith("aria-")}
    return Node(node.tag, attrs, [plain(child) for child in node.children], node.text)


def _cells(layer):
    """The parts of a dynamic layer: its rows of squares opened up into squares, the rest (the
    hands, the turn marker) as they are."""
    for child in layer.children:
        if child.children and all("data-square" in cell.attrs for cell in child.children):
            yield from child.children
        else:
            yield child


class Animation:
    """The frames (`webui.export.frames.Frame`) of one game drawn with ``config`` (a
    `BoardConfig`: game, orientation, piece set, theme, rank labels)."""

    def __init__(self, config, frames):
        self.config = config = config.with_(draggable=False, movable=None,
                                            id_prefix="kb-anim-")
        self.layout = layout = Layout(config.game, config.orientation, config.layout)
        self.count = len(frames)
        self.durations = durations(self.count)
        self.width, self.height = layout.width, layout.height + CAPTION_BAND
        scale = (TARGET_AREA / (layout.width * layout.height)) ** 0.5
        self.size = (round(self.width * scale), round(self.height * scale))  # pixels at 1x
        self.scale = (self.size[0] / self.width, self.size[1] / self.height)  # pixels per unit
        board = board_svg(config, frames[0].view, standalone=True)
        defs = next(child for child in board.children if child.tag == "defs")
        self._defs = {node.attrs["id"]: markup(node) for node in defs.children}
        self._static = "".join(markup(child) for child in board.children
                               if child.attrs.get("class") == "kb-static")
        self._texts = {}     # id(node) -> its plain markup (the renderer reuses square nodes)
        self._held = []      # (the nodes whose ids are keys above, so the ids stay theirs)
        self.parts = []      # [markup] of every distinct part, in drawing order
        self.bounds = []     # [(x0, y0, x1, y1)] where each part may paint
        self.shown = []      # [{frame index}] in which each part shows
        self.frames = []     # [[part index]] of each frame, in drawing order
        layers = [{}, {}, {}]   # board, marks, captions: markup -> part index
        bounds = [lambda node: board_part_bounds(layout, node),   # (asked of new parts only)
                  lambda node: (0, 0, layout.width, layout.height),
                  lambda node: (0, layout.height, self.width, self.height)]
        for index, frame in enumerate(frames):
            nodes = [list(_cells(dynamic_layer(config, layout, frame.view, frame.marks))),
                     [drawn(layout, frame.drawn, theme(config.theme))] if frame.drawn else [],
                     [self._caption(frame, index)]]
            self.frames.append([self._part(layers[n], node, bounds[n], index)
                                for n, group in enumerate(nodes) for node in group])
        self._root = self._opening()
        self._background = markup(el("rect", x=0, y=0, width=fmt(self.width),
                                     height=fmt(self.height), fill="#ffffff"))
        self._order = [part for layer in layers for part in layer.values()]

    # -- building --------------------------------------------------------------------------
    def _markup(self, node):
        text = self._texts.get(id(node))
        if text is None:
            text = self._texts[id(node)] = markup(plain(node))
            self._held.append(node)
        return text

    def _part(self, layer, node, bounds, index):
        """The index of ``node``'s part (a new part, painting within ``bounds(node)``, the
        first time its markup is seen), now also shown in frame ``index``."""
        text = self._markup(node)
        part = layer.get(text)
        if part is None:
            part = layer[text] = len(self.parts)
            self.parts.append(text)
            self.bounds.append(bounds(node))
            self.shown.append(set())
        self.shown[part].add(index)
        return part

    def _caption(self, frame, index):
        """The caption of ``frame``: its headline, and its comment wrapped under it."""
        x, top = fmt(self.width / 2), self.layout.height
        game = self.layout.style.game
        lines = [el("text", text=headline(game, frame.ply, frame.view.turn, frame.move), x=x,
                    y=fmt(top + MARGIN + HEAD_SIZE), font_size=HEAD_SIZE, font_weight="bold")]
        width = self.width - 2 * MARGIN
        for n, line in enumerate(wrap(frame.comment, width, COMMENT_SIZE)):
            lines.append(el("text", text=line, x=x, font_size=COMMENT_SIZE,
                            y=fmt(top + MARGIN + HEAD_SIZE + (n + 1) * (COMMENT_SIZE + 16))))
        return el("g", lines, class_="kb-caption", data_frame=index, fill="#1b1b1b",
                  text_anchor="middle", font_family=LABEL_FONT)

    # -- documents -------------------------------------------------------------------------
    def _needed_defs(self, texts):
        """The <defs> of what ``texts`` refer to (and what that refers to); all of them when
        ``texts`` is None."""
        if texts is None:
            return "<defs>" + "".join(self._defs.values()) + "</defs>"
        wanted, todo = set(), list(texts)
        while todo:
            for name in REFERENCE.findall(todo.pop()):
                if name in self._defs and name not in wanted:
                    wanted.add(name)
                    todo.append(self._defs[name])
        return "<defs>" + "".join(text for name, text in self._defs.items()
                                  if name in wanted) + "</defs>"

    def _document(self, parts, board=True):
        """The document of the parts ``parts`` (indices) over the white background and the
        static board (without ``board``: over nothing, to be drawn over the backdrop)."""
        texts = [self.parts[part] for part in parts]
        if not board:
            return self._root + self._needed_defs(texts) + "".join(texts) + "</svg>"
        return (self._root + self._background + self._needed_defs([self._static, *texts])
                + self._static + "".join(texts) + "</svg>")

    def _opening(self):
        """The root element's start tag (the same in every document)."""
        width, height = self.size
        label = _("{game} board").format(game=_(self.layout.style.game.title))
        root = el("svg", xmlns="http://www.w3.org/2000/svg", width=width, height=height,
                  viewBox=f"0 0 {fmt(self.width)} {fmt(self.height)}",
                  preserveAspectRatio="none", role="img",
                  aria_label=label, data_frames=self.count, class_="kb-animation",
                  data_game=self.config.game,
                  data_pieces=self.config.pieces or self.layout.style.default_piece_set,
                  data_theme=self.config.theme or DEFAULT_THEME,
                  data_durations=",".join(fmt(seconds) for seconds in self.durations))
        opening = markup(root)[:-2] + ">"  # (the childless root written "<svg …/>")
        return '<?xml version="1.0" encoding="UTF-8"?>\n' + opening

    def frame_svg(self, index):
        """The still SVG document of frame ``index``."""
        return self._document(self.frames[index])

    def backdrop_svg(self):
        """The SVG document of what never changes: the white background and the static board
        (the GIF's frames are drawn over it, `patch`)."""
        return self._document([])

    def patch(self, index):
        """(SVG document, [(x, y, width, height)] in pixels): what to draw over the backdrop
        (`backdrop_svg`), in those rectangles only, to turn frame ``index - 1`` into frame
        ``index`` (for frame 0: all of it). The rectangles cover the parts that came or went;
        the document holds only the parts that reach into them (drawing an SVG costs what
        its elements cost, not its area)."""
        if index == 0:
            rects = [(0, 0, *self.size)]
        else:
            changed = set(self.frames[index]).symmetric_difference(self.frames[index - 1])
            rects = sorted({pixel_rect(self.bounds[part], self.scale, self.size)
                            for part in changed}) or [(0, 0, 1, 1)]
        boxes = [(x / self.scale[0], y / self.scale[1], (x + w) / self.scale[0],
                  (y + h) / self.scale[1]) for x, y, w, h in rects]
        parts = [part for part in self.frames[index] if meets_any(self.bounds[part], boxes)]
        return self._document(parts, board=False), rects

    def animated_svg(self):
        """The animated SVG document of every frame, looping."""
        total = sum(self.durations)
        starts = [sum(self.durations[:i]) / total for i in range(self.count)] + [1.0]
        out = [self._root, self._background, self._needed_defs(None), self._static]
        for part in self._order:
            shown = self.shown[part]
            if len(shown) == self.count:
                out.append(self.parts[part])
                continue
            visible = "visible" if self.count - 1 in shown else "hidden"
            animate = _visibility(shown, starts, total)
            out.append(f'<g visibility="{visible}">{markup(animate)}{self.parts[part]}</g>')
        out.append("</svg>")
        return "".join(out)


def _number(value):
    """A number written with up to 5 decimals (``fmt`` keeps 2: too few for a key time in a
    long loop)."""
    return f"{value:.5f}".rstrip("0").rstrip(".") or "0"


def _visibility(shown, starts, total):
    """The SMIL animation of a part shown in the frames ``shown`` (indices), frame i from
    ``starts[i]`` to ``starts[i + 1]`` (fractions of the loop of ``total`` seconds)."""
    values, times, before = [], [], None
    for index in range(len(starts) - 1):
        now = "visible" if index in shown else "hidden"
        if now != before:
            values.append(now)
            times.append(_number(starts[index]) if index else "0")
            before = now
    return el("animate", attributeName="visibility", calcMode="discrete", dur=f"{fmt(total)}s",
              repeatCount="indefinite", values=";".join(values), keyTimes=";".join(times))
