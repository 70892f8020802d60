"""Cost of embedded boards: a page with 12 boards (embed.html iframes) against a page with 1;
with `--inline`, also the same boards drawn in the host page itself (assets/js/boards.js, as the
Learn pages do: `<div class="kiban-board" data-kiban="…">`), measured interleaved, one table each.

For each of `--runs` rounds and each page, a fresh Chromium profile opens the page once (cold:
nothing cached) and once more (warm: service worker and board previews in place). Measured from
the host page's navigation start: every board visible (an `svg.kb-board` in each iframe or each
`.kiban-board`: the preview kept from the last visit, or the live board) and every board
interactive (each iframe's `html[data-ready]`, each `.kiban-board[data-ready]`, set when Python
has answered it). Memory: the proportional set size (PSS) of
all the browser's processes, read from /proc once every board of the cold visit is interactive
(so it includes the renderers of the host page and the iframes and the shared Python worker).
The host pages are generated (same origin as the boards, like the Learn pages; `--cross-origin`
serves them from a second port, like a teacher's site; `--dedicated` hides SharedWorker from the
pages, so each board falls back to a runtime of its own: the cost the shared runtime avoids).
Before the warm visit the script waits (up to `--snapshot-wait` seconds, given up for a tree once
it never comes) for the Python memory snapshot the first visit leaves behind, as a reader's next
visit would find it. Prints medians and 12/1 ratios; targets are <= 1.5x the time and <= 2x the
memory. `--baseline REV` measures the site of another git revision too (built from `git archive`),
interleaved with this tree's, and prints its table below.

    .venv/bin/python bench/embeds.py [--runs 3] [--inline] [--cross-origin] [--dedicated]
                                     [--baseline REV]
"""

import argparse
import html
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "tests" / "e2e")]

from playwright.sync_api import sync_playwright  # noqa: E402

import sitebuild  # noqa: E402
from harness import CHROMIUM, CHROMIUM_ARGS, HAS_SNAPSHOT  # noqa: E402
from input_latency import build_baseline  # noqa: E402
from siteserver import SiteServer  # noqa: E402

