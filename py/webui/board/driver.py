"""The one board driver: everything a board does between its surface and its owner. Pure Python.

    driver = BoardDriver(BoardConfig(game="shogi"), play=owner_plays)
    markup = driver.svg_markup()                      # the whole <svg>, drawn once per config
    effects = driver.show_position(Position(board, facts))
    effects = driver.press(x, y) / drag_start() / release(x, y) / cancel()   # the pointer
    effects = driver.draw(phase, x, y, modifiers)     # arrows and circles (right button, long touch)
    effects = driver.key("ArrowUp")                   # the keyboard cursor
    effects = driver.play_move(move, glide=True)      # a move not made on the board (computer)
    foresight = driver.foresee()                      # moves the surface may draw by itself

It holds the chain config → layout → input controller → keyboard cursor → drawn marks for the
game page, the editor, embedded boards and boards drawn in a page, words moves and positions
for screen readers (`Played.words`, `ReadAloud`), and answers with named effects (`webui.board.effects`) that a thin surface applies: the page's DOM
(`boardview.BoardView`) or an embed's messages (`webui.embed.adapter`). It imports nothing of
the browser, so it runs (and is tested) on CPython.

A move is checked once and painted once: when the user's input chooses a legal move (the
controller only offers moves of the legal list the owner handed in), the driver calls
``play(move)``; the owner plays it in its `GameSession` (the one legality check) and answers the
new `Position` (or None when it refuses, e.g. the time ran out); the driver paints from it
(`Paint`, the one patch) and says `Played` so the owner can do its slower follow-up after the
frame. Handing the same position in again (the owner's own refresh) paints nothing.
`foresee` draws, ahead of time, the moves the next pointer event would play (for a surface
whose answers come back late, an embed); a move the surface drew from it is not painted again.
"""

from dataclasses import dataclass, replace

from kiban import games
from webui.i18n import language

from webui.play.marks import NO_MARKS
from webui.play.speech import move_announcement, move_sentence, position_reading

from .annotate import drawn
from .drawing import Sketch
from .effects import (REDRAW, Chosen, CursorAt, Foresight, Ghost, Glide, MarksDrawn, Paint,
                      Picked, Played, ReadAloud, ReadOut, Reframe)
from .interaction import Controller
from .keyboard import KeyboardCursor
from .layout import Layout
from .patch import diff
from .reading import PositionReader
from .render import Marks, PositionView, board_svg, dynamic_layer
from .styles.themes import theme
from .svg import el, markup

GLIDE_MS = 200
MAX_FORESEEN = 24   # targets of a held piece drawn ahead (a dragon has 20; a hand piece up to
                    # 79: those moves come the usual way)


@dataclass(frozen=True, eq=False)
class Position:
    """An engine ``board`` as shown, with its `PositionFacts` (``facts``: legal moves, check,
    last move), whether the user may move in it (``movable``: False while reviewing a
    finished game, in a read-only embed, ...), how the game stands ended there (``outcome``:
    the rules' or a player's ending, an `Outcome`, or None; for the words) and, for an owner
    that keeps them per position, its arrows and circles (``marks``, a `MarkSet`; None: the
    owner sets them apart)."""

    board: object
    facts: object
    movable: bool = True
    outcome: object = None
    marks: object = None

    def same_as(self, other):
        """True when ``other`` shows the same facts the same way (nothing to paint)."""
        return (other is not None and other.facts is self.facts and other.board is self.board
                and other.movable == self.movable and other.outcome == self.outcome
                and other.marks == self.marks)


