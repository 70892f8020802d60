/* The shell of one board whose game lives in Python: embed.html's (assets/js/embed.js, one board
   filling an iframe) and each board a page of this site draws in its own document
   (assets/js/boards.js). The same shell markup (embed.html's <main class="kb-embed">), the same
   code, the same Python (py/webui/embed/adapter.py over the one board driver): only where messages go differs.

   It connects to the runtime shared by every board of the page (board-worker.js), sends its
   query string, its size, button presses and what the pointer does (board-input.js: a press, its
   becoming a drag, its release or cancellation, and the drawing gestures, in board units; pointer
   moves of a press stay in this page),
   and shows what Python answers: the board's SVG markup (drawn by py/webui/board/render.py, which
   escapes every value), patches of its dynamic layer (board-patch.js), the dragged piece, texts
   (set as textContent only).
   It forwards the keys of the focused board (board-keys.js) and fills the live region with the
   words Python sends for screen readers. Events for the host and the host's "set"/"get" messages
   go through the `toHost` / `fromHost` given (docs/embedding.md,
   "Events and messages"). */

import { attach } from "./board-input.js";
import { attach as attachKeys } from "./board-keys.js";
import { applyPatch } from "./board-patch.js";
import { progress, record } from "./exercise-store.js";

const WORKER = new URL("board-worker.js", import.meta.url);
const SITE = new URL("../../", import.meta.url);
const dedicated = new Map(); // where SharedWorker does not exist: language -> the page's worker

/* A port to the runtime of the boards in language `lang`: the shared worker of that language
   (its name says the language; it speaks it from its start and never switches), or this page's
   own worker for it (slower: a runtime per page rather than per site, but it works). Boards of
   one language, the usual page, share one runtime. */
function connect(lang) {
  const name = `kiban-boards-${lang}`;
  if (typeof SharedWorker === "function") {
    return new SharedWorker(WORKER, { type: "module", name }).port;
  }
  if (!dedicated.has(lang)) dedicated.set(lang, new Worker(WORKER, { type: "module", name }));
  const channel = new MessageChannel();
  dedicated.get(lang).postMessage(null, [channel.port2]);
  return channel.port1;
}

// The pictures boards showed last time, kept in a cache of their own (an embed's under the
// frame's URL, a page's all together under `picturesKey`): drawn at once on a later visit (the
// service worker, sw.js, puts them into the HTML it serves), before Python is ready, and
// replaced by the live board as soon as that arrives.
const PREVIEWS = "embed-previews";
const MAX_PREVIEWS = 200;

/* The text kept under `key` (a URL) in the pictures' cache, or null. */
export async function keptPicture(key) {
  try {
    const hit = await (await caches.open(PREVIEWS)).match(key);
    return hit ? await hit.text() : null;
  } catch {
    return null; // no Cache Storage (e.g. storage disabled): the board appears when Python is ready
  }
}

/* Keep `text` (of MIME `type`) under `key` in the pictures' cache (the oldest dropped). */
export async function keepPicture(key, text, type = "image/svg+xml") {
  try {
    const cache = await caches.open(PREVIEWS);
    await cache.put(key, new Response(text, { headers: { "Content-Type": type } }));
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PREVIEWS))) await cache.delete(old);
  } catch {
    /* as above */
  }
}

/* Where the pictures of the boards drawn in page `url` (boards.js) are kept, as one JSON list:
   the page's address without its #fragment, with a `kiban-pictures` parameter (sw.js computes
   the same key). */
export function picturesKey(url) {
  const key = new URL(url);
  key.hash = "";
  key.searchParams.set("kiban-pictures", "");
  return key.href;
}

/* The reader's settings (piece set, theme), which a link's pieces= / theme= override. */
function readerSettings() {
  try {
    return localStorage.getItem("kiban.settings");
  } catch {
    return null; // storage refused (a sandboxed frame): the defaults
  }
}

/* Make the shell `shell` (a copy of embed.html's <main class="kb-embed">) a live board.
   options: query (the link's query string), lang, t (kibanI18n.t-like translation of the
   shell's sentences), prefix (of the ids in the board's SVG, distinct per board of a document),
   kept (a promise of the picture kept last time, or of null), keep(markup) (keeps the first
   picture Python sends when it differs), marks (the element that gets data-ready, data-ply,
   data-game), keys (where the « ‹ › » keys are heard), toHost(event), fromHost(listener) (calls
   listener(message) for each host message), onState(state) (optional: each state shown),
   next (optional: a function that takes the reader to the page's next exercise). */
