"""The mate prover of this checkout against the one of another git revision, in one run, on the
puzzles of assets/puzzles/shogi.json: the time of ``shortest(length)`` plus
``mating_codes(length)`` (what the checker and an exercise ask first) for each.

Run from the repository root:
    nice python3 bench/prover_compare.py [--rev main] [--from-length 5]

The other revision's ``py/kiban/search/mate_within.py`` is loaded from ``git show`` (it needs
nothing else of its revision). Both run on the same machine at the same moment, puzzle by
puzzle, so their ratio holds even on a loaded machine where absolute times do not.
"""

import argparse
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def prover_of(rev):
    """The MateProver class of ``rev``."""
    text = subprocess.run(["git", "show", f"{rev}:py/kiban/search/mate_within.py"], cwd=ROOT,
                          capture_output=True, text=True, check=True).stdout
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(text)
    spec = importlib.util.spec_from_file_location("other_mate_within", f.name)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    os.unlink(f.name)
    return module.MateProver


def timed(prover_class, board, length):
    """(seconds, shortest, number of mating first moves)."""
    start = time.perf_counter()
    prover = prover_class(board)
    shortest = prover.shortest(length)
    mating = prover.mating_codes(length)
    return time.perf_counter() - start, shortest, len(mating)


def main():
    """Time both provers on every puzzle from ``--from-length`` plies and print the sums."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rev", default="main")
    parser.add_argument("--from-length", type=int, default=5)
    args = parser.parse_args()
    sys.path.insert(0, os.path.join(ROOT, "py"))
    from kiban import games
    from kiban.search.mate_within import MateProver
    other = prover_of(args.rev)
    game = games.get("shogi")
    with open(os.path.join(ROOT, "assets", "puzzles", "shogi.json"), encoding="utf-8") as f:
        puzzles = [p for p in json.load(f)["puzzles"] if p["length"] >= args.from_length]
    totals = {}
    print(f"{'id':>10} {'plies':>5} {args.rev:>8} {'this':>8}  shortest ({args.rev} / this)")
    for puzzle in puzzles:
        board = game.new_board(puzzle["position"])
        theirs = timed(other, board, puzzle["length"])
        ours = timed(MateProver, board, puzzle["length"])
        for name, value in ((args.rev, theirs[0]), ("this", ours[0])):
            totals[(puzzle["length"], name)] = totals.get((puzzle["length"], name), 0) + value
        print(f"{puzzle['id']:>10} {puzzle['length']:>5} {theirs[0]:>8.2f} {ours[0]:>8.2f}  "
              f"{theirs[1]} / {ours[1]}", flush=True)
    for length in sorted({p["length"] for p in puzzles}):
        print(f"total, {length} plies: {args.rev} {totals[(length, args.rev)]:.1f} s, "
              f"this {totals[(length, 'this')]:.1f} s")


if __name__ == "__main__":
    main()
