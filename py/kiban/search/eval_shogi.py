"""Shogi knowledge for the search: every evaluation weight, move-ordering values and the null move.

This module is the shogi *game adapter* of :mod:`kiban.search.searcher` (see its docstring for the
functions an adapter provides). Scores are centipawns (a pawn on the board is about 100).
Material and piece-square values are kept incrementally by the search (``delta`` per move) as an
absolute number (sente's view); king safety and slider mobility are added at the leaves,
remembered by what they depend on (the pieces around a king, those on a slider's lines).
Moves are the board's move codes (see :mod:`kiban.core.board`). The tables by rank and file are
written for 9×9; a smaller board of a shogi variant (``kiban.minishogi.evaluation`` runs this
module's code for its board, see :mod:`kiban.shogi.rebuild`) takes them spread over its ranks and
files: its first, middle and last rank take the 9×9 table's first, middle and last entries.
"""

from operator import getitem, itemgetter

from kiban.search.adapter import square_table
from kiban.shogi.board import DROP, PROMOTE
from kiban.shogi.tables import RAYS
from kiban.shogi.types import (BISHOP, DRAGON, GOLD, HAND_TYPES, HORSE, KING, KNIGHT, LANCE, PAWN,
                               PROM_KNIGHT, PROM_LANCE, PROM_PAWN, PROM_SILVER, ROOK, SILVER, unpromoted)
from kiban.shogi.variant import FILES, RANKS

SIZE = FILES * RANKS

# ----- weights ----------------------------------------------------------------------------------

PIECE_VALUE = {PAWN: 100, LANCE: 300, KNIGHT: 350, SILVER: 500, GOLD: 560, BISHOP: 800, ROOK: 950,
               PROM_PAWN: 560, PROM_LANCE: 540, PROM_KNIGHT: 540, PROM_SILVER: 540,
               HORSE: 1050, DRAGON: 1250, KING: 0}
HAND_VALUE = {PAWN: 115, LANCE: 330, KNIGHT: 380, SILVER: 560, GOLD: 610, BISHOP: 880, ROOK: 1050}
HAND_PAWN_DECAY = 6        # each further pawn in hand is worth this much less ...
HAND_PAWN_FLOOR = 60       # ... down to this
TEMPO = 15                 # bonus for the side to move
# Game review (kiban.review.chances): this evaluation's centipawns that make one pawn of the
# reference engine's (Fairy-Stockfish's; a captured piece changes sides here), the unit of the
# review's marks (bench/results/review.md).
REVIEW_PAWN = 200
# Game review: a suspected blunder is searched again with this many times the nodes before it
# is marked ?? (kiban.review.analyse.for_game; bench/results/review.md).
REVIEW_CONFIRM = 32

# Piece-square terms, by how far a piece stands from its own back rank (0 = own back rank) ...
ADVANCE = {PAWN: (0, 0, 0, 0, 5, 10, 20, 30, 0), KNIGHT: (0, 5, 15, 25, 25, 20, 20, 0, 0),
           SILVER: (0, 10, 15, 15, 15, 10, 10, 5, 0), GOLD: (5, 15, 10, 5, 0, -5, -10, -10, -10),
           KING: (45, 35, 0, -35, -60, -60, -60, -60, -60), LANCE: (10, 5, 0, 0, 0, 0, 0, 0, 0)}
# ... and by file (index 0 = the player's own left edge file). The king likes a castle to a side.
KING_FILE = (15, 25, 25, 5, -15, 5, 25, 25, 15)
CENTER_FILE = (-10, -5, 0, 5, 5, 5, 0, -5, -10)  # generals and knights prefer the middle files

# King safety: value of pieces in the 8 squares around a king (RING1) and the 16 beyond (RING2),
# own pieces as defenders (positive), enemy pieces as attackers (negative).
DEFEND_1 = {GOLD: 40, SILVER: 30, PROM_PAWN: 25, PROM_LANCE: 25, PROM_KNIGHT: 25, PROM_SILVER: 25,
            PAWN: 10, KNIGHT: 10, LANCE: 10, BISHOP: 5, ROOK: 0, HORSE: 35, DRAGON: 20}
DEFEND_2 = {GOLD: 15, SILVER: 15, PROM_PAWN: 10, PROM_LANCE: 10, PROM_KNIGHT: 10, PROM_SILVER: 10,
            PAWN: 5, KNIGHT: 5, LANCE: 5, BISHOP: 0, ROOK: 0, HORSE: 15, DRAGON: 10}
ATTACK_1 = {GOLD: 70, SILVER: 60, PROM_PAWN: 70, PROM_LANCE: 70, PROM_KNIGHT: 70, PROM_SILVER: 70,
            PAWN: 25, KNIGHT: 45, LANCE: 35, BISHOP: 60, ROOK: 80, HORSE: 110, DRAGON: 150}
