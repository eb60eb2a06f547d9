"""Build the course as a static JupyterLite site: no server, no install, Python in the browser.

Usage: ``python scripts/build_site.py [--out build/site] [--cache build/site-cache]
[--stand-ins DIR]``. Everything comes from the project's own files and pinned downloads: Pyodide's
core from npm, pure-Python wheels from PyPI (pip download), the kit's own wheel built from this
checkout, and every notebook in ``notebooks/`` at build time. Downloads are cached (the cache
folder is git-ignored), so a second build makes no network request at all.

The published site loads exactly the compiled packages that exist only on the Pyodide CDN (numpy
and Pillow, which ipycanvas imports), pinned by version and sha256 in the site's lock file;
Pyodide checks each hash on load. Nothing else comes from outside (lesson 08 draws its charts as
SVG with the kit itself, so no plotting library is loaded). ``--stand-ins DIR`` (used only by
the offline test build under ``tests/site/``, never shipped) replaces those CDN packages by the
small packages in DIR, one folder per package, and drops the CDN packages that have none.
``scripts/check_site.py`` checks a built or published site against this.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT)]  # its neighbour and the kit, however it is loaded

import site_landing  # noqa: E402

# ------------------------------------------------------------------------------ pinned versions
#: JupyterLite 0.8.6 with its Pyodide kernel 0.8.6 expects Pyodide 314.0.6 (Python 3.14).
JUPYTERLITE_CORE = "0.8.6"
PYODIDE_KERNEL = "0.8.6"
PYODIDE = "314.0.6"
#: npm's integrity of pyodide@314.0.6 (the core only: no packages, not even micropip).
PYODIDE_INTEGRITY = (
    "sha512-BKDTJyIqFxC4BExLqeRS3f5xvXZIjOt8C3zGLN/Cc7tFxSwvKVhVkchQQ2AGLOtR4YrV"
    "OIFxbV8poyDOOmWwxQ=="
)
PYTHON_IN_BROWSER = "3.14"
#: Pure-Python wheels from PyPI at the versions Pyodide's own lock names (checked below): the
#: kernel's runtime (micropip, IPython and its helpers, jedi) and tqdm for progress bars.
LOCK_PINS = {
    "micropip": "0.11.1",
    "packaging": "26.1",
    "ipython": "9.12.0",
    "asttokens": "3.0.1",
    "decorator": "5.2.1",
    "executing": "2.2.1",
    "matplotlib-inline": "0.2.1",
    "prompt-toolkit": "3.0.52",
    "pure-eval": "0.2.3",
    "pygments": "2.20.0",
    "six": "1.17.0",
    "stack-data": "0.6.3",
    "traitlets": "5.14.3",
    "wcwidth": "0.6.0",
    "jedi": "0.19.2",
    "parso": "0.8.6",
    "tqdm": "4.67.3",
}
#: Widget packages Pyodide's lock does not have (and the pure-Python ones the kit's widgets
#: import); their labextensions come from the same wheels, so the browser side and the Python
#: side always match.
WIDGET_PINS = {
    "comm": "0.2.3",
    "ipywidgets": "8.1.9",
    "jupyterlab-widgets": "3.0.17",
    "ipycanvas": "0.14.3",
    "mistune": "3.4.0",  # the course widget turns each screen's markdown into HTML
}
#: Compiled packages that exist only on the Pyodide CDN (not on PyPI or npm).
CDN_PACKAGES = ("numpy", "pillow")
CDN_URL = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE}/full/"
#: Loaded when the kernel starts, so no lesson needs ``%pip``; the kernel then installs nothing.
PRELOAD = [
    "micropip",
    "piplite",
    "pyodide-kernel",
    "ipykernel",
    "comm",
    "jedi",
    "ipython",
    "widgetsnbextension",
    "ipywidgets",
    "ipycanvas",
    "mistune",
    "pegs-kit",
]
#: The lesson the site's front page opens.
START_LESSON = "01_start_here.ipynb"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
KERNEL_NAME = "python"  # the name the Pyodide kernel registers under


class BuildError(Exception):
    """A build step failed; the message says which and why."""


def canonical(name: str) -> str:
    """A package name as Pyodide's lock keys it (PEP 503: lower case, runs of -_. become -)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    """The hex sha256 of a file."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run(command: list[str], what: str, cwd: Path | None = None) -> None:
    """Run a command; a failure becomes a BuildError naming the step and the command's output."""
    result = subprocess.run(command, capture_output=True, text=True, cwd=cwd)
    if result.returncode != 0:
        tail = (result.stdout + result.stderr).strip().splitlines()[-25:]
        raise BuildError(f"{what} failed ({' '.join(command[:4])} ...):\n" + "\n".join(tail))


