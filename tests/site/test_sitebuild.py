"""The site build: pinned runtime, the Python archive and who loads it, dist/ contents, precache
manifest."""

import hashlib
import io
import json
import re
import subprocess
import tomllib
import zipfile
from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

import i18n_build
import learnpages
import sitebuild

ROOT = sitebuild.ROOT


class _Links(HTMLParser):
    """Collects the src/href URLs of an HTML document."""

    def __init__(self):
        super().__init__()
        self.urls = []

    def handle_starttag(self, tag, attrs):
        self.urls += [v for k, v in attrs if k in ("src", "href", "srcset") and v]


def local_targets(html_path, page_url):
    """Site-relative paths referenced by the page at `page_url`; fails on another host."""
    parser = _Links()
    parser.feed(html_path.read_text(encoding="utf-8"))
    paths = []
    for url in parser.urls:
        if url.startswith("#"):  # (a place in the page itself: "Skip to the board")
            continue
        parts = urlsplit(urljoin("http://site" + page_url, url))
        if parts.scheme == "data":
            continue
        assert parts.netloc == "site", f"{html_path.name} refers to another host: {url}"
        paths.append(parts.path.lstrip("/"))
    return paths


def test_runtime_pins_are_exact_and_locked():
    pins = json.loads((ROOT / "package.json").read_text())["dependencies"]
    lock = json.loads((ROOT / "package-lock.json").read_text())["packages"]
    assert pins == {"pyodide": "314.0.7", "@pyscript/core": "0.7.31"}
    for name, version in pins.items():
        assert lock[f"node_modules/{name}"]["version"] == version


def test_pyscript_config_starts_python_through_the_runtime_module(built_site):
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config == {"interpreter": "./assets/js/python-runtime.js"}  # a path: not a CDN version
    assert (built_site / config["interpreter"]).is_file()  # (it imports the vendored Pyodide)


def test_archive_holds_the_bytecode_of_every_python_file_and_nothing_else(built_site):
    with zipfile.ZipFile(built_site / sitebuild.ARCHIVE) as archive:
        names = archive.namelist()
        sources = sitebuild.python_sources()
        catalogs = list(i18n_build.compiled_catalogs())  # the compiled message catalogs
        assert names == [entry + "c" if entry.endswith(".py") else entry
                         for entry in sorted(sources + catalogs)]
        assert "webui/i18n/po/nl.mo" in names
        assert "kiban/__init__.pyc" in names and "webui/__init__.pyc" in names
        for name in sources:
            bytecode = archive.read(name + "c")
            assert bytecode[4:8] == (1).to_bytes(4, "little"), name  # hash-based, unchecked: no compiling
    assert not (built_site / "py").exists()  # the archive replaces the loose files


def test_archive_is_deterministic_and_follows_the_code(monkeypatch, tmp_path):
    first = sitebuild.python_archive()
    assert sitebuild.python_archive() == first
    for entry in zipfile.ZipFile(io.BytesIO(first)).infolist():
        assert entry.date_time == sitebuild.ZIP_DATE and entry.external_attr == sitebuild.ZIP_MODE
    code = tmp_path / "py" / "pkg"
    code.mkdir(parents=True)
    (code / "__init__.py").write_text("X = 1\n")
    (code / "__pycache__").mkdir()
    (code / "__pycache__" / "junk.py").write_text("")
    monkeypatch.setattr(sitebuild, "ROOT", tmp_path)
    one = sitebuild.python_archive()
    assert zipfile.ZipFile(io.BytesIO(one)).namelist() == ["pkg/__init__.py"]
    (code / "__init__.py").write_text("X = 2\n")
    assert sitebuild.python_archive() != one


def test_the_page_and_the_workers_load_the_archive_and_a_snapshot_made_here(built_site):
    runtime = (built_site / "assets" / "js" / "python-runtime.js").read_text(encoding="utf-8")
    for name in (sitebuild.ARCHIVE, "py.snapshot"):
        assert f'new URL("../../{name}", import.meta.url)' in runtime
    assert not (built_site / "py.snapshot").exists()  # made in the reader's browser, not shipped
    assert (built_site / "assets" / "js" / "snapshot-worker.js").is_file()
    script = sitebuild.PYTHON_BUILD.read_text(encoding="utf-8")
    assert 'import { IMPORT_EVERYTHING, loadVendored } from "../assets/js/python-runtime.js";' in script
    index = (built_site / "index.html").read_text(encoding="utf-8")
    assert '<script type="py" config="pyscript.toml">from webui.entry import start\nawait start("game")</script>' in index


