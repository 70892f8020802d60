"""The page shell in Chromium: boots from the vendored runtime only, under the CSP with no
violation, keeps working offline after one visit (starting Python from the snapshot this browser
made of it), and a new release replaces the old cache."""

import hashlib
import shutil
import zipfile

import sitebuild
from harness import PageWatch, open_app, poll, wait_ready, wait_service_worker, wait_snapshot

# Every cached entry of the page's (single) cache: {url: sha256 of the body}.
CACHE_DIGESTS = """async () => {
  const names = (await caches.keys()).filter((name) => name.startsWith("kiban-"));
  const cache = await caches.open(names[0]);
  const out = {};
  for (const request of await cache.keys()) {
    const body = await (await cache.match(request)).arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
    out[request.url] = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
  }
  return out;
}"""



# The service worker registration's workers and the release caches (a failure's explanation).
SW_STATE = """async () => {
  const r = await navigator.serviceWorker.getRegistration();
  const url = (worker) => worker && `${worker.scriptURL} ${worker.state}`;
  return {active: url(r?.active), waiting: url(r?.waiting), installing: url(r?.installing),
          caches: await caches.keys()};
}"""

# How assets/js/python-runtime.js started Python on the page (its performance mark).
STARTED = """() => performance.getEntriesByType("mark").map((m) => m.name)
                  .filter((name) => name.startsWith("python-runtime: "))"""


def _file_digests(root, base_url):
    """{url: sha256} of the files a release's service worker precaches from folder `root`."""
    _, files = sitebuild.precache_manifest(root)
    return {base_url + rel: hashlib.sha256((root / rel).read_bytes()).hexdigest() for rel in files}


def test_cold_boot_uses_vendored_runtime_under_csp_with_no_error(fresh_context, site, artifacts):
    page = fresh_context().new_page()
    watch = PageWatch(page, site.url)
    response = page.goto(site.url, wait_until="domcontentloaded")
    csp = response.headers["content-security-policy"]
    assert "frame-ancestors 'none'" in csp and "'unsafe-inline'" not in csp

    booting = page.evaluate(
        """() => [document.documentElement.hasAttribute("data-ready"),
                  getComputedStyle(document.getElementById("boot")).display]"""
    )
    assert booting[0] is False and booting[1] != "none", "progress indicator hidden while booting"
    wait_ready(page)
    assert page.locator("#boot").is_hidden()

    runtime = sitebuild.vendor_dirs()["pyodide"].relative_to(sitebuild.ROOT).as_posix()
    assert site.url + runtime + "/pyodide.asm.wasm" in watch.requests
    assert site.url + runtime + "/python_stdlib.zip" in watch.requests
    page.screenshot(path=artifacts / "boot.png")
    watch.assert_clean()

    # The policy is really enforced and violations are really recorded: an injected inline
    # script must not run, and must show up as a CSP violation.
    ran = page.evaluate(
        """() => { const s = document.createElement("script");
                   s.textContent = "window.injected = 1"; document.head.append(s);
                   return window.injected === 1; }"""
    )
    page.wait_for_timeout(200)
    assert ran is False
    assert any("CSP violation: script-src" in e for e in watch.errors), watch.errors


def test_every_engine_module_imports_under_pyodide(page, site):
    page.goto(site.url + "__imports__.html")
    wait_ready(page)
    result = page.locator("#result").text_content()
    assert result.startswith("ok Python 3.14"), result


def test_offline_reload_after_one_visit(fresh_context, private_site):
    server = private_site()
    context = fresh_context()
    page = context.new_page()
    watch = PageWatch(page, server.url)
    open_app(page, server.url)
    names = wait_service_worker(page)
    version, files = sitebuild.precache_manifest(sitebuild.DIST)
    assert names == [f"kiban-{version}"]
    assert len(page.evaluate(CACHE_DIGESTS)) == len(files)

    assert page.evaluate(STARTED) == ["python-runtime: plain"]  # nothing cached yet
    served = len(server.log)
    wait_snapshot(page)  # made here, in a worker: not one byte more from the server
    assert len(server.log) == served
    page.wait_for_function(f"({STARTED})().includes('python-runtime: snapshot kept')")

    server.stop()
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert page.evaluate(STARTED) == ["python-runtime: snapshot"]  # Python's memory, cached
    # A share link (query string) also opens from the cache.
    open_app(page, server.url, "?game=shogi")
    watch.assert_clean()


def test_new_release_replaces_the_cache_entirely(fresh_context, private_site, tmp_path):
    root = tmp_path / "site"
    shutil.copytree(sitebuild.DIST, root)
    server = private_site(root)
    page = fresh_context().new_page()
    watch = PageWatch(page, server.url)
    open_app(page, server.url)
    old = sitebuild.precache_manifest(root)[0]
    assert wait_service_worker(page) == [f"kiban-{old}"]

    # Release 2: a changed page and changed Python code, a new precache manifest.
    index = root / "index.html"
    index.write_text(index.read_text().replace("</body>", "<!-- release 2 -->\n</body>"))
    with zipfile.ZipFile(root / sitebuild.ARCHIVE, "a") as archive:
        archive.writestr("release2.py", "# release 2\n")
    new = sitebuild.write_service_worker(root)
    assert new != old

    page.reload()  # the navigation makes the browser check sw.js (and the manifest in it) for updates
    wait_ready(page)
    try:  # release 2 precached completely: it waits, or has taken over already
        poll(page, f"""async () => ({SW_STATE})().then((s) => / installed$/.test(s.waiting || "")
                                                             || !s.caches.includes("kiban-{old}"))""")
    except TimeoutError as timeout:
        raise AssertionError(f"release 2 not installed: {page.evaluate(SW_STATE)}") from timeout
    # The next visit runs release 2 alone. (While a page of release 1 stays open, Chromium may
    # keep the old worker until its requests in flight end, up to minutes, skipWaiting or not.)
    watch.assert_clean()
    page.close()
    page = page.context.new_page()
    watch = PageWatch(page, server.url)
    open_app(page, server.url)
    poll(page, """async (name) => (await caches.keys()).filter((n) => n.startsWith("kiban-"))
                                     .join() === name""", f"kiban-{new}")
    page.reload()
    wait_ready(page)
    assert "<!-- release 2 -->" in page.content()
    assert page.evaluate(CACHE_DIGESTS) == _file_digests(root, server.url)
    watch.assert_clean()
