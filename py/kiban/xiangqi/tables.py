"""Precomputed move and attack tables for xiangqi, indexed by point (and color where it matters).

Points are ``rank * 9 + file`` (see :mod:`kiban.xiangqi.types`). Every piece but the soldier
moves the same way for both colors; the palace, river and elephant tables follow from the point.
"""

from kiban.xiangqi.types import ADVISOR, ELEPHANT, GENERAL, SOLDIER

ORTHOGONAL = ((0, 1), (0, -1), (-1, 0), (1, 0))
DIAGONAL = ((1, 1), (-1, 1), (1, -1), (-1, -1))
HORSE_JUMPS = ((1, 2), (-1, 2), (1, -2), (-1, -2), (2, 1), (-2, 1), (2, -1), (-2, -1))


def _point(x, y):
    return y * 9 + x if 0 <= x < 9 and 0 <= y < 10 else None


def _in_palace(x, y):
    return 3 <= x <= 5 and (y <= 2 or y >= 7)


def _ray(square, dx, dy):
    ray, x, y = [], square % 9 + dx, square // 9 + dy
    while _point(x, y) is not None:
        ray.append(_point(x, y))
        x, y = x + dx, y + dy
    return tuple(ray)


def _horse_leg(x, y, dx, dy):
    """The point a horse on (x, y) jumping by (dx, dy) must find empty: one step the long way."""
    return _point(x + (dx // 2 if abs(dx) == 2 else 0), y + (dy // 2 if abs(dy) == 2 else 0))


def _build():
    rays, horse, elephant, advisor, general = [], [], [], [], []
    for s in range(90):
        x, y = s % 9, s // 9
        rays.append(tuple(r for r in (_ray(s, dx, dy) for dx, dy in ORTHOGONAL) if r))
        horse.append(tuple((_horse_leg(x, y, dx, dy), _point(x + dx, y + dy)) for dx, dy in HORSE_JUMPS
                           if _point(x + dx, y + dy) is not None))
        elephant.append(tuple((_point(x + dx, y + dy), _point(x + 2 * dx, y + 2 * dy)) for dx, dy in DIAGONAL
                              if _point(x + 2 * dx, y + 2 * dy) is not None and (y + 2 * dy <= 4) == (y <= 4)))
        advisor.append(tuple(_point(x + dx, y + dy) for dx, dy in DIAGONAL
                             if _in_palace(x, y) and _in_palace(x + dx, y + dy) and 0 <= y + dy < 10))
        general.append(tuple(_point(x + dx, y + dy) for dx, dy in ORTHOGONAL
                             if _in_palace(x, y) and _in_palace(x + dx, y + dy) and 0 <= y + dy < 10))
    return tuple(rays), tuple(horse), tuple(elephant), tuple(advisor), tuple(general)


RAYS, HORSE_MOVES, ELEPHANT_MOVES, ADVISOR_MOVES, GENERAL_MOVES = _build()


def _soldier_tables():
    moves = [[], []]
    for color, forward in ((0, 1), (1, -1)):
        for s in range(90):
            x, y = s % 9, s // 9
            steps = [(0, forward)]
            if (y >= 5) if color == 0 else (y <= 4):
                steps += [(-1, 0), (1, 0)]
            moves[color].append(tuple(_point(x + dx, y + dy) for dx, dy in steps
                                      if _point(x + dx, y + dy) is not None))
    attackers = [[tuple(f for f in range(90) if t in moves[c][f]) for t in range(90)] for c in (0, 1)]
    return tuple(map(tuple, moves)), tuple(map(tuple, attackers))


SOLDIER_MOVES, SOLDIER_ATTACKERS = _soldier_tables()


def _reachable():
    """REACHABLE[piece_type][color]: the points a piece of that kind can ever stand on
    (only for the confined kinds: general, advisor, elephant, soldier)."""
    table = {}
    for color in (0, 1):
        own_half = range(45) if color == 0 else range(45, 90)
        mirror = (lambda s: s) if color == 0 else (lambda s: 89 - s)
        table.setdefault(GENERAL, [None, None])[color] = frozenset(
            s for s in own_half if _in_palace(s % 9, s // 9))
        table.setdefault(ADVISOR, [None, None])[color] = frozenset(
            mirror(s) for s in (3, 5, 13, 21, 23))
        table.setdefault(ELEPHANT, [None, None])[color] = frozenset(
            mirror(s) for s in (2, 6, 18, 22, 26, 38, 42))
        table.setdefault(SOLDIER, [None, None])[color] = frozenset(
            mirror(s) for s in range(27, 90) if s >= 45 or s % 9 % 2 == 0)
    return table


REACHABLE = _reachable()


# ----- lines, read from occupancy bits --------------------------------------------------------------
#
# The board keeps its occupied points as the bits of one int: bit s for point s, and again transposed
# above them, bit 90 + file * 10 + rank (BIT[s] sets both), so that the pieces on a point's rank are
# ``occupancy >> RANK_SHIFT[s] & 511`` (bit = file) and those on its file
# ``occupancy >> FILE_SHIFT[s] & 1023`` (bit = rank). RANK_LINES[s][bits] and FILE_LINES[s][bits]
# describe what a piece on s sees along that line, as a tuple
# ``(quiet codes, first pieces, second pieces, reach)``: the move codes from s to the empty points
# before the first piece each way, the points of the first and of the second piece each way, and how
# many points a chariot on s reaches along the line (the empty ones and the first piece each way).
# The entries are filled in on first use (``rank_line`` / ``file_line``): few of the patterns occur.

BIT = tuple(1 << s | 1 << (90 + s % 9 * 10 + s // 9) for s in range(90))
RANK_SHIFT = tuple(s // 9 * 9 for s in range(90))
FILE_SHIFT = tuple(90 + s % 9 * 10 for s in range(90))
RANK_LINES = tuple([None] * 512 for _ in range(90))
FILE_LINES = tuple([None] * 1024 for _ in range(90))


def _line_entry(s, bits, points, position):
    """The line entry of point ``s`` at ``position`` along the line of ``points``, given its
    occupancy ``bits`` (see above)."""
    up = bits >> position + 1 << position + 1  # the pieces beyond s, then those before it
    down = bits & (1 << position) - 1
    first, second = [], []
    high = len(points)
    if up:
        high = (up & -up).bit_length() - 1
        first.append(points[high])
        up ^= 1 << high
        if up:
            second.append(points[(up & -up).bit_length() - 1])
    low = down.bit_length() - 1
    if down:
        first.append(points[low])
        down ^= 1 << low
        if down:
            second.append(points[down.bit_length() - 1])
    quiet = tuple([s << 7 | t for t in points[position + 1:high] + points[low + 1:position][::-1]])
    return quiet, tuple(first), tuple(second), len(quiet) + len(first)


def rank_line(s, bits):
    """RANK_LINES[s][bits], computed and remembered."""
    entry = RANK_LINES[s][bits] = _line_entry(s, bits, tuple(range(s - s % 9, s - s % 9 + 9)), s % 9)
    return entry


def file_line(s, bits):
    """FILE_LINES[s][bits], computed and remembered."""
    entry = FILE_LINES[s][bits] = _line_entry(s, bits, tuple(range(s % 9, 90, 9)), s // 9)
    return entry


def _horse_legs():
    """HORSE_LEG[h][t]: the leg a horse on h needs empty to reach t, or None when it never can."""
    table = [[None] * 90 for _ in range(90)]
    for h in range(90):
        for leg, to in HORSE_MOVES[h]:
            table[h][to] = leg
    return tuple(map(tuple, table))


HORSE_LEG = _horse_legs()


def _unblocked(moves):
    """For pieces that a piece on the way can block (horse leg, elephant eye): for each point s, the
    bits of its blocking points (1 << point) and ``{those bits that are occupied: ((to, code), ...)}``,
    the moves left free."""
    masks, free = [], []
    for s in range(90):
        legs = sorted({leg for leg, _ in moves[s]})
        masks.append(sum(1 << leg for leg in legs))
        table = {}
        for subset in range(1 << len(legs)):
            blocked = {leg for i, leg in enumerate(legs) if subset >> i & 1}
            table[sum(1 << leg for leg in blocked)] = tuple((to, s << 7 | to) for leg, to in moves[s]
                                                            if leg not in blocked)
        free.append(table)
    return tuple(masks), tuple(free)


HORSE_LEG_MASK, HORSE_JUMPS = _unblocked(HORSE_MOVES)
ELEPHANT_EYE_MASK, ELEPHANT_STEPS = _unblocked(ELEPHANT_MOVES)
# Move codes of the other stepping pieces: (to, code)
ADVISOR_CODES = tuple(tuple((to, s << 7 | to) for to in ADVISOR_MOVES[s]) for s in range(90))
GENERAL_CODES = tuple(tuple((to, s << 7 | to) for to in GENERAL_MOVES[s]) for s in range(90))
SOLDIER_CODES = tuple(tuple(tuple((to, s << 7 | to) for to in moves[s]) for s in range(90))
                      for moves in SOLDIER_MOVES)



def _between():
    """BETWEEN[a][b]: the points strictly between two points of one rank or file, in order from a;
    BETWEEN_MASK[a][b]: their bits (1 << point, as in the occupancy), 0 for neighbours. None when a
    and b share no line."""
    points = [[None] * 90 for _ in range(90)]
    masks = [[None] * 90 for _ in range(90)]
    for a in range(90):
        for ray in RAYS[a]:
            mask = 0
            for i, b in enumerate(ray):
                points[a][b] = ray[:i]
                masks[a][b] = mask
                mask |= 1 << b
    return tuple(map(tuple, points)), tuple(map(tuple, masks))


BETWEEN, BETWEEN_MASK = _between()
