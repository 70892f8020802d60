"""Playing against the computer on the game page (browser only): the opponent / side / level
controls of the New game form, the thinking indicator, and the loop "the computer is to move ->
ask the worker -> hand its reply to the page to play like a user's move".

`App` creates it before its board (`movable()` says whose pieces the user may move), calls
`update(session)` after a change of the game, `new_game()` when a game starts (it returns the
chosen `Opponent`, from which the App turns its board) and `save_data()` when saving. Replies
go to ``on_move(move)``. Anything that changes the end of the line (take back, new game, a
reply) or ends the game makes `update()` stop a search that no longer fits, at once (see
`engine_client`).
"""

from dataclasses import replace

from kiban import games

from webui.i18n import _
from webui.play.opponent import Opponent, key_of, level_options, side_options
from .dom import fill_options
from .engine_client import EngineClient

_IDS = ("opponent-select", "side-row", "side-select", "level-row", "level-select", "thinking",
        "game-select")


class Versus:
    """The computer opponent of the game page."""

    def __init__(self, window, document, listeners, opponent, game, on_move, notice,
                 think_time=lambda: None):
        """``opponent``: the settings to start with; ``game``: the name of the game shown;
        ``on_move(move)`` plays the computer's move; ``notice(text)`` shows a message;
        ``think_time()`` the seconds the computer may think on its clock (None: no clock)."""
        self.document = document
        self.on_move = on_move
        self.notice = notice
        self.think_time = think_time
        self.el = {name: document.getElementById(name) for name in _IDS}
        self.opponent = opponent
        self.engine = EngineClient(window, on_reply=self._on_reply, on_info=self._on_info)
        self._key = None       # the position the engine is thinking about
        self._session = None   # the session of the last `update`
        fill_options(document, self.el["level-select"], level_options())
        self.el["level-select"].value = str(opponent.level)
        self.el["opponent-select"].value = "human" if opponent.computer is None else "computer"
        listeners.listen(self.el["opponent-select"], "change", lambda event: self._show_rows())
        listeners.listen(self.el["game-select"], "change", lambda event: self._fill_sides())
        self._fill_sides(game)
        if opponent.human is not None:
            self.el["side-select"].value = str(opponent.human)
        self._show_rows()
        for name in ("opponent-select", "side-select", "level-select"):
            self.el[name].disabled = False

    # -- controls --------------------------------------------------------------------------
    def _fill_sides(self, game=None):
        game = games.get(game or self.el["game-select"].value)
        fill_options(self.document, self.el["side-select"], side_options(game))

    def prepare(self, level):
        """Set the new-game controls to play the computer again from the same side, at ``level``."""
        self._fill_sides()
        self.el["opponent-select"].value = "computer"
        self.el["side-select"].value = str(self.opponent.human)
        self.el["level-select"].value = str(level)
        self._show_rows()

    def _show_rows(self):
        computer = self.el["opponent-select"].value == "computer"
        self.el["side-row"].hidden = self.el["level-row"].hidden = not computer
        if computer:
            self.engine.warm()  # likely needed soon: boot it while the user sets up

    def movable(self):
        """Whose pieces the user may move (`BoardConfig.movable`)."""
        return self.opponent.movable()

    def new_game(self, side=None):
        """A game was started: take the opponent from the controls (``side``: the player's
        colour "0" / "1" when furigoma decided it) and return it."""
        self.opponent = Opponent.choose(self.el["opponent-select"].value,
                                        side or self.el["side-select"].value,
                                        self.el["level-select"].value)
        return self.opponent

    def swap(self):
        """The players change colours (a replay): return the new opponent settings."""
        computer = self.opponent.computer
        self.opponent = replace(self.opponent, computer=None if computer is None else 1 - computer)
        return self.opponent

    def save_data(self):
        """The opponent settings as saved with the game."""
        return self.opponent.to_dict()

    # -- thinking --------------------------------------------------------------------------
    def update(self, session):
        """Start, keep or stop the computer's search to fit the end of ``session``'s line."""
        self._session = session
        key = self.opponent.key(session)
        if key is not None and key == self._key and self.engine.busy:
            return
        self._key = key
        if key is None:
            self.engine.stop()
        else:
            self.engine.think(self.opponent.request(session, self.think_time()))
        if self.opponent.computer is not None:
            self.engine.warm()
        self._indicate(key is not None, _("Computer is thinking…"))

    def _indicate(self, on, text):
        self.el["thinking"].hidden = not on
        self.el["thinking"].textContent = text

    def _on_info(self, request, info):
        self._indicate(True, _("Computer is thinking… (depth {depth})").format(depth=info["depth"]))

    def _on_reply(self, request, reply):
        session = self._session
        self._key = None
        self._indicate(False, "")
        if self.opponent.key(session) != key_of(request):
            self.update(session)
            return
        if reply.get("error"):
            self.notice(_("The computer could not move: {reason}").format(reason=reply["error"]))
            return
        if reply.get("move") is None:
            return
        self.on_move(session.game.parse_move(reply["move"]))
