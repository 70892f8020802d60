"""Embedded boards (embed.html): the state of each board and the messages it exchanges. Pure Python.

All the embedded boards of a page share ONE Python runtime (assets/js/board-worker.js, a
SharedWorker); each iframe is a thin shell that forwards its query string, its size, what the
pointer does (assets/js/board-input.js: a press, its becoming a drag, its release, in board
units) and button presses, and shows the markup it gets back. `Boards`
routes those messages (JSON text in, JSON text out) to one `EmbedBoard` per iframe.

An `EmbedBoard` reads the share-link parameters (`webui.play.links`) plus the embed's own (see
`parse_options`), holds the game in the same `GameSession` as the game page (branching: a move at
an earlier position starts a variation in its move tree), draws with the same renderer and input
state machine, and reports moves and position changes as events the shell forwards to the host
page (docs/embedding.md, "Events and messages").

Messages in:  open {query, width, height, settings (the reader's stored settings, JSON text),
              dark (the system prefers a dark scheme), prefix (of the ids in the board's SVG:
              distinct per board when several share a document, see `id_prefix`)} ·
              resize {width, height} · down {x, y, drawn} · drag · up {x, y, drawn}
              (``drawn``: the square whose foreseen move the shell has drawn already, see
              below) · cancel · draw {phase: down|move|up|cancel, x, y, modifiers}
              (drawing arrows and circles) · key {key} (assets/js/board-keys.js: a key name, or
              "focus") · flip · step {to: first|back|forward|last} · host {message} · close ·
              settle (sent by the worker itself, see below)
Messages out: svg {markup} · layer {ops} (`webui.board.patch` operations on the dynamic layer
              the shell shows, applied by assets/js/board-patch.js; drawn arrows and circles
              too) · ghost {markup} (the dragged piece, "" for none; the shell keeps it under
              the pointer) · settle (a move of the reader's is drawn, not yet played: the worker
              posts the answers so far and asks for the rest with a "settle" at once) ·
              foreseen {on: up|down, moves: [[x0, y0, x1, y1, square, ops]]} (while a piece is
              held: for each target where the next ``on`` event plays a move, its rectangle in
              board units and the layer patch that draws that move; the shell applies it in the
              event's own handler, so the move is on screen in that frame, and says so with
              ``drawn``; any later layer or svg makes it stale) ·
              state {...} · event {event} · cursor {id} (the grid cell under the keyboard
              cursor, for aria-activedescendant) · announce {text} (for the live region: a move
              played or stepped to, the position read out)
"""

import json
from dataclasses import dataclass, replace

from kiban import games
from kiban.i18n import _, set_language
from kiban.notation import write

from webui.board.annotate import drawn, highlights
from webui.board.config import BoardConfig
from webui.board.drawing import Sketch
from webui.board.interaction import Controller
from webui.board.keyboard import KeyboardCursor
from webui.board.layout import Layout
from webui.board.looks import choices_of, config_fields
from webui.board.patch import diff
from webui.board.reading import PositionReader
from webui.board.render import Marks, PositionView, board_svg, dynamic_layer
from webui.board.styles import style_of
from webui.board.styles.themes import theme
from webui.board.svg import el, inner_markup, markup
from webui.play.linklooks import link_looks
from webui.play.links import (Link, LinkError, has_link, link_query, parse_link, session_of,
                              shorten, single, split_query)
from webui.play.speech import move_announcement, move_sentence, position_reading
from webui.play.settings import looks_of, read_settings
from webui.play.marks import MarkBook
from webui.play.texts import position_status, result_title

MAX_MARKS = 90          # highlights read from one parameter
MAX_FORESEEN = 24       # targets of a held piece drawn ahead (a dragon has 20; a hand piece up
                        # to 79: those moves come the usual way)
MAX_ID = 64


