"""Would the problem checker gain from two workers? Splits the first checks of some problems of
bench/tsume.py between two provers of their own (each proves the shortest mate itself, the first
one also the line) and counts the nodes each searches, against one prover doing everything
(node counts do not depend on the machine's load; the CPU seconds are printed too).

    nice python3 bench/checker_split.py 16 13 14 15 12     # indices into tsume.PROBLEMS

Splits: ``alternate`` (every other check, nearest the king first) and ``direction`` (the checks
grouped by their direction from the king, a group to the worker with fewer checks).
"""
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "bench")]
from tsume import PROBLEMS  # noqa: E402
from kiban import shogi  # noqa: E402
from kiban.search.mate_within import MateProver  # noqa: E402

def run(sfen, subset_of=None, k=None, line=True):
    """Check ``sfen`` with one prover, its first checks limited to ``subset_of(prover, checks, k)``:
    (nodes, nodes of the shortest mate, CPU s, the mating codes found)."""
    p = MateProver(shogi.Board(sfen))
    t = time.process_time()
    s = p.shortest(11)
    n0 = p.nodes
    if line: p.line(s)
    b = p.board
    checks = sorted(p.checks(), key=p._distance_to_king)
    mine = checks if subset_of is None else subset_of(p, checks, k)
    found = []
    for c in mine:
        b.make_code(c)
        if p.defend(s - 1): found.append(c)
        b.unmake_code()
    return p.nodes, n0, time.process_time() - t, sorted(found)

def alternate(p, checks, k):
    """Every other check, worker ``k``'s."""
    return checks[k::2]

def direction(p, checks, k):
    """The checks by direction from the king, whole directions dealt to the less loaded worker."""
    b = p.board; f = p.files
    king = b.king_square(1 - b.turn)
    def key(c):
        to = c & 127
        dx = (to % f) - (king % f); dy = (to // f) - (king // f)
        return ((dx > 0) - (dx < 0), (dy > 0) - (dy < 0))
    groups = {}
    for c in checks: groups.setdefault(key(c), []).append(c)
    loads = [0, 0]; share = [[], []]
    for g in sorted(groups.values(), key=len, reverse=True):
        i = loads.index(min(loads)); share[i] += g; loads[i] += len(g)
    keep = set(share[k])
    return [c for c in checks if c in keep]

def main():
    for idx in [int(a) for a in sys.argv[1:]]:
        probe(idx)


def probe(idx):
    """Print the nodes of problem ``idx`` checked by one prover and split both ways."""
    plies, sfen = PROBLEMS[idx]
    full = run(sfen)
    print(idx, plies, 'serial nodes', full[0], 'shortest', full[1], f'{full[2]:.1f}s', 'mates', len(full[3]), flush=True)
    for name, fn in [('alternate', alternate), ('direction', direction)]:
        a = run(sfen, fn, 0); b = run(sfen, fn, 1, line=False)
        assert sorted(a[3] + b[3]) == full[3]
        print('  ', name, 'w0', a[0], f'{a[2]:.1f}s', 'w1', b[0], f'{b[2]:.1f}s', 'max/serial', round(max(a[0], b[0]) / full[0], 2), flush=True)


if __name__ == "__main__":
    main()
