"""The welcome of a first visit to the game page (browser only): the ``welcome`` dialog asks for
the game, the pieces (the game's piece sets: kanji, or letters with the moves drawn on them for
a beginner) and the language, then ``welcome-start`` goes straight to the board.

It opens by itself once, on a plain visit (no link parameters: a link shows what it was sent
for) while ``localStorage["kiban.welcomed"]`` is not set; starting sets it. The menu's
``welcome-open`` (or the address ``#welcome``) shows it again. The pieces are stored like the
Settings dialog's choice, a new language reloads the page in it, another game starts a new
game of it (``on_game(name)``).
"""

from kiban import games
from webui.i18n import LANGUAGE_NAMES, LANGUAGES, STORAGE_KEY, _, language

from webui.board.styles import style_of
from .dom import fill_options

WELCOMED_KEY = "kiban.welcomed"
_IDS = ("welcome", "welcome-game", "welcome-pieces", "welcome-lang", "welcome-start",
        "welcome-open")


class Welcome:
    """The ``welcome`` dialog. ``settings``: the page's `SettingsDialog` (the pieces are
    stored through it); ``current()`` the game shown (its descriptor)."""

    def __init__(self, window, document, listeners, settings, current, on_game):
        self.window = window
        self.document = document
        self.settings = settings
        self.current = current
        self.on_game = on_game
        self.el = {name: document.getElementById(name) for name in _IDS}
        listen = listeners.listen
        listen(self.el["welcome-game"], "change", lambda event: self._fill_pieces())
        listen(self.el["welcome-start"], "click", lambda event: self.start())
        listen(self.el["welcome-open"], "click", lambda event: self.open())
        fill_options(document, self.el["welcome-game"],
                     [(game.name, _(game.title)) for game in games.available()])
        fill_options(document, self.el["welcome-lang"],
                     [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES])

    def first_visit(self, query):
        """Open the welcome if this is the reader's first plain visit (``query``: the page's
        link parameters)."""
        if not query.strip("?") and not self._stored(WELCOMED_KEY):
            self.open()

    def open(self):
        """Show the welcome with the choices in use selected."""
        self.el["welcome-game"].value = self.current().name
        self._fill_pieces()
        self.el["welcome-lang"].value = language()
        if not self.el["welcome"].open:
            self.el["welcome"].showModal()

    def start(self):
        """Take the choices and go to the board (reloading in a new language)."""
        self._store(WELCOMED_KEY, "1")
        name = self.el["welcome-game"].value
        self.settings.choose_pieces(name, self.el["welcome-pieces"].value)
        self.el["welcome"].close()
        if name != self.current().name:
            self.on_game(name)
        code = self.el["welcome-lang"].value
        if code != language() and self._store(STORAGE_KEY, code):
            self.window.location.reload()

    def _fill_pieces(self):
        name = self.el["welcome-game"].value
        style = style_of(name)
        fill_options(self.document, self.el["welcome-pieces"],
                     [(piece_set, _(style.piece_set_labels.get(piece_set, piece_set)))
                      for piece_set in style.piece_sets])
        self.el["welcome-pieces"].value = self.settings.stored_looks(games.get(name)).pieces

    def _stored(self, key):
        try:
            return self.window.localStorage.getItem(key)
        except Exception:  # storage disabled: every visit is a first one, so say nothing
            return "1"

    def _store(self, key, value):
        """Keep ``value`` under ``key``; False if the browser refuses."""
        try:
            self.window.localStorage.setItem(key, value)
        except Exception:
            return False
        return True