# --------------------------------------------------------------------------------- the downloads
def builder_python(cache: Path) -> Path:
    """A venv in the cache holding only the pinned JupyterLite builder; made once."""
    venv = cache / f"lite-{JUPYTERLITE_CORE}"
    python = venv / "bin" / "python"
    marker = venv / ".complete"
    if not marker.exists():
        shutil.rmtree(venv, ignore_errors=True)
        run([sys.executable, "-m", "venv", str(venv)], "making the builder's venv")
        # The contents extra brings jupyter_server, which turns notebooks into the site's files.
        run(
            [
                str(python),
                "-m",
                "pip",
                "install",
                "--quiet",
                f"jupyterlite-core[contents]=={JUPYTERLITE_CORE}",
                "hatchling==1.27.0",
            ],
            "installing jupyterlite-core",
        )
        marker.write_text(JUPYTERLITE_CORE)
    return python


def pyodide_core(cache: Path) -> Path:
    """Pyodide's npm package (core files and its lock), installed once into the cache."""
    prefix = cache / f"npm-pyodide-{PYODIDE}"
    package = prefix / "node_modules" / "pyodide"
    if not (package / "pyodide.asm.wasm").exists():
        if shutil.which("npm") is None:
            raise BuildError("npm is missing: install Node.js (it fetches Pyodide from npm)")
        prefix.mkdir(parents=True, exist_ok=True)
        run(
            [
                "npm",
                "install",
                "--prefix",
                str(prefix),
                "--no-audit",
                "--no-fund",
                "--no-save",
                f"pyodide@{PYODIDE}",
            ],
            "fetching Pyodide from npm",
        )
    lock = json.loads((prefix / "node_modules" / ".package-lock.json").read_text())
    got = lock["packages"]["node_modules/pyodide"].get("integrity")
    if got != PYODIDE_INTEGRITY:
        raise BuildError(f"pyodide@{PYODIDE} from npm has integrity {got}, not the pinned one")
    return package


def wheels(cache: Path) -> Path:
    """The pinned wheels (PyPI, for Python 3.14), downloaded once into the cache."""
    folder = cache / "wheels"
    pins = {**LOCK_PINS, **WIDGET_PINS, "jupyterlite-pyodide-kernel": PYODIDE_KERNEL}
    missing = [name for name, version in pins.items() if not find_wheel(folder, name, version)]
    if missing:
        run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--quiet",
                "--no-deps",
                "--only-binary=:all:",
                f"--python-version={PYTHON_IN_BROWSER}",
                # Pure-Python wheels only: the browser cannot use a Linux build.
                "--platform=any",
                "--implementation=py",
                "--abi=none",
                "-d",
                str(folder),
            ]
            + [f"{name}=={pins[name]}" for name in missing],
            "downloading wheels from PyPI",
        )
    return folder


def find_wheel(folder: Path, name: str, version: str) -> Path | None:
    """The wheel of ``name`` at ``version`` in ``folder``, if there."""
    if not folder.is_dir():
        return None
    for path in folder.glob("*.whl"):
        dist, ver = path.name.split("-")[:2]
        if canonical(dist) == canonical(name) and ver == version:
            return path
    return None


def kit_wheel(python: Path, out: Path) -> Path:
    """This checkout's own wheel (pegs, widgets, backalley), built with the pinned hatchling."""
    out.mkdir(parents=True, exist_ok=True)
    run(
        [
            str(python),
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(out),
            str(ROOT),
        ],
        "building the kit's wheel",
    )
    found = sorted(out.glob("pegs_kit-*.whl"))
    if not found:
        raise BuildError("building the kit's wheel made no pegs_kit wheel")
    return found[-1]