def test_python_build_comes_from_the_cache_keyed_by_its_inputs(built_site):
    sources, imports = sitebuild.python_archive(), sitebuild.pyscript_imports()
    cached = sitebuild.PYTHON_CACHE / sitebuild.python_build_key(sources, imports)
    assert (built_site / sitebuild.ARCHIVE).read_bytes() == (cached / sitebuild.ARCHIVE).read_bytes()
    changed = io.BytesIO(sources)
    with zipfile.ZipFile(changed, "a") as archive:
        archive.writestr("new.py", "")
    assert sitebuild.python_build_key(changed.getvalue(), imports) != cached.name
    assert sitebuild.python_build_key(sources, imports + ["xml"]) != cached.name


def test_python_build_is_deterministic(built_site, tmp_path):
    """Made again from the same inputs, py.zip and the standard library zip have the same bytes
    (so the precache version, and what returning visitors download, change only with the code)."""
    sources = tmp_path / "sources.zip"
    sources.write_bytes(sitebuild.python_archive())
    runtime = sitebuild.vendor_dirs()["pyodide"]
    archive, stdlib = tmp_path / sitebuild.ARCHIVE, tmp_path / sitebuild.STDLIB
    subprocess.run(["node", str(sitebuild.PYTHON_BUILD), *map(str, (sources, archive, runtime / sitebuild.STDLIB, stdlib)),
                    ",".join(sitebuild.pyscript_imports())], check=True, capture_output=True)
    assert archive.read_bytes() == (built_site / sitebuild.ARCHIVE).read_bytes()
    published = built_site / runtime.relative_to(ROOT) / sitebuild.STDLIB
    assert stdlib.read_bytes() == published.read_bytes()


def test_vendored_pyscript_is_one_bundle_without_editor_or_terminal(built_site):
    vendor = built_site / sitebuild.vendor_dirs()["@pyscript/core"].relative_to(ROOT)
    names = {p.name for p in vendor.iterdir()}
    assert {"core.js", "core.css"} <= names and len(names) <= 3  # (+ the chunk worker code names)
    assert not any(n.startswith(("codemirror", "xterm", "mpy", "zip")) or n.endswith(".map") for n in names)
    core = (vendor / "core.js").read_text(encoding="utf-8")
    assert not sitebuild.STATIC_IMPORT.findall(core)  # nothing more to load at start
    for plugin in ("py-terminal", "py-editor", "py-game", "donkey", "error"):  # bundled in
        assert f"./{plugin}-" not in core, plugin


def test_pages_refer_only_to_files_of_the_site(built_site):
    for rel in local_targets(built_site / "index.html", "/"):
        assert (built_site / rel).is_file(), f"index.html: missing {rel}"
    manifest = json.loads((built_site / "manifest.webmanifest").read_text())
    for icon in manifest["icons"]:
        assert (built_site / icon["src"]).is_file(), icon


def test_test_and_bench_pages_use_the_vendored_runtime(built_site):
    for page in (ROOT / "bench" / "bare.html", ROOT / "tests" / "e2e" / "pages" / "imports.html"):
        for rel in local_targets(page, "/" + page.name):
            if rel.startswith("assets/"):
                assert (built_site / rel).is_file(), f"{page.name}: missing {rel}"
    # the bare page's Pyodide is npm's own, as bench/boot.py serves it, of the vendored version
    bare = tomllib.loads((ROOT / "bench" / "bare.toml").read_text(encoding="utf-8"))
    prefix = "/assets/vendor/pyodide-npm/"
    assert bare["interpreter"].startswith(prefix)
    assert (ROOT / "node_modules" / "pyodide" / bare["interpreter"][len(prefix):]).is_file()
    assert (built_site / "assets" / "vendor" / sitebuild.vendor_dirs()["pyodide"].name).is_dir()


def test_dist_holds_exactly_the_published_files(built_site):
    published = {rel for _, rel in sitebuild.published_files()}
    published |= {sitebuild.WORKER, sitebuild.ARCHIVE, sitebuild.PACK}
    published |= set(i18n_build.page_catalogs())  # the pages' message catalogs, made from .po
    published |= set(learnpages.rendered_pages())  # (the Learn pages in every language)
    on_disk = {p.relative_to(built_site).as_posix() for p in built_site.rglob("*") if p.is_file()}
    on_disk -= {p for p in on_disk if re.fullmatch(r"assets/css/bundle-[0-9a-f]{10}\.css", p)}
    assert on_disk == published
    assert {"index.html", "sw.js", "pyscript.toml", "manifest.webmanifest", "py.zip"} <= on_disk
    assert not any(re.match(r"(tests|bench|scripts|node_modules)/|.*__pycache__|.*\.pot?$", p)
                   for p in on_disk)


def test_precache_manifest_lists_every_file_but_the_workers_own(built_site):
    manifest = sitebuild.read_precache_manifest(built_site)
    version, files = sitebuild.precache_manifest(built_site)
    assert (manifest["version"], manifest["files"]) == (version, files)
    assert "index.html" in files and "sw.js" not in files
    assert sitebuild.PACK not in files
    assert sitebuild.ARCHIVE in files
    for rel, digest in files.items():  # what the service worker checks every cached file against
        assert hashlib.sha256((built_site / rel).read_bytes()).hexdigest() == digest, rel


