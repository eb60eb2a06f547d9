"""The published site's own output: it loads exactly numpy and Pillow from the Pyodide CDN.

The site is built as ``make site`` builds it (downloads cached in build/site-cache), or, when
``PEGS_SITE`` names a folder, that folder is checked instead (the Pages workflow checks the very
site it publishes). Nothing here reaches the network: the CDN files themselves are checked by
``scripts/check_site.py`` where there is internet (README, "Teaching a class").
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import re
import shutil
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CACHE = REPO / "build" / "site-cache"


def _script(name: str) -> object:
    spec = importlib.util.spec_from_file_location(name, REPO / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules.setdefault(name, module)  # its dataclasses look their module up by name
    spec.loader.exec_module(sys.modules[name])  # type: ignore[union-attr]
    return sys.modules[name]


build_site = _script("build_site")
check_site = _script("check_site")
OUTSIDE = re.compile(r"^\s*(?:[a-z][a-z0-9+.-]*:)?//", re.IGNORECASE)


@pytest.fixture(scope="module")
def published(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The published site: PEGS_SITE's folder, or one built now from this checkout."""
    named = os.environ.get("PEGS_SITE")
    if named:
        return Path(named)
    out = tmp_path_factory.mktemp("published") / "site"
    build_site.build(out, CACHE)  # type: ignore[attr-defined]
    return out


@pytest.fixture(scope="module")
def upstream() -> dict:
    """Pyodide's own lock, from the npm package the build pins by its integrity hash."""
    core = build_site.pyodide_core(CACHE)  # type: ignore[attr-defined]
    return json.loads((core / "pyodide-lock.json").read_text())["packages"]


def _lock(site: Path) -> dict:
    return json.loads((site / "pyodide" / "pyodide-lock.json").read_text())["packages"]


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in [k, *_strings(v)]]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def _config_files(site: Path) -> list[Path]:
    """Every page and every JupyterLite settings file of the site (the lessons left out)."""
    found = [
        *site.rglob("*.html"),
        *site.rglob("jupyter-lite.json"),
        *site.rglob("jupyter-lite.ipynb"),
    ]
    return sorted(p for p in found if p.relative_to(site).parts[0] != "files")


def test_the_only_outside_files_are_numpy_and_pillow_pinned_on_the_pyodide_cdn(
    published: Path, upstream: dict
) -> None:
    lock = _lock(published)
    outside = {name: e for name, e in lock.items() if OUTSIDE.match(e["file_name"])}
    # numpy and Pillow (ipycanvas imports both) and whatever Pyodide says they depend on.
    wanted = {"numpy", "pillow"}
    wanted |= {d for name in ("numpy", "pillow") for d in upstream[name]["depends"]}
    assert set(outside) == wanted
    for name, entry in outside.items():
        pinned = upstream[name]
        assert entry["file_name"] == (
            f"https://cdn.jsdelivr.net/pyodide/v{build_site.PYODIDE}/full/{pinned['file_name']}"  # type: ignore[attr-defined]
        )
        assert entry["version"] == pinned["version"]
        assert f"-{pinned['version']}-" in entry["file_name"]  # the address names the version
        assert (
            re.fullmatch(r"[0-9a-f]{64}", entry["sha256"]) and entry["sha256"] == pinned["sha256"]
        )


def test_every_other_package_is_served_by_the_site_with_its_hash(published: Path) -> None:
    lock = _lock(published)
    served = {name: e for name, e in lock.items() if not OUTSIDE.match(e["file_name"])}
    assert {"ipywidgets", "ipycanvas", "pegs-kit", "micropip", "ipython"} <= set(served)
    for name, entry in served.items():
        path = published / "pyodide" / entry["file_name"]
        assert path.is_file(), f"{name}: {entry['file_name']} is not in the site"
        assert hashlib.sha256(path.read_bytes()).hexdigest() == entry["sha256"], name
    for name, entry in lock.items():
        assert set(entry["depends"]) <= set(lock), f"{name} needs {entry['depends']}"


