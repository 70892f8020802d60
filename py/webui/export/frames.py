"""A game's line as frames, pure Python: the start position and the position after each move of
the line followed (`GameSession.line_end`), each with what the game page shows on it (the last
move, a king in check, the arrows and circles drawn on that position) and its caption.
"""

from dataclasses import dataclass

from kiban import notation

from webui.board.reading import PositionReader
from webui.board.render import Marks
from webui.play.marks import NO_MARKS


@dataclass(frozen=True)
class Frame:
    """One position of the line: ``view`` (a `PositionView`), ``marks`` (its last move and
    check, a `Marks`), ``drawn`` (the `MarkSet` drawn on it), ``ply`` (moves played to reach
    it), ``move`` (the move that led here in the reader's notation, None at the start),
    ``comment`` (the position's comment, "" when none)."""

    view: object
    marks: Marks
    drawn: object
    ply: int
    move: object
    comment: str


def line_frames(session, style, marks_of=lambda node: NO_MARKS):
    """The frames of ``session``'s line, its start first: one per position, moves written in
    ``style`` (a notation style of the session's game); ``marks_of(node)`` gives the
    `MarkSet` drawn on a move-tree node (none by default)."""
    game = session.game
    reader = PositionReader(game)
    board = game.new_board(session.start, session.rule, session.strict)
    node = session.root
    frames = [_frame(reader, board, node, marks_of, 0, None)]
    for ply, node in enumerate(session.line_end.nodes_to(), start=1):
        text = notation.write(board, node.move, style)
        board.push(node.move)
        frames.append(_frame(reader, board, node, marks_of, ply, text))
    return frames


def _frame(reader, board, node, marks_of, ply, text):
    check = board.king_square(board.turn) if board.is_check() else None
    marks = Marks(last=reader.move_squares(node.move), check=check)
    return Frame(reader.view(board), marks, marks_of(node), ply, text, node.comment or "")
