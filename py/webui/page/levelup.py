"""The "next level" notice on the game page (browser only): counts each game against the
computer that ends while this page plays it (`webui.play.levelup`, kept in
``localStorage["kiban.settings"]``) and, after two wins in a row, offers the next level or a
smaller handicap. ``on_accept(level, handicap)`` starts that game (handicap: a name, None for an
even game, `KEEP` for the same)."""

from webui.i18n import _
from webui.play.levelup import after_game, offer
from webui.play.settings import SETTINGS_KEY, read_settings, write_settings

_IDS = ("level-up", "level-up-text", "level-up-next", "level-up-handicap", "level-up-close")
KEEP = object()  # the handicap of the game just played


class LevelUp:
    """The ``level-up`` section and the streak behind it."""

    def __init__(self, window, document, listeners, on_accept):
        self.window = window
        self.el = {name: document.getElementById(name) for name in _IDS}
        self.on_accept = on_accept
        self._seen = None      # (session, finished) when last called: a game is counted as it ends
        self._counted = None   # the session last counted (a take-back and a second ending: once)
        self._offer = None
        listeners.listen(self.el["level-up-next"], "click", lambda event: self._take(False))
        listeners.listen(self.el["level-up-handicap"], "click", lambda event: self._take(True))
        listeners.listen(self.el["level-up-close"], "click", lambda event: self._show(None))

    def update(self, session, opponent):
        """Called when the game or its end changes: a game that has just ended against the
        computer is counted, and the notice shown or hidden."""
        outcome = session.outcome()
        was_playing = self._seen == (session, False)
        self._seen = (session, outcome is not None)
        if outcome is None:
            self._show(None)
        if outcome is None or not was_playing or opponent.computer is None or self._counted is session:
            return
        self._counted = session
        try:
            settings = after_game(self._settings(), session.game, opponent, session.handicap, outcome.winner)
            self.window.localStorage.setItem(SETTINGS_KEY, write_settings(settings))
        except Exception:  # storage disabled or full: no streak on this device  # noqa: BLE001
            return
        self._show(offer(settings, session.game, opponent, session.handicap), session.game, opponent.level)

    def _settings(self):
        return read_settings(self.window.localStorage.getItem(SETTINGS_KEY))

    def _show(self, step, game=None, level=None):
        self._offer = step
        self.el["level-up"].hidden = step is None
        if step is None:
            return
        self.el["level-up-text"].textContent = _("Two wins in a row at level {level}!").format(level=level)
        self.el["level-up-next"].hidden = step.level is None
        if step.level is not None:
            self.el["level-up-next"].textContent = _("Play level {level}").format(level=step.level)
        self.el["level-up-handicap"].hidden = not step.smaller
        if step.smaller:
            handicap = _(game.handicap_label(step.handicap)) if step.handicap else _("Even game")
            self.el["level-up-handicap"].textContent = _("Play with a smaller handicap: {handicap}").format(
                handicap=handicap)

    def _take(self, smaller):
        step = self._offer
        self._show(None)
        if step is not None:
            self.on_accept(None if smaller else step.level, step.handicap if smaller else KEEP)
