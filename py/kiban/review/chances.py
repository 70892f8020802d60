"""Winning chances and move marks: how much a move lost, and what that is called.

One rule for every game, in *pawns* of a reference engine (Fairy-Stockfish, whose marks
``bench/review.py`` compares ours with): each game's evaluation says how many of its own
centipawns make such a pawn (``REVIEW_PAWN`` of the game's search adapter: 200 in shogi, whose
scores run about twice Fairy-Stockfish's since a captured piece changes sides, 140 in xiangqi;
bench/results/review.md), and nothing else about marks is set per game.

Like lichess's analysis (``WinPercent`` / ``Advice``), a move is judged by the *winning chances*
it gives away rather than by raw centipawns: losing a piece when far ahead changes little, losing
it in a level game changes everything. Chances run from -1 (lost) to +1 (won):
``2 / (1 + exp(-0.368 * pawns)) - 1``, lichess's formula (0.00368 a centipawn of Stockfish's),
its argument clamped at 10 pawns, a mate counting as that much. A drop of 0.1 is an inaccuracy
``?!``, 0.2 a mistake ``?``, 0.3 a blunder ``??``, with two floors in pawns:

- a blunder ``??`` also loses at least ``BLUNDER_PAWNS`` (3) pawns: from a level game the chances
  drop by 0.3 at about 1.7 pawns already, where a stronger engine mostly sees a mistake;
- a move losing ``MISTAKE_PAWNS`` (1) pawn or more is a mistake ``?`` at least, however decided
  the game: the chances barely move there, yet giving material away is still worth knowing (and
  a stronger engine counts it). For this rule scores beyond ``DECIDED_PAWNS`` (20) count as that
  much, and so does a mate: once one side is that far ahead, neither a mate missed by the winner
  nor a faster mate allowed by the loser is a mistake (counted as the mate against the next-best
  score, such moves made half the ``?`` marks of decided xiangqi games, bench/results/review.md).
"""

import math

MATE_SCORE = 100000        # a mate in n plies scores ±(MATE_SCORE - n)
MATE_THRESHOLD = MATE_SCORE - 1000
CHANCES_PER_PAWN = 0.368   # lichess's 0.00368208 a centipawn
CLAMP = 3.68               # the chances' argument beyond this counts as this (10 pawns)
INACCURACY, MISTAKE, BLUNDER = 0.1, 0.2, 0.3
MISTAKE_PAWNS = 1          # a move losing this much is at least a mistake, whatever the chances
BLUNDER_PAWNS = 3          # a blunder loses at least this much too
DECIDED_PAWNS = 20         # ahead by this much, a game counts as decided for the pawn rules
NEAR = 0.5                 # a loss of this share of a mistake's (chances or pawns) is near one
ONLY_MOVE_FLOOR = -0.5     # an only move keeps chances of at least this
MARKS = ("!", "?!", "?", "??")
NAGS = {"!": 1, "?": 2, "??": 4, "?!": 6}   # PGN's numeric annotation glyphs


def is_mate(score):
    """Whether a score (in the review's scale) is a forced mate."""
    return abs(score) >= MATE_THRESHOLD


def chances_scale(pawn):
    """The winning chances' scale per centipawn of an evaluation whose reference pawn is ``pawn``
    of its centipawns (the game's ``REVIEW_PAWN``)."""
    return CHANCES_PER_PAWN / pawn


def winning_chances(score, scale):
    """Chances in [-1, 1] of the side whose score (centipawns, or a mate) ``score`` is;
    ``scale``: `chances_scale` of the game's pawn."""
    x = CLAMP if score >= MATE_THRESHOLD else -CLAMP if score <= -MATE_THRESHOLD else scale * score
    x = max(-CLAMP, min(CLAMP, x))
    return 2 / (1 + math.exp(-x)) - 1


def decided_cp(pawn):
    """Centipawns (of an evaluation whose reference pawn is ``pawn``) from which a game counts as
    decided for the pawn rules."""
    return DECIDED_PAWNS * pawn


def mark_of(largest, smallest, pawn):
    """The mark of a move whose loss, measured the ways the review can, is at most ``largest``
    and at least ``smallest`` (each a pair: winning chances lost, centipawns lost with scores
    capped at `decided_cp`); ``pawn`` is the game's ``REVIEW_PAWN``. ``??``, ``?``, ``?!`` or
    None: a blunder must hold by the smallest measure; the other marks follow the largest."""
    if _is_blunder(smallest, pawn):
        return "??"
    if largest[0] >= MISTAKE or largest[1] >= MISTAKE_PAWNS * pawn:
        return "?"
    if largest[0] >= INACCURACY:
        return "?!"
    return None


def is_near_mistake(largest, pawn):
    """Whether a move whose largest measured loss is ``largest`` (as in `mark_of`) comes within
    ``NEAR`` of a mistake ``?`` by either of its rules: a larger search may well find it one."""
    return largest[0] >= NEAR * MISTAKE or largest[1] >= NEAR * MISTAKE_PAWNS * pawn


def _is_blunder(loss, pawn):
    """Whether a loss (chances, capped centipawns) is a blunder's."""
    return loss[0] >= BLUNDER and loss[1] >= BLUNDER_PAWNS * pawn


def is_only_move(before):
    """Whether a best move that no other move comes close to (the search's root margin) keeps
    something worth an ``!``: the mover's chances ``before`` it are not already lost."""
    return before >= ONLY_MOVE_FLOOR