def stand_in_wheel(folder: Path, name: str, out: Path) -> Path:
    """A wheel of the packages inside ``folder`` (a stand-in for the CDN package ``name``)."""
    dist = name.replace("-", "_")
    version = "0+standin"
    path = out / f"{dist}-{version}-py3-none-any.whl"
    info = f"{dist}-{version}.dist-info"
    files: dict[str, bytes] = {}
    for source in sorted(folder.rglob("*.py")):
        files[source.relative_to(folder).as_posix()] = source.read_bytes()
    files[f"{info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
        "Summary: test stand-in, never shipped\n"
    ).encode()
    files[f"{info}/WHEEL"] = b"Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    record = []
    for arc, data in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{arc},sha256={digest},{len(data)}")
    files[f"{info}/RECORD"] = ("\n".join([*record, f"{info}/RECORD,,"]) + "\n").encode()
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as whl:
        for arc, data in files.items():
            whl.writestr(zipfile.ZipInfo(arc, (2020, 2, 2, 0, 0, 0)), data)
    return path


COMPILER = ROOT / "scripts" / "site_compile.mjs"


def compile_wheels(core: Path, paths: list[Path], cache: Path) -> None:
    """Add Pyodide's own bytecode to each wheel in place, so the browser imports without compiling.

    Compiling the kernel's and the kit's modules in the browser took about a third of the time
    IPython takes to import there. Compiled wheels are cached by the sha256 of the wheel, of
    Pyodide's core and of the compiler, so a second build (or the test build beside the
    published one) reuses the very same files.
    """
    folder = cache / "compiled"
    folder.mkdir(parents=True, exist_ok=True)
    salt = sha256(core / "pyodide.asm.wasm") + sha256(COMPILER)
    todo: list[str] = []
    cached = {}
    for path in paths:
        key = hashlib.sha256((salt + sha256(path)).encode()).hexdigest()[:24]
        cached[path] = folder / key / path.name
        if not cached[path].exists():
            cached[path].parent.mkdir(exist_ok=True)
            todo += [str(path), str(cached[path]) + ".part"]
    if todo:
        if shutil.which("node") is None:
            raise BuildError("node is missing: install Node.js (it compiles the site's wheels)")
        run(["node", str(COMPILER), str(core), *todo], "compiling the wheels with Pyodide")
        for part in todo[1::2]:
            os.replace(part, part[: -len(".part")])
    for path in paths:
        shutil.copyfile(cached[path], path)


# ------------------------------------------------------------------------------------ the lock
def wheel_imports(path: Path) -> list[str]:
    """The top-level modules a wheel installs (what ``import`` names)."""
    names = set()
    with zipfile.ZipFile(path) as whl:
        for arc in whl.namelist():
            head = arc.split("/")[0]
            if head.endswith((".dist-info", ".data")):
                continue
            if "/" in arc:
                names.add(head)
            elif arc.endswith(".py"):
                names.add(arc[:-3])
    return sorted(names)


def wheel_requires(path: Path) -> list[str]:
    """The canonical names a wheel requires unconditionally (extras and markers left out)."""
    with zipfile.ZipFile(path) as whl:
        meta = next(n for n in whl.namelist() if n.endswith(".dist-info/METADATA"))
        text = whl.read(meta).decode()
    out = []
    for line in text.splitlines():
        if line.startswith("Requires-Dist:"):
            spec = line.split(":", 1)[1]
            if ";" in spec:
                continue  # optional, or for another platform
            out.append(canonical(re.split(r"[\s<>=!~\[(]", spec.strip(), maxsplit=1)[0]))
    return out


def lock_entry(
    path: Path, name: str, version: str, base: dict[str, Any] | None = None
) -> dict[str, Any]:
    """A Pyodide lock entry for a wheel file sitting beside the lock, hashed as it is."""
    entry = {
        "name": name,
        "version": version,
        "file_name": path.name,
        "install_dir": "site",
        "sha256": sha256(path),
        "package_type": "package",
        "imports": list(base["imports"]) if base else wheel_imports(path),
        "depends": [canonical(d) for d in base["depends"]] if base else wheel_requires(path),
        "unvendored_tests": False,
    }
    return entry


