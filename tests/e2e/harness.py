"""Browser test harness: Debian's Chromium through Playwright, page watching, boot helpers.

Shared by the e2e fixtures (tests/e2e/conftest.py) and the benchmarks (bench/).
"""

import re
import time
from urllib.parse import urlsplit

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # Shared memory in /tmp, not /dev/shm, which containers often keep at 64 MB: a renderer that
    # runs out of it dies with "Target crashed".
    "--disable-dev-shm-usage",
    # Any host but localhost fails to resolve: a request to another host cannot succeed.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
]
# The features Playwright 1.65 disables itself (its chromiumSwitches); a --disable-features of
# our own replaces its list, so ours repeats it.
PLAYWRIGHT_DISABLED_FEATURES = [
    "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding",
    "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect", "TcpPortRandomizationWin",
    "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch",
]
# For the tests only (conftest.py's `browser`), not the benchmarks, whose figures stay comparable
# with earlier runs. Measured per warm boot of the game page (CPU of Chromium's threads, from
# /proc): 5.2 CPU-s with CHROMIUM_ARGS alone, 3.4 with the first flag, 2.2 with both.
TEST_ARGS = [
    # Python's wasm stays on V8's baseline compiler (Liftoff): the optimising tier recompiles the
    # hot code of every new tab on background threads (thread pool 1.99 -> 0.71 CPU-s a boot),
    # which a test's short-lived tab never earns back.
    "--js-flags=--liftoff-only",
    # Headless Chromium is the whole browser: each new tab also loads the address bar's
    # suggestion popup, a WebUI page of ~200 scripts in a renderer of its own ("WebUI Top
    # Renderer" in a trace), as much CPU as the game page's own renderer. No test sees it.
    "--disable-features=" + ",".join(PLAYWRIGHT_DISABLED_FEATURES + [
        "WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup"]),
]
READY = "html[data-ready]"
# Turns every Content-Security-Policy violation into a console error the watch records.
CSP_REPORTER = """
document.addEventListener("securitypolicyviolation", (e) => {
  console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "(inline)"}`
    + ` at ${e.sourceFile}:${e.lineNumber}`);
});
"""

# The game page welcomes a first visit (py/webui/page/welcome.py); tests open it in fresh
# contexts, so they start as readers who have been welcomed already, unless they ask otherwise.
WELCOMED = """
try { localStorage.setItem("kiban.welcomed", "1"); } catch (e) { /* storage disabled */ }
"""


def launch_chromium(playwright, extra_args=()):
    """Launch Debian's Chromium headless with the flags that keep it off the network (and
    ``extra_args``)."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS + list(extra_args),
                                      headless=True)


def new_context(browser, welcomed=True, **options):
    """A fresh browser context (its own storage, caches and service workers: a cold boot) whose
    pages report CSP violations as console errors. English unless ``locale`` says otherwise
    (the page follows the browser's language, docs/architecture.md, "Translations"). Its pages
    count as ``welcomed`` (no first-visit welcome) unless that is False."""
    options.setdefault("locale", "en-US")
    context = browser.new_context(**options)
    context.add_init_script(CSP_REPORTER)
    if welcomed:
        context.add_init_script(WELCOMED)
    return context


def wait_ready(page, timeout=60_000):
    """Wait until the page has `<html data-ready>` (Python started, input accepted), its tab in
    front (a tab behind another one boots with slowed timers)."""
    page.bring_to_front()
    page.wait_for_selector(READY, state="attached", timeout=timeout)


def open_app(page, base_url, query="", timeout=60_000):
    """Navigate `page` to the app at `base_url` (plus `query`, e.g. "?game=xiangqi") and wait
    until it is ready (in front: a tab behind another one boots with slowed timers)."""
    page.bring_to_front()
    page.goto(base_url + query)
    wait_ready(page, timeout)


def poll(page, expression, arg=None, timeout=60_000, interval=200):
    """Evaluate `expression` (a JS function, may be async) with `arg` until it returns a truthy
    value, and return that value. Unlike page.wait_for_function, async functions are awaited."""
    deadline = time.monotonic() + timeout / 1000
    while True:
        value = page.evaluate(expression, arg)
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"{expression} stayed falsy for {timeout} ms")
        page.wait_for_timeout(interval)


def wait_service_worker(page, timeout=60_000):
    """Wait until the service worker controls `page` (its precache is then complete, since it
    activates only after installing); return the names of its release caches (`kiban-<v>`)."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=timeout)
    return [name for name in page.evaluate("caches.keys()") if name.startswith("kiban-")]


HAS_SNAPSHOT = """async () => (await (await caches.open("kiban.snapshot")).keys()).length > 0"""


def wait_snapshot(page, timeout=120_000):
    """Wait until this browser has made and cached Python's memory snapshot (python-runtime.js
    makes it in a worker a few seconds after a page started without one)."""
    poll(page, HAS_SNAPSHOT, timeout=timeout, interval=500)


class PageWatch:
    """Records what a page does that a user would call a bug: requests to another host, console
    errors (CSP violations included, see CSP_REPORTER), uncaught exceptions, failed responses.

    `allow(pattern)` tolerates console errors matching a regex (for tests that provoke them);
    `problems()` lists the rest; `assert_clean()` fails with all of them.
    """

    LOCAL_SCHEMES = ("data", "blob", "about")

    def __init__(self, page, base_url):
        self.page = page
        self.origin = "{0.scheme}://{0.netloc}".format(urlsplit(base_url))
        self.requests = []
        self.foreign = []
        self.errors = []
        self._allowed = []
        page.on("request", self._on_request)
        page.on("console", self._on_console)
        page.on("pageerror", lambda error: self.errors.append(f"uncaught: {error}"))
        page.on("response", self._on_response)

    def _on_request(self, request):
        url = request.url
        self.requests.append(url)
        if urlsplit(url).scheme not in self.LOCAL_SCHEMES and not url.startswith(self.origin + "/"):
            self.foreign.append(url)

    def _on_console(self, message):
        if message.type == "error":
            self.errors.append(f"console: {message.text}")

    def _on_response(self, response):
        if response.status >= 400:
            self.errors.append(f"HTTP {response.status}: {response.url}")

    def allow(self, pattern):
        """Tolerate errors matching regex `pattern` from now on."""
        self._allowed.append(re.compile(pattern))

    def problems(self):
        """Foreign requests and errors not allowed, as readable lines."""
        errors = [e for e in self.errors if not any(p.search(e) for p in self._allowed)]
        return [f"request to another host: {url}" for url in self.foreign] + errors

    def assert_clean(self):
        """Fail listing every problem seen so far."""
        problems = self.problems()
        assert not problems, "page problems:\n" + "\n".join(problems)
