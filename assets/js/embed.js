/* The shell of embed.html: a thin view of one board whose game lives in Python.

   It connects to the runtime shared by every board of the page (board-worker.js), sends its
   query string, its size, button presses and what the pointer does (board-input.js: a press, its
   becoming a drag, its release or cancellation, and the drawing gestures, in board units; pointer
   moves of a press stay in this page),
   and shows what Python answers: the board's SVG markup (drawn by py/webui/board/render.py, which
   escapes every value), patches of its dynamic layer (board-patch.js), the dragged piece, texts
   (set as textContent only).
   It forwards the keys of the focused board (board-keys.js) and fills the live region with the
   words Python sends for screen readers. It relays events to the host page and the host's
   "set"/"get" messages to Python (README.md ("Share links and embedded boards"), postMessage
   API). */

import { attach } from "./board-input.js";
import { attach as attachKeys } from "./board-keys.js";
import { applyPatch } from "./board-patch.js";

const root = document.documentElement;
const host = document.getElementById("board");
const $ = (id) => document.getElementById(id);
const steps = document.querySelectorAll("[data-step]");
const { lang, t } = window.kibanI18n; // assets/js/i18n.js, loaded first

function startWorker() {
  const url = new URL("board-worker.js", import.meta.url);
  if (typeof SharedWorker === "function") {
    const worker = new SharedWorker(url, { type: "module", name: "kiban-boards" });
    return worker.port;
  }
  return new Worker(url, { type: "module" }); // one runtime per board: slower, but it works
}

const port = startWorker();
const send = (message) => port.postMessage(message);

let svg = null; // the live board, once Python has sent it
let layer = null;
let drag = null;
let detach = () => {};
let detachKeys = () => {};

// Moves Python has drawn ahead for the piece held now ({on: "up" | "down", moves: [[x0, y0, x1,
// y1, square, ops]]}): the event's handler applies the one under the pointer itself, so the
// move is on screen in that very frame, not one frame after Python's answer. Any newer drawing
// from Python makes them stale.
let foreseen = null;

function drawForeseen(on, x, y) {
  const move = foreseen?.on === on
    && foreseen.moves.find(([x0, y0, x1, y1]) => x >= x0 && x < x1 && y >= y0 && y < y1);
  if (!move || !layer) return undefined;
  applyPatch(layer, move[5]);
  if (drag) drag.innerHTML = "";
  foreseen = null;
  return move[4];
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

let preview = null; // the markup of the preview on show, if any

function showBoard(markup) {
  // Our renderer's markup: every value in it is escaped. When it is the preview already on
  // show (a board seen before), that one is kept rather than drawn a second time.
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
  $("status").textContent = state.status;
  $("notation").textContent = state.notation;
  $("notation").dataset.move = state.move;
  steps.forEach((button) => {
    const forward = button.dataset.step === "forward" || button.dataset.step === "last";
    button.disabled = forward ? state.ply >= state.total : state.ply <= 0;
  });
  $("nav").hidden = state.total === 0; // a diagram without moves needs no step buttons
  $("flip").disabled = false;
  $("open-app").href = new URL(`./${state.link}`, new URL("../../", import.meta.url)).href;
  const error = state.error;
  $("error").hidden = !error;
  $("error-message").textContent = error ? t("This board's link is broken: {reason}", { reason: error.message }) : "";
  $("error-moves").textContent = error?.moves.length
    ? t("Moves up to the bad one: {moves}", { moves: error.moves.join(" ") + (error.bad ? ` ✗ ${error.bad}` : "") })
    : "";
  root.dataset.game = state.game;
  root.dataset.theme = state.theme; // the frame's colours follow the board's (a host's "set" too)
  root.dataset.ply = String(state.ply);
}

function toHost(event) {
  if (window.parent !== window) window.parent.postMessage({ kiban: 1, ...event }, "*");
}

// The board this page showed last time, kept in a cache of its own: drawn at once on a later
// visit, before Python is ready, and replaced by the live board as soon as that arrives. The
// service worker (sw.js) puts it into the page's HTML already; this script draws it only when
// the page came without it (no service worker in control yet).
const PREVIEWS = "embed-previews";
const MAX_PREVIEWS = 100;
let previewPending = true;

async function showPreview() {
  try {
    const hit = await (await caches.open(PREVIEWS)).match(location.href);
    if (hit && !svg) {
      const markup = await hit.text();
      if (!svg) {
        if (!host.querySelector("svg.kb-board")) host.innerHTML = markup;
        preview = markup;
      }
    }
  } catch {
    /* no Cache Storage (e.g. storage disabled): the board simply appears when Python is ready */
  }
}

async function keepPreview(markup) {
  try {
    const cache = await caches.open(PREVIEWS);
    const headers = { "Content-Type": "image/svg+xml" };
    await cache.put(location.href, new Response(markup, { headers }));
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PREVIEWS))) await cache.delete(old);
  } catch {
    /* as above */
  }
}

