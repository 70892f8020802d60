"""Share links: the query parameters that describe a game, read and written. Pure Python.

    ?game=shogi&sfen=…&moves=7g7f,3c3d&ply=1&flip=1        (README.md ("Share links and embedded boards") lists them all)

`parse_link(params)` checks everything through the engine and returns a `Link`; a link that
cannot be opened raises `LinkError`, which says precisely what is wrong (the engine's own
message for a bad position or a refused move) and carries what was valid before the problem,
so a page can show the moves up to the bad one. `link_query(...)` writes the canonical query.
Nothing here touches the browser; the page only ever shows these texts as plain text.
"""

from dataclasses import dataclass, field
from urllib.parse import parse_qsl, quote

from .games import GameAdapter

GAMES = ("shogi", "xiangqi")
POSITION_PARAM = {"shogi": "sfen", "xiangqi": "fen"}
NOTATION = {"shogi": "USI", "xiangqi": "ICCS"}
LINK_PARAMS = ("game", "sfen", "fen", "handicap", "rule", "moves", "ply", "flip")
MAX_QUERY = 20_000       # characters in a whole query string
MAX_POSITION = 200       # characters of an SFEN / FEN (a real one has fewer than 100)
MAX_MOVES = 1_000        # moves in a link
MAX_QUOTE = 40           # characters of a bad value quoted back in a message
MAX_MESSAGE = 300        # characters of an engine message (it may quote the bad input)
_SAFE = "/,*:-"          # kept readable in a query value (a space becomes "+")


def shorten(text, limit=MAX_QUOTE):
    """``text`` cut to ``limit`` characters with an ellipsis (for quoting bad input back)."""
    text = str(text)
    return text if len(text) <= limit else text[:limit - 1] + "…"


@dataclass
class Link:
    """A game as a link describes it: ``game``, ``start`` (SFEN/FEN, None for the usual start),
    ``handicap`` (shogi), ``rule`` (rule option value, None for the default), ``moves``
    (notation texts, all legal in turn), ``ply`` (the move shown), ``flip`` (0 or 1)."""

    game: str = "shogi"
    start: object = None
    handicap: object = None
    rule: object = None
    moves: list = field(default_factory=list)
    ply: int = 0
    flip: int = 0

    def new_board(self):
        """A fresh engine board at the link's start position (before any move)."""
        adapter = GameAdapter(self.game)
        if self.handicap:
            return adapter.handicap_board(self.handicap, self.rule)
        return adapter.new_board(self.start, self.rule)

    def boards(self):
        """(live board after every move, board at ``ply``)."""
        adapter = GameAdapter(self.game)
        board = self.new_board()
        shown = None
        for i, text in enumerate(self.moves):
            if i == self.ply:
                shown = board.copy()
            board.push(adapter.parse(text))
        return board, shown if shown is not None else board


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
        raise LinkError(f"the link is too long: its query has {len(query)} characters, "
                        f"at most {MAX_QUERY} are read")
    params = {}
    for name, value in parse_qsl(query, keep_blank_values=True):
        params.setdefault(name, []).append(value)
    return params


def single(params, name, default=None):
    """The one value of parameter ``name`` (``default`` if absent); a repeated one is an error."""
    values = params.get(name)
    if not values:
        return default
    if len(values) > 1:
        raise LinkError(f"the parameter '{name}' is given {len(values)} times; give it once",
                        name)
    return values[0]


def has_link(params):
    """True if the parameters describe a game (any of the link parameters is present)."""
    return any(name in params for name in LINK_PARAMS)


def _flag(params, name):
    value = single(params, name, "0").strip().lower()
    if value in ("0", "", "false", "no"):
        return 0
    if value in ("1", "true", "yes"):
        return 1
    raise LinkError(f"'{name}' must be 0 or 1, not {shorten(value)!r}", name)


def _game(params):
    game = single(params, "game")
    if game is None:
        return "xiangqi" if "fen" in params and "sfen" not in params else "shogi"
    game = game.strip().lower()
    if game not in GAMES:
        raise LinkError(f"unknown game {shorten(game)!r}: the link must say game=shogi or "
                        f"game=xiangqi", "game")
    return game


def _start(params, game):
    """(start position text or None, handicap or None); checks which parameters fit the game."""
    own, other = POSITION_PARAM[game], POSITION_PARAM["xiangqi" if game == "shogi" else "shogi"]
    if other in params:
        raise LinkError(f"'{other}=' describes a {'xiangqi' if other == 'fen' else 'shogi'} "
                        f"position, but the link is for {game}: use '{own}='", other)
    start = single(params, own)
    handicap = single(params, "handicap")
    if handicap is not None and game != "shogi":
        raise LinkError("a handicap exists only in shogi", "handicap")
    if start is not None and handicap:
        raise LinkError(f"give either a handicap or '{own}=', not both", "handicap")
    if start is not None:
        start = " ".join(start.split())
        if not start:
            raise LinkError(f"'{own}=' is empty: give a position or leave the parameter out", own)
        if len(start) > MAX_POSITION:
            raise LinkError(f"the {own.upper()} is {len(start)} characters long; a position "
                            f"has at most {MAX_POSITION}", own)
    return start, (handicap.strip() if handicap else None)