ATTACK_2 = {GOLD: 35, SILVER: 30, PROM_PAWN: 35, PROM_LANCE: 35, PROM_KNIGHT: 35, PROM_SILVER: 35,
            PAWN: 5, KNIGHT: 30, LANCE: 15, BISHOP: 30, ROOK: 40, HORSE: 60, DRAGON: 80}
# Pieces in the enemy's hand threaten drops next to the king; weighted per open square around it.
HAND_THREAT = {PAWN: 1, LANCE: 3, KNIGHT: 5, SILVER: 7, GOLD: 8, BISHOP: 8, ROOK: 12}
_PAWN_THREAT, _LANCE_THREAT, _KNIGHT_THREAT, _SILVER_THREAT, _BISHOP_THREAT, _ROOK_THREAT, _GOLD_THREAT = (
    HAND_THREAT[t] for t in (PAWN, LANCE, KNIGHT, SILVER, BISHOP, ROOK, GOLD))  # Board.hand_counts's order
# Mobility: per square a long-range piece reaches (empty squares and the first piece hit).
MOBILITY = {BISHOP: 5, ROOK: 4, HORSE: 4, DRAGON: 3}

QUIESCENCE_MARGIN = 150    # delta pruning: skip a capture that cannot lift the score to alpha

# ----- tables built from the weights ------------------------------------------------------------

_SIGN = (1, -1)
_HAND_OF = [unpromoted(code & 15) if code & 15 else 0 for code in range(32)]
# Tables for kiban.search.adapter, by piece code.
VICTIM = [PIECE_VALUE.get(code & 15, 0) for code in range(32)]
GAIN = [VICTIM[code] + HAND_VALUE.get(_HAND_OF[code], 0) for code in range(32)]  # board + hand value
ATTACKER_RANK = [(0, 1, 2, 3, 4, 9, 10, 6, 15, 5, 5, 5, 5, 11, 12, 0)[code & 15] for code in range(32)]
PROMOTION_GAIN = [PIECE_VALUE.get((code & 15) + 8, 0) - PIECE_VALUE.get(code & 15, 0)
                  if 0 < code & 15 < KING else 0 for code in range(32)]


def _own_view(color, s):
    """(distance from own back rank, file index from own left) of square ``s`` for ``color``,
    each as the index of the 9-entry tables above it stands for."""
    rank, column = divmod(s, FILES)
    advance, column = (RANKS - 1 - rank, column) if color == 0 else (rank, FILES - 1 - column)
    return round(advance * 8 / (RANKS - 1)), round(column * 8 / (FILES - 1))


def _bonus(t, color, s):
    """Piece-square bonus of a sente-or-gote piece of type ``t`` on square ``s``."""
    advance, column = _own_view(color, s)
    v = ADVANCE.get(t, (0,) * 9)[advance]
    if t == KING:
        v += KING_FILE[column]
    elif t in (SILVER, GOLD, KNIGHT):
        v += CENTER_FILE[column]
    return v


def _hand_table():
    """HAND[color][t][n]: signed value of holding n pieces of type t."""
    table = [[[0] * 20 for _ in range(8)] for _ in range(2)]
    for t in HAND_TYPES:
        for color in (0, 1):
            total = 0
            for n in range(1, 20):
                value = HAND_VALUE[t]
                if t == PAWN:
                    value = max(HAND_PAWN_FLOOR, value - HAND_PAWN_DECAY * (n - 1))
                total += value
                table[color][t][n] = _SIGN[color] * total
    return table


VAL = square_table(PIECE_VALUE, 4, SIZE, _bonus)  # VAL[code][s]: signed material + piece-square value
HAND = _hand_table()


def _ring(k, radius):
    kr, kc = divmod(k, FILES)
    return tuple(r * FILES + c for r in range(max(0, kr - radius), min(RANKS, kr + radius + 1))
                 for c in range(max(0, kc - radius), min(FILES, kc + radius + 1))
                 if max(abs(r - kr), abs(c - kc)) == radius)


RING1 = [_ring(k, 1) for k in range(SIZE)]
RING2 = [_ring(k, 2) for k in range(SIZE)]
RING1_SIZE = [len(ring) for ring in RING1]
# RING_CODES[k](squares): the piece codes on RING1[k] then RING2[k], as a tuple.
RING_CODES = [itemgetter(*(RING1[k] + RING2[k])) for k in range(SIZE)]


def _safety_weights(defend, attack):
    """W[c][code]: signed (sente's view) value of ``code`` standing near color c's king."""
    weights = [[0] * 32, [0] * 32]
    for c in (0, 1):
        for t in defend:
            weights[c][t | c << 4] = _SIGN[c] * defend[t]
            weights[c][t | (c ^ 1) << 4] = -_SIGN[c] * attack[t]
    return weights


