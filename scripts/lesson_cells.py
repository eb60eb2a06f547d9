"""Put back the course cells a notebook lacks (after a merge), taken from the course content.

Usage: ``python scripts/lesson_cells.py [NOTEBOOK ...]`` (default: every notebook the course
content describes). When a merge takes another version of a lesson notebook, its lesson cells
may be lost: each cell of the notebook's content file (``pegs/course/content/notebooks/``) that
the notebook lacks goes back right after the cell it follows there. Cells the notebook has are
left as they are, so running it twice changes nothing; the set-up cell is ``stamp_notebooks``'.
``make content`` (``scripts/build_course.py``) writes the whole notebook from its content instead.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]  # run from a checkout without installing

from coursebuild.notebooks import FOLDER, content_cells  # noqa: E402
from coursebuild.source import ContentError  # noqa: E402
from stamp_notebooks import CELL_ID  # noqa: E402


def add_missing(nb: nbformat.NotebookNode, cells: list[nbformat.NotebookNode]) -> int:
    """Insert into ``nb`` each of ``cells`` it lacks, after the cell it follows; how many."""
    added = 0
    after = CELL_ID
    for cell in cells:
        ids = [c.get("id") for c in nb.cells]
        if cell.id not in ids:
            at = ids.index(after) + 1 if after in ids else 0
            nb.cells.insert(at, cell)
            added += 1
        after = cell.id
    return added


def add_lesson(path: Path) -> bool:
    """Put back the content cells the notebook at ``path`` lacks; True if it changed."""
    source = FOLDER / f"{path.stem}.toml"
    if not source.exists():
        raise SystemExit(f"{path.name} is not a notebook of the course content ({FOLDER})")
    nb = nbformat.read(path, as_version=4)
    if not add_missing(nb, content_cells(source)):
        return False
    nbformat.write(nb, path)
    return True


def main(argv: list[str] | None = None) -> int:
    """Put the missing cells back into each notebook given (default: every course notebook)."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path)
    args = parser.parse_args(argv)
    paths = args.notebooks or [
        ROOT / "notebooks" / f"{p.stem}.ipynb" for p in sorted(FOLDER.glob("*.toml"))
    ]
    try:
        for path in paths:
            print(f"{path.name}: {'lesson cells added' if add_lesson(path) else 'already there'}")
    except ContentError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
