"""The game page (browser only): board, controls, move list, saving. Wires `GameSession` to a
`BoardView` and to the controls in index.html's #app.

Text that comes from outside (saved games, the start-position field, engine messages that quote
it) is only ever set as ``textContent``, never parsed as HTML.
"""

import json

from pyodide.ffi import create_proxy

from kiban import games

from webui.board.boardview import BoardView
from webui.board.config import BoardConfig
from webui.play.session import GameSession, SessionError
from .sharing import Sharing
from webui.play.texts import handicap_label, points_line, result_title, status_line
from .versus import Versus

STORAGE_KEY = "kiban.game"
BROKEN_KEY = "kiban.game.unreadable"  # a save that could not be read is kept here, not lost
_IDS = ("board", "status", "banner", "banner-title", "banner-reason", "notice", "take-back",
        "flip", "resign", "draw", "impasse", "impasse-points", "nav-first", "nav-back",
        "nav-forward", "nav-last", "moves", "game-select", "handicap-row", "handicap-select",
        "rule-label", "rule-select", "start-position", "new-game", "position")


class App:
    """The page: owns the session, the board view and the controls."""

    def __init__(self, document, window):
        self.document = document
        self.window = window
        self.el = {name: document.getElementById(name) for name in _IDS}
        self._proxies = []
        self.orientation = 0
        self.session, problem = self._restore()
        saved = self.session
        self.sharing = Sharing(self)  # a share link in the address wins over the saved game
        self.session, problem = self.sharing.open_link(self.session, problem)
        self.versus = Versus(self, self.saved_opponent, saved)
        self._portrait = window.matchMedia("(orientation: portrait)")
        config = BoardConfig(game=self.session.game.name, orientation=self.orientation,
                             layout="tall" if self._portrait.matches else "wide",
                             movable=self.versus.movable())
        self.board = BoardView(self.el["board"], config, on_move=self.on_move)
        self._wire()
        self.sharing.wire()
        self._fill_setup(self.session.game.name)
        self.notice(problem)
        self.refresh()
        for name in ("take-back", "flip", "game-select", "handicap-select", "rule-select",
                     "start-position", "new-game"):
            self.el[name].disabled = False

    # -- setup -----------------------------------------------------------------------------
    def _listen(self, element, event, handler):
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        element.addEventListener(event, proxy)

    def _wire(self):
        actions = {
            "take-back": self.take_back, "flip": self.flip, "resign": self.resign,
            "draw": self.agree_draw, "impasse": self.declare_impasse, "new-game": self.new_game,
            "nav-first": lambda: self.review(0),
            "nav-back": lambda: self.review(self.session.ply - 1),
            "nav-forward": lambda: self.review(self.session.ply + 1),
            "nav-last": lambda: self.review(self.session.last_ply),
        }
        for name, action in actions.items():
            self._listen(self.el[name], "click", lambda event, action=action: self._guard(action))
        self._listen(self.el["moves"], "click", self._on_move_list)
        self._listen(self.el["game-select"], "change",
                     lambda event: self._fill_setup(self.el["game-select"].value))
        self._listen(self.document, "keydown", self._on_key)
        self._listen(self._portrait, "change", lambda event: self.board.set_config(
            layout="tall" if self._portrait.matches else "wide"))
        available = {game.name for game in games.available()}
        self._options(self.el["game-select"], [
            (name, games.get(name).title if name in available
             else f"{name.capitalize()} (engine not available yet)") for name in games.names()],
            disabled=[name for name in games.names() if name not in available])

    def _fill_setup(self, name):
        """Show the options of the game called ``name`` in the new-game controls."""
        self.el["game-select"].value = name
        game = games.get(name)
        handicaps = game.handicaps()
        self._options(self.el["handicap-select"], [("", "Even game")] + [
            (handicap, handicap_label(handicap)) for handicap in handicaps])
        self.el["handicap-row"].hidden = not handicaps
        self.el["rule-label"].textContent = game.rule_title
        self._options(self.el["rule-select"],
                      [(value, game.rule_label(value)) for value in game.rules()])
        if game is self.session.game and self.session.rule is not None:
            self.el["rule-select"].value = self.session.rule

    def _options(self, select, pairs, disabled=()):
        select.replaceChildren()
        for value, label in pairs:
            option = self.document.createElement("option")
            option.value = value
            option.textContent = label
            option.disabled = value in disabled
            select.appendChild(option)

    # -- saving ----------------------------------------------------------------------------
    def _restore(self):
        """The saved session (or a new shogi game) and a message if something was not restored."""
        storage = self.window.localStorage
        raw = storage.getItem(STORAGE_KEY)
        self.saved_opponent = None
        if not raw:
            return GameSession(games.default()), None
        try:
            data = json.loads(raw)
            session, problem = GameSession.from_dict(data)
        except (ValueError, SessionError) as error:
            storage.setItem(BROKEN_KEY, raw)
            return GameSession(games.default()), (f"The saved game could not be restored ({error}); "
                                          f"it was kept under '{BROKEN_KEY}' in local storage.")
        if data.get("orientation") in (0, 1):
            self.orientation = data["orientation"]
        self.saved_opponent = data.get("opponent")
        return session, problem and f"Note: {problem}."

    def save(self):
        """Save the game (after every change)."""
        data = self.session.to_dict()
        data["orientation"] = self.board.config.orientation
        data["opponent"] = self.versus.save_data()
        try:
            self.window.localStorage.setItem(STORAGE_KEY, json.dumps(data))
        except Exception as error:  # storage full or disabled: keep playing, say so
            self.notice(f"The game could not be saved in this browser: {error}")

    # -- actions ---------------------------------------------------------------------------
    def _guard(self, action):
        try:
            action()
        except (SessionError, ValueError) as error:
            self.notice(str(error))
            self.refresh()

    def on_move(self, move, glide=False):
        """The user (or the computer) made a legal move; ``glide``: animate the piece from
        where it stood (a move not dragged there)."""
        def play():
            mover = self.session.board.turn
            self.session.play(move)
            self.notice(None)
            self.refresh()
            if glide:
                self.board.glide(move, mover)

        self._guard(play)

    def take_back(self):
        """Take back the last move (or a resignation / draw / declaration); against the
        computer, back to the player's own last move."""
        computer_turn = self.versus.opponent.to_move(self.session)
        if self.session.take_back():
            if not computer_turn and self.versus.opponent.to_move(self.session):
                self.session.take_back()
            self.refresh()

    def flip(self):
        """Turn the board around."""
        self.board.set_config(orientation=1 - self.board.config.orientation)
        self.refresh()

    def resign(self):
        """The side to move resigns."""
        self.session.resign(self.session.board.turn)
        self.refresh()

    def agree_draw(self):
        """Both players agree a draw (games that allow it)."""
        self.session.agree_draw()
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

    def new_game(self):
        """Start a game with the options in the new-game controls."""
        name = self.el["game-select"].value
        start = self.el["start-position"].value.strip() or None
        handicap = self.el["handicap-select"].value or None
        rule = self.el["rule-select"].value or None
        try:
            game = games.get(name)
            session = GameSession(game, start=start,
                                  handicap=None if start or not game.handicaps() else handicap,
                                  rule=rule)
        except (ValueError, ImportError) as error:
            self.notice(f"No new game: {error}")
            return
        self.session = session
        self.versus.new_game()
        self.notice(None)
        self.refresh()

    # -- events ----------------------------------------------------------------------------
    def _on_move_list(self, event):
        button = event.target.closest("button[data-ply]")
        if button:  # (JavaScript's null when the click missed the buttons)
            self.review(int(button.dataset.ply))

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

    def refresh(self):
        """Bring board, status, banner, move list and buttons up to date, then save."""
        session, el = self.session, self.el
        game = session.game
        if self.board.config.game != game.name:
            self.board.set_config(game=game.name)
        facts = session.facts()
        live = session.accepts_moves()
        self.board.set_position(session.shown_board(), facts.legal if live else (),
                                facts.last, facts.check)
        el["status"].textContent = status_line(session)
        el["position"].textContent = facts.text
        outcome = session.outcome()
        el["banner"].hidden = outcome is None
        if outcome is not None:
            el["banner-title"].textContent = result_title(outcome, game)
            el["banner-reason"].textContent = outcome.reason
        el["take-back"].disabled = not (session.last_ply or session.ending)
        el["resign"].disabled = not live
        el["resign"].textContent = f"Resign ({game.color_titles[session.board.turn]})"
        el["draw"].hidden = not game.draw_by_agreement
        el["draw"].disabled = not live
        el["impasse"].hidden = el["impasse-points"].hidden = not game.impasse_declaration
        el["impasse"].disabled = not live
        if game.impasse_declaration:
            el["impasse-points"].textContent = points_line(session)
        el["nav-first"].disabled = el["nav-back"].disabled = session.ply == 0
        el["nav-forward"].disabled = el["nav-last"].disabled = session.ply == session.last_ply
        self._draw_moves()
        self.document.documentElement.dataset.game = game.name
        self.save()
        self.sharing.update_address()
        self.versus.update()

    def _draw_moves(self):
        moves = self.el["moves"]
        moves.replaceChildren()
        current = self.session.ply
        for i, text in enumerate(self.session.move_texts(), start=1):
            item = self.document.createElement("li")
            button = self.document.createElement("button")
            button.type = "button"
            button.dataset.ply = str(i)
            button.textContent = text
            if i == current:
                button.setAttribute("aria-current", "step")
            item.appendChild(button)
            moves.appendChild(item)
