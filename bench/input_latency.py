"""Input latency: from a move's `pointerup` to the next animation frame after the board shows it.

Plays a fixed 40-move game (20 moves by each side) of shogi and one of xiangqi with the mouse (press
on the piece, a short drag at 60 Hz, release on the target) on the game page (index.html) and in
an embedded board (embed.html, opened as the page), once on this tree and once on a baseline
commit (default 9b62ce1, before the one pointer pipeline) built in the same run: `git archive` into
a temporary folder, its own `scripts/sitebuild.py` (with this tree's node_modules) and served with
its own netlify.toml headers. A MutationObserver waits for the moved piece to stand on its target
(and its origin to be empty), then `requestAnimationFrame` stamps the frame; the latency is that
stamp minus the `pointerup` event's timeStamp. Prints median / p95 / max per page and game for
both trees, and the median time to the DOM change alone ("dom": the work before the frame).
Issue 14's target: p95 <= 16 ms.

    .venv/bin/python bench/input_latency.py [--baseline 9b62ce1] [--rounds 1]
"""

import argparse
import itertools
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "tests" / "e2e"), str(ROOT / "py")]

from playwright.sync_api import sync_playwright  # noqa: E402

import sitebuild  # noqa: E402
from harness import launch_chromium, new_context, poll  # noqa: E402
from kiban import shogi, xiangqi  # noqa: E402
from siteserver import SiteServer  # noqa: E402

# Legal games without a promotion question or an end; shogi with captures and drops.
GAMES = {
    "shogi": ("2g2f 8c8d 2f2e 8d8e 2e2d 2c2d 2h2d P*2c 2d2f 8e8f 8g8f 8b8f P*8g 8f8d 9i9h 8d8e "
              "6i7h 5a4b 3i2h 6a6b 2h2g P*8f 2f8f 3a3b 4i3h 8e8d 8f2f 1c1d 7h6h 9c9d 5i4i 3c3d "
              "3h2h 2b3c 2g3f 6b6a 8h9i 4c4d 3f4e 4b3a").split(),
    "xiangqi": ("h2h5 h7c7 h5h3 e6e5 b0c2 b7b4 b2b9 g9e7 h0g2 c6c5 h3h7 b4b8 a0a1 h9g7 c0a2 i9h9 "
                "a1e1 b8g8 e1d1 a9a7 d1d7 e7g9 g0i2 g9i7 h7h5 g8f8 g2e1 f8f4 g3g4 h9g9 e1g2 c5c4 "
                "i0g0 g7i8 a3a4 f4f1 d7d3 f1b1 d3d6 i6i5").split(),
}
PAGES = {"game page": "{url}?game={game}", "embed": "{url}embed.html?game={game}"}
STEPS = 6          # pointer moves of a drag, one per 60 Hz frame
# In the page: records [pointerup -> next frame, pointerup -> DOM change] once the expected move
# is on the board.
PROBE = """() => {
  window.__latency = [];
  let upAt = null, move = null;
  addEventListener("pointerup", (event) => { upAt = event.timeStamp; }, true);
  window.__expect = (expected) => { move = expected; upAt = null; };
  const piece = (name) => document.querySelector(`[data-square="${name}"] [data-piece]`);
  const landed = ({ from, to, upper }) => {
    const letter = piece(to)?.dataset.piece.slice(-1);
    return letter && (letter === letter.toUpperCase()) === upper && (!from || !piece(from));
  };
  new MutationObserver(() => {
    if (upAt === null || move === null || !landed(move)) return;
    const start = upAt;
    const dom = performance.now() - start;
    upAt = move = null;
    requestAnimationFrame(() => window.__latency.push([performance.now() - start, dom]));
  }).observe(document.body, { subtree: true, childList: true, attributes: true });
}"""


