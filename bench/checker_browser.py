"""The problem checker in Chromium: how long the editor's "Check this problem" takes on the
11-ply tsume of ``bench/tsume.py`` (issue 26: "tsume up to 11 moves in seconds in the browser").

Serves this tree's dist/ (run `scripts/setup` first) and opens the editor once; for each problem
it types the SFEN, picks the stated length (the length Kiban's checker finds: a cooked 9 is
checked as a 9) and clicks ``editor-check``; the time runs from the click to the verdict
(``editor-verdict``'s ``data-verdict``), in the checker's own worker. Prints wall seconds and
the browser's CPU seconds meanwhile per problem.

    .venv/bin/python bench/checker_browser.py [--plies 11] [--runs 2]
"""

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "tests" / "e2e"), str(ROOT / "py"),
                str(ROOT / "bench")]

from playwright.sync_api import sync_playwright  # noqa: E402

import sitebuild  # noqa: E402
from harness import launch_chromium, new_context, open_app  # noqa: E402
from review_browser import browser_cpu  # noqa: E402
from siteserver import SiteServer  # noqa: E402
from tsume import PROBLEMS  # noqa: E402

# The length each 11-ply problem is stated as: Kiban's verdict's (bench/results/exercises.md).
STATED = {"1ks4R1/9/7+R1/8S/9/9/9/9/9 b BNb4g2s3n4l18p 1": 7,
          "6g2/1g2k4/2l2R3/1G7/9/9/9/9/9 b RG2b4s4n3l18p 1": 11,
          "8p/k4B3/5+R3/6s2/9/9/9/9/9 b Rb4g3s4n4l17p 1": 9,
          "9/4k4/6R2/3l3g1/9/9/9/9/9 b RBb3g4s4n3l18p 1": 9}


def check(page, sfen, length):
    """(verdict, its length, wall seconds, browser CPU seconds) of one check in the editor."""
    page.get_by_test_id("editor-fen").fill(sfen)
    page.get_by_test_id("editor-check-length").select_option(str(length))
    verdict = page.get_by_test_id("editor-verdict")
    start, cpu = time.perf_counter(), browser_cpu()
    page.get_by_test_id("editor-check").click()
    page.wait_for_function("document.querySelector('[data-testid=editor-verdict]').dataset.verdict",
                           timeout=600_000, polling=50)
    wall, cpu = time.perf_counter() - start, browser_cpu() - cpu
    return verdict.get_attribute("data-verdict"), verdict.get_attribute("data-length"), wall, cpu


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=11, help="the problems of this cshogi length")
    parser.add_argument("--runs", type=int, default=2, help="checks of each problem")
    args = parser.parse_args()
    server = SiteServer(sitebuild.DIST).start()
    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            page = new_context(browser).new_page()
            page.set_viewport_size({"width": 1280, "height": 900})
            open_app(page, server.url + "editor.html", "?game=shogi")
            for plies, sfen in PROBLEMS:
                if plies != args.plies:
                    continue
                for run in range(args.runs):
                    load = os.getloadavg()[0]
                    verdict, length, wall, cpu = check(page, sfen, STATED.get(sfen, plies))
                    print(f"{sfen}: {verdict} {length}, run {run + 1}: {wall:.1f} s wall, "
                          f"{cpu:.1f} s browser CPU (load {load:.1f})", flush=True)
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
