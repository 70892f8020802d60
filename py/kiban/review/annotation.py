"""Writing a review into a game record: what each marked move lost, and the better move.

``annotate(record, review)`` gives every marked move of the record's main line a comment
(``?? +0.45 → -3.20, best ▲７六歩``: the mark, the score before and after the move in pawns from
the first player's view, a mate as ``#n`` / ``#-n``, and the best move with its line) and, for PGN,
the mark's glyph number in the node's ``nags`` (``$4``). The record's writers then carry them:
KIF ``*`` lines, CSA ``'*`` lines, PGN ``$n`` and ``{}``. An existing comment is kept, the review's
text goes after it.
"""

from kiban import notation
from kiban.errors import KibanError
from kiban.messages import Message
from kiban.review.chances import MATE_SCORE, NAGS, is_mate

LINE_MOVES = 4             # moves of the best line written after the best move


def annotate(record, review, style=None):
    """Add the review's marks to ``record`` (its main line must be the reviewed game) as comments
    and glyphs; ``style`` is the `kiban.notation` style of the best moves (the game's usual one,
    Japanese for shogi records, when None). Returns the record."""
    if record.game != review.game or list(record.mainline)[:len(review.moves)] != list(review.moves):
        raise KibanError(Message("review-other-game"))
    desc = review.descriptor
    style = style or desc.record_notation
    board = record.start_board()
    node = record.root
    for verdict, move in zip(review.verdicts, review.moves):
        before = review.positions[verdict.ply - 1]
        node = node.children[0]
        if verdict.mark:
            text = verdict.mark
            if verdict.mark != "!":
                after = review.positions[verdict.ply]
                text += f" {pawns(before.score)} → {pawns(after.score)}"
                if before.pv:
                    text += ", best " + line_text(board, before.pv[:LINE_MOVES + 1], style)
            node.comment = f"{node.comment}\n{text}" if node.comment else text
            node.nags = [NAGS[verdict.mark]] + [n for n in node.nags if n not in NAGS.values()]
        board.push(move)
    return record


def pawns(score):
    """A score as players read it: pawns with a sign (``+0.45``), a mate as ``#n`` / ``#-n``."""
    if is_mate(score):
        plies = MATE_SCORE - abs(score)
        return f"#{plies}" if score > 0 else f"#-{plies}"
    return f"{score / 100:+.2f}"


def line_text(board, moves, style):
    """``moves`` from ``board`` written in ``style`` (the board is left as it was)."""
    written = []
    for move in moves:
        written.append(notation.write(board, move, style))
        board.push(move)
    for _move in moves:
        board.pop()
    return " ".join(written)
