"""How much a move gives away against the search's best: the measure exercises judge moves by.

>>> from kiban import shogi
>>> from kiban.search.move_loss import move_loss
>>> board = shogi.Board()
>>> move_loss(board, shogi.Move.from_usi("7g7f"), depth=2) >= 0
True

The loss is in centipawns (a forced mate counts ``MATE`` minus its plies, so a slower mate loses
a few points only): the search's best score for the side to move at ``depth`` minus the score
after ``move`` searched one ply shallower. Both searches start from a fresh hash table, so the
answer depends only on the position, the move and the depth.
"""

from kiban.search.searcher import Searcher


def best_move(board, depth):
    """The search's best move on ``board`` at ``depth`` plies (None without a legal move)."""
    return Searcher().search(board.copy(record=False), depth=depth).move


def best_score(board, depth):
    """The search's score of ``board`` for the side to move at ``depth`` plies."""
    return Searcher().search(board.copy(record=False), depth=depth).score


def move_loss(board, move, depth):
    """Centipawns ``move`` (legal on ``board``, left unchanged) loses against the best move at
    ``depth`` plies; 0 or more."""
    after = board.copy(record=False)
    after.push(move)
    score = -Searcher().search(after, depth=max(1, depth - 1)).score
    return max(0, best_score(board, depth) - score)
