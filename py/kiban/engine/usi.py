"""USI, the shogi engine protocol: how positions, moves, options and answers are written."""

from kiban import shogi
from kiban.engine.options import Option
from kiban.search.levels import LEVELS
from kiban.shogi import ImpasseRule

GAME = "shogi"
HELLO, HELLO_OK, NEW_GAME = "usi", "usiok", "usinewgame"
POSITION_WORD = "sfen"
NO_MOVE = "resign"
HASH_OPTION = "USI_Hash"
OPTIONS = (
    Option(HASH_OPTION, "spin", 64, 1, 1024),
    Option("Level", "spin", len(LEVELS), 1, len(LEVELS)),
    Option("ImpasseRule", "combo", ImpasseRule.DECLARATION.value,
           choices=tuple(rule.value for rule in ImpasseRule)),
)


def clock_keys(turn):
    """The ``go`` parameters holding the clock of the side to move (``b…`` is sente)."""
    return ("btime", "binc") if turn == 0 else ("wtime", "winc")


def new_board(text, options):
    """A board from an SFEN (None: the start position) under the chosen impasse rule; composed
    positions (more pieces than a set holds) are accepted, as the move generator handles them."""
    return shogi.Board(text, impasse_rule=ImpasseRule(options["ImpasseRule"]), strict=False)


def apply_options(board, options):
    """Carry option changes into an existing board."""
    board.impasse_rule = ImpasseRule(options["ImpasseRule"])


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
