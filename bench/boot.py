"""Boot time of the app against a bare PyScript page, cold and warm, and first-visit bytes.

For each of `--runs` rounds (default 5) and each page (the app `/`, and `bench/bare.html`, which
boots the same PyScript and the same Pyodide version, as npm ships it (`node_modules/pyodide`,
served under `/assets/vendor/`, so with the vendored files' caching headers), and only marks
itself ready), a fresh Chromium
profile (a real disk cache, like a user's) opens the page once (cold: nothing cached) and once
more (warm: the app from its service worker and the memory snapshot this browser made after the
first visit, the bare page from the HTTP cache). Measured in the
page, from navigation start: `html[data-ready]` (Python started, input accepted) and, for the
app, the board's first paint (largest-contentful-paint inside `[data-testid=board]`, or the frame
after the first `[data-square]` appears). Network, counted by the server: requests answered and
response-body bytes for the first visit (the service worker's precache included), raw and as
the gzip estimate of what Netlify would send, and the same for the warm visit (the app's should
be nothing at all). Prints medians, each beside the bare page's of the same run, and app/bare
ratios.

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
from harness import CHROMIUM, CHROMIUM_ARGS, wait_ready, wait_service_worker, wait_snapshot  # noqa: E402
from siteserver import SiteServer  # noqa: E402

PAGES = {"app": "", "bare": "bench/bare.html"}
# bench/bare.toml's interpreter: Pyodide as npm ships it, not the site's trimmed, compiled copy
MOUNTS = {"/bench/": ROOT / "bench", "/assets/vendor/pyodide-npm/": ROOT / "node_modules" / "pyodide"}
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


def gzip_size(server, entries):
    """Estimated gzip bytes of the bodies of the server `entries` (slice of its log)."""
    total = 0
    for _, path, status, size in entries:
        if status == 200 and size:
            file = Path(server.file_for(path))
            if file.is_dir():
                file = file / "index.html"
            total += len(gzip.compress(file.read_bytes(), 6))
    return total


def traffic(server, start, prefix):
    """{prefix_requests, prefix_bytes, prefix_gzip} of what the server answered since log index
    `start`."""
    sent = server.log[start:]
    return {f"{prefix}_requests": len(sent), f"{prefix}_bytes": sum(entry[3] for entry in sent),
            f"{prefix}_gzip": gzip_size(server, sent)}


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
            wait_snapshot(page)  # made by this browser after the first visit (no download)
        page.wait_for_timeout(500)
        first = traffic(server, start, "first")
        start = len(server.log)
        _, warm = visit(context, url)
        again = traffic(server, start, "warm")
        context.close()
    return {
        "cold": cold["ready"],
        "warm": warm["ready"],
        "board_cold": board_time(cold),
        "board_warm": board_time(warm),
        **first,
        **again,
    }


def median(rows, key):
    """Median of `key` over the rows, None if any is missing."""
    values = [row[key] for row in rows]
    return None if None in values else statistics.median(values)


def cell(value, unit):
    """`value` divided by `unit` as table text: whole numbers for unit 1, else 2 decimals."""
    if value is None:
        return "-"
    return f"{value:.0f}" if unit == 1 else f"{value / unit:.2f}"


def main():
    """Run the rounds and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    sitebuild.build()
    server = SiteServer(sitebuild.DIST, mounts=MOUNTS).start()
    results = {name: [] for name in PAGES}
    began = time.monotonic()
    with sync_playwright() as playwright:
        for round_ in range(runs):
            # interleaved, each page first in turn, so both see the same machine state
            for name in list(PAGES)[::-1 if round_ % 2 else 1]:
                results[name].append(measure(playwright, server, name))
            print(f"round {round_ + 1}/{runs} done: cold {results['app'][-1]['cold']:.0f} ms "
                  f"against {results['bare'][-1]['cold']:.0f}", file=sys.stderr)
    server.stop()

    app, bare = results["app"], results["bare"]
    print(f"\nBoot of the app against the bare page, median of {runs}; "
          f"{time.monotonic() - began:.0f} s in all")
    print(f"{'':34}{'app':>9}{'bare':>9}{'app/bare':>10}")
    rows = [
        ("cold", "interactive, cold (ms)", 1),
        ("warm", "interactive, warm (ms)", 1),
        ("board_cold", "board painted, cold (ms)", 1),
        ("board_warm", "board painted, warm (ms)", 1),
        ("first_requests", "first visit: requests", 1),
        ("first_bytes", "first visit: MB raw", 1e6),
        ("first_gzip", "first visit: MB gzip (estimate)", 1e6),
        ("warm_requests", "warm visit: requests", 1),
        ("warm_bytes", "warm visit: MB raw", 1e6),
    ]
    for key, label, unit in rows:
        a, b = median(app, key), median(bare, key)
        ratio = f"{a / b:.2f}" if a is not None and b else "-"
        print(f"{label:34}{cell(a, unit):>9}{cell(b, unit):>9}{ratio:>10}")


if __name__ == "__main__":
    main()
