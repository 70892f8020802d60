"""The shogi move tables (kiban.shogi.tables, built by lookups for a fast import) against a
construction square by square from the pieces' movements."""

from kiban.shogi import tables
from kiban.shogi.tables import DEAD, IN_ZONE, PROMOTE, RAY_MOVES, RAYS, STEP_ATTACKERS, STEP_MOVES, STEPS


def _target(s, dx, dy):
    x, y = s % 9 + dx, s // 9 + dy
    return y * 9 + x if 0 <= x < 9 and 0 <= y < 9 else None


def _ray(s, dx, dy):
    out, t = [], _target(s, dx, dy)
    while t is not None:
        out.append(t)
        t = _target(t, dx, dy)
    return tuple(out)


def test_steps_and_rays_are_the_movements_seen_from_each_side():
    for piece_type, (steps, rays) in tables._MOVEMENT.items():
        for color in (0, 1):
            code = piece_type | color << 4
            turn = 1 if color == 0 else -1
            for s in range(81):
                want = tuple(t for t in (_target(s, turn * dx, turn * dy) for dx, dy in steps) if t is not None)
                assert STEPS[code][s] == want, (code, s)
                want = tuple(r for r in (_ray(s, turn * dx, turn * dy) for dx, dy in rays) if r)
                assert RAYS[code][s] == want, (code, s)


def test_each_listed_move_carries_the_codes_the_rules_allow():
    for code in range(32):
        color, promotable = code >> 4, 0 < code & 15 <= 6
        for s in range(81):
            pairs = list(STEP_MOVES[code][s]) + [p for ray in RAY_MOVES[code][s] for p in ray]
            targets = list(STEPS[code][s]) + [t for ray in RAYS[code][s] for t in ray]
            assert [to for to, _ in pairs] == targets
            for to, codes in pairs:
                plain = to | s << 7
                if promotable and (IN_ZONE[color][s] or IN_ZONE[color][to]):
                    assert codes == ((plain | PROMOTE,) if DEAD[code][to] else (plain | PROMOTE, plain))
                else:
                    assert codes == (plain,)


def test_step_attackers_list_each_square_a_stepper_reaches_from_once():
    for color in (0, 1):
        for t in range(81):
            cell = STEP_ATTACKERS[color][t]
            assert len({f for f, _ in cell}) == len(cell)
            for f, mask in cell:
                assert mask == sum(1 << code for code in range(color << 4, (color << 4) + 16)
                                   if t in STEPS[code][f])