export function mountBoard(shell, options) {
  const { query, lang, t, prefix = "", kept, keep, marks, keys, toHost, fromHost } = options;
  const part = (name) => shell.querySelector(`[data-testid="${name}"]`);
  const host = part("board");
  const nav = shell.querySelector(".kb-embed-nav");
  const steps = shell.querySelectorAll("[data-step]");
  const port = connect(lang);
  const send = (message) => port.postMessage(message);

  let svg = null; // the live board, once Python has sent it
  let layer = null;
  let drag = null;
  let detach = () => {};
  let detachKeys = () => {};
  let preview = null; // the markup of the preview on show, if any
  let previewPending = true;

  // Moves Python has drawn ahead for the piece held now ({on: "up" | "down", moves: [[x0, y0,
  // x1, y1, square, ops]]}): the event's handler applies the one under the pointer itself, so
  // the move is on screen in that very frame, not one frame after Python's answer. Any newer
  // drawing from Python makes them stale.
  let foreseen = null;

  function drawForeseen(on, x, y) {
    const move = foreseen?.on === on
      && foreseen.moves.find(([x0, y0, x1, y1]) => x >= x0 && x < x1 && y >= y0 && y < y1);
    if (!move || !layer) return undefined;
    endGlide();
    applyPatch(layer, move[5]);
    if (drag) drag.innerHTML = "";
    foreseen = null;
    return move[4];
  }

  // A piece sliding into place ({group, parent, next, animation}): its square's group is drawn
  // last (above the other pieces) while it moves, and put back before anything patches the
  // layer (patches find elements by their position).
  let gliding = null;

  function endGlide() {
    const glide = gliding;
    if (!glide) return;
    gliding = null;
    glide.animation.finish();
    glide.parent.insertBefore(glide.group, glide.next);
  }

  function glide({ square, dx, dy, ms }) {
    endGlide();
    if (!layer || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const group = layer.querySelector(`[data-square="${CSS.escape(square)}"]`);
    const piece = group?.querySelector("[data-piece]");
    if (!piece) return;
    const parent = group.parentNode, next = group.nextSibling;
    layer.appendChild(group);
    const animation = piece.animate(
      [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0px, 0px)" }],
      { duration: ms, easing: "ease-out" });
    gliding = { group, parent, next, animation };
    animation.onfinish = endGlide;
  }

  // The pointer of the board: Python hears of a press, of its becoming a drag, of its end (and
  // of the foreseen move drawn, if any).
  const pointer = {
    press: (x, y) => send({ type: "down", x, y, drawn: drawForeseen("down", x, y) }),
    dragStart: () => send({ type: "drag" }),
    release: (x, y) => send({ type: "up", x, y, drawn: drawForeseen("up", x, y) }),
    cancel: () => send({ type: "cancel" }),
    // Drawing arrows and circles (the right button, a long touch): Python decides what is drawn.
    secondary: (phase, x, y, modifiers) => send({ type: "draw", phase, x, y, modifiers }),
  };

  function boardSize() {
    const box = host.getBoundingClientRect();
    return { width: Math.round(box.width), height: Math.round(box.height) };
  }

  function showBoard(markup) {
    // Our renderer's markup: every value in it is escaped. When it is the preview already on
    // show (a board seen before), that one is kept rather than drawn a second time.
    gliding = null; // (its elements go with the old board)
    if (markup !== preview) host.innerHTML = markup;
    preview = null;
    foreseen = null;
    svg = host.querySelector("svg.kb-board");
    layer = svg.querySelector(".kb-dynamic");
    drag = svg.querySelector(".kb-drag");
    detach();
    detach = attach(svg, pointer);
    detachKeys();
    detachKeys = attachKeys(svg, (key) => send({ type: "key", key }));
  }

  function showState(state) {
    part("status").textContent = state.status;
    part("notation").textContent = state.notation;
    part("notation").dataset.move = state.move;
    steps.forEach((button) => {
      const forward = button.dataset.step === "forward" || button.dataset.step === "last";
      button.disabled = forward ? state.ply >= state.total : state.ply <= 0;
    });
    nav.hidden = state.total === 0; // a diagram without moves needs no step buttons
    part("flip").disabled = false;
    part("open-app").href = new URL(`./${state.link}`, SITE).href;
    const error = state.error;
    part("error").hidden = !error;
    part("error-message").textContent = error ? t("This board's link is broken: {reason}", { reason: error.message }) : "";
    part("error-moves").textContent = error?.moves.length
      ? t("Moves up to the bad one: {moves}", { moves: error.moves.join(" ") + (error.bad ? ` ✗ ${error.bad}` : "") })
      : "";
    if (!state.exercise) { // (a host's "set" may take the exercise away)
      exercise.panel.hidden = true;
      delete marks.dataset.exercise;
    }
    marks.dataset.game = state.game;
    marks.dataset.ply = String(state.ply);
    if (!marks.hasAttribute("data-ready")) marks.setAttribute("data-ready", "");
  }

  // An exercise (the link's exercise=, docs/exercises.md): its panel shows what the coach in
  // Python says (as text only); its buttons ask for a hint, a retry, the solution (whose moves
  // Python plays out one step at a time, asked for here), the next exercise of the page.
  const exercise = {
    panel: part("exercise"), prompt: part("exercise-prompt"), feedback: part("exercise-feedback"),
    hint: part("exercise-hint"), retry: part("exercise-retry"), solution: part("exercise-solution"),
    next: part("exercise-next"), stepTimer: 0, id: "",
  };
  const act = (action) => send({ type: "exercise", action });

  function showExercise(data) {
    const { panel, prompt, feedback } = exercise;
    panel.hidden = false;
    prompt.textContent = data.prompt;
    feedback.textContent = data.feedback;
    marks.dataset.exercise = data.state;
    exercise.hint.disabled = data.showing || data.state === "solved";
    exercise.solution.disabled = data.showing || data.state === "solved";
    exercise.next.hidden = !(options.next && data.state === "solved");
    clearTimeout(exercise.stepTimer);
    if (data.more) exercise.stepTimer = setTimeout(() => act("step"), 700);
    if (data.id && (data.verdict === "solved" || data.verdict === "wrong")) record(data.id, data.verdict);
    if (data.id && data.verdict === null && data.id !== exercise.id) {
      exercise.id = data.id; // (a first look at this exercise: say if it was solved before)
      progress(data.id).then((kept) => {
        if (kept?.solved && !feedback.textContent) feedback.textContent = t("You solved this exercise before.");
      });
    }
  }

  /* The picture of a later visit, when the shell came without it: drawn unless Python was first. */
  async function showPreview() {
    const markup = await kept;
    if (markup && !svg) {
      if (!host.querySelector("svg.kb-board")) host.innerHTML = markup;
      preview = markup;
    }
  }

  port.onmessage = ({ data }) => {
    switch (data.type) {
      case "svg":
        if (previewPending && data.markup !== preview) keep(data.markup);
        showBoard(data.markup);
        previewPending = false;
        break;
      case "layer": // only what changed in the dynamic layer since the last svg / layer
        endGlide();
        if (layer) applyPatch(layer, data.ops);
        foreseen = null;
        break;
      case "foreseen":
        foreseen = data;
        break;
      case "glide": // a move stepped to: its piece slides from where it stood
        glide(data);
        break;
      case "ghost": // the dragged piece (board-input.js keeps it under the pointer), or none
        if (drag) drag.innerHTML = data.markup;
        break;
      case "state":
        options.onState?.(data);
        showState(data);
        break;
      case "event":
        toHost(data.event);
        break;
      case "exercise": // the exercise's task and what the coach says
        showExercise(data);
        break;
      case "cursor": // the grid cell under the keyboard cursor
        if (svg && data.id) svg.setAttribute("aria-activedescendant", data.id);
        break;
      case "announce": // words for screen readers (the live region)
        part("announce").textContent = data.text;
        break;
      case "keep-snapshot": // Python started slowly: have its snapshot made for the next visit
        import("./python-runtime.js").then((runtime) => runtime.keepSnapshot(data.archive));
        break;
      case "fatal":
        console.error("Kiban board:", data.message);
        part("error").hidden = false;
        part("error-message").textContent = t("The board could not start: {reason}", { reason: data.message });
        break;
    }
  };
  port.start?.();

  steps.forEach((button) =>
    button.addEventListener("click", () => send({ type: "step", to: button.dataset.step })),
  );
  part("flip").addEventListener("click", () => send({ type: "flip" }));
  for (const action of ["hint", "retry", "solution"]) exercise[action].addEventListener("click", () => act(action));
  exercise.next.addEventListener("click", () => options.next?.());
  const KEYS = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" };
  keys.addEventListener("keydown", (event) => {
    if (KEYS[event.key] && !event.target.closest("input, select, textarea")) {
      event.preventDefault();
      send({ type: "step", to: KEYS[event.key] });
    }
  });
  fromHost((message) => send({ type: "host", message: JSON.parse(JSON.stringify(message)) }));

  let resizeTimer = 0;
  new ResizeObserver(() => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => send({ type: "resize", ...boardSize() }), 100);
  }).observe(host);

  const open = () => send({
    type: "open", query, settings: readerSettings(), prefix,
    dark: matchMedia("(prefers-color-scheme: dark)").matches, ...boardSize(),
  });
  addEventListener("pagehide", () => send({ type: "close" }));
  addEventListener("pageshow", (event) => event.persisted && open());
  // A link that declares an exercise shows its panel before the board is first measured: the
  // size "open" sends chooses the board's layout, and a panel appearing with Python's first
  // answer would shrink the board just as it takes input, redrawing it (often in the other
  // layout) under the reader's first click, which then landed on the wrong square.
  if (new URLSearchParams(query).has("exercise")) exercise.panel.hidden = false;
  showPreview();
  open();
}
