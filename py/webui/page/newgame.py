"""The New game dialog of the game page (browser only): ``new-game-open`` opens it, and it holds
the new-game controls in their order (game, opponent, level or time, start) with the rarer ones
(handicap, rule, start position) folded away. "Play the computer" starts a game against the
computer at once with the rest of the choice as it stands, so a first visit reaches one in three
clicks (welcome, New game, Play the computer).

The last choice (opponent, level, side, time) is kept with the settings
(`webui.play.newgamechoice`) when a game starts and offered again on the next visit. The App
starts the game (``on_start()``) and then calls `started()` (the dialog closes) or
`refused(text)` (the dialog stays open and says why).
"""

from webui.play.newgamechoice import remembered, remembering
from webui.play.settings import SETTINGS_KEY, read_settings, write_settings

_IDS = ("new-game-open", "new-game-dialog", "new-game-close", "new-game-said", "play-computer")
# the dialog's selects whose values make the remembered choice
_SELECTS = {"opponent": "opponent-select", "level": "level-select", "side": "side-select",
            "time": "time-preset"}


class NewGameDialog:
    """The ``new-game-dialog`` and its last choice."""

    def __init__(self, window, document, listeners, on_start):
        self.window = window
        self.el = {name: document.getElementById(name) for name in _IDS}
        self.selects = {field: document.getElementById(name) for field, name in _SELECTS.items()}
        self.on_start = on_start
        listen = listeners.listen
        listen(self.el["new-game-open"], "click", lambda event: self.open())
        listen(self.el["new-game-close"], "click", lambda event: self.el["new-game-dialog"].close())
        listen(self.el["play-computer"], "click", lambda event: self._play_computer())

    def open(self):
        """Show the dialog (modal), its last message cleared."""
        self.el["new-game-said"].textContent = ""
        if not self.el["new-game-dialog"].open:
            self.el["new-game-dialog"].showModal()

    def started(self):
        """A game started from the dialog's choice: keep the choice and close."""
        self._keep()
        self.el["new-game-said"].textContent = ""
        self.el["new-game-dialog"].close()

    def refused(self, text):
        """No game started: say why in the dialog (it stays open to correct the choice)."""
        self.el["new-game-said"].textContent = text

    def restore(self):
        """Choose the last kept choice again where the selects still offer it (a change event
        each, so the dialog shows the rows and fields that go with it)."""
        kept = remembered(self._settings())
        for field, select in self.selects.items():
            value = kept.get(field)
            offered = [option.value for option in select.options]
            if value in offered and value != select.value:
                select.value = value
                self._changed(select)

    def _play_computer(self):
        select = self.selects["opponent"]
        select.value = "computer"
        self._changed(select)
        self.on_start()

    def _changed(self, select):
        select.dispatchEvent(self.window.Event.new("change"))

    def _settings(self):
        return read_settings(self.window.localStorage.getItem(SETTINGS_KEY))

    def _keep(self):
        choice = {field: select.value for field, select in self.selects.items()}
        try:
            self.window.localStorage.setItem(SETTINGS_KEY,
                                             write_settings(remembering(self._settings(), choice)))
        except Exception:  # storage disabled or full: the game is played all the same
            pass
