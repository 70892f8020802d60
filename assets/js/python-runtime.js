/* The site's Python runtime, for the page and the workers alike: the vendored Pyodide with the
   site's Python code, started from a memory snapshot when one is at hand. PyScript loads this
   module as its interpreter (pyscript.toml); engine-worker.js and board-worker.js call
   loadPyodide() themselves.

   - py.zip (every Python file under py/ with its bytecode, made by scripts/sitebuild.py and
     scripts/python-build.mjs) is written into the working directory and put first on
     sys.path: Python imports straight from the zip, without compiling.
   - py.snapshot is Pyodide's memory once it has imported those modules; restoring it skips most
     of Python's start-up and the imports. It is made in this browser, not downloaded (it would
     be 38 MB, 7 MB gzipped): a few seconds after a page started the usual way, `keepSnapshot`
     starts assets/js/snapshot-worker.js, which boots a second Pyodide with `_makeSnapshot`,
     imports every module of py.zip and keeps the snapshot in the cache SNAPSHOTS under the
     SHA-256 of that archive. Later visits (and workers) whose archive has that digest start
     from it. */

import { loadPyodide as loadVendored, version } from "../vendor/pyodide-314.0.7/pyodide.mjs";

// PyScript reads `version` from its interpreter module; scripts/python-build.mjs uses loadVendored.
export { loadVendored, version };

const RUNTIME = new URL("../vendor/pyodide-314.0.7/", import.meta.url).href;
const ARCHIVE = new URL("../../py.zip", import.meta.url);
const SNAPSHOT = new URL("../../py.snapshot", import.meta.url);
const SNAPSHOT_WORKER = new URL("./snapshot-worker.js", import.meta.url);
const SNAPSHOT_DELAY_MS = 3000; // after a plain start, before making the snapshot in the background
// The cache that keeps the snapshot: not one of the service worker's release caches (`kiban-<v>`,
// replaced whole by each release), and holding one entry, keyed by the SHA-256 of the archive
// it was made from (a snapshot of other code is never loaded).
const SNAPSHOTS = "kiban.snapshot";
// After the archive is written: first on sys.path (a snapshot has it already); the path finders'
// caches emptied and the finders forgotten, so that new ones list their folders afresh (a finder
// restored from a snapshot may list the working directory before PyScript writes its package
// there, and under a stopped clock the directory's time does not change: \`import pyscript\`
// then failed; and it may hold the table of contents of another release's standard library zip,
// which Pyodide writes anew at every start, when py.zip, the snapshot's key, did not change);
// and \`random\` seeded afresh (a snapshot's seed is the one it was made with). (Not
// importlib.invalidate_caches(), which does the same for the path finders but also imports
// importlib.metadata, ~0.1 s of a first visit, for finders of installed packages: the site has
// none.)
const SETUP = `
import random, sys
if ARCHIVE not in sys.path:
    sys.path.insert(0, ARCHIVE)
[finder.invalidate_caches() for finder in list(sys.path_importer_cache.values())
 if hasattr(finder, "invalidate_caches")]
sys.path_importer_cache.clear()
random.seed()
del ARCHIVE
`;

/* Write the archive's `bytes` as py.zip into the working directory of `pyodide`, make its
   modules importable, return its path (scripts/python-build.mjs uses this too, so the snapshot
   expects the archive exactly where the pages and workers put it). */
export function installArchive(pyodide, bytes) {
  const target = `${pyodide.FS.cwd()}/py.zip`;
  pyodide.FS.writeFile(target, new Uint8Array(bytes));
  pyodide.globals.set("ARCHIVE", target);
  pyodide.runPython(SETUP);
  return target;
}

/* The archive's bytes from the network (through the service worker, if any); fails with the
   URL and status when the server does not have it. */
