"""The game page (browser only): board, controls, move list, saving. Wires a `GameSession` to a
`BoardView` and to the controls in index.html's #app.

A move (the user's on the board, a typed one, the computer's) goes through the board's driver
to `play_move`, which plays it in the session (the one legality check) and answers the new
position for the driver to paint (the one paint); once that frame is shown, `moved` brings the
rest of the page along (docs/architecture.md, "A move's path").

`App` owns the page's state (the session, the orientation, the opponent through `Versus`); its
helpers return what should change and the App applies it. After every change `refresh()` brings
the page up to date in small steps, each run only when what it shows changed; the shown
position's facts (legal moves, check, outcome) are asked of the engine once
(`GameSession.facts`) and passed to the steps.

Text that comes from outside (saved games, the start-position field, engine messages that quote
it) is only ever set as ``textContent``, never parsed as HTML.
"""

import json

from kiban import games
from webui.i18n import _

from webui.board.boardview import BoardView
from webui.board.config import BoardConfig
from webui.board.driver import Position
from webui.board.looks import config_fields
from webui.play.correspondence import MODE, Correspondence, join, new_id
from webui.play.cues import after_cue, move_cue
from webui.play.linklooks import link_looks
from webui.play.links import LinkError, same_game, split_query
from webui.play.marks import MarkBook
from webui.review.best import with_best
from webui.play.movetext import MoveTexts
from webui.play.opponent import Opponent
from webui.play.session import GameSession, SessionError
from webui.play.texts import points_line, result_title, status_line
from webui.play.timecontrol import NO_CLOCK
from .clocks import Clocks
from .exercise import PageExercise, exercise_query
from .dom import Listeners, fill_options
from .levelup import KEEP, LevelUp
from .library import Library
from .linkplay import LinkPlay
from .matefinder import MateFinder
from .matchplay import MatchPlay
from .menu import ActionsMenu
from .movelist import MoveList
from .newgame import NewGameDialog
from .players import PlayerStrips
from .notation import NotationControls
from .records import Records
from .review import ReviewPanel
from .settings import SettingsDialog
from .sharing import Sharing
from .sound import Sound
from .timeform import TimeForm
from .versus import Versus
from .welcome import Welcome
from webui.i18n.words import words

STORAGE_KEY = "kiban.game"
BROKEN_KEY = "kiban.game.unreadable"  # a save that could not be read is kept here, not lost
_IDS = ("board", "status", "banner", "banner-title", "banner-reason", "notice", "take-back",
        "flip", "resign", "draw", "impasse", "impasse-points", "nav-first", "nav-back",
        "nav-forward", "nav-last", "moves", "variation-promote", "variation-delete", "game-select", "handicap-row", "handicap-select",
        "rule-label", "rule-select", "start-position", "new-game", "position", "announce",
        "read-position", "opponent-select", "resign-label")


