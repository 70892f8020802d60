"""The Settings dialog (browser only): piece set (per game), theme, shogi's rank labels,
animation and language; the notation select (`page.notation`) and the Sound checkbox
(`page.sound`) live in the same dialog and keep their own code.

Choices are stored in ``localStorage["kiban.settings"]`` (`webui.play.settings`, other keys
kept) and take effect at once through ``on_change()`` (the owner redraws its board, the game is
kept); the page's colours follow ``<html data-theme>`` (assets/css/themes.css, set before the
first paint by assets/js/theme.js). A new language is stored under `webui.i18n.STORAGE_KEY` and
the page reloads in it. A link's ``pieces=`` / ``theme=`` (``linked``) draw the boards of this
view without touching the stored choice, which the dialog keeps showing; choosing in the dialog
ends the link's say over that choice. Nothing here knows the game page: the editor can use it as it is.
"""

from dataclasses import replace

from webui.i18n import LANGUAGE_NAMES, LANGUAGES, STORAGE_KEY, _, language

from webui.board.looks import choices_of
from webui.board.styles import style_of
from webui.board.styles.themes import THEMES
from webui.play.settings import SETTINGS_KEY, looks_of, read_settings, with_choice, \
    write_settings
from .dom import fill_options
from webui.i18n.words import words

_IDS = ("settings-open", "settings", "settings-close", "setting-pieces", "setting-theme",
        "setting-ranks", "ranks-row", "setting-animation", "setting-lang", "settings-said")


class SettingsDialog:
    """The ``settings`` dialog, opened by the ``settings-open`` button. ``on_change()`` is
    called after a choice that changes how boards look or move. ``linked``: the look the page's
    link asks for, ``{"pieces": …, "theme": …}`` (None values: not asked)."""

    def __init__(self, window, document, listeners, on_change, linked=None):
        self.window = window
        self.document = document
        self.el = {name: document.getElementById(name) for name in _IDS}
        self.on_change = on_change
        self.linked = {key: value for key, value in (linked or {}).items() if value}
        self.game = None
        self._dark = window.matchMedia("(prefers-color-scheme: dark)")
        self._still = window.matchMedia("(prefers-reduced-motion: reduce)")
        listen = listeners.listen
        listen(self.el["settings-open"], "click", lambda event: self.open())
        listen(self.el["settings-close"], "click", lambda event: self.el["settings"].close())
        listen(self.el["setting-pieces"], "change", lambda event: self._store(
            "pieces", self.el["setting-pieces"].value, self.game.name))
        listen(self.el["setting-theme"], "change",
               lambda event: self._store("theme", self.el["setting-theme"].value))
        listen(self.el["setting-ranks"], "change",
               lambda event: self._store("ranks", self.el["setting-ranks"].value))
        listen(self.el["setting-animation"], "change", lambda event: self._store(
            "animation", bool(self.el["setting-animation"].checked)))
        listen(self.el["setting-lang"], "change", self._language)
        fill_options(document, self.el["setting-theme"],
                     [(name, _(theme.label)) for name, theme in THEMES.items()])
        fill_options(document, self.el["setting-lang"],
                     [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES])
        self.el["setting-lang"].value = language()
        self.el["settings-open"].disabled = False

    def open(self):
        """Show the dialog (modal)."""
        if not self.el["settings"].open:
            self.el["settings"].showModal()

    def choose_pieces(self, game_name, pieces):
        """Keep ``pieces`` as the piece set of the game called ``game_name`` (the welcome's
        choice) and apply it."""
        self._store("pieces", pieces, game_name)

    def looks(self, game):
        """The `Looks` for a board of ``game`` (its descriptor) in this view: the reader's, with
        what the link asked for where ``game`` offers it."""
        choices = choices_of(game.name)
        offered = {"pieces": choices.pieces, "theme": choices.themes}
        return replace(self.stored_looks(game), **{
            key: value for key, value in self.linked.items() if value in offered[key]})

    def stored_looks(self, game):
        """The reader's own `Looks` for a board of ``game`` (its descriptor)."""
        return looks_of(self._settings(), game.name, choices_of(game.name),
                        prefers_dark=self._dark.matches, reduced_motion=self._still.matches)

    def show(self, game):
        """Offer the choices of ``game`` (its piece sets, its rank labels), the ones in use
        selected; the page takes the theme's colours."""
        self.game = game
        style = style_of(game.name)
        looks = self.stored_looks(game)
        fill_options(self.document, self.el["setting-pieces"],
                     [(name, _(style.piece_set_labels.get(name, name)))
                      for name in style.piece_sets])
        self.el["setting-pieces"].value = looks.pieces
        self.el["setting-theme"].value = looks.theme
        self.el["ranks-row"].hidden = not style.rank_styles
        fill_options(self.document, self.el["setting-ranks"],
                     [(name, style.rank_style_label(name)) for name in style.rank_styles])
        if looks.ranks:
            self.el["setting-ranks"].value = looks.ranks
        self.el["setting-animation"].checked = looks.animation
        self.el["setting-animation"].disabled = bool(self._still.matches)
        self.document.documentElement.dataset.theme = self.looks(game).theme

    def _settings(self):
        return read_settings(self.window.localStorage.getItem(SETTINGS_KEY))

    def _store(self, key, value, game=None):
        """Keep a choice (for this visit at least, if the browser refuses to store it) and
        apply it."""
        self.linked.pop(key, None)
        choices = choices_of(game or self.game.name)
        offered = {"pieces": choices.pieces, "theme": choices.themes, "ranks": choices.ranks,
                   "animation": (True, False)}[key]
        said = ""
        try:
            settings = with_choice(self._settings(), key, value, offered, game)
            self.window.localStorage.setItem(SETTINGS_KEY, write_settings(settings))
        except Exception as error:  # storage disabled or full: say so
            said = _("The setting could not be saved in this browser: {error}").format(
                error=words(error))
        self.el["settings-said"].textContent = said
        self.show(self.game)
        self.on_change()

    def _language(self, event):
        code = self.el["setting-lang"].value
        try:
            self.window.localStorage.setItem(STORAGE_KEY, code)
        except Exception as error:  # storage disabled: the language cannot follow a reload
            self.el["settings-said"].textContent = _(
                "The language could not be saved in this browser: {error}").format(error=words(error))
            return
        self.window.location.reload()