def _rule(params, adapter):
    rule = single(params, "rule")
    if rule is None or not rule.strip():
        return None
    rule = rule.strip()
    known = [value for value, _ in adapter.rules()]
    if rule not in known:
        raise LinkError(f"unknown rule {shorten(rule)!r} for {adapter.game}; known: "
                        f"{', '.join(known)}", "rule")
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
        raise LinkError(f"ply must be a whole number from 0 to {count}, not {shorten(text)!r}",
                        "ply")
    ply = int(text) if len(text) < 8 else count + 1
    if ply > count:
        moves = "move" if count == 1 else "moves"
        raise LinkError(f"ply {shorten(text, 12)} is out of range: the link has {count} {moves}, "
                        f"so ply goes from 0 to {count}", "ply")
    return ply


def parse_link(params):
    """The `Link` that query parameters ({name: [values]}, see `split_query`) describe.
    Raises `LinkError` naming the first problem (see the class)."""
    game = _game(params)
    try:
        adapter = GameAdapter(game)
    except ImportError:
        raise LinkError(f"{game} is not available in this version", "game") from None
    start, handicap = _start(params, game)
    link = Link(game=game, start=start, handicap=handicap, rule=_rule(params, adapter),
                flip=_flag(params, "flip"))
    try:
        board = link.new_board()
    except ValueError as error:  # the engine's KibanError: says what and where
        what = "handicap" if handicap else f"the {POSITION_PARAM[game].upper()}"
        raise LinkError(f"{what} cannot be read: {shorten(error, MAX_MESSAGE)}",
                        "handicap" if handicap else POSITION_PARAM[game]) from None
    moves = split_moves(single(params, "moves", ""))
    if len(moves) > MAX_MOVES:
        raise LinkError(f"the link has {len(moves)} moves; at most {MAX_MOVES} are read",
                        "moves", link)
    for i, text in enumerate(moves):
        try:
            board.push(adapter.parse(text))
        except ValueError as error:
            link.ply = len(link.moves)
            raise LinkError(f"move {i + 1} ({shorten(text, 12)}) cannot be played: "
                            f"{shorten(error, MAX_MESSAGE)}",
                            "moves", link, bad_move=text) from None
        link.moves.append(adapter.notation(board.move_stack[-1]))
    link.ply = len(link.moves)
    try:
        link.ply = _ply(params, len(link.moves))
    except LinkError as error:
        error.link = link
        raise
    return link


def default_rule(game):
    """The rule option a new board of ``game`` gets when none is named."""
    adapter = GameAdapter(game)
    return adapter.rule_of(adapter.new_board())


def _value(text):
    return quote(text, safe=_SAFE).replace("%20", "+")


def link_query(game, start=None, handicap=None, rule=None, moves=(), ply=None, flip=0):
    """The canonical query string ("?game=…") of a game state; parameters that only repeat the
    default (usual start, default rule, last ply, unflipped) are left out."""
    parts = [("game", game)]
    adapter = GameAdapter(game)
    usual = adapter.position_text(adapter.new_board())
    if handicap:
        parts.append(("handicap", handicap))
    elif start and start != usual:
        parts.append((POSITION_PARAM[game], start))
    if rule and rule != default_rule(game):
        parts.append(("rule", rule))
    if moves:
        parts.append(("moves", ",".join(moves)))
    if ply is not None and ply != len(moves):
        parts.append(("ply", str(ply)))
    if flip:
        parts.append(("flip", "1"))
    return "?" + "&".join(f"{name}={_value(value)}" for name, value in parts)


def query_of(link):
    """`link_query` of a `Link`."""
    return link_query(link.game, link.start, link.handicap, link.rule, link.moves, link.ply,
                      link.flip)


def session_of(link):
    """A `GameSession` playing the link's game, showing its ply (raises what the engine raises)."""
    from .session import GameSession

    session = GameSession(link.game, start=None if link.handicap else link.start,
                          handicap=link.handicap, rule=link.rule)
    for text in link.moves:
        session.play(session.adapter.parse(text))
    session.review(link.ply)
    return session


def session_query(session, orientation=0):
    """The canonical query of what a `GameSession` shows (with the board's ``orientation``)."""
    return link_query(session.game, session.start, session.handicap, session.rule,
                      session.moves, session.ply, orientation)


def same_game(a, b):
    """True if two sessions hold the same game (start, rule and moves; not the shown ply)."""
    return (a.game, a.start, a.rule, list(a.moves)) == (b.game, b.start, b.rule, list(b.moves))
