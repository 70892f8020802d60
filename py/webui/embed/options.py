"""An embedded board's parameters: the embed's own options (`parse_options`), a host's "set"
message read as link parameters (`host_params`) and the values an ``open`` message brings (the
ids' prefix, the frame's size). Pure Python; the link's own parameters (game, position, moves,
marks) are read by `webui.play.links`.
"""

from dataclasses import dataclass

from kiban import games
from webui.i18n import _

from webui.play.linklooks import link_looks
from webui.play.links import LinkError, shorten, single

MAX_MARKS = 90          # highlights read from one parameter
MAX_ID = 64


@dataclass(frozen=True)
class Options:
    """The embed's own parameters: ``interactive`` (the reader may move pieces and draw),
    ``highlight`` (square numbers), ``show`` (the origin whose legal
    moves are drawn as dots: ``("square", sq)`` or ``("hand", None, LETTER)``), ``coords``,
    ``layout`` ("auto", "wide", "tall"), ``pieces`` and ``theme`` (a piece set of the game and
    a theme, None: the reader's) and ``id`` (echoed in every event)."""

    interactive: bool = True
    highlight: tuple = ()
    show: object = None
    coords: bool = True
    layout: str = "auto"
    pieces: object = None
    theme: object = None
    id: str = ""


def _names(params, name):
    """The comma- or space-separated items of parameter ``name``."""
    names = [n for n in single(params, name, "").replace(",", " ").split() if n]
    if len(names) > MAX_MARKS:
        raise LinkError(_("'{name}' lists {count} items; at most {most}").format(
            name=name, count=len(names), most=MAX_MARKS), name)
    return names


def _square(game, text, name):
    try:
        return game.parse_square(text)
    except (ValueError, TypeError):
        raise LinkError(_("'{name}': {text!r} is not a {game} square (like {example})").format(
            name=name, text=shorten(text, 12), game=game.name, example=game.example_square),
            name) from None


def _drop_origin(game, show):
    """The hand origin a ``show=`` value like ``P*`` names, or None if it names no hand piece."""
    if not (game.has_hands and len(show) == 2 and show[1] == "*"):
        return None
    if show[0].upper() not in game.hand_letters:
        pieces = ", ".join(f"{letter}*" for letter in game.hand_letters)
        raise LinkError(_("'show': {text!r} names no piece that can be dropped ({pieces})")
                        .format(text=shorten(show, 12), pieces=pieces), "show")
    return ("hand", None, show[0].upper())


def parse_options(params, game):
    """The embed `Options` from query parameters ({name: [values]}) for the game called
    ``game``; `LinkError` if one is bad."""
    game = games.get(game)
    interactive = single(params, "interactive", "1").strip().lower()
    if interactive not in ("0", "1", "true", "false", "yes", "no", ""):
        raise LinkError(_("'interactive' must be 0 or 1, not {value!r}").format(
            value=shorten(interactive)), "interactive")
    marks = tuple(_square(game, n, "highlight") for n in _names(params, "highlight"))
    show = single(params, "show", "").strip()
    origin = None
    if show:
        origin = _drop_origin(game, show) or ("square", _square(game, show, "show"))
    layout = single(params, "layout", "auto").strip().lower() or "auto"
    if layout not in ("auto", "wide", "tall"):
        raise LinkError(_("'layout' must be auto, wide or tall, not {value!r}").format(
            value=shorten(layout)), "layout")
    coords = single(params, "coords", "1").strip().lower() not in ("0", "false", "no")
    ident = single(params, "id", "")
    return Options(interactive=interactive in ("1", "true", "yes", ""), highlight=marks,
                   show=origin, coords=coords, layout=layout,
                   id=ident[:MAX_ID], **link_looks(params, game.name))


def game_or_default(params):
    """The game a broken link names if it is a known one, else the default game."""
    try:
        name = single(params, "game", games.DEFAULT).strip().lower()
    except LinkError:
        return games.DEFAULT
    return name if name in games.names() else games.DEFAULT


def single_or_empty(params, name):
    """The first value of a parameter, cut to `MAX_ID`, or ""."""
    values = params.get(name) or [""]
    return str(values[0])[:MAX_ID]


def id_prefix(text):
    """The prefix of a board's SVG ids an ``open`` message asks for (``b3-``: letters, digits,
    ``-``, up to 24) after the embed's own ``kb-``; just ``kb-`` when it asks for none or for
    anything else."""
    text = text if isinstance(text, str) else ""
    ok = len(text) <= 24 and text.replace("-", "").isascii() and text.replace("-", "").isalnum()
    return f"kb-{text}" if ok else "kb-"


def frame_size(message):
    """The (width, height) an ``open`` or ``resize`` message gives (0 for a missing or bad one)."""
    try:
        return max(0.0, float(message.get("width", 0))), max(0.0, float(message.get("height", 0)))
    except (TypeError, ValueError):
        return (0.0, 0.0)


def host_params(message):
    """Link parameters ({name: [values]}) from a host's "set" message: strings, numbers and
    booleans as they are; lists (``moves``, ``highlight``, ``arrows``) joined with commas."""
    params = {}
    for name, value in message.items():
        if name in ("type", "kiban") or value is None:
            continue
        if isinstance(value, bool):
            value = "1" if value else "0"
        elif isinstance(value, (list, tuple)):
            value = ",".join(str(v) for v in value)
        params[str(name)] = [str(value)]
    return params


