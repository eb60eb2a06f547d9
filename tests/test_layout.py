"""The design's arrows: ``pegs`` needs nothing outside the standard library and never imports
Jupyter; ``widgets`` may import ``pegs``, never the reverse."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pegs

ROOT = Path(__file__).resolve().parent.parent


def test_pegs_declares_no_runtime_dependencies():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["dependencies"] == []


def test_importing_every_pegs_module_loads_no_third_party_or_jupyter_package():
    modules = [
        m.name for m in pkgutil.walk_packages(pegs.__path__, "pegs.") if m.name != "pegs.__main__"
    ]
    code = (
        "import sys, importlib\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "stdlib = set(sys.stdlib_module_names)\n"
        "outside = sorted({m.split('.')[0] for m in sys.modules} - stdlib - {'pegs', '__main__'})\n"
        "print(' '.join(outside))\n"
    )
    result = subprocess.run(
        [sys.executable, "-S", "-c", code], capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert result.stdout.split() == [], f"pegs imported {result.stdout.strip()}"
    assert len(modules) > 20


def test_no_pegs_module_imports_widgets_or_ipywidgets():
    for path in (ROOT / "pegs").rglob("*.py"):
        text = path.read_text()
        for banned in ("import widgets", "from widgets", "ipywidgets", "ipycanvas", "IPython"):
            assert banned not in text, f"{path.relative_to(ROOT)} mentions {banned}"


def test_notebooks_never_shadow_the_widgets_package():
    for path in (ROOT / "notebooks").glob("*.ipynb"):
        assert "import ipywidgets as widgets" not in path.read_text(), path.name