def write_lock(
    upstream: dict[str, Any],
    local: dict[str, Path],
    extra: dict[str, Path],
    stand_ins: dict[str, Path] | None,
) -> dict[str, Any]:
    """The site's lock: the files present (re-hashed), and the CDN packages pinned by hash.

    ``local``: wheels of packages Pyodide's lock names (its imports and depends are kept);
    ``extra``: wheels it does not name (imports and depends read from the wheel);
    ``stand_ins``: when given, wheels replacing the CDN packages (a test build).
    """
    packages = {canonical(k): v for k, v in upstream["packages"].items()}
    lock: dict[str, Any] = {"info": upstream["info"], "packages": {}}
    for name, path in local.items():
        base = packages[name]
        if base["version"] != LOCK_PINS[name]:
            raise BuildError(
                f"Pyodide's lock names {name} {base['version']}, the build pins {LOCK_PINS[name]}"
            )
        lock["packages"][name] = lock_entry(path, name, base["version"], base)
    for name, path in extra.items():
        version = path.name.split("-")[1]
        lock["packages"][name] = lock_entry(path, name, version)
    for name in CDN_PACKAGES:
        base = packages[name]
        if stand_ins is None:
            # The exact file Pyodide publishes, by absolute address; Pyodide checks the sha256.
            entry = {**base, "name": name, "file_name": CDN_URL + base["file_name"]}
            entry["depends"] = [canonical(d) for d in base["depends"]]
            lock["packages"][name] = entry
        elif name in stand_ins:
            entry = lock_entry(stand_ins[name], name, "0+standin", base)
            entry["depends"] = []  # a stand-in needs nothing else
            lock["packages"][name] = entry
    # Every dependency must be in the lock, or Pyodide would fail at load time, far from here.
    names = set(lock["packages"])
    for entry in lock["packages"].values():
        entry["depends"] = [d for d in entry["depends"] if d in names or stand_ins is None]
        absent = [d for d in entry["depends"] if d not in names]
        if absent:
            raise BuildError(f"{entry['name']} depends on {absent}, which the site does not have")
    return lock


# ------------------------------------------------------------------------------------ the site
def lite_config() -> dict[str, Any]:
    """jupyter-lite.json: the Pyodide kernel served from the site itself, packages preloaded."""
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Pegs and Jokers",
            "litePluginSettings": {
                KERNEL_PLUGIN: {
                    "pyodideUrl": "./pyodide/pyodide.mjs",
                    # piplite never falls back to PyPI: a missing package is an error here.
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {
                        "lockFileURL": "./pyodide/pyodide-lock.json",
                        "packages": PRELOAD,
                    },
                }
            },
        },
    }


#: JupyterLab settings: no news or update checks (they would reach outside and interrupt).
OVERRIDES = {
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    # A lesson's link to the glossary, summary or rule book opens the page rendered, not as text.
    "@jupyterlab/docmanager-extension:plugin": {"defaultViewers": {"markdown": "Markdown Preview"}},
}


def open_start_lesson(index: Path, pages: dict[str, str] | None = None) -> None:
    """Make the site's front page open a start lesson: the language chosen, else the choice.

    The page itself must stay (every app page reads the site's settings from its configuration
    block), so the redirect is put first in its <head>; ``pages`` are each language's start
    (``site_landing.start_pages``), the English one alone when not given.
    """
    html = index.read_text(encoding="utf-8")
    if "<head>" not in html:
        raise BuildError(f"{index} has no <head>: cannot make it open {START_LESSON}")
    pages = pages or site_landing.start_pages([START_LESSON], START_LESSON)
    script = site_landing.front_redirect(pages)
    index.write_text(html.replace("<head>", "<head>\n    " + script, 1), encoding="utf-8")
    choice = index.with_name(site_landing.CHOICE_PAGE)
    choice.write_text(site_landing.choice_page(pages), encoding="utf-8")


def join_lines(cell: dict[str, Any]) -> None:
    """Join a cell's stored lists of lines into strings, as Jupyter's own reader does.

    nbformat files may keep multi-line text as a list of lines; JupyterLite hands the file to
    the page as it is, where a list would show as comma-joined text and images would not draw.
    """

    def joined(value: object) -> object:
        return "".join(value) if isinstance(value, list) else value

    cell["source"] = joined(cell.get("source", ""))
    for output in cell.get("outputs", []):
        if "text" in output:
            output["text"] = joined(output["text"])
        for mime, value in output.get("data", {}).items():
            if not mime.endswith("json"):
                output["data"][mime] = joined(value)


