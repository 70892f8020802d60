"""The interactive board component in the page (browser only: uses the DOM through Pyodide).

    view = BoardView(host_element, BoardConfig(game="shogi"), on_move=callback)
    view.set_position(board, legal_moves, last_move, check_square)
    view.set_config(orientation=1)          # flip, change game or layout, make read-only, ...

It draws with `render.py` (the markup is escaped there; nothing from outside is inserted
unescaped), turns pointer events into `interaction.Controller` calls, and reports the user's
legal moves to ``on_move(move)``; the owner plays them and calls `set_position` again. The
owner computes the position's facts (legal moves, check) once and hands them in.
"""

from js import Object, window
from pyodide.ffi import create_proxy, to_js

from kiban import games

from .interaction import Controller
from .layout import Layout
from .reading import PositionReader
from .render import PositionView, board_svg, dynamic_layer, ghost
from .svg import inner_markup, markup

GLIDE_MS = 200
_EVENTS = ("pointerdown", "pointermove", "pointerup", "pointercancel", "lostpointercapture",
           "contextmenu")


class BoardView:
    """An SVG board inside ``host`` that the user plays on (see the module docstring)."""

    def __init__(self, host, config, on_move=None):
        self.host = host
        self.config = config
        self.on_move = on_move
        self._reader = None
        self._view = PositionView({}, {}, 0)
        self._legal = []
        self._last, self._check = (), None
        self._pointer = None
        self._ctm = None
        self._handlers = {name: create_proxy(getattr(self, "_on_" + name)) for name in _EVENTS}
        self.svg = None
        self._still = window.matchMedia("(prefers-reduced-motion: reduce)")
        self._build()

    # -- public ----------------------------------------------------------------------------
    def set_config(self, **changes):
        """Change configuration fields (see `BoardConfig`); redraws the whole board."""
        self.config = self.config.with_(**changes)
        self._build()

    def set_position(self, board, legal=(), last=None, check=None):
        """Show ``board`` (an engine board of the config's game). ``legal``: the moves the user
        may make now (none: read-only; the config's ``movable`` still decides whose); ``last``:
        the move that led here; ``check``: the square of a king in check, or None."""
        self._view = self._reader.view(board)
        self._legal = list(legal)
        self._last = self._reader.move_squares(last)
        self._check = check
        self.controller.set_position(self._view, self._legal, self._reader)
        self._release()
        self.redraw()

    def redraw(self):
        """Redraw pieces, hands and marks."""
        marks = self.controller.marks(self._last, self._check)
        layer = dynamic_layer(self.config, self.layout, self._view, marks)
        self._dynamic.innerHTML = inner_markup(layer)

    def glide(self, move, mover):
        """Animate ``move`` (just played by colour ``mover``, now shown): its piece slides from
        where it stood (a square, or the mover's hand) to its target over GLIDE_MS; the next
        redraw (e.g. the user's next touch) ends it. Skipped if the user prefers reduced
        motion."""
        if self._still.matches:
            return
        target = move.to_square
        name = self.layout.style.game.square_name(target)
        group = self._dynamic.querySelector(f'[data-square="{name}"]')
        node = group and group.querySelector("[data-piece]")
        if not node:  # (None or JavaScript's null)
            return
        origin = self._reader.origin(move, mover)
        if origin[0] == "square":
            x0, y0 = self.layout.square_center(origin[1])
        else:
            x0, y0 = self.layout.hand_slot(origin[1], origin[2]).center
        x1, y1 = self.layout.square_center(target)
        self._dynamic.appendChild(group)  # above the other pieces while it moves
        frames = [{"transform": f"translate({x0 - x1:.1f}px, {y0 - y1:.1f}px)"},
                  {"transform": "translate(0px, 0px)"}]
        node.animate(to_js(frames, dict_converter=Object.fromEntries),
                     to_js({"duration": GLIDE_MS, "easing": "ease-out"},
                           dict_converter=Object.fromEntries))

    def destroy(self):
        """Remove the board and release the event handlers."""
        self._unbind()
        self.host.replaceChildren()
        for proxy in self._handlers.values():
            proxy.destroy()

    # -- building --------------------------------------------------------------------------
    def _build(self):
        self._unbind()
        if self._reader is None or self._reader.game.name != self.config.game:
            self._reader = PositionReader(games.get(self.config.game))
            self._view, self._legal, self._last, self._check = PositionView({}, {}, 0), [], (), None
        self.layout = Layout(self.config.game, self.config.orientation, self.config.layout)
        self.controller = Controller(self.config, self.layout)
        self.controller.set_position(self._view, self._legal, self._reader)
        self.host.innerHTML = markup(board_svg(self.config, self._view, self.controller.marks(
            self._last, self._check)))
        self.svg = self.host.querySelector("svg.kb-board")
        self._dynamic = self.svg.querySelector(".kb-dynamic")
        self._drag = self.svg.querySelector(".kb-drag")
        for name, proxy in self._handlers.items():
            self.svg.addEventListener(name, proxy)

    def _unbind(self):
        if self.svg is not None:
            for name, proxy in self._handlers.items():
                self.svg.removeEventListener(name, proxy)

    # -- pointer events --------------------------------------------------------------------
    def _point(self, event):
        """Client (CSS pixel) coordinates of an event -> board user units."""
        if self._ctm is None:
            m = self.svg.getScreenCTM()
            det = m.a * m.d - m.b * m.c
            self._ctm = (m.a, m.b, m.c, m.d, m.e, m.f, det)
        a, b, c, d, e, f, det = self._ctm
        px, py = event.clientX - e, event.clientY - f
        return (d * px - c * py) / det, (a * py - b * px) / det

    def _on_pointerdown(self, event):
        if self._pointer is not None or (event.pointerType == "mouse" and event.button != 0):
            return
        event.preventDefault()
        self._pointer = event.pointerId
        self._ctm = None
        try:
            self.svg.setPointerCapture(event.pointerId)
        except Exception:  # the pointer may already be gone (a very short tap)
            pass
        x, y = self._point(event)
        self._apply(self.controller.down(self.layout.hit(x, y), x, y), x, y)

    def _on_pointermove(self, event):
        if event.pointerId != self._pointer:
            return
        x, y = self._point(event)
        self._apply(self.controller.move(x, y), x, y)

    def _on_pointerup(self, event):
        if event.pointerId != self._pointer:
            return
        x, y = self._point(event)
        self._pointer = None
        self._apply(self.controller.up(self.layout.hit(x, y), x, y), x, y)

    def _on_pointercancel(self, event):
        if event.pointerId != self._pointer:
            return
        self._pointer = None
        self._apply(self.controller.cancel(), 0, 0)

    def _on_lostpointercapture(self, event):
        if event.pointerId == self._pointer:
            self._on_pointercancel(event)

    def _on_contextmenu(self, event):
        event.preventDefault()  # a long press on a touch screen must not open a menu

    def _apply(self, effect, x, y):
        if effect is None:
            return
        kind = effect[0]
        if kind == "ghost":
            self._drag.setAttribute("transform", f"translate({x:.1f} {y:.1f})")
        elif kind == "redraw":
            self.redraw()
            if self.controller.lifted:
                symbol = self.controller.lifted_symbol()
                self._drag.innerHTML = markup(ghost(self.config, self.layout, symbol))
                self._drag.setAttribute("transform", f"translate({x:.1f} {y:.1f})")
            else:
                self._release()
        elif kind == "move":
            self._release()
            if self.on_move is not None:
                self.on_move(effect[1])

    def _release(self):
        if self.svg is not None:
            self._drag.replaceChildren()
