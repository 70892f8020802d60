"""Build the static site: vendor the runtime, pack the Python code, fill `dist/`, precache manifest.

Run by `scripts/setup` (and by the e2e tests before they serve `dist/`). Standard library only, so
it runs on any Python 3.8+ (Netlify's build image included); step 4 needs Node.js (scripts/setup
installs it). Steps, all idempotent:

1. copy the pinned runtime from `node_modules/` into `assets/vendor/pyodide-<v>/` and
   `assets/vendor/pyscript-<v>/` (only what a page loads: no source maps, no CDN fallback, no
   code editor or terminal); PyScript's entry and the modules it loads at start are bundled into
   one `core.js` by esbuild (a pinned devDependency): one request instead of nine; Pyodide's
   standard library zip without the modules no Python of the site can import (0.8 MB less,
   scripts/stdlib_trim.py);
2. mirror the published files (`PUBLISH_*`) into `dist/`, with the site header put in every
   page that asks for it (`siteheader.py`) and the Learn pages in every
   language (`learnpages.py`); in each page, the stylesheets of
   `assets/css/` it links become one `assets/css/bundle-<digest>.css` (their text in order), so a
   page loads one of our stylesheets, not six; a page that starts Python gets preload links for
   its runtime (`preload_runtime`), so the downloads start as the HTML is parsed;
3. pack every `py/**/*.py` into one zip (paths relative to `py/`, so with the archive on
   sys.path `import kiban` and `import webui` work; sorted entries, fixed timestamps and modes:
   the bytes change only when the code does), with the message catalogs compiled to `.mo`
   (scripts/i18n_build.py); the pages' own catalogs go to `dist/assets/i18n/<lang>.json`;
4. hand it to scripts/python-build.mjs (Node.js running the vendored Pyodide), which writes
   `dist/py.zip`, the same zip with each module's bytecode beside it (only Pyodide's Python 3.14
   can compile it; the browser then never compiles our code). Same inputs, same bytes; the
   output is kept in .cache/python/ under the digest of the inputs. The page (PyScript's
   interpreter, see pyscript.toml) and the workers all start Python through
   assets/js/python-runtime.js, which puts py.zip on sys.path and starts from a memory snapshot
   when this browser has made one (it does after the first visit: nothing to download);
5. write `dist/sw.js`, the service worker (`sw.js`) with its precache manifest written into it
   (one download, not two, on a first visit and at every update check): every published file
   with the SHA-256 of its content (the service worker checks what it caches against it), and a
   version hashed from all of them and the worker's source, which names the service worker's
   cache; and `dist/precache.pack`, every small file (under PACK_LIMIT) that a page starting
   Python has not loaded already, end to end, which the manifest maps (offset, length, the
   headers the site sends with it): the service worker takes what the page has not loaded from
   this one download instead of one request a file.
"""

import functools
import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import i18n_build
import learnpages
import siteheader
import siteserver
import stdlib_trim

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "pyodide-lock.json",
)
STDLIB = "python_stdlib.zip"  # written trimmed (scripts/stdlib_trim.py), not copied
# What of PyScript's build a page loads: the entries, every module they import statically, and
# the modules core imports when it starts (its plugins, whose code loads its own extras only
# when a page uses the plugin: none of ours does); but not the code editor (codemirror*), the
# MicroPython unzipper (zip-*) or the package graph (pyodide_graph-*: `packages` only).
PYSCRIPT_ENTRIES = ("core.js", "core.css")
PYSCRIPT_UNUSED = ("codemirror", "pyodide_graph", "zip")
# `from"./x.js"` / `import"./x.js"` (static) and `import("./x.js")` (dynamic) in PyScript's
# minified modules.
STATIC_IMPORT = re.compile(r"""\b(?:from|import)\s*["']\./([^"']+)["']""")
DYNAMIC_IMPORT = re.compile(r"""\bimport\s*\(\s*["']\./([^"']+)["']""")
# Top-level files and folders that make up the site (everything else stays out of `dist/`).
PUBLISH_GLOBS = ("*.html", "*.webmanifest", "pyscript*.toml")
PUBLISH_DIRS = ("assets", "learn")
SKIP_PARTS = {"__pycache__", ".DS_Store"}
SKIP_SUFFIXES = {".pyc", ".po", ".pot"}  # (the Learn pages' catalogs are built into pages)
WORKER = "sw.js"  # the service worker: ROOT's, with the precache manifest in place of PRECACHE_SLOT
WORKER_SOURCE = ROOT / WORKER
PRECACHE_SLOT = "self.PRECACHE = null;"
PACK = "precache.pack"
PACK_LIMIT = 256_000  # bytes: smaller files go into the pack
# ...but not the runtime a page that starts Python has loaded as it started (PyScript's core.js
# and core.css, Pyodide's loader and lock file: long-lived in the HTTP cache, netlify.toml), which
# the service worker finds there: in the pack it was 90 kB (gzip) of a first visit downloaded twice.
PYSCRIPT_LOADED = ("core.js", "core.css")
ARCHIVE = "py.zip"
PYTHON_BUILD = ROOT / "scripts" / "python-build.mjs"
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"
PYSCRIPT_CACHE = ROOT / ".cache" / "pyscript"  # (git-ignored) the bundle, per PyScript version
RUNTIME_MODULE = ROOT / "assets" / "js" / "python-runtime.js"  # (python-build.mjs imports it)
PYTHON_CACHE = ROOT / ".cache" / "python"  # (git-ignored)
# Zip entries carry this date (the earliest a zip can hold), system (Unix) and mode, whatever
# the files' own.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
ZIP_SYSTEM = 3
ZIP_MODE = 0o644 << 16