def test_precache_version_changes_with_any_content_and_only_then(tmp_path):
    worker = tmp_path / "worker.js"
    worker.write_text(f"{sitebuild.PRECACHE_SLOT} // the manifest\n// worker\n")
    site = tmp_path / "site"
    (site / "a").mkdir(parents=True)
    (site / "a" / "x.txt").write_text("one")
    first = sitebuild.write_service_worker(site, worker)
    assert sitebuild.write_service_worker(site, worker) == first
    (site / "a" / "x.txt").write_text("two")
    second = sitebuild.write_service_worker(site, worker)
    assert second != first
    worker.write_text(f"{sitebuild.PRECACHE_SLOT}\n// worker 2\n")
    third = sitebuild.write_service_worker(site, worker)
    assert third not in (first, second)
    assert (site / "sw.js").read_text().endswith("\n// worker 2\n")
    assert sitebuild.read_precache_manifest(site)["version"] == third
    (site / "a" / "x.txt").rename(site / "a" / "y.txt")
    assert list(sitebuild.precache_manifest(site, worker)[1]) == ["a/y.txt"]


def test_the_built_worker_is_the_source_with_its_manifest_in_one_line(built_site):
    source = sitebuild.WORKER_SOURCE.read_text(encoding="utf-8").splitlines()
    built = (built_site / "sw.js").read_text(encoding="utf-8").splitlines()
    slot = next(i for i, line in enumerate(source) if line.startswith(sitebuild.PRECACHE_SLOT))
    assert built[:slot] == source[:slot] and built[slot + 1:] == source[slot + 1:]
    assert "importScripts" not in "\n".join(built)


def test_the_pack_holds_every_small_file_with_the_headers_the_site_sends(built_site):
    """The service worker cuts what a first visit did not load from one download (sw.js)."""
    manifest = sitebuild.read_precache_manifest(built_site)
    pack = (built_site / sitebuild.PACK).read_bytes()
    small = {rel for rel in manifest["files"]
             if (built_site / rel).stat().st_size < sitebuild.PACK_LIMIT
             and not sitebuild.loaded_as_python_starts(rel)}  # (then in the HTTP cache)
    assert set(manifest["pack"]) == small and "learn/shogi.html" in small
    loaded = {rel for rel in manifest["files"] if sitebuild.loaded_as_python_starts(rel)}
    assert {rel.rsplit("/", 1)[1] for rel in loaded} >= {"core.js", "core.css", "pyodide.mjs",
                                                          "pyodide-lock.json"}
    assert all(rel.startswith("assets/vendor/") for rel in loaded)
    for rel, (offset, length, headers) in manifest["pack"].items():
        assert pack[offset:offset + length] == (built_site / rel).read_bytes(), rel
    page = manifest["pack"]["learn/shogi.html"][2]
    assert page["Content-Type"].startswith("text/html")
    assert "frame-ancestors 'self'" in page["Content-Security-Policy"]
    assert manifest["pack"]["assets/js/embed.js"][2]["Content-Type"] == "text/javascript"


def test_each_page_links_one_of_our_stylesheets_holding_all_it_named(built_site):
    for source in (ROOT / "index.html", ROOT / "embed.html", ROOT / "games.html"):
        named = sitebuild.STYLESHEET.findall(source.read_text(encoding="utf-8"))
        built = sitebuild.STYLESHEET.findall((built_site / source.name).read_text(encoding="utf-8"))
        assert len(named) >= 2 and len(built) == 1, source.name
        bundle = (built_site / built[0]).read_text(encoding="utf-8")
        assert bundle == "".join((ROOT / href).read_text(encoding="utf-8") for href in named)


def test_the_python_pages_preload_the_runtime_they_start(built_site):
    """index, editor and games start Python: they fetch its runtime while the page is parsed
    (a first visit otherwise waits for PyScript to ask). A preload that names a file the site
    does not have (an old Pyodide version) would download nothing useful and warn."""
    preload = re.compile(r'<link rel="(?:modulepreload|preload)" href="([^"]+)"')
    for page in ("index.html", "editor.html", "games.html"):
        html = (built_site / page).read_text(encoding="utf-8")
        hrefs = set(preload.findall(html))
        runtime = {"assets/js/python-runtime.js", sitebuild.ARCHIVE}
        runtime |= {f"{sitebuild.vendor_dirs()['pyodide'].relative_to(ROOT).as_posix()}/{name}"
                    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", sitebuild.STDLIB)}
        assert runtime <= hrefs, (page, runtime - hrefs)
        for href in hrefs:
            assert (built_site / href).is_file(), (page, href)
        # Python is started by a script the parser does not wait for (PyScript runs after it).
        assert f'<script type="module" async src="{sitebuild.EARLY_START}"></script>' in html, page
    assert (built_site / sitebuild.EARLY_START).is_file()
