"""Share links on the game page (browser only): open the game a link describes, keep the
address bar in step with the game, the Share dialog, and the panel that explains a broken link.

`App` calls `open_link()` while it starts, `wire()` once its controls exist and
`update_address()` after every change. The parsing and checking is `links.py` (pure Python);
everything taken from a link is shown with ``textContent`` only.

A link wins over the saved game, but the saved game is not lost: when it differs from the link's
game it is copied to ``localStorage["kiban.game.before-link"]`` and the panel offers to go back
to it (until it is restored or dismissed).
"""

import asyncio
import json

from pyodide.ffi import create_proxy

from webui.play.links import LinkError, has_link, parse_link, same_game, session_of, session_query, split_query
from webui.play.session import GameSession, SessionError

BACKUP_KEY = "kiban.game.before-link"
_IDS = ("share", "share-dialog", "share-link", "share-position", "share-embed", "share-copy",
        "share-copy-position", "share-copy-embed", "share-close", "share-said", "link-panel",
        "link-title", "link-message", "link-moves", "link-restore", "link-dismiss")


class Sharing:
    """The share-link behaviour of one `App`."""

    def __init__(self, app):
        self.app = app
        self.window = app.window
        self.document = app.document
        self.el = {name: self.document.getElementById(name) for name in _IDS}
        self._held = None      # the state a broken link was opened at: the address keeps the
        self._proxies = []     # link's text until the user changes something

    # -- opening ---------------------------------------------------------------------------
    def open_link(self, saved, problem):
        """The session to start with: the link's game if the address holds one, else ``saved``
        (with its restore ``problem``). Returns (session, problem); sets the app's orientation."""
        try:
            params = split_query(str(self.window.location.search))
            if not has_link(params):
                return saved, problem
            link = parse_link(params)
        except LinkError as error:
            return self._broken(error, saved, problem)
        session = session_of(link)
        if not same_game(session, saved):
            self._keep(saved)  # before the link turns the board: the kept game keeps its own
        elif saved.ending:  # the same game, ended by a player: keep that ending
            saved.review(link.ply)
            self.app.orientation = link.flip
            return saved, problem
        self.app.orientation = link.flip
        return session, None

    def _keep(self, saved):
        """Keep the saved game restorable (if it holds anything) and say so."""
        if not (saved.last_ply or saved.ending):
            return
        storage = self.window.localStorage
        if not storage.getItem(BACKUP_KEY):
            data = saved.to_dict()
            data["orientation"] = self.app.orientation
            storage.setItem(BACKUP_KEY, json.dumps(data))
        self._panel("Opened the game from the link",
                    "Your previous game was kept: you can go back to it.", restore=True)

    def _broken(self, error, saved, problem):
        """Show what is wrong with the link; open its valid part if it has one."""
        session = saved
        if error.link is not None:
            try:
                session = session_of(error.link)
                if not same_game(session, saved):
                    self._keep(saved)
                self.app.orientation = error.link.flip
            except (ValueError, SessionError):
                session = saved
        text = str(error)
        self._panel("This link could not be opened", text[:1].upper() + text[1:],
                    restore=bool(self.window.localStorage.getItem(BACKUP_KEY)))
        self._show_moves(error)
        self._held = "broken"
        return session, problem

    # -- the panel -------------------------------------------------------------------------
    def _panel(self, title, message, restore):
        self.el["link-title"].textContent = title
        self.el["link-message"].textContent = message
        self.el["link-moves"].replaceChildren()
        self.el["link-moves"].hidden = True
        self.el["link-restore"].hidden = not restore
        self.el["link-panel"].hidden = False
        self.el["link-panel"].dataset.kind = "broken" if "could not" in title else "opened"

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
            item.setAttribute("aria-label", f"refused: {error.bad_move[:16]}")
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
            self.app.notice(f"The previous game could not be restored ({error}); it is still "
                            f"kept under '{BACKUP_KEY}' in local storage.")
            return None
        self.window.localStorage.removeItem(BACKUP_KEY)
        self._held = None
        self.app.session = session
        if data.get("orientation") in (0, 1):
            self.app.board.set_config(orientation=data["orientation"])
        self.el["link-panel"].hidden = True
        self.app.notice(problem)
        self.app.refresh()
        return None

    def _dismiss(self, event=None):
        self.window.localStorage.removeItem(BACKUP_KEY)
        self.el["link-panel"].hidden = True

    # -- the address -----------------------------------------------------------------------
    def query(self):
        """The query string of what the page shows now."""
        return session_query(self.app.session, self.app.board.config.orientation)

    def update_address(self):
        """Make the address bar show the current game (replacing the entry, never adding one).
        After a broken link the address keeps the link's text until the game changes."""
        query = self.query()
        if self._held is not None:
            if self._held in ("broken", query):
                self._held = query
                return
            self._held = None
        location = self.window.location
        if str(location.search) != query:
            self.window.history.replaceState(None, "", str(location.pathname) + query)

    # -- the Share dialog ------------------------------------------------------------------
    def wire(self):
        """Bind the Share button, the dialog and the link panel's buttons."""
        handlers = {
            "share": self.show_dialog, "share-close": lambda e: self.el["share-dialog"].close(),
            "share-copy": lambda e: self._copy("share-link", "Link"),
            "share-copy-position": lambda e: self._copy("share-position", "Position"),
            "share-copy-embed": lambda e: self._copy("share-embed", "Embed code"),
            "link-restore": self._restore, "link-dismiss": self._dismiss,
        }
        for name, handler in handlers.items():
            proxy = create_proxy(handler)
            self._proxies.append(proxy)
            self.el[name].addEventListener("click", proxy)
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
        title = f"{self.app.session.game.title} position"
        return (f'<iframe src="{src}" width="560" height="460" title="{title}" '
                f'style="border:0;max-width:100%" loading="lazy"></iframe>')

    def show_dialog(self, event=None):
        """Open the Share dialog with the link, the SFEN/FEN and the embed code."""
        session = self.app.session
        self.el["share-link"].value = self.share_url()
        self.el["share-position"].value = session.facts().text
        self.el["share-embed"].value = self.embed_code()
        self.el["share-said"].textContent = ""
        self.el["share-dialog"].showModal()
        self.el["share-link"].select()

    def _copy(self, field, what):
        asyncio.ensure_future(self._copy_text(field, what))

    async def _copy_text(self, field, what):
        element = self.el[field]
        try:
            await self.window.navigator.clipboard.writeText(element.value)
            said = f"{what} copied."
        except Exception:  # no clipboard access: leave the text selected for the user to copy
            said = f"Copying is not allowed here: the {what.lower()} is selected, press Ctrl+C."
        element.focus()
        element.select()
        self.el["share-said"].textContent = said