@dataclass(frozen=True)
class Options:
    """The embed's own parameters: ``interactive`` (the reader may move pieces and draw),
    ``highlight`` (square numbers), ``show`` (the origin whose legal
    moves are drawn as dots: ``("square", sq)`` or ``("hand", None, LETTER)``), ``coords``,
    ``layout`` ("auto", "wide", "tall"), ``pieces`` and ``theme`` (a piece set of the game and
    a theme, None: the reader's) and ``id`` (echoed in every event)."""

    interactive: bool = True
    highlight: tuple = ()
    show: object = None
    coords: bool = True
    layout: str = "auto"
    pieces: object = None
    theme: object = None
    id: str = ""


def _names(params, name):
    """The comma- or space-separated items of parameter ``name``."""
    names = [n for n in single(params, name, "").replace(",", " ").split() if n]
    if len(names) > MAX_MARKS:
        raise LinkError(_("'{name}' lists {count} items; at most {most}").format(
            name=name, count=len(names), most=MAX_MARKS), name)
    return names


def _square(game, text, name):
    try:
        return game.parse_square(text)
    except (ValueError, TypeError):
        raise LinkError(_("'{name}': {text!r} is not a {game} square (like {example})").format(
            name=name, text=shorten(text, 12), game=game.name, example=game.example_square),
            name) from None


def _drop_origin(game, show):
    """The hand origin a ``show=`` value like ``P*`` names, or None if it names no hand piece."""
    if not (game.has_hands and len(show) == 2 and show[1] == "*"):
        return None
    if show[0].upper() not in game.hand_letters:
        pieces = ", ".join(f"{letter}*" for letter in game.hand_letters)
        raise LinkError(_("'show': {text!r} names no piece that can be dropped ({pieces})")
                        .format(text=shorten(show, 12), pieces=pieces), "show")
    return ("hand", None, show[0].upper())


def parse_options(params, game):
    """The embed `Options` from query parameters ({name: [values]}) for the game called
    ``game``; `LinkError` if one is bad."""
    game = games.get(game)
    interactive = single(params, "interactive", "1").strip().lower()
    if interactive not in ("0", "1", "true", "false", "yes", "no", ""):
        raise LinkError(_("'interactive' must be 0 or 1, not {value!r}").format(
            value=shorten(interactive)), "interactive")
    marks = tuple(_square(game, n, "highlight") for n in _names(params, "highlight"))
    show = single(params, "show", "").strip()
    origin = None
    if show:
        origin = _drop_origin(game, show) or ("square", _square(game, show, "show"))
    layout = single(params, "layout", "auto").strip().lower() or "auto"
    if layout not in ("auto", "wide", "tall"):
        raise LinkError(_("'layout' must be auto, wide or tall, not {value!r}").format(
            value=shorten(layout)), "layout")
    coords = single(params, "coords", "1").strip().lower() not in ("0", "false", "no")
    ident = single(params, "id", "")
    return Options(interactive=interactive in ("1", "true", "yes", ""), highlight=marks,
                   show=origin, coords=coords, layout=layout,
                   id=ident[:MAX_ID], **link_looks(params, game.name))


