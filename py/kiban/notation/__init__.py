"""Move notation the way players write it, for both games: write a legal move, parse text back.

>>> from kiban import shogi, notation
>>> board = shogi.Board()
>>> notation.write(board, shogi.Move.from_usi("7g7f"), "japanese")
'▲７六歩'
>>> notation.parse(board, "P-76", "western").usi()
'7g7f'

Styles (``STYLES``, from each game's descriptor: ``Game.notations``): shogi ``western`` (Hodges: 'P-76', 'Bx22+', 'S*53', 'G78-68'),
``western-letters`` ('P-7f'), ``japanese`` (KI2: '▲７六歩', '△同角成', '▲５七銀右'), ``kif``
('７六歩(77)', '５五角打') and ``usi`` ('7g7f'); xiangqi ``wxf`` ('C2=5'), ``chinese`` ('炮二平五',
'馬８進７'), ``chinese-simplified`` ('马８进７'), ``iccs`` ('h2e2') and ``coord`` ('b2-e3').

``parse`` returns a legal ``Move`` of the board or raises a ``kiban.KibanError``: ``NotationError``
(an ``InvalidMoveError``) for text that is malformed or could mean several moves (the message says
how to write each), ``IllegalMoveError`` for text that names no legal move. ``write`` raises
``IllegalMoveError`` for a move that is not legal on the board.
"""

import importlib

from kiban import games
from kiban.errors import IllegalMoveError
from kiban.messages import Message
from kiban.notation.errors import NotationError


def write_engine_move(board, move):
    """The legal ``move`` of ``board`` in the engine's notation (USI): the ``usi`` style."""
    if move not in board.legal_moves:
        raise IllegalMoveError(Message("not-a-legal-move", move=move, position=board.sfen()))
    return move.usi()


def parse_engine_move(board, text):
    """The legal move of ``board`` that ``text`` names in the engine's notation (USI)."""
    if not isinstance(text, str):
        raise NotationError(Message("move-not-text", type=type(text).__name__))
    move = games.get(board.game_name).parse_move(text)
    if move not in board.legal_moves:
        raise IllegalMoveError(Message("illegal-move-text", text=text, position=board.sfen()))
    return move


def _from(module, name, options):
    """The function ``name`` of the module ``module`` with ``options``, its module imported on
    the first call (a page imports only the notations it writes)."""
    function = None

    def call(board, argument):
        nonlocal function
        if function is None:
            function = getattr(importlib.import_module(module), name)
        return function(board, argument, **options)
    return call


_FUNCTIONS = {}  # (game, style) -> (write, parse), built from the descriptor on first use


def _style(board, style):
    game = games.get(board.game_name)
    if not isinstance(style, str) or style not in game.notations:
        raise NotationError(Message("unknown-notation-style", game=game.name, style=style,
                                    known=', '.join(game.notation_styles)))
    key = (game.name, style)
    if key not in _FUNCTIONS:
        module, write_name, parse_name, options = game.notations[style]
        _FUNCTIONS[key] = (_from(module, write_name, options), _from(module, parse_name, options))
    return _FUNCTIONS[key]


def write(board, move, style: str) -> str:
    """The legal ``move`` of ``board`` written in ``style`` (one of its game's ``notation_styles``)."""
    return _style(board, style)[0](board, move)


def parse(board, text, style: str):
    """The legal move of ``board`` that ``text`` names in ``style``; a KibanError says why not."""
    return _style(board, style)[1](board, text)


STYLES = {game.name: game.notation_styles for game in games.available()}
"""The notation styles of each game, by name (each descriptor's ``notation_styles``)."""

__all__ = ["write", "parse", "STYLES", "NotationError"]
