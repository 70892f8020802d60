/* The game library's storage (docs/embedding.md, "The game library (IndexedDB)"): IndexedDB database "kiban", object
   store "games" (key: the entry's id). Entries travel as JSON text, so Python sees only strings:
   put(text), get(id) -> text ("" when there is none), list() -> a JSON array's text, remove(id),
   and putUnlessChanged(text, updated) -> "kept", or "changed" without writing when the stored
   entry of that id was written since (its "updated" is not `updated`; null: write anyway): the
   check and the write are one transaction, so two tabs cannot both pass it. Every call
   returns a Promise. Calls are queued on the one open connection, so puts land in the order made.

   SCHEMA is the database version: onupgradeneeded brings an older database up step by step
   (version 1: the "games" store with an "updated" index). Each entry also carries its own "v"
   (see py/webui/library/entry.py). Exposed to Python as globalThis.kibanLibrary. */

const NAME = "kiban";
const SCHEMA = 1;
const STORE = "games";

let opening = null;

function open() {
  if (!opening) {
    opening = new Promise((resolve, reject) => {
      const request = indexedDB.open(NAME, SCHEMA);
      request.onupgradeneeded = (event) => {
        const db = request.result;
        if (event.oldVersion < 1) {
          db.createObjectStore(STORE, { keyPath: "id" }).createIndex("updated", "updated");
        }
      };
      request.onsuccess = () => {
        const db = request.result;
        db.onversionchange = () => { db.close(); opening = null; };  // a newer page upgrades
        resolve(db);
      };
      request.onerror = () => { opening = null; reject(request.error); };
      request.onblocked = () => console.warn("The game library waits for another tab to close it.");
    });
  }
  return opening;
}

function run(mode, work) {
  return open().then((db) => new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  }));
}

export function put(text) {
  return run("readwrite", (store) => store.put(JSON.parse(text))).then(() => undefined);
}

export function get(id) {
  return run("readonly", (store) => store.get(id)).then((entry) => (entry ? JSON.stringify(entry) : ""));
}

export function list() {
  return run("readonly", (store) => store.getAll()).then((entries) => JSON.stringify(entries));
}

export function putUnlessChanged(text, updated) {
  const entry = JSON.parse(text);
  let changed = false;
  return run("readwrite", (store) => {
    const request = store.get(entry.id);
    request.onsuccess = () => {
      const kept = request.result;
      changed = updated != null && kept !== undefined && kept.updated !== updated;
      if (!changed) store.put(entry);
    };
    return request;
  }).then(() => (changed ? "changed" : "kept"));
}

export function remove(id) {
  return run("readwrite", (store) => store.delete(id)).then(() => undefined);
}

globalThis.kibanLibrary = { put, putUnlessChanged, get, list, remove };