class EmbedBoard:
    """One embedded board: its game (a `GameSession` set up from a `Link`), orientation,
    options, input."""

    def __init__(self, query="", width=0, height=0):
        self.size = (width, height)
        self.error = None       # {"message", "moves" (the good ones), "bad"} of a broken link
        self.options = Options()
        self.cursor = None      # the keyboard cursor (kept across flips and new layouts)
        self._drawn = el("g")   # the dynamic layer as the shell shows it (a render node)
        self._pending = None    # a move shown at once, played by the next "settle"
        self._foreseen = None   # (event, {square: the layer its move draws}) sent to the shell
        self.settings, self.dark = {}, False   # the reader's stored settings, dark preference
        self.prefix = "kb-"     # of the ids in the board's SVG
        self.marks = MarkBook()  # arrows and circles, per position shown
        self.sketch = Sketch()   # the drawing gesture under way
        self._load(query)

    # -- loading ---------------------------------------------------------------------------
    def _load(self, query):
        """Load the game a query string describes (see `_set_link`)."""
        try:
            params = split_query(query)
        except LinkError as error:  # too long to read at all: an empty board says so
            self._set_link({})
            self._fail(error, self.link)
            return
        self._set_link(params)

    def _set_link(self, params):
        """Load a game from link parameters; a broken link loads its valid part and keeps the
        error to show."""
        self.error = None
        try:
            link = parse_link(params)
        except LinkError as error:
            link = error.link or Link(game=_game_or_default(params))
            self._fail(error, link)
        try:
            options = parse_options(params, link.game)
        except LinkError as error:
            options = Options(id=single_or_empty(params, "id"))
            if self.error is None:
                self._fail(error, link)
        self.link = link
        self.options = options
        self.session = session_of(link)
        self.reader = PositionReader(self.session.game)
        self.orientation = link.flip
        self._anchor = self.session.node
        self.marks.clear()
        self.marks.put(self._anchor, link.marks)
        self._build()

    def _fail(self, error, link):
        """Keep what is wrong with the link (shown by the shell as text)."""
        self.error = {"message": shorten(str(error), 600), "param": error.param,
                      "moves": link.move_texts(),
                      "bad": error.bad_move and shorten(error.bad_move, 16)}

    def _layout_mode(self):
        """The layout asked for, else the one whose shape fits the frame best."""
        name = self.session.game.name
        modes = style_of(name).layouts
        if len(modes) == 1:
            return modes[0]
        if self.options.layout != "auto":
            return self.options.layout
        width, height = self.size
        if not width or not height:
            return modes[0]
        aspect = width / height
        return min(modes, key=lambda mode: abs(_aspect(name, mode) / aspect - 1))

    def _build(self):
        """New config, layout and controller (after a load, flip or layout change)."""
        name = self.session.game.name
        looks = config_fields(looks_of(self.settings, name, choices_of(name),
                                       prefers_dark=self.dark))
        looks.update({key: value for key, value in (("pieces", self.options.pieces),
                                                     ("theme", self.options.theme)) if value})
        self.config = BoardConfig(game=name, orientation=self.orientation, id_prefix=self.prefix,
                                  layout=self._layout_mode(), coordinates=self.options.coords,
                                  movable="both" if self.options.interactive else None,
                                  drawable=self.options.interactive, **looks)
        self.layout = Layout(self.config.game, self.orientation, self.config.layout)
        self.controller = Controller(self.config, self.layout)
        stop = self.cursor.stop if self.cursor is not None else None
        self.cursor = KeyboardCursor(self.layout)
        self.cursor.stop = stop
        self._position()

    def _position(self):
        """Give the controller the shown position and its facts."""
        self.shown = self.session.shown_board()
        self.facts = self.session.facts()
        self.view = self.reader.view(self.shown)
        legal = self.facts.legal if self.accepts_moves() else ()
        self.controller.set_position(self.view, legal, self.reader)
        if self.cursor.stop is not None:
            self.cursor.place(self.view, self._last_squares())

    def _last_squares(self):
        return self.reader.move_squares(self.facts.last)

    # -- reading ---------------------------------------------------------------------------
    def accepts_moves(self):
        """True if the reader may move now (interactive board, game not over at this ply)."""
        return self.options.interactive and self.session.accepts_moves()

    def anchored(self):
        """True while the board shows the position the link (or the host) set up: highlights
        and the shown piece's moves belong to it."""
        return self.session.node is self._anchor

    def _show_marks(self, marks):
        origin = self.options.show
        if origin is None or marks.selected is not None or not self.anchored():
            return marks
        board, game = self.shown, self.session.game
        if origin[0] == "square":
            piece = board.piece_at(origin[1])
            if piece is None:
                return marks
            board = game.with_turn(board, piece.color)
        else:
            color = board.turn if origin[2] in self.view.hands.get(board.turn, {}) else 1 - board.turn
            board = game.with_turn(board, color)
            origin = ("hand", color, origin[2])
        if board is None:
            return marks
        targets = frozenset(m.to_square for m in board.legal_moves
                            if self.reader.origin(m, board.turn) == origin)
        return replace(marks, selected=origin, targets=targets)

    def _layer(self):
        marks = self.controller.marks(self._last_squares(), self.facts.check)
        marks = replace(self._show_marks(marks), cursor=self.cursor.stop)
        layer = dynamic_layer(self.config, self.layout, self.view, marks)
        if self.anchored():
            colors = theme(self.config.theme)
            layer.children[:0] = highlights(self.layout, self.options.highlight, colors)
        layer.add(self._drawing())
        return layer

    def _drawing(self):
        """The arrows and circles of the position shown (and the one being drawn)."""
        return drawn(self.layout, self.shown_marks(), theme(self.config.theme),
                     self.sketch.preview())

    def shown_marks(self):
        """The arrows and circles of the position shown (a `MarkSet`)."""
        return self.marks.get(self.session.node)

    def svg_markup(self):
        """The whole <svg> of the board (the parts that never change come from a cache); the
        shell shows it, so later layers are patches against its layer."""
        before, after = _frame(self.config)
        self._drawn, self._foreseen = self._layer(), None
        return before + markup(self._drawn) + after

    def layer_markup(self):
        """The content of the board's dynamic layer (pieces, hands, marks, annotations)."""
        return inner_markup(self._layer())

    def _patch(self, layer=None):
        """The message that brings the shell's dynamic layer to ``layer`` (default: the shown
        position with its marks): the `webui.board.patch` operations from what it shows."""
        layer = self._layer() if layer is None else layer
        ops = diff(self._drawn, layer)
        self._drawn, self._foreseen = layer, None
        return {"type": "layer", "ops": ops}

    def _foresee(self):
        """The "foreseen" message for the piece held now (see the module docstring), or none."""
        event, moves = self.controller.foreseen_moves()
        if not moves or len(moves) > MAX_FORESEEN:
            return []
        layers, entries = {}, []
        for square, move in moves.items():
            layers[square] = layer = self._drawn_layer(move)
            rect = self.layout.square_rect(square)
            entries.append([rect.x, rect.y, rect.x + rect.w, rect.y + rect.h, square,
                            diff(self._drawn, layer)])
        self._foreseen = (event, layers)
        return [{"type": "foreseen", "on": event, "moves": entries}]

    def status(self):
        """Whose turn / the result at the shown ply, as a short text."""
        return position_status(self.session)

    def style(self):
        """The notation style the moves are shown in: the link's ``notation=``, else the
        game's default."""
        return self.link.notation or self.session.game.default_notation

    def notation(self):
        """The move that led to the shown position, numbered, in the notation style: "3. P-26",
        "2. H8+7"; or "Start position"."""
        session = self.session
        if session.ply == 0:
            return _("Start position")
        before = self.shown.copy()
        before.pop()
        return f"{session.ply}. {write(before, self.facts.last, self.style())}"

    def state(self):
        """What the shell shows beside the board, as a message."""
        session, game = self.session, self.session.game
        last = self.facts.last if session.ply else None
        return {"type": "state", "status": self.status(), "notation": self.notation(),
                "move": game.move_text(last) if last else "",
                "ply": session.ply, "total": session.last_ply, "game": game.name,
                "orientation": game.colors[self.orientation], "theme": self.config.theme,
                "interactive": self.options.interactive, "error": self.error,
                "position": self.facts.text,
                "link": link_query(game.name, self.link.start, self.link.handicap,
                                   self.link.rule, session.move_texts(), session.ply,
                                   self.orientation, self.link.notation,
                                   self.link.composed, self.shown_marks())}

    def event(self, kind, **extra):
        """An event for the host page (docs/embedding.md, "Events and messages")."""
        session, game, facts = self.session, self.session.game, self.facts
        outcome = session.shown_outcome()
        detail = {"type": kind, "id": self.options.id, "game": game.name,
                  "position": facts.text, "ply": session.ply, "moves": session.move_texts(),
                  "turn": game.colors[facts.turn],
                  "result": outcome.result() if outcome else None,
                  "outcome": result_title(outcome, game) if outcome else None,
                  **self.shown_marks().texts(game)}
        detail.update(extra)
        return {"type": "event", "event": detail}

    # -- messages --------------------------------------------------------------------------
    def full(self):
        """Everything the shell needs after a (re)load: the board and the state."""
        return [{"type": "svg", "markup": self.svg_markup()}, self.state()]

    def handle(self, message):
        """Answer one message from the shell (a dict); returns the messages to send back. A
        move drawn at once (see `_show_move`) is played first, whatever the message."""
        out = self._settle()
        kind = message.get("type")
        return out if kind == "settle" else out + self._answer(kind, message)

    def _answer(self, kind, message):
        if kind == "open":
            self.size = _size(message)
            settings = message.get("settings")
            self.settings = read_settings(settings if isinstance(settings, str) else None)
            self.dark = message.get("dark") is True
            self.prefix = id_prefix(message.get("prefix"))
            self._load(str(message.get("query", "")))
            out = self.full() + [self.event("ready")]
            if self.error:
                out.append(self.event("error", message=self.error["message"]))
            return out
        if kind == "resize":
            self.size = _size(message)
            if self._layout_mode() != self.config.layout:
                self._build()
                return [{"type": "svg", "markup": self.svg_markup()}]
            return []
        if kind in ("down", "drag", "up", "cancel"):
            return self._pointer(kind, message)
        if kind == "key":
            return self._key(str(message.get("key", "")))
        if kind == "draw":
            return self._draw(message)
        if kind == "flip":
            self.orientation = 1 - self.orientation
            self._build()
            return self.full()
        if kind == "step":
            return self._step(message.get("to"))
        if kind == "host":
            return self._host(message.get("message"))
        return []

    def _pointer(self, kind, message):
        """A press (``down``), its becoming a drag, its release (``up``) or cancellation (the
        shell may have drawn the move already: ``drawn``, see `_foresee`). The release of a
        press clears the drawn marks."""
        controller = self.controller
        cleared, resync, drawn = [], [], None
        if kind == "up" and self.config.drawable and self.shown_marks():
            self.marks.put(self.session.node, None)
            cleared = [self.state(), self.event("marks")]
        if kind == "drag":
            effect = controller.drag_start()
        elif kind == "cancel":
            effect = controller.cancel()
        else:
            try:
                x, y = float(message["x"]), float(message["y"])
            except (KeyError, TypeError, ValueError):
                return []
            hit = self.layout.hit(x, y)
            if message.get("drawn") is not None:
                drawn = self._foreseen_layer(kind, message["drawn"])
                if drawn is None:  # drawn from a stale foresight: the shell's layer is unknown
                    resync = [{"type": "svg", "markup": self.svg_markup()}]
                else:
                    hit = ("square", message["drawn"])
            effect = controller.down(hit, x, y) if kind == "down" else controller.up(hit)
        if effect is None:  # (a click that selected a piece ends here: its moves are foreseen)
            return resync + ([self._patch()] + cleared if cleared else []) + self._foresee()
        if effect[0] == "move":
            shown = self._show_move(effect[1], drawn)
            return resync + shown[:-1] + cleared + shown[-1:]  # ("settle" last)
        lifted = controller.ghost()
        ghost = {"type": "ghost", "markup": "" if lifted is None else markup(lifted)}
        return resync + [self._patch(), ghost] + cleared + self._foresee()

    def _foreseen_layer(self, kind, square):
        """The layer the shell shows after drawing the foreseen move on ``square`` for this
        ``kind`` of event; None when that was no foresight of the current one."""
        event, layers = self._foreseen or (None, {})
        if event == kind and isinstance(square, int) and square in layers:
            return layers[square]
        return None

    def _draw(self, message):
        """A drawing gesture (assets/js/board-input.js's secondary press): ``phase`` down
        (with ``modifiers``), move, up or cancel, at (x, y) in board units."""
        if not self.config.drawable:
            return []
        phase, sketch = message.get("phase"), self.sketch
        if phase == "cancel":
            sketch.cancel()
            return [self._patch()]
        try:
            hit = self.layout.hit(float(message["x"]), float(message["y"]))
        except (KeyError, TypeError, ValueError):
            return []
        if phase == "down":
            modifiers = message.get("modifiers")
            sketch.down(hit, modifiers if isinstance(modifiers, list) else ())
            return []
        if phase == "move":
            return [self._patch()] if sketch.move(hit) else []
        mark = sketch.up(hit) if phase == "up" else None
        if mark is None:
            return [self._patch()]
        self.marks.put(self.session.node, self.shown_marks().toggle(mark))
        return [self._patch(), self.state(), self.event("marks")]

    def _key(self, key):
        """A key on the board (see `webui.board.keyboard`): the cursor moves, a piece is
        picked up or put down, a move is played, or the position is read out."""
        effect = self.cursor.press(key, self.controller, self.view, self._last_squares())
        if effect is None:
            out = []
        elif effect[0] == "speak":
            return [self._said(position_reading(self.session.game, self.shown,
                                                self.session.shown_outcome()))]
        elif effect[0] == "move":
            out = self._play(effect[1])
        else:
            out = [self._patch()]
        return out + [{"type": "cursor", "id": self.cursor.active_id(self.config)}]

    @staticmethod
    def _said(text):
        return {"type": "announce", "text": text}

    def _announcement(self, sentence):
        """The live region's words for the move just shown, said by ``sentence``."""
        return self._said(move_announcement(self.session.game, sentence,
                                            self.facts.check is not None,
                                            self.session.shown_outcome()))

    def _show_move(self, move, drawn=None):
        """The reader's move, drawn at once (the shell shows the piece on its target without
        waiting for the engine; ``drawn``: the layer the shell drew itself, foreseen); the
        "settle" message that follows plays it (see `_settle`)."""
        self._pending = move
        if drawn is not None:
            self._drawn, self._foreseen = drawn, None
            return [{"type": "ghost", "markup": ""}, {"type": "settle"}]
        return [self._patch(self._drawn_layer(move)), {"type": "ghost", "markup": ""},
                {"type": "settle"}]

    def _drawn_layer(self, move):
        """The dynamic layer with the reader's ``move`` drawn: the position after it, its
        squares marked as the last move, nothing held."""
        last = self.reader.move_squares(move) if self.config.show_last else ()
        after = self.reader.view_after(self.shown, move)
        return dynamic_layer(self.config, self.layout, after, Marks(last=last, cursor=self.cursor.stop))

    def _settle(self):
        """Play the move drawn at once, if any: its patch, state, words and events."""
        move, self._pending = self._pending, None
        return [] if move is None else self._play(move)

    def _play(self, move):
        """Play the reader's move at the shown position (at an earlier one: a variation)."""
        said = move_sentence(self.session.game, self.shown, move)
        self.session.play(move)
        self._position()
        return [self._patch(), {"type": "ghost", "markup": ""}, self.state(),
                self._announcement(said),
                self.event("move", move=self.session.game.move_text(move)),
                self.event("position")]

    def _step(self, to):
        session = self.session
        targets = {"first": 0, "back": session.ply - 1, "forward": session.ply + 1,
                   "last": session.last_ply}
        ply = targets.get(to)
        if ply is None or not 0 <= ply <= session.last_ply or ply == session.ply:
            return []
        session.review(ply)
        self._position()
        return [self._patch(), self.state(), self._step_words(), self.event("position")]

    def _step_words(self):
        """What the live region says after a step: the move that led to the shown position."""
        if self.session.ply == 0:
            return self._said(self.notation())
        before = self.shown.copy()
        before.pop()
        return self._announcement(move_sentence(self.session.game, before, self.facts.last))

    def _host(self, message):
        """A message of the host page: {"type": "set", ...link and embed parameters} or
        {"type": "get"}; anything else is answered with an error event."""
        if not isinstance(message, dict):
            return [self.event("error", message=_("a message must be an object"))]
        kind = message.get("type")
        if kind == "get":
            return [self.event("position")]
        if kind != "set":
            return [self.event("error", message=_("unknown message type {kind!r} (expected "
                                                  "'set' or 'get')").format(kind=shorten(kind)))]
        params = host_params(message)
        if "id" not in params and self.options.id:
            params["id"] = [self.options.id]
        if not has_link(params):
            params["game"] = [self.session.game.name]
        self._set_link(params)
        out = self.full() + [self.event("position")]
        if self.error:
            out.append(self.event("error", message=self.error["message"]))
        return out


