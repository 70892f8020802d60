"""How each game's board looks: one drawing descriptor per game, found here and nowhere else.

The engine's descriptor (`kiban.games`) says what a game *is* (colours, squares, rules); the class
in ``styles/<game>.py`` says how its board is *drawn*: geometry (cells or points, margins, hand
boxes), the static board (lines, river, palaces, labels), the piece set and the small insets of
the marks. `style_of(name)` maps a registered game to its style; the rest of the board component
asks the style and never compares game names, so a new game adds one module and one line here.
"""

import importlib

from kiban import games

# game name -> module declaring ``STYLE`` (a `BoardStyle` subclass)
_MODULES = {"shogi": "webui.board.styles.shogi", "xiangqi": "webui.board.styles.xiangqi",
            "minishogi": "webui.board.styles.shogi"}  # shogi's style draws minishogi's 5×5 board
_STYLES = {}


def style_of(name):
    """The drawing descriptor (a `BoardStyle`) of the game registered as ``name``."""
    style = _STYLES.get(name)
    if style is None:
        game = games.get(name)  # UnknownGameError for a name the registry does not know
        style = _STYLES[name] = importlib.import_module(_MODULES[game.name]).STYLE(game)
    return style
