"""USI, the shogi engine protocol: how positions, moves, options and answers are written.

``setoption name USI_Variant value minishogi`` (the name Fairy-Stockfish gives it) switches the
engine to another game the USI protocol plays: every game whose descriptor names ``usi`` as its
protocol, by its ``protocol_variant``. ``position startpos`` is then that game's start.
"""

from kiban import games
from kiban.engine.options import Option
from kiban.search.levels import LEVELS
from kiban.shogi import ImpasseRule

GAME = games.played_over("usi")[0].name  # the game played until USI_Variant names another
HELLO, HELLO_OK, NEW_GAME = "usi", "usiok", "usinewgame"
SOLVES_MATE = True  # `go mate` asks for a tsume solution (USI); UCI has no such search
POSITION_WORD = "sfen"
NO_MOVE = "resign"
HASH_OPTION = "USI_Hash"
VARIANT_OPTION = "USI_Variant"
VARIANTS = {game.protocol_variant: game for game in games.played_over("usi")}
OPTIONS = (
    Option(HASH_OPTION, "spin", 64, 1, 1024),
    Option("Level", "spin", 0, 0, len(LEVELS)),  # 0: full strength (the ladder is for people)
    Option("ImpasseRule", "combo", ImpasseRule.DECLARATION.value,
           choices=tuple(rule.value for rule in ImpasseRule)),
    Option(VARIANT_OPTION, "combo", next(iter(VARIANTS)), choices=tuple(VARIANTS)),
)


def clock_keys(turn):
    """The ``go`` parameters holding the clock of the side to move (``b…`` is sente)."""
    return ("btime", "binc") if turn == 0 else ("wtime", "winc")


def new_board(text, options):
    """A board of the chosen variant from an SFEN (None: the start position) under the chosen
    impasse rule if the variant has one; composed positions (more pieces than a set holds) are
    accepted, as the move generator handles them."""
    game = VARIANTS[options[VARIANT_OPTION]]
    return game.new_board(text, options["ImpasseRule"] if game.rules() else None, strict=False)


def apply_options(board, options):
    """The board the options call for: the start of the chosen variant when it changed, else
    ``board`` under the chosen impasse rule."""
    game = VARIANTS[options[VARIANT_OPTION]]
    if board.game_name != game.name:
        return new_board(None, options)
    if game.rules():
        board.impasse_rule = ImpasseRule(options["ImpasseRule"])
    return board


def push(board, token):
    """Play a move written in USI."""
    board.push_usi(token)


def notation(move):
    """A move in USI."""
    return move.usi()


def mate_value(plies):
    """USI reports mate distances in plies."""
    return plies


def special_answer(board):
    """``win`` when the side to move may declare impasse under the declaration rule, else None."""
    if board.impasse_rule is ImpasseRule.DECLARATION and board.declaration_check()[0]:
        return "win"
    return None


def describe(board):
    """Lines showing the position (the ``d`` command)."""
    return str(board).splitlines() + [f"sfen {board.sfen()}"]
