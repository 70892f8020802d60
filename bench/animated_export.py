"""Animated export: how long the Share dialog takes to make a 60-move game's GIF in Chromium, how
big the GIF and the animated SVG are, and how long the page's main thread was blocked meanwhile.

Opens the game page on a link holding a fixed 60-ply game of shogi and of xiangqi (legal moves
drawn by a seeded random generator from the engine, so the same game each run, with captures
and, in shogi, drops) with an arrow and a circle drawn on one position, opens the Share dialog,
clicks "Download GIF" and waits for the download; the time is from the click to the file
(building the frames in Python, drawing them, encoding in the worker). A requestAnimationFrame
loop in the page records the longest gap between frames meanwhile, and the CPU time the
browser's processes used is read from /proc (the machine may be busy with other work: the CPU
time is what making the GIF cost). Then the animated SVG is downloaded and its size read.
Issue 25's targets: GIF <= 2 MB, made in <= 10 s.

    .venv/bin/python bench/animated_export.py [--rounds 3] [--plies 60] [--no-build]
"""

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "tests" / "e2e"), str(ROOT / "py")]

from playwright.sync_api import sync_playwright  # noqa: E402

import sitebuild  # noqa: E402
from harness import launch_chromium, new_context, open_app  # noqa: E402
from kiban import games  # noqa: E402
from siteserver import SiteServer  # noqa: E402

MARKS = {"shogi": "&arrows=8h2b,P*5e:r&circles=5e:b", "xiangqi": "&arrows=h2e2,b0c2:r&circles=e4:b"}
# Records the longest gap between animation frames from now on (the page's responsiveness).
FRAME_GAPS = """() => {
  window.__gap = 0;
  let last = performance.now();
  const tick = (now) => { window.__gap = Math.max(window.__gap, now - last); last = now;
                          requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
}"""


def fixed_game(name, plies, seed=25):
    """``plies`` legal moves of the game called ``name`` in the engine's notation, drawn by a
    generator seeded with ``seed`` (the next seed when a game ends early)."""
    game = games.get(name)
    while True:
        chooser = random.Random(seed)
        board = game.new_board()
        moves = []
        while len(moves) < plies:
            legal = sorted(board.legal_moves, key=game.move_text)
            if not legal:
                break
            move = chooser.choice(legal)
            moves.append(game.move_text(move))
            board.push(move)
        if len(moves) == plies:
            return moves
        seed += 1


def cpu_seconds():
    """CPU time (user + system, seconds) used so far by the processes this one started (the
    Playwright driver, Chromium and its renderers, with their threads and workers): what the
    work cost, however busy the machine is with others' work."""
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:  # gone meanwhile
                continue
            children.setdefault(int(fields[1]), []).append((int(entry), fields))
    total, todo = 0, [os.getpid()]
    while todo:
        for pid, fields in children.get(todo.pop(), []):
            total += int(fields[11]) + int(fields[12])   # utime, stime (clock ticks)
            todo.append(pid)
    return total / os.sysconf("SC_CLK_TCK")


def measure(browser, url, name, moves):
    """(seconds to the GIF, CPU seconds it took, GIF bytes, longest frame gap in ms,
    animated SVG bytes)."""
    context = new_context(browser)
    page = context.new_page()
    try:
        query = f"?game={name}&moves={','.join(moves)}&ply={len(moves) // 2}{MARKS[name]}"
        open_app(page, url, query)
        page.get_by_test_id("share").click()
        page.evaluate(FRAME_GAPS)
        began, cpu = time.monotonic(), cpu_seconds()
        with page.expect_download(timeout=120_000) as download:
            page.get_by_test_id("share-gif").click()
        seconds, cpu = time.monotonic() - began, cpu_seconds() - cpu
        gif = Path(download.value.path()).stat().st_size
        gap = page.evaluate("window.__gap")
        with page.expect_download(timeout=120_000) as download:
            page.get_by_test_id("share-animated-svg").click()
        svg = Path(download.value.path()).stat().st_size
        return seconds, cpu, gif, gap, svg
    finally:
        context.close()


def main():
    """Build the site, measure each game ``--rounds`` times, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="GIFs made per game")
    parser.add_argument("--plies", type=int, default=60, help="moves of each game")
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    args = parser.parse_args()
    if not args.no_build:
        sitebuild.build()
    server = SiteServer(sitebuild.DIST).start()
    results = {}
    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            for name in ("shogi", "xiangqi"):
                moves = fixed_game(name, args.plies)
                for round_ in range(args.rounds):
                    results.setdefault(name, []).append(measure(browser, server.url, name, moves))
                    print(f"{name} round {round_ + 1}/{args.rounds}: {results[name][-1]}",
                          file=sys.stderr)
            browser.close()
    finally:
        server.stop()
    print(f"\nAnimated export of a {args.plies}-ply game ({args.plies + 1} frames), "
          f"{args.rounds} round(s) per game, Chromium headless; load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"{'game':10}{'GIF s (median)':>16}{'GIF s (max)':>13}{'CPU s (median)':>16}"
          f"{'GIF KB':>9}{'longest frame gap ms':>22}{'SVG KB':>9}")
    for name, samples in results.items():
        times, cpus = [s[0] for s in samples], [s[1] for s in samples]
        print(f"{name:10}{statistics.median(times):16.2f}{max(times):13.2f}"
              f"{statistics.median(cpus):16.2f}{max(s[2] for s in samples) / 1024:9.0f}"
              f"{max(s[3] for s in samples):22.0f}{max(s[4] for s in samples) / 1024:9.0f}")


if __name__ == "__main__":
    main()
