// Add Python 3.14 bytecode to pure-Python wheels, compiled by the very Pyodide the site runs.
// Usage: node scripts/site_compile.mjs PYODIDE_DIR IN.whl OUT.whl [IN.whl OUT.whl ...]
// Each OUT.whl holds everything IN.whl holds plus __pycache__/<module>.cpython-314.pyc beside
// each module (tests left out), checked by source hash never (UNCHECKED_HASH): the browser then
// imports without compiling, and the sources stay for tracebacks. Pyodide's python_stdlib.zip
// gets <module>.pyc in place of each <module>.py instead, where zipimport looks for it: its
// sources too would take the site near its 50 MB (a traceback inside the standard library then
// shows no source line, as with Pyodide's own compiled packages).
// scripts/build_site.py calls it.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, ...pairs] = process.argv.slice(2);
if (!pyodideDir || pairs.length % 2) {
  console.error("usage: node scripts/site_compile.mjs PYODIDE_DIR IN.whl OUT.whl [...]");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
// A fixed hash seed: frozenset constants are then written in the same order on every build.
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep, env: { PYTHONHASHSEED: "0" } });
pyodide.FS.mkdirTree("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/host");
pyodide.globals.set("pairs", pyodide.toPy(pairs.map((p) => "/host" + path.resolve(p))));
try {
  pyodide.runPython(`
import base64, hashlib, importlib.util, site, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

SITE = site.getsitepackages()[0]
TAG = sys.implementation.cache_tag
DATE = (2020, 2, 2, 0, 0, 0)

# Hundreds of modules of which a kernel imports one or two, when it first highlights code.
LAZY = ("pygments/lexers/", "pygments/styles/")
KEPT = ("__init__.py", "_mapping.py")

def skipped(arc):
    parts = arc.split("/")
    if parts[0].endswith((".dist-info", ".data")) or any(p in ("tests", "test") for p in parts[:-1]):
        return True
    return arc.startswith(LAZY) and not arc.endswith(KEPT)

for source_path, target_path in zip(pairs[::2], pairs[1::2]):
    with zipfile.ZipFile(source_path) as wheel:
        entries = [(info, wheel.read(info)) for info in wheel.infolist()]
    added, record = [], None
    stdlib = source_path.endswith("python_stdlib.zip")
    for info, data in entries:
        arc = info.filename
        if arc.endswith(".dist-info/RECORD"):
            record = info
        if not arc.endswith(".py") or skipped(arc):
            continue
        code = compile(data, f"{SITE}/{arc}", "exec", dont_inherit=True)
        pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
        folder, name = arc.rsplit("/", 1) if "/" in arc else ("", arc)
        if stdlib:  # zipimport looks for the bytecode beside the source, not in __pycache__
            cached = arc[:-3] + ".pyc"
        else:
            cached = f"{folder}/__pycache__/{name[:-3]}.{TAG}.pyc".lstrip("/")
        added.append((cached, bytes(pyc)))
    sourceless = {arc[:-4] + ".py" for arc, _ in added} if stdlib else set()
    with zipfile.ZipFile(target_path, "w", zipfile.ZIP_DEFLATED) as out:
        for info, data in entries:
            if info.filename in sourceless:
                continue
            if info is record:
                lines = data.decode().rstrip("\\n").split("\\n")
                for arc, pyc in added:
                    digest = base64.urlsafe_b64encode(hashlib.sha256(pyc).digest()).rstrip(b"=")
                    lines.insert(-1, f"{arc},sha256={digest.decode()},{len(pyc)}")
                data = ("\\n".join(lines) + "\\n").encode()
            out.writestr(info, data)
        for arc, pyc in added:
            out.writestr(zipfile.ZipInfo(arc, DATE), pyc, zipfile.ZIP_DEFLATED)
    print(f"{source_path.rsplit('/', 1)[-1]}: {len(added)} modules compiled")
`);
} catch (error) {
  console.error(`compiling the wheels failed: ${error.message}`);
  process.exit(1);
}
