// Run a benchmark (benchmarks/engine.py, or the SCRIPT.py named first) inside Node's Pyodide
// (Python in WebAssembly), as the static site does.
// Usage: node benchmarks/pyodide_engine.mjs PYODIDE_DIR [SCRIPT.py] [its arguments...]
// The checkout is mounted read-only-in-spirit at /repo; engine.py imports pegs from it.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir, ...args] = process.argv.slice(2);
const script = args.length && args[0].endsWith(".py") ? args.shift() : "engine.py";
if (!pyodideDir) {
  console.error("usage: node benchmarks/pyodide_engine.mjs PYODIDE_DIR [--quick] [--json]");
  process.exit(2);
}
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep });
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repo }, "/repo");
pyodide.globals.set("engine_args", pyodide.toPy(args));
pyodide.globals.set("script", script);
try {
  pyodide.runPython(`
import runpy, sys
sys.argv = ["benchmarks/" + script, *engine_args]
try:
    runpy.run_path("/repo/benchmarks/" + script, run_name="__main__")
except SystemExit as done:  # a script's own exit: only a failing one is an error
    if done.code not in (0, None):
        raise
`);
} catch (error) {
  console.error(`the engine benchmark failed under Pyodide: ${error.message}`);
  process.exit(1);
}
