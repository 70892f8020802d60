"""One embedded board (an embed.html iframe, or a board drawn in a page by boards.js): the
embed surface of the one `webui.board.driver.BoardDriver`. Pure Python.

An `EmbedBoard` reads the share-link parameters (`webui.play.links`) plus the embed's own
(`options.parse_options`), holds the game in the same `GameSession` as the game page
(branching: a move at an earlier position starts a variation in its move tree), and turns the
shell's messages (`protocol`) into driver calls and the driver's effects into messages: moves
and position changes also become events the shell forwards to the host page (docs/embedding.md,
"Events and messages"). Input, marks, the keyboard cursor, moves,
glides and foresight are the driver's, as on the game page; what is the embed's own: the link
and its errors, the layout chosen for the frame's shape, highlights and the shown piece's moves
at the position the link set up, stepping through the moves, the host's "set" and "get".
"""

from dataclasses import replace

from webui.i18n import _, language
from kiban.notation import write

from webui.board.annotate import highlights
from webui.board.config import BoardConfig
from webui.board.driver import BoardDriver, Position
from webui.board.effects import (CursorAt, Foresight, Ghost, Glide, MarksDrawn, Paint, Played,
                                 ReadAloud, Reframe)
from webui.board.layout import Layout
from webui.board.looks import choices_of, config_fields
from webui.board.styles import style_of
from webui.board.styles.themes import theme
from webui.board.svg import inner_markup, markup
from webui.play.links import (Link, LinkError, has_link, link_query, parse_link, session_of,
                              shorten, split_query)
from webui.play.marks import MarkBook
from webui.play.settings import looks_of, read_settings
from webui.play.speech import move_announcement, move_sentence
from webui.play.texts import position_status, result_title

from .coaching import Coaching
from .options import (Options, frame_size, game_or_default, host_params, id_prefix,
                       parse_options, single_or_empty)


