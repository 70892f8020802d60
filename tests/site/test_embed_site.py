"""The site around the embedded boards: only embed.html may be framed by other sites, the shared
Python worker loads the vendored runtime, and the Learn and embed pages refer only to files of
the site (so the service worker's precache holds everything they need offline)."""

import re

import sitebuild
from siteserver import headers_for, load_rules
from test_sitebuild import local_targets

RULES = load_rules()
WORKER = "assets/js/board-worker.js"
RUNTIME = "assets/js/python-runtime.js"


def csp(path):
    value = next(v for k, v in headers_for(path, RULES).items() if k.lower() == "content-security-policy")
    return dict(d.strip().split(" ", 1) for d in value.split(";"))


def test_only_the_embed_page_may_be_framed_by_other_sites(built_site):
    for page in sorted(built_site.rglob("*.html")):
        path = "/" + page.relative_to(built_site).as_posix()
        ancestors = csp(path)["frame-ancestors"]
        if path == "/embed.html":
            assert ancestors == "*"
        else:
            assert ancestors in ("'none'", "'self'"), path
    assert csp("/")["frame-ancestors"] == "'none'"


def test_the_embed_page_runs_no_eval_and_its_worker_only_wasm(built_site):
    embed = csp("/embed.html")
    assert "'unsafe-eval'" not in embed["script-src"] and embed["worker-src"] == "'self'"
    worker = csp("/" + WORKER)
    assert worker["script-src"] == "'self' 'wasm-unsafe-eval'" and worker["default-src"] == "'self'"


def test_the_workers_import_the_vendored_pyodide(built_site):
    for worker in (WORKER, "assets/js/engine-worker.js"):
        imports = re.findall(r'from "([^"]+)"', (built_site / worker).read_text(encoding="utf-8"))
        assert imports == ["./python-runtime.js"], worker
    imports = re.findall(r'from "([^"]+)"', (built_site / RUNTIME).read_text(encoding="utf-8"))
    pyodide = sitebuild.vendor_dirs()["pyodide"].name
    assert imports == [f"../vendor/{pyodide}/pyodide.mjs"]
    assert (built_site / "assets" / "vendor" / pyodide / "pyodide.mjs").is_file()


def test_embed_and_learn_pages_refer_only_to_files_of_the_site(built_site):
    _, precached = sitebuild.precache_manifest(built_site)
    pages = {"embed.html": "/embed.html", "learn/shogi.html": "/learn/shogi.html",
             "learn/xiangqi.html": "/learn/xiangqi.html"}
    for rel, url in pages.items():
        assert rel in precached
        for target in local_targets(built_site / rel, url):
            target = target or "index.html"
            assert (built_site / target).is_file(), f"{rel}: missing {target}"
            assert target in precached, f"{rel}: {target} is not precached"
    index = local_targets(built_site / "index.html", "/")
    assert {"learn/shogi.html", "learn/xiangqi.html"} <= set(index)
