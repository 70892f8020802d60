"""Search speed: the computer player at a fixed depth on fixed positions, nodes per second.

Run from the repository root:
    python3 bench/search_speed.py [--game shogi|xiangqi] [--repeat N] [--baseline REV] [--pyodide]

Each position is searched by a fresh Searcher to its fixed depth, in a fresh Python process, and the
fastest of ``--repeat`` runs is kept. Prints nodes, CPU seconds (less disturbed than wall-clock time
by other work on the machine), nodes per second and the move found.
With ``--baseline REV`` (a git revision, e.g. ``main`` or ``8191dc5``) the ``py/kiban`` of that
revision is unpacked into a temporary directory and every position is also searched there,
alternating with the working tree so both see the same machine load; the table then adds the
baseline's figures and the ratio of nodes per second (working tree / baseline). A different move or
node count at the same depth means the search itself changed, not only its speed; the table then
shows both scores (the side to move's view), so a changed tree can be seen to reach the same move or
a better score.

With ``--pyodide`` the same runs happen in the browser's Python: the vendored Pyodide
(``node_modules/pyodide``) under Node.js, one interpreter for all positions, the working tree and the
baseline alternating; seconds are the Node.js process's CPU time there. ``--browser`` runs that
Pyodide in Debian's Chromium instead (through Playwright, as the players' browsers run it; a page
served from a temporary folder holding both engines); seconds are wall-clock time there, the only
clock a page has.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import zipfile

from pyodide_node import run_in_pyodide

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

POSITIONS = [  # (game, name, position text, depth)
    ("shogi", "start", None, 6),
    ("shogi", "opening", "lnsgk1snl/1r4gb1/p1pppp1pp/6p2/1p7/2P4P1/PP1PPPP1P/1BG4R1/LNS1KGSNL b - 13", 6),
    ("shogi", "middle game A", "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1", 3),
    ("shogi", "middle game B", "lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2KGSNL b Bb 1", 5),
    ("shogi", "middle game C", "1ns4nb/lr1ggks1l/pp1p1p2p/2p3pp1/9/1PPPpGP1P/P1S2PNPL/1B1G5/LN1KS3R b p 41", 6),
    ("shogi", "tactical", "ln1g3nl/1ks1g1r2/1ppp1s1p1/p3ppp1p/9/P1PPP1P1P/1PSGSP3/1KG4R1/LN5NL b Bb 1", 6),
    ("xiangqi", "start", None, 5),
    ("xiangqi", "opening", "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/2P6/P3P1P1P/1CN3NC1/9/R1BAKAB1R w - - 0 1", 8),
    ("xiangqi", "middle game A", "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", 6),
    ("xiangqi", "middle game B", "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1", 8),
    ("xiangqi", "endgame", "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1", 8),
    ("xiangqi", "tactical", "2bakab2/9/2n1c1n2/p1p1p1p1p/4r4/2P3P2/P3P3P/1C2B1NC1/4A4/2BAK1R2 w - - 0 1", 6),
]


def measure(kiban_root, index):
    """Search position ``index`` with the ``kiban`` package found in ``kiban_root``; a dict of figures."""
    sys.path.insert(0, kiban_root)
    import importlib
    from kiban.search import Searcher
    game, _, text, depth = POSITIONS[index]
    board = importlib.import_module(f"kiban.{game}").Board(text)
    clock = node_cpu_seconds if sys.platform == "emscripten" else time.process_time
    start = clock()
    result = Searcher().search(board, depth=depth)
    seconds = clock() - start
    return {"nodes": result.nodes, "seconds": seconds, "move": str(result.move), "score": result.score}


def node_cpu_seconds():
    """CPU seconds of the Node.js process Pyodide runs in (WebAssembly has no process clock); in a
    browser, which has no process, wall-clock seconds."""
    import js
    if not hasattr(js, "process"):
        return time.perf_counter()
    usage = js.process.cpuUsage()
    return (usage.user + usage.system) / 1e6


def measure_fresh(kiban_root, index):
    """:func:`measure` in a process that may have imported another ``kiban`` before: that one is
    forgotten first (the Pyodide runs share one interpreter)."""
    for name in [n for n in sys.modules if n == "kiban" or n.startswith("kiban.")]:
        del sys.modules[name]
    sys.path[:] = [p for p in sys.path if not p.endswith("/py")]
    return measure(kiban_root, index)


def run(kiban_root, index, repeat):
    """The fastest of ``repeat`` runs of :func:`measure`, each in a fresh Python process."""
    best = None
    for _ in range(repeat):
        out = subprocess.run([sys.executable, __file__, "--measure", kiban_root, str(index)],
                             capture_output=True, text=True, check=True).stdout
        figures = json.loads(out)
        if best is None or figures["seconds"] < best["seconds"]:
            best = figures
    return best


def run_pyodide(jobs):
    """Run :func:`measure_fresh` for each ``(kiban root, position index)`` of ``jobs`` in one Pyodide
    under Node.js; the list of figures."""
    return run_in_pyodide("""
