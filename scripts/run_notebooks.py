"""Re-execute the tutorial notebooks in place, storing their outputs without widget state.

Usage: ``python scripts/run_notebooks.py [NOTEBOOK ...] [--all] [--timeout SECONDS]`` (default:
the tutorial series ``notebooks/0N_*.ipynb``; ``--all`` adds every other ``notebooks/*.ipynb``).
Each notebook runs top to bottom in a fresh ``python3`` kernel whose working directory is
``notebooks/`` and which imports this checkout's packages. The stored copy keeps text and SVG
outputs (what GitHub, nbviewer and nbval read) and drops what changes on every run or only a live
kernel can use: saved widget state, widget model ids, cell timings and the split of printed text
into chunks. A live widget's output keeps a short plain-text note instead
(``notebooks/nbval_sanitize.cfg`` matches it).
This script owns running and cleaning the notebooks; their lessons live in the notebooks.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_NOTE = "(...) live widget: run this notebook in Jupyter to use it"


def widget_name(text: str) -> str:
    """The class name at the front of a widget's plain-text repr (``"BoardView(children=..."``)."""
    head = text.split("(", 1)[0].strip()
    return head if head.isidentifier() else "Widget"


def strip_widget_state(nb: nbformat.NotebookNode) -> int:
    """Drop saved widget state and widget views from ``nb``; returns how many views were cut."""
    nb.metadata.pop("widgets", None)
    cut = 0
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if WIDGET_VIEW in data:
                del data[WIDGET_VIEW]
                data["text/plain"] = widget_name(data.get("text/plain", "")) + WIDGET_NOTE
                cut += 1
    return cut


def coalesce_streams(nb: nbformat.NotebookNode) -> None:
    """Join each cell's neighbouring stdout (or stderr) chunks, which arrive split by timing."""
    for cell in nb.cells:
        merged: list[nbformat.NotebookNode] = []
        for output in cell.get("outputs", []):
            last = merged[-1] if merged else None
            if (
                output.output_type == "stream"
                and last is not None
                and last.output_type == "stream"
                and last.name == output.name
            ):
                last.text += output.text
            else:
                merged.append(output)
        if "outputs" in cell:
            cell.outputs = merged


def run(path: Path, timeout: int) -> float:
    """Execute one notebook in place; returns the seconds it took."""
    nb = nbformat.read(path, as_version=4)
    began = time.perf_counter()
    client = NotebookClient(
        nb,
        kernel_name="python3",
        timeout=timeout,
        resources={"metadata": {"path": str(path.parent)}},
        record_timing=False,
        store_widget_state=False,
    )
    client.execute()
    seconds = time.perf_counter() - began
    strip_widget_state(nb)
    coalesce_streams(nb)
    nbformat.validate(nb)
    nbformat.write(nb, path)
    return seconds


def main(argv: list[str] | None = None) -> int:
    """Run the notebooks given (or all of them) and report each one's time."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path)
    parser.add_argument("--all", action="store_true", help="every notebook in notebooks/")
    parser.add_argument("--timeout", type=int, default=180, help="seconds per cell")
    args = parser.parse_args(argv)
    pattern = "*.ipynb" if args.all else "0[0-9]_*.ipynb"
    paths = args.notebooks or sorted(NOTEBOOKS.glob(pattern))
    if not paths:
        print(f"no notebooks found in {NOTEBOOKS}", file=sys.stderr)
        return 1
    # The kernel inherits this environment: let it import this checkout even when not installed.
    os.environ["PYTHONPATH"] = os.pathsep.join(
        p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p
    )
    total = 0.0
    for path in paths:
        seconds = run(path.resolve(), args.timeout)
        total += seconds
        print(f"{path.name}: {seconds:.1f} s")
    print(f"all {len(paths)} notebooks: {total:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
