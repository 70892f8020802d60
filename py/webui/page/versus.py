"""Playing against the computer on the game page (browser only): the opponent / side / level
controls of the New game form, the thinking indicator, and the loop "the computer is to move ->
ask the worker -> play its reply like a user's move".

`App` creates it before its board (`movable()` says whose pieces the user may move), calls
`update()` after every change, `new_game()` when a game starts, and `save_data()` when saving.
Anything that changes the live position (take back, new game, a reply) or ends the game makes
`update()` stop a search that no longer fits, at once (see engine_client.py).
"""

from kiban import games

from .engine_client import EngineClient
from webui.play.links import same_game
from webui.play.opponent import Opponent, key_of, level_options, side_options

_IDS = ("opponent-select", "side-row", "side-select", "level-row", "level-select", "thinking",
        "game-select")


class Versus:
    """The computer opponent of one `App`."""

    def __init__(self, app, saved, saved_session):
        """``saved``: the saved opponent settings (or None), kept if the page opened the saved
        game ``saved_session`` (a link to another game is played by two humans)."""
        self.app = app
        self.el = {name: app.document.getElementById(name) for name in _IDS}
        keep = saved is not None and same_game(app.session, saved_session)
        self.opponent = Opponent.from_dict(saved) if keep else Opponent()
        self.engine = EngineClient(app.window, on_reply=self._on_reply, on_info=self._on_info)
        self._key = None  # the position the engine is thinking about
        app._options(self.el["level-select"], level_options())
        self.el["level-select"].value = str(self.opponent.level)
        self.el["opponent-select"].value = "human" if self.opponent.computer is None else "computer"
        app._listen(self.el["opponent-select"], "change", lambda event: self._show_rows())
        app._listen(self.el["game-select"], "change", lambda event: self._fill_sides())
        self._fill_sides(app.session.game.name)
        if self.opponent.human is not None:
            self.el["side-select"].value = str(self.opponent.human)
        self._show_rows()
        for name in ("opponent-select", "side-select", "level-select"):
            self.el[name].disabled = False

    # -- controls --------------------------------------------------------------------------
    def _fill_sides(self, game=None):
        game = games.get(game or self.el["game-select"].value)
        self.app._options(self.el["side-select"], side_options(game))

    def _show_rows(self):
        computer = self.el["opponent-select"].value == "computer"
        self.el["side-row"].hidden = self.el["level-row"].hidden = not computer
        if computer:
            self.engine.warm()  # likely needed soon: boot it while the user sets up

    def movable(self):
        """Whose pieces the user may move (`BoardConfig.movable`)."""
        return self.opponent.movable()

    def new_game(self):
        """A game was started: take the opponent from the controls, turn the board to the
        player's side."""
        self.opponent = Opponent.choose(self.el["opponent-select"].value,
                                        self.el["side-select"].value,
                                        self.el["level-select"].value)
        changes = {"movable": self.opponent.movable()}
        if self.opponent.human is not None:
            changes["orientation"] = self.opponent.human
        self.app.board.set_config(**changes)

    def save_data(self):
        """The opponent settings as saved with the game."""
        return self.opponent.to_dict()

    # -- thinking --------------------------------------------------------------------------
    def update(self):
        """Start, keep or stop the computer's search to fit the live position."""
        session = self.app.session
        key = self.opponent.key(session)
        if key is not None and key == self._key and self.engine.busy:
            return
        self._key = key
        if key is None:
            self.engine.stop()
        else:
            self.engine.think(self.opponent.request(session))
        if self.opponent.computer is not None:
            self.engine.warm()
        self._indicate(key is not None, "Computer is thinking…")

    def _indicate(self, on, text):
        self.el["thinking"].hidden = not on
        self.el["thinking"].textContent = text

    def _on_info(self, request, info):
        self._indicate(True, f"Computer is thinking… (depth {info['depth']})")

    def _on_reply(self, request, reply):
        session = self.app.session
        self._key = None
        self._indicate(False, "")
        if self.opponent.key(session) != key_of(request):
            self.update()
            return
        if reply.get("error"):
            self.app.notice(f"The computer could not move: {reply['error']}")
            return
        if reply.get("move") is None:
            return
        session.review(session.last_ply)  # its move brings the board back to the live position
        self.app.on_move(session.game.parse_move(reply["move"]), glide=True)
