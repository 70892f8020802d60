/* Kiban service worker (root scope).

   Precaches every published file (the Python runtime too) under one cache named after the
   release's content hash, then answers cache-first, so after one visit the game boots offline.
   Every file is checked against the SHA-256 the manifest gives it; the copy the browser already
   holds in its HTTP cache (the page that registered this worker has just loaded most of them) is
   taken when it matches, so a first visit downloads each file once, and a new release only the
   files that changed. What the browser does not hold already comes from precache.pack, every
   small file of the release in one download (the manifest gives each file's place in it and the
   headers the site sends with it), rather than one request a file. A new release (a new version in the manifest) installs a complete new
   cache, takes over at once (skipWaiting + clients.claim) and deletes the older kiban-* caches:
   pages read from exactly one release's files, never a mix. The manifest is written into the
   next line by scripts/sitebuild.py (dist/sw.js), so the worker is one download. */

self.PRECACHE = null; // {version, files: {path: sha256}, pack: {path: [offset, length, headers]}}

const PREFIX = "kiban-";
const CACHE = PREFIX + self.PRECACHE.version;
const SCOPE = self.registration.scope;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const files = Object.entries(self.PRECACHE.files);
      await Promise.all(files.map(([path, digest]) => precache(cache, path, digest)));
      await self.skipWaiting();
    })(),
  );
});

/* Put the release's file `path` into `cache`: the browser's copy when it has the expected SHA-256
   `digest`, else the pack's (a small file) or the network's (revalidated), which must have it;
   anything else fails the install (the browser tries again at the next navigation). */
async function precache(cache, path, digest) {
  const url = new URL(path, SCOPE).href;
  const sources = [() => fetch(url, { cache: "only-if-cached", mode: "same-origin" })];
  sources.push(path in self.PRECACHE.pack ? () => fromPack(path) : () => fetch(url, { cache: "no-cache" }));
  for (const source of sources) {
    const response = await source().catch(() => null);
    if (response?.ok && (await sha256(response.clone())) === digest) return cache.put(url, response);
  }
  throw new Error(`${path} does not match release ${self.PRECACHE.version}`);
}

let pack = null; // the release's precache.pack, fetched once, when a file is first needed from it

/* The small file `path` as a response cut from the pack, with the headers the site sends. */
async function fromPack(path) {
  pack ??= fetch(new URL(`precache.pack?${self.PRECACHE.version}`, SCOPE), { cache: "no-cache" })
    .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(response.status)));
  const [offset, length, headers] = self.PRECACHE.pack[path];
  return new Response((await pack).slice(offset, offset + length), { headers });
}

/* The SHA-256 of a response's body, as lower-case hex. */
async function sha256(response) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await response.arrayBuffer()));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(cacheFirst(request));
});

/* The precached answer for `request` (a page is found whatever its query string, a folder as its
   index.html), or the network's when the file is not part of the release. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const navigate = request.mode === "navigate";
  const url = new URL(request.url);
  if (navigate && url.pathname.endsWith("/")) url.pathname += "index.html";
  // (A page's query string is dropped rather than ignored: matching with ignoreSearch reads
  // every entry of the cache, which a page of a dozen embedded boards pays a dozen times.)
  if (navigate) url.search = "";
  const hit = await cache.match(url.href);
  if (hit && navigate && url.pathname.endsWith("/embed.html")) return withPreview(hit, request.url);
  if (navigate) return withBoardPictures(hit || (await fetch(request)), request.url);
  return hit || fetch(request);
}

// The boards' pictures from their last visit (kept by assets/js/board-shell.js: an embedded
// board's under the frame's URL, the boards drawn in a page by boards.js as one JSON text
// {defs, boards} under `picturesKey`) and the places in the HTML they go.
const PREVIEWS = "embed-previews";
const PREVIEW_SLOT = /<!--preview-->[^]*?<!--\/preview-->/;
const BOARD_SLOT = /(<div class="kiban-board"[^>]*>)(<\/div>)/g;
const BODY = /<body[^>]*>/;
// The hidden <svg> of the glyphs the pictures of a page's boards share (as boards.js makes it).
const SHARED_DEFS = (defs) =>
  `<svg class="kb-picture-defs" aria-hidden="true" width="0" height="0">` +
  `<defs>${defs.join("")}</defs></svg>`;

/* The key of the pictures of the boards of page `url` (as board-shell.js's picturesKey). */
function picturesKey(url) {
  const key = new URL(url);
  key.hash = "";
  key.searchParams.set("kiban-pictures", "");
  return key.href;
}

/* `page` (a response) with its HTML changed by `edit(html)`. */
async function rewritten(page, edit) {
  const headers = new Headers(page.headers);
  headers.delete("Content-Length"); // the body is longer now, and no longer compressed
  headers.delete("Content-Encoding");
  const body = edit(await page.text());
  return new Response(body, { status: page.status, statusText: page.statusText, headers });
}

/* embed.html (`page`, the cached response) with the board this `url` showed last time in place
   of its "Loading" line, so the frame paints the board as its HTML arrives, before any script
   (the markup is our renderer's, as board-shell.js stored it). Unchanged when there is no picture. */
async function withPreview(page, url) {
  const picture = await (await caches.open(PREVIEWS)).match(url);
  if (!picture) return page;
  const markup = await picture.text();
  return rewritten(page, (html) => html.replace(PREVIEW_SLOT, () => markup));
}

/* A page (`page`, the response) with the pictures its boards (`<div class="kiban-board" …>`,
   drawn by boards.js) showed last time put into them in order, and the glyphs they share first
   in its <body>, so they are painted as the HTML arrives. Unchanged when there are none. */
async function withBoardPictures(page, url) {
  const kept = page.ok && (await (await caches.open(PREVIEWS)).match(picturesKey(url)));
  const pictures = kept && (await kept.json().catch(() => null));
  if (!Array.isArray(pictures?.boards) || !Array.isArray(pictures?.defs)) return page;
  let index = 0;
  return rewritten(page, (html) => html
    .replace(BODY, (body) => body + SHARED_DEFS(pictures.defs))
    .replace(BOARD_SLOT, (all, open, close) => {
      const markup = pictures.boards[index++];
      return typeof markup === "string" ? `${open}<div class="kb-board-picture">${markup}</div>${close}` : all;
    }));
}
