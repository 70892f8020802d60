"""The interactive board component in the page (browser only: uses the DOM through Pyodide).

    view = BoardView(host_element, BoardConfig(game="shogi"), on_move=callback,
                     on_read=callback, on_marks=marks_callback)
    view.set_position(board, legal_moves, last_move, check_square)
    view.set_marks(marks)                   # the arrows and circles of the position shown
    view.set_config(orientation=1)          # flip, change game or layout, make read-only, ...
    view.show(position_view)                # a set-up position (the editor), no engine board

It draws with `render.py` (the markup is escaped there; nothing from outside is inserted
unescaped), hands what the pointer does (`pointer.PointerSource`: press, drag start, release,
cancel) to the `interaction.Controller`, and reports the user's legal moves to
``on_move(move)``; the owner plays them and calls `set_position` again. A move on an engine
board is drawn at once and reported after the next paint, so the owner's work does not delay the
frame that shows it; every redraw changes only the elements that differ (`patch.diff`, applied
by `painter`). Drawing gestures (`drawing.Sketch`: the right button or a long touch) toggle
arrows and circles, and a released left press clears them; the new `webui.play.marks.MarkSet`
goes to ``on_marks(marks)``, the owner keeps it with the position and hands it back with
`set_marks`. The keys
(`keysource.KeySource`) move the `keyboard.KeyboardCursor`, which clicks through the same
controller; its "read the position" key calls ``on_read()``. The owner computes the
position's facts (legal moves, check) once and hands them in. `pointer.load()`,
`keysource.load()` and `painter.load()` must have been awaited once before the first
`BoardView` is made.
"""

from dataclasses import replace

from js import Object, window
from pyodide.ffi import to_js

from kiban import games

from webui.play.marks import NO_MARKS

from .annotate import drawn
from .drawing import Sketch
from .interaction import Controller
from .keyboard import KeyboardCursor
from .keysource import KeySource
from .layout import Layout
from .painter import after_paint, apply_patch
from .patch import diff
from .pointer import PointerSource
from .reading import PositionReader
from .render import PositionView, board_svg, dynamic_layer
from .styles.themes import theme
from .svg import markup

GLIDE_MS = 200


