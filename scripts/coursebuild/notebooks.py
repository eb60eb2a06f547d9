"""The lesson notebooks as thin shells: ``content/notebooks/NAME.toml`` built into ``notebooks/``.

A notebook file lists the notebook's cells in order (the hidden set-up cell comes first on its
own, as ``stamp_notebooks`` writes it)::

    [[cells]]
    id = "fabfa1ce"          # the cell's id: keep it, so its stored outputs are kept
    markdown = '''...'''     # a Markdown cell, written as is

    [[cells]]
    id = "363f1171"
    lesson = "01"            # the hidden cell showing chapter 01 of the course

    [[cells]]
    id = "ce6df4be"
    hidden = true            # optional: the code is hidden (JupyterLab, Colab, Voila)
    code = '''...'''         # a code cell, written as is

A code cell keeps the outputs stored in the notebook while its code is unchanged; a changed one
is written without outputs (``make notebooks`` runs the notebooks and stores them again).
"""

from __future__ import annotations

import copy
import hashlib
from pathlib import Path
from typing import Any

import nbformat

from pegs.cli.serving import START_KEY

from .built import Built
from .source import CONTENT, ROOT, ContentError, read, require, where

FOLDER = CONTENT / "notebooks"
NOTEBOOKS = "notebooks"
HIDDEN: dict[str, Any] = {"jupyter": {"source_hidden": True}, "tags": ["hide-input"]}
KINDS = ("markdown", "code", "lesson")


def lesson_source(chapter: str) -> str:
    """The hidden lesson cell's code (its first line empty: JupyterLab shows it in its place)."""
    return f'\nfrom widgets import CourseLesson\n\nCourseLesson("{chapter}")'


def _cell(spec: dict[str, Any], n: int, stem: str) -> nbformat.NotebookNode:
    kinds = [k for k in KINDS if k in spec]
    require(len(kinds) == 1, f"cell {n + 1}: give exactly one of {', '.join(KINDS)}")
    unknown = sorted(set(spec) - {"id", "hidden", *KINDS})
    require(not unknown, f"cell {n + 1}: unknown keys {unknown}")
    kind = kinds[0]
    if kind == "markdown":
        require("hidden" not in spec, f"cell {n + 1}: only a code cell is hidden")
        cell: nbformat.NotebookNode = nbformat.v4.new_markdown_cell(spec["markdown"])
    else:
        hidden = kind == "lesson" or bool(spec.get("hidden", False))
        source = lesson_source(spec["lesson"]) if kind == "lesson" else spec["code"]
        cell = nbformat.v4.new_code_cell(source, metadata=copy.deepcopy(HIDDEN) if hidden else {})
    # A cell without an id gets one from its place (give new cells an id to keep their outputs).
    cell.id = str(spec.get("id") or hashlib.sha1(f"{stem}:{n}".encode()).hexdigest()[:8])
    return cell


def _keep_outputs(cell: nbformat.NotebookNode, old: dict[str, Any]) -> bool:
    """Give a code cell the stored outputs of its unchanged old self; False if it has none."""
    before = old.get(cell.id)
    if cell.cell_type != "code":
        return True
    if before is None or before.cell_type != "code" or before.source != cell.source:
        return False
    cell.outputs = before.outputs
    cell.execution_count = before.execution_count
    return True


def _kept_version(metadata: dict[str, Any], old: Any) -> dict[str, Any]:
    """The kernel metadata with the Python version the notebook already records, if any.

    The version is the one line of ``stamp_notebooks``' metadata that depends on the Python
    running the build: keeping it, a rebuild elsewhere changes only what the content changed
    (``make stamp`` stamps the notebooks for this machine's kernel).
    """
    version = old.metadata.get("language_info", {}).get("version") if old is not None else None
    if not version:
        return metadata
    kept = copy.deepcopy(metadata)
    kept["language_info"]["version"] = version
    return kept


def lesson_chapters(path: Path) -> list[str]:
    """The chapters whose lesson cells a notebook file shows."""
    return [c["lesson"] for c in read(path, texts=False).get("cells", ()) if "lesson" in c]


def content_cells(path: Path) -> list[nbformat.NotebookNode]:
    """The cells a notebook file lists, in order (without outputs; no set-up cell)."""
    from stamp_notebooks import CELL_ID

    spec = read(path, texts=False)
    try:
        unknown = sorted(set(spec) - {"cells"})
        require(not unknown, f"unknown keys {unknown}")
        cells = [_cell(c, n, path.stem) for n, c in enumerate(spec.get("cells", ()))]
        ids = [c.id for c in cells]
        require(len(ids) == len(set(ids)) and CELL_ID not in ids, "two cells share an id")
    except KeyError as err:
        raise ContentError(f"{where(path)}: lacks {err}") from None
    except ContentError as err:
        raise ContentError(f"{where(path)}: {err}") from None
    return cells


def notebook(path: Path, metadata: dict[str, Any], root: Path = ROOT) -> tuple[Built, list[str]]:
    """A notebook built from its file; and the ids of code cells that lost their outputs."""
    from stamp_notebooks import CELL_ID, stamp

    cells = content_cells(path)
    target = f"{NOTEBOOKS}/{path.stem}.ipynb"
    old_nb = None
    if (root / target).exists():
        old_nb = nbformat.reads((root / target).read_text(encoding="utf-8"), as_version=4)
    old = {c.get("id"): c for c in old_nb.cells} if old_nb is not None else {}
    dropped = [c.id for c in cells if not _keep_outputs(c, old)]
    nb = nbformat.v4.new_notebook()
    nb.cells = ([old[CELL_ID]] if CELL_ID in old else []) + cells
    nb = stamp(nb, _kept_version(metadata, old_nb))
    if all(
        c.metadata.get("jupyter", {}).get("source_hidden") for c in cells if c.cell_type == "code"
    ):
        # A lesson, all its code hidden: the kit's JupyterLab runs it when it opens.
        nb.metadata[START_KEY] = {"start_on_open": True}
    nbformat.validate(nb)
    text = nbformat.writes(nb)
    if not text.endswith("\n"):
        text += "\n"  # as nbformat.write (and so Jupyter's contents manager) ends the file
    return Built(target, text, where(path)), dropped


def notebooks(folder: Path = FOLDER, root: Path = ROOT) -> tuple[list[Built], list[str]]:
    """Every notebook, built; and the code cells (notebook: id) that lost their outputs."""
    from stamp_notebooks import kernel_metadata

    metadata = kernel_metadata()
    built, dropped = [], []
    for path in sorted(folder.glob("*.toml")):
        made, lost = notebook(path, metadata, root)
        built.append(made)
        dropped += [f"{made.path}: cell {cell}" for cell in lost]
    return built, dropped
