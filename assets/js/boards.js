/* Boards drawn in the page itself rather than one iframe each (the Learn pages; any page of this
   site's origin, see docs/embedding.md ("Boards drawn in a page")):

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

// The pictures of the page's boards from the last visit, kept as one JSON text
// {defs: [markup], boards: [markup or null, by place on the page]}: sw.js has put them into the
// HTML already; drawn here when the page came without them. A board's picture is its live
// markup made lighter to parse, since a page of a dozen boards parses a dozen of them before
// it shows: its <defs> (the piece glyphs, the same for every board in one piece set and
// theme) are kept once for the page in `defs` (sw.js puts them, in one hidden <svg>, first
// in the <body>), with the ids the picture refers to renamed `kb-pic<n>-`; and what only the
// live board uses is left out: the squares' transparent hit areas, and the grid's cells (with
// their labels: the picture is an image, labelled as the board is, until the live board,
// with its cells, takes its place).
const PICTURES = picturesKey(location.href);
const keptPictures = keptPicture(PICTURES).then((text) => {
  try {
    const kept = JSON.parse(text);
    return Array.isArray(kept?.boards) && Array.isArray(kept?.defs) ? kept : { defs: [], boards: [] };
  } catch {
    return { defs: [], boards: [] };
  }
});
const fresh = []; // the pictures of this visit ({defs, picture}) that differ from the kept ones
let saveTimer = 0;

/* The light picture of board `index`'s live `markup`: {defs: its <defs>' content, picture:
   the rest, referring to those ids as `kb-pic@-…` (@ numbered when the page's are gathered)}. */
function lighten(markup, index) {
  const holder = document.createElement("template");
  holder.innerHTML = markup;
  const svg = holder.content.querySelector("svg.kb-board");
  const defs = svg?.querySelector(":scope > defs");
  if (!defs) return { defs: "", picture: markup };
  const own = `kb-b${index}-`;
  const ids = [...defs.querySelectorAll("[id]")].map((node) => node.id).filter((id) => id.startsWith(own));
  defs.remove();
  svg.querySelectorAll('.kb-sq > rect.kb-hl[fill="transparent"]').forEach((rect) => rect.remove());
  // A picture takes no input: an image of the board (its label kept), not a grid of cells.
  svg.setAttribute("role", "img");
  svg.removeAttribute("tabindex");
  svg.removeAttribute("aria-activedescendant");
  for (const cell of svg.querySelectorAll("[role=gridcell], [role=row]")) {
    for (const name of ["role", "id", "aria-label", "aria-selected"]) cell.removeAttribute(name);
    if (cell.matches(".kb-sq") && !cell.firstElementChild) cell.remove();
  }
  let [shared, picture] = [defs.innerHTML, svg.outerHTML];
  for (const id of ids) {
    const to = `kb-pic@-${id.slice(own.length)}`;
    for (const [from, into] of [[`id="${id}"`, `id="${to}"`], [`#${id}"`, `#${to}"`], [`#${id})`, `#${to})`]]) {
      shared = shared.replaceAll(from, into);
      picture = picture.replaceAll(from, into);
    }
  }
  return { defs: shared, picture };
}

/* The page's pictures to keep from `pictures` ({defs, picture} or null, by place): each
   distinct <defs> once, numbered in the pictures that use it. */
function gathered(pictures) {
  const defs = [];
  const boards = pictures.map((light) => {
    if (!light) return null;
    let n = defs.indexOf(light.defs);
    if (n < 0) n = defs.push(light.defs) - 1;
    return light.picture.replaceAll("kb-pic@-", `kb-pic${n}-`);
  });
  return { defs: defs.map((markup, n) => markup.replaceAll("kb-pic@-", `kb-pic${n}-`)), boards };
}

/* Keep `markup` as the picture of board `index` (with the others, once they have all come;
   nothing is written when they are the pictures kept already). */
function keepPictureOf(index, markup, count) {
  fresh[index] = lighten(markup, index);
  clearTimeout(saveTimer);
  saveTimer = setTimeout(async () => {
    const kept = await keptPictures;
    const pictures = Array.from({ length: count }, (_, i) => fresh[i] ?? keptLight(kept, i));
    const text = JSON.stringify(gathered(pictures));
    if (text !== JSON.stringify(kept)) keepPicture(PICTURES, text, "application/json");
  }, 500);
}

/* The glyphs the kept pictures share, put in the page as sw.js does when the page came
   without them (no service worker yet, or the pictures were kept after it served the page). */
async function sharedDefs() {
  const kept = await keptPictures;
  if (!kept.defs.length || document.querySelector("svg.kb-picture-defs")) return;
  const holder = document.createElement("template");
  holder.innerHTML = `<svg class="kb-picture-defs" aria-hidden="true" width="0" height="0"><defs>${kept.defs.join("")}</defs></svg>`;
  document.body.prepend(holder.content);
}
sharedDefs();

/* Board `i`'s kept picture in the form `gathered` takes ({defs, picture}), or null. */
function keptLight(kept, i) {
  const picture = kept.boards[i];
  const n = typeof picture === "string" ? /kb-pic(\d+)-/.exec(picture)?.[1] : undefined;
  if (n === undefined || typeof kept.defs[n] !== "string") return typeof picture === "string" ? { defs: "", picture } : null;
  const marker = new RegExp(`kb-pic${n}-`, "g");
  return { defs: kept.defs[n].replace(marker, "kb-pic@-"), picture: picture.replace(marker, "kb-pic@-") };
}

/* A function taking the reader to the exercise after `element` on the page (a board whose
   data-kiban has exercise=), or null when there is none. */
function nextExercise(element) {
  const all = [...document.querySelectorAll(".kiban-board")];
  const next = all.slice(all.indexOf(element) + 1)
    .find((board) => new URLSearchParams(board.dataset.kiban || "").has("exercise"));
  if (!next) return null;
  return () => {
    next.scrollIntoView({ block: "center" });
    next.querySelector("svg.kb-board")?.focus();
  };
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
    kept: keptPictures.then((kept) => (typeof kept.boards[index] === "string" ? kept.boards[index] : null)),
    keep: (markup) => keepPictureOf(index, markup, count),
    marks: element, keys: element, next: nextExercise(element),
    toHost: (event) => element.dispatchEvent(new CustomEvent("kiban", { bubbles: true, detail: { kiban: 1, ...event } })),
    fromHost: (listener) => element.addEventListener("kiban-message", (event) => {
      if (event.detail && typeof event.detail === "object") listener(event.detail);
    }),
  });
}

const elements = document.querySelectorAll(".kiban-board");
elements.forEach((element, index) => mount(element, index, elements.length));
