/* The site's Python runtime, for the page and the workers alike: the vendored Pyodide with the
   site's Python code, started from a memory snapshot when one is at hand. PyScript loads this
   module as its interpreter (pyscript.toml); engine-worker.js and board-worker.js call
   loadPyodide() themselves.

   - py.zip (every Python file under py/ with its bytecode, made by scripts/sitebuild.py and
     scripts/python-build.mjs) is written into the working directory and put first on
     sys.path: Python imports straight from the zip, without compiling.
   - py.snapshot (made at build time by scripts/python-build.mjs) is Pyodide's memory once it
     has imported those modules; restoring it skips most of Python's start-up and the imports. It
     is used when the service worker's cache holds it (with the archive it was made from): a
     first visit starts the usual way rather than wait for it, and the service worker precaches
     it for the next ones. */

import { loadPyodide as loadVendored, version } from "../vendor/pyodide-314.0.7/pyodide.mjs";

// PyScript reads `version` from its interpreter module; scripts/python-build.mjs uses loadVendored.
export { loadVendored, version };

const RUNTIME = new URL("../vendor/pyodide-314.0.7/", import.meta.url).href;
const ARCHIVE = new URL("../../py.zip", import.meta.url);
const SNAPSHOT = new URL("../../py.snapshot", import.meta.url);
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
  return pyodide;
}