def package_version(name):
    """Version of the npm package `name` installed in node_modules."""
    meta = ROOT / "node_modules" / name / "package.json"
    return json.loads(meta.read_text(encoding="utf-8"))["version"]


def vendor_dirs():
    """Map npm package name -> versioned folder under assets/vendor/ it is copied to."""
    return {
        "pyodide": ROOT / "assets" / "vendor" / f"pyodide-{package_version('pyodide')}",
        "@pyscript/core": ROOT / "assets" / "vendor" / f"pyscript-{package_version('@pyscript/core')}",
    }


def _sync_file(src, dst):
    """Copy src to dst unless dst already has the same size and modification time."""
    if dst.exists():
        s, d = src.stat(), dst.stat()
        if s.st_size == d.st_size and s.st_mtime_ns == d.st_mtime_ns:
            return
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(src, dst)


def _mirror(pairs, target, keep=()):
    """Make folder `target` hold exactly the (source, relative path) pairs and the relative
    paths `keep` (generated there); remove anything else."""
    wanted = {target / rel for rel in keep}
    for src, rel in pairs:
        _sync_file(src, target / rel)
        wanted.add(target / rel)
    if not target.exists():
        return
    for path in sorted(target.rglob("*"), reverse=True):
        if path.is_file() and path not in wanted:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()


def pyscript_files(dist):
    """Names of the files of PyScript's build folder `dist` a page loads (see PYSCRIPT_ENTRIES)."""
    found, todo = set(), list(PYSCRIPT_ENTRIES)
    while todo:
        name = todo.pop()
        if name in found or name.startswith(PYSCRIPT_UNUSED):
            continue
        found.add(name)
        if name.endswith(".js"):
            code = (dist / name).read_text(encoding="utf-8")
            todo += STATIC_IMPORT.findall(code)
            if name.startswith("core"):
                todo += DYNAMIC_IMPORT.findall(code)
    return sorted(found)


def pyscript_bundle(dist):
    """(source, name) pairs of what is vendored of PyScript's build folder `dist`: `core.js`
    bundled with every module of `pyscript_files` it imports (made once per version, kept in
    PYSCRIPT_CACHE), `core.css`, and the modules of `pyscript_files` the bundle still names
    (PyScript's worker code, kept as text, imports one of them)."""
    loaded = pyscript_files(dist)
    made_by = f"{package_version('@pyscript/core')}-esbuild-{package_version('esbuild')}"
    bundle = PYSCRIPT_CACHE / made_by / "core.js"
    if not bundle.is_file():
        others = sorted(p.name for p in dist.glob("*.js") if p.name not in loaded)
        subprocess.run([str(ESBUILD), str(dist / "core.js"), "--bundle", "--format=esm", "--minify",
                        "--log-level=error", f"--outfile={bundle}",
                        *(f"--external:./{name}" for name in others)], check=True)
    code = bundle.read_text(encoding="utf-8")
    named = set(STATIC_IMPORT.findall(code)) | set(DYNAMIC_IMPORT.findall(code))
    return [(bundle, "core.js"), (dist / "core.css", "core.css"),
            *((dist / name, name) for name in loaded if name in named)]


