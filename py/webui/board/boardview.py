"""The board in the page (browser only): the DOM surface of the one `driver.BoardDriver`.

    view = BoardView(host_element, BoardConfig(game="shogi"), play=owner_plays,
                     on_played=callback, on_read=callback, on_marks=marks_callback)
    view.set_position(Position(board, facts, movable))
    view.set_marks(marks)                   # the arrows and circles of the position shown
    view.set_config(orientation=1)          # flip, change game or layout, make read-only, ...
    view.play(move, glide=True)             # a move not made on the board (the computer's)
    view.show(position_view)                # a set-up position (the editor), no engine board

All the board's logic (input, cursor, marks, moves, glide) is the driver's; this only connects
it to the page: what the pointer does (`pointer.PointerSource`: press, drag start, release,
cancel, drawing gestures) and the keys (`keysource.KeySource`) go to the driver, and its
effects (`webui.board.effects`) are applied to the DOM: layer patches (`painter`), the dragged
piece, ``aria-activedescendant``, the glide animation. The owner's callbacks: ``play(move)``
plays a move the user chose and answers the new `driver.Position` (or None);
``on_played(move, words)`` runs once that move is painted (the owner's slower work does not
delay the frame that shows it; ``words``: what the live region says about it);
``on_move(choice)`` gets a set-up board's gestures (the editor); ``on_read(words)`` the
position read out (the P key); ``on_marks(marks)`` the arrows and circles drawn. The markup is escaped by
`render.py`; nothing from outside is inserted unescaped. `pointer.load()`, `keysource.load()`
and `painter.load()` must have been awaited once before the first `BoardView` is made.
"""

from js import Object, window
from pyodide.ffi import to_js

from .driver import BoardDriver
from .effects import CursorAt, Ghost, Glide, MarksDrawn, Paint, Picked, Played, ReadAloud
from .interaction import Controller
from .keysource import KeySource
from .painter import after_paint, apply_patch
from .pointer import PointerSource
from .svg import markup


