"""The notation setting and the typed move on the game page (browser only): the style select
(stored per game in ``localStorage["kiban.settings"]``, other keys of that object kept, see
`webui.play.settings`; a link's ``notation=`` is shown without being stored) and the field where
a move is typed in any style of the game (`webui.play.movetext.parse_typed`)."""

from webui.i18n import _, language
from webui.play.movetext import parse_typed, typing_examples
from webui.play.settings import SETTINGS_KEY, notation_of, read_settings, with_notation, \
    write_settings
from .dom import fill_options
from webui.i18n.words import words


class NotationControls:
    """The ``setting-notation`` select and the ``move-input`` form. ``on_change()`` is called
    when the style changes; a typed move is read on ``shown_board()`` (the engine board of the
    shown position) and handed to ``on_move(move)``; ``notice(text)`` says why one was
    refused."""

    def __init__(self, window, document, listeners, shown_board, on_change, on_move, notice):
        self.window = window
        self.el = {name: document.getElementById(name)
                   for name in ("setting-notation", "move-form", "move-input")}
        self.document = document
        self.shown_board = shown_board
        self.on_change = on_change
        self.on_move = on_move
        self.notice = notice
        self.game = None
        self.linked = None     # (game, style) a link asked for, until the reader picks one
        listeners.listen(self.el["setting-notation"], "change", self._picked)
        listeners.listen(self.el["move-form"], "submit", self._submitted)

    def style(self, game):
        """The style the moves of ``game`` are shown in."""
        if self.linked is not None and self.linked[0] is game:
            return self.linked[1]
        return notation_of(self._settings(), game, language())

    def show(self, game):
        """Offer the styles of ``game`` (its descriptor), the one in use selected."""
        self.game = game
        select = self.el["setting-notation"]
        fill_options(self.document, select,
                     [(style, _(game.notation_labels.get(style, style)))
                      for style in game.notation_styles])
        select.value = self.style(game)
        select.disabled = False
        self.el["move-input"].disabled = False
        self._hint()

    def _hint(self):
        """The move field's hint: the game's example move in the shown style and another."""
        first, second = typing_examples(self.game, self.style(self.game))
        self.el["move-input"].placeholder = _("Type a move: {first}, {second}").format(
            first=first, second=second)

    def _settings(self):
        return read_settings(self.window.localStorage.getItem(SETTINGS_KEY))

    def _picked(self, event):
        style = self.el["setting-notation"].value
        self.linked = None
        try:
            settings = with_notation(self._settings(), self.game, style)
            self.window.localStorage.setItem(SETTINGS_KEY, write_settings(settings))
        except Exception as error:  # storage disabled or full: the choice holds for this visit
            self.linked = (self.game, style)
            self.notice(_("The notation setting could not be saved in this browser: {reason}")
                        .format(reason=words(error)))
        self._hint()
        self.on_change()

    def _submitted(self, event):
        event.preventDefault()
        field = self.el["move-input"]
        try:
            move = parse_typed(self.game, self.shown_board(), field.value, self.style(self.game))
        except ValueError as error:
            self.notice(_("That move cannot be played: {reason}").format(reason=words(error)))
            return
        field.value = ""
        self.on_move(move)

