"""Share links on the game page (browser only): open the game a link describes, keep the
address bar in step with the game, the Share dialog, and the panel that explains a broken link.

`App` calls `open()` while it starts (the decision itself is pure Python, `webui.play.opening`),
`wire()` once its controls exist and `update_address()` after a change; Sharing reads the app's
state only through the ``current`` and ``exercise_link`` callables and hands a restored game
back through ``on_restore``. Parsing and checking is `webui.play.links`; everything taken from a link is shown
with ``textContent`` only.

A link wins over the saved game, but the saved game is not lost: when it differs from the link's
game it is copied to ``localStorage["kiban.game.before-link"]`` and the panel offers to go back
to it (until it is restored or dismissed).
"""

import asyncio
import json

from webui.i18n import N_, _, language

from webui.export.download import save_line
from webui.play.links import session_query
from webui.play.settings import link_notation
from webui.play.opening import open_game
from webui.play.session import GameSession, SessionError
from . import diagrams
from .dom import Listeners
from webui.i18n.words import words

BACKUP_KEY = "kiban.game.before-link"
# What a copy button says: (copied, not allowed to copy: left selected).
COPIED = {
    "link": (N_("Link copied."),
             N_("Copying is not allowed here: the link is selected, press Ctrl+C.")),
    "position": (N_("Position copied."),
                 N_("Copying is not allowed here: the position is selected, press Ctrl+C.")),
    "embed": (N_("Embed code copied."),
              N_("Copying is not allowed here: the embed code is selected, press Ctrl+C.")),
}
_IDS = ("share", "share-dialog", "share-link", "share-position", "share-embed", "share-copy",
        "share-copy-position", "share-copy-embed", "share-close", "share-said", "share-edit",
        "edit-position", "share-download-svg", "share-download-png", "share-gif",
        "share-animated-svg", "link-panel",
        "link-title", "link-message", "link-moves", "link-restore", "link-dismiss")


