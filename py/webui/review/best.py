"""The best move of the shown position: the arrow the board draws (brush ``best``, hook
``data-brush="best"``) and its line in the reader's notation. Pure Python."""

from dataclasses import replace

from kiban.review.annotation import LINE_MOVES, line_text, pawns
from webui.play.marks import Arrow

BRUSH = "best"


def best_arrow(game, board, move):
    """The `Arrow` of ``move`` (legal on ``board``, of game descriptor ``game``) in the best
    brush: from its square, or for a drop from the mover's hand."""
    text = game.move_text(move)
    if "*" in text:
        origin = ("hand", board.turn, text[0].upper())
    else:
        origin = ("square", move.from_square)
    return Arrow(origin, move.to_square, BRUSH)


def with_best(marks, arrow):
    """The `MarkSet` ``marks`` (the reader's own) with the best move's ``arrow`` drawn last
    (None: unchanged)."""
    if arrow is None:
        return marks
    return replace(marks, arrows=tuple(a for a in marks.arrows if a.key != arrow.key) + (arrow,))


def best_line(evaluation, board, style):
    """``(score, line)``: the position's score as players read it (``+0.45``, ``#3``) and its
    best line (up to ``LINE_MOVES`` moves after the best) in notation ``style``; the line is
    empty where the game is over."""
    line = line_text(board, evaluation.pv[:LINE_MOVES + 1], style) if evaluation.pv else ""
    return pawns(evaluation.score), line
