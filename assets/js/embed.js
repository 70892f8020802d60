/* The shell of embed.html: one board filling the iframe (assets/js/board-shell.js does the work).
   Its events go to the host page as postMessage, and the host's "set"/"get" messages are taken
   from the window that embeds this one only (docs/embedding.md,
   "Events and messages"). Its picture is kept under the frame's URL, which is where the service worker
   (sw.js) looks for it to put it into the page's HTML on a later visit. */

import { keepPicture, keptPicture, mountBoard } from "./board-shell.js";

const root = document.documentElement;
const { lang, t } = window.kibanI18n; // assets/js/i18n.js, loaded first
const framed = window.parent !== window;

mountBoard(document.querySelector("main.kb-embed"), {
  query: location.search, lang, t, marks: root, keys: window,
  kept: keptPicture(location.href), keep: (markup) => keepPicture(location.href, markup),
  toHost: (event) => framed && window.parent.postMessage({ kiban: 1, ...event }, "*"),
  fromHost: (listener) => addEventListener("message", (event) => {
    const message = event.data;
    if (framed && event.source === window.parent && message && typeof message === "object" && message.kiban) {
      listener(message);
    }
  }),
  // The frame's colours follow the board's (a host's "set" too).
  onState: (state) => { root.dataset.theme = state.theme; },
});
