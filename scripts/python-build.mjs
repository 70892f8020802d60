/* Build-time work on the site's Python done by the browser's own Python: the vendored Pyodide
   (the one assets/js/python-runtime.js imports) under Node.js, no network. Run by
   scripts/sitebuild.py:

     node scripts/python-build.mjs <sources.zip> <py.zip> <py.snapshot>

   1. Bytecode: writes py.zip, the sources zip with each module's bytecode beside it (`x.pyc`,
      unchecked hash-based: zipimport loads it without compiling or even reading `x.py`, which
      stays for tracebacks). Only this Python (3.14, Pyodide's) can write its bytecode.
   2. Snapshot: installs py.zip as the pages and workers do (python-runtime.js's installArchive:
      in the working directory, on sys.path), imports every module of every package in it that
      imports without a browser (those that need PyScript or the DOM are listed on stderr and
      left for run time), and writes `pyodide.makeMemorySnapshot()`. Loaded by
      python-runtime.js, it starts Python with all of that already imported.

   Same inputs, same outputs: the entropy Pyodide draws (hash secret, seeds) is a fixed sequence
   and the clocks stand still (python-runtime.js reseeds `random` after loading a snapshot). */

import nodeCrypto from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";

import { installArchive, loadVendored } from "../assets/js/python-runtime.js";

const [sources, archive, snapshot] = process.argv.slice(2);

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

const PYTHON = `
import gc, importlib, importlib.util, marshal, pkgutil, zipfile

def compile_archive(source, target, installed):
    """Write zip \`target\`: zip \`source\` with the bytecode of each .py beside it, its code
    named as if imported from \`installed\` (where the archive will be)."""
    with zipfile.ZipFile(source) as inp, zipfile.ZipFile(target, "w", compresslevel=9) as out:
        for info in inp.infolist():
            data = inp.read(info)
            out.writestr(info, data)
            if info.filename.endswith(".py"):
                code = compile(data, f"{installed}/{info.filename}", "exec", dont_inherit=True)
                header = importlib.util.MAGIC_NUMBER + (1).to_bytes(4, "little")  # hash, unchecked
                entry = zipfile.ZipInfo(info.filename + "c", info.date_time)
                entry.create_system, entry.external_attr = info.create_system, info.external_attr
                entry.compress_type = info.compress_type
                out.writestr(entry, header + importlib.util.source_hash(data) + marshal.dumps(code))

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
const installed = `${pyodide.FS.cwd()}/py.zip`; // where installArchive puts it (checked below)
pyodide.FS.writeFile("/tmp/sources.zip", new Uint8Array(readFileSync(sources)));
pyodide.runPython(PYTHON);
const [compileArchive, importEverything] = ["compile_archive", "import_everything"].map((name) => pyodide.globals.get(name));
compileArchive("/tmp/sources.zip", "/tmp/py.zip", installed);
const bytes = pyodide.FS.readFile("/tmp/py.zip");
writeFileSync(archive, bytes);
if (installArchive(pyodide, bytes) !== installed) throw new Error("python-runtime.js moved the archive");
for (const line of importEverything(installed).toJs()) console.error(`python-build: not imported ${line}`);
for (const proxy of [compileArchive, importEverything]) proxy.destroy();
pyodide.runPython("del compile_archive, import_everything");
pyodide.FS.unlink("/tmp/sources.zip");
pyodide.FS.unlink("/tmp/py.zip");
writeFileSync(snapshot, pyodide.makeMemorySnapshot());
