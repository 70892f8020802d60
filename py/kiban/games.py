"""The registry of games: the one place where a game is found by its name.

>>> from kiban import games
>>> games.get("shogi").color_titles
('Sente', 'Gote')
>>> [game.name for game in games.available()]
['shogi', 'xiangqi', 'minishogi']

Everything else asks a game's descriptor (:class:`kiban.core.game.Game`) and never compares names.
"""

import importlib

from kiban.errors import KibanError
from kiban.messages import Message

# name -> module declaring ``GAME``; the order is the order games are offered in.
_DESCRIPTORS = {"shogi": "kiban.shogi.game", "xiangqi": "kiban.xiangqi.game",
                "minishogi": "kiban.minishogi.game"}
DEFAULT = "shogi"


class UnknownGameError(KibanError):
    """A game name that is not in the registry."""


def names():
    """The registered game names, in the order they are offered."""
    return list(_DESCRIPTORS)


def get(name):
    """The descriptor of the game called ``name``; :class:`UnknownGameError` for any other text."""
    module = _DESCRIPTORS.get(name) if isinstance(name, str) else None
    if module is None:
        raise UnknownGameError(Message("unknown-game", name=str(name)[:40], names=", ".join(names())))
    return importlib.import_module(module).GAME


def available():
    """The descriptors of every registered game whose engine can be imported."""
    found = []
    for name in names():
        try:
            found.append(get(name))
        except ImportError:
            continue
    return found


def played_over(protocol):
    """The descriptors of the games an engine protocol (``usi`` / ``uci``) plays, in the order
    they are offered: the first is the one it plays until told otherwise."""
    return [game for game in available() if game.protocol == protocol]


def default():
    """The descriptor of the game a page opens with when nothing says otherwise."""
    return get(DEFAULT)