SAFETY_1 = _safety_weights(DEFEND_1, ATTACK_1)
SAFETY_2 = _safety_weights(DEFEND_2, ATTACK_2)
# RING_WEIGHTS[c][k]: for each square of RING_CODES[k], the weights (by code) of a piece there.
RING_WEIGHTS = [[(SAFETY_1[c],) * len(RING1[k]) + (SAFETY_2[c],) * len(RING2[k]) for k in range(SIZE)]
                for c in (0, 1)]
_SLIDERS = [(code, MOBILITY[code & 15] * _SIGN[code >> 4])
            for code in range(32) if code & 15 in MOBILITY]
# A slider's mobility is remembered under the occupied squares of its lines (_SLIDER_LINES[code][s],
# as bits) with the piece and its square in the bits above the board's (_SLIDER_KEYS[code][s]).
_SLIDER_LINES = [[sum(1 << t for ray in RAYS[code][s] for t in ray) for s in range(SIZE)] for code in range(32)]
_SLIDER_KEYS = [[(code * SIZE + s + 1) << SIZE for s in range(SIZE)] for code in range(32)]
_mobility = {}
MOBILITY_ENTRIES = 1 << 14  # mobility values remembered (then forgotten all at once)
# King safety is remembered under (color, king square, the codes around it): the pieces' value there
# and, signed, the open squares next to the king + 2 (what a threat from the hand is multiplied by).
_safety = {}
SAFETY_ENTRIES = 1 << 14

# ----- the adapter functions ---------------------------------------------------------------------


def material(board):
    """Material + piece-square value of the whole position, sente's view (recomputed from scratch)."""
    sq = board.squares
    total = sum(VAL[code][s] for s, code in enumerate(sq) if code)
    for color in (0, 1):
        hand = board.hand_counts(color)
        total += sum(HAND[color][t][hand[t]] for t in HAND_TYPES)
    return total


def delta(board, m):
    """How ``material`` changes when internal move ``m`` is played (call before making it)."""
    to = m & 127
    frm = m >> 7 & 127
    if frm >= DROP:
        us = board.turn
        t = frm - DROP
        n = board.hand_counts(us)[t]
        table = HAND[us][t]
        return VAL[t | us << 4][to] + table[n - 1] - table[n]
    sq = board.squares
    code = sq[frm]
    d = VAL[code + 8 if m & PROMOTE else code][to] - VAL[code][frm]
    captured = sq[to]
    if captured:
        us = code >> 4
        t = _HAND_OF[captured]
        n = board.hand_counts(us)[t]
        table = HAND[us][t]
        d += table[n + 1] - table[n] - VAL[captured][to]
    return d


def evaluate(board, e):
    """The score for the side to move, given the incremental material value ``e``."""
    sq = board.squares
    score = e
    for c in (0, 1):
        k = board.king_square(c)
        if k is None:  # a tsume's attacker: no king to keep safe
            continue
        codes = RING_CODES[k](sq)
        key = (c, k, codes)
        ring = _safety.get(key)
        if ring is None:
            if len(_safety) >= SAFETY_ENTRIES:
                _safety.clear()
            ring = _safety[key] = (sum(map(getitem, RING_WEIGHTS[c][k], codes)),
                                   -_SIGN[c] * (codes[:RING1_SIZE[k]].count(0) + 2))
        score += ring[0]
        _, pawn, lance, knight, silver, bishop, rook, gold = board.hand_counts(c ^ 1)
        threat = (pawn * _PAWN_THREAT + lance * _LANCE_THREAT + knight * _KNIGHT_THREAT
                  + silver * _SILVER_THREAT + bishop * _BISHOP_THREAT + rook * _ROOK_THREAT
                  + gold * _GOLD_THREAT)
        if threat:
            score += threat * ring[1]
    # mobility: squares the long-range pieces reach (the empty ones and the first piece hit),
    # remembered by the piece, its square and the pieces standing on its lines
    counts = board.piece_counts
    packed = None  # the squares as bytes: finds a piece code much faster than the list's index
    for code, weight in _SLIDERS:
        left = counts[code]
        if not left:
            continue
        if packed is None:
            packed = bytes(sq)
            occupied = board.occupied()
        lines, keys = _SLIDER_LINES[code], _SLIDER_KEYS[code]
        s = -1
        while left:
            s = packed.find(code, s + 1)
            key = occupied & lines[s] | keys[s]
            value = _mobility.get(key)
            if value is None:
                if len(_mobility) >= MOBILITY_ENTRIES:
                    _mobility.clear()
                value = _mobility[key] = weight * _reach(sq, RAYS[code][s])
            score += value
            left -= 1
    return (score if board.turn == 0 else -score) + TEMPO


def _reach(sq, rays):
    """How many squares the ``rays`` of a long-range piece reach on the board ``sq``: the empty
    ones and the first piece hit on each."""
    reach = 0
    for ray in rays:
        for to in ray:
            reach += 1
            if sq[to]:
                break
    return reach


def null_allowed(board):
    """Whether a null move is sound enough here (shogi has practically no zugzwang)."""
    return True


