/* Boards drawn in the page itself rather than one iframe each (the Learn pages; any page of this
   site's origin, see README.md ("Embedding a board")):

     <div class="kiban-board" data-kiban="game=shogi&sfen=…&show=5e&interactive=0"></div>
     <script type="module" src="/assets/js/boards.js"></script>

   Each such element gets embed.html's shell (its <main class="kb-embed">, read once from the
   page the site serves and cloned; its words in the board's language) and becomes the same
   live board as an embed (assets/js/board-shell.js): the same shared Python runtime, input,
   keys, screen-reader words and kept pictures. `data-kiban` holds embed.html's query parameters;
   `lang=` there, else the page's <html lang>, is the board's language. A dozen boards cost the
   page one document rather than a dozen.

   The element gets data-ready, data-ply, data-game like embed.html's <html>. It dispatches each
   postMessage API event as a bubbling `kiban` CustomEvent (detail: the message, with kiban: 1)
   and takes the host's "set" / "get" as a `kiban-message` CustomEvent sent to it (detail: the
   message). Nothing from data-kiban or a message is inserted as HTML. */

import { keepPicture, keptPicture, mountBoard, picturesKey } from "./board-shell.js";

const SITE = new URL("../../", import.meta.url);
const LANGUAGES = ["en", "nl", "de", "ja", "zh"]; // assets/js/i18n.js's
const collapse = (text) => text.split(/\s+/).filter(Boolean).join(" ");

const shells = new Map(); // language -> Promise of embed.html's shell in it
let pageShell = null;

/* embed.html's <main class="kb-embed"> (parsed, never run). */
function embedShell() {
  pageShell ??= fetch(new URL("embed.html", SITE))
    .then((response) => response.text())
    .then((html) => new DOMParser().parseFromString(html, "text/html").querySelector("main.kb-embed"));
  return pageShell;
}

/* The messages of `lang` (assets/i18n/<lang>.json, what i18n.js reads), {} for English. */
async function catalog(lang) {
  if (lang === "en") return {};
  try {
    const response = await fetch(new URL(`assets/i18n/${lang}.json`, SITE));
    return response.ok ? await response.json() : {};
  } catch {
    return {}; // the shell's words in English rather than no board
  }
}

/* {shell: embed.html's shell with its words in `lang`, t: the shell's translation function}. */
function shellIn(lang) {
  if (!shells.has(lang)) {
    shells.set(lang, Promise.all([embedShell(), catalog(lang)]).then(([main, messages]) => {
      const shell = main.cloneNode(true);
      const walker = document.createTreeWalker(shell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        node.data = messages[collapse(node.data)] ?? node.data;
      }
      for (const element of shell.querySelectorAll("[aria-label], [title]")) {
        for (const name of ["aria-label", "title"]) {
          const value = element.getAttribute(name);
          if (value && messages[collapse(value)]) element.setAttribute(name, messages[collapse(value)]);
        }
      }
      const t = (msgid, fields = {}) =>
        (messages[msgid] || msgid).replace(/\{(\w+)\}/g, (all, name) => (name in fields ? String(fields[name]) : all));
      return { shell, t };
    }));
  }
  return shells.get(lang);
}

/* The language of a board: its `lang=`, else the page's, as one of i18n.js's codes. */
function languageOf(params) {
  for (const code of [params.get("lang"), document.documentElement.lang]) {
    const base = String(code || "").split("-")[0].toLowerCase();
    if (LANGUAGES.includes(base)) return base;
  }
  return "en";
}

// The pictures of the page's boards (as one JSON list, by place on the page) from the last visit:
// sw.js has put them into the HTML already; drawn here when the page came without them.
const PICTURES = picturesKey(location.href);
const keptPictures = keptPicture(PICTURES).then((text) => {
  try {
    const list = JSON.parse(text);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
});
const fresh = []; // the pictures of this visit that differ from the kept ones
let saveTimer = 0;

/* Keep `markup` as the picture of board `index` (with the others, once they have all come). */
function keepPictureOf(index, markup, count) {
  fresh[index] = markup;
  clearTimeout(saveTimer);
  saveTimer = setTimeout(async () => {
    const kept = await keptPictures;
    const list = Array.from({ length: count }, (_, i) => fresh[i] ?? kept[i] ?? null);
    keepPicture(PICTURES, JSON.stringify(list), "application/json");
  }, 500);
}

/* Make `element` (a .kiban-board) the `index`th of `count` live boards of the page. */
async function mount(element, index, count) {
  const query = `?${(element.dataset.kiban || "").replace(/^\?/, "")}`;
  const lang = languageOf(new URLSearchParams(query));
  const { shell, t } = await shellIn(lang);
  const board = document.createElement("div");
  board.className = "kb-embed";
  board.append(...shell.cloneNode(true).childNodes);
  const picture = element.querySelector(":scope > .kb-board-picture > svg.kb-board");
  if (picture) board.querySelector("[data-testid=board]").replaceChildren(picture);
  element.replaceChildren(board);
  mountBoard(board, {
    query, lang, t, prefix: `b${index}-`,
    kept: keptPictures.then((list) => (typeof list[index] === "string" ? list[index] : null)),
    keep: (markup) => keepPictureOf(index, markup, count),
    marks: element, keys: element,
    toHost: (event) => element.dispatchEvent(new CustomEvent("kiban", { bubbles: true, detail: { kiban: 1, ...event } })),
    fromHost: (listener) => element.addEventListener("kiban-message", (event) => {
      if (event.detail && typeof event.detail === "object") listener(event.detail);
    }),
  });
}

const elements = document.querySelectorAll(".kiban-board");
elements.forEach((element, index) => mount(element, index, elements.length));