class BoardView:
    """An SVG board inside ``host`` that the user plays on (see the module docstring)."""

    def __init__(self, host, config, play=None, on_played=None, on_move=None, on_read=None,
                 on_marks=None, controller=Controller, sources=(), claims_mark=None):
        """``controller``: the class that reads presses (the game's moves by default; the
        editor's gestures); ``sources``: elements outside the board whose presses on a
        ``[data-palette-piece]`` start a drag onto it (the editor's palette); ``claims_mark``:
        see `BoardDriver`."""
        self.host = host
        self.on_played = on_played
        self.on_move = on_move
        self.on_read = on_read
        self.on_marks = on_marks
        self.driver = BoardDriver(config, controller=controller, play=play,
                                  claims_mark=claims_mark)
        self._sources = list(sources)
        self._gliding = None     # (group, its parent, its next sibling, animation) of a glide
        self._pointer = PointerSource(self._on_press, self._on_drag_start, self._on_release,
                                      self._on_cancel, self._on_draw)
        self._keys = KeySource(self._on_key)
        self.svg = None
        self._still = window.matchMedia("(prefers-reduced-motion: reduce)")
        self._build()

    # -- public ----------------------------------------------------------------------------
    @property
    def config(self):
        """The board's `BoardConfig`."""
        return self.driver.config

    @property
    def controller(self):
        """The input controller (the editor reads and arms its palette piece)."""
        return self.driver.controller

    @property
    def marks(self):
        """The arrows and circles shown (a `MarkSet`)."""
        return self.driver.marks

    def set_config(self, **changes):
        """Change configuration fields (see `BoardConfig`); redraws the whole board."""
        self.driver.configure(self.config.with_(**changes))
        self._build()

    def set_position(self, position):
        """Show ``position`` (a `driver.Position`); nothing happens when it is shown already."""
        self._apply(self.driver.show_position(position))

    def set_marks(self, marks):
        """Show ``marks`` (a `MarkSet`: the arrows and circles of the position shown)."""
        self._apply(self.driver.set_marks(marks))

    def show(self, view):
        """Show a `PositionView` as it is (no engine board, no legal moves, no marks)."""
        self._apply(self.driver.show_view(view))

    def redraw(self):
        """Redraw pieces, hands and marks (after the owner changed the controller)."""
        self._apply(self.driver.paint())

    def reading(self):
        """The shown position in words (for the live region)."""
        return self.driver.reading()

    def play(self, move, glide=False):
        """Have the owner play ``move`` (not made on the board: the computer's, a typed one)
        and show it; ``glide``: its piece slides into place."""
        self._apply(self.driver.play_move(move, glide))

    def destroy(self):
        """Remove the board and release the pointer's and the keys' callbacks."""
        self._pointer.destroy()
        self._keys.destroy()
        self.host.replaceChildren()

    # -- building --------------------------------------------------------------------------
    def _build(self):
        focused = self.svg is not None and self.document.activeElement == self.svg
        self._gliding = None
        self.host.innerHTML = self.driver.svg_markup()
        self.svg = self.host.querySelector("svg.kb-board")
        self._dynamic = self.svg.querySelector(".kb-dynamic")
        self._drag = self.svg.querySelector(".kb-drag")
        self._pointer.attach(self.svg, self._sources)
        self._keys.attach(self.svg)
        self._point_at(self.driver.cell().cell)
        if focused:  # a flip or a new layout keeps the keyboard where it was
            self.svg.focus()

    @property
    def document(self):
        """The document the board is in."""
        return self.host.ownerDocument

    # -- input -----------------------------------------------------------------------------
    def _on_key(self, key):
        self._apply(self.driver.key(key))

    def _on_press(self, x, y, palette=None):
        self._apply(self.driver.press(x, y, palette))

    def _on_drag_start(self, x, y):
        self._apply(self.driver.drag_start())

    def _on_release(self, x, y):
        self._apply(self.driver.release(x, y))

    def _on_cancel(self):
        self._apply(self.driver.cancel())

    def _on_draw(self, phase, x, y, modifiers=None):
        self._apply(self.driver.draw(phase, x, y, list(modifiers or ())))

    # -- effects ---------------------------------------------------------------------------
    def _apply(self, effects):
        """Apply the driver's effects to the page, in order."""
        for effect in effects:
            if isinstance(effect, Paint):
                self._end_glide()
                apply_patch(self._dynamic, effect.ops)
            elif isinstance(effect, Ghost):
                if effect.node is None:
                    self._drag.replaceChildren()
                else:  # (the pointer module keeps it under the pointer)
                    self._drag.innerHTML = markup(effect.node)
            elif isinstance(effect, CursorAt):
                self._point_at(effect.cell)
            elif isinstance(effect, Glide):
                self._glide(effect)
            elif isinstance(effect, Played):
                if self.on_played is not None:
                    after_paint(lambda played=effect: self.on_played(played.move, played.words))
            elif isinstance(effect, Picked):
                if self.on_move is not None:
                    self.on_move(effect.choice)
            elif isinstance(effect, MarksDrawn):
                if self.on_marks is not None:
                    self.on_marks(effect.marks)
            elif isinstance(effect, ReadAloud) and self.on_read is not None:
                self.on_read(effect.words)

    def _point_at(self, cell):
        """Point the grid's ``aria-activedescendant`` at the cell under the cursor."""
        if cell is None:
            self.svg.removeAttribute("aria-activedescendant")
        else:
            self.svg.setAttribute("aria-activedescendant", cell)

    def _glide(self, glide):
        """Slide the piece on ``glide.square`` into place; the next paint (e.g. the user's
        next touch) ends it. Skipped if the user prefers reduced motion."""
        if self._still.matches:
            return
        group = self._dynamic.querySelector(f'[data-square="{glide.square}"]')
        node = group and group.querySelector("[data-piece]")
        if not node:  # (None or JavaScript's null)
            return
        parent, following = group.parentNode, group.nextSibling
        self._dynamic.appendChild(group)  # above the other pieces while it moves
        frames = [{"transform": f"translate({glide.dx:.1f}px, {glide.dy:.1f}px)"},
                  {"transform": "translate(0px, 0px)"}]
        animation = node.animate(to_js(frames, dict_converter=Object.fromEntries),
                                 to_js({"duration": glide.ms, "easing": "ease-out"},
                                       dict_converter=Object.fromEntries))
        self._gliding = (group, parent, following, animation)

    def _end_glide(self):
        """Finish a glide and put its square back where the drawing has it."""
        if self._gliding is not None:
            group, parent, following, animation = self._gliding
            self._gliding = None
            animation.finish()
            parent.insertBefore(group, following)
