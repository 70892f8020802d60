"""The look a link asks for: ``pieces=`` (a piece set of the link's game) and ``theme=``, read
the same by embeds and the game page, for that view only (the reader's stored choice is kept).
Pure Python."""

from webui.i18n import _

from webui.board.styles import style_of
from webui.board.styles.themes import THEMES
from .links import LinkError, shorten, single


def one_of(params, name, choices):
    """The value of parameter ``name`` if it is one of ``choices``, None when absent;
    `LinkError` for another value."""
    value = single(params, name, "").strip().lower()
    if value and value not in choices:
        raise LinkError(_("'{name}' must be one of {choices}, not {value!r}").format(
            name=name, choices=", ".join(choices), value=shorten(value)), name)
    return value or None


def link_looks(params, game_name):
    """``{"pieces": …, "theme": …}`` from query parameters ({name: [values]}) for a board of the
    game called ``game_name``: each None when the link does not say; `LinkError` if one is bad."""
    return {"pieces": one_of(params, "pieces", style_of(game_name).piece_sets),
            "theme": one_of(params, "theme", THEMES)}