#: The hidden first cell of every lesson that installs the kit where it is missing (Colab, a new
#: JupyterHub kernel). The site's kernel preloads the kit, so the site's lessons go without it.
SETUP_CELL_ID = "pegs-kit-setup"
SETUP_TAG = "setup"


def is_setup_cell(cell: dict[str, Any]) -> bool:
    """Whether a cell is the lessons' install cell (by its id, or its ``setup`` tag)."""
    tags = cell.get("metadata", {}).get("tags", [])
    return cell.get("cell_type") == "code" and (
        cell.get("id") == SETUP_CELL_ID or SETUP_TAG in tags
    )


def stage_notebook(source: Path, staged: Path) -> None:
    """Copy one notebook into the site, its python3 kernelspec mapped to Pyodide's."""
    notebook = json.loads(source.read_text(encoding="utf-8"))
    metadata = notebook.setdefault("metadata", {})
    # The lessons name Jupyter's "python3"; in the browser that kernel is Pyodide's "python".
    metadata["kernelspec"] = {
        "name": KERNEL_NAME,
        "display_name": "Python (Pyodide)",
        "language": "python",
    }
    notebook["cells"] = [c for c in notebook.get("cells", []) if not is_setup_cell(c)]
    for cell in notebook["cells"]:
        join_lines(cell)
    staged.parent.mkdir(parents=True, exist_ok=True)
    staged.write_text(json.dumps(notebook, indent=1), encoding="utf-8")
    shutil.copystat(source, staged)  # the site lists each lesson with its own date


def stage_notebooks(files: Path, notebooks: Path | None = None) -> list[str]:
    """Copy every lesson into the site's files, its python3 kernelspec mapped to Pyodide's.

    The translated lessons (``notebooks/<lang>/``, when there are) go to ``<lang>/``. The
    install cell is left out: in the site the kit and everything it imports are preloaded.
    """
    notebooks = notebooks or ROOT / "notebooks"
    files.mkdir(parents=True, exist_ok=True)
    names = []
    for source in sorted(notebooks.glob("*.ipynb")):
        stage_notebook(source, files / source.name)
        names.append(source.name)
    for lang, folder in site_landing.translated_folders(notebooks).items():
        for source in sorted(folder.glob("*.ipynb")):
            stage_notebook(source, files / lang / source.name)
            names.append(f"{lang}/{source.name}")
    if START_LESSON not in names:
        raise BuildError(f"notebooks/{START_LESSON} is missing: the site would have no start page")
    return names


def stage_docs(files: Path) -> list[str]:
    """Copy the pages the lessons link (glossary, rules summary, rule book) into the site.

    They are the notebooks of ``notebooks/docs/`` (built from ``docs/*.md``), and go to the
    site's ``docs/`` beside the lessons, where the lessons' ``docs/NAME.ipynb`` links point.
    """
    names = []
    for source in sorted((ROOT / "notebooks" / "docs").glob("*.ipynb")):
        stage_notebook(source, files / "docs" / source.name)
        names.append(f"docs/{source.name}")
    if not names:
        raise BuildError("notebooks/docs/ holds no pages: run `make content` first")
    return names


