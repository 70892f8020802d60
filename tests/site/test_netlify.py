"""netlify.toml promises what the deploy needs: the build, runtime MIME types, long caching of the
versioned runtime only, revalidation of pages and the service worker, and the CSP; and the local
server (used by scripts/serve and the e2e tests) really sends those headers."""

import json
import re
import tomllib
import urllib.request

import pytest

import sitebuild
from siteserver import NETLIFY_DEFAULT_CACHE, SiteServer, headers_for, load_rules

CONFIG = tomllib.loads((sitebuild.ROOT / "netlify.toml").read_text(encoding="utf-8"))
RULES = load_rules()
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = {"no-cache", NETLIFY_DEFAULT_CACHE}
EMBED = "/embed.html"


def site_paths(site):
    """URL paths of every published file, plus "/"."""
    return ["/"] + ["/" + p.relative_to(site).as_posix() for p in sorted(site.rglob("*")) if p.is_file()]


def header(path, name):
    """Value of header `name` for `path` (case-insensitive name), or None."""
    return next((v for k, v in headers_for(path, RULES).items() if k.lower() == name.lower()), None)


def test_build_runs_setup_and_publishes_dist():
    assert CONFIG["build"]["command"] == "bash scripts/setup"
    assert CONFIG["build"]["publish"] == sitebuild.DIST.name


def test_no_header_is_set_by_two_rules_for_any_path(built_site):
    for path in site_paths(built_site):
        names = [n.lower() for regex, values in RULES if regex.match(path) for n in values]
        assert len(names) == len(set(names)), f"{path}: a header comes from two rules: {names}"


def test_wasm_and_mjs_are_served_with_their_types(built_site):
    paths = site_paths(built_site)
    assert any(p.endswith(".wasm") for p in paths) and any(p.endswith(".mjs") for p in paths)
    for path in paths:
        if path.endswith(".wasm"):
            assert header(path, "Content-Type") == "application/wasm", path
        if path.endswith(".mjs"):
            assert header(path, "Content-Type").startswith("text/javascript"), path


def test_only_the_versioned_runtime_is_cached_forever(built_site):
    pins = json.loads((sitebuild.ROOT / "package.json").read_text())["dependencies"]
    vendor = built_site / "assets" / "vendor"
    assert {p.name for p in vendor.iterdir()} == {
        f"pyodide-{pins['pyodide']}", f"pyscript-{pins['@pyscript/core']}"
    }
    for path in site_paths(built_site):
        if path.startswith("/assets/vendor/"):
            assert header(path, "Cache-Control") == IMMUTABLE, path
        else:
            assert header(path, "Cache-Control") in REVALIDATE, path


def test_page_and_service_worker_are_never_cached(built_site):
    for path in ("/", "/index.html", "/sw.js"):
        assert header(path, "Cache-Control") == "no-cache", path


def test_every_page_has_a_strict_csp(built_site):
    pages = ["/"] + [p for p in site_paths(built_site) if p.endswith(".html")]
    for path in pages:
        csp = header(path, "Content-Security-Policy")
        assert csp, f"{path} has no Content-Security-Policy rule in netlify.toml"
        directives = dict(d.strip().split(" ", 1) for d in csp.split(";"))
        assert directives["default-src"] == "'self'"
        assert "'wasm-unsafe-eval'" in directives["script-src"]
        assert "'unsafe-inline'" not in csp, path
        assert "frame-ancestors" in directives, path
        if path == EMBED:  # the one page other sites may frame; nothing else from elsewhere
            assert directives.pop("frame-ancestors") == "*"
        csp = "; ".join(f"{k} {v}" for k, v in directives.items())
        assert not re.search(r"https?:|\*", csp), f"{path}: the CSP allows another host"
    app = header("/", "Content-Security-Policy")
    assert header("/index.html", "Content-Security-Policy") == app
    assert "frame-ancestors 'none'" in app


@pytest.mark.parametrize(
    "path, name, value",
    [
        ("/assets/vendor/pyodide-{pyodide}/pyodide.asm.wasm", "Content-Type", "application/wasm"),
        ("/assets/vendor/pyodide-{pyodide}/pyodide.mjs", "Content-Type", "text/javascript; charset=utf-8"),
        ("/assets/vendor/pyodide-{pyodide}/python_stdlib.zip", "Cache-Control", IMMUTABLE),
        ("/", "Cache-Control", "no-cache"),
        ("/?game=shogi", "Content-Security-Policy", None),
        ("/sw.js", "Cache-Control", "no-cache"),
        ("/manifest.webmanifest", "Content-Type", "application/manifest+json"),
        ("/py.zip", "Cache-Control", NETLIFY_DEFAULT_CACHE),
    ],
)
def test_local_server_sends_the_netlify_headers(built_site, path, name, value):
    path = path.format(pyodide=sitebuild.package_version("pyodide"))
    server = SiteServer(built_site).start()
    try:
        with urllib.request.urlopen(urllib.request.Request(server.url + path[1:], method="HEAD")) as r:
            sent = r.headers[name]
    finally:
        server.stop()
    assert sent == (value or header(path, name))
