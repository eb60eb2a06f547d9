"""Stamp the lesson notebooks: a hidden first cell that installs the kit, and JupyterLab's metadata.

Usage: ``python scripts/stamp_notebooks.py [NOTEBOOK ...] [--check]`` (default: every
``notebooks/*.ipynb``; ``make stamp`` runs it). Idempotent: a second run changes nothing.

1. The first cell of every notebook is the set-up cell (id ``pegs-kit-setup``, its code hidden):
   it installs ``pegs-kit[widgets]`` when this kernel lacks the kit (Colab, a fresh JupyterHub or
   Binder kernel) and, in Colab, turns on its widget manager; elsewhere it does nothing.
2. The notebook's ``kernelspec`` and ``language_info`` are set to exactly what JupyterLab writes
   back when it opens the notebook with the kit's own kernel, so opening and saving a lesson
   changes no tracked file.

``--check`` changes nothing and exits 1 when a notebook is not stamped (for tests and CI).
Run it after the lessons change, then ``scripts/run_notebooks.py`` keeps the stamp.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import nbformat

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
CELL_ID = "pegs-kit-setup"

SETUP_SOURCE = """
# Set-up: installs the kit in this kernel when it is missing (Colab, a new JupyterHub or Binder
# kernel) and turns on Colab's widget manager; elsewhere it does nothing. The package is
# "pegs-kit": the package called "pegs" on PyPI is another project.
import importlib.metadata
import importlib.util
import sys

try:
    importlib.metadata.version("pegs")
    other_pegs = True
except importlib.metadata.PackageNotFoundError:
    other_pegs = False
try:
    kit_found = all(importlib.util.find_spec(m) for m in ("widgets", "pegs.lessons"))
except ImportError:  # no package "pegs" or "widgets" at all
    kit_found = False
if other_pegs:
    print('This Python has the package "pegs", another project that breaks the kit. Remove it')
    print("with   %pip uninstall -y pegs   then restart the kernel and run this cell again.")
elif not kit_found:
    get_ipython().run_line_magic("pip", "install --quiet pegs-kit[widgets]")
    importlib.invalidate_caches()
if "google.colab" in sys.modules:
    from google.colab import output

    output.enable_custom_widget_manager()"""

#: Cell metadata: code hidden in JupyterLab (source_hidden) and Colab (a form), tagged for tools
#: ("hide-input", as every lesson cell). The source starts with an empty line because JupyterLab
#: shows a hidden cell's first line in its place.
SETUP_METADATA = {
    "cellView": "form",
    "jupyter": {"source_hidden": True},
    "tags": ["hide-input", "setup"],
}


def kernel_metadata() -> dict[str, Any]:
    """The ``kernelspec`` and ``language_info`` JupyterLab stores for the kit's python3 kernel."""
    from ipykernel.ipkernel import IPythonKernel
    from jupyter_client.kernelspec import KernelSpecManager

    spec = KernelSpecManager().get_kernel_spec("python3")
    return {
        "kernelspec": {
            "display_name": spec.display_name,
            "language": spec.language,
            "name": "python3",
        },
        "language_info": dict(IPythonKernel.language_info),
    }


def setup_cell() -> nbformat.NotebookNode:
    """A fresh set-up cell (no outputs: it prints nothing where the kit is installed)."""
    cell: nbformat.NotebookNode = nbformat.v4.new_code_cell(
        SETUP_SOURCE, metadata=dict(SETUP_METADATA)
    )
    cell.id = CELL_ID
    return cell


def stamp(nb: nbformat.NotebookNode, metadata: dict[str, Any]) -> nbformat.NotebookNode:
    """``nb`` with the set-up cell first (replacing any older copy) and the kernel metadata."""
    old = [c for c in nb.cells if c.get("id") == CELL_ID]
    cell = old[0] if old else setup_cell()
    cell.source = SETUP_SOURCE
    cell.metadata = dict(SETUP_METADATA)
    if not old:
        cell.execution_count = None
        cell.outputs = []
    nb.cells = [cell] + [c for c in nb.cells if c.get("id") != CELL_ID]
    for key, value in metadata.items():
        nb.metadata[key] = value
    return nb


def stamp_file(path: Path, metadata: dict[str, Any], check: bool = False) -> bool:
    """Stamp one notebook file; True when it changed (or, with ``check``, would change)."""
    before = path.read_text(encoding="utf-8")
    nb = stamp(nbformat.reads(before, as_version=4), metadata)
    nbformat.validate(nb)
    after = nbformat.writes(nb)
    if not after.endswith("\n"):
        after += "\n"  # as nbformat.write (and so Jupyter's contents manager) ends the file
    if after == before:
        return False
    if not check:
        path.write_text(after, encoding="utf-8")
    return True


def main(argv: list[str] | None = None) -> int:
    """Stamp the notebooks given (or every lesson); with --check, report unstamped ones."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path)
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if unstamped")
    args = parser.parse_args(argv)
    paths = args.notebooks or sorted(NOTEBOOKS.glob("*.ipynb"))
    if not paths:
        print(f"no notebooks found in {NOTEBOOKS}", file=sys.stderr)
        return 1
    metadata = kernel_metadata()
    changed = []
    for path in paths:
        try:
            if stamp_file(path, metadata, check=args.check):
                changed.append(path)
        except (OSError, ValueError) as err:
            print(f"error: cannot stamp {path}: {err}", file=sys.stderr)
            return 2
    verb = "not stamped" if args.check else "stamped"
    for path in changed:
        print(f"{verb}: {path.name}")
    if not changed:
        print(f"all {len(paths)} notebooks already stamped")
    return 1 if (args.check and changed) else 0


if __name__ == "__main__":
    sys.exit(main())
