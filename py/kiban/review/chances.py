"""Winning chances and move marks: how much a move lost, and what that is called.

Like lichess's analysis (``WinPercent`` / ``Advice``), a move is judged by the *winning chances*
it gives away rather than by raw centipawns: losing a piece when far ahead changes little, losing
it in a level game changes everything. Chances run from -1 (lost) to +1 (won):
``2 / (1 + exp(-scale * cp)) - 1`` with the evaluation's own scale (``REVIEW_SCALE`` of the game's
search adapter: shogi scores run larger than xiangqi's, since a captured piece changes sides),
its argument clamped so that every score beyond about 95% counts the same and a mate counts as
that much. A drop of 0.1 is an inaccuracy ``?!``, 0.2 a mistake ``?``, 0.3 a blunder ``??``.

Chances barely move once a game is decided, yet giving away a rook there is still worth knowing
(and a stronger engine counts it): a move that loses the game's ``REVIEW_MISTAKE_CP`` centipawns
or more is marked ``?`` at least. Scores beyond `decided_cp` (where the chances' curve, before
its clamp, passes ``DECIDED``: about 2,550 centipawns in xiangqi, 4,200 in shogi, whose scores run
larger) count as that much there, and so does a mate: once one side is that far ahead, neither a
mate missed by the winner nor a faster mate allowed by the loser is a mistake (counted as the mate
against the next-best score, such moves made half the ``?`` marks of decided xiangqi games,
bench/results/review.md). One cap for both games (3,000) left shogi's pieces given away at
-3,000 to -4,000 unmarked.
"""

import math

MATE_SCORE = 100000        # a mate in n plies scores ±(MATE_SCORE - n)
MATE_THRESHOLD = MATE_SCORE - 1000
CLAMP = 3.68               # scale * cp beyond this counts as this (lichess: 1000 cp in chess)
INACCURACY, MISTAKE, BLUNDER = 0.1, 0.2, 0.3
ONLY_MOVE_FLOOR = -0.5     # an only move keeps chances of at least this
DECIDED = 0.98             # winning chances from which a game counts as decided for the material rule
MARKS = ("!", "?!", "?", "??")
NAGS = {"!": 1, "?": 2, "??": 4, "?!": 6}   # PGN's numeric annotation glyphs


def is_mate(score):
    """Whether a score (in the review's scale) is a forced mate."""
    return abs(score) >= MATE_THRESHOLD


def winning_chances(score, scale):
    """Chances in [-1, 1] of the side whose score (centipawns, or a mate) ``score`` is."""
    x = CLAMP if score >= MATE_THRESHOLD else -CLAMP if score <= -MATE_THRESHOLD else scale * score
    x = max(-CLAMP, min(CLAMP, x))
    return 2 / (1 + math.exp(-x)) - 1


def decided_cp(scale):
    """Centipawns (of an evaluation whose chances have ``scale``) from which a game is decided:
    the score whose winning chances, unclamped, are ``DECIDED``."""
    return 2 * math.atanh(DECIDED) / scale


def mark_of(loss, cp_loss=0, mistake_cp=math.inf):
    """The mark for a move that lost ``loss`` winning chances and ``cp_loss`` centipawns (scores
    capped at `decided_cp`): ``??``, ``?``, ``?!`` or None; ``mistake_cp`` is the game's
    ``REVIEW_MISTAKE_CP``."""
    if loss >= BLUNDER:
        return "??"
    if loss >= MISTAKE or cp_loss >= mistake_cp:
        return "?"
    if loss >= INACCURACY:
        return "?!"
    return None


def is_only_move(before):
    """Whether a best move that no other move comes close to (the search's root margin) keeps
    something worth an ``!``: the mover's chances ``before`` it are not already lost."""
    return before >= ONLY_MOVE_FLOOR
