"""Xiangqi knowledge for the search: every evaluation weight, move-ordering values and game-ending rules.

This module is the xiangqi *game adapter* of :mod:`kiban.search.searcher` (see its docstring for the
functions an adapter provides). Scores are centipawns (a soldier at home is 100). Material and
piece-square values are kept incrementally by the search (``delta`` per move) as an absolute number
(red's view), and so are the attackers standing in a palace zone (a piece-square term too); the
missing palace guards and the mobility of chariots and horses are added at the leaves.
Moves are the board's move codes and pieces its piece codes (see :mod:`kiban.core.board`).
"""

from kiban.search.adapter import square_table
from kiban.outcome import Termination
from kiban.xiangqi.repetition import PerpetualRule, adjudicate_repetition
from kiban.xiangqi.types import ADVISOR, CANNON, CHARIOT, ELEPHANT, GENERAL, HORSE, SOLDIER, MoveLimit

# ----- weights ----------------------------------------------------------------------------------

PIECE_VALUE = {GENERAL: 0, ADVISOR: 200, ELEPHANT: 200, HORSE: 420, CHARIOT: 950, CANNON: 450, SOLDIER: 100}
TEMPO = 15
# Game review (kiban.review.chances): this evaluation's centipawns that make one pawn of the
# reference engine's (Fairy-Stockfish's), the unit of the review's marks (bench/results/review.md).
REVIEW_PAWN = 140
# Game review: nodes of the second look at a suspected blunder, in times a position's
# (kiban.review.analyse.for_game). At 32 an opening move whose loss comes back a few moves later
# still looked like a blunder (bench/results/review.md, 2026-11-28).
REVIEW_CONFIRM = 64

# Piece-square terms from red's side: by rank (0 = own back rank) and by file (a..i).
RANK_BONUS = {
    SOLDIER: (0, 0, 0, 0, 10, 90, 110, 130, 120, 40),
    HORSE: (-20, 0, 10, 15, 20, 30, 35, 35, 25, 5),
    CHARIOT: (0, 5, 5, 10, 10, 15, 15, 20, 25, 15),
    CANNON: (5, 5, 10, 5, 0, 5, 0, 0, -5, -10),
    GENERAL: (10, -15, -40, 0, 0, 0, 0, 0, 0, 0),
}
FILE_BONUS = {
    SOLDIER: (0, 5, 15, 25, 30, 25, 15, 5, 0),   # crossed soldiers only
    HORSE: (-15, 0, 5, 10, 10, 10, 5, 0, -15),
    CHARIOT: (-5, 0, 0, 5, 5, 5, 0, 0, -5),
    CANNON: (0, 5, 5, 5, 25, 5, 5, 5, 0),
    GENERAL: (0, 0, 0, 0, 10, 0, 0, 0, 0),
}
CENTER_DEFENDER = 15       # an advisor or elephant on the palace / home middle point
# Palace safety: enemy attackers standing in the zone around a palace (ranks 0-3, files c-g).
PALACE_ATTACK = {CHARIOT: 60, HORSE: 45, CANNON: 35, SOLDIER: 30}
MISSING_GUARD = 30         # per missing advisor/elephant while the enemy still has a chariot
# Mobility: per point reached.
MOBILITY = {CHARIOT: 5, HORSE: 8}

QUIESCENCE_MARGIN = 120    # delta pruning: skip a capture that cannot lift the score to alpha

# ----- tables built from the weights ------------------------------------------------------------


def _bonus(t, color, s):
    """Piece-square bonus of a red-or-black piece of type ``t`` on point ``s``."""
    rank, column = divmod(s, 9)
    if color == 1:
        rank = 9 - rank
    v = RANK_BONUS.get(t, (0,) * 10)[rank]
    if t in FILE_BONUS and (t != SOLDIER or rank >= 5):
        v += FILE_BONUS[t][column]
    if t in (ADVISOR, ELEPHANT) and column == 4 and rank in (1, 2):
        v += CENTER_DEFENDER
    return v


def _palace_zone(color):
    ranks = range(0, 4) if color == 0 else range(6, 10)
    return tuple(r * 9 + f for r in ranks for f in range(2, 7))