# The boards of the 12-board page: both games, moves, arrows, highlights, shown moves.
BOARDS = [
    "?game=shogi",
    "?game=shogi&moves=7g7f,3c3d,8h2b%2B&ply=2&arrows=8h2b",
    "?game=xiangqi",
    "?game=xiangqi&moves=h2e2,h9g7,h0g2&highlight=e2",
    "?game=shogi&sfen=4k4/9/9/9/4N4/9/9/9/4K4+b+-+1&show=5e",
    "?game=xiangqi&fen=3k5/9/9/9/9/4C4/9/9/9/4K4+w+-+-+0+1&show=e4",
    "?game=shogi&handicap=rook&moves=3c3d,7g7f&flip=1",
    "?game=shogi&sfen=4k4/9/4P4/9/9/9/9/9/4K4+b+G+1&arrows=5c5b&interactive=0",
    "?game=xiangqi&moves=b2e2,b9c7,b0c2,a9b9&ply=3&flip=1",
    "?game=shogi&sfen=ln1g1g1nl/1r1sk2b1/p1pppp1pp/6p2/1p5P1/2P6/PP1PPPP1P/1BK4R1/LNSG1GSNL+b+-+1",
    "?game=xiangqi&fen=4k4/9/9/9/9/9/9/9/4A4/3AK4+w+-+-+0+1&show=d0",
    "?game=shogi&sfen=lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL+b+-+1&highlight=2h,8h",
]
SIZES = {1: BOARDS[:1], 12: BOARDS}
# In every frame, for each of its boards (embed.html: the frame itself; a page: each
# .kiban-board): when it first showed a board and when it became interactive, as epoch
# milliseconds (comparable across frames).
MARKS = """
(() => {
  const marks = (window.__kb = { origin: performance.timeOrigin, boards: [] });
  const now = () => performance.timeOrigin + performance.now();
  const check = () => {
    const root = document.documentElement;
    if (!root) return;
    const boards = root.classList.contains("kb-embed-page") ? [root]
      : [...document.querySelectorAll(".kiban-board")];
    boards.forEach((board, i) => {
      const m = (marks.boards[i] ??= {});
      if (!m.shown && board.querySelector("svg.kb-board")) m.shown = now();
      if (!m.ready && board.hasAttribute("data-ready")) m.ready = now();
    });
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
})();
"""
HOST = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{n} embedded boards</title>
<link rel="icon" href="data:,"></head>
<body style="margin:0;display:grid;grid-template-columns:repeat(3,1fr);gap:4px">
{frames}
</body></html>
"""
# The same boards drawn in the page by boards.js (which needs the boards' origin).
INLINE_HEAD = """<link rel="stylesheet" href="/assets/css/board-input.css">
<link rel="stylesheet" href="/assets/css/embed.css">
<link rel="stylesheet" href="/assets/css/themes.css">
<script src="/assets/js/theme.js"></script>
<script type="module" src="/assets/js/boards.js"></script>
<script type="module" src="/assets/js/sw-register.js"></script></head>"""
KINDS = {"iframe": "host", "inline": "inline"}  # kind of host page: its file name's start


def write_hosts(folder, board_origin):
    """The host pages, one per size and kind, in `folder`; iframes point at `board_origin`."""
    for n, queries in SIZES.items():
        frames = "\n".join(
            f'<iframe src="{board_origin}embed.html{q}" width="420" height="360" '
            f'style="border:0" title="board {i + 1}"></iframe>'
            for i, q in enumerate(queries))
        (folder / f"host-{n}.html").write_text(HOST.format(n=n, frames=frames), encoding="utf-8")
        boards = "\n".join(
            f'<div class="kiban-board" data-kiban="{html.escape(q[1:])}" role="group" '
            f'aria-label="board {i + 1}" style="width:420px;height:360px"></div>'
            for i, q in enumerate(queries))
        page = HOST.format(n=n, frames=boards).replace("</head>", INLINE_HEAD, 1)
        (folder / f"inline-{n}.html").write_text(page, encoding="utf-8")


def descendants(pid):
    """Process ids below `pid` (children, grandchildren, ...) from /proc."""
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
            except OSError:
                continue
            children.setdefault(ppid, []).append(int(entry))
    out, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def chromium_pss():
    """(total PSS in MB, number of processes) of the Chromium processes this script started."""
    total, count = 0, 0
    for pid in descendants(os.getpid()):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                if b"chromium" not in f.read().split(b"\0")[0]:
                    continue
            with open(f"/proc/{pid}/smaps_rollup") as f:
                for line in f:
                    if line.startswith("Pss:"):
                        total += int(line.split()[1])
                        count += 1
        except OSError:
            continue
    return total / 1024, count


def visit(context, url, boards, timeout=120):
    """Open `url`; wait until every board is interactive; return (visible ms, interactive ms)."""
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(url)
    deadline = time.monotonic() + timeout
    while True:
        marks = [frame.evaluate("window.__kb || {boards: []}") for frame in page.frames]
        shown = [board for frame in marks for board in frame["boards"]]
        if len(shown) == boards and all(m.get("ready") for m in shown):
            break
        if time.monotonic() > deadline:
            raise TimeoutError(f"{url}: boards not ready after {timeout} s: {shown}")
        page.wait_for_timeout(50)
    origin = marks[0]["origin"]
    return (max(m["shown"] for m in shown) - origin, max(m["ready"] for m in shown) - origin)


def wait_snapshot(frame, seconds):
    """Wait up to `seconds` for Python's memory snapshot in the site's caches; True if it is."""
    deadline = time.monotonic() + seconds
    while not frame.evaluate(HAS_SNAPSHOT):
        if time.monotonic() > deadline:
            return False
        frame.page.wait_for_timeout(500)
    return True


def measure(playwright, host_url, n, kind="iframe", dedicated=False, snapshot_wait=0):
    """A cold and a warm visit of the n-board page of `kind` (see `KINDS`) in a fresh profile
    (the warm one after waiting up to `snapshot_wait` seconds for the snapshot)."""
    url = f"{host_url}{KINDS[kind]}-{n}.html"
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        context.add_init_script(MARKS + ("delete window.SharedWorker;" if dedicated else ""))
        cold = visit(context, url, n)
        context.pages[0].wait_for_timeout(1000)
        memory, processes = chromium_pss()
        page = context.pages[0]
        board = page.frames[-1]  # an embed.html frame, or the page of boards itself
        while not board.evaluate("navigator.serviceWorker.controller !== null"):
            page.wait_for_timeout(100)  # (no wait_for_function: embed.html's CSP forbids eval)
        snapshot = wait_snapshot(board, snapshot_wait)
        page.goto("about:blank")
        page.wait_for_timeout(1500)  # the shared worker ends with its last board
        warm = visit(context, url, n)
        context.close()
    return {"visible_cold": cold[0], "ready_cold": cold[1], "visible_warm": warm[0],
            "ready_warm": warm[1], "memory": memory, "processes": processes, "snapshot": snapshot}


def serve(dist, netlify_toml, hosts, cross_origin):
    """Serve `dist` with the host pages (written into folder `hosts`); return (servers, host url)."""
    site = SiteServer(dist, mounts={"/hosts/": str(hosts)}, netlify_toml=netlify_toml).start()
    other = SiteServer(hosts).start() if cross_origin else None
    write_hosts(Path(hosts), site.url if cross_origin else "/")
    servers = [site] + ([other] if other else [])
    return servers, (other.url if other else site.url + "hosts/")


def print_table(title, results, runs):
    """The medians of one tree's `results` ({size: [measure() rows]}), 12 against 1."""
    def med(n, key):
        return statistics.median(row[key] for row in results[n])

    print(f"\n{title}")
    print(f"{'':34}{'1 board':>10}{'12 boards':>11}{'12/1':>7}")
    rows = [("visible_cold", "all visible, cold (ms)"), ("ready_cold", "all interactive, cold (ms)"),
            ("visible_warm", "all visible, warm (ms)"), ("ready_warm", "all interactive, warm (ms)"),
            ("memory", "memory, cold, PSS (MB)")]
    for key, label in rows:
        one, twelve = med(1, key), med(12, key)
        print(f"{label:34}{one:10.0f}{twelve:11.0f}{twelve / one:7.2f}")
    print(f"{'browser processes':34}{med(1, 'processes'):10.0f}{med(12, 'processes'):11.0f}")
    snapshots = [sum(row["snapshot"] for row in results[n]) for n in SIZES]
    print(f"{'warm visits with a snapshot':34}{snapshots[0]:>7}/{runs}{snapshots[1]:>8}/{runs}")


