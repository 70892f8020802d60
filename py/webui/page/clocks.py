"""The two game clocks on the game page (browser only): drawing them, the one timer that wakes
the page when something changes, losing on time, pause / resume, the countdown and low-time
sounds, and saving when the page is hidden.

Time comes from ``performance.now()`` and every figure from the clock's timestamps
(`play.clock`), never from counting timer ticks: one timer is set per change (`wake_in`: the
next change of the running side's text, the next countdown beep or the moment its time runs out,
whichever comes first), so a late or throttled timer (a hidden tab) costs nothing but a late
redraw, made exact again on ``visibilitychange``.

`App` calls `new_game(control, turn)`, `restore(data, turn)`, `may_move()` before a move and
`moved()` after it, `update(...)` when the game changes, `save_data()` when
saving and `think_seconds()` for the computer's request. A side whose time runs out is
reported to ``on_flag(colour)``; ``on_save()`` is called on pause and, in a timed game, when the
page is hidden or left (to keep the turn's time so far).
"""

from pyodide.ffi import create_proxy

from webui.i18n import _
from webui.play.clock import Clock, ClockError
from webui.play.clockface import beep_in, face, wake_in
from webui.play.timeplan import think_seconds
from webui.i18n.words import words

_IDS = ("clocks", "pause") + tuple(f"clock-{c}{part}" for c in (0, 1)
                                   for part in ("", "-name", "-time", "-periods"))


