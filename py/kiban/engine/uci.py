"""UCI for xiangqi, as Pikafish speaks it: FEN positions, ICCS moves with ranks 0-9 ('h2e2')."""

from kiban import games, xiangqi
from kiban.engine.options import Option
from kiban.search.levels import LEVELS
from kiban.xiangqi import MoveLimit, PerpetualRule

GAME = games.played_over("uci")[0].name
HELLO, HELLO_OK, NEW_GAME = "uci", "uciok", "ucinewgame"
SOLVES_MATE = False  # UCI has no `go mate` search
POSITION_WORD = "fen"
NO_MOVE = "(none)"
HASH_OPTION = "Hash"
OPTIONS = (
    Option(HASH_OPTION, "spin", 64, 1, 1024),
    Option("Level", "spin", 0, 0, len(LEVELS)),  # 0: full strength (the ladder is for people)
    Option("MoveLimit", "combo", MoveLimit.DOCUMENT.value, choices=tuple(rule.value for rule in MoveLimit)),
    Option("PerpetualRule", "combo", PerpetualRule.ASIAN.value,
           choices=tuple(rule.value for rule in PerpetualRule)),
)


def clock_keys(turn):
    """The ``go`` parameters holding the clock of the side to move (``w…`` is red)."""
    return ("wtime", "winc") if turn == 0 else ("btime", "binc")


def new_board(text, options):
    """A board from a FEN (None: the start position) under the chosen rule options; composed
    positions are accepted, as the move generator handles them (see ``xiangqi.Board``)."""
    return xiangqi.Board(text, move_limit=MoveLimit(options["MoveLimit"]),
                         perpetual_rule=PerpetualRule(options["PerpetualRule"]), strict=False)


def apply_options(board, options):
    """``board``: rule options take effect with the next ``position`` command (a board keeps its
    rules)."""
    return board


def push(board, token):
    """Play a move written in ICCS / UCI."""
    board.push_uci(token)


def notation(move):
    """A move in ICCS / UCI."""
    return move.uci()


def mate_value(plies):
    """UCI reports mate distances in moves."""
    return (plies + 1) // 2 if plies > 0 else -((-plies + 1) // 2)


def special_answer(board):
    """Xiangqi has no answer besides a move."""
    return None


def describe(board):
    """Lines showing the position (the ``d`` command)."""
    return str(board).splitlines() + [f"fen {board.fen()}"]
