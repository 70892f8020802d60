"""Boot time of the app against a bare PyScript page, cold and warm, and first-visit bytes.

For each of `--runs` rounds (default 5) and each page (the app `/`, and `bench/bare.html`, which
boots the same vendored Pyodide through PyScript and only marks itself ready), a fresh Chromium
profile (a real disk cache, like a user's) opens the page once (cold: nothing cached) and once
more (warm: the app from its service worker, the bare page from the HTTP cache). Measured in the
page, from navigation start: `html[data-ready]` (Python started, input accepted) and, for the
app, the board's first paint (largest-contentful-paint inside `[data-testid=board]`, or the frame
after the first `[data-square]` appears). Bytes: response bodies the server sent for the first
visit, the service worker's precache included, with an estimate of the gzip size Netlify would
send. Prints medians and app/bare ratios.

    .venv/bin/python bench/boot.py [--runs 5]
"""

import argparse
import gzip
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "tests" / "e2e")]

from playwright.sync_api import sync_playwright  # noqa: E402

import sitebuild  # noqa: E402
from harness import CHROMIUM, CHROMIUM_ARGS, wait_ready, wait_service_worker  # noqa: E402
from siteserver import SiteServer  # noqa: E402

PAGES = {"app": "", "bare": "bench/bare.html"}
# Records, relative to navigation start, when the page became ready and when the board painted.
MARKS = """
(() => {
  const marks = (window.__marks = {});
  const board = '[data-testid="board"]';
  const check = () => {
    const root = document.documentElement;
    if (!("ready" in marks) && root && root.hasAttribute("data-ready")) marks.ready = performance.now();
    if (!("squares" in marks) && document.querySelector("[data-square]")) {
      marks.squares = -1;
      requestAnimationFrame(() => requestAnimationFrame(() => (marks.squares = performance.now())));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!("lcp" in marks) && entry.element && entry.element.closest(board)) marks.lcp = entry.startTime;
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
})();
"""


def gzip_size(server, start):
    """Estimated gzip bytes of the bodies served since log index `start`."""
    total = 0
    for _, path, status, size in server.log[start:]:
        if status == 200 and size:
            file = Path(server.file_for(path))
            if file.is_dir():
                file = file / "index.html"
            total += len(gzip.compress(file.read_bytes(), 6))
    return total


def board_time(marks):
    """First paint of the board in ms, or None when the page shows none."""
    times = [t for t in (marks.get("lcp"), marks.get("squares")) if t is not None and t >= 0]
    return min(times) if times else None


def visit(context, url):
    """Navigate a new tab to `url`, wait until ready; return the marks (ms since navigation)."""
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(url)
    wait_ready(page, timeout=120_000)
    page.wait_for_timeout(300)  # let a pending largest-contentful-paint entry arrive
    return page, page.evaluate("window.__marks")


def measure(playwright, server, name):
    """One cold and one warm visit of page `name` in a fresh profile."""
    url = server.url + PAGES[name]
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
        )
        context.add_init_script(MARKS)
        start = len(server.log)
        page, cold = visit(context, url)
        if name == "app":
            wait_service_worker(page, timeout=120_000)
        page.wait_for_timeout(500)
        sent = server.log[start:]
        raw = sum(entry[3] for entry in sent)
        packed = gzip_size(server, start)
        _, warm = visit(context, url)
        context.close()
    return {
        "cold": cold["ready"],
        "warm": warm["ready"],
        "board_cold": board_time(cold),
        "board_warm": board_time(warm),
        "bytes": raw,
        "gzip": packed,
        "requests": len(sent),
    }


def median(rows, key):
    """Median of `key` over the rows, None if any is missing."""
    values = [row[key] for row in rows]
    return None if None in values else statistics.median(values)


def main():
    """Run the rounds and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    sitebuild.build()
    server = SiteServer(sitebuild.DIST, mounts={"/bench/": ROOT / "bench"}).start()
    results = {name: [] for name in PAGES}
    began = time.monotonic()
    with sync_playwright() as playwright:
        for round_ in range(runs):
            for name in PAGES:  # interleaved, so both pages see the same machine state
                results[name].append(measure(playwright, server, name))
            print(f"round {round_ + 1}/{runs} done", file=sys.stderr)
    server.stop()

    app, bare = results["app"], results["bare"]
    print(f"\nBoot to html[data-ready], median of {runs} (ms); {time.monotonic() - began:.0f} s in all")
    print(f"{'':30}{'app':>9}{'bare':>9}{'app/bare':>10}")
    for key, label in (("cold", "cold (first visit)"), ("warm", "warm (service worker / cache)")):
        a, b = median(app, key), median(bare, key)
        print(f"{label:30}{a:9.0f}{b:9.0f}{a / b:10.2f}")
    for key, label in (("board_cold", "board painted, cold"), ("board_warm", "board painted, warm")):
        value = median(app, key)
        print(f"{label:30}{'-' if value is None else f'{value:.0f}':>9}")
    print(f"{'first visit, MB sent':30}{median(app, 'bytes') / 1e6:9.2f}{median(bare, 'bytes') / 1e6:9.2f}")
    print(f"{'  gzip estimate, MB':30}{median(app, 'gzip') / 1e6:9.2f}{median(bare, 'gzip') / 1e6:9.2f}")
    print(f"{'  requests':30}{median(app, 'requests'):9.0f}{median(bare, 'requests'):9.0f}")

if __name__ == "__main__":
    main()
