"""The game page's side of the game library (browser only): before the page opens, `prepare`
picks the tab's own game or the game a ``?library=<id>`` link asks for; then `Library.keep`,
called by `App.save`, tags every save with the game's library id (see `webui.library.tab`),
keeps the tab's copy in ``sessionStorage`` and puts the entry in IndexedDB (through
assets/js/library-store.js, without waiting for it).

Two tabs on one game (a second tab opens on the game the first one shows, or Resume is clicked
twice) never overwrite each other's moves: a tab writes the entry only if it is still the one
it last wrote or opened (``putUnlessChanged``); otherwise it reads the entry, adds the lines the
other tab played that its own game lacks as variations (`webui.library.lines`), writes that,
keeps those lines in its later saves and copies too, and says so. Only when the entry is gone
or holds another start does its game go on under a new id, a game of its own.
"""

import asyncio
import json

from webui.i18n import _
from webui.library import lines, tab
from webui.library.entry import EntryError, GameEntry
from webui.play.links import LinkError, library_request, split_query
from webui.i18n.words import words

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
        return _("The library link could not be opened: {reason}.").format(reason=words(error))
    except Exception as error:  # IndexedDB refused (private mode, storage disabled)
        return _("The game library is not available in this browser ({reason}).").format(
            reason=words(error))
    save = dict(entry.save, library=dict(tab.Tag(entry.id, entry.created).to_dict(), updated=entry.updated))
    if entry.analysis is not None:
        save["analysis"] = entry.analysis  # (the page shows it again: no new review)
    if review:
        save["review"] = 0 if entry.length else None
        save["reviewing"] = True  # (the page reviews the game, `webui.page.review`)
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
        self._adopted = None   # the id the next game is kept under (a game played by link)
        self._written = {}     # game id -> its entry's "updated" as this tab last wrote or opened it
        self._pending = {}     # game id -> (session, save, now, tag): its newest entry not yet
        #                        written (each game's own: a new game does not drop the last's)
        self._writing = False
        self._foreign = []     # lines another tab played in this game, kept as variations
        self._merged = False   # the tab said that another tab's lines were added

    def adopt(self, ident):
        """Keep the next game tagged (the one shown from now on) under the id ``ident``."""
        self._adopted = ident

    def keep(self, session, save):
        """Tag ``save`` (the saved form of ``session``, changed in place) with the game's
        library id, keep it as this tab's game and put its entry in the library (a game without
        moves only once it was stored)."""
        now = int(self.window.Date.now())
        if session is not self._session:
            first = self._session is None
            if self._adopted is not None:
                self._tag = tab.adopt(self._restored, self._adopted, now)
                self._adopted = None
            else:
                self._tag = tab.claim(self._restored, save, now) if first else tab.new_tag(now)
            reopened = tab.tag_of(self._restored) == self._tag
            self._written[self._tag.id] = tab.updated_of(self._restored) if reopened else None
            self._session, self._stored = session, False
            self._foreign = []
            if reopened and tab.same_game(self._restored, save):
                # The game as the library has it: nothing to write (a write would tell a tab
                # that has this game open too that another tab played on).
                save["library"] = self._restored["library"]
                self.window.sessionStorage.setItem(tab.TAB_KEY, json.dumps(save))
                self._stored = True
                return
        save["library"] = dict(self._tag.to_dict(), updated=now)
        if self._foreign:
            save["variations"] = lines.with_lines(save, self._foreign)["variations"]
        self.window.sessionStorage.setItem(tab.TAB_KEY, json.dumps(save))
        if session.last_ply or session.ending or self._stored:
            self._stored = True
            self._pending[self._tag.id] = (session, save, now, self._tag)
            if not self._writing:
                self._writing = True
                asyncio.ensure_future(self._write())

    async def _write(self):
        """Write the newest pending entry until none is left (saves made meanwhile are
        folded into the newest: each write waits for the one before)."""
        try:
            while self._pending:
                await self._put(*self._pending.pop(next(iter(self._pending))))
        finally:
            self._writing = False

    async def _put(self, session, save, now, tag):
        """Write the entry of ``save`` under ``tag`` unless another tab wrote it since; then
        add that tab's lines to it (`_merge`), or if they cannot meet write it under a new id
        (`_go_on_apart`)."""
        current = tag == self._tag
        entry = GameEntry.of(session, save, tag.id, tag.created, now)
        try:
            said = await store(self.window).putUnlessChanged(json.dumps(entry.to_dict()),
                                                            self._written.get(tag.id))
            if str(said) == "changed" and current and await self._merge(session, save, now, tag):
                said = "kept"
            if str(said) == "changed":
                tag = tab.new_tag(now)
                if current:
                    self._go_on_apart(tag)
                entry = GameEntry.of(session, save, tag.id, tag.created, now)
                await store(self.window).put(json.dumps(entry.to_dict()))
            self._written[tag.id] = now
        except Exception as error:  # no IndexedDB (private mode, disabled, full): say it once
            if not self._failed:
                self._failed = True
                self.notice(_("This game could not be kept in the game library: {reason}")
                            .format(reason=words(error)))

    async def _merge(self, session, save, now, tag, tries=3):
        """Another tab wrote this game's entry since: write it again with the lines of both
        (this tab's main line first); True when written, False when the entry is gone or
        holds another start."""
        for _attempt in range(tries):
            text = str(await store(self.window).get(tag.id) or "")
            theirs = json.loads(text) if text else None
            if not isinstance(theirs, dict) or not isinstance(theirs.get("save"), dict) \
                    or not lines.same_setup(theirs["save"], save):
                return False
            mine = lines.with_lines(save, self._foreign)
            self._foreign += lines.missing_lines(theirs["save"], mine)
            merged = lines.with_lines(save, self._foreign)
            entry = GameEntry.of(session, merged, tag.id, tag.created, now)
            said = await store(self.window).putUnlessChanged(json.dumps(entry.to_dict()),
                                                            theirs.get("updated"))
            if str(said) != "changed":
                self._copy_lines(tag)
                if not self._merged:
                    self._merged = True
                    self.notice(_("This game was also played on in another tab: the moves "
                                  "made there are kept too, as variations of this game."))
                return True
        return False

    def _copy_lines(self, tag):
        """Put the other tabs' lines into this tab's saved copies of the game ``tag``."""
        own = tab.parse(self.window.sessionStorage.getItem(tab.TAB_KEY))
        for key, storage in ((tab.TAB_KEY, self.window.sessionStorage),
                             (STORAGE_KEY, self.window.localStorage)):
            kept = tab.parse(storage.getItem(key))
            if tab.tag_of(kept) == tag and tab.same_game(kept, own):
                storage.setItem(key, json.dumps(lines.with_lines(kept, self._foreign)))

    def _go_on_apart(self, tag):
        """Another tab wrote this game's entry since this tab did: keep this tab's game under
        ``tag`` (a new id) from now on, in its saved copies too, and say so."""
        old, self._tag = self._tag.id, tag
        for key, storage in ((tab.TAB_KEY, self.window.sessionStorage),
                             (STORAGE_KEY, self.window.localStorage)):
            kept = tab.parse(storage.getItem(key))
            if tab.tag_of(kept) is not None and tab.tag_of(kept).id == old:
                if key == STORAGE_KEY and not tab.same_game(kept, tab.parse(
                        self.window.sessionStorage.getItem(tab.TAB_KEY))):
                    continue  # (the other tab's copy of its own game)
                kept["library"] = dict(tag.to_dict(), updated=tab.updated_of(kept))
                storage.setItem(key, json.dumps(kept))
        self.notice(_("This game was also played on in another tab: the moves made here are now "
                      "kept as a game of their own in the library."))