def build(
    out: Path, cache: Path, stand_ins: Path | None = None, compiled: bool = True
) -> dict[str, Any]:
    """Build the site into ``out``; returns figures (seconds, megabytes, lessons).

    ``compiled=False`` leaves the wheels without bytecode (only to measure what it saves).

    The site is made in a temporary folder and replaces ``out`` only when complete, so a failed
    build leaves the last good site in place.
    """
    began = time.monotonic()
    cache.mkdir(parents=True, exist_ok=True)
    python = builder_python(cache)
    core = pyodide_core(cache)
    folder = wheels(cache)
    upstream = json.loads((core / "pyodide-lock.json").read_text())

    final = out
    with tempfile.TemporaryDirectory(prefix="pegs-site-") as tmp:
        work = Path(tmp)
        out = work / "site"
        lite = work / "lite"
        lessons = stage_notebooks(lite / "files")
        stage_docs(lite / "files")
        (lite / "jupyter-lite.json").write_text(json.dumps(lite_config(), indent=2))
        (lite / "overrides.json").write_text(json.dumps(OVERRIDES, indent=2))
        kernel = find_wheel(folder, "jupyterlite-pyodide-kernel", PYODIDE_KERNEL)
        extensions = [kernel] + [
            find_wheel(folder, n, WIDGET_PINS[n]) for n in ("jupyterlab-widgets", "ipycanvas")
        ]
        # Only the extensions named here: none from whatever else is installed.
        build_config = {
            "LiteBuildConfig": {
                "apps": ["lab"],
                "contents": [str(lite / "files")],
                "federated_extensions": [str(e) for e in extensions],
                "ignore_sys_prefix": True,
                "no_sourcemaps": True,
                "output_dir": str(out),
                # Dates in the site come from the lessons, not from the build's clock.
                "source_date_epoch": int(
                    max(p.stat().st_mtime for p in (ROOT / "notebooks").glob("*.ipynb"))
                ),
            }
        }
        (lite / "jupyter_lite_config.json").write_text(json.dumps(build_config, indent=2))
        command = [str(python), "-m", "jupyter", "lite", "build", "--lite-dir", str(lite)]
        run(command, "jupyter lite build", cwd=work)

        # Pyodide's core, the wheels and the lock sit in one folder the kernel loads from.
        target = out / "pyodide"
        target.mkdir()
        for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
            shutil.copy2(core / name, target / name)
        local = {}
        for name, version in LOCK_PINS.items():
            path = find_wheel(folder, name, version)
            if path is None:
                raise BuildError(f"the wheel of {name} {version} is missing from {folder}")
            local[name] = Path(shutil.copy2(path, target / path.name))
        extra = {}
        for name, version in WIDGET_PINS.items():
            path = find_wheel(folder, name, version)
            if path is None:
                raise BuildError(f"the wheel of {name} {version} is missing from {folder}")
            extra[name] = Path(shutil.copy2(path, target / path.name))
        # The kernel's own wheels (piplite, pyodide_kernel and the ipykernel and widgets shims).
        pypi = out / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static" / "pypi"
        for path in sorted(pypi.glob("*.whl")):
            name = canonical(path.name.split("-")[0])
            if name == "widgetsnbextension" and not path.name.split("-")[1].startswith("4."):
                continue  # the ipywidgets 7 shim; ipywidgets 8 needs the 4.x one
            extra[name] = Path(shutil.copy2(path, target / path.name))
        extra["pegs-kit"] = kit_wheel(python, target)
        if compiled:
            stdlib = target / "python_stdlib.zip"
            compile_wheels(core, [stdlib, *local.values(), *extra.values()], cache)
        shims = None
        if stand_ins is not None:
            shims = {
                canonical(d.name): stand_in_wheel(d, canonical(d.name), target)
                for d in sorted(stand_ins.iterdir())
                if d.is_dir() and canonical(d.name) in CDN_PACKAGES
            }
        lock = write_lock(upstream, local, extra, shims)
        (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
        open_start_lesson(out / "index.html", site_landing.start_pages(lessons, START_LESSON))
        (out / ".nojekyll").write_text("")  # GitHub Pages serves folders starting with _ too
        if final.exists():
            shutil.rmtree(final)
        final.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(out), str(final))

    size = sum(p.stat().st_size for p in final.rglob("*") if p.is_file())
    return {
        "seconds": round(time.monotonic() - began, 1),
        "megabytes": round(size / 1e6, 1),
        "lessons": lessons,
    }


def main(argv: list[str] | None = None) -> int:
    """Build the site and print its figures; a failed step is one clear message."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "site")
    parser.add_argument("--cache", type=Path, default=ROOT / "build" / "site-cache")
    parser.add_argument(
        "--stand-ins", type=Path, default=None, help="test builds only: packages for the CDN ones"
    )
    parser.add_argument(
        "--no-compile", action="store_true", help="wheels without bytecode (to measure its gain)"
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("PIP_DISABLE_PIP_VERSION_CHECK", "1")
    try:
        figures = build(
            args.out.resolve(), args.cache.resolve(), args.stand_ins, not args.no_compile
        )
    except BuildError as error:
        print(f"site build failed: {error}", file=sys.stderr)
        return 1
    print(
        f"built {args.out} in {figures['seconds']} s: {figures['megabytes']} MB, "
        f"{len(figures['lessons'])} lessons"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