ZONE = (_palace_zone(0), _palace_zone(1))


def _zone_attack(t, color, s):
    """The palace-safety weight of a red-or-black piece of type ``t`` standing on point ``s``,
    a penalty to the side whose palace zone it stands in (positive: good for ``color``)."""
    enemy_zone = ZONE[color ^ 1]
    return PALACE_ATTACK.get(t, 0) if s in enemy_zone else 0


# VAL[code][s]: signed material + piece-square value, palace attackers included
VAL = square_table(PIECE_VALUE, 3, 90, lambda t, color, s: _bonus(t, color, s) + _zone_attack(t, color, s))
_CHARIOT_MOBILITY, _HORSE_MOBILITY = MOBILITY[CHARIOT], MOBILITY[HORSE]
# Tables for kiban.search.adapter, by piece code.
VICTIM = GAIN = [PIECE_VALUE.get(code & 7, 0) for code in range(16)]
ATTACKER_RANK = [(0, 15, 3, 3, 6, 9, 7, 1)[code & 7] for code in range(16)]
PROMOTE = 0
PROMOTION_GAIN = [0] * 16

# ----- the adapter functions ---------------------------------------------------------------------


def material(board):
    """Material + piece-square value of the whole position, red's view (recomputed from scratch)."""
    return sum(VAL[code][s] for s, code in enumerate(board.squares) if code)


def delta(board, m):
    """How ``material`` changes when internal move ``m`` is played (call before making it)."""
    sq = board.squares
    to = m & 127
    frm = m >> 7
    code = sq[frm]
    return VAL[code][to] - VAL[code][frm] - VAL[sq[to]][to]


def evaluate(board, e):
    """The score for the side to move, given the incremental material value ``e``."""
    counts = board.piece_counts
    score = e + board.mobility(_CHARIOT_MOBILITY, _HORSE_MOBILITY)
    if counts[CHARIOT | 8]:
        score -= MISSING_GUARD * (4 - counts[ADVISOR] - counts[ELEPHANT])
    if counts[CHARIOT]:
        score += MISSING_GUARD * (4 - counts[ADVISOR | 8] - counts[ELEPHANT | 8])
    return (score if board.turn == 0 else -score) + TEMPO


def null_allowed(board):
    """Whether a null move is sound enough: the side to move keeps a chariot, horse or cannon
    (without them zugzwang is common)."""
    sq = board.squares
    us = board.turn << 3
    return (CHARIOT | us) in sq or (HORSE | us) in sq or (CANNON | us) in sq


_FEWEST_PLIES = min(limit.plies for limit in MoveLimit)


def rule_score(board, ply):
    """0 (a draw) once the move limit is reached, else None."""
    clock = board.halfmove_clock
    if clock >= _FEWEST_PLIES and clock >= board.move_limit.plies:
        return 0
    return None


_verdicts = {}  # (key, cycle moves) -> winner or None
VERDICT_CACHE = 20000


def repetition_verdict(board, plies):
    """The winner (0/1) the perpetual-chase rule gives when the last ``plies`` moves brought the
    position back, else None. The cycle is replayed twice on a copy with a fresh game record, since
    the rules judge at the third occurrence (under the Asian rule, whatever the game's); verdicts are
    cached, as the same cycles recur all over a search tree."""
    moves = tuple(board.last_codes(plies))
    cache_key = (board.key, moves)
    if cache_key in _verdicts:
        return _verdicts[cache_key]
    for _ in moves:
        board.unmake_code()
    replay = board.copy(record=False)
    for m in moves:
        board.make_code(m)
    for _ in range(2):
        for m in moves:
            replay.push(replay.move_of(m))
    outcome = adjudicate_repetition(replay, PerpetualRule.ASIAN)
    chase = outcome is not None and outcome.termination is Termination.PERPETUAL_CHASE
    winner = outcome.winner if chase else None
    if len(_verdicts) >= VERDICT_CACHE:
        _verdicts.clear()
    _verdicts[cache_key] = winner
    return winner