def vendor_runtime():
    """Copy the pinned Pyodide and PyScript builds into assets/vendor/ (and drop other versions)."""
    dirs = vendor_dirs()
    pyodide = ROOT / "node_modules" / "pyodide"
    _mirror([(pyodide / name, name) for name in PYODIDE_FILES], dirs["pyodide"], keep=(STDLIB,))
    dist = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
    _mirror(pyscript_bundle(dist), dirs["@pyscript/core"])
    _write_if_changed(dirs["pyodide"] / STDLIB, trimmed_stdlib(pyodide / STDLIB, dirs))
    for stale in (ROOT / "assets" / "vendor").iterdir():
        if stale not in dirs.values():
            shutil.rmtree(stale)


def _write_if_changed(path, data):
    """Write bytes `data` to `path` unless it holds them already (its date then stays)."""
    if not path.exists() or path.read_bytes() != data:
        path.write_bytes(data)


def pyscript_imports():
    """The modules the files of PyScript's Python package import at module level, sorted
    (`import pyscript` loads most of them): python-build.mjs imports them to find the standard
    library a page loads as it starts."""
    package = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib" / "pyscript"
    names = set()
    for path in sorted(package.glob("*.py")):
        names |= stdlib_trim.module_level_imports(path.read_text(encoding="utf-8"))
    return sorted(names)


def trimmed_stdlib(stdlib, dirs):
    """The bytes of Pyodide's standard library zip `stdlib` without the modules no Python of the
    site can import (scripts/stdlib_trim.py): ours, PyScript's package, and the Python that our
    JavaScript, PyScript's bundle and Pyodide's loader run."""
    pyscript_python = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib"
    python_files = [ROOT / "py" / rel for rel in python_sources()] + sorted(pyscript_python.rglob("*.py"))
    javascript_files = [*sorted((ROOT / "assets" / "js").glob("*.js")), PYTHON_BUILD,
                        dirs["@pyscript/core"] / "core.js",
                        *(dirs["pyodide"] / name for name in PYODIDE_FILES if name.endswith(".mjs"))]
    return stdlib_trim.trim(stdlib, python_files, javascript_files)


def python_sources():
    """Paths (relative to py/, POSIX style) of every Python file the browser may import."""
    base = ROOT / "py"
    return sorted(
        p.relative_to(base).as_posix()
        for p in base.rglob("*.py")
        if not SKIP_PARTS.intersection(p.parts)
    )


def python_archive():
    """The bytes of the zip of every Python file under py/ (deterministic: same code, same bytes)."""
    files = {rel: (ROOT / "py" / rel).read_bytes() for rel in python_sources()}
    files.update(i18n_build.compiled_catalogs(ROOT))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for rel in sorted(files):
            entry = zipfile.ZipInfo(rel, ZIP_DATE)
            entry.create_system, entry.external_attr = ZIP_SYSTEM, ZIP_MODE
            entry.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(entry, files[rel], compresslevel=9)
    return buffer.getvalue()


def python_build_key(sources, imports):
    """Digest of what python-build.mjs makes its outputs from: the zip of the `sources`, the
    PyScript `imports`, the vendored runtime, python-build.mjs and python-runtime.js."""
    runtime = vendor_dirs()["pyodide"]
    digest = hashlib.sha256(hashlib.sha256(sources).digest())
    digest.update(",".join(imports).encode())
    for path in [PYTHON_BUILD, RUNTIME_MODULE, runtime / STDLIB, *(runtime / name for name in PYODIDE_FILES)]:
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def write_python(site):
    """Put py.zip and the standard library zip (with the bytecode of the modules a page loads
    as it starts) into folder `site` (steps 3 and 4): from the build cache, or made by
    python-build.mjs when its inputs changed."""
    sources, imports = python_archive(), pyscript_imports()
    cached = PYTHON_CACHE / python_build_key(sources, imports)
    runtime = vendor_dirs()["pyodide"]
    if not cached.is_dir():
        if PYTHON_CACHE.exists():
            shutil.rmtree(PYTHON_CACHE)
        partial = PYTHON_CACHE / "partial"
        partial.mkdir(parents=True)
        (partial / "sources.zip").write_bytes(sources)
        outputs = [partial / "sources.zip", partial / ARCHIVE, runtime / STDLIB, partial / STDLIB]
        subprocess.run(["node", str(PYTHON_BUILD), *map(str, outputs), ",".join(imports)], check=True)
        partial.rename(cached)
    _sync_file(cached / ARCHIVE, site / ARCHIVE)
    _sync_file(cached / STDLIB, site / runtime.relative_to(ROOT) / STDLIB)


