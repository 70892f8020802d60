"""Share links: the query parameters that describe a game, read and written. Pure Python.

    ?game=shogi&sfen=…&moves=7g7f,3c3d&ply=1&flip=1&notation=japanese
                (docs/embedding.md, "Links to a game", lists them all)

`parse_link(params)` checks everything through the engine and returns a `Link` holding the
engine's `Move` objects (the text is parsed once, here); a link that cannot be opened raises
`LinkError`, which says precisely what is wrong (the engine's own message for a bad position or a
refused move) and carries what was valid before the problem, so a page can show the moves up to
the bad one. `link_query(...)` writes the canonical query. What differs between games (the
position parameter, rules, handicaps) is asked of the game's `kiban.games` descriptor. Nothing
here touches the browser; the page only ever shows these texts as plain text.
"""

import re
from dataclasses import dataclass, field
from functools import lru_cache

from kiban import games

from webui.i18n import _, ngettext
from .marks import NO_MARKS, MarkError, parse_marks
from .querytext import parse_pairs, quoter
from .session import GameSession, SessionError
from webui.i18n.words import words

# and each game's position parameter:
GAME_PARAMS = ("game", "handicap", "rule", "moves", "ply", "flip", "composed", "end")
MAX_QUERY = 20_000       # characters in a whole query string
MAX_POSITION = 200       # characters of an SFEN / FEN (a real one has fewer than 100)
MAX_MOVES = 1_000        # moves in a link
MAX_QUOTE = 40           # characters of a bad value quoted back in a message
MAX_MESSAGE = 300        # characters of an engine message (it may quote the bad input)
_QUOTE = quoter("/,*:-")  # kept readable in a query value (a space becomes "+")
LIBRARY_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")  # a game's id in the game library


def shorten(text, limit=MAX_QUOTE):
    """``text`` cut to ``limit`` characters with an ellipsis (for quoting bad input back)."""
    text = str(text)
    return text if len(text) <= limit else text[:limit - 1] + "…"


@dataclass
class Link:
    """A game as a link describes it: ``game`` (a registered name), ``start`` (SFEN/FEN, None
    for the usual start), ``handicap``, ``rule`` (rule option value, None for the default),
    ``moves`` (the engine's ``Move`` objects, all legal in turn), ``ply`` (the move shown),
    ``flip`` (0 or 1), ``notation`` (the notation style to show the moves in, None: the
    reader's own), ``composed`` (1: the start is a composed position, read as ``strict=False``),
    ``marks`` (the arrows and circles drawn on the position shown, a
    `webui.play.marks.MarkSet`), ``end`` (how a player ended the game after its moves, as
    `GameSession.ending` holds it: ``("resign", color)``, ``("time", color)``, ``("draw",)``,
    ``("declare",)``; None: not ended by a player)."""

    game: str = games.DEFAULT
    start: object = None
    handicap: object = None
    rule: object = None
    moves: list = field(default_factory=list)
    ply: int = 0
    flip: int = 0
    notation: object = None
    composed: int = 0
    marks: object = NO_MARKS
    end: object = None

    def new_board(self):
        """A fresh engine board at the link's start position (before any move)."""
        game = games.get(self.game)
        if self.handicap:
            return game.handicap_board(self.handicap, self.rule)
        return game.new_board(self.start, self.rule, strict=not self.composed)

    def move_texts(self):
        """The moves in the engine's notation (USI / ICCS)."""
        return [games.get(self.game).move_text(move) for move in self.moves]


class LinkError(ValueError):
    """A link that cannot be opened. ``str(error)`` says what is wrong; ``param`` names the query
    parameter at fault; ``link`` is the valid part (start and the moves before the bad one) or
    None when not even a start position could be read; ``bad_move`` the refused move text."""

    def __init__(self, message, param=None, link=None, bad_move=None):
        super().__init__(message)
        self.param = param
        self.link = link
        self.bad_move = bad_move


