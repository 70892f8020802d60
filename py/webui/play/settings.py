"""The player's settings kept in ``localStorage["kiban.settings"]`` as JSON, read and updated in
pure Python. This module owns only the ``notation`` key (``{"notation": {"<game>": "<style>"}}``,
one style per game); every other key (the sound setting, …) is kept untouched on writing.
"""

import json

SETTINGS_KEY = "kiban.settings"


def read_settings(raw):
    """The settings object stored as ``raw`` JSON text; {} when absent or not understood."""
    try:
        data = json.loads(raw) if raw else {}
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def notation_of(settings, game):
    """The notation style chosen for ``game`` (its descriptor), else the game's default."""
    chosen = settings.get("notation")
    style = chosen.get(game.name) if isinstance(chosen, dict) else None
    return style if style in game.notation_styles else game.default_notation


def with_notation(settings, game, style):
    """A copy of ``settings`` with ``style`` chosen for ``game``; other keys and other games'
    choices are kept. ValueError for a style the game does not have."""
    if style not in game.notation_styles:
        raise ValueError(f"{game.title} has no notation style {str(style)[:40]!r}")
    chosen = settings.get("notation")
    chosen = dict(chosen) if isinstance(chosen, dict) else {}
    chosen[game.name] = style
    return {**settings, "notation": chosen}
