/* Redrawing a board's dynamic layer by patches: the browser side of py/webui/board/patch.py,
   shared by the game page (py/webui/board/painter.py) and embedded boards (embed.js).

   A move changes a few squares of the layer; Python compares the new drawing with the one on
   show and sends only the differences, so the browser parses a few hundred bytes instead of the
   whole layer. The markup comes from Python's renderer, which escapes every value. */

/**
 * Apply `ops` (an array, or its JSON text) to the element `layer`. Each op is
 *   ["replace", path, markup]  the element at `path` becomes the one `markup` draws
 *   ["remove", path]           the element at `path` goes
 *   ["insert", path, markup]   `markup`'s element is inserted at `path` (the last index may be
 *                              one past the end: appended)
 * where `path` lists element-child indices from `layer` down, counted as the elements stand
 * when the op is applied.
 */
export function applyPatch(layer, ops) {
  for (const [kind, path, markup] of typeof ops === "string" ? JSON.parse(ops) : ops) {
    let parent = layer;
    for (const index of path.slice(0, -1)) parent = parent.children[index];
    const node = parent.children[path[path.length - 1]] ?? null;
    if (kind === "remove") {
      node.remove();
    } else if (kind === "replace") {
      node.insertAdjacentHTML("afterend", markup);
      node.remove();
    } else if (node) {
      node.insertAdjacentHTML("beforebegin", markup);
    } else {
      parent.insertAdjacentHTML("beforeend", markup);
    }
  }
}

/**
 * Call `callback` once the browser has painted the next frame: what was drawn before this
 * call is on screen first, slower work runs after (a message posted from the frame's
 * requestAnimationFrame callback is handled once that frame is done). A page that paints no
 * frames (a hidden tab), or whose timers are stopped (a test's fake clock), gets the call after
 * `HIDDEN_MS`.
 */
export function afterPaint(callback) {
  const channel = new MessageChannel();
  let timer = 0;
  const once = () => {
    if (channel.port1.onmessage === null) return;
    channel.port1.onmessage = null;
    channel.port1.close();
    clearTimeout(timer);
    callback();
  };
  channel.port1.onmessage = once;
  requestAnimationFrame(() => channel.port2.postMessage(null));
  // The fallback runs on the scheduler's own clock where there is one: a page whose timers are
  // stopped (a test's fake clock) still gets its move played.
  if (globalThis.scheduler?.postTask) scheduler.postTask(once, { delay: HIDDEN_MS });
  else timer = setTimeout(once, HIDDEN_MS);
}

const HIDDEN_MS = 100;