_FRAMES = {}


def _frame(config):
    """The markup of a board of ``config`` before and after its dynamic layer (the <svg> element,
    defs, static layer and drag layer), computed once per configuration."""
    if config not in _FRAMES:
        root = board_svg(config, PositionView({}, {}, 0))
        root.children = [el("g", class_="kb-dynamic") if child.attrs.get("class") == "kb-dynamic"
                         else child for child in root.children]
        before, after = markup(root).split('<g class="kb-dynamic"/>')
        _FRAMES[config] = (before, after)
    return _FRAMES[config]


def _game_or_default(params):
    """The game a broken link names if it is a known one, else the default game."""
    try:
        name = single(params, "game", games.DEFAULT).strip().lower()
    except LinkError:
        return games.DEFAULT
    return name if name in games.names() else games.DEFAULT


def _aspect(game, mode):
    """Width / height of a board of ``game`` drawn in layout ``mode``."""
    layout = Layout(game, 0, mode)
    return layout.width / layout.height


def single_or_empty(params, name):
    """The first value of a parameter, cut to `MAX_ID`, or ""."""
    values = params.get(name) or [""]
    return str(values[0])[:MAX_ID]


def id_prefix(text):
    """The prefix of a board's SVG ids an ``open`` message asks for (``b3-``: letters, digits,
    ``-``, up to 24) after the embed's own ``kb-``; just ``kb-`` when it asks for none or for
    anything else."""
    text = text if isinstance(text, str) else ""
    ok = len(text) <= 24 and text.replace("-", "").isascii() and text.replace("-", "").isalnum()
    return f"kb-{text}" if ok else "kb-"


