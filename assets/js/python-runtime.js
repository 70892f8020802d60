/* Boots Pyodide inside a worker and makes the site's Python importable: shared by the
   embedded boards' worker (board-worker.js) and the computer player's (engine-worker.js).
   The Python code is the one archive py.zip at the site root (every Python file under py/, packed by
   scripts/sitebuild.py; the page gets the same file through pyscript.toml). It is downloaded
   while Pyodide starts and unpacked into the interpreter's working directory. */

import { loadPyodide } from "../vendor/pyodide-314.0.7/pyodide.mjs";

const ARCHIVE = new URL("../../py.zip", import.meta.url);

/* Fetch the archive's bytes; fail with the URL and status when the server does not have it. */
async function fetchArchive() {
  const response = await fetch(ARCHIVE);
  if (!response.ok) throw new Error(`${ARCHIVE}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/* A ready Pyodide with every Python module of the site importable. */
export async function bootPython() {
  const [pyodide, archive] = await Promise.all([loadPyodide(), fetchArchive()]);
  const home = pyodide.FS.cwd();
  pyodide.unpackArchive(archive, "zip", { extractDir: home });
  pyodide.runPython(`import sys\nif ${JSON.stringify(home)} not in sys.path: sys.path.insert(0, ${JSON.stringify(home)})`);
  return pyodide;
}
