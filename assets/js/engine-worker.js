/* The computer player's Web Worker (a plain module worker running its own Pyodide).

   Started by py/webui/page/engine_client.py when the computer is first needed. It boots Pyodide
   with the site's Python (python-runtime.js), imports the worker's Python side
   (webui.worker.engine, which imports the engine), says {"ready": true}, then answers each
   request (JSON text) with the computer's move (JSON text), posting progress while it thinks.
   It never touches the DOM. Stopping a search = terminating this worker (the page starts a new
   one); there is no stop message. */

import { loadPyodide } from "./python-runtime.js";

const engine = (async () => {
  const pyodide = await loadPyodide();
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
