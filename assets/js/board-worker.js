/* The one Python runtime of all the embedded boards of a page (embed.html).

   Started as a SharedWorker by assets/js/embed.js (a plain Worker where SharedWorker does not
   exist): every iframe of the same origin on the page connects to this same worker, so a page
   with a dozen boards boots Pyodide once. Python (py/webui/embed.py) holds every board's game
   and draws it; this file only boots the runtime, loads the Python files the app's
   pyscript.toml lists, and passes JSON text between each connection and `Boards.handle`.
   No game logic here. */

import { loadPyodide } from "../vendor/pyodide-314.0.7/pyodide.mjs";

const siteRoot = new URL("../../", import.meta.url);

async function loadPythonFiles(pyodide) {
  // The [files] table of pyscript.toml (generated from py/**/*.py by scripts/sitebuild.py)
  // maps each source file to its place in the interpreter's file system.
  const config = await (await fetch(new URL("pyscript.toml", siteRoot))).text();
  pyodide.globals.set("config_text", config);
  const files = pyodide
    .runPython("import tomllib\nlist(tomllib.loads(config_text)['files'].items())")
    .toJs();
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
}

const boards = (async () => {
  const pyodide = await loadPyodide();
  await loadPythonFiles(pyodide);
  return pyodide.pyimport("webui.embed").Boards();
})();

let nextId = 1;

function connect(port) {
  const id = nextId++;
  let queue = Promise.resolve();
  port.onmessage = (event) => {
    const text = JSON.stringify(event.data);
    // One message at a time per board, in arrival order, once Python is ready.
    queue = queue.then(async () => {
      const handler = await boards;
      for (const answer of JSON.parse(handler.handle(id, text))) port.postMessage(answer);
    }).catch((error) => port.postMessage({ type: "fatal", message: String(error) }));
  };
  port.start?.();
}

if ("onconnect" in self) {
  self.onconnect = (event) => connect(event.ports[0]);
} else {
  connect(self); // a dedicated Worker: one board
}
