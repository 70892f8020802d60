/* The site's Python runtime, for the page and the workers alike: the vendored Pyodide with the
   site's Python code, started from a memory snapshot when one is at hand. PyScript loads this
   module as its interpreter (pyscript.toml); engine-worker.js and board-worker.js call
   loadPyodide() themselves.

   - py.zip (every Python file under py/ with its bytecode, made by scripts/sitebuild.py and
     scripts/python-build.mjs) is written into the working directory and put first on
     sys.path: Python imports straight from the zip, without compiling.
   - py.snapshot is Pyodide's memory once it has imported those modules; restoring it skips most
     of Python's start-up and the imports. It is made in this browser, not downloaded (it would
     be 31 MB, 6.8 MB gzipped): after a page started the usual way, once it is idle and the
     service worker has cached the release, `keepSnapshot` starts assets/js/snapshot-worker.js,
     which boots a second Pyodide with `_makeSnapshot`, imports every module of py.zip and puts
     the snapshot into that release's cache beside the archive it was made from. Later visits
     (and workers) find both there and start from it. */

import { loadPyodide as loadVendored, version } from "../vendor/pyodide-314.0.7/pyodide.mjs";

// PyScript reads `version` from its interpreter module; scripts/python-build.mjs uses loadVendored.
export { loadVendored, version };

const RUNTIME = new URL("../vendor/pyodide-314.0.7/", import.meta.url).href;
const ARCHIVE = new URL("../../py.zip", import.meta.url);
const SNAPSHOT = new URL("../../py.snapshot", import.meta.url);
const SNAPSHOT_WORKER = new URL("./snapshot-worker.js", import.meta.url);
const SNAPSHOT_DELAY_MS = 3000; // after a plain start, before making the snapshot in the background
const RELEASE_WAIT_MS = 120_000; // how long to wait for the service worker to cache the release
// After the archive is written: first on sys.path (a snapshot has it already), import caches
// forgotten (the files are new), and `random` seeded afresh (a snapshot's seed is the build's).
const SETUP = `
import importlib, random, sys
if ARCHIVE not in sys.path:
    sys.path.insert(0, ARCHIVE)
importlib.invalidate_caches()
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

// Imports every module of the archive that imports without a browser (those needing PyScript or
// the DOM are left for run time), so that the snapshot holds them all.
const IMPORT_EVERYTHING = `
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

/* Pyodide's memory (bytes) after starting with the archive's modules imported: a second Pyodide,
   made for it (run by snapshot-worker.js, off the page's thread). */
export async function makeSnapshot() {
  const [pyodide, archive] = await Promise.all([
    loadVendored({ indexURL: RUNTIME, _makeSnapshot: true }),
    fetchArchive(),
  ]);
  pyodide.globals.set("ARCHIVE_PATH", installArchive(pyodide, archive));
  pyodide.runPython(IMPORT_EVERYTHING);
  return pyodide.makeMemorySnapshot();
}

/* The name of the service worker's cache that holds the release's archive but no snapshot yet,
   waiting (up to RELEASE_WAIT_MS) for the service worker to finish caching; null when there is
   nothing to do. */
async function releaseWithoutSnapshot() {
  const until = Date.now() + RELEASE_WAIT_MS;
  while (Date.now() < until) {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      if (await cache.match(ARCHIVE)) return (await cache.match(SNAPSHOT)) ? null : name;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return null;
}

/* In a page whose Python started the usual way: once the service worker has cached the release,
   make the snapshot for the next visits in a worker of its own (see the top of this file).
   Failures are reported on the console only: the site works without a snapshot. */
export async function keepSnapshot() {
  if (typeof window === "undefined" || !("serviceWorker" in navigator) || !("caches" in self)) return;
  await navigator.serviceWorker.ready;
  const release = await releaseWithoutSnapshot();
  if (release === null) return;
  const worker = new Worker(SNAPSHOT_WORKER, { type: "module" });
  worker.onmessage = ({ data }) => {
    worker.terminate();
    if (data.error) console.warn("python-runtime: no snapshot made:", data.error);
    else performance.mark("python-runtime: snapshot kept");
  };
  worker.postMessage({ release, snapshot: SNAPSHOT.href });
}

/* {snapshot, archive} responses from the first cache that holds both (the service worker's
   cache of one release: the snapshot was made from that very archive), or null. */
async function cachedRelease() {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    const [snapshot, archive] = await Promise.all([cache.match(SNAPSHOT), cache.match(ARCHIVE)]);
    if (snapshot && archive) return { snapshot, archive };
  }
  return null;
}

/* Start Pyodide from the snapshot when there is one (if that fails, the usual way, and say so on
   the console), with `options` (loadPyodide's) and the site's Python importable; resolve to the
   Pyodide API. */
export async function loadPyodide(options = {}) {
  const settings = { ...options, indexURL: RUNTIME };
  const cached = await cachedRelease();
  const archive = cached ? cached.archive.arrayBuffer() : fetchArchive();
  let pyodide;
  let how = cached ? "snapshot" : "plain";
  try {
    pyodide = await loadVendored(cached ? { ...settings, _loadSnapshot: cached.snapshot.arrayBuffer() } : settings);
  } catch (error) {
    if (!cached) throw error;
    console.error("Python could not start from its snapshot; starting the usual way:", error);
    pyodide = await loadVendored(settings);
    how = "plain";
  }
  installArchive(pyodide, await archive);
  performance.mark(`python-runtime: ${how}`); // how Python started, for tests and benchmarks
  if (how === "plain") setTimeout(keepSnapshot, SNAPSHOT_DELAY_MS);
  return pyodide;
}
