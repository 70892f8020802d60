
import { loadPyodide } from "/work/wt/exercise-author/node_modules/pyodide/pyodide.mjs";
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/host");
pyodide.setStdout({ batched: (line) => console.log(line) });
pyodide.globals.set("arg", process.argv[2]);
await pyodide.runPythonAsync(`
import json, sys
sys.path.insert(0, "/host/work/wt/exercise-author/bench")
sys.path.insert(0, "/host/work/wt/exercise-author/py")
import exercises
for record in exercises.tsume_records(json.loads(arg)):
    print(json.dumps(record))
`);
