"""The Games page (browser only): one row per kept game, newest first, with Resume (the game
page continues it: ``index.html?library=<id>``), Review (the same, from its first position),
Export (one record file), GIF and Animated SVG (the game moving, `webui.export`, in the piece
set, theme and notation of the reader's settings) and Delete (said, with an Undo button that puts the game back until
the next deletion); Export all downloads one multi-game file per game.

Everything read from storage is shown with ``textContent`` only.
"""

import asyncio
import json

from pyodide.ffi import create_once_callable, to_js

from webui.i18n import _, language, ngettext
from webui.board.looks import choices_of, config_fields
from webui.export.download import save_line
from webui.library.entry import EntryError, GameEntry
from webui.library.export import export_all, export_one
from webui.library.listing import row_texts, sorted_entries
from webui.page.dom import Listeners
from webui.page.library import store
from webui.i18n.words import words
from webui.play.session import GameSession, SessionError
from webui.play.settings import SETTINGS_KEY, looks_of, notation_of, read_settings

_CELLS = ("date", "game", "players", "result", "moves")
ANIMATIONS = {"share-gif": "gif", "share-animated-svg": "svg"}  # button -> animated download
_MIME = "text/plain;charset=utf-8"


class GamesPage:
    """The list of games in games.html's #games-list."""

    def __init__(self, document, window):
        self.document = document
        self.window = window
        self.el = {name: document.getElementById(name)
                   for name in ("games-list", "games-empty", "games-notice", "export-all",
                                "games-deleted", "games-undo")}
        self.entries = {}   # id -> GameEntry, as listed
        self.deleted = None  # the GameEntry the Undo button would put back
        self.listeners = Listeners()
        self.listeners.listen(self.el["games-list"], "click", self._on_click)
        self.listeners.listen(self.el["export-all"], "click", lambda event: self.export_all())
        self.listeners.listen(self.el["games-undo"], "click",
                              lambda event: asyncio.ensure_future(self.undo()))
        self._offset = -int(window.Date.new().getTimezoneOffset())

    async def load(self):
        """Read the library and list its games."""
        try:
            stored = json.loads(str(await store(self.window).list()))
        except Exception as error:  # no IndexedDB here (private mode, disabled)
            self.notice(_("The game library cannot be read in this browser: {reason}").format(
                reason=words(error)))
            stored = []
        entries, unreadable = [], 0
        for data in stored:
            try:
                entries.append(GameEntry.from_dict(data))
            except EntryError:  # a damaged entry, or one of a newer version: left as it is
                unreadable += 1
        if unreadable:
            self.notice(ngettext(
                "{n} kept game could not be read by this version; it is left as it is.",
                "{n} kept games could not be read by this version; they are left as they are.",
                unreadable).format(n=unreadable))
        self.entries = {entry.id: entry for entry in entries}
        rows = self.el["games-list"]
        rows.replaceChildren()
        for entry in sorted_entries(entries):
            rows.appendChild(self._row(entry))
        self._update_empty()

    def notice(self, text):
        """Show (or with None hide) a message above the list, as plain text."""
        self.el["games-notice"].textContent = text or ""
        self.el["games-notice"].hidden = not text

    # -- drawing ---------------------------------------------------------------------------
    def _row(self, entry):
        row = self._element("tr")
        row.dataset.gameId = entry.id
        for name, text in row_texts(entry, self._offset).items():
            cell = self._element("td", text)
            cell.dataset.cell = name
            row.appendChild(cell)
        # (a phone shows a row as a card without the column heads: the count says what it counts)
        row.lastChild.dataset.label = _("Moves")
        actions = self._element("td")
        link = f"index.html?library={entry.id}"
        for testid, text, href in (("game-resume", _("Resume"), link),
                                   ("game-review", _("Review"), link + "&review=1")):
            anchor = self._element("a", text)
            anchor.href = href
            anchor.dataset.testid = testid
            actions.appendChild(anchor)
        for testid, text in (("game-export", _("Export")), ("share-gif", _("GIF")),
                             ("share-animated-svg", _("Animated SVG")),
                             ("game-delete", _("Delete"))):
            button = self._element("button", text)
            button.type = "button"
            button.dataset.testid = testid
            actions.appendChild(button)
        row.appendChild(actions)
        return row

    def _element(self, tag, text=None):
        element = self.document.createElement(tag)
        if text is not None:
            element.textContent = text
        return element

    def _update_empty(self):
        empty = not self.entries
        self.el["games-empty"].hidden = not empty
        self.el["export-all"].disabled = empty

    # -- actions ---------------------------------------------------------------------------
    def _on_click(self, event):
        button = event.target.closest("button[data-testid]")
        if not button:  # (JavaScript's null: not one of the row buttons)
            return
        row = button.closest("tr[data-game-id]")
        entry = self.entries.get(str(row.dataset.gameId))
        if entry is None:
            return
        action = button.dataset.testid
        if action == "game-export":
            try:
                self._download(*export_one(entry, self._offset))
            except ValueError as error:  # a damaged save the engine refuses
                self.notice(_("This game could not be exported: {reason}").format(reason=words(error)))
        elif action in ANIMATIONS:
            asyncio.ensure_future(self._animate(entry, ANIMATIONS[action], button))
        else:
            self._delete(entry, row)

    async def _animate(self, entry, kind, button):
        """Save the game's line as an animated ``kind`` ("gif", "svg") in the reader's piece
        set, theme and notation."""
        try:
            session, _problem = GameSession.from_dict(entry.save)
        except SessionError as error:  # a damaged save the engine refuses
            self.notice(_("This game could not be exported: {reason}").format(reason=error))
            return
        settings = read_settings(self.window.localStorage.getItem(SETTINGS_KEY))
        game = session.game
        dark = self.window.matchMedia("(prefers-color-scheme: dark)").matches
        looks = looks_of(settings, game.name, choices_of(game.name), prefers_dark=dark)
        orientation = entry.save.get("orientation")
        button.disabled = True
        try:
            await save_line(session, orientation if orientation in (0, 1) else 0,
                            notation_of(settings, game, language()), config_fields(looks), kind, self.notice)
        finally:
            button.disabled = False

    def _delete(self, entry, row):
        """Remove a game from the library and from the list."""
        async def remove():
            try:
                await store(self.window).remove(entry.id)
            except Exception as error:
                self.notice(_("The game could not be deleted: {reason}").format(reason=words(error)))
                return
            self.entries.pop(entry.id, None)
            row.remove()
            self._update_empty()
            self.notice(None)
            self._say_deleted(entry)

        asyncio.ensure_future(remove())

    def _say_deleted(self, entry):
        """Say which game went (None: nothing to undo) and offer to put it back."""
        self.deleted = entry
        if entry is None:
            text = ""
        else:
            cells = row_texts(entry, self._offset)
            text = _("Deleted: {game}, last played {date}.").format(game=cells["game"], date=cells["date"])
        self.el["games-deleted"].textContent = text
        self.el["games-undo"].hidden = entry is None
        if entry is not None:  # (the focused Delete button went with its row)
            self.el["games-undo"].focus()

    async def undo(self):
        """Put the last deleted game back into the library and the list."""
        entry = self.deleted
        if entry is None:
            return
        try:
            await store(self.window).put(json.dumps(entry.to_dict()))
        except Exception as error:
            self.notice(_("The game could not be put back: {reason}").format(reason=words(error)))
            return
        self._say_deleted(None)
        await self.load()
        self.el["games-list"].querySelector(f'tr[data-game-id="{entry.id}"] button').focus()

    def export_all(self):
        """Download every kept game: one multi-game record file per game."""
        for name, text in export_all(sorted_entries(self.entries.values()), self._offset):
            self._download(name, text)

    def _download(self, name, text):
        """Let the browser save ``text`` as the file ``name``."""
        blob = self.window.Blob.new(to_js([text]), to_js({"type": _MIME},
                                                         dict_converter=self.window.Object.fromEntries))
        url = self.window.URL.createObjectURL(blob)
        anchor = self._element("a")
        anchor.href = url
        anchor.download = name
        self.document.body.appendChild(anchor)
        anchor.click()
        anchor.remove()
        self.window.setTimeout(create_once_callable(lambda: self.window.URL.revokeObjectURL(url)),
                               1000)
