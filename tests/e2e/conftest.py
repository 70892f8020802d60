"""Fixtures of the browser tests: the built site on a local server, Debian's Chromium, pages.

- `site`: session-wide SiteServer serving dist/ (`built_site`, tests/conftest.py) with the
  headers of netlify.toml.
- `browser`: session-wide headless Chromium (see harness.CHROMIUM_ARGS and TEST_ARGS).
- `shared_context`: one context for the whole session; its service worker and caches persist, so
  after the first boot every page opened in it boots warm (~2 s instead of ~5 s).
- `page` + `page_watch`: a new tab in `shared_context` with localStorage cleared, not yet
  navigated (use `open_app(page, site.url, "?…")`); after the test, `page_watch.assert_clean()`
  fails it on a request to another host, a console error, a CSP violation, an uncaught exception
  or an HTTP error (`page_watch.allow(regex)` tolerates expected console errors).
- `fresh_context()`: factory of isolated contexts (cold boot, own service worker), closed after.
- `private_site(root)`: factory of extra servers (own port = own origin), stopped after.
- `offline_site`: a context that visited the game page once on a server of its own (its service
  worker installed, so every page of the site is precached), then lost the network and the
  server. The "works offline after one visit" tests of the pages share it, each in a tab of
  its own (`offline_tab`: the page and its PageWatch, closed after the test).
- `artifacts`: tests/artifacts/ (git-ignored) for screenshots.
"""

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, sync_playwright

import sitebuild
from harness import TEST_ARGS, PageWatch, launch_chromium, new_context, open_app, wait_service_worker
from siteserver import SiteServer

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
PAGES = Path(__file__).resolve().parent / "pages"


def pytest_collection_modifyitems(items):
    """Mark every test under tests/e2e/ as `e2e` (deselect them with -m "not e2e")."""
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.fspath).parents:
            item.add_marker(pytest.mark.e2e)


# How Playwright words a failure whose page's renderer died (scripts/test reruns such a test once).
CRASHED = re.compile(r"Target crashed|Page crashed")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """After a test failed because a renderer crashed, close the tabs kept for its whole module
    (fixtures of module scope holding a Page): a crashed tab stays dead, so every later test of
    the module, and the test's own rerun, would fail with it (seen: one crash failed the eight
    tests of test_game_page_layout.py twice each). They are opened anew when next asked for."""
    report = yield
    if report.failed and CRASHED.search(str(report.longrepr)):
        for fixturedefs in item._fixtureinfo.name2fixturedefs.values():
            for fixturedef in fixturedefs:
                if fixturedef.scope == "module" and _holds_page(fixturedef.cached_result):
                    try:
                        fixturedef.finish(item._request)
                    except Exception:  # (its teardown may itself stumble on the dead tab)
                        pass
    return report


def _holds_page(cached_result):
    """Whether a fixture's cached (value, key, error) holds a Playwright Page (alone or in a tuple)."""
    value = cached_result[0] if cached_result else None
    values = value if isinstance(value, tuple) else (value,)
    return any(isinstance(v, Page) for v in values)


@pytest.fixture(scope="session")
def site(built_site):
    """The site served on a free localhost port for the whole session (`site.url`), plus the
    test pages tests/e2e/pages/imports.html at /__imports__.html and sounds.html at
    /__sounds__.html."""
    mounts = {f"/__{name}__.html": PAGES / f"{name}.html" for name in ("imports", "sounds")}
    server = SiteServer(built_site, mounts=mounts).start()
    yield server
    server.stop()


@pytest.fixture
def private_site():
    """Factory: `private_site(root=dist)` starts another server (its own origin); all are
    stopped after the test (stopping one earlier with `.stop()` is fine)."""
    servers = []

    def start(root=sitebuild.DIST, **options):
        server = SiteServer(root, **options).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        if server.socket.fileno() != -1:
            server.stop()


@pytest.fixture(scope="session")
def playwright():
    with sync_playwright() as instance:
        yield instance


@pytest.fixture(scope="session")
def browser(playwright):
    chromium = launch_chromium(playwright, TEST_ARGS)
    yield chromium
    chromium.close()


@pytest.fixture(scope="session")
def shared_context(browser):
    context = new_context(browser)
    yield context
    context.close()


@pytest.fixture
def fresh_context(browser):
    """Factory: `fresh_context(**options)` returns a new isolated context; closed after the test."""
    contexts = []

    def make(**options):
        context = new_context(browser, **options)
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()


@pytest.fixture
def page_watch(shared_context, site):
    """The PageWatch of `page` (created with it)."""
    page = shared_context.new_page()
    cdp = shared_context.new_cdp_session(page)
    origin = site.url.rstrip("/")
    cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "local_storage"})
    cdp.detach()
    watch = PageWatch(page, site.url)
    yield watch
    page.close()
    watch.assert_clean()


@pytest.fixture
def page(page_watch):
    """A new tab in the shared context, localStorage cleared, checked clean after the test."""
    return page_watch.page


@pytest.fixture(scope="session")
def artifacts():
    """Folder for screenshots and other test output (git-ignored)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


class OfflineSite:
    """A browser context offline after one visit to the site at `url` (see `offline_site`)."""

    def __init__(self, context, url):
        self.context = context
        self.url = url


@pytest.fixture(scope="session")
def offline_site(browser, built_site):
    """One visit to the game page, its service worker installed; then the server is stopped and
    the context set offline (one cold context for every page's offline test)."""
    server = SiteServer(built_site).start()
    context = new_context(browser)
    visit = context.new_page()
    open_app(visit, server.url)
    wait_service_worker(visit)
    visit.close()
    server.stop()
    context.set_offline(True)
    yield OfflineSite(context, server.url)
    context.close()


@pytest.fixture
def offline_tab(offline_site):
    """A new tab of `offline_site`'s context and its PageWatch; closed after the test."""
    page = offline_site.context.new_page()
    yield page, PageWatch(page, offline_site.url)
    page.close()
