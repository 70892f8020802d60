"""Search cost in machine instructions per node: a measure that the machine's load does not change.

Run from the repository root (needs valgrind):
    python3 bench/search_instructions.py [--baseline REV] [--position INDEX:DEPTH ...]

Timing on the shared 2-core machine varies by several percent from run to run, more than most
single changes to the search gain. Valgrind's callgrind counts the instructions the interpreter
executes instead, the same in every run (the hash seed is fixed): each chosen position of
``search_speed.POSITIONS`` is searched to the given depth, and the instructions of the same run
with the searches left out (imports, board set-up) are subtracted. Slow (about 50 times the
plain run), so the default positions are two small ones: shogi "tactical" at depth 4 and xiangqi
"tactical" at depth 5. With ``--baseline REV`` the ``py/kiban`` of that git revision is measured
too. Fewer instructions per node mean a faster search in CPython; Pyodide usually follows, but
check there with ``search_speed.py --pyodide``.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

from search_speed import POSITIONS, ROOT, unpack

DEFAULT = ["5:4", "11:5"]


def run_searches(kiban_root, jobs):
    """In this process: search each ``(index, depth)`` of ``jobs`` (depth 0: set the board up and
    import its game adapter only); print nodes and move per search."""
    sys.path.insert(0, kiban_root)
    import importlib
    from kiban.search import Searcher
    from kiban.search.searcher import adapter_for
    for index, depth in jobs:
        game, name, text, _ = POSITIONS[index]
        board = importlib.import_module(f"kiban.{game}").Board(text)
        adapter_for(board)  # imported (and its tables built) outside the count
        if depth:
            result = Searcher().search(board, depth=depth)
            print(f"{game} {name} depth {depth}: {result.nodes} nodes, {result.move}")


def instructions(kiban_root, jobs):
    """``(instructions, output lines)`` of :func:`run_searches` under callgrind."""
    argument = ",".join(f"{i}:{d}" for i, d in jobs)
    env = dict(os.environ, PYTHONHASHSEED="0")
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
                           __file__, "--run", kiban_root, argument],
                          capture_output=True, text=True, env=env, check=True)
    count = int(re.search(r"Collected : (\d+)", done.stderr).group(1))
    return count, done.stdout.splitlines()


def per_node(kiban_root, jobs):
    """Instructions per searched node of ``jobs`` with the ``kiban`` in ``kiban_root``; and the lines
    the searches printed."""
    total, lines = instructions(kiban_root, jobs)
    setup, _ = instructions(kiban_root, [(index, 0) for index, _ in jobs])
    nodes = sum(int(re.search(r": (\d+) nodes", line).group(1)) for line in lines)
    return (total - setup) / nodes, lines


def main():
    """Measure the working tree (and the baseline, if asked) and print instructions per node."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", metavar="REV", help="also measure py/kiban of this git revision")
    parser.add_argument("--position", action="append", metavar="INDEX:DEPTH",
                        help="a position of search_speed.POSITIONS (0-11) and its depth; repeatable")
    parser.add_argument("--run", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.run:
        run_searches(args.run[0], [tuple(map(int, job.split(":"))) for job in args.run[1].split(",")])
        return
    jobs = [tuple(map(int, job.split(":"))) for job in args.position or DEFAULT]
    with tempfile.TemporaryDirectory() as tmp:
        roots = [("working tree", os.path.join(ROOT, "py"))]
        if args.baseline:
            roots.append((args.baseline, unpack(args.baseline, tmp)))
        for label, root in roots:
            cost, lines = per_node(root, jobs)
            print(f"{label}: {cost:,.0f} instructions per node")
            for line in lines:
                print("   ", line)


if __name__ == "__main__":
    main()
