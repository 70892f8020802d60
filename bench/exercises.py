"""Exercises and puzzles: the problem checker's time, and how many puzzles the mate check answers
within a second.

Run from the repository root:
    nice python3 bench/exercises.py [--game shogi|xiangqi] [--limit N] [--pyodide]
    nice python3 bench/exercises.py --tsume SECONDS [--baseline REV] [--pyodide]

For each puzzle of ``assets/puzzles/<game>.json`` (the first ``--limit`` of each length with
``--limit``): ``check`` is the time of ``check_problem(board, length)`` (the editor's "Check this
problem"; its verdict must be ``unique`` again, so this re-verifies the collection), ``mate`` the
time of the mate-in-N check an exercise runs before it accepts a reader's first move
(``MateProver.mating_codes(length)``), stopped after a second. It prints the times per length and
the share of puzzles whose mate check finished within 1 s. ``--pyodide`` runs the same in the
vendored Pyodide under Node.js (``node_modules`` of this checkout, else of /work/main).
``--tsume SECONDS [--baseline REV]`` instead checks the 20 random tsume of bench/tsume.py (3 to 19
plies, lengths by cshogi) with the problem checker, each in a fresh process and stopped after
SECONDS of CPU time, and prints verdict, CPU time and positions (with ``--pyodide``: in Pyodide);
with ``--baseline`` the checker of that git revision runs too, problem by problem in the same run,
and a line whose verdict, length or mating first moves differ is marked DIFFERENT.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from pyodide_node import run_in_pyodide

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MATE_SECONDS = 1.0


def puzzles(game, limit):
    """The puzzles of ``game`` measured: all, or the first ``limit`` of each length."""
    with open(os.path.join(ROOT, "assets", "puzzles", f"{game}.json"), encoding="utf-8") as f:
        every = json.load(f)["puzzles"]
    if not limit:
        return every
    taken = {}
    chosen = []
    for puzzle in every:
        if taken.get(puzzle["length"], 0) < limit:
            taken[puzzle["length"]] = taken.get(puzzle["length"], 0) + 1
            chosen.append(puzzle)
    return chosen


def measure(game, limit):
    """One record per puzzle: id, length, verdict, check seconds, mate seconds, mate found."""
    sys.path.insert(0, os.path.join(ROOT, "py"))   # (under Pyodide ROOT starts /host/)
    from kiban import games
    from kiban.search.mate_within import MateProver, Stopped
    from kiban.search.problem_check import check_problem
    descriptor = games.get(game)
    for puzzle in puzzles(game, limit):
        board = descriptor.new_board(puzzle["position"])
        start = time.perf_counter()
        verdict = check_problem(board, puzzle["length"]).verdict
        checked = time.perf_counter() - start
        start = time.perf_counter()
        deadline = start + MATE_SECONDS
        try:
            found = bool(MateProver(board, lambda: time.perf_counter() > deadline)
                         .mating_codes(puzzle["length"]))
        except Stopped:
            found = False
        yield {"id": puzzle["id"], "length": puzzle["length"], "verdict": verdict,
               "check": checked, "mate": time.perf_counter() - start, "found": found}


def run_pyodide(game, limit):
    """:func:`measure` in Pyodide under Node.js."""
    return run_in_pyodide("""
import exercises
game, limit = json.loads(arg)
for record in exercises.measure(game, limit):
    print(json.dumps(record))
""", [game, limit])


def tsume_record(kiban_root, index, seconds):
    """The checker of the ``kiban`` in ``kiban_root`` on problem ``index`` of bench/tsume.py,
    stopped after ``seconds`` of CPU time: verdict, plies, CPU seconds, positions, first moves."""
    from tsume import PROBLEMS, use_kiban
    use_kiban(kiban_root)
    from kiban import shogi
    from kiban.search.problem_check import check_problem
    plies, sfen = PROBLEMS[index]
    start = time.process_time()
    result = check_problem(shogi.Board(sfen), max_plies=max(plies, 11),
                           should_stop=lambda: time.process_time() - start > seconds)
    return {"cshogi": plies, "verdict": result.verdict, "plies": result.length,
            "seconds": time.process_time() - start, "positions": result.nodes,
            "first": sorted(m.usi() for m in result.line[:1] + result.alternatives)}


def tsume_records(jobs, pyodide):
    """:func:`tsume_record` of every ``(root, index, seconds)`` job, each in a fresh process (in
    CPython; one Node.js run under Pyodide)."""
    if pyodide:
        return run_in_pyodide("""