class Sharing:
    """The share-link behaviour of the game page. ``current()`` returns the app's
    ``(session, orientation, notation style, marks of the position shown)``; ``looks()`` the
    `BoardConfig` fields of the reader's piece set and theme (diagrams are drawn with them);
    ``marks_of(node)`` the marks drawn on a position of the move tree (the animated GIF and
    SVG of the line show them); ``on_restore(session, orientation, problem)`` is called when the user takes back the game
    kept aside; ``notice(text)`` shows a message; ``exercise_link()`` is the link of the
    exercise the page shows (``exercise=``), or None: the address and the Share dialog keep it
    rather than the game's moves (a reload or a shared link opens the exercise again)."""

    def __init__(self, window, document, current, looks, marks_of, on_restore, notice,
                 exercise_link=lambda: None):
        self.window = window
        self.document = document
        self.current = current
        self.exercise_link = exercise_link
        self.looks = looks
        self.marks_of = marks_of
        self.on_restore = on_restore
        self.notice = notice
        self.el = {name: document.getElementById(name) for name in _IDS}
        self._held = None      # the state a broken link was opened at: the address keeps the
        self._listeners = Listeners()  # link's text until the user changes something

    # -- opening ---------------------------------------------------------------------------
    def open(self, saved, orientation, problem):
        """The `Opening` for the address: the link's game if it holds one, else ``saved``
        (shown with ``orientation``, restored with ``problem``). Keeps the saved game aside and
        explains a broken link on the way."""
        opening = open_game(str(self.window.location.search), saved, orientation, problem)
        storage = self.window.localStorage
        if opening.kept is not None and not storage.getItem(BACKUP_KEY):
            storage.setItem(BACKUP_KEY, json.dumps(opening.kept))
        if opening.error is not None:
            text = str(opening.error)
            self._panel(_("This link could not be opened"), text[:1].upper() + text[1:],
                        restore=bool(storage.getItem(BACKUP_KEY)), broken=True)
            self._show_moves(opening.error)
            self._held = "broken"
        elif opening.kept is not None:
            self._panel(_("Opened the game from the link"),
                        _("Your previous game was kept: you can go back to it."), restore=True)
        return opening

    # -- the panel -------------------------------------------------------------------------
    def _panel(self, title, message, restore, broken=False):
        self.el["link-title"].textContent = title
        self.el["link-message"].textContent = message
        self.el["link-moves"].replaceChildren()
        self.el["link-moves"].hidden = True
        self.el["link-restore"].hidden = not restore
        self.el["link-panel"].hidden = False
        self.el["link-panel"].dataset.kind = "broken" if broken else "opened"

    def _show_moves(self, error):
        moves = error.link.move_texts() if error.link else []
        if not moves and not error.bad_move:
            return
        box = self.el["link-moves"]
        for text in moves:
            item = self.document.createElement("li")
            item.textContent = text
            box.appendChild(item)
        if error.bad_move is not None:
            item = self.document.createElement("li")
            item.textContent = error.bad_move[:16]
            item.className = "kb-bad-move"
            item.setAttribute("aria-label", _("refused: {move}").format(move=error.bad_move[:16]))
            box.appendChild(item)
        box.hidden = False

    def _restore(self, event=None):
        raw = self.window.localStorage.getItem(BACKUP_KEY)
        if not raw:
            return self._dismiss()
        try:
            data = json.loads(raw)
            session, problem = GameSession.from_dict(data)
        except (ValueError, SessionError) as error:
            self.notice(_("The previous game could not be restored ({reason}); it is still "
                          "kept under '{key}' in local storage.").format(reason=words(error),
                                                                          key=BACKUP_KEY))
            return None
        self.window.localStorage.removeItem(BACKUP_KEY)
        self._held = None
        self.el["link-panel"].hidden = True
        orientation = data["orientation"] if data.get("orientation") in (0, 1) else None
        self.on_restore(session, orientation, problem)
        return None

    def _dismiss(self, event=None):
        self.window.localStorage.removeItem(BACKUP_KEY)
        self.el["link-panel"].hidden = True

    # -- the address -----------------------------------------------------------------------
    def query(self):
        """The query string of what the page shows now: the exercise's link while it shows
        one, else the game's."""
        return self.exercise_link() or self._game_query()

    def _game_query(self):
        """The query of the game shown, naming its notation style only where the reader's
        language would not (`webui.play.settings.link_notation`)."""
        session, orientation, style, marks = self.current()
        return session_query(session, orientation, link_notation(style, session.game, language()),
                             marks)

    def update_address(self):
        """Make the address bar show the current game, or the exercise (replacing the entry,
        never adding one). After a broken link the address keeps the link's text until the
        game changes."""
        query = self.query()
        shown = self._game_query()
        for name in ("edit-position", "share-edit"):  # the editor opens the shown position
            self.el[name].href = "editor.html" + shown
        if self._held is not None:
            if self._held in ("broken", query):
                self._held = query
                return
            self._held = None
        location = self.window.location
        if str(location.search) != query:
            self.window.history.replaceState(None, "", query)  # the path as it is

    # -- the Share dialog ------------------------------------------------------------------
    def wire(self):
        """Bind the Share button, the dialog and the link panel's buttons."""
        handlers = {
            "share": self.show_dialog, "share-close": lambda e: self.el["share-dialog"].close(),
            "share-copy": lambda e: self._copy("share-link", COPIED["link"]),
            "share-copy-position": lambda e: self._copy("share-position", COPIED["position"]),
            "share-copy-embed": lambda e: self._copy("share-embed", COPIED["embed"]),
            "link-restore": self._restore, "link-dismiss": self._dismiss,
            "share-download-svg": lambda e: self._download("svg"),
            "share-download-png": lambda e: self._download("png"),
            "share-gif": lambda e: self._animate("gif"),
            "share-animated-svg": lambda e: self._animate("svg"),
        }
        for name, handler in handlers.items():
            self._listeners.listen(self.el[name], "click", handler)
        self.el["share"].disabled = False

    def share_url(self):
        """The absolute link to the current game."""
        location = self.window.location
        return f"{location.origin}{location.pathname}{self.query()}"

    def embed_code(self):
        """An <iframe> snippet showing the current game on another page."""
        location = self.window.location
        folder = str(location.pathname).rsplit("/", 1)[0]
        src = f"{location.origin}{folder}/embed.html{self.query()}".replace("&", "&amp;")
        title = _("{game} position").format(game=_(self.current()[0].game.title))
        return (f'<iframe src="{src}" width="560" height="460" title="{title}" '
                f'style="border:0;max-width:100%" loading="lazy"></iframe>')

    def show_dialog(self, event=None):
        """Open the Share dialog with the link, the SFEN/FEN and the embed code."""
        session = self.current()[0]
        self.el["share-link"].value = self.share_url()
        self.el["share-position"].value = session.facts().text
        self.el["share-embed"].value = self.embed_code()
        self.el["share-said"].textContent = ""
        self.el["share-dialog"].showModal()
        self.el["share-link"].select()

    def _download(self, kind):
        asyncio.ensure_future(diagrams.download(*self.current(), self.looks(), kind))

    def _animate(self, kind):
        asyncio.ensure_future(self._save_animation(kind))

    async def _save_animation(self, kind):
        """Save the line followed, from its start, as an animated ``kind`` ("gif", "svg")."""
        session, orientation, style, _marks = self.current()
        buttons = [self.el["share-gif"], self.el["share-animated-svg"]]
        for button in buttons:
            button.disabled = True
        try:
            await save_line(session, orientation, style, self.looks(), kind, self._say,
                            self.marks_of)
        finally:
            for button in buttons:
                button.disabled = False

    def _say(self, text):
        self.el["share-said"].textContent = text

    def _copy(self, field, what):
        asyncio.ensure_future(self._copy_text(field, what))

    async def _copy_text(self, field, what):
        element = self.el[field]
        try:
            await self.window.navigator.clipboard.writeText(element.value)
            said = _(what[0])
        except Exception:  # no clipboard access: leave the text selected for the user to copy
            said = _(what[1])
        element.focus()
        element.select()
        self.el["share-said"].textContent = said
