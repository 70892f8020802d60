/* The computer player's Web Worker (a plain module worker running its own Pyodide).

   Started by py/webui/page/engine_client.py when the computer is first needed. It boots Pyodide,
   loads the Python files listed in the app's pyscript.toml (the engine package and the
   worker's Python side, py/webui/worker/engine.py), says {"ready": true}, then answers each
   request (JSON text) with the computer's move (JSON text), posting progress while it thinks.
   It never touches the DOM. Stopping a search = terminating this worker (the page starts a new
   one); there is no stop message. */

import { bootPython } from "./python-runtime.js";

// The engine package and the worker's own Python side; not the page's browser glue.
const WANTED = /^\.\/(kiban\/|webui\/(__init__\.py|worker\/|play\/|board\/))/;

const engine = (async () => {
  const pyodide = await bootPython((target) => WANTED.test(target));
  const module = pyodide.pyimport("webui.worker.engine");
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
