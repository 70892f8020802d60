/* Makes Python's memory snapshot for the next visits, off the page's thread (started by
   keepSnapshot in python-runtime.js after a page's Python started without one).

   Message in: {cache: the cache's name, snapshot: the snapshot's URL}. It boots a Pyodide of its
   own with every module of py.zip imported and keeps the snapshot as the cache's only entry, at
   the URL with the SHA-256 of the archive it was made from as query (where python-runtime.js
   looks), then answers {} or {error}. */

import { makeSnapshot } from "./python-runtime.js";

self.onmessage = async ({ data }) => {
  try {
    const { bytes, archive } = await makeSnapshot();
    const cache = await caches.open(data.cache);
    const key = `${data.snapshot}?${archive}`;
    const headers = { "Content-Type": "application/octet-stream" };
    await cache.put(key, new Response(bytes, { headers }));
    // Then the others go (never an empty moment for a page starting meanwhile).
    for (const old of await cache.keys()) if (old.url !== key) await cache.delete(old);
    postMessage({});
  } catch (error) {
    postMessage({ error: String(error) });
  }
};