class App:
    """The page: owns the session, the orientation, the board view and the controls."""

    def __init__(self, document, window):
        self.document = document
        self.window = window
        self.el = {name: document.getElementById(name) for name in _IDS}
        self.listeners = Listeners()
        self._shown = {}  # refresh step -> the key it last drew
        self._edits = 0   # tree edits that change no line end (promoting, deleting)
        self._moving = False  # a move is being drawn: the status is not announced
        self.texts = MoveTexts()
        saved, orientation, opponent, problem = self._restore()
        self.library = Library(window, self.notice)
        self.drawings = MarkBook()  # the arrows and circles drawn, per position shown
        self.exercise = None        # the link's exercise (`_exercise`, once the board exists)
        self.sharing = Sharing(window, document, current=lambda: (
            self.session, self.orientation, self.notation.style(self.session.game),
            self.drawings.get(self.session.node)),
            looks=lambda: config_fields(self.settings.looks(self.session.game)),
            marks_of=self.drawings.get, on_restore=self.replace_game, notice=self.notice,
            exercise_link=lambda: self.exercise and self.exercise.link())
        query = str(window.location.search)  # (opening may rewrite the address)
        fragment = str(window.location.hash)
        opening = self.sharing.open(saved, orientation, problem)  # a link wins over the save
        self.session, self.orientation = opening.session, opening.orientation
        linked, look_problem = self._linked_looks(query)
        self.drawings.put(self.session.node, opening.marks)
        self.notation = NotationControls(window, document, self.listeners,
                                         shown_board=lambda: self.session.shown_board(),
                                         on_change=self.refresh, on_move=self.typed_move,
                                         notice=self.notice)
        if opening.notation:
            self.notation.linked = (self.session.game, opening.notation)
        self.moves = MoveList(document, self.el["moves"], self.listeners, self.show_move)
        self.records = Records(window, document,
                               current=lambda: (self.session, self.versus.opponent),
                               on_open=self.open_record, notice=self.notice,
                               review_of=lambda session: self.reviewer.review_of(session))
        if not same_game(self.session, saved):  # a link to another game: two humans play it
            opponent = Opponent()
        self.sound = Sound(window, document, self.listeners)
        self.timeform = TimeForm(document, self.listeners)
        self.clocks = Clocks(window, document, self.listeners, self.sound,
                             on_flag=self.time_forfeit, on_save=self.save)
        self.matchplay = MatchPlay(document, self.listeners, on_replay=self.replay_swapped)
        self.levelup = LevelUp(window, document, self.listeners, on_accept=self.step_up)
        clock_problem = self._restore_clock(opponent) if same_game(self.session, saved) else None
        self.versus = Versus(window, document, self.listeners, opponent, self.session.game.name,
                             on_move=self.computer_move, notice=self.notice,
                             think_time=self.clocks.think_seconds)
        self.by_link = self._by_link(opening, saved)  # a game played by link, or None
        self.linkplay = LinkPlay(window, document, self.listeners,
                                 current=lambda: (self.session, self.by_link))
        self._portrait = window.matchMedia("(orientation: portrait)")
        self.settings = SettingsDialog(window, document, self.listeners,
                                       on_change=self._looks_changed, linked=linked)
        config = BoardConfig(game=self.session.game.name, orientation=self.orientation,
                             layout=self._layout(), movable=self._movable(),
                             **config_fields(self.settings.looks(self.session.game)))
        self._cue = None  # the sound of the move played, for `moved`
        self.board = BoardView(self.el["board"], config, play=self.play_move,
                               on_played=self.moved, on_read=self.announce,
                               on_marks=self.drew)
        self.matefinder = MateFinder(window, document, self.listeners, current=lambda: (
            self.session, self.notation.style(self.session.game)), on_found=self.mate_found,
            notice=self.notice, announce=self.announce)
        self.exercise = self._exercise(query)
        self.reviewer = ReviewPanel(window, document, self.listeners, current=lambda: (
            self.session, self.notation.style(self.session.game)), go_to=self.show_move,
            on_change=self.refresh, player=lambda: self.versus.opponent.human)
        self.reviewer.restore(self._saved_data(), self.session)
        self.players = PlayerStrips(document)
        self.newgame = NewGameDialog(window, document, self.listeners,
                                     on_start=lambda: self._guard(self.new_game))
        self.welcome = Welcome(window, document, self.listeners, self.settings,
                               current=lambda: self.session.game, on_game=self.start_game_of)
        self.menu = ActionsMenu(window, document, self.listeners, routes={
            "settings": self.settings.open, "welcome": self.welcome.open,
            "new-game": self.newgame.open})
        self._wire()
        self.sharing.wire()
        self.records.wire()
        self._fill_setup(self.session.game.name)
        self.newgame.restore()
        self.notice(opening.problem or clock_problem or look_problem)
        self.refresh()
        self.welcome.first_visit(query)
        self.menu.route(fragment)
        for name in ("take-back", "flip", "game-select", "handicap-select", "rule-select",
                     "start-position", "new-game"):
            self.el[name].disabled = False

    # -- setup -----------------------------------------------------------------------------
    def _linked_looks(self, query):
        """(the look the address asks for, `link_looks`; a message if it cannot be read)."""
        try:
            return link_looks(split_query(query), self.session.game.name), None
        except LinkError as error:
            return {}, str(error)

    def _layout(self):
        return "tall" if self._portrait.matches else "wide"

    def _wire(self):
        actions = {
            "take-back": self.take_back, "flip": self.flip, "resign": self.resign,
            "draw": self.agree_draw, "impasse": self.declare_impasse, "new-game": self.new_game,
            "nav-first": lambda: self.review(0),
            "nav-back": lambda: self.review(self.session.ply - 1),
            "nav-forward": lambda: self.review(self.session.ply + 1),
            "nav-last": lambda: self.review(self.session.last_ply),
            "variation-promote": self.promote_variation,
            "variation-delete": self.delete_variation,
            "read-position": self.read_position,
        }
        listen = self.listeners.listen
        for name, action in actions.items():
            listen(self.el[name], "click", lambda event, action=action: self._guard(action))
        listen(self.el["game-select"], "change",
               lambda event: self._fill_setup(self.el["game-select"].value))
        listen(self.document, "keydown", self._on_key)
        listen(self._portrait, "change", lambda event: self.board.set_config(layout=self._layout()))
        available = {game.name for game in games.available()}
        missing = [name for name in games.names() if name not in available]
        fill_options(self.document, self.el["game-select"], [
            (name, _(games.get(name).title) if name in available
             else _("{game} (engine not available yet)").format(game=name.capitalize()))
            for name in games.names()],
            disabled=missing)

    def _fill_setup(self, name):
        """Show the options of the game called ``name`` in the new-game controls."""
        self.el["game-select"].value = name
        game = games.get(name)
        handicaps = game.handicaps()
        fill_options(self.document, self.el["handicap-select"], [("", _("Even game"))] + [
            (handicap, _(game.handicap_label(handicap))) for handicap in handicaps])
        self.el["handicap-row"].hidden = not handicaps
        self.el["rule-label"].textContent = _(game.rule_title)
        fill_options(self.document, self.el["rule-select"],
                     [(value, _(game.rule_label(value))) for value in game.rules()])
        self.el["rule-select"].parentElement.hidden = not game.rules()  # minishogi has no rule option
        if game is self.session.game and self.session.rule is not None:
            self.el["rule-select"].value = self.session.rule

    # -- saving ----------------------------------------------------------------------------
    def _restore(self):
        """(session, orientation, opponent, problem): the saved game (or a new game of the
        default game) and a message if something was not restored."""
        storage = self.window.localStorage
        raw = storage.getItem(STORAGE_KEY)
        if not raw:
            return GameSession(games.default()), 0, Opponent(), None
        try:
            data = json.loads(raw)
            session, problem = GameSession.from_dict(data)
        except (ValueError, SessionError) as error:
            storage.setItem(BROKEN_KEY, raw)
            return GameSession(games.default()), 0, Opponent(), (
                _("The saved game could not be restored ({reason}); it was kept under "
                  "'{key}' in local storage.").format(reason=words(error), key=BROKEN_KEY))
        orientation = data["orientation"] if data.get("orientation") in (0, 1) else 0
        return (session, orientation, Opponent.from_dict(data.get("opponent")),
                problem and _("Note: {problem}.").format(problem=problem))

    def _saved_data(self):
        """The saved game's dict as stored (None when unreadable: `_restore` kept it and said
        so)."""
        try:
            data = json.loads(self.window.localStorage.getItem(STORAGE_KEY) or "{}")
        except ValueError:
            return None
        return data if isinstance(data, dict) else None

    def _by_link(self, opening, saved):
        """The `Correspondence` of the game shown when it is played by link: the link's
        (``mode=link``; the board then turns to this device's side), else the saved game's."""
        kept = Correspondence.from_dict((self._saved_data() or {}).get("correspondence"))
        same = same_game(self.session, saved)
        if opening.by_link is None:
            state = kept if same else None
        else:
            state = join(opening.by_link, self.session, kept, same)
            self.orientation = state.player
        if state is not None:
            self.library.adopt(state.id)
        return state

    def _exercise(self, query):
        """The exercise the link asks for (``exercise=``), or None."""
        exercise = exercise_query(query)
        if exercise is None:
            return None
        return PageExercise(self.window, self.document, self.listeners, exercise,
                            current=lambda: self.session, style=self.notation.style,
                            play=lambda move: self.board.play(move, glide=self._glides()),
                            back_to=self._back_to, mark=self.drew, changed=self.refresh,
                            announce=self.announce)

    def _back_to(self, ply):
        """Take the line back to its first ``ply`` moves (an exercise's refused move, a retry)."""
        session = self.session
        while session.last_ply > ply and session.take_back():
            pass
        session.review(min(ply, session.last_ply))
        self.refresh()

    def _movable(self):
        """Whose pieces the user may move: the own side in a game played by link."""
        return self.versus.movable() if self.by_link is None else self.by_link.player

    def _restore_clock(self, opponent):
        """Restore the saved game's clock (standing) and match; a message if the clock was not
        restored."""
        data = self._saved_data()
        if data is None:
            return None
        self.matchplay.restore(data.get("match"), opponent.computer is not None)
        problem = self.clocks.restore(data.get("clock"), self.session.board.turn)
        if self.clocks.clock is not None:
            self.timeform.show(self.clocks.clock.control)
        return problem

    def save(self):
        """Save the game, its orientation, the opponent and the clock."""
        data = self.session.to_dict()
        data["orientation"] = self.orientation
        data["opponent"] = self.versus.save_data()
        data["clock"] = self.clocks.save_data()
        data["match"] = self.matchplay.save_data()
        data["correspondence"] = self.by_link and self.by_link.to_dict()
        data["analysis"] = self.reviewer.save_data(self.session)
        self.library.keep(self.session, data)
        try:
            self.window.localStorage.setItem(STORAGE_KEY, json.dumps(data))
        except Exception as error:  # storage full or disabled: keep playing, say so
            self.notice(_("The game could not be saved in this browser: {reason}").format(reason=words(error)))

    # -- actions ---------------------------------------------------------------------------
    def _guard(self, action):
        try:
            action()
        except (SessionError, ValueError) as error:
            self.notice(words(error))
            self._shown.clear()  # redraw everything: the board may show a refused move's marks
            self.refresh()

    def play_move(self, move):
        """The board's ``play``: play ``move`` (the user's, a typed one, the computer's) at the
        shown position; the session's engine checks it (the only check). Answers the new
        `Position` for the board to paint, or None when it was not played (the clock ran out,
        the session refused it: the notice says why)."""
        if not self.clocks.may_move() or self.reviewer.take_move(move):
            return None
        session = self.session
        cue = move_cue(session.shown_board(), move)
        try:
            session.play(move)
            self.clocks.moved()
        except (SessionError, ValueError) as error:
            self.notice(str(error))
            self._shown.clear()  # redraw everything: the board may show a refused move's marks
            self.refresh()
            return None
        self._cue = cue
        return self._position(self._live())

    def moved(self, move, words):
        """The board shows the move `play_move` played: the rest of the page catches up (status,
        move list, saving, the computer's turn), then the move is said (``words``, the
        board's) and sounded."""
        if self._cue is None:
            return
        cue, self._cue = self._cue, None
        self.notice(None)
        self._moving = True  # (the move's own words below say what changed)
        try:
            self.refresh()
        finally:
            self._moving = False
        self.announce(words)
        if self.exercise is not None:
            self.exercise.moved(move)
        session = self.session
        self.sound.play(after_cue(cue, session.facts(live=True).check is not None,
                                  session.outcome() is not None))

    def _glides(self):
        """True if a move not dragged into place glides there (the looks' animation)."""
        return not self.session.reviewing and self.settings.looks(self.session.game).animation

    def drew(self, marks):
        """The user drew or cleared arrows and circles on the shown position."""
        self.drawings.put(self.session.node, marks)
        self.refresh()

    def typed_move(self, move):
        """A move typed in the move field: played like a dragged one (gliding into place at the
        end of the line), unless the computer is the side to move there."""
        if self.versus.opponent.computer == self.session.shown_board().turn:
            self.notice(_("It is the computer's turn to move."))
            return
        if self.by_link is not None and (self.session.reviewing
                                         or self.by_link.player != self.session.board.turn):
            self.notice(_("It is your opponent's move: send them the link of yours."))
            return
        self.board.play(move, glide=self._glides())

    def computer_move(self, move):
        """The computer's move: it brings the board back to the end of the line, then is
        played like the user's, gliding into place."""
        self.session.review(self.session.last_ply)
        self._step("board", self._board_key(), self._draw_board, self._live())
        self.board.play(move, glide=self._glides())

    def take_back(self):
        """Take back the last move (or a resignation / draw / declaration); against the
        computer, back to the player's own last move."""
        opponent = self.versus.opponent
        computer_turn = opponent.to_move(self.session)
        if self.session.take_back():
            if not computer_turn and opponent.to_move(self.session):
                self.session.take_back()
            self.refresh()

    def flip(self):
        """Turn the board around."""
        self._turn_board(1 - self.orientation)
        self.refresh()

    def _turn_board(self, orientation):
        self.orientation = orientation
        self.board.set_config(orientation=orientation)

    def resign(self):
        """The side to move resigns."""
        self.session.resign(self.session.board.turn)
        self.refresh()

    def agree_draw(self):
        """Both players agree a draw (games that allow it)."""
        self.session.agree_draw()
        self.refresh()

    def time_forfeit(self, color):
        """``color``'s time ran out: it loses."""
        self._guard(lambda: self.session.time_forfeit(color))
        self.sound.play("game-end")
        self.refresh()

    def declare_impasse(self):
        """The side to move declares impasse (games that have it)."""
        self.session.declare_impasse()
        self.refresh()

    def review(self, ply):
        """Show the position after ``ply`` moves."""
        if 0 <= ply <= self.session.last_ply:
            self.session.review(ply)
            self.refresh()

    def show_move(self, node):
        """Show the position after the move of ``node`` (a move list button), following its
        line."""
        self._guard(lambda: self.session.go_to(node))
        self.refresh()

    def promote_variation(self):
        """Make the line of the shown move the main line."""
        self.session.promote()
        self._edits += 1
        self.refresh()

    def delete_variation(self):
        """Delete the shown move of a variation and the moves after it."""
        self.session.delete_variation()
        self._edits += 1
        self.refresh()

    def mate_found(self, added):
        """Find mate answered; ``added``: its moves went into the game tree."""
        if added:
            self._edits += 1
            self.refresh()

    def new_game(self):
        """Start a game with the options in the new-game controls."""
        name = self.el["game-select"].value
        start = self.el["start-position"].value.strip() or None
        handicap = self.el["handicap-select"].value or None
        rule = self.el["rule-select"].value or None
        try:
            control = self.timeform.control()
            game = games.get(name)
            session = GameSession(game, start=start,
                                  handicap=None if start or not game.handicaps() else handicap,
                                  rule=rule)
        except (ValueError, ImportError) as error:
            refusal = _("No new game: {reason}").format(reason=words(error))
            self.notice(refusal)
            self.newgame.refused(refusal)
            return
        self.newgame.started()
        self.session = session
        self.clocks.new_game(control, session.board.turn)
        opponent = self.versus.new_game(self.matchplay.new_game(game))
        by_link = self.el["opponent-select"].value == MODE  # the first mover is this device
        self.by_link = Correspondence(session.board.turn, new_id()) if by_link else None
        if by_link:
            self.library.adopt(self.by_link.id)
        self.board.set_config(movable=self._movable())
        if opponent.human is not None or by_link:
            self._turn_board(session.board.turn if by_link else opponent.human)
        self.notice(None)
        self.refresh()

    def step_up(self, level, handicap):
        """Start the game the level-up notice offers: the same game and side against the computer
        at ``level`` (None: the same) with ``handicap`` (a name, None: even, `KEEP`: the same)."""
        self._fill_setup(self.session.game.name)
        self.el["start-position"].value = ""
        self.el["handicap-select"].value = (self.session.handicap if handicap is KEEP else handicap) or ""
        self.versus.prepare(level or self.versus.opponent.level)
        self.new_game()

    def start_game_of(self, name):
        """Start a new game of the game called ``name`` with the rest of the New game
        dialog's choice (the welcome's choice of game)."""
        select = self.el["game-select"]
        select.value = name
        select.dispatchEvent(self.window.Event.new("change"))  # its options follow the game
        self.new_game()

    def replay_swapped(self):
        """Replay a drawn game (sennichite, a 24-point impasse draw) from its start with
        colours swapped, each player keeping the time left on the clock."""
        old = self.session
        session = GameSession(old.game, start=old.start, rule=old.rule)
        session.handicap = old.handicap
        self.clocks.replace(self.matchplay.replay(self.clocks.clock, session.board.turn))
        self.session = session
        opponent = self.versus.swap()
        self.board.set_config(movable=opponent.movable())
        if opponent.human is not None:
            self._turn_board(opponent.human)
        self.notice(None)
        self.refresh()

    def open_record(self, session, note):
        """Play a game read from a record (two people at this screen from now on); ``note``
        says why the reading stopped early, if it did."""
        self.session = session
        self.versus.opponent = Opponent()
        self.by_link = None
        self.board.set_config(movable=self.versus.movable())
        self.notice(note)
        self.refresh()

    def replace_game(self, session, orientation, problem):
        """Play ``session`` from now on (the game kept aside by a link, restored), turned to
        ``orientation`` (None: as the board is)."""
        self.session = session
        self.clocks.new_game(NO_CLOCK, session.board.turn)  # (a link's game had no clock)
        if self.by_link is not None:  # (the game kept aside is played at this screen)
            self.by_link = None
            self.board.set_config(movable=self._movable())
        if orientation is not None:
            self._turn_board(orientation)
        self.notice(problem)
        self.refresh()

    # -- events ----------------------------------------------------------------------------
    def _on_key(self, event):
        if event.target.tagName in ("INPUT", "SELECT", "TEXTAREA"):
            return
        keys = {"ArrowLeft": self.session.ply - 1, "ArrowRight": self.session.ply + 1,
                "Home": 0, "End": self.session.last_ply}
        if event.key in keys:
            event.preventDefault()
            self.review(keys[event.key])

    # -- drawing ---------------------------------------------------------------------------
    def notice(self, text):
        """Show (or with None hide) a message above the controls, as plain text."""
        self.el["notice"].textContent = text or ""
        self.el["notice"].hidden = not text

    def announce(self, text):
        """Have screen readers say ``text`` (the polite live region ``data-testid="announce"``)."""
        self.el["announce"].textContent = text

    def read_position(self):
        """Read the shown position out (the Read position button; the P key on the board is
        worded by the board itself, the same way)."""
        self.announce(self.board.reading())

    def refresh(self):
        """Bring the page up to date with the game. Each step runs only when its input changed:
        board, status, banner, buttons, move list, saving, the address and the computer."""
        session = self.session
        shown, end, live = session.node, session.line_end, self._live()
        outcome = session.outcome()
        self._step("game", (session.game,), self._draw_game, session.game)
        style, tree = self.notation.style(session.game), (session, end, self._edits)
        self._step("board", self._board_key(), self._draw_board, live)
        marks = self.drawings.get(shown)
        review = self.reviewer.version
        shown_marks = with_best(marks, self.reviewer.arrow(session))
        self._step("marks", (shown, shown_marks), self.board.set_marks, shown_marks)
        self._step("status", (session, shown, end, outcome, style), self._draw_status, style)
        self._step("banner", (outcome,), self._draw_banner, outcome)
        self._step("buttons", (tree, shown, live, session.ending), self._draw_buttons, live)
        self._step("moves", (tree, style, review), self._draw_moves, style)
        self._step("review", (tree, style, shown, review), self.reviewer.update, session, style)
        # (after the review's panel, which may shrink the list: the shown move is kept in sight)
        self._step("current", (tree, style, shown, review), self.moves.mark, shown)
        kept = (session, end, session.ply, session.ending, self.orientation,
                self.versus.opponent, self._edits, review)
        self._step("clocks", (session, end, outcome, self.versus.opponent),
                   self._draw_clocks, outcome)
        self._step("players", (session.game, self.versus.opponent, self.by_link,
                               self.orientation, self._turn(outcome)), self._draw_players,
                   outcome)
        self._step("match", (session, end, outcome), self.matchplay.update, session.game,
                   outcome, session.rule)
        self._step("save", kept, self.save)
        self._step("level-up", (session, outcome is not None), self.levelup.update, session,
                   self.versus.opponent)
        self._step("address", (session, end, session.ply, self.orientation, style, marks),
                   self.sharing.update_address)
        self._step("computer", (session, end, session.ending, self.versus.opponent),
                   self.versus.update, session)
        self._step("by-link", (session, end, session.ending, self.by_link), self.linkplay.update,
                   session, self.by_link)

    def _live(self):
        """True if a move may be played at the shown position (by link: only at the end of the
        one line, no variation; a position of the mistakes drill always: it takes the move)."""
        if self.reviewer.takes_moves(self.session):
            return True
        if self.by_link is not None and self.session.reviewing:
            return False
        if self.exercise is not None and not self.exercise.allows():
            return False
        return self.session.accepts_moves()

    def _board_key(self):
        """What the board step draws: the session, its shown node, whether moves are open."""
        return (self.session, self.session.node, self._live())

    def _position(self, live):
        """The shown position as the board takes it."""
        session = self.session
        return Position(session.shown_board(), session.facts(), live, session.shown_outcome())

    def _step(self, name, key, draw, *args):
        """Run ``draw(*args)`` unless step ``name`` last ran for an equal ``key``."""
        if self._shown.get(name, self) != key:
            self._shown[name] = key
            draw(*args)

    def _draw_clocks(self, outcome):
        self.clocks.update(self.session.game, outcome is None,
                           pausable=self.versus.opponent.computer is None)

    def _turn(self, outcome):
        """The side to move at the end of the line, None once the game is over."""
        return None if outcome is not None or self.session.ending else self.session.board.turn

    def _draw_players(self, outcome):
        self.players.update(self.session.game, self.versus.opponent,
                            self.by_link and self.by_link.player, self.orientation,
                            self._turn(outcome))

    def _draw_game(self, game):
        if self.board.config.game != game.name:
            self.board.set_config(game=game.name, **config_fields(self.settings.looks(game)))
        self.document.documentElement.dataset.game = game.name
        self.notation.show(game)
        self.settings.show(game)

    def _looks_changed(self):
        """A setting changed how the board looks: redraw it (the game and its marks stay)."""
        self.board.set_config(**config_fields(self.settings.looks(self.session.game)))

    def _draw_board(self, live):
        self.board.set_position(self._position(live))

    def _draw_status(self, style):
        session = self.session
        shown = self.texts.of(session, style).get(session.node) if session.reviewing else None
        line = status_line(session, shown)
        self.el["status"].textContent = line
        self.el["position"].textContent = self.session.facts().text
        if not self._moving:  # one live region, one announcement: a move says itself
            self.announce(line)

    def _draw_banner(self, outcome):
        self.el["banner"].hidden = outcome is None
        if outcome is not None:
            self.el["banner-title"].textContent = result_title(outcome, self.session.game)
            self.el["banner-reason"].textContent = words(outcome.reason)

    def _draw_buttons(self, live):
        session, el = self.session, self.el
        game = session.game
        el["take-back"].disabled = not (session.last_ply or session.ending) \
            or self.clocks.clock is not None \
            or (self.by_link is not None and self.by_link.to_move(session))
        # (a clock cannot give time back; by link, only one's own move not yet sent)
        el["resign"].disabled = not live
        el["resign-label"].textContent = el["resign"].title = _("Resign ({color})").format(
            color=_(game.color_titles[session.board.turn]))
        el["draw"].hidden = not game.draw_by_agreement
        el["draw"].disabled = not live
        el["impasse"].hidden = el["impasse-points"].hidden = not game.impasse_declaration
        el["impasse"].disabled = not live
        if game.impasse_declaration:
            el["impasse-points"].textContent = points_line(session)
        el["nav-first"].disabled = el["nav-back"].disabled = session.ply == 0
        el["nav-forward"].disabled = el["nav-last"].disabled = session.ply == session.last_ply
        variation = session.ply > 0 and not session.node.is_mainline()
        el["variation-promote"].hidden = el["variation-delete"].hidden = not variation
        self.matefinder.allow(session.outcome() is not None or session.ending is not None or (
            self.versus.opponent.computer is None and self.by_link is None
            and self.clocks.clock is None))  # (analysis: not while a game is being played)

    def _draw_moves(self, style):
        self.moves.draw(self.session, self.texts.of(self.session, style),
                        self.reviewer.marks(self.session))
