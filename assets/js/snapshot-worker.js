/* Makes Python's memory snapshot for the next visits, off the page's thread (started by
   keepSnapshot in python-runtime.js after a page's Python started without one).

   Message in: {release: the service worker's cache name, snapshot: the snapshot's URL}. It boots
   a Pyodide of its own with every module of py.zip imported, puts the snapshot into that cache
   (beside the archive it was made from, where python-runtime.js looks for both) and answers {}
   or {error}. */

import { makeSnapshot } from "./python-runtime.js";

self.onmessage = async ({ data }) => {
  try {
    const bytes = await makeSnapshot();
    // (A new release may have replaced that cache meanwhile: then the snapshot is of no use.)
    if (!(await caches.has(data.release))) return postMessage({ error: "the release changed" });
    const cache = await caches.open(data.release);
    const headers = { "Content-Type": "application/octet-stream" };
    await cache.put(data.snapshot, new Response(bytes, { headers }));
    postMessage({});
  } catch (error) {
    postMessage({ error: String(error) });
  }
};
