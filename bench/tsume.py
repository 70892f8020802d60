"""Tsume solving: how many problems the mate solver answers within the browser's budget, and how fast.

Run from the repository root:
    python3 bench/tsume.py [--seconds 10] [--baseline REV] [--pyodide]

The problems are small random tsume in the published convention (sente without a king, gote
holding every other piece), each proven a mate by cshogi's df-pn; ``cshogi`` is the length of
its line. Each is given to ``kiban.search.solve_mate`` with ``--seconds`` (the game page's Find
mate allows 10), and the line found is checked to end in checkmate. With ``--baseline REV`` the
``py/kiban`` of that git revision solves them too, in the same run (alternating problem by
problem); with ``--pyodide`` both run in the vendored Pyodide under Node.js, as in the browser.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

from search_speed import ROOT, unpack
from pyodide_node import run_in_pyodide

PROBLEMS = [  # (cshogi's plies, SFEN)
    (3, "2l1k4/2n4R1/9/2s2G3/9/9/9/9/9 b SNr2b3g2s2n3l18p 1"),
    (3, "4k4/2B5+R/1g7/3s5/9/9/9/9/9 b BNr3g3s3n4l18p 1"),
    (3, "9/1kSl4P/1p6+R/3n5/9/9/9/9/9 b RN2b4g3s2n3l16p 1"),
    (3, "k2+B3n1/p5R2/9/4l4/3+R5/9/9/9/9 b BN4g4s2n3l17p 1"),
    (5, "1k1+B5/2PB5/2lp5/9/9/9/9/9/9 b GS2r3g3s4n3l16p 1"),
    (5, "3lk4/9/9/5N3/9/9/9/9/9 b Rr2b4g4s3n3l18p 1"),
    (5, "4kg3/n8/7R1/6l2/9/9/9/9/9 b RG2b2g4s3n3l18p 1"),
    (5, "k2s3s1/2S6/9/9/9/9/9/9/9 b RSr2b4g4n4l18p 1"),
    (7, "7+R1/4k4/8g/9/3+R5/9/9/9/9 b S2b3g3s4n4l18p 1"),
    (7, "k8/5g3/9/4+R2N1/2R6/9/9/9/9 b S2b3g3s3n4l18p 1"),
    (7, "s5l2/k3S4/9/B8/7P1/9/9/9/9 b BN2r4g2s3n3l17p 1"),
    (9, "2k2B3/9/7R1/3P5/9/9/9/9/9 b BGr3g4s4n4l17p 1"),
    (9, "8G/k3p4/4R+R3/4s2g1/9/9/9/9/9 b 2b2g3s4n4l17p 1"),
    (11, "1ks4R1/9/7+R1/8S/9/9/9/9/9 b BNb4g2s3n4l18p 1"),
    (11, "6g2/1g2k4/2l2R3/1G7/9/9/9/9/9 b RG2b4s4n3l18p 1"),
    (11, "8p/k4B3/5+R3/6s2/9/9/9/9/9 b Rb4g3s4n4l17p 1"),
    (11, "9/4k4/6R2/3l3g1/9/9/9/9/9 b RBb3g4s4n3l18p 1"),
    (13, "1k7/9/7Gn/2R6/9/9/9/9/9 b R2b3g4s3n4l18p 1"),
    (13, "3gk4/9/S6+R1/9/3+B5/9/9/9/9 b Br3g3s4n4l18p 1"),
    (19, "2k6/7gg/9/3S5/3R5/9/9/9/9 b BGrbg3s4n4l18p 1"),
]


def use_kiban(kiban_root):
    """Import ``kiban`` from ``kiban_root`` from now on, forgetting any imported before."""
    for name in [n for n in sys.modules if n == "kiban" or n.startswith("kiban.")]:
        del sys.modules[name]
    sys.path[:] = [kiban_root] + [p for p in sys.path if not p.endswith("/py")]


def solve_fresh(kiban_root, index, seconds):
    """Solve problem ``index`` with the ``kiban`` found in ``kiban_root`` (forgetting any other
    imported before); a dict: status, plies, seconds, whether the line mates."""
    use_kiban(kiban_root)
    from kiban import shogi
    from kiban.search import solve_mate
    board = shogi.Board(PROBLEMS[index][1])
    start = time.perf_counter()
    solution = solve_mate(board, time_limit=seconds)
    elapsed = time.perf_counter() - start
    for move in solution.moves:
        board.push(move)
    mates = bool(solution.moves) and board.outcome() is not None and board.outcome().winner == 0
    return {"status": solution.status, "plies": len(solution.moves), "seconds": elapsed, "mates": mates}


def collect(jobs, pyodide):
    """The figures of every ``(root, index, seconds)`` job."""
    if not pyodide:
        out = []
        for root, index, seconds in jobs:
            text = subprocess.run([sys.executable, __file__, "--solve", root, str(index), str(seconds)],
                                  capture_output=True, text=True, check=True).stdout
            out.append(json.loads(text))
        return out
    return run_in_pyodide("""
import tsume
for root, index, seconds in json.loads(arg):
    print(json.dumps(tsume.solve_fresh("/host" + root, index, seconds)))
""", jobs)


def cell(figures):
    """One solver's columns."""
    verdict = "mates" if figures["mates"] else figures["status"]
    return f"{verdict:>8} {figures['plies']:>5} {figures['seconds']:>7.2f}"


def main():
    """Solve every problem (and with the baseline, if asked) and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="time allowed per problem")
    parser.add_argument("--baseline", metavar="REV", help="also solve with py/kiban of this git revision")
    parser.add_argument("--pyodide", action="store_true", help="run in Pyodide under Node.js")
    parser.add_argument("--solve", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.solve:
        print(json.dumps(solve_fresh(args.solve[0], int(args.solve[1]), float(args.solve[2]))))
        return
    with tempfile.TemporaryDirectory() as tmp:
        roots = [os.path.join(ROOT, "py")] + ([unpack(args.baseline, tmp)] if args.baseline else [])
        jobs = [(root, index, args.seconds) for index in range(len(PROBLEMS)) for root in roots]
        figures = dict(zip([(root, index) for root, index, _ in jobs], collect(jobs, args.pyodide)))
    print(f"Python: {'Pyodide under Node.js' if args.pyodide else sys.version.split()[0]}; "
          f"{args.seconds:g} s per problem")
    head = f"{'cshogi':>6} {'found':>8} {'plies':>5} {'seconds':>7}"
    print(head + (f" | {'found':>8} {'plies':>5} {'seconds':>7}  (baseline {args.baseline})" if args.baseline else ""))
    solved = [0] * len(roots)
    for index, (plies, _) in enumerate(PROBLEMS):
        line = f"{plies:>6} " + " | ".join(cell(figures[root, index]) for root in roots)
        for i, root in enumerate(roots):
            solved[i] += figures[root, index]["mates"]
        print(line, flush=True)
    print("solved " + " | ".join(f"{n} of {len(PROBLEMS)}" for n in solved))


if __name__ == "__main__":
    main()