def _size(message):
    try:
        return max(0.0, float(message.get("width", 0))), max(0.0, float(message.get("height", 0)))
    except (TypeError, ValueError):
        return (0.0, 0.0)


def host_params(message):
    """Link parameters ({name: [values]}) from a host's "set" message: strings, numbers and
    booleans as they are; lists (``moves``, ``highlight``, ``arrows``) joined with commas."""
    params = {}
    for name, value in message.items():
        if name in ("type", "kiban") or value is None:
            continue
        if isinstance(value, bool):
            value = "1" if value else "0"
        elif isinstance(value, (list, tuple)):
            value = ",".join(str(v) for v in value)
        params[str(name)] = [str(value)]
    return params


class Boards:
    """All the embedded boards served by one runtime, by connection id."""

    def __init__(self):
        self.boards = {}
        self.languages = {}  # connection id -> the language its frame chose (i18n.js)

    def handle(self, board_id, text):
        """Route one JSON message of connection ``board_id``; return the answers as JSON text."""
        try:
            message = json.loads(text)
        except ValueError:
            return "[]"
        if not isinstance(message, dict):
            return "[]"
        if message.get("type") == "close":
            self.boards.pop(board_id, None)
            self.languages.pop(board_id, None)
            return "[]"
        if message.get("type") == "open":
            self.languages[board_id] = str(message.get("lang") or "")
        board = self.boards.get(board_id)
        if board is None:
            if message.get("type") != "open":
                return "[]"
            board = self.boards[board_id] = EmbedBoard()
        # The boards of one worker may each speak another language: set per message.
        set_language(self.languages.get(board_id))
        return json.dumps(board.handle(message))
