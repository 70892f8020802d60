"""The reader's settings kept in ``localStorage["kiban.settings"]`` as JSON, read and updated in
pure Python, the same for every page that shows boards (game page, editor, embeds).

Keys: ``notation`` and ``pieces`` (one choice per game: ``{"<game>": "<name>"}``), ``theme``,
``ranks`` (shogi's rank labels), ``animation`` and ``sound`` (booleans). What may be chosen is
passed in by the caller (the games' descriptors and drawing descriptors know it); a stored value
that is no longer a choice reads as the default. Keys this module does not know are kept
untouched on writing, and nothing is changed in place.

The language is not kept here but under `webui.i18n.STORAGE_KEY`, which the boot reads before
any text is shown.
"""

import json
from dataclasses import dataclass

SETTINGS_KEY = "kiban.settings"


def read_settings(raw):
    """The settings object stored as ``raw`` JSON text; {} when absent or not understood."""
    try:
        data = json.loads(raw) if raw else {}
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def write_settings(settings):
    """The JSON text to store ``settings`` under `SETTINGS_KEY`."""
    return json.dumps(settings, ensure_ascii=False)


def chosen(settings, key, choices, default, game=None):
    """The value stored under ``key`` (for the game called ``game`` when given) if it is one of
    ``choices``, else ``default``."""
    value = settings.get(key)
    if game is not None:
        value = value.get(game) if isinstance(value, dict) else None
    return value if value in choices else default


def with_choice(settings, key, value, choices, game=None):
    """A copy of ``settings`` with ``value`` stored under ``key`` (for the game called ``game``
    when given; other games' choices kept). ValueError if ``value`` is not one of
    ``choices``."""
    if value not in choices:
        raise ValueError(f"{str(value)[:40]!r} is not a choice for {key} "
                         f"(expected one of {', '.join(map(str, choices))})")
    if game is not None:
        per_game = settings.get(key)
        value = {**(per_game if isinstance(per_game, dict) else {}), game: value}
    return {**settings, key: value}


def notation_of(settings, game, language=None):
    """The notation style chosen for ``game`` (its descriptor), else the one its readers of
    ``language`` expect (`kiban.core.game.Game.notation_for`; None: the game's default)."""
    return chosen(settings, "notation", game.notation_styles, game.notation_for(language),
                  game.name)


def link_notation(style, game, language):
    """The ``notation=`` a link written by a reader of ``language`` who is shown ``style`` names:
    None when it is the style that language reads anyway (`notation_of`), so that whoever opens
    the link reads the moves in their own (a Japanese reader's link does not show ▲７六歩 to a
    Dutch one)."""
    return None if style == game.notation_for(language) else style


def with_notation(settings, game, style):
    """A copy of ``settings`` with ``style`` chosen for ``game``; other keys and other games'
    choices are kept. ValueError for a style the game does not have."""
    if style not in game.notation_styles:
        raise ValueError(f"{game.title} has no notation style {str(style)[:40]!r}")
    return with_choice(settings, "notation", style, game.notation_styles, game.name)


@dataclass(frozen=True)
class Choices:
    """What may be chosen for a board of one game: ``pieces`` (its piece sets, the default
    first), ``themes`` (the default first), ``dark_theme`` (the default when the reader's
    system prefers a dark scheme), ``ranks`` (rank label styles, the default first; empty when
    the game offers no choice)."""

    pieces: tuple
    themes: tuple
    dark_theme: str
    ranks: tuple = ()


@dataclass(frozen=True)
class Looks:
    """How the reader wants boards drawn and played: piece set, theme, rank labels (None for a
    game without a choice), animation."""

    pieces: str
    theme: str
    ranks: object
    animation: bool


def looks_of(settings, game_name, choices, prefers_dark=False, reduced_motion=False):
    """The `Looks` for a board of the game called ``game_name``: each stored choice if it is
    still offered, else its default (the dark theme when the system ``prefers_dark``);
    animation is off when the system asks for ``reduced_motion``."""
    theme = choices.dark_theme if prefers_dark else choices.themes[0]
    return Looks(
        pieces=chosen(settings, "pieces", choices.pieces, choices.pieces[0], game_name),
        theme=chosen(settings, "theme", choices.themes, theme),
        ranks=chosen(settings, "ranks", choices.ranks, choices.ranks[0]) if choices.ranks
        else None,
        animation=settings.get("animation") is not False and not reduced_motion)


def sound_on(settings):
    """True unless the reader turned the sound off."""
    return settings.get("sound") is not False
