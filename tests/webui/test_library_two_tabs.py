"""Two tabs on one kept game (webui.page.library.Library): neither overwrites the other's moves
in the library; the tab that finds the entry changed adds the other tab's lines to its game as
variations and says so."""

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor

from webui.library import tab
from webui.library.lines import lines_of as kept_lines
from webui.page.library import STORAGE_KEY, Library
from webui.play.opponent import Opponent
from webui.play.session import GameSession


class Storage:
    """localStorage / sessionStorage: getItem, setItem."""

    def __init__(self):
        self.items = {}

    def getItem(self, key):
        return self.items.get(key)

    def setItem(self, key, value):
        self.items[key] = value


class Store:
    """library-store.js in memory: entries by id, and the calls' order kept."""

    def __init__(self):
        self.entries = {}

    async def put(self, text):
        entry = json.loads(text)
        self.entries[entry["id"]] = entry

    async def get(self, ident):
        entry = self.entries.get(ident)
        return json.dumps(entry) if entry else ""

    async def putUnlessChanged(self, text, updated):
        entry = json.loads(text)
        kept = self.entries.get(entry["id"])
        if updated is not None and kept is not None and kept["updated"] != updated:
            return "changed"
        self.entries[entry["id"]] = entry
        return "kept"


class Clock:
    def __init__(self):
        self.ms = 1_714_557_600_000

    def now(self):
        self.ms += 1000
        return self.ms


class Window:
    """What Library uses of a tab's window; ``local`` and ``library`` shared between tabs."""

    def __init__(self, local, library, clock):
        self.localStorage, self.sessionStorage = local, Storage()
        self.kibanLibrary, self.Date = library, clock


class Tab:
    """A game page in a tab: its session, saved like App.save does (inside an event loop)."""

    def __init__(self, local, library, clock):
        self.window = Window(local, library, clock)
        self.notices = []
        self.library = self.session = None

    async def open(self):
        """Load the page: the game the tab opens with (as prepare() picks it), saved once."""
        mine = tab.choose(self.window.localStorage.getItem(STORAGE_KEY),
                          self.window.sessionStorage.getItem(tab.TAB_KEY))
        if mine is not None:
            self.window.localStorage.setItem(STORAGE_KEY, mine)
        self.library = Library(self.window, self.notices.append)
        restored = tab.parse(self.window.localStorage.getItem(STORAGE_KEY))
        self.session = GameSession.from_dict(restored)[0] if restored else GameSession("shogi")
        await self.save()
        return self

    async def save(self):
        data = self.session.to_dict()
        data["opponent"] = Opponent().to_dict()
        self.library.keep(self.session, data)
        self.window.localStorage.setItem(STORAGE_KEY, json.dumps(data))
        for _ in range(4):  # (let the library's writes run, as the browser would)
            await asyncio.sleep(0)

    async def play(self, *moves):
        for text in moves:
            self.session.play(self.session.game.parse_move(text))
            await self.save()


def lines(library):
    return sorted(tuple(entry["save"]["moves"]) for entry in library.entries.values())


def in_a_browser(scenario):
    """Run ``scenario(local, library, new_tab)`` in an event loop; ``await new_tab()`` opens a
    tab of the same browser (shared localStorage and library)."""
    local, library, clock = Storage(), Store(), Clock()
    # (in a thread of its own: the browser tests' Playwright may run a loop in this one)
    with ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, scenario(local, library, lambda: Tab(local, library, clock).open())).result()


def leaves(save):
    """The lines of a saved game that end in a leaf (none goes on from them), sorted."""
    found = {tuple(line) for line in kept_lines(save)}
    return tuple(sorted(line for line in found
                        if not any(other[:len(line)] == line != other for other in found)))


def trees(library):
    """Each entry's lines (main line and variations), sorted."""
    return sorted(leaves(entry["save"]) for entry in library.entries.values())


def test_two_tabs_adding_different_moves_to_one_game_keep_both_lines_as_variations():
    async def scenario(local, library, new_tab):
        first = await new_tab()
        await first.play("7g7f")
        second = await new_tab()                  # opens on the game the first tab shows
        assert second.session.to_dict()["moves"] == ["7g7f"]
        await second.play("3c3d")                 # the entry is second's now
        await first.play("8c8d")                  # first finds it changed: adds second's line
        assert trees(library) == [(("7g7f", "3c3d"), ("7g7f", "8c8d"))]
        assert lines(library) == [("7g7f", "8c8d")]  # (the last writer's line is the main one)
        assert len(first.notices) == 1 and "another tab" in first.notices[0]
        assert second.notices == []
        await first.play("2g2f")                  # later saves keep second's line
        await second.play("2g2f")                 # second adds first's line in turn
        assert trees(library) == [(("7g7f", "3c3d", "2g2f"), ("7g7f", "8c8d", "2g2f"))]
        await first.open()                        # reloaded: its own line, second's as it knew it
        assert leaves(first.session.to_dict()) == (("7g7f", "3c3d"), ("7g7f", "8c8d", "2g2f"))
        assert first.session.to_dict()["moves"] == ["7g7f", "8c8d", "2g2f"]
        await first.play("4a3b")
        await second.open()
        await second.play("8c8d")
        assert trees(library) == [(("7g7f", "3c3d", "2g2f", "8c8d"),
                                   ("7g7f", "8c8d", "2g2f", "4a3b"))]
        assert all("another tab" in notice for notice in first.notices + second.notices)

    in_a_browser(scenario)


def test_one_tab_reloading_and_playing_on_keeps_one_game():
    async def scenario(local, library, new_tab):
        only = await new_tab()
        await only.play("7g7f", "3c3d")
        await only.open()
        await only.play("2g2f")
        assert lines(library) == [("7g7f", "3c3d", "2g2f")] and only.notices == []

    in_a_browser(scenario)


def test_a_save_from_before_the_write_times_were_kept_is_written_without_a_fork():
    async def scenario(local, library, new_tab):
        first = await new_tab()
        await first.play("7g7f")
        old = json.loads(local.getItem(STORAGE_KEY))
        del old["library"]["updated"]
        local.setItem(STORAGE_KEY, json.dumps(old))
        later = await new_tab()
        await later.play("3c3d")
        assert lines(library) == [("7g7f", "3c3d")] and later.notices == []

    in_a_browser(scenario)


def test_a_move_saved_while_the_last_write_runs_survives_a_new_game_started_at_once():
    async def scenario(local, library, new_tab):
        only = await new_tab()
        await only.play("7g7f")
        for text in ("3c3d", "2g2f"):             # saved while the write before still runs
            only.session.play(only.session.game.parse_move(text))
            data = only.session.to_dict()
            data["opponent"] = Opponent().to_dict()
            only.library.keep(only.session, data)
        only.session = GameSession("shogi")       # a new game at once
        await only.play("5g5f")
        assert lines(library) == [("5g5f",), ("7g7f", "3c3d", "2g2f")]

    in_a_browser(scenario)


def test_a_game_left_for_a_new_one_does_not_overwrite_another_tabs_moves():
    async def scenario(local, library, new_tab):
        first = await new_tab()
        await first.play("7g7f")
        second = await new_tab()
        await second.play("3c3d")                 # the entry is second's now
        first.session.play(first.session.game.parse_move("8c8d"))
        data = first.session.to_dict()
        data["opponent"] = Opponent().to_dict()
        first.library.keep(first.session, data)   # written only after the new game starts
        first.session = GameSession("shogi")
        await first.play("5g5f")
        assert ("7g7f", "3c3d") in lines(library) and ("7g7f", "8c8d") in lines(library)

    in_a_browser(scenario)