def split_query(query):
    """The parameters of a query string ("?a=1&b=2" or "a=1&b=2") as {name: [values]}.
    Too long a query is refused before anything else is read."""
    query = query[1:] if query.startswith("?") else query
    if len(query) > MAX_QUERY:
        raise LinkError(_("the link is too long: its query has {length} characters, "
                          "at most {most} are read").format(length=len(query), most=MAX_QUERY))
    params = {}
    for name, value in parse_pairs(query):
        params.setdefault(name, []).append(value)
    return params


def single(params, name, default=None):
    """The one value of parameter ``name`` (``default`` if absent); a repeated one is an error."""
    values = params.get(name)
    if not values:
        return default
    if len(values) > 1:
        raise LinkError(_("the parameter '{name}' is given {count} times; give it once").format(
            name=name, count=len(values)), name)
    return values[0]


def link_params():
    """The names of the parameters that describe a game: `GAME_PARAMS` and every game's
    position parameter (``sfen``, ``fen``)."""
    return GAME_PARAMS + tuple(game.position_param for game in games.available())


def has_link(params):
    """True if the parameters describe a game (any of the link parameters is present)."""
    return any(name in params for name in link_params())


def _flag(params, name):
    value = single(params, name, "0").strip().lower()
    if value in ("0", "", "false", "no"):
        return 0
    if value in ("1", "true", "yes"):
        return 1
    raise LinkError(_("'{name}' must be 0 or 1, not {value!r}").format(
        name=name, value=shorten(value)), name)


def _game(params):
    """The descriptor of the link's game: named by ``game=``, else the one game whose position
    parameter is given, else the default game."""
    name = single(params, "game")
    if name is None:
        given = [game for game in games.available() if game.position_param in params]
        return given[0] if len(given) == 1 else games.default()
    name = name.strip().lower()
    if name not in games.names():
        choices = ", ".join(f"game={known}" for known in games.names())
        raise LinkError(_("unknown game {name!r}: the link must say one of {choices}").format(
            name=shorten(name), choices=choices), "game")
    try:
        return games.get(name)
    except ImportError:
        raise LinkError(_("{game} is not available in this version").format(game=name),
                        "game") from None


def _start(params, game):
    """(start position text or None, handicap or None); checks which parameters fit the game."""
    own = game.position_param
    for other in games.available():
        if other.position_param != own and other.position_param in params:
            raise LinkError(_("'{param}=' describes a {other} position, but the link is for "
                              "{game}: use '{own}='").format(
                param=other.position_param, other=other.name, game=game.name, own=own),
                other.position_param)
    start = single(params, own)
    handicap = single(params, "handicap")
    if handicap is not None and not game.handicaps():
        having = ", ".join(known.name for known in games.available() if known.handicaps())
        raise LinkError(_("a handicap exists only in {games}").format(games=having), "handicap")
    if start is not None and handicap:
        raise LinkError(_("give either a handicap or '{own}=', not both").format(own=own),
                        "handicap")
    if start is not None:
        start = " ".join(start.split())
        if not start:
            raise LinkError(_("'{own}=' is empty: give a position or leave the parameter out")
                            .format(own=own), own)
        if len(start) > MAX_POSITION:
            raise LinkError(_("the {format} is {length} characters long; a position has at most "
                              "{most}").format(format=own.upper(), length=len(start),
                                               most=MAX_POSITION), own)
    return start, (handicap.strip() if handicap else None)


def _notation(params, game):
    """The ``notation=`` style, None when absent; it must be one of the game's styles."""
    style = single(params, "notation")
    if style is None or not style.strip():
        return None
    style = style.strip().lower()
    if style not in game.notation_styles:
        raise LinkError(_("unknown notation {style!r} for {game}; known: {known}").format(
            style=shorten(style), game=game.name, known=", ".join(game.notation_styles)),
            "notation")
    return style


def _rule(params, game):
    rule = single(params, "rule")
    if rule is None or not rule.strip():
        return None
    rule = rule.strip()
    known = game.rules()
    if rule not in known:
        raise LinkError(_("unknown rule {rule!r} for {game}; known: {known}").format(
            rule=shorten(rule), game=game.name, known=", ".join(known)), "rule")
    return rule


