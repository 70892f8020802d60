/* The reader's progress in exercises (docs/exercises.md, "In the browser"), kept per exercise
   id (an exercise link's `id=`) in IndexedDB: database "kiban-exercises", object store
   "progress", entries {id, solved (ever), tries (wrong moves), updated (ms since 1970)}. A
   database of its own, so the game library's (assets/js/library-store.js) schema is not
   touched. Every call returns a Promise and never rejects: where storage is refused (a
   sandboxed frame, a private mode) progress is simply not kept. */

const NAME = "kiban-exercises";
const SCHEMA = 1;
const STORE = "progress";

let opening = null;

function open() {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(NAME, SCHEMA);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id" });
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => { db.close(); opening = null; };
      resolve(db);
    };
    request.onerror = () => { opening = null; reject(request.error); };
  });
  return opening;
}

/* The entry of exercise `id`, or null. */
export async function progress(id) {
  try {
    const db = await open();
    return await new Promise((resolve, reject) => {
      const request = db.transaction(STORE).objectStore(STORE).get(id);
      request.onsuccess = () => resolve(request.result ?? null);
      request.onerror = () => reject(request.error);
    });
  } catch {
    return null;
  }
}

/* Count what happened in exercise `id`: state "solved" or "wrong" (one read-and-write). */
export async function record(id, state) {
  try {
    const db = await open();
    await new Promise((resolve, reject) => {
      const tx = db.transaction(STORE, "readwrite");
      const store = tx.objectStore(STORE);
      const request = store.get(id);
      request.onsuccess = () => {
        const entry = request.result ?? { id, solved: false, tries: 0 };
        if (state === "solved") entry.solved = true;
        if (state === "wrong") entry.tries += 1;
        entry.updated = Date.now();
        store.put(entry);
      };
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
  } catch {
    /* not kept */
  }
}
