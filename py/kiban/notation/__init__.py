"""Move notation the way players write it, for both games: write a legal move, parse text back.

>>> from kiban import shogi, notation
>>> board = shogi.Board()
>>> notation.write(board, shogi.Move.from_usi("7g7f"), "japanese")
'▲７六歩'
>>> notation.parse(board, "P-76", "western").usi()
'7g7f'

Styles (``STYLES``): shogi ``western`` (Hodges: 'P-76', 'Bx22+', 'S*53', 'G78-68'),
``western-letters`` ('P-7f'), ``japanese`` (KI2: '▲７六歩', '△同角成', '▲５七銀右'), ``kif``
('７六歩(77)', '５五角打') and ``usi`` ('7g7f'); xiangqi ``wxf`` ('C2=5'), ``chinese`` ('炮二平五',
'馬８進７'), ``chinese-simplified`` ('马８进７'), ``iccs`` ('h2e2') and ``coord`` ('b2-e3').

``parse`` returns a legal ``Move`` of the board or raises a ``kiban.KibanError``: ``NotationError``
(an ``InvalidMoveError``) for text that is malformed or could mean several moves (the message says
how to write each), ``IllegalMoveError`` for text that names no legal move. ``write`` raises
``IllegalMoveError`` for a move that is not legal on the board.
"""

import importlib

from kiban.errors import IllegalMoveError
from kiban.messages import Message
from kiban.notation.errors import NotationError


def _write_usi(board, move):
    if move not in board.legal_moves:
        raise IllegalMoveError(Message("not-a-legal-move", move=move, position=board.sfen()))
    return move.usi()


def _parse_usi(board, text):
    from kiban import games
    if not isinstance(text, str):
        raise NotationError(Message("move-not-text", type=type(text).__name__))
    move = games.get(board.game_name).parse_move(text)
    if move not in board.legal_moves:
        raise IllegalMoveError(Message("illegal-move-text", text=text, position=board.sfen()))
    return move


def _from(module, name, **options):
    """The function ``name`` of the module ``module`` with ``options``, its module imported on
    the first call (a page imports only the notations it writes)."""
    function = None

    def call(board, argument):
        nonlocal function
        if function is None:
            function = getattr(importlib.import_module(module), name)
        return function(board, argument, **options)
    return call


def _shogi_styles(western, japanese):
    """The styles of a shogi game whose Western and Japanese notations are the modules named."""
    return {
        "western": (_from(western, "write"), _from(western, "parse")),
        "western-letters": (_from(western, "write", letters=True), _from(western, "parse", letters=True)),
        "japanese": (_from(japanese, "write"), _from(japanese, "parse")),
        "kif": (_from(japanese, "write_kif"), _from(japanese, "parse")),
        "usi": (_write_usi, _parse_usi),
    }


_STYLES = {
    "shogi": _shogi_styles("kiban.notation.shogi_western", "kiban.notation.shogi_japanese"),
    # minishogi's are shogi's modules built for its 5×5 board (see kiban.shogi.rebuild)
    "minishogi": _shogi_styles("kiban.minishogi.notation_western", "kiban.minishogi.notation_japanese"),
    "xiangqi": {
        "wxf": (_from("kiban.notation.xiangqi_coords", "write_wxf"),
                _from("kiban.notation.xiangqi_coords", "parse_wxf")),
        "chinese": (_from("kiban.notation.xiangqi_chinese", "write"),
                    _from("kiban.notation.xiangqi_chinese", "parse")),
        "chinese-simplified": (_from("kiban.notation.xiangqi_chinese", "write", simplified=True),
                               _from("kiban.notation.xiangqi_chinese", "parse")),
        "iccs": (_from("kiban.notation.xiangqi_coords", "write_iccs"),
                 _from("kiban.notation.xiangqi_coords", "parse_iccs")),
        "coord": (_from("kiban.notation.xiangqi_coords", "write_coord"),
                  _from("kiban.notation.xiangqi_coords", "parse_coord")),
    },
}
STYLES = {game: tuple(styles) for game, styles in _STYLES.items()}
"""The notation styles of each game, by name."""


def _style(board, style):
    game = board.game_name
    try:
        return _STYLES[game][style]
    except (KeyError, TypeError):
        raise NotationError(Message("unknown-notation-style", game=game, style=style, known=', '.join(STYLES.get(game, ())))) from None


def write(board, move, style: str) -> str:
    """The legal ``move`` of ``board`` written in ``style`` (one of ``STYLES[game]``)."""
    return _style(board, style)[0](board, move)


def parse(board, text, style: str):
    """The legal move of ``board`` that ``text`` names in ``style``; a KibanError says why not."""
    return _style(board, style)[1](board, text)


__all__ = ["write", "parse", "STYLES", "NotationError"]
