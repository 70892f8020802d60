"""The game page's side of the game library (browser only): before the page opens, `prepare`
picks the tab's own game or the game a ``?library=<id>`` link asks for; then `Library.keep`,
called by `App.save`, tags every save with the game's library id (see `webui.library.tab`),
keeps the tab's copy in ``sessionStorage`` and puts the entry in IndexedDB (through
assets/js/library-store.js, without waiting for it).
"""

import asyncio
import json

from kiban.i18n import _
from webui.library import tab
from webui.library.entry import EntryError, GameEntry
from webui.play.links import LinkError, library_request, split_query

STORAGE_KEY = "kiban.game"  # the shared saved game (the one `App` restores)


def store(window):
    """The library's IndexedDB module (globalThis.kibanLibrary, see library-store.js)."""
    return window.kibanLibrary


async def prepare(window):
    """Put in ``localStorage["kiban.game"]`` the game this tab opens with: the game a
    ``library=`` link names, else the tab's own game if another tab saved since. Returns a
    message for the page when the link cannot be followed, else None."""
    local, own = window.localStorage, window.sessionStorage
    mine = tab.choose(local.getItem(STORAGE_KEY), own.getItem(tab.TAB_KEY))
    if mine is not None:
        local.setItem(STORAGE_KEY, mine)
    try:
        request = library_request(split_query(str(window.location.search)))
        if request is None:
            return None
        ident, review = request
        text = await store(window).get(ident)
        if not text:
            return _("There is no game '{id}' in this browser's library (it may have been "
                     "deleted): the game shown is the one you had.").format(id=ident)
        entry = GameEntry.from_dict(json.loads(text))
    except (LinkError, EntryError, ValueError) as error:
        return _("The library link could not be opened: {reason}.").format(reason=error)
    except Exception as error:  # IndexedDB refused (private mode, storage disabled)
        return _("The game library is not available in this browser ({reason}).").format(
            reason=error)
    save = dict(entry.save, library=tab.Tag(entry.id, entry.created).to_dict())
    if review:
        save["review"] = 0 if entry.length else None
    raw = json.dumps(save)
    local.setItem(STORAGE_KEY, raw)
    own.setItem(tab.TAB_KEY, raw)
    return None


class Library:
    """Keeps the page's games in the library. ``notice(text)`` shows a message."""

    def __init__(self, window, notice):
        self.window = window
        self.notice = notice
        self._restored = tab.parse(window.localStorage.getItem(STORAGE_KEY))
        self._session = None   # the GameSession the tag belongs to
        self._tag = None
        self._stored = False   # the entry was put at least once
        self._failed = False

    def keep(self, session, save):
        """Tag ``save`` (the saved form of ``session``, changed in place) with the game's
        library id, keep it as this tab's game and put its entry in the library (a game without
        moves only once it was stored)."""
        now = int(self.window.Date.now())
        if session is not self._session:
            first = self._session is None
            self._tag = tab.claim(self._restored, save, now) if first else tab.new_tag(now)
            self._session, self._stored = session, False
        save["library"] = self._tag.to_dict()
        text = json.dumps(save)
        self.window.sessionStorage.setItem(tab.TAB_KEY, text)
        if session.last_ply or session.ending or self._stored:
            self._stored = True
            entry = GameEntry.of(session, save, self._tag.id, self._tag.created, now)
            asyncio.ensure_future(self._put(json.dumps(entry.to_dict())))

    async def _put(self, text):
        try:
            await store(self.window).put(text)
        except Exception as error:  # no IndexedDB (private mode, disabled, full): say it once
            if not self._failed:
                self._failed = True
                self.notice(_("This game could not be kept in the game library: {reason}")
                            .format(reason=error))
