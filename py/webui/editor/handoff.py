"""Play from here, pure Python: the saved game the game page opens with when the editor hands
it a position, against a person or the computer (side and level as in the new-game form).

The editor puts `play_save(...)` in ``localStorage["kiban.game"]`` and opens index.html: the page
restores it like any saved game (a new game, so the game library gives it an entry of its own;
the game shown before stays in the library).
"""

import random

from kiban.search.levels import DEFAULT_LEVEL
from webui.play.opponent import Opponent
from webui.play.session import GameSession

STORAGE_KEY = "kiban.game"  # the game page's saved game (`webui.page.app.STORAGE_KEY`)


def play_save(state, kind="human", side="0", level=str(DEFAULT_LEVEL), rng=random):
    """The saved form of a new game from the editor's position: ``kind`` "human" / "computer",
    ``side`` the player's colour "0" / "1" (or "random" where the game draws sides by lot),
    ``level`` "1".."8". Raises the engine's KibanError when the position cannot be played."""
    opponent = Opponent.choose(kind, side, level, rng)
    session = GameSession(state.game, start=state.text())
    data = session.to_dict()
    data["orientation"] = opponent.human if opponent.human is not None else 0
    data["opponent"] = opponent.to_dict()
    return data
