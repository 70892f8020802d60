/* The one Python runtime of all the embedded boards of a page (embed.html).

   Started as a SharedWorker by assets/js/board-shell.js (a plain Worker where SharedWorker does
   not exist), one per language, named after it: every board of the same origin and language on
   the page (embed.html iframes, boards drawn in a page by boards.js) connects to this same
   worker, so a page with a dozen boards boots Pyodide once, and the worker words everything in
   its one language (set once, never switched per message). Python (py/webui/embed/: protocol.py
   routes, adapter.py) holds every board's game
   and draws it; this file only boots the runtime (python-runtime.js) and passes JSON text
   between each connection and `Boards.handle`.
   No game logic here. */

import { loadPyodide } from "./python-runtime.js";

// The language of every board this runtime serves: board-shell.js names the worker after it.
const LANG = (self.name || "").replace(/^kiban-boards-/, "") || "en";

const boards = (async () => {
  const pyodide = await loadPyodide();
  return pyodide.pyimport("webui.embed").Boards(LANG);
})();

let nextId = 1;
const SETTLE = JSON.stringify({ type: "settle" });
const SHARED = "onconnect" in self;
let snapshotAsked = false;

/* When Python started without its memory snapshot (the first visit of a page of boards alone),
   ask the board on `port` to have one made for the next visits: python-runtime.js's
   keepSnapshot starts a worker of its own for it, which a shared worker cannot do but a page
   can. Once per runtime, and only the shared one (a dozen dedicated ones would each ask). */
function askForSnapshot(port) {
  if (snapshotAsked || !SHARED) return;
  snapshotAsked = true;
  const [plain] = performance.getEntriesByName("python-runtime: plain");
  if (plain) port.postMessage({ type: "keep-snapshot", archive: plain.detail.archive });
}

function connect(port) {
  const id = nextId++;
  let queue = Promise.resolve();
  port.onmessage = (event) => {
    const text = JSON.stringify(event.data);
    // One message at a time per board, in arrival order, once Python is ready.
    queue = queue.then(async () => {
      const handler = await boards;
      let answers = JSON.parse(handler.handle(id, text));
      while (answers.length) {
        // "settle": a move is played and drawn; the shell gets the drawing now and paints it
        // while Python words the move and its events.
        const settle = answers.some((answer) => answer.type === "settle");
        for (const answer of answers) if (answer.type !== "settle") port.postMessage(answer);
        answers = settle ? JSON.parse(handler.handle(id, SETTLE)) : [];
      }
      askForSnapshot(port);
    }).catch((error) => port.postMessage({ type: "fatal", message: String(error) }));
  };
  port.start?.();
}

if (SHARED) {
  self.onconnect = (event) => connect(event.ports[0]);
} else {
  // A dedicated Worker: the boards of one page, each sending the port of its own channel.
  self.onmessage = (event) => connect(event.ports[0]);
}
