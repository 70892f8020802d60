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
    for (const old of await cache.keys()) await cache.delete(old);
    const headers = { "Content-Type": "application/octet-stream" };
    await cache.put(`${data.snapshot}?${archive}`, new Response(bytes, { headers }));
    postMessage({});
  } catch (error) {
    postMessage({ error: String(error) });
  }
};
