// Run benchmarks/engine.py inside Node's Pyodide (Python in WebAssembly), as the static site does.
// Usage: node benchmarks/pyodide_engine.mjs PYODIDE_DIR [engine.py arguments...]
// The checkout is mounted read-only-in-spirit at /repo; engine.py imports pegs from it.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir, ...args] = process.argv.slice(2);
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
try {
  pyodide.runPython(`
import runpy, sys
sys.argv = ["benchmarks/engine.py", *engine_args]
runpy.run_path("/repo/benchmarks/engine.py", run_name="__main__")
`);
} catch (error) {
  console.error(`the engine benchmark failed under Pyodide: ${error.message}`);
  process.exit(1);
}
