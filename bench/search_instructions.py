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

With ``--twice COMPONENT`` (one of ``COMPONENTS``) the working tree is measured a second time with
that part of the search called twice wherever the search calls it once (the second result kept;
a move made, taken back and made again), and the difference per node is printed: what the part
costs a node, plus one Python call per call (450-1,400 instructions). The second call may find
what the first left in a cache (the shogi evaluation's memories, the shogi board's checks and
pins), so for those it is the cost with the caches warm.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

from search_speed import POSITIONS, ROOT, unpack

DEFAULT = ["5:4", "11:5"]
# The parts of the search --twice can double: the game adapter's functions, the shared ordering
# functions of kiban.search.adapter, and the board's methods.
GAME_PARTS = ("evaluate", "delta")
ORDER_PARTS = ("quiet_order", "captures")
BOARD_PARTS = ("capture_codes", "quiet_codes", "is_check", "make_code")
COMPONENTS = GAME_PARTS + ORDER_PARTS + BOARD_PARTS


def twice(function):
    """``function`` called twice, its second result returned."""
    def doubled(*args):
        function(*args)
        return function(*args)
    return doubled


def make_twice(make):
    """A board's ``make_code`` that makes the move, takes it back and makes it again."""
    def doubled(board, m):
        make(board, m)
        board.unmake_code()
        make(board, m)
    return doubled


def wrap_component(component, board_class, game, wrapped, wrap):
    """Replace ``component`` (see COMPONENTS) by ``wrap(component)`` on its owner: the game adapter
    ``game``, :mod:`kiban.search.adapter` or ``board_class``; unless the owner is in ``wrapped``
    (the owners already changed), to which it is added."""
    from kiban.search import adapter
    owner = game if component in GAME_PARTS else adapter if component in ORDER_PARTS else board_class
    if owner in wrapped:
        return
    wrapped.add(owner)
    setattr(owner, component, wrap(getattr(owner, component)))


def run_searches(kiban_root, jobs, component=None):
    """In this process: search each ``(index, depth)`` of ``jobs`` (depth 0: set the board up and
    import its game adapter only), with ``component`` called twice if given; print nodes and move
    per search."""
    sys.path.insert(0, kiban_root)
    import importlib
    from kiban.search import Searcher
    from kiban.search.searcher import adapter_for
    wrapped = set()
    doubling = make_twice if component == "make_code" else twice
    for index, depth in jobs:
        game, name, text, _ = POSITIONS[index]
        board = importlib.import_module(f"kiban.{game}").Board(text)
        game_module = adapter_for(board)  # imported (and its tables built) outside the count
        if component:
            wrap_component(component, type(board), game_module, wrapped, doubling)
        if depth:
            result = Searcher().search(board, depth=depth)
            print(f"{game} {name} depth {depth}: {result.nodes} nodes, {result.move}")


def instructions(kiban_root, jobs, component=None):
    """``(instructions, output lines)`` of :func:`run_searches` under callgrind."""
    argument = ",".join(f"{i}:{d}" for i, d in jobs)
    env = dict(os.environ, PYTHONHASHSEED="0")
    doubling = ["--twice", component] if component else []
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
                           __file__, "--run", kiban_root, argument] + doubling,
                          capture_output=True, text=True, env=env, check=True)
    count = int(re.search(r"Collected : (\d+)", done.stderr).group(1))
    return count, done.stdout.splitlines()


def per_node(kiban_root, jobs, component=None):
    """Instructions per searched node of ``jobs`` with the ``kiban`` in ``kiban_root`` (and
    ``component`` called twice, if given); and the lines the searches printed."""
    total, lines = instructions(kiban_root, jobs, component)
    setup, _ = instructions(kiban_root, [(index, 0) for index, _ in jobs], component)
    nodes = sum(int(re.search(r": (\d+) nodes", line).group(1)) for line in lines)
    return (total - setup) / nodes, lines


def main():
    """Measure the working tree (and the baseline, if asked) and print instructions per node."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", metavar="REV", help="also measure py/kiban of this git revision")
    parser.add_argument("--position", action="append", metavar="INDEX:DEPTH",
                        help="a position of search_speed.POSITIONS (0-11) and its depth; repeatable")
    parser.add_argument("--twice", choices=COMPONENTS,
                        help="also measure the working tree with this part of the search called twice")
    parser.add_argument("--run", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.run:
        run_searches(args.run[0], [tuple(map(int, job.split(":"))) for job in args.run[1].split(",")],
                     args.twice)
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
            if args.twice and label == "working tree":
                doubled, _ = per_node(root, jobs, args.twice)
                print(f"{args.twice} called twice: {doubled - cost:+,.0f} instructions per node")


if __name__ == "__main__":
    main()