import exercises
for root, index, seconds in json.loads(arg):
    print(json.dumps(exercises.tsume_record("/host" + root, index, seconds)))
""", jobs)
    return [json.loads(subprocess.run([sys.executable, __file__, "--record", json.dumps(job)],
                                      capture_output=True, text=True, check=True).stdout)
            for job in jobs]


def check_tsume(seconds, pyodide=False, baseline=None):
    """Print the checker's verdict and CPU time on each problem of bench/tsume.py (and those of
    the ``baseline`` revision's checker, problem by problem in the same run)."""
    from search_speed import unpack
    from tsume import PROBLEMS
    print(f"Python: {'Pyodide under Node.js' if pyodide else sys.version.split()[0]}; "
          f"CPU seconds, stopped after {seconds:g}")
    head = f"{'cshogi':>6} {'verdict':>8} {'plies':>5} {'seconds':>7} {'positions':>9}"
    print(head + (f" | {'verdict':>8} {'plies':>5} {'seconds':>7} {'positions':>9}  (baseline {baseline})"
                  if baseline else ""))
    with tempfile.TemporaryDirectory() as tmp:
        roots = [os.path.join(ROOT, "py")] + ([unpack(baseline, tmp)] if baseline else [])
        jobs = [(root, index, seconds) for index in range(len(PROBLEMS)) for root in roots]
        records = tsume_records(jobs, pyodide)
    for start in range(0, len(records), len(roots)):
        found = records[start:start + len(roots)]
        line = f"{found[0]['cshogi']:>6} " + " | ".join(
            f"{r['verdict']:>8} {r['plies'] or '-':>5} {r['seconds']:>7.2f} {r['positions']:>9}"
            for r in found)
        answers = [(r["verdict"], r["plies"], r["first"]) for r in found if r["verdict"] != "stopped"]
        if len(set(map(str, answers))) > 1:
            line += "  DIFFERENT"
        print(line, flush=True)


def report(game, records):
    """Print the figures of one game."""
    print(f"{game}: {len(records)} puzzles")
    print(f"{'plies':>5} {'count':>5} {'check median':>12} {'check max':>9} {'mate median':>11} "
          f"{'within 1 s':>10}")
    for length in sorted({r["length"] for r in records}):
        some = [r for r in records if r["length"] == length]
        print(f"{length:>5} {len(some):>5} {statistics.median(r['check'] for r in some):>12.3f} "
              f"{max(r['check'] for r in some):>9.3f} {statistics.median(r['mate'] for r in some):>11.3f} "
              f"{sum(r['found'] for r in some):>5}/{len(some):<4}")
    found = sum(r["found"] for r in records)
    unique = sum(r["verdict"] == "unique" for r in records)
    print(f"mate check within 1 s: {found}/{len(records)} ({100 * found / len(records):.1f}%); "
          f"checker verdict unique: {unique}/{len(records)}")


def main():
    """Measure the games asked for and print their tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=["shogi", "xiangqi"], action="append")
    parser.add_argument("--limit", type=int, default=0, help="puzzles of each length (0: all)")
    parser.add_argument("--pyodide", action="store_true", help="run in Pyodide under Node.js")
    parser.add_argument("--tsume", type=float, metavar="SECONDS", help="check bench/tsume.py's problems")
    parser.add_argument("--baseline", metavar="REV",
                        help="with --tsume: also the checker of this git revision")
    parser.add_argument("--record", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.record:
        print(json.dumps(tsume_record(*json.loads(args.record))))
        return
    if args.tsume:
        check_tsume(args.tsume, args.pyodide, args.baseline)
        return
    print(f"Python: {'Pyodide under Node.js' if args.pyodide else sys.version.split()[0]}")
    for game in args.game or ["shogi", "xiangqi"]:
        records = run_pyodide(game, args.limit) if args.pyodide else list(measure(game, args.limit))
        report(game, records)


if __name__ == "__main__":
    main()