port.onmessage = ({ data }) => {
  switch (data.type) {
    case "svg":
      if (previewPending && data.markup !== preview) keepPreview(data.markup);
      showBoard(data.markup);
      previewPending = false;
      break;
    case "layer": // only what changed in the dynamic layer since the last svg / layer
      if (layer) applyPatch(layer, data.ops);
      foreseen = null;
      break;
    case "foreseen":
      foreseen = data;
      break;
    case "ghost": // the dragged piece (board-input.js keeps it under the pointer), or none
      if (drag) drag.innerHTML = data.markup;
      break;
    case "state":
      showState(data);
      if (!root.hasAttribute("data-ready")) root.setAttribute("data-ready", "");
      break;
    case "event":
      toHost(data.event);
      break;
    case "cursor": // the grid cell under the keyboard cursor
      if (svg && data.id) svg.setAttribute("aria-activedescendant", data.id);
      break;
    case "announce": // words for screen readers (the live region)
      $("announce").textContent = data.text;
      break;
    case "keep-snapshot": // Python started slowly: have its snapshot made for the next visit
      import("./python-runtime.js").then((runtime) => runtime.keepSnapshot(data.archive));
      break;
    case "fatal":
      console.error("Kiban board:", data.message);
      $("error").hidden = false;
      $("error-message").textContent = t("The board could not start: {reason}", { reason: data.message });
      break;
  }
};
port.start?.();

steps.forEach((button) =>
  button.addEventListener("click", () => send({ type: "step", to: button.dataset.step })),
);
$("flip").addEventListener("click", () => send({ type: "flip" }));
const KEYS = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" };
addEventListener("keydown", (event) => {
  if (KEYS[event.key] && !event.target.closest("input, select, textarea")) {
    event.preventDefault();
    send({ type: "step", to: KEYS[event.key] });
  }
});

// Messages of the host page: only from the window that embeds this one.
window.addEventListener("message", (event) => {
  if (event.source !== window.parent || window.parent === window) return;
  const message = event.data;
  if (message && typeof message === "object" && message.kiban) {
    send({ type: "host", message: JSON.parse(JSON.stringify(message)) });
  }
});

let resizeTimer = 0;
new ResizeObserver(() => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => send({ type: "resize", ...boardSize() }), 100);
}).observe(host);

/* The reader's settings (piece set, theme), which a link's pieces= / theme= override. */
function readerSettings() {
  try {
    return localStorage.getItem("kiban.settings");
  } catch {
    return null; // storage refused (a sandboxed frame): the defaults
  }
}

const open = () => send({
  type: "open", query: location.search, settings: readerSettings(), lang,
  dark: matchMedia("(prefers-color-scheme: dark)").matches, ...boardSize(),
});
addEventListener("pagehide", () => send({ type: "close" }));
addEventListener("pageshow", (event) => event.persisted && open());
showPreview();
open();