class Clocks:
    """The game's clock (``clock``: a `play.clock.Clock`, None for an untimed game) on screen."""

    def __init__(self, window, document, listeners, sound, on_flag, on_save):
        self.window = window
        self.document = document
        self.sound = sound
        self.on_flag = on_flag
        self.on_save = on_save
        self.el = {name: document.getElementById(name) for name in _IDS}
        self.clock = None
        self._game = None          # the game descriptor shown (colour names)
        self._live = False         # the game goes on
        self._pausable = False     # a game between people
        self._timer = None
        self._beep_at = None       # performance.now() of the next countdown beep
        self._warned = set()       # colours that had the low-time sound
        self._tick_proxy = create_proxy(lambda: self._tick())
        listeners.listen(self.el["pause"], "click", lambda event: self.toggle_pause())
        listeners.listen(document, "visibilitychange", lambda event: self._on_visibility())
        listeners.listen(window, "pagehide", lambda event: self._save_time())

    def now(self):
        """Milliseconds of the page's monotonic time (``performance.now``)."""
        return self.window.performance.now()

    # -- the game's clock ------------------------------------------------------------------
    def new_game(self, control, turn):
        """A new game under ``control``: its clock starts with ``turn``'s time running (no
        clock for an untimed control)."""
        self._set(Clock(control, self.now, turn) if control.timed else None)
        if self.clock is not None:
            self.clock.start()

    def restore(self, data, turn):
        """The saved clock (`Clock.to_dict` data, or None), standing until resumed or the next
        move; a message if it could not be restored (the game then has no clock)."""
        clock = None
        if data is not None:
            try:
                clock = Clock.from_dict(data, self.now)
            except ClockError as error:
                self._set(None)
                return _("The game's clock was not restored: {reason}.").format(reason=words(error))
            if clock.turn != turn:
                self._set(None)
                return _("The game's clock was not restored: it does not fit the game.")
        self._set(clock)
        return None

    def replace(self, clock):
        """Play on with ``clock`` (a replay's: the times left), started (None: no clock)."""
        self._set(clock)
        if clock is not None:
            clock.start()

    def _set(self, clock):
        self._cancel()
        self.clock = clock
        self._warned = set()

    def save_data(self):
        """The clock's saved form (None without a clock)."""
        return None if self.clock is None else self.clock.to_dict()

    def think_seconds(self):
        """Seconds the computer may think on its clock (None without a clock)."""
        return None if self.clock is None else think_seconds(self.clock)

    # -- moves and the game ----------------------------------------------------------------
    def may_move(self):
        """False, and the side to move loses on time, if its time has run out (a move that
        came before the timer could say so)."""
        if self.clock is not None and self._live and self.clock.flagged() is not None:
            self._tick()
            return False
        return True

    def moved(self):
        """A move was played: the mover's clock stops, the other side's runs."""
        if self.clock is not None:
            try:
                self.clock.press()
            except ClockError:  # (may_move said it may: only a race with the timer)
                pass
            self._draw()
            self._arm()

    def update(self, game, live, pausable):
        """The game (its descriptor), whether it goes on and whether pausing is offered
        changed: the clock stops when the game ends. (Each clock is in its side's player
        strip, `page.players`, which follows the board's orientation.)"""
        self._game, self._live, self._pausable = game, live, pausable
        for name in ("clocks", "clock-0", "clock-1"):
            self.el[name].hidden = self.clock is None
        if self.clock is None:
            self._cancel()
            return
        if not live:
            self.clock.pause()
        for color in (0, 1):
            self.el[f"clock-{color}-name"].textContent = _(game.color_titles[color])
        self._draw()
        self._arm()

    def toggle_pause(self):
        """Pause a running clock or resume a standing one (games between people)."""
        if self.clock is None or not self._live:
            return
        if self.clock.running is None:
            self.clock.resume()
        else:
            self.clock.pause()
        self._draw()
        self._arm()
        self.on_save()

    # -- time passing ----------------------------------------------------------------------
    def _tick(self):
        """The timer: end the game if the running side's time is gone, else beep if a
        countdown beep is due, redraw and set the timer again."""
        self._timer = None
        clock = self.clock
        if clock is None:
            return
        if self._live and clock.running is not None and clock.flagged() is not None:
            loser = clock.flagged()
            clock.pause()
            self._draw()
            self.on_flag(loser)
            return
        if self._beep_at is not None and self.now() >= self._beep_at - 1:
            self.sound.play("byoyomi")
        self._draw()
        self._arm()

    def _arm(self):
        self._cancel()
        delay = None if self.clock is None else wake_in(self.clock)
        if delay is None:
            return
        beep = beep_in(self.clock)
        self._beep_at = None if beep is None else self.now() + beep
        self._timer = self.window.setTimeout(self._tick_proxy, max(0, delay))

    def _cancel(self):
        if self._timer is not None:
            self.window.clearTimeout(self._timer)
        self._timer = self._beep_at = None

    def _on_visibility(self):
        if self.document.visibilityState == "hidden":
            self._save_time()
        elif self.clock is not None:
            self._tick()

    def _save_time(self):
        """Save the turn's time so far (every other change is saved when it happens)."""
        if self.clock is not None:
            self.on_save()

    # -- drawing ---------------------------------------------------------------------------
    def _draw(self):
        clock = self.clock
        control = clock.control
        for color in (0, 1):
            shown = face(clock, color)
            box = self.el[f"clock-{color}"]
            box.dataset.ms = str(shown.ms)
            box.dataset.periods = str(shown.periods)
            box.toggleAttribute("data-running", shown.running)
            box.classList.toggle("kb-clock-low", shown.low)
            box.classList.toggle("kb-clock-byoyomi", shown.byoyomi)
            self.el[f"clock-{color}-time"].textContent = shown.text
            self.el[f"clock-{color}-periods"].textContent = (
                _("byoyomi × {periods}").format(periods=shown.periods) if control.byoyomi else "")
            if shown.running and shown.low and not control.byoyomi \
                    and color not in self._warned:
                self._warned.add(color)
                self.sound.play("low-time")
        pause = self.el["pause"]
        pause.hidden = not (self._pausable and self._live)
        pause.textContent = _("Pause") if clock.running is not None else _("Resume")
        pause.setAttribute("aria-pressed", "false" if clock.running is not None else "true")
