"""Precomputed move and attack tables for shogi, indexed by piece code and square.

A piece code is ``piece_type | color << 4`` (sente 1-14, gote 17-30, 0 = empty). Square
``rank * FILES + column``: rank 0 is rank 'a' (gote's back rank), column 0 is the leftmost file
(file 9 on the 9×9 board). The board's size comes from :mod:`kiban.shogi.variant`.
"""

from kiban.shogi.types import (BISHOP, DRAGON, GOLD, HORSE, KING, KNIGHT, LANCE, PAWN, PROM_KNIGHT,
                               PROM_LANCE, PROM_PAWN, PROM_SILVER, ROOK, SILVER)
from kiban.shogi.variant import FILES, RANKS, ZONE_RANKS

SIZE = FILES * RANKS  # the number of squares

ORTHOGONAL = ((0, -1), (0, 1), (-1, 0), (1, 0))
DIAGONAL = ((-1, -1), (1, -1), (-1, 1), (1, 1))
GOLD_STEPS = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (0, 1))

# (steps, ray directions) as seen by sente, who moves towards rank 'a' (dy = -1).
_MOVEMENT = {
    PAWN: (((0, -1),), ()),
    LANCE: ((), ((0, -1),)),
    KNIGHT: (((-1, -2), (1, -2)), ()),
    SILVER: (((-1, -1), (0, -1), (1, -1), (-1, 1), (1, 1)), ()),
    GOLD: (GOLD_STEPS, ()),
    BISHOP: ((), DIAGONAL),
    ROOK: ((), ORTHOGONAL),
    KING: (ORTHOGONAL + DIAGONAL, ()),
    PROM_PAWN: (GOLD_STEPS, ()),
    PROM_LANCE: (GOLD_STEPS, ()),
    PROM_KNIGHT: (GOLD_STEPS, ()),
    PROM_SILVER: (GOLD_STEPS, ()),
    HORSE: (ORTHOGONAL, DIAGONAL),
    DRAGON: (DIAGONAL, ORTHOGONAL),
}

DIRECTIONS = ORTHOGONAL + DIAGONAL


