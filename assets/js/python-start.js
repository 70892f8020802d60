/* Starts the page's Python as soon as this module and Pyodide's loader are fetched, while the
   HTML is still being parsed; PyScript then takes that start (python-runtime.js, startEarly).
   scripts/sitebuild.py links it, `async`, from every page that starts Python. */

import { startEarly } from "./python-runtime.js";

startEarly();