# A page's link to one of our stylesheets (the vendored runtime's stay as they are).
STYLESHEET = re.compile(r'[ \t]*<link rel="stylesheet" href="((?:\.\./)*assets/css/[\w.-]+\.css)">\n')


# Where a page that starts Python (a `<script type="py">`) gets the preloads of its runtime: after
# PyScript's own script.
PYSCRIPT_TAG = re.compile(r'[ \t]*<script type="module" src="assets/vendor/pyscript-[\d.]+/core\.js"></script>\n')


# The module that starts Python as soon as it is fetched, before PyScript asks (see the file).
EARLY_START = "assets/js/python-start.js"


def preload_runtime(site):
    """Give every page of folder `site` that starts Python links that fetch its runtime while the
    HTML is parsed (python-runtime.js, Pyodide's modules, wasm, library and lock file, py.zip),
    rather than once PyScript has loaded and asks for it (~0.2 s later on a first visit), and the
    `async` script that starts it then (EARLY_START; PyScript runs only after the parser). The
    links are written here, so they always name the vendored version. Returns the pages' paths."""
    runtime = vendor_dirs()["pyodide"].relative_to(ROOT).as_posix()
    modules = ["assets/js/python-runtime.js", f"{runtime}/pyodide.mjs", f"{runtime}/pyodide.asm.mjs"]
    fetched = [f"{runtime}/pyodide.asm.wasm", f"{runtime}/{STDLIB}", f"{runtime}/pyodide-lock.json", ARCHIVE]
    links = ([f'  <link rel="modulepreload" href="{href}">\n' for href in modules]
             + [f'  <link rel="preload" href="{href}" as="fetch" crossorigin>\n' for href in fetched]
             + [f'  <script type="module" async src="{EARLY_START}"></script>\n'])
    pages = []
    for page in sorted(site.glob("*.html")):
        html = page.read_text(encoding="utf-8")
        tag = PYSCRIPT_TAG.search(html)
        if tag and '<script type="py"' in html and links[0] not in html:
            page.write_text(html[:tag.end()] + "".join(links) + html[tag.end():], encoding="utf-8")
            pages.append(page.relative_to(site).as_posix())
    return pages


def bundle_styles(site):
    """Give every page of folder `site` one stylesheet for the `assets/css/` ones it links (step 2);
    pages linking the same ones share the bundle. Returns the bundles' paths (relative)."""
    bundles = set()
    for page in sorted(site.rglob("*.html")):
        html = page.read_text(encoding="utf-8")
        links = STYLESHEET.findall(html)
        if len(links) < 2:
            continue
        text = "".join((page.parent / href).resolve().read_text(encoding="utf-8") for href in links)
        name = f"bundle-{hashlib.sha256(text.encode()).hexdigest()[:10]}.css"
        target = site / "assets" / "css" / name
        target.write_text(text, encoding="utf-8")
        bundles.add(target.relative_to(site).as_posix())
        prefix = links[0][: links[0].index("assets/")]
        first = STYLESHEET.search(html)
        link = f'{first.group(0).split("<")[0]}<link rel="stylesheet" href="{prefix}assets/css/{name}">\n'
        html = html[: first.start()] + link + STYLESHEET.sub("", html[first.start():])
        page.write_text(html, encoding="utf-8")
    return bundles


def published_files():
    """(source path, path relative to the site root) for every file the site publishes."""
    pairs = []
    for pattern in PUBLISH_GLOBS:
        pairs += [(p, p.name) for p in sorted(ROOT.glob(pattern)) if p.is_file()]
    for folder in PUBLISH_DIRS:
        for p in sorted((ROOT / folder).rglob("*")):
            rel = p.relative_to(ROOT)
            if (p.is_file() and not SKIP_PARTS.intersection(rel.parts)
                    and p.suffix not in SKIP_SUFFIXES):
                pairs.append((p, rel.as_posix()))
    return pairs


