"""How each game's board looks: one drawing descriptor per game, found here and nowhere else.

The engine's descriptor (`kiban.games`) says what a game *is* (colours, squares, rules) and names
the module that draws it (``Game.board_style``); the class ``STYLE`` in that module
(``styles/<game>.py``) says how its board is *drawn*: geometry (cells or points, margins, hand
boxes), the static board (lines, river, palaces, labels), the piece set and the small insets of
the marks. `style_of(name)` finds a registered game's style; the rest of the board component asks
the style and never compares game names, so a new game adds a style module at most (a shogi
variant uses shogi's, which draws any size).
"""

import importlib

from kiban import games

_STYLES = {}


def style_of(name):
    """The drawing descriptor (a `BoardStyle`) of the game registered as ``name``."""
    style = _STYLES.get(name)
    if style is None:
        game = games.get(name)  # UnknownGameError for a name the registry does not know
        style = _STYLES[name] = importlib.import_module(game.board_style).STYLE(game)
    return style