def test_no_page_or_setting_names_an_outside_address(published: Path) -> None:
    files = _config_files(published)
    assert {"index.html", "lab/index.html", "jupyter-lite.json"} <= {
        p.relative_to(published).as_posix() for p in files
    }
    for path in files:
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".html":
            addresses = re.findall(r"""\b(?:src|href|action|data)\s*=\s*["']([^"']*)["']""", text)
        else:
            addresses = _strings(json.loads(text))
        assert not [a for a in addresses if OUTSIDE.match(a)], path
    config = json.loads((published / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True  # piplite never asks PyPI
    assert kernel["pyodideUrl"] == "./pyodide/pyodide.mjs"  # Pyodide itself from the site
    assert set(kernel["loadPyodideOptions"]["packages"]) <= set(_lock(published))


def test_the_teachers_check_reads_every_page_and_setting_and_passes(published: Path) -> None:
    names = {p.relative_to(published).as_posix() for p in _config_files(published)}
    assert names <= {*check_site.PAGES, *check_site.SETTINGS}  # type: ignore[attr-defined]
    report = check_site.check_site(lambda path: (published / path).read_bytes())  # type: ignore[attr-defined]
    assert report.problems == []
    assert sorted(f.name for f in report.outside) == ["numpy", "pillow"]


def test_the_teachers_check_finds_an_added_outside_address(published: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(published, site, ignore=shutil.ignore_patterns("build", "files", "*.whl"))
    lock_path = site / "pyodide" / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    lock["packages"]["mistune"]["file_name"] = "https://example.org/mistune-3.4.0-py3-none-any.whl"
    lock_path.write_text(json.dumps(lock))
    index = site / "index.html"
    index.write_text(
        index.read_text().replace("<head>", '<head><script src="//evil.test/x.js">', 1)
    )
    report = check_site.check_site(lambda path: (site / path).read_bytes())  # type: ignore[attr-defined]
    problems = "\n".join(report.problems)
    assert "mistune is loaded from outside" in problems
    assert "not https://cdn.jsdelivr.net/" in problems
    assert "index.html loads //evil.test/x.js" in problems


def test_the_teachers_check_compares_each_cdn_file_with_its_pinned_hash(published: Path) -> None:
    def fetch(url: str) -> bytes:
        if "numpy" in url:
            raise OSError("no network here")
        return b"not the real pillow"

    report = check_site.check_site(lambda path: (published / path).read_bytes(), fetch)  # type: ignore[attr-defined]
    assert report.problems == [
        "numpy: "
        + next(f.url for f in report.outside if f.name == "numpy")
        + " could not be downloaded (no network here)",
        "pillow: the CDN's file does not have the pinned sha256",
    ]


def test_the_served_wheels_carry_bytecode_the_browser_imports_unchecked(published: Path) -> None:
    lock = _lock(published)
    magics = set()
    for name in ("pegs-kit", "ipython", "ipywidgets", "traitlets", "prompt-toolkit"):
        with zipfile.ZipFile(published / "pyodide" / lock[name]["file_name"]) as wheel:
            names = set(wheel.namelist())
            modules = [
                n
                for n in names
                if n.endswith(".py") and "/tests/" not in n and not n.startswith("pygments/")
            ]
            assert modules, name
            for module in modules:
                folder, _, stem = module.rpartition("/")
                cached = f"{folder}/__pycache__/{stem[:-3]}.cpython-314.pyc".lstrip("/")
                assert cached in names, f"{name}: {module} has no bytecode"
                head = wheel.read(cached)[:8]
                magics.add(head[:4])
                # PEP 552: flags 0b01, a hash-based .pyc whose source is never checked.
                assert int.from_bytes(head[4:8], "little") == 1, cached
    # One interpreter compiled them all: Python 3.14's (magic number 3627), the browser's own.
    info = json.loads((published / "pyodide" / "pyodide-lock.json").read_text())["info"]
    assert info["python"].startswith("3.14.")
    assert magics == {(3627).to_bytes(2, "little") + b"\r\n"}


def test_the_standard_library_is_served_compiled(published: Path) -> None:
    with zipfile.ZipFile(published / "pyodide" / "python_stdlib.zip") as stdlib:
        names = set(stdlib.namelist())
        for module in ("json/__init__", "asyncio/base_events", "inspect", "re/_parser"):
            assert f"{module}.pyc" in names and f"{module}.py" not in names, module
            head = stdlib.read(f"{module}.pyc")[:8]
            assert head[:4] == (3627).to_bytes(2, "little") + b"\r\n", module
            assert int.from_bytes(head[4:8], "little") == 1, module  # never checked
    assert not [n for n in names if n.endswith(".py")]
