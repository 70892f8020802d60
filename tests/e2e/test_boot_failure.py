"""A page whose Python runtime cannot be downloaded says so instead of "Starting Python…"
forever, after trying once more by itself (assets/js/boot-progress.js)."""

from playwright.sync_api import expect

from harness import wait_ready

RUNTIME = "**/assets/js/python-runtime.js"


def _failing_runtime(page, loads):
    """Make every download of python-runtime.js (its preload, its import) fail during the first
    `loads` loads of the page; returns the list of the page's loads (their URLs)."""
    documents = []
    page.on("request", lambda request: request.is_navigation_request() and documents.append(request.url))

    def handle(route):
        if len(documents) <= loads:
            route.abort()
        else:
            route.continue_()

    page.route(RUNTIME, handle)
    return documents


def test_a_failed_download_is_tried_once_more_and_the_game_starts(fresh_context, site):
    page = fresh_context(service_workers="block").new_page()
    loads = _failing_runtime(page, loads=1)
    page.goto(site.url + "?game=xiangqi")
    wait_ready(page)
    assert len(loads) == 2
    expect(page.locator("svg.kb-board")).to_have_attribute("data-orientation", "red")
    assert page.evaluate("sessionStorage.getItem('kiban.boot-retried')") is None


def test_a_runtime_that_never_comes_is_said_with_a_reload_button(fresh_context, site):
    page = fresh_context(service_workers="block", locale="de-DE").new_page()
    loads = _failing_runtime(page, loads=99)
    page.goto(site.url + "editor.html")
    status = page.locator("#boot")
    expect(status).to_contain_text("Python konnte nicht starten")
    expect(status).to_contain_text("python-runtime.js")
    assert len(loads) == 2  # the one automatic reload, then no more
    page.unroute(RUNTIME)
    page.get_by_test_id("boot-reload").click()
    wait_ready(page)
    expect(page.locator("#boot")).to_be_hidden()
