/* The reader's progress in exercises (docs/exercises.md, "In the browser"), kept per exercise
   id (an exercise link's `id=`) in IndexedDB: database "kiban-exercises", object store
   "progress", entries {id, solved (ever), tries (wrong moves), updated (ms since 1970)}. A
   database of its own, so the game library's (assets/js/library-store.js) schema is not
   touched. Since schema 2 a second store, "streaks" ({id: the collection, e.g.
   "puzzles-shogi", count, best}), keeps the puzzles page's streaks. Every call returns a Promise and never rejects: where storage is refused (a
   sandboxed frame, a private mode) progress is simply not kept. */

const NAME = "kiban-exercises";
const SCHEMA = 2;
const STORE = "progress";
const STREAKS = "streaks";

let opening = null;

function open() {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(NAME, SCHEMA);
    request.onupgradeneeded = () => {
      const db = request.result;
      for (const name of [STORE, STREAKS]) {
        if (!db.objectStoreNames.contains(name)) db.createObjectStore(name, { keyPath: "id" });
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => { db.close(); opening = null; };
      resolve(db);
    };
    request.onerror = () => { opening = null; reject(request.error); };
  });
  return opening;
}

/* What `ask(store)` (a request on `store`) gives, or `otherwise` where storage is refused. */
async function read(store, ask, otherwise) {
  try {
    const db = await open();
    return await new Promise((resolve, reject) => {
      const request = ask(db.transaction(store).objectStore(store));
      request.onsuccess = () => resolve(request.result ?? otherwise);
      request.onerror = () => reject(request.error);
    });
  } catch {
    return otherwise;
  }
}

/* The entry of exercise `id`, or null. */
export function progress(id) {
  return read(STORE, (store) => store.get(id), null);
}

/* Every exercise's entry (a list). */
export function allProgress() {
  return read(STORE, (store) => store.getAll(), []);
}

/* The streak kept under `id` ({id, count, best}), or null. */
export function streak(id) {
  return read(STREAKS, (store) => store.get(id), null);
}

/* Keep `entry` ({id, count, best}) as a streak. */
export async function keepStreak(entry) {
  try {
    const db = await open();
    await new Promise((resolve, reject) => {
      const tx = db.transaction(STREAKS, "readwrite");
      tx.objectStore(STREAKS).put({ ...entry, updated: Date.now() });
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
  } catch {
    /* not kept */
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
