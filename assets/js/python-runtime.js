/* Boots Pyodide inside a worker and loads the site's Python files into it: shared by the
   embedded boards' worker (board-worker.js) and the computer player's (engine-worker.js).
   The [files] table of pyscript.toml (every Python file under py/, listed by
   scripts/sitebuild.py) maps each source file to its place in the interpreter's file system. */

import { loadPyodide } from "../vendor/pyodide-314.0.7/pyodide.mjs";

const siteRoot = new URL("../../", import.meta.url);

/* A ready Pyodide with every Python file whose target path passes `wanted` importable. */
export async function bootPython(wanted = () => true) {
  const pyodide = await loadPyodide();
  const config = await (await fetch(new URL("pyscript.toml", siteRoot))).text();
  pyodide.globals.set("config_text", config);
  const files = pyodide
    .runPython("import tomllib\nlist(tomllib.loads(config_text)['files'].items())")
    .toJs()
    .filter(([, target]) => wanted(target));
  pyodide.globals.delete("config_text");
  const home = pyodide.FS.cwd();
  await Promise.all(
    files.map(async ([source, target]) => {
      const response = await fetch(new URL(source, siteRoot));
      if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
      const path = `${home}/${target.replace(/^\.\//, "")}`;
      pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
      pyodide.FS.writeFile(path, new Uint8Array(await response.arrayBuffer()));
    }),
  );
  pyodide.runPython(`import sys\nif ${JSON.stringify(home)} not in sys.path: sys.path.insert(0, ${JSON.stringify(home)})`);
  return pyodide;
}
