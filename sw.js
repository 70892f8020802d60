/* Kiban service worker (root scope).

   Precaches every published file (the Python runtime too) under one cache named after the
   release's content hash, then answers cache-first, so after one visit the game boots offline.
   A new release (new hash in precache-manifest.js) installs a complete new cache, takes over at
   once (skipWaiting + clients.claim) and deletes the older kiban-* caches: pages read from exactly
   one release's files, never a mix. precache-manifest.js is written by scripts/sitebuild.py. */

importScripts("precache-manifest.js"); // self.PRECACHE = {version, files}

const PREFIX = "kiban-";
const CACHE = PREFIX + self.PRECACHE.version;
const SCOPE = self.registration.scope;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Default cache mode: pages and code revalidate (no-cache / max-age=0), while the runtime,
      // versioned and immutable, comes from the HTTP cache instead of being downloaded twice.
      await cache.addAll(self.PRECACHE.files);
      await self.skipWaiting();
    })(),
  );
});

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
  const hit = await cache.match(url.href, { ignoreSearch: navigate });
  return hit || fetch(request);
}