def precache_manifest(site, worker_source=WORKER_SOURCE):
    """Return (version, files) for folder `site`: `files` maps every file but the worker's own
    (sw.js, the pack) to the SHA-256 (hex) of its content; `version` hashes all of it and the
    worker's source."""
    own = {WORKER, PACK}
    names = sorted(
        p.relative_to(site).as_posix()
        for p in site.rglob("*")
        if p.is_file() and p.relative_to(site).as_posix() not in own
    )
    digests = {rel: hashlib.sha256((site / rel).read_bytes()).hexdigest() for rel in names}
    version = hashlib.sha256()
    for rel, digest in digests.items():
        version.update(rel.encode() + b"\0" + bytes.fromhex(digest))
    version.update(WORKER.encode() + b"\0" + hashlib.sha256(Path(worker_source).read_bytes()).digest())
    return version.hexdigest()[:16], digests


@functools.lru_cache(maxsize=None)
def _python_start_files():
    """(the vendored Pyodide's folder, PyScript's PYSCRIPT_LOADED files) as paths in the site."""
    dirs = {name: folder.relative_to(ROOT).as_posix() + "/" for name, folder in vendor_dirs().items()}
    return dirs["pyodide"], frozenset(dirs["@pyscript/core"] + name for name in PYSCRIPT_LOADED)


def loaded_as_python_starts(rel):
    """Whether every page that starts Python has loaded the published file `rel` (a path in the
    site) by the time it is ready: the vendored Pyodide's files and PyScript's PYSCRIPT_LOADED."""
    pyodide, pyscript = _python_start_files()
    return rel.startswith(pyodide) or rel in pyscript


def write_pack(site, files):
    """Write PACK into folder `site`: the `files` (paths) under PACK_LIMIT bytes that a page
    starting Python has not loaded already, end to end;
    return {path: [offset, length, {header: value}]} (the headers the site sends with the file,
    netlify.toml's, so a page taken from the pack keeps its Content-Security-Policy)."""
    rules = siteserver.load_rules()
    index, body = {}, bytearray()
    for rel in sorted(files):
        data = (site / rel).read_bytes()
        if len(data) >= PACK_LIMIT or loaded_as_python_starts(rel):
            continue
        url = "/" + rel
        headers = siteserver.headers_for(url, rules)
        headers = {k: v for k, v in headers.items() if k.lower() != "content-type"}
        headers["Content-Type"] = siteserver.content_type(url, rules)
        index[rel] = [len(body), len(data), headers]
        body += data
    (site / PACK).write_bytes(bytes(body))
    return index


def write_service_worker(site, worker_source=WORKER_SOURCE):
    """Write the pack and `sw.js` (`worker_source` with the precache manifest in its
    PRECACHE_SLOT line) into folder `site`; return the version."""
    version, files = precache_manifest(site, worker_source)
    pack = write_pack(site, files)
    manifest = json.dumps({"version": version, "files": files, "pack": pack}, separators=(",", ":"))
    source = Path(worker_source).read_text(encoding="utf-8")
    if source.count(PRECACHE_SLOT) != 1:
        raise SystemExit(f"sitebuild: {worker_source} must have one line starting {PRECACHE_SLOT!r}")
    # (as a function, so that no backslash of the JSON is read as a replacement escape)
    (site / WORKER).write_text(re.sub(re.escape(PRECACHE_SLOT) + ".*", lambda _: f"self.PRECACHE = {manifest};",
                                      source, count=1), encoding="utf-8")
    return version


def read_precache_manifest(site):
    """The precache manifest written into `site`'s sw.js ({version, files, pack})."""
    for line in (site / WORKER).read_text(encoding="utf-8").splitlines():
        if line.startswith("self.PRECACHE = "):
            return json.loads(line[len("self.PRECACHE = "):].rstrip(";"))
    raise ValueError(f"{site / WORKER} holds no precache manifest")


def build():
    """Run every step; return the precache version."""
    vendor_runtime()
    pages = i18n_build.page_catalogs(ROOT)
    _mirror(published_files(), DIST, keep=(ARCHIVE, WORKER, PACK, *pages))
    for rel, text in pages.items():
        if not (DIST / rel).exists() or (DIST / rel).read_text(encoding="utf-8") != text:
            (DIST / rel).parent.mkdir(parents=True, exist_ok=True)
            (DIST / rel).write_text(text, encoding="utf-8")
    learnpages.write_pages(DIST)  # (with their header: they are translated with it)
    siteheader.write_headers(DIST)
    bundle_styles(DIST)
    preload_runtime(DIST)
    write_python(DIST)
    return write_service_worker(DIST)


def main():
    """Command line entry: build and report on stderr."""
    version = build()
    print(f"sitebuild: dist/ ready, precache version {version}", file=sys.stderr)


if __name__ == "__main__":
    main()
