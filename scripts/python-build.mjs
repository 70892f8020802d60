/* Build-time work on the site's Python done by the browser's own Python: the vendored Pyodide
   (the one assets/js/python-runtime.js imports) under Node.js, no network. Run by
   scripts/sitebuild.py:

     node scripts/python-build.mjs <sources.zip> <py.zip> <stdlib.zip> <stdlib out.zip> \\
       <pyscript imports>

   Bytecode: writes py.zip, the sources zip with each module's source replaced by its bytecode
   (`x.pyc`, unchecked hash-based: zipimport loads it without compiling). The sources stay out
   (0.28 MB of every first visit): a traceback in the browser's console names file and line,
   which the repository's `py/` holds. Only this Python (3.14, Pyodide's) can write its bytecode.
   (The memory snapshot is made in the reader's browser: see assets/js/python-runtime.js.)

   Standard library at boot: writes <stdlib out.zip>, the (trimmed) standard library zip with
   the bytecode, instead of the source, of every module a page loads from it as it starts: those
   Pyodide imports as it starts (asyncio, zipfile, inspect, typing…), those PyScript's package
   imports (<pyscript imports>: its module-level imports, found by scripts/sitebuild.py), and
   those importing our code brings in (difflib, gettext…). Pyodide ships them as source, and a
   first visit, which has no memory snapshot yet, compiled them all at boot: in a browser's
   first run of the interpreter (its code not yet optimised) that was about 2 s of a 4.5 s
   start (bench/boot.py). Modules frozen into the interpreter (os, io, importlib._bootstrap…)
   are never read from the zip and stay source; so do the ones no page imports as it starts.

   Both are compiled as \`python -OO\` does (optimize=2: no docstrings, no asserts): 0.45 MB less
   to download. Nothing of ours reads a docstring or asserts, and the standard library supports
   running so (\`help()\` then has less to say; \`dataclasses\` writes each of our ~20
   dataclasses a docstring from its signature instead, a little work at a start without a
   snapshot).

   Same inputs, same outputs: the entropy Pyodide draws (hash secret, seeds) is a fixed sequence
   and the clocks stand still. */

import nodeCrypto from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";

import { IMPORT_EVERYTHING, loadVendored } from "../assets/js/python-runtime.js";

const [sources, archive, stdlib, stdlibOut, pyscriptImports] = process.argv.slice(2);

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
import importlib.util, marshal, sys, zipfile

def compile_archive(source, target, installed, only=None):
    """Write zip \`target\`: zip \`source\` with each .py (each of the entry names \`only\`,
    when given) replaced by its bytecode, its code named as if imported from \`installed\`
    (where the archive will be)."""
    with zipfile.ZipFile(source) as inp, zipfile.ZipFile(target, "w", compresslevel=9) as out:
        for info in inp.infolist():
            data = inp.read(info)
            if not info.filename.endswith(".py") or (only is not None and info.filename not in only):
                out.writestr(info, data)
            else:
                code = compile(data, f"{installed}/{info.filename}", "exec", dont_inherit=True, optimize=2)
                header = importlib.util.MAGIC_NUMBER + (1).to_bytes(4, "little")  # hash, unchecked
                entry = zipfile.ZipInfo(info.filename + "c", info.date_time)
                entry.create_system, entry.external_attr = info.create_system, info.external_attr
                entry.compress_type = info.compress_type
                out.writestr(entry, header + importlib.util.source_hash(data) + marshal.dumps(code))


def stdlib_entries_loaded(run, names):
    """The stdlib zip's entry names of the modules read from it (not frozen into the interpreter)
    once Python has started, \`run\` has been called and the modules \`names\` that import here
    (not those needing a browser) have been imported."""
    run()
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:
            pass
    prefix = "/lib/python%d%d.zip/" % sys.version_info[:2]
    read = [module for module in list(sys.modules.values())
            if getattr(getattr(module, "__spec__", None), "origin", None) != "frozen"]
    files = (getattr(module, "__file__", None) or "" for module in read)
    return sorted({f[len(prefix):] for f in files if f.startswith(prefix) and f.endswith(".py")})
`;

// (The program name a browser has, not this script's path.)
const pyodide = await loadVendored({ _sysExecutable: "./this.program" });
const installed = `${pyodide.FS.cwd()}/py.zip`; // where python-runtime.js's installArchive puts it
pyodide.FS.writeFile("/tmp/sources.zip", new Uint8Array(readFileSync(sources)));
pyodide.runPython(PYTHON);
const compileArchive = pyodide.globals.get("compile_archive");
compileArchive("/tmp/sources.zip", "/tmp/py.zip", installed);
writeFileSync(archive, pyodide.FS.readFile("/tmp/py.zip"));

pyodide.FS.writeFile(installed, pyodide.FS.readFile("/tmp/py.zip"));
pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(installed)})`);
pyodide.globals.set("ARCHIVE_PATH", installed);
const importEverything = () => pyodide.runPython(IMPORT_EVERYTHING);
const names = pyodide.toPy(pyscriptImports ? pyscriptImports.split(",") : []);
const imported = pyodide.globals.get("stdlib_entries_loaded")(importEverything, names).toJs();
pyodide.FS.writeFile("/tmp/stdlib.zip", new Uint8Array(readFileSync(stdlib)));
const stdlibPath = pyodide.runPython(`"/lib/python%d%d.zip" % sys.version_info[:2]`);
compileArchive("/tmp/stdlib.zip", "/tmp/stdlib-out.zip", stdlibPath, pyodide.toPy(new Set(imported)));
writeFileSync(stdlibOut, pyodide.FS.readFile("/tmp/stdlib-out.zip"));
console.log(`python-build: bytecode for ${imported.length} standard library modules: ${imported.join(" ")}`);