import search_speed
for root, index in json.loads(arg):
    print(json.dumps(search_speed.measure_fresh("/host" + root, index)))
""", jobs)


BROWSER_PAGE = """<!doctype html><meta charset="utf-8"><title>search speed</title>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
const lines = [];
try {
  const pyodide = await loadPyodide({ indexURL: "./pyodide/" });
  pyodide.setStdout({ batched: (line) => lines.push(line) });
  pyodide.unpackArchive(await (await fetch("engines.zip")).arrayBuffer(), "zip", { extractDir: "/engines" });
  pyodide.globals.set("jobs", await (await fetch("jobs.json")).text());
  await pyodide.runPythonAsync(`
import json, sys
sys.path.insert(0, "/engines")
import search_speed
for root, index in json.loads(jobs):
    print(json.dumps(search_speed.measure_fresh(root, index)))
`);
} catch (error) { lines.push(String(error)); }  // every failure is reported, none waits forever
window.done = lines;
</script>
"""


def run_browser(jobs):
    """:func:`run_pyodide` in Chromium: the engines of ``jobs`` (and this file) go into one zip
    that a page unpacks into its Pyodide; the list of figures."""
    from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
    from playwright.sync_api import sync_playwright
    sys.path.insert(0, os.path.join(ROOT, "tests", "e2e"))
    from harness import CHROMIUM, CHROMIUM_ARGS
    pyodide = os.path.join(ROOT, "node_modules", "pyodide")
    if not os.path.exists(pyodide):
        sys.exit("Pyodide is missing: run scripts/setup (npm ci) first")
    with tempfile.TemporaryDirectory() as site:
        roots = sorted({root for root, _ in jobs})
        inside = {root: f"/engines/e{n}/py" for n, root in enumerate(roots)}  # (measure_fresh: ".../py")
        with zipfile.ZipFile(os.path.join(site, "engines.zip"), "w") as archive:
            archive.write(__file__, "search_speed.py")
            for root, name in ((root, f"e{n}/py") for n, root in enumerate(roots)):
                for folder, _, files in os.walk(os.path.join(root, "kiban")):
                    for file in files:
                        if file.endswith(".py"):
                            path = os.path.join(folder, file)
                            archive.write(path, f"{name}/{os.path.relpath(path, root)}")
        with open(os.path.join(site, "jobs.json"), "w") as f:
            json.dump([(inside[root], index) for root, index in jobs], f)
        with open(os.path.join(site, "index.html"), "w") as f:
            f.write(BROWSER_PAGE)
        os.symlink(pyodide, os.path.join(site, "pyodide"))

        class Quiet(SimpleHTTPRequestHandler):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, directory=site, **kwargs)

            def log_message(self, *args):
                pass

        server = ThreadingHTTPServer(("127.0.0.1", 0), Quiet)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                page = browser.new_page()
                page.goto(f"http://127.0.0.1:{server.server_port}/index.html")
                page.wait_for_function("window.done !== undefined", timeout=0, polling=1000)
                lines = page.evaluate("window.done")
                browser.close()
        finally:
            server.shutdown()
    figures = [json.loads(line) for line in lines if line.startswith("{")]
    if len(figures) != len(jobs):
        sys.exit("the browser run failed: " + " ".join(lines)[-500:])
    return figures


def fastest(runs):
    """The run with the fewest seconds."""
    return min(runs, key=lambda figures: figures["seconds"])


def unpack(revision, into):
    """Extract ``py/kiban`` of a git revision into the directory ``into``; the path to put on sys.path."""
    archive = subprocess.run(["git", "-C", ROOT, "archive", revision, "py/kiban"],
                             capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", into], input=archive, check=True)
    return os.path.join(into, "py")


def cell(figures):
    """Nodes, seconds and nodes per second of one run, as table columns."""
    return (f"{figures['nodes']:>8} {figures['seconds']:>7.2f} "
            f"{figures['nodes'] / figures['seconds']:>8,.0f}")


def collect(roots, indices, repeat, where):
    """``{(root, index): fastest figures}`` for every kiban root and position index, the roots
    alternating position by position so that all see the same machine load; ``where``: "cpython",
    "pyodide" (under Node.js) or "browser"."""
    if where != "cpython":
        jobs = [(root, index) for _ in range(repeat) for index in indices for root in roots]
        runs = {}
        for job, figures in zip(jobs, (run_pyodide if where == "pyodide" else run_browser)(jobs)):
            runs.setdefault(tuple(job), []).append(figures)
        return {job: fastest(found) for job, found in runs.items()}
    return {(root, index): run(root, index, repeat) for index in indices for root in roots}


def main():
    """Time every position (and the baseline's, if asked) and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("shogi", "xiangqi"), help="only this game's positions")
    parser.add_argument("--repeat", type=int, default=3, help="runs per position; the fastest counts")
    parser.add_argument("--baseline", metavar="REV", help="also time py/kiban of this git revision")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--pyodide", action="store_true", help="run in Pyodide under Node.js")
    where.add_argument("--browser", action="store_true", help="run in Pyodide in Chromium")
    parser.add_argument("--measure", nargs=2, metavar=("ROOT", "INDEX"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(args.measure[0], int(args.measure[1]))))
        return
    here = os.path.join(ROOT, "py")
    indices = [i for i, position in enumerate(POSITIONS) if not args.game or position[0] == args.game]
    with tempfile.TemporaryDirectory() as tmp:
        base = unpack(args.baseline, tmp) if args.baseline else None
        where = "browser" if args.browser else "pyodide" if args.pyodide else "cpython"
        figures = collect([here, base] if base else [here], indices, args.repeat, where)
    print("Python:", {"browser": "Pyodide in Chromium (wall-clock seconds)", "pyodide": "Pyodide under Node.js",
                      "cpython": sys.version.split()[0]}[where])
    header = f"{'game':8} {'position':14} {'depth':>5} {'nodes':>8} {'seconds':>7} {'nodes/s':>8} {'move':>6}"
    if base:
        header += f" | {'nodes':>8} {'seconds':>7} {'nodes/s':>8} {'move':>6} {'ratio':>6}"
    print(header)
    totals = [0, 0.0, 0, 0.0]
    for index in indices:
        game, name, _, depth = POSITIONS[index]
        now = figures[here, index]
        line = f"{game:8} {name:14} {depth:>5} {cell(now)} {now['move']:>6}"
        totals[:2] = totals[0] + now["nodes"], totals[1] + now["seconds"]
        if base:
            old = figures[base, index]
            ratio = (now["nodes"] / now["seconds"]) / (old["nodes"] / old["seconds"])
            line += f" | {cell(old)} {old['move']:>6} {ratio:>5.2f}x"
            if (old["move"], old["nodes"]) != (now["move"], now["nodes"]):
                line += f" (tree differs; score {now['score']} vs {old['score']})"
            totals[2:] = totals[2] + old["nodes"], totals[3] + old["seconds"]
        print(line, flush=True)
    summary = f"{'all':8} {'':14} {'':>5} {totals[0]:>8} {totals[1]:>7.2f} {totals[0] / totals[1]:>8,.0f}"
    if base:
        ratio = (totals[0] / totals[1]) / (totals[2] / totals[3])
        summary += f" {'':>6} | {totals[2]:>8} {totals[3]:>7.2f} {totals[2] / totals[3]:>8,.0f} {'':>6} {ratio:>5.2f}x"
    print(summary)


if __name__ == "__main__":
    main()
