/* The computer player's Web Worker (a plain module worker running its own Pyodide).

   Started by py/webui/engine_client.py when the computer is first needed. It boots Pyodide,
   loads the Python files listed in the app's pyscript.toml (the engine package and the
   worker's Python side, py/webui/engine_worker.py), says {"ready": true}, then answers each
   request (JSON text) with the computer's move (JSON text), posting progress while it thinks.
   It never touches the DOM. Stopping a search = terminating this worker (the page starts a new
   one); there is no stop message. */

import { loadPyodide } from "../vendor/pyodide-314.0.7/pyodide.mjs";

const siteRoot = new URL("../../", import.meta.url);
const WANTED = /^\.\/(kiban\/|webui\/(__init__|engine_worker|games|render|layout|pieces|glyphs|svg|texts)\.py$)/;

async function loadPythonFiles(pyodide) {
  // The [files] table of pyscript.toml maps each source file to its place in the interpreter.
  const config = await (await fetch(new URL("pyscript.toml", siteRoot))).text();
  pyodide.globals.set("config_text", config);
  const files = pyodide
    .runPython("import tomllib\nlist(tomllib.loads(config_text)['files'].items())")
    .toJs()
    .filter(([, target]) => WANTED.test(target));
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

const engine = (async () => {
  const pyodide = await loadPyodide();
  await loadPythonFiles(pyodide);
  const module = pyodide.pyimport("webui.engine_worker");
  postMessage(JSON.stringify({ ready: true }));
  return module;
})();

engine.catch((error) => postMessage(JSON.stringify({ error: `the engine did not start: ${error}` })));

self.onmessage = async (event) => {
  let reply;
  try {
    const module = await engine;
    reply = module.answer(event.data, (text) => postMessage(text));
  } catch (error) {
    reply = JSON.stringify({ id: JSON.parse(event.data).id, error: String(error) });
  }
  postMessage(reply);
};