def split_moves(text):
    """Move texts of a ``moves=`` value: separated by commas or spaces."""
    return [m for m in text.replace(",", " ").split() if m]


def _ply(params, count):
    text = single(params, "ply")
    if text is None or not text.strip():
        return count
    text = text.strip()
    if not text.isdigit() or not text.isascii():
        raise LinkError(_("ply must be a whole number from 0 to {count}, not {text!r}").format(
            count=count, text=shorten(text)), "ply")
    ply = int(text) if len(text) < 8 else count + 1
    if ply > count:
        raise LinkError(ngettext(
            "ply {ply} is out of range: the link has {count} move, so ply goes from 0 to {count}",
            "ply {ply} is out of range: the link has {count} moves, so ply goes from 0 to {count}",
            count).format(ply=shorten(text, 12), count=count), "ply")
    return ply


def parse_link(params):
    """The `Link` that query parameters ({name: [values]}, see `split_query`) describe.
    Raises `LinkError` naming the first problem (see the class)."""
    game = _game(params)
    start, handicap = _start(params, game)
    link = Link(game=game.name, start=start, handicap=handicap, rule=_rule(params, game),
                flip=_flag(params, "flip"), notation=_notation(params, game),
                composed=_flag(params, "composed"))
    try:
        board = link.new_board()
    except ValueError as error:  # the engine's KibanError: says what and where
        reason = shorten(words(error), MAX_MESSAGE)
        message = (_("handicap cannot be read: {reason}").format(reason=reason) if handicap else
                   _("the {format} cannot be read: {reason}").format(
                       format=game.position_param.upper(), reason=reason))
        raise LinkError(message, "handicap" if handicap else game.position_param) from None
    moves = split_moves(single(params, "moves", ""))
    if len(moves) > MAX_MOVES:
        raise LinkError(_("the link has {count} moves; at most {most} are read").format(
            count=len(moves), most=MAX_MOVES), "moves", link)
    for i, text in enumerate(moves):
        try:
            move = game.parse_move(text)
            board.push(move)
        except ValueError as error:
            link.ply = len(link.moves)
            raise LinkError(_("move {number} ({move}) cannot be played: {reason}").format(
                number=i + 1, move=shorten(text, 12), reason=shorten(words(error), MAX_MESSAGE)),
                "moves", link, bad_move=text) from None
        link.moves.append(move)
    link.ply = len(link.moves)
    try:
        link.ply = _ply(params, len(link.moves))
        link.marks = _marks(params, game)
        link.end = _ending(params, link)
    except LinkError as error:
        error.link = link
        raise
    return link


def ending_text(ending):
    """The ``end=`` value of an ending (`Link.end`): ``resign:0``, ``time:1``, ``draw``,
    ``declare`` (0: the first player, sente / red)."""
    return ":".join(str(part) for part in ending)


def _ending(params, link):
    """The ``end=`` of the link (see `ending_text`), checked by ending the link's game so."""
    text = single(params, "end")
    if text is None:
        return None
    kind, _sep, color = text.partition(":")
    ending = (kind, int(color)) if color in ("0", "1") else (kind,)
    try:
        session_of(link).end_as(ending)
    except SessionError as error:
        raise LinkError(_("end={text} cannot end this game: {reason}").format(
            text=shorten(text), reason=words(error)), "end") from None
    return ending


def _marks(params, game):
    """The ``arrows=`` and ``circles=`` of the position shown (see `webui.play.marks`)."""
    try:
        return parse_marks(game, single(params, "arrows"), single(params, "circles"))
    except MarkError as error:
        raise LinkError(str(error), error.param) from None


@lru_cache(maxsize=None)
def _usual(name):
    """(start position text, rule option value) of a new board of the game called ``name``."""
    game = games.get(name)
    board = game.new_board()
    return game.position_text(board), game.rule_of(board)


