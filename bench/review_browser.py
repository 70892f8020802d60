"""Game review in Chromium: how long the game page takes to review an 80-move game (issue 27's
target: <= 60 s at the default setting on this 2-core machine).

Serves this tree's dist/ (run `scripts/setup` first), opens each game by link
(``index.html?game=…&moves=…``; the games of ``bench/review.py``, the same every run), picks the
``review-setting`` and clicks ``review-start``; the time runs from the click to the summary
(``review-summary`` shown), so it includes booting the review's own worker (printed apart: the
time to the first position done). Prints wall seconds per game and the load average.

    .venv/bin/python bench/review_browser.py [--setting normal] [--plies 80] [--game shogi]
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
from review import GAMES, make_game  # noqa: E402
from siteserver import SiteServer  # noqa: E402


def measure(browser, url, game, texts, setting):
    """(seconds to the first position done, seconds to the summary) of one review."""
    context = new_context(browser)
    page = context.new_page()
    try:
        open_app(page, url, f"?game={game}&moves={','.join(texts)}")
        page.get_by_test_id("review-setting").select_option(setting)
        progress = page.get_by_test_id("review-progress")
        start = time.perf_counter()
        page.get_by_test_id("review-start").click()
        page.wait_for_function("document.querySelector('#review-progress').value > 0",
                               timeout=600_000, polling=100)
        first = time.perf_counter() - start
        page.get_by_test_id("review-summary").wait_for(state="visible", timeout=900_000)
        total = time.perf_counter() - start
        assert progress.is_hidden()
        return first, total
    finally:
        context.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--setting", default="normal")
    parser.add_argument("--plies", type=int, default=80)
    parser.add_argument("--game", choices=GAMES, action="append")
    args = parser.parse_args()
    server = SiteServer(sitebuild.DIST).start()
    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            for game in args.game or GAMES:
                texts = make_game(game, 1, args.plies)
                load = os.getloadavg()[0]
                first, total = measure(browser, server.url, game, texts, args.setting)
                print(f"{game}: {len(texts)} moves, setting {args.setting}: first position "
                      f"after {first:.1f} s (worker boot), summary after {total:.1f} s "
                      f"(load {load:.1f} -> {os.getloadavg()[0]:.1f})", flush=True)
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