async function fetchArchive() {
  const response = await fetch(ARCHIVE);
  if (!response.ok) throw new Error(`${ARCHIVE}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

// Imports every module of the archive (on sys.path as ARCHIVE_PATH) that imports without a
// browser (those needing PyScript or the DOM are left for run time), so that the snapshot holds
// them all. (scripts/python-build.mjs runs it too, to find the standard library a page imports.)
export const IMPORT_EVERYTHING = `
import gc, importlib, pkgutil
names = []
for top in pkgutil.iter_modules([ARCHIVE_PATH]):
    names.append(top.name)
    if top.ispkg:
        try:
            package = importlib.import_module(top.name)
        except Exception:
            continue
        walk = pkgutil.walk_packages(package.__path__, top.name + ".", onerror=lambda _: None)
        names += [module.name for module in walk]
for name in names:
    if not name.endswith(".__main__"):
        try:
            importlib.import_module(name)
        except Exception:
            pass
del names, ARCHIVE_PATH
gc.collect()
`;

/* The SHA-256 of `bytes`, as lower-case hex. */
async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/* Pyodide's memory after starting with the archive's modules imported, made by a second Pyodide
   (run by snapshot-worker.js, off the page's thread): {bytes, archive: the SHA-256 of the archive
   it was made from}. */
export async function makeSnapshot() {
  const [pyodide, archive] = await Promise.all([
    loadVendored({ indexURL: RUNTIME, _makeSnapshot: true }),
    fetchArchive(),
  ]);
  pyodide.globals.set("ARCHIVE_PATH", installArchive(pyodide, archive));
  pyodide.runPython(IMPORT_EVERYTHING);
  return { bytes: pyodide.makeMemorySnapshot(), archive: await sha256(archive) };
}

/* The snapshot's key in SNAPSHOTS for the archive whose SHA-256 is `digest`. */
function snapshotKey(digest) {
  return `${SNAPSHOT.href}?${digest}`;
}

/* The snapshot this browser keeps ({key, response}), or null. */
async function storedSnapshot() {
  if (!("caches" in self)) return null;
  const cache = await caches.open(SNAPSHOTS);
  const [request] = await cache.keys();
  return request ? { key: request.url, response: await cache.match(request) } : null;
}

/* In a page whose Python started the usual way from the archive whose SHA-256 is `digest`: make
   the snapshot for the next visits in a worker of its own (see the top of this file). Failures
   are reported on the console only: the site works without a snapshot. */
let keeping = false; // a snapshot is being made on behalf of this page

export async function keepSnapshot(digest) {
  if (keeping || typeof window === "undefined" || !("caches" in self)) return;
  keeping = true;
  if ((await storedSnapshot())?.key === snapshotKey(digest)) return;
  const worker = new Worker(SNAPSHOT_WORKER, { type: "module" });
  worker.onmessage = ({ data }) => {
    worker.terminate();
    if (data.error) console.warn("python-runtime: no snapshot made:", data.error);
    else performance.mark("python-runtime: snapshot kept");
  };
  worker.postMessage({ cache: SNAPSHOTS, snapshot: SNAPSHOT.href });
}

/* loadPyodide's `settings` to start from the snapshot in the Response `cached`. Pyodide 314
   copies a snapshot into the memory its module starts with, 32 MiB, and fails ("offset is out
   of bounds") when the snapshot's memory is larger, as ours is since the engine keeps bigger
   move tables; so the module's memory is grown to the snapshot's size first. */
async function fromSnapshot(settings, cached) {
  const bytes = new Uint8Array(await cached.arrayBuffer());
  const createModule = (await import(`${RUNTIME}pyodide.asm.mjs`)).default;
  const createPyodideModule = async (moduleSettings) => {
    const module = await createModule(moduleSettings);
    if (module.HEAP8.length < bytes.length) module.growMemory(bytes.length);
    return module;
  };
  return { ...settings, _loadSnapshot: bytes, createPyodideModule };
}

/* Start Pyodide from the snapshot when there is one (if that fails, the usual way, and say so on
   the console), with `options` (loadPyodide's) and the site's Python importable; resolve to the
   Pyodide API. */
async function start(options) {
  const settings = { ...options, indexURL: RUNTIME };
  const archive = fetchArchive();
  const digest = archive.then(sha256);
  const stored = await storedSnapshot(); // (a first visit has none: no wait for the archive)
  const cached = stored !== null && stored.key === snapshotKey(await digest) ? stored.response : null;
  let pyodide;
  let how = cached ? "snapshot" : "plain";
  try {
    pyodide = await loadVendored(cached ? await fromSnapshot(settings, cached) : settings);
  } catch (error) {
    if (!cached) throw error;
    console.error("Python could not start from its snapshot; starting the usual way:", error);
    pyodide = await loadVendored(settings);
    how = "plain";
  }
  installArchive(pyodide, await archive);
  // How Python started, for tests and benchmarks, with the archive's SHA-256 (a worker that
  // cannot call keepSnapshot itself hands it to a page: assets/js/board-worker.js).
  performance.mark(`python-runtime: ${how}`, { detail: { archive: await digest } });
  if (how === "plain") setTimeout(async () => keepSnapshot(await digest), SNAPSHOT_DELAY_MS);
  return pyodide;
}

/* The start begun by startEarly() and not yet handed to PyScript, or null; and where its Python's
   output goes: the console until PyScript takes the start and gives its own `stdout`/`stderr`. */
let early = null;
let asked = false; // PyScript has called loadPyodide: too late for an early start
const output = { stdout: console.log, stderr: console.error };
const EARLY_OPTIONS = {
  stdout: (...args) => output.stdout(...args),
  stderr: (...args) => output.stderr(...args),
};

/* Begin starting Python now, before PyScript asks for it (assets/js/python-start.js calls this
   while the page is still being parsed: PyScript, a module script, runs only once the parser
   has finished, ~0.2 s later on a first visit). A failure surfaces where PyScript awaits it. */
export function startEarly() {
  if (early === null && !asked) {
    early = start(EARLY_OPTIONS);
    early.catch(() => {}); // reported by PyScript's own await, not as an unhandled rejection
  }
}

/* PyScript's entry point: the start begun by startEarly() when there is one and `options` asks
   for nothing but where Pyodide is (the site's own is used anyway) and where output goes (then
   sent there), else a new start. */
export function loadPyodide(options = {}) {
  asked = true;
  const plain = Object.keys(options).every((key) => ["indexURL", "stdout", "stderr"].includes(key));
  if (early !== null && plain) {
    const started = early;
    early = null;
    if (options.stdout) output.stdout = options.stdout;
    if (options.stderr) output.stderr = options.stderr;
    return started;
  }
  if (early !== null) {
    console.warn("python-runtime: PyScript asked for other options than the early start's:",
      Object.keys(options), "- starting again (list them in loadPyodide's `plain`?)");
  }
  return start(options);
}