class BoardView:
    """An SVG board inside ``host`` that the user plays on (see the module docstring)."""

    def __init__(self, host, config, on_move=None, on_read=None, on_marks=None,
                 controller=Controller,
                 sources=(), claims_mark=None):
        """``controller``: the class that reads presses (the game's moves by default; the
        editor's gestures); ``sources``: elements outside the board whose presses on a
        ``[data-palette-piece]`` start a drag onto it (the editor's palette); ``claims_mark``:
        called with each mark a drawing gesture finishes, True when the owner takes the
        gesture for itself instead (the editor: a right click on a piece turns it over)."""
        self.host = host
        self.config = config
        self.on_move = on_move
        self.on_read = on_read
        self.on_marks = on_marks
        self.claims_mark = claims_mark
        self.marks = NO_MARKS
        self._sketch = Sketch()
        self._controller_class = controller
        self._sources = list(sources)
        self._reader = None
        self._board = None       # the engine board on show (None: a set-up view, the editor)
        self._view = PositionView({}, {}, 0)
        self._drawn = None       # the dynamic layer as drawn in the page (a render node)
        self._gliding = None     # (group, its parent, its next sibling, animation) of a glide
        self._pending = None     # a move shown at once, handed to on_move after the next paint
        self._positions = 0      # positions set so far (did on_move set the next one?)
        self._legal = []
        self._last, self._check = (), None
        self._pointer = PointerSource(self._on_press, self._on_drag_start, self._on_release,
                                      self._on_cancel, self._on_draw)
        self._keys = KeySource(self._on_key)
        self.cursor = None
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
        self._board = board
        self._positions += 1
        self._view = self._reader.view(board)
        self._legal = list(legal)
        self._last = self._reader.move_squares(last)
        self._check = check
        self.controller.set_position(self._view, self._legal, self._reader)
        if self.cursor.stop is not None:
            self.cursor.place(self._view, self._last)
        self._release()
        self.redraw()

    def set_marks(self, marks):
        """Show ``marks`` (a `MarkSet`: the arrows and circles of the position shown)."""
        if marks != self.marks:
            self.marks = marks
            self.redraw()

    def show(self, view):
        """Show a `PositionView` as it is (no engine board, no legal moves, no marks)."""
        self._board, self._positions = None, self._positions + 1
        self._view, self._legal, self._last, self._check = view, [], (), None
        self.controller.set_position(view, [], self._reader)
        self._release()
        self.redraw()

    def redraw(self):
        """Redraw pieces, hands and marks."""
        self._draw(self._view, self._marks(self._last, self._check))

    def _marks(self, last, check):
        """The controller's marks with the position's ``last`` move and ``check``, and the
        keyboard cursor."""
        return replace(self.controller.marks(last, check), cursor=self.cursor.stop)

    def _draw(self, view, marks):
        """Bring the dynamic layer to ``view`` with ``marks``, changing only the elements that
        differ from what is drawn (`patch.diff`); ends a glide under way."""
        self._end_glide()
        layer = dynamic_layer(self.config, self.layout, view, marks)
        layer.add(self._drawing())
        apply_patch(self._dynamic, diff(self._drawn, layer))
        self._drawn = layer

    def _drawing(self):
        """The arrows and circles drawn (and the one being drawn), over the pieces."""
        return drawn(self.layout, self.marks, theme(self.config.theme), self._sketch.preview())

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
        parent, following = group.parentNode, group.nextSibling
        self._dynamic.appendChild(group)  # above the other pieces while it moves
        frames = [{"transform": f"translate({x0 - x1:.1f}px, {y0 - y1:.1f}px)"},
                  {"transform": "translate(0px, 0px)"}]
        animation = node.animate(to_js(frames, dict_converter=Object.fromEntries),
                                 to_js({"duration": GLIDE_MS, "easing": "ease-out"},
                                       dict_converter=Object.fromEntries))
        self._gliding = (group, parent, following, animation)

    def _end_glide(self):
        """Finish a glide and put its square back where the drawing has it."""
        if self._gliding is not None:
            group, parent, following, animation = self._gliding
            self._gliding = None
            animation.finish()
            parent.insertBefore(group, following)

    def destroy(self):
        """Remove the board and release the pointer's and the keys' callbacks."""
        self._pending = None
        self._pointer.destroy()
        self._keys.destroy()
        self.host.replaceChildren()

    # -- building --------------------------------------------------------------------------
    def _build(self):
        if self._reader is None or self._reader.game.name != self.config.game:
            self._reader = PositionReader(games.get(self.config.game))
            self._view, self._legal, self._last, self._check = PositionView({}, {}, 0), [], (), None
        self.layout = Layout(self.config.game, self.config.orientation, self.config.layout)
        self.controller = self._controller_class(self.config, self.layout)
        self.controller.set_position(self._view, self._legal, self._reader)
        focused = self.svg is not None and self.document.activeElement == self.svg
        stop = self.cursor.stop if self.cursor is not None else None
        self.cursor = KeyboardCursor(self.layout)
        self.cursor.stop = stop
        marks = replace(self.controller.marks(self._last, self._check), cursor=stop)
        root = board_svg(self.config, self._view, marks)
        self._gliding = None
        self.host.innerHTML = markup(root)
        self._drawn = next(child for child in root.children
                           if child.attrs.get("class") == "kb-dynamic")
        self.svg = self.host.querySelector("svg.kb-board")
        self._dynamic = self.svg.querySelector(".kb-dynamic")
        self._drag = self.svg.querySelector(".kb-drag")
        self._pointer.attach(self.svg, self._sources)
        self._keys.attach(self.svg)
        self._point_at_cursor()
        if focused:  # a flip or a new layout keeps the keyboard where it was
            self.svg.focus()
        if self.marks:  # (drawn over the new board's pieces)
            self.redraw()

    @property
    def document(self):
        """The document the board is in."""
        return self.host.ownerDocument

    # -- keys ------------------------------------------------------------------------------
    def _on_key(self, key):
        self._settle()
        effect = self.cursor.press(key, self.controller, self._view, self._last)
        if effect is not None and effect[0] == "speak":
            if self.on_read is not None:
                self.on_read()
            return
        self._apply(effect)
        self._point_at_cursor()

    def _point_at_cursor(self):
        """Point the grid's ``aria-activedescendant`` at the cell under the cursor."""
        active = self.cursor.active_id(self.config)
        if active is None:
            self.svg.removeAttribute("aria-activedescendant")
        else:
            self.svg.setAttribute("aria-activedescendant", active)

    # -- pointer input (board units) -------------------------------------------------------
    def _on_press(self, x, y, palette=None):
        self._settle()
        hit = ("palette", palette) if palette is not None else self.layout.hit(x, y)
        self._apply(self.controller.down(hit, x, y))

    def _on_drag_start(self, x, y):
        self._settle()
        self._apply(self.controller.drag_start())

    def _on_release(self, x, y):
        self._settle()
        if self.marks and self.config.drawable and self.config.click_clears:  # (a left click)
            self._change_marks(NO_MARKS)
        self._apply(self.controller.up(self.layout.hit(x, y)))

    def _on_draw(self, phase, x, y, modifiers=None):
        if not self.config.drawable:
            return
        sketch = self._sketch
        if phase == "down":
            sketch.down(self.layout.hit(x, y), [str(key) for key in modifiers or ()])
        elif phase == "move":
            if sketch.move(self.layout.hit(x, y)):
                self.redraw()
        else:
            mark = sketch.up(self.layout.hit(x, y)) if phase == "up" else sketch.cancel()
            if mark is None or (self.claims_mark is not None and self.claims_mark(mark)):
                self.redraw()  # (the preview goes)
            else:
                self._change_marks(self.marks.toggle(mark))

    def _change_marks(self, marks):
        self.set_marks(marks)
        if self.on_marks is not None:
            self.on_marks(marks)

    def _on_cancel(self):
        self._settle()
        self._apply(self.controller.cancel())

    def _apply(self, effect):
        if effect is None:
            return
        if effect[0] == "redraw":
            self.redraw()
            lifted = self.controller.ghost()  # the pointer module keeps it under the pointer
            if lifted is not None:
                self._drag.innerHTML = markup(lifted)
            else:
                self._release()
        elif effect[0] == "move":
            self._release()
            if self.on_move is not None:
                self._play(effect[1])

    # -- moves -----------------------------------------------------------------------------
    def _play(self, move):
        """The user made ``move``. On an engine board it is drawn at once (the frame after the
        release shows the piece on its target) and handed to ``on_move`` once that frame is
        painted: the owner's slower work (the engine, the move list, saving) does not delay
        it. Any input on the board before then hands it over first."""
        if self._board is None:  # a set-up view (the editor): the owner draws the outcome
            self.on_move(move)
            return
        self._draw(self._reader.view_after(self._board, move),
                   self._marks(self._reader.move_squares(move), None))
        self._pending = move
        after_paint(self._settle)

    def _settle(self):
        """Hand the move drawn at once (if any) to ``on_move``; if the owner did not play it
        (no new position came, e.g. the time had run out), draw the position again."""
        move, self._pending = self._pending, None
        if move is None:
            return
        positions = self._positions
        self.on_move(move)
        if self._positions == positions:
            self.redraw()

    def _release(self):
        if self.svg is not None:
            self._drag.replaceChildren()