def _neighbours():
    """NEXT[(dx, dy)][s]: the square one (dx, dy) step from s, or None off the board, for every
    step and ray direction of either colour (one table per direction: the tables below are
    built by lookups, not by arithmetic per square)."""
    vectors = {v for steps, rays in _MOVEMENT.values() for v in steps + rays}
    vectors |= {(-dx, -dy) for dx, dy in vectors}
    return {(dx, dy): [(s // FILES + dy) * FILES + s % FILES + dx
                       if 0 <= s % FILES + dx < FILES and 0 <= s // FILES + dy < RANKS
                       else None for s in range(SIZE)] for dx, dy in vectors}


NEXT = _neighbours()
BIT = [1 << s for s in range(SIZE)]  # square sets as ints: bit s for square s


def _ray(square, dx, dy):
    step = NEXT[(dx, dy)]
    ray, s = [], step[square]
    while s is not None:
        ray.append(s)
        s = step[s]
    return tuple(ray)


def _oriented(vectors, color):
    return tuple((dx, dy) if color == 0 else (-dx, -dy) for dx, dy in vectors)


def _build():
    steps = [[()] * SIZE for _ in range(32)]
    rays = [[()] * SIZE for _ in range(32)]
    ray_dirs = [()] * 32
    for piece_type, (step_vectors, ray_vectors) in _MOVEMENT.items():
        for color in (0, 1):
            code = piece_type | color << 4
            ray_dirs[code] = _oriented(ray_vectors, color)
            step_tables = [NEXT[v] for v in _oriented(step_vectors, color)]
            ray_tables = [[_ray(s, dx, dy) for s in range(SIZE)] for dx, dy in ray_dirs[code]]
            steps[code] = [tuple(t for t in (table[s] for table in step_tables) if t is not None)
                           for s in range(SIZE)]
            rays[code] = [tuple(r for r in (table[s] for table in ray_tables) if r) for s in range(SIZE)]
    return steps, rays, ray_dirs


STEPS, RAYS, _RAY_DIRS = _build()


def _attack_tables():
    """STEP_ATTACKERS[c][s]: (from, code mask) pairs of color-c steppers that reach s.
    RAY_ATTACKERS[c][s]: (ray from s, code mask, the ray's squares as an int) for color-c sliders
    along that ray."""
    masks = [[{} for _ in range(SIZE)] for _ in range(2)]  # [c][s]: {from: code mask}, in first-seen order
    for code in range(32):
        bit, by_target = 1 << code, masks[code >> 4]
        for f, targets in enumerate(STEPS[code]):
            for t in targets:
                found = by_target[t]
                found[f] = found.get(f, 0) | bit
    step_attackers = [[list(cell.items()) for cell in row] for row in masks]
    ray_attackers = [[[] for _ in range(SIZE)] for _ in range(2)]
    for color in (0, 1):
        # per direction from s: the codes of color-c sliders moving the opposite way, towards s
        masks_by_direction = [(dx, dy, sum(1 << code for code in range(color << 4, (color << 4) + 16)
                                           if (-dx, -dy) in _RAY_DIRS[code]))
                              for dx, dy in DIRECTIONS]
        for s in range(SIZE):
            for dx, dy, mask in masks_by_direction:
                ray = _ray(s, dx, dy)
                if ray and mask:
                    ray_attackers[color][s].append((ray, mask, sum(BIT[t] for t in ray)))
    freeze = lambda table: [[tuple(cell) for cell in row] for row in table]
    return freeze(step_attackers), freeze(ray_attackers)


STEP_ATTACKERS, RAY_ATTACKERS = _attack_tables()
# STEP_ATTACKER_SQUARES[c][s]: the squares of STEP_ATTACKERS[c][s] as an int (see BIT below).
STEP_ATTACKER_SQUARES = [[sum(1 << f for f, _ in cell) for cell in row] for row in STEP_ATTACKERS]

# PROMOTES[code]: a piece of that code may promote (an unpromoted pawn, lance, knight, silver,
# bishop or rook).
PROMOTES = [1 <= code & 15 <= ROOK for code in range(32)]
# IN_ZONE[c][s]: square s is in color c's promotion zone (the far ZONE_RANKS ranks).
IN_ZONE = [[s // FILES < ZONE_RANKS for s in range(SIZE)],
           [s // FILES >= RANKS - ZONE_RANKS for s in range(SIZE)]]


def _dead_squares():
    """DEAD[code][s]: an unpromoted piece of that code could never move again from s."""
    dead = [[False] * SIZE for _ in range(32)]
    for color in (0, 1):
        for s in range(SIZE):
            distance = s // FILES if color == 0 else RANKS - 1 - s // FILES  # ranks left in front of it
            dead[PAWN | color << 4][s] = distance == 0
            dead[LANCE | color << 4][s] = distance == 0
            dead[KNIGHT | color << 4][s] = distance <= 1
    return dead


DEAD = _dead_squares()

PROMOTE = 1 << 14    # the flag of a promoting move's code (see kiban.shogi.board)


def _codes_to(code, frm, to):
    """The codes of the legal moves of piece ``code`` from ``frm`` to ``to``: the promotion first
    when it may promote there, then the plain move unless it would leave the piece unable to move."""
    plain = to | frm << 7
    if not PROMOTES[code] or not (IN_ZONE[code >> 4][frm] or IN_ZONE[code >> 4][to]):
        return (plain,)
    return (plain | PROMOTE,) if DEAD[code][to] else (plain | PROMOTE, plain)


def _move_tables():
    """STEP_MOVES[code][s]: ``(to, codes)`` per step of a piece ``code`` on ``s``, ``codes`` being
    :func:`_codes_to`; RAY_MOVES[code][s]: its rays, each a tuple of such pairs, nearest first.
    The order is that of STEPS and RAYS. Equal pairs are one object, shared by every piece that
    makes that move (fewer objects to build, and in the memory snapshot); pieces that move alike
    and never promote (gold and the promoted small pieces) share their tables whole."""
    step_moves = [[()] * SIZE for _ in range(32)]
    ray_moves = [[()] * SIZE for _ in range(32)]
    shared = {}
    alike = {}  # (colour, movement) of a piece that never promotes -> its tables
    for piece_type, movement in _MOVEMENT.items():
        for color in (0, 1):
            code = piece_type | color << 4
            key = None if PROMOTES[code] else (color, movement)
            if key in alike:
                step_moves[code], ray_moves[code] = alike[key]
                continue

            def pair(to, frm):
                codes = _codes_to(code, frm, to)
                found = shared.get(codes)
                if found is None:
                    found = shared[codes] = (to, codes)
                return found

            for s in range(SIZE):
                step_moves[code][s] = tuple(pair(to, s) for to in STEPS[code][s])
                ray_moves[code][s] = tuple(tuple(pair(to, s) for to in ray) for ray in RAYS[code][s])
            if key is not None:
                alike[key] = step_moves[code], ray_moves[code]
    return step_moves, ray_moves


STEP_MOVES, RAY_MOVES = _move_tables()

# Square sets as ints, bit s for square s. STEP_REACH[code][s]: the squares a piece ``code`` on s
# steps to; RAY_REACH[code][s]: the squares on its rays (whether or not blocked); REACH: both.
ALL_SQUARES = (1 << SIZE) - 1
STEP_REACH = [[sum(BIT[to] for to in STEPS[code][s]) for s in range(SIZE)] for code in range(32)]
RAY_REACH = [[sum(BIT[to] for ray in RAYS[code][s] for to in ray) for s in range(SIZE)]
             for code in range(32)]
REACH = [[steps | rays for steps, rays in zip(*tables)] for tables in zip(STEP_REACH, RAY_REACH)]
# SLIDES[code][s]: per ray of a piece ``code`` on s, ``(squares, rising)``: the squares of the ray
# as an int and whether their numbers rise going away from s (the nearest is then the lowest bit).
SLIDES = [[tuple((sum(BIT[t] for t in ray), ray[0] > s) for ray in RAYS[code][s]) for s in range(SIZE)]
          for code in range(32)]
ZONE_SQUARES = [sum(BIT[s] for s in range(SIZE) if IN_ZONE[color][s]) for color in (0, 1)]
# CHECK_SQUARES[code][k]: the squares from which a piece ``code``, or the piece it promotes to,
# reaches k (a slider: were nothing between); a piece of the other colour standing on k reaches them.
CHECK_SQUARES = [[REACH[code ^ 16][k] | (REACH[code + 8 ^ 16][k] if PROMOTES[code] else 0)
                  for k in range(SIZE)] for code in range(32)]
# LINES[s]: the squares on the eight lines (ranks, files, diagonals) through s, s left out.
LINES = [sum(BIT[t] for dx, dy in DIRECTIONS for t in _ray(s, dx, dy)) for s in range(SIZE)]

# NO_KING: the square a missing king stands on (a tsume leaves out the attacker's king). The tables
# a king's square indexes have an empty entry there: nothing attacks it, it has no move and no line.
NO_KING = SIZE


def _between():
    """BETWEEN[k][s]: the squares strictly between k and s when they share a line (rank, file or
    diagonal), else 0."""
    table = [[0] * SIZE for _ in range(SIZE)]
    for k in range(SIZE):
        for dx, dy in DIRECTIONS:
            passed = 0
            for s in _ray(k, dx, dy):
                table[k][s] = passed
                passed |= BIT[s]
    return table


BETWEEN = _between()
for _table in (*STEP_ATTACKERS, *RAY_ATTACKERS):
    _table.append(())
for _table in (*STEP_ATTACKER_SQUARES, *STEP_REACH, *CHECK_SQUARES, LINES):
    _table.append(0)
del _table