def _value(text):
    return _QUOTE(text).replace("%20", "+")


def link_query(game, start=None, handicap=None, rule=None, moves=(), ply=None, flip=0,
               notation=None, composed=0, marks=NO_MARKS, end=None):
    """The canonical query string ("?game=…") of a game state (``game``: its name, ``moves``:
    notation texts; ``composed``: the start is a composed position; ``marks``: the `MarkSet`
    drawn on the position shown; ``end``: how a player ended the game, see `ending_text`);
    parameters that only repeat the default (usual start, default rule, last ply, unflipped, not
    composed, no marks) are left out. ``notation`` is written whenever given: the default style
    depends on the reader's language, so the caller decides (`webui.play.settings.link_notation`)."""
    parts = [("game", game)]
    usual, default_rule = _usual(game)
    if handicap:
        parts.append(("handicap", handicap))
    elif start and start != usual:
        parts.append((games.get(game).position_param, start))
    if rule and rule != default_rule:
        parts.append(("rule", rule))
    if moves:
        parts.append(("moves", ",".join(moves)))
    if ply is not None and ply != len(moves):
        parts.append(("ply", str(ply)))
    if flip:
        parts.append(("flip", "1"))
    if notation:
        parts.append(("notation", notation))
    if composed:
        parts.append(("composed", "1"))
    if end:
        parts.append(("end", ending_text(end)))
    for name, text in (("arrows", marks.arrows_text(games.get(game))),
                       ("circles", marks.circles_text(games.get(game)))):
        if text:
            parts.append((name, text))
    return "?" + "&".join(f"{name}={_value(value)}" for name, value in parts)


def query_of(link):
    """`link_query` of a `Link`."""
    return link_query(link.game, link.start, link.handicap, link.rule, link.move_texts(),
                      link.ply, link.flip, link.notation, link.composed, link.marks, link.end)


def session_of(link):
    """A `GameSession` playing the link's game, showing its ply (raises what the engine raises)."""
    session = GameSession(link.game, start=None if link.handicap else link.start,
                          handicap=link.handicap, rule=link.rule, strict=not link.composed)
    session.play_line(link.moves)
    if link.end:
        session.end_as(link.end)
    session.review(link.ply)
    return session


def session_query(session, orientation=0, notation=None, marks=NO_MARKS):
    """The canonical query of what a `GameSession` shows (the line followed, a variation's
    too), with the board's ``orientation``, the ``notation`` style shown and the ``marks``
    drawn on the position shown."""
    return link_query(session.game.name, session.start, session.handicap, session.rule,
                      session.move_texts(), session.ply, orientation, notation,
                      not session.strict, marks, session.ending)


def same_game(a, b):
    """True if two sessions hold the same game (start, rule and the moves of the line; not the
    shown ply)."""
    return ((a.game, a.start, a.rule, a.strict, a.moves)
            == (b.game, b.start, b.rule, b.strict, b.moves))


def continues(a, b):
    """True if session ``a`` holds the game of session ``b`` with the same or more moves (the
    next link of a game played by link)."""
    return (a.game, a.start, a.rule, a.strict) == (b.game, b.start, b.rule, b.strict) \
        and a.moves[:len(b.moves)] == b.moves


def library_request(params):
    """``(id, review)`` of a link to a game of the library (``?library=<id>``, ``&review=1``
    to open it at its first position), or None when the query has no ``library=``. Raises
    `LinkError` for a malformed id or one mixed with the parameters of a game."""
    ident = single(params, "library")
    if ident is None:
        return None
    ident = ident.strip().lower()
    if not LIBRARY_ID.fullmatch(ident):
        raise LinkError(_("'library=' names a game kept in this browser (up to 40 letters, "
                          "digits and '-'), not {id!r}").format(id=shorten(ident)), "library")
    if has_link(params):
        raise LinkError(_("'library=' opens a game kept in this browser: give it without the "
                          "parameters of a game"), "library")
    return ident, bool(_flag(params, "review"))