def build_baseline(commit, folder):
    """Extract ``commit`` into ``folder``, build its site there; return its dist/ folder."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", commit],
                             check=True, capture_output=True).stdout
    with tempfile.TemporaryFile() as tar:
        tar.write(archive)
        tar.seek(0)
        tarfile.open(fileobj=tar).extractall(folder, filter="data")
    os.symlink(ROOT / "node_modules", Path(folder) / "node_modules")
    subprocess.run([sys.executable, "scripts/sitebuild.py"], cwd=folder, check=True,
                   capture_output=True)
    return Path(folder) / "dist"


def center(page, selector):
    """The centre of the element matching ``selector``, in CSS pixels."""
    box = page.locator(selector).bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def play(page, game, notation, board):
    """Make one move with the mouse; wait until its latency is recorded."""
    upper = board.turn == 0
    if "*" in notation:
        letter = notation[0] if upper else notation[0].lower()
        owner = "sente" if upper else "gote"
        source, origin = f'[data-hand-piece="{letter}"][data-owner="{owner}"]', None
    else:
        origin = notation[:2]
        source = f'[data-square="{origin}"]'
    target = notation[2:4]
    page.evaluate("(move) => window.__expect(move)", {"from": origin, "to": target, "upper": upper})
    count = page.evaluate("window.__latency.length")
    (x0, y0), (x1, y1) = center(page, source), center(page, f'[data-square="{target}"]')
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.wait_for_selector(".kb-selected", state="attached")
    for step in range(1, STEPS + 1):
        page.wait_for_timeout(16)
        page.mouse.move(x0 + (x1 - x0) * step / STEPS, y0 + (y1 - y0) * step / STEPS)
    page.mouse.up()
    poll(page, "(n) => window.__latency.length > n", count, timeout=10_000, interval=20)
    board.push_usi(notation) if game == "shogi" else board.push_uci(notation)


def measure(browser, site_url, page_kind, game):
    """[to the frame, to the DOM change] (ms) of each move of the fixed game of ``game`` played on ``page_kind`` at ``site_url``."""
    context = new_context(browser)
    page = context.new_page()
    page.goto(PAGES[page_kind].format(url=site_url, game=game))
    page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
    page.evaluate(PROBE)
    board = shogi.Board() if game == "shogi" else xiangqi.Board()
    for notation in GAMES[game]:
        play(page, game, notation, board)
    # The board shows a move before the engine has played it (an embed's worker confirms it a
    # little later), so the final position is awaited rather than read at once.
    if page_kind == "embed":
        end = ("(n) => document.documentElement.dataset.ply === n", str(len(GAMES[game])))
    else:
        end = ("(fen) => document.querySelector('[data-testid=position]').textContent === fen",
               board.sfen() if game == "shogi" else board.fen())
    try:
        poll(page, *end, timeout=5_000, interval=50)
    except TimeoutError:
        raise RuntimeError(f"{page_kind} {game}: the game did not end where expected") from None
    latencies = page.evaluate("window.__latency")
    context.close()
    return latencies


def figures(samples):
    """(median, p95, max) of the frame latencies of ``samples``, and their median DOM time."""
    ordered = sorted(frame for frame, _ in samples)
    p95 = ordered[max(0, round(0.95 * len(ordered)) - 1)]
    return (statistics.median(ordered), p95, ordered[-1],
            statistics.median(dom for _, dom in samples))


def main():
    """Build both trees, measure interleaved, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default="9b62ce1", help="commit to compare with")
    parser.add_argument("--rounds", type=int, default=1, help="times each game is played")
    args = parser.parse_args()
    sitebuild.build()
    began = time.monotonic()
    with tempfile.TemporaryDirectory() as folder:
        base_dist = build_baseline(args.baseline, folder)
        servers = {"this tree": SiteServer(sitebuild.DIST).start(),
                   args.baseline: SiteServer(base_dist,
                                             netlify_toml=Path(folder) / "netlify.toml").start()}
        results = {}
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            for round_ in range(args.rounds):
                for turn, (page_kind, game) in enumerate(itertools.product(PAGES, GAMES), round_):
                    # interleaved, each tree first in turn (a case's order flips every round)
                    for tree, server in list(servers.items())[::-1 if turn % 2 else 1]:
                        results.setdefault((tree, page_kind, game), []).extend(
                            measure(browser, server.url, page_kind, game))
                print(f"round {round_ + 1}/{args.rounds} done", file=sys.stderr)
            browser.close()
        for server in servers.values():
            server.stop()
    trees = list(servers)
    print(f"\nInput latency, pointerup -> next animation frame showing the move (ms); "
          f"{len(GAMES['shogi'])} moves per game x {args.rounds} round(s); "
          f"{time.monotonic() - began:.0f} s in all")
    print(f"{'':22}" + "".join(f"{tree:>33}" for tree in trees))
    print(f"{'page':12}{'game':10}" + f"{'median':>11}{'p95':>8}{'max':>8}{'dom':>6}" * len(trees))
    for page_kind in PAGES:
        for game in [*GAMES, "both"]:
            row = f"{page_kind:12}{game:10}"
            for tree in trees:
                samples = [v for g in GAMES if game in (g, "both")
                          for v in results[(tree, page_kind, g)]]
                row += "{:11.1f}{:8.1f}{:8.1f}{:6.1f}".format(*figures(samples))
            print(row)


if __name__ == "__main__":
    main()
