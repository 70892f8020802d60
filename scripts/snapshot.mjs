/* Makes the memory snapshot of a Pyodide that has imported the site's Python: run by
   scripts/sitebuild.py at build time (Node.js, the vendored Pyodide; no network).

     node scripts/snapshot.mjs <py.zip> <output file>

   It boots the vendored Pyodide (the one assets/js/python-runtime.js imports) with
   `_makeSnapshot`, installs the archive as the pages and workers do (python-runtime.js's
   installArchive: py.zip in the working directory, on sys.path), imports every module of every
   package in it that imports without a browser (those that need PyScript or the DOM are listed
   on stderr and left to be imported at run time), and writes `pyodide.makeMemorySnapshot()`.
   Loaded by python-runtime.js, it starts Python with all of that already imported. */

import nodeCrypto from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";

import { installArchive, loadVendored } from "../assets/js/python-runtime.js";

const [archive, output] = process.argv.slice(2);

// Same inputs, same snapshot: the entropy Pyodide draws while it starts (hash secret, seeds) is a
// fixed sequence and the clocks stand still. python-runtime.js reseeds `random` after loading.
let state = 0x9e3779b9;
nodeCrypto.randomFillSync = (view) => {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  for (let i = 0; i < bytes.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return view;
};
Date.now = () => 0;
performance.now = () => 0;

const IMPORT_EVERYTHING = `
import gc, importlib, pkgutil

def import_everything(archive):
    """Import every module in \`archive\` (on sys.path) that imports here, but __main__ modules;
    return those that did not, with the reason."""
    names, failed = [], []
    for top in pkgutil.iter_modules([archive]):
        names.append(top.name)
        if top.ispkg:
            try:
                package = importlib.import_module(top.name)
            except Exception:
                continue
            walk = pkgutil.walk_packages(package.__path__, top.name + ".", onerror=lambda _: None)
            names += [module.name for module in walk]
    for name in names:
        if name.endswith(".__main__"):
            continue
        try:
            importlib.import_module(name)
        except Exception as error:
            failed.append(f"{name}: {type(error).__name__}: {error}")
    gc.collect()
    return failed
`;

// (The program name a browser has, not this script's path.)
const pyodide = await loadVendored({ _makeSnapshot: true, _sysExecutable: "./this.program" });
const installed = installArchive(pyodide, readFileSync(archive));
pyodide.runPython(IMPORT_EVERYTHING);
const importEverything = pyodide.globals.get("import_everything");
const failed = importEverything(installed).toJs();
for (const line of failed) console.error(`snapshot: not imported ${line}`);
importEverything.destroy();
pyodide.runPython("del import_everything");
writeFileSync(output, pyodide.makeMemorySnapshot());
