"""Engine speed under Pyodide (Python in WebAssembly, in Node) beside CPython's, same benchmark.

Runs ``benchmarks/engine.py`` twice: in this Python, and in Node's Pyodide (npm ``pyodide`` at
the version the static site uses, fetched once into ``build/site-cache``), then prints both
figures side by side with their ratio. Needs Node.js and npm.

    python benchmarks/pyodide_engine.py [--quick] [--json]
    python benchmarks/pyodide_engine.py --script hint_time.py [its arguments, e.g. --limit 40]

With ``--script`` another benchmark of this folder that prints one JSON line last (with
``--json``) runs in both, e.g. the app's hint (``hint_time.py``).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
RUNNER = REPO / "benchmarks" / "pyodide_engine.mjs"
CACHE = REPO / "build" / "site-cache"


def _build_site_module() -> object:
    """scripts/build_site.py, which owns the pinned Pyodide download."""
    spec = importlib.util.spec_from_file_location("build_site", REPO / "scripts" / "build_site.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def figures(command: list[str], where: str) -> dict:
    """Run one engine benchmark that prints one JSON line; its figures."""
    result = subprocess.run(command, capture_output=True, text=True, cwd=REPO)
    if result.returncode != 0:
        raise SystemExit(f"the engine benchmark failed under {where}:\n{result.stderr[-2000:]}")
    return json.loads(result.stdout.strip().splitlines()[-1])


def main() -> int:
    """Print CPython's and Pyodide's engine figures side by side."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the engine benchmark's short run")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--script", default="engine.py", help="the benchmark to run (engine.py)")
    args, rest = parser.parse_known_args()
    if shutil.which("node") is None:
        print("node is missing: install Node.js to run the engine under Pyodide", file=sys.stderr)
        return 1
    site = _build_site_module()
    try:
        pyodide = site.pyodide_core(CACHE)  # type: ignore[attr-defined]
    except site.BuildError as error:  # type: ignore[attr-defined]
        print(f"could not fetch Pyodide: {error}", file=sys.stderr)
        return 1
    extra = ["--json"] + (["--quick"] if args.quick else []) + rest
    script = REPO / "benchmarks" / args.script
    cpython = figures([sys.executable, str(script), *extra], "CPython")
    wasm = figures(["node", str(RUNNER), str(pyodide), args.script, *extra], "Pyodide")
    version = site.PYODIDE  # type: ignore[attr-defined]
    if args.json:
        print(json.dumps({"cpython": cpython, f"pyodide_{version}": wasm}))
        return 0
    python = f"CPython {sys.version.split()[0]}"
    print(f"{'figure':28} {python:>16} {'Pyodide ' + version:>16} {'ratio':>7}")
    for key, value in cpython.items():
        other = wasm.get(key)
        ratio = f"{other / value:.2f}" if isinstance(value, float | int) and value else ""
        print(f"{key:28} {value!s:>16} {other!s:>16} {ratio:>7}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