class EmbedBoard(Coaching):
    """One embedded board: its game (a `GameSession` set up from a `Link`), orientation,
    options, its `BoardDriver` and, with ``exercise=`` in its link, its exercise (`Coaching`)."""

    def __init__(self, query="", width=0, height=0):
        self.size = (width, height)
        self.error = None       # {"message", "moves" (the good ones), "bad"} of a broken link
        self.options = Options()
        self.settings, self.dark = {}, False   # the reader's stored settings, dark preference
        self.prefix = "kb-"     # of the ids in the board's SVG
        self.marks = MarkBook()  # arrows and circles, per position shown
        self.driver = None
        self._follow = None     # the `Played` effect of a move painted, not yet said (`_played`)
        self._load(query)

    # -- the driver's parts ----------------------------------------------------------------
    @property
    def config(self):
        """The board's `BoardConfig`."""
        return self.driver.config

    @property
    def layout(self):
        """The board's `Layout`."""
        return self.driver.layout

    @property
    def controller(self):
        """The board's input controller."""
        return self.driver.controller

    @property
    def cursor(self):
        """The board's keyboard cursor."""
        return self.driver.cursor

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
            link = error.link or Link(game=game_or_default(params))
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
        self.orientation = link.flip
        self._anchor = self.session.node
        self.marks.clear()
        self.marks.put(self._anchor, link.marks)
        self._set_exercise(params)
        self._build()

    def _fail(self, error, link):
        """Keep what is wrong with the link (shown by the shell as text)."""
        self.error = {"message": shorten(str(error), 600), "param": error.param,
                      "moves": link.move_texts(),
                      "bad": getattr(error, "bad_move", None) and shorten(error.bad_move, 16)}

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
        """The board's config (after a load, flip or layout change) and its position."""
        name = self.session.game.name
        looks = config_fields(looks_of(self.settings, name, choices_of(name),
                                       prefers_dark=self.dark))
        looks.update({key: value for key, value in (("pieces", self.options.pieces),
                                                     ("theme", self.options.theme)) if value})
        config = BoardConfig(game=name, orientation=self.orientation, id_prefix=self.prefix,
                             layout=self._layout_mode(), coordinates=self.options.coords,
                             movable="both" if self.options.interactive else None,
                             drawable=self.options.interactive, **looks)
        if self.driver is None:
            self.driver = BoardDriver(config, play=self._play_move, decorate=self.decorate)
        else:
            self.driver.configure(config)
        self.glides = looks_of(self.settings, name, choices_of(name)).animation
        self._show()

    def _show(self):
        """Hand the driver the shown position, its facts and its marks; its effects."""
        self.shown = self.session.shown_board()
        self.facts = self.session.facts()
        return self.driver.show_position(self._position())

    def _position(self):
        return Position(self.shown, self.facts, self.accepts_moves(),
                        self.session.shown_outcome(), self.marks.get(self.session.node))

    # -- reading ---------------------------------------------------------------------------
    def accepts_moves(self):
        """True if the reader may move now (interactive board, game not over at this ply)."""
        return (self.options.interactive and self.session.accepts_moves()
                and self.exercise_allows())

    def anchored(self):
        """True while the board shows the position the link (or the host) set up: highlights
        and the shown piece's moves belong to it."""
        return self.session.node is self._anchor

    def decorate(self, marks):
        """The driver's ``decorate``: at the position the link set up, the ``show=`` piece's
        moves (unless a piece is held) and the highlighted squares (drawn under the pieces)."""
        if not self.anchored():
            return marks, ()
        under = highlights(self.layout, self.options.highlight, theme(self.config.theme))
        return self._shown_moves(marks), under

    def _shown_moves(self, marks):
        origin = self.options.show
        if origin is None or marks.selected is not None:
            return marks
        board, game = self.shown, self.session.game
        if origin[0] == "square":
            piece = board.piece_at(origin[1])
            if piece is None:
                return marks
            board = game.with_turn(board, piece.color)
        else:
            hands = self.driver.view.hands
            color = board.turn if origin[2] in hands.get(board.turn, {}) else 1 - board.turn
            board = game.with_turn(board, color)
            origin = ("hand", color, origin[2])
        if board is None:
            return marks
        reader = self.driver.reader
        targets = frozenset(m.to_square for m in board.legal_moves
                            if reader.origin(m, board.turn) == origin)
        return replace(marks, selected=origin, targets=targets)

    def shown_marks(self):
        """The arrows and circles of the position shown (a `MarkSet`)."""
        return self.marks.get(self.session.node)

    def svg_markup(self):
        """The whole <svg> of the board; the shell shows it, so later layers are patches
        against its layer."""
        return self.driver.svg_markup()

    def layer_markup(self):
        """The content of the board's dynamic layer (pieces, hands, marks, annotations)."""
        return inner_markup(self.driver.layer())

    def status(self):
        """Whose turn / the result at the shown ply, as a short text."""
        return position_status(self.session)

    def style(self):
        """The notation style the moves are shown in: the link's ``notation=``, else the
        one the reader's language expects (the game's default for most)."""
        return self.link.notation or self.session.game.notation_for(language())

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
                "exercise": self.coach is not None,
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
        """Everything the shell needs after a (re)load: the board, the state and the exercise."""
        exercise = [] if self.coach is None else [self.coach.message()]
        return [{"type": "svg", "markup": self.svg_markup()}, self.state()] + exercise

    def handle(self, message):
        """Answer one message from the shell (a dict); returns the messages to send back. The
        follow-up of a move painted (see `_played`) comes first, whatever the message."""
        out = self._settle()
        kind = message.get("type")
        out = out if kind == "settle" else out + self._answer(kind, message)
        return out + self.refused_feedback()

    def _answer(self, kind, message):
        if kind == "open":
            self.size = frame_size(message)
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
            self.size = frame_size(message)
            if self._layout_mode() != self.config.layout:
                self._build()
                return [{"type": "svg", "markup": self.svg_markup()}]
            return []
        if kind in ("down", "drag", "up", "cancel"):
            return self._pointer(kind, message)
        if kind == "key":
            return self._messages(self.driver.key(str(message.get("key", ""))))
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
        if kind == "exercise":
            return self.exercise_action(message.get("action"))
        return []

    def _pointer(self, kind, message):
        """A press (``down``), its becoming a drag, its release (``up``) or cancellation (the
        shell may have drawn the foreseen move already: ``drawn``); then what the shell may
        draw by itself for the next event (`BoardDriver.foresee`)."""
        driver = self.driver
        if kind == "drag":
            effects = driver.drag_start()
        elif kind == "cancel":
            effects = driver.cancel()
        else:
            try:
                x, y = float(message["x"]), float(message["y"])
            except (KeyError, TypeError, ValueError):
                return []
            drawn = message.get("drawn")
            effects = (driver.press(x, y, drawn_square=drawn) if kind == "down"
                       else driver.release(x, y, drawn_square=drawn))
        if not any(isinstance(effect, Played) for effect in effects):
            foresight = driver.foresee()
            if foresight is not None:
                effects.append(foresight)
        return self._messages(effects)

    def _draw(self, message):
        """A drawing gesture (assets/js/board-input.js's secondary press): ``phase`` down
        (with ``modifiers``), move, up or cancel, at (x, y) in board units."""
        phase = message.get("phase")
        if phase not in ("down", "move", "up", "cancel"):
            return []
        x = y = None
        if phase != "cancel":
            try:
                x, y = float(message["x"]), float(message["y"])
            except (KeyError, TypeError, ValueError):
                return []
        modifiers = message.get("modifiers")
        modifiers = modifiers if isinstance(modifiers, list) else ()
        return self._messages(self.driver.draw(phase, x, y, modifiers))

    def _messages(self, effects):
        """The shell's messages for the driver's effects, in order."""
        out = []
        for effect in effects:
            if isinstance(effect, Paint):
                out.append({"type": "layer", "ops": effect.ops})
            elif isinstance(effect, Ghost):
                out.append({"type": "ghost",
                            "markup": "" if effect.node is None else markup(effect.node)})
            elif isinstance(effect, Reframe):
                out.append({"type": "svg", "markup": effect.markup})
            elif isinstance(effect, Foresight):
                out.append({"type": "foreseen", "on": effect.on, "moves": effect.moves})
            elif isinstance(effect, CursorAt):
                out.append({"type": "cursor", "id": effect.cell})
            elif isinstance(effect, Glide):
                out.append({"type": "glide", "square": effect.square, "dx": effect.dx,
                            "dy": effect.dy, "ms": effect.ms})
            elif isinstance(effect, MarksDrawn):
                self.marks.put(self.session.node, effect.marks)
                out += [self.state(), self.event("marks")]
            elif isinstance(effect, ReadAloud):
                out.append(self._said(effect.words))
            elif isinstance(effect, Played):
                self._follow = effect
                out.append({"type": "settle"})
        return out

    # -- moves -----------------------------------------------------------------------------
    def _play_move(self, move):
        """The driver's ``play``: play the reader's ``move`` at the shown position (at an
        earlier one: a variation); the session's engine checks it, the only check. Answers the
        `Position` it leads to; the words and events follow on "settle" (`_played`). An
        exercise's coach judges the move first: None when it refuses it (the position stays)."""
        if not self.judged(move):
            return None
        self.session.play(move)
        self.shown, self.facts = self.session.shown_board(), self.session.facts()
        return self._position()

    def play(self, move):
        """Play ``move`` as if the reader made it on the board: every message it brings."""
        out = self._messages(self.driver.play_move(move))
        return out + self._settle()

    def _settle(self):
        """The follow-up of the move painted last, if any (see `_played`)."""
        played, self._follow = self._follow, None
        return [] if played is None else self._played(played)

    def _played(self, played):
        """What follows a move once it is painted (the shell posts the paint first and asks for
        this with a "settle" at once): the state, the words and the events (an exercise's:
        see `Coaching.followed`)."""
        if self.coach is not None:
            events, said, after = self.followed(played.words)
            return [self.state()] + ([] if said is None else [self._said(said)]) + events + after
        return [self.state(), self._said(played.words),
                self.event("move", move=self.session.game.move_text(played.move)),
                self.event("position")]

    @staticmethod
    def _said(text):
        return {"type": "announce", "text": text}

    def _step(self, to):
        session = self.session
        targets = {"first": 0, "back": session.ply - 1, "forward": session.ply + 1,
                   "last": session.last_ply}
        ply = targets.get(to)
        if ply is None or not 0 <= ply <= session.last_ply or ply == session.ply:
            return []
        forward = ply == session.ply + 1
        session.review(ply)
        effects = self._show()
        if forward and self.glides:  # (one move forward: its piece slides into place)
            move = self.facts.last
            mover = 1 - self.facts.turn  # (the side that moved: the other is to move now)
            effects.append(self.driver.glide(move, self.driver.reader.origin(move, mover)))
        return self._messages(effects) + [self.state(), self._step_words(),
                                          self.event("position")]

    def _step_words(self):
        """What the live region says after a step: the move that led to the shown position."""
        if self.session.ply == 0:
            return self._said(self.notation())
        before = self.shown.copy()
        before.pop()
        game = self.session.game
        return self._said(move_announcement(game, move_sentence(game, before, self.facts.last),
                                            self.facts.check is not None,
                                            self.session.shown_outcome()))

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


def _aspect(game, mode):
    """Width / height of a board of ``game`` drawn in layout ``mode``."""
    layout = Layout(game, 0, mode)
    return layout.width / layout.height
