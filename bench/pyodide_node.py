"""Run a piece of Python in the vendored Pyodide under Node.js, for the benchmarks that measure
the engine where players run it (`search_speed`, `tsume`, `review`, `exercises`).

The run sees this machine's files under ``HOST`` (``/host/work/...``), has ``bench/`` and ``py/``
on its path, and gets the caller's ``argument`` as JSON text in the global ``arg``; every line
it prints that starts with ``{`` comes back as a parsed dict.
"""

import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HOST = "/host"  # where the Pyodide runs see this machine's file system
_SCRIPT = """
import { loadPyodide } from "%(pyodide)s";
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("%(host)s");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "%(host)s");
pyodide.setStdout({ batched: (line) => console.log(line) });
pyodide.globals.set("arg", process.argv[2]);
await pyodide.runPythonAsync(`
import json, sys
sys.path.insert(0, "%(host)s%(bench)s")
sys.path.insert(0, "%(host)s%(py)s")
%(body)s
`);
"""


def run_in_pyodide(body, argument):
    """Run the Python ``body`` (which reads ``json.loads(arg)``) in Pyodide under Node.js with
    ``argument``; the dicts it printed, one a line. Exits with the run's error output if it fails."""
    pyodide = os.path.join(ROOT, "node_modules", "pyodide", "pyodide.mjs")
    if not os.path.exists(pyodide):
        sys.exit("Pyodide is missing: run scripts/setup (npm ci) first")
    script = _SCRIPT % {"pyodide": pyodide, "host": HOST, "bench": os.path.join(ROOT, "bench"),
                        "py": os.path.join(ROOT, "py"), "body": body.strip()}
    with tempfile.NamedTemporaryFile("w", suffix=".mjs", dir=os.path.join(ROOT, "bench"),
                                     delete=False) as f:
        f.write(script)
    try:
        done = subprocess.run(["node", f.name, json.dumps(argument)], capture_output=True, text=True)
    finally:
        os.unlink(f.name)
    if done.returncode:
        sys.exit(done.stderr)
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
