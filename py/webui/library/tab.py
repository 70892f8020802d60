"""Which game a browser tab shows and under which library id it is kept. Pure Python.

``localStorage["kiban.game"]`` (shared by the tabs) is the game the last saving tab shows; each
tab keeps its own copy in ``sessionStorage["kiban.library.tab"]`` (one per tab, survives
reloads). Both carry ``"library": {"id", "created", "updated"}``: the tab's `Tag` and when the
entry was last written (`updated_of`: a tab writes the entry only if no other tab wrote it
since, else its game goes on under a new id; see webui.page.library). On load a tab whose own
game differs from the shared one (another tab saved since) shows its own (`choose`). The first
save after load keeps the restored game's tag when the page opened that very game, else a new
game gets a new tag (`claim`): so an old save without a tag is imported under a new id, and a
link to another game never overwrites the game it replaced. Later a new game (another
`GameSession`) always gets a new tag.
"""

import json
import random
import string
from dataclasses import dataclass

from webui.play.links import LIBRARY_ID

TAB_KEY = "kiban.library.tab"
_ALPHABET = string.ascii_lowercase + string.digits


@dataclass(frozen=True)
class Tag:
    """A game's identity in the library: ``id`` and when it was ``created`` (ms since 1970)."""

    id: str
    created: int

    def to_dict(self):
        """The form kept in the saved game's ``"library"`` field."""
        return {"id": self.id, "created": self.created}


def new_tag(now, rng=random):
    """A fresh `Tag` created at ``now`` (ms): the time in base 36 and six random characters."""
    stamp, digits = int(now), ""
    while stamp:
        stamp, digit = divmod(stamp, 36)
        digits = _ALPHABET[digit] + digits
    return Tag(f"{digits or '0'}-{''.join(rng.choice(_ALPHABET) for _ in range(6))}", int(now))


def parse(raw):
    """The saved-game dict in the JSON text ``raw``, or None (missing or unreadable)."""
    try:
        data = json.loads(raw) if raw else None
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def tag_of(data):
    """The `Tag` in a saved game's dict, or None (none, or not a valid one)."""
    kept = data.get("library") if isinstance(data, dict) else None
    try:
        tag = Tag(kept["id"], int(kept["created"]))
    except (TypeError, KeyError, ValueError):
        return None
    return tag if isinstance(tag.id, str) and LIBRARY_ID.fullmatch(tag.id) else None


def updated_of(data):
    """When the entry of a saved game's dict was last written (ms), or None (not said: a save
    from before this was kept, or a new game)."""
    kept = data.get("library") if isinstance(data, dict) else None
    updated = kept.get("updated") if isinstance(kept, dict) else None
    return updated if isinstance(updated, int) and not isinstance(updated, bool) else None


def same_game(first, second):
    """Whether two saved-game dicts hold the same game (start, rule and moves)."""
    return _identity(first) == _identity(second)


def choose(shared_raw, tab_raw):
    """The saved-game text this tab should open with instead of the shared one, or None to
    keep the shared one: the tab's own game when the shared one is another tagged game, or the
    same kept game where another tab followed another line."""
    mine, theirs = parse(tab_raw), parse(shared_raw)
    own, shared = tag_of(mine), tag_of(theirs)
    if own is not None and shared is not None and (own.id != shared.id
                                                   or not same_game(mine, theirs)):
        return tab_raw
    return None


def _identity(data):
    return tuple(data.get(key) for key in ("game", "start", "rule", "moves"))


def adopt(restored, ident, now):
    """The `Tag` of a game whose id is given (a game played by link: the same id on both
    devices): the restored game's tag when it has that id (it keeps its creation time), else a
    new tag with that id."""
    tag = tag_of(restored)
    return tag if tag is not None and tag.id == ident else Tag(ident, int(now))


def claim(restored, save, now, rng=random):
    """The `Tag` of the first save after load: the restored game's (``restored``: the dict the
    page restored, or None) when ``save`` is that game unchanged and tagged, else a new one."""
    tag = tag_of(restored)
    if tag is not None and same_game(restored, save):
        return tag
    return new_tag(now, rng)