def main():
    """Run the rounds and print the table(s)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--inline", action="store_true",
                        help="measure boards drawn in the host page (boards.js) too")
    parser.add_argument("--cross-origin", action="store_true",
                        help="serve the host pages from another port than the boards")
    parser.add_argument("--dedicated", action="store_true",
                        help="no SharedWorker: one runtime per board (for comparison)")
    parser.add_argument("--baseline", help="git revision to measure too, interleaved")
    parser.add_argument("--snapshot-wait", type=float, default=120,
                        help="seconds to wait for the snapshot before a warm visit")
    args = parser.parse_args()
    if args.inline and args.cross_origin:
        parser.error("--inline: boards.js draws boards in pages of their own origin only")
    sitebuild.build()
    with tempfile.TemporaryDirectory() as folder:
        trees = {"this tree": (sitebuild.DIST, ROOT / "netlify.toml")}
        if args.baseline:
            base = Path(folder) / "baseline"
            trees[args.baseline] = (build_baseline(args.baseline, base), base / "netlify.toml")
        servers, hosts = [], {}
        for i, (tree, (dist, netlify_toml)) in enumerate(trees.items()):
            (Path(folder) / f"hosts{i}").mkdir()
            started, hosts[tree] = serve(dist, netlify_toml, Path(folder) / f"hosts{i}",
                                         args.cross_origin)
            servers += started
        # (tree, kind) measured; boards in the page only where the tree has boards.js
        runs = [(tree, kind) for tree, (dist, _) in trees.items() for kind in KINDS
                if kind == "iframe" or args.inline and (dist / "assets/js/boards.js").exists()]
        results = {run: {n: [] for n in SIZES} for run in runs}
        waits = {tree: args.snapshot_wait for tree in trees}
        began = time.monotonic()
        with sync_playwright() as playwright:
            for round_ in range(args.runs):
                for n in SIZES:  # interleaved, so both pages (and trees) see the same machine state
                    for tree, kind in runs:
                        row = measure(playwright, hosts[tree], n, kind, args.dedicated,
                                      waits[tree])
                        results[tree, kind][n].append(row)
                        if not row["snapshot"]:
                            waits[tree] = 0  # this tree makes none: no more waiting for it
                print(f"round {round_ + 1}/{args.runs} done", file=sys.stderr)
        for server in servers:
            server.stop()

    where = "another origin" if args.cross_origin else "the same origin"
    runtime = "one runtime per board" if args.dedicated else "one shared runtime"
    print(f"\nEmbedded boards, {runtime}, host page on {where}, median of {args.runs}; "
          f"{time.monotonic() - began:.0f} s in all")
    for tree, kind in runs:
        where = "iframes (embed.html)" if kind == "iframe" else "drawn in the page (boards.js)"
        print_table(f"{tree}, {where}", results[tree, kind], args.runs)


if __name__ == "__main__":
    main()
