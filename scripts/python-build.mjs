/* Build-time work on the site's Python done by the browser's own Python: the vendored Pyodide
   (the one assets/js/python-runtime.js imports) under Node.js, no network. Run by
   scripts/sitebuild.py:

     node scripts/python-build.mjs <sources.zip> <py.zip>

   Bytecode: writes py.zip, the sources zip with each module's source replaced by its bytecode
   (`x.pyc`, unchecked hash-based: zipimport loads it without compiling). The sources stay out
   (0.28 MB of every first visit): a traceback in the browser's console names file and line,
   which the repository's `py/` holds. Only this Python (3.14, Pyodide's) can write its bytecode. (The memory
   snapshot is made in the reader's browser: see assets/js/python-runtime.js.)

   Same inputs, same outputs: the entropy Pyodide draws (hash secret, seeds) is a fixed sequence
   and the clocks stand still. */

import nodeCrypto from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";

import { loadVendored } from "../assets/js/python-runtime.js";

const [sources, archive] = process.argv.slice(2);

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
import importlib.util, marshal, zipfile

def compile_archive(source, target, installed):
    """Write zip \`target\`: zip \`source\` with each .py replaced by its bytecode, its code
    named as if imported from \`installed\` (where the archive will be)."""
    with zipfile.ZipFile(source) as inp, zipfile.ZipFile(target, "w", compresslevel=9) as out:
        for info in inp.infolist():
            data = inp.read(info)
            if not info.filename.endswith(".py"):
                out.writestr(info, data)
            else:
                code = compile(data, f"{installed}/{info.filename}", "exec", dont_inherit=True)
                header = importlib.util.MAGIC_NUMBER + (1).to_bytes(4, "little")  # hash, unchecked
                entry = zipfile.ZipInfo(info.filename + "c", info.date_time)
                entry.create_system, entry.external_attr = info.create_system, info.external_attr
                entry.compress_type = info.compress_type
                out.writestr(entry, header + importlib.util.source_hash(data) + marshal.dumps(code))
`;

// (The program name a browser has, not this script's path.)
const pyodide = await loadVendored({ _sysExecutable: "./this.program" });
const installed = `${pyodide.FS.cwd()}/py.zip`; // where python-runtime.js's installArchive puts it
pyodide.FS.writeFile("/tmp/sources.zip", new Uint8Array(readFileSync(sources)));
pyodide.runPython(PYTHON);
const compileArchive = pyodide.globals.get("compile_archive");
compileArchive("/tmp/sources.zip", "/tmp/py.zip", installed);
writeFileSync(archive, pyodide.FS.readFile("/tmp/py.zip"));