class BoardDriver:
    """One board's state and input (see the module docstring).

    ``config``: its `BoardConfig`; ``controller``: the class that reads presses (the game's
    moves by default; the editor's gestures); ``play``: the owner's ``play(move) -> Position |
    None`` (see the module docstring); ``claims_mark``: called with each mark a drawing gesture
    finishes, True when the owner takes the gesture for itself (the editor: a right click on a
    piece turns it over); ``decorate``: ``decorate(marks) -> (marks, nodes)``, what the owner
    adds to the shown position's marks and the nodes drawn under the pieces (an embed's
    highlights and shown moves), or None."""

    def __init__(self, config, controller=Controller, play=None, claims_mark=None,
                 decorate=None):
        self.play = play
        self.claims_mark = claims_mark
        self.decorate = decorate
        self.marks = NO_MARKS        # the arrows and circles of the shown position (a MarkSet)
        self.sketch = Sketch()       # the drawing gesture under way
        self.position = None         # the `Position` shown (None: a set-up view, the editor)
        self.view = PositionView({}, {}, 0)
        self.reader = None
        self.cursor = None
        self._controller_class = controller
        self._legal, self._last, self._check = (), (), None
        self._drawn = el("g")        # the dynamic layer as the surface shows it (a render node)
        self._foreseen = None        # (event, {square: the layer its move draws}) handed out
        self._ghost = False          # a ghost is under the pointer
        self.configure(config)

    # -- configuration ---------------------------------------------------------------------
    def configure(self, config):
        """Use ``config`` from now on (a flip, another game or layout, read-only, ...); the
        surface then draws `svg_markup()` again. The keyboard cursor keeps its stop."""
        self.config = config
        if self.reader is None or self.reader.game.name != config.game:
            self.reader = PositionReader(games.get(config.game))
            self.position, self.view = None, PositionView({}, {}, 0)
            self._legal, self._last, self._check = (), (), None
        self.layout = Layout(config.game, config.orientation, config.layout)
        self.controller = self._controller_class(config, self.layout)
        self.controller.set_position(self.view, self._legal, self.reader)
        stop = self.cursor.stop if self.cursor is not None else None
        self.cursor = KeyboardCursor(self.layout)
        self.cursor.stop = stop
        self._ghost = False

    def svg_markup(self):
        """The whole <svg> of the board as it stands (the parts that never change come from a
        cache); later `Paint` effects patch its dynamic layer."""
        before, after = _frame(self.config)
        self._drawn, self._foreseen = self.layer(), None
        return before + markup(self._drawn) + after

    def cell(self):
        """The `CursorAt` effect of the keyboard cursor's cell."""
        return CursorAt(self.cursor.active_id(self.config))

    # -- the position ----------------------------------------------------------------------
    def show_position(self, position):
        """Show ``position`` (a `Position`); nothing when it is the one shown already."""
        if position.same_as(self.position):
            return []
        self.position = position
        if position.marks is not None:
            self.marks = position.marks
        facts = position.facts
        self.view = self.reader.view(position.board)
        self._legal = facts.legal if position.movable else ()
        self._last, self._check = self.reader.move_squares(facts.last), facts.check
        self.controller.set_position(self.view, self._legal, self.reader)
        if self.cursor.stop is not None:
            self.cursor.place(self.view, self._last)
        return self.paint() + self._ghost_gone()

    def show_view(self, view):
        """Show a `PositionView` as it is: a set-up position (the editor), no engine board."""
        self.position, self.view = None, view
        self._legal, self._last, self._check = (), (), None
        self.controller.set_position(view, [], self.reader)
        return self.paint() + self._ghost_gone()

    def set_marks(self, marks):
        """Show ``marks`` (a `MarkSet`: the arrows and circles of the position shown)."""
        if marks == self.marks:
            return []
        self.marks = marks
        return self.paint()

    def paint(self):
        """``[Paint]`` bringing the surface's layer to the shown position, its marks and the
        input's (``[]`` when nothing differs: the surface's layer, and a foresight handed out
        for it, stay as they are)."""
        layer = self.layer()
        ops = diff(self._drawn, layer)
        if not ops:
            return []
        self._drawn, self._foreseen = layer, None
        return [Paint(ops)]

    # -- what is drawn ---------------------------------------------------------------------
    def _marks(self):
        """The input's marks with the position's last move and check, the keyboard cursor and
        the owner's decorations; and the nodes the owner draws under the pieces."""
        marks = replace(self.controller.marks(self._last, self._check), cursor=self.cursor.stop)
        return self.decorate(marks) if self.decorate is not None else (marks, ())

    def layer(self):
        """The dynamic layer as it is to be drawn now: the pieces and hands of the shown
        position, its marks and the input's, the owner's decorations, the drawn arrows and
        circles (a render node)."""
        marks, under = self._marks()
        layer = dynamic_layer(self.config, self.layout, self.view, marks)
        layer.children[:0] = under
        layer.add(drawn(self.layout, self.marks, theme(self.config.theme), self.sketch.preview()))
        return layer

    def _layer_after(self, move):
        """The dynamic layer once the legal ``move`` is played, as the position it leads to is
        painted (see `show_position`): its squares the last move, nothing held or drawn."""
        config = self.config
        view, check = self.reader.view_after(self.position.board, move)
        last = self.reader.move_squares(move)
        marks = Marks(last=last if config.show_last else (),
                      check=check if config.show_check else None, cursor=self.cursor.stop)
        layer = dynamic_layer(config, self.layout, view, marks)
        layer.add(drawn(self.layout, NO_MARKS, theme(config.theme)))
        return layer

    # -- pointer ---------------------------------------------------------------------------
    def press(self, x, y, palette=None, drawn_square=None):
        """A press at (x, y) board units (``palette``: the letter of a palette piece pressed
        instead, the editor; ``drawn_square``: the surface drew the foreseen move there)."""
        hit = ("palette", palette) if palette is not None else self.layout.hit(x, y)
        start, hit = self._from_foresight("down", drawn_square, hit)
        return start + self._apply(self.controller.down(hit, x, y))

    def drag_start(self):
        """The press moved past the drag threshold."""
        return self._apply(self.controller.drag_start())

    def release(self, x, y, drawn_square=None):
        """The press ended at (x, y); a left release clears the drawn arrows and circles."""
        start, hit = self._from_foresight("up", drawn_square, self.layout.hit(x, y))
        cleared = []
        if self.marks and self.config.drawable and self.config.click_clears:
            self.marks = NO_MARKS
            cleared = [MarksDrawn(NO_MARKS)]
        effect = self.controller.up(hit)
        if effect is None and cleared:
            effect = REDRAW
        return start + self._apply(effect, cleared)

    def cancel(self):
        """The press was cancelled (pointercancel, lost capture): the piece goes back."""
        return self._apply(self.controller.cancel())

    def _from_foresight(self, event, square, hit):
        """``([Reframe] or [], hit)``: a press or release whose foreseen move the surface drew
        on ``square`` is taken as made there, the foreseen layer as painted; a stale foresight
        leaves the surface's layer unknown: it draws the board again."""
        if square is None:
            return [], hit
        kind, layers = self._foreseen or (None, {})
        if kind != event or not isinstance(square, int) or square not in layers:
            return [Reframe(self.svg_markup())], hit
        self._drawn, self._foreseen = layers[square], None
        return [], ("square", square)

    # -- keys ------------------------------------------------------------------------------
    def key(self, key):
        """A key on the focused board (`keyboard.KEYS`)."""
        effect = self.cursor.press(key, self.controller, self.view, self._last)
        if isinstance(effect, ReadOut):
            return [ReadAloud(self.reading())] if self.position is not None else []
        return self._apply(effect) + [self.cell()]

    # -- drawing arrows and circles --------------------------------------------------------
    def draw(self, phase, x=None, y=None, modifiers=()):
        """A step of a drawing gesture: ``phase`` "down" (with the ``modifiers`` held), "move",
        "up" or "cancel", at (x, y) board units."""
        if not self.config.drawable:
            return []
        sketch = self.sketch
        if phase == "cancel" or x is None or y is None:
            sketch.cancel()
            return self.paint()
        hit = self.layout.hit(x, y)
        if phase == "down":
            sketch.down(hit, [str(key) for key in modifiers])
            return []
        if phase == "move":
            return self.paint() if sketch.move(hit) else []
        mark = sketch.up(hit)
        if mark is None or (self.claims_mark is not None and self.claims_mark(mark)):
            return self.paint()  # (the preview goes)
        self.marks = self.marks.toggle(mark)
        return self.paint() + [MarksDrawn(self.marks)]

    # -- effects of the input --------------------------------------------------------------
    def _apply(self, effect, notes=()):
        """The surface's effects of an input effect (``notes``: effects to say after the
        paint, before a move is played)."""
        if effect is None:
            return list(notes)
        if isinstance(effect, Chosen):
            return self._chosen(effect.choice, list(notes))
        lifted = self.controller.ghost()
        out = self.paint()
        if lifted is not None:
            self._ghost = True
            out.append(Ghost(lifted))
        else:
            out += self._ghost_gone()
        return out + list(notes)

    def _ghost_gone(self):
        """``[Ghost(None)]`` when a dragged piece was shown under the pointer."""
        if not self._ghost:
            return []
        self._ghost = False
        return [Ghost(None)]

    def _chosen(self, choice, notes):
        if self.position is None or self.play is None:  # a set-up view: the owner applies it
            return self.paint() + self._ghost_gone() + notes + [Picked(choice)]
        return self.play_move(choice, notes=notes)

    def play_move(self, move, glide=False, notes=()):
        """Have the owner play ``move`` and paint the position it answers (see the module
        docstring); ``glide``: the piece then slides from where it stood (a move not dragged
        there: the computer's, a typed one)."""
        before, game = self.position, self.reader.game
        origin = self.reader.origin(move, before.board.turn)
        sentence = move_sentence(game, before.board, move, before.facts.legal)
        position = self.play(move)
        if position is None:  # refused: the position stays, without the held piece
            return self.paint() + self._ghost_gone() + list(notes)
        if position.marks is None:  # (a new position: the owner hands its marks in later)
            self.marks = NO_MARKS
        out = self.show_position(position) + self._ghost_gone() + list(notes)
        if glide:
            out.append(self.glide(move, origin))
        words = move_announcement(game, sentence, position.facts.check is not None,
                                  position.outcome)
        return out + [Played(move, words)]

    def reading(self):
        """The shown position in words (whose turn or the result, every piece, the hands)."""
        position = self.position
        return position_reading(self.reader.game, position.board, position.outcome)

    def glide(self, move, origin):
        """The `Glide` of ``move``, now shown, whose piece came from ``origin`` (a square or a
        hand, as `PositionReader.origin` names it)."""
        layout, target = self.layout, move.to_square
        if origin[0] == "square":
            x0, y0 = layout.square_center(origin[1])
        else:
            x0, y0 = layout.hand_slot(origin[1], origin[2]).center
        x1, y1 = layout.square_center(target)
        return Glide(layout.style.game.square_name(target), round(x0 - x1, 1),
                     round(y0 - y1, 1), GLIDE_MS)

    # -- foresight -------------------------------------------------------------------------
    def foresee(self):
        """The `Foresight` of the piece held now (None when the next event plays no move at
        once, or too many): what the surface may draw by itself (see the module docstring)."""
        event, moves = self.controller.foreseen_moves()
        if not moves or len(moves) > MAX_FORESEEN or self.position is None:
            return None
        layers, entries = {}, []
        for square, move in moves.items():
            layers[square] = layer = self._layer_after(move)
            rect = self.layout.square_rect(square)
            entries.append([rect.x, rect.y, rect.x + rect.w, rect.y + rect.h, square,
                            diff(self._drawn, layer)])
        self._foreseen = (event, layers)
        return Foresight(event, entries)


_FRAMES = {}


def _frame(config):
    """The markup of a board of ``config`` before and after its dynamic layer (the <svg>
    element, defs, static layer and drag layer), computed once per configuration and language
    (its label is worded)."""
    key = (config, language())
    if key not in _FRAMES:
        root = board_svg(config, PositionView({}, {}, 0))
        root.children = [el("g", class_="kb-dynamic") if child.attrs.get("class") == "kb-dynamic"
                         else child for child in root.children]
        before, after = markup(root).split('<g class="kb-dynamic"/>')
        _FRAMES[key] = (before, after)
    return _FRAMES[key]
