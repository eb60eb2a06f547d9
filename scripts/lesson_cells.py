"""Give a notebook its chapter's lesson: a heading and a hidden cell showing ``CourseLesson``.

Usage: ``python scripts/lesson_cells.py [NOTEBOOK ...]`` (default: notebooks 07 and 08, whose
other cells belong to the game app and to "for the curious" code). For each notebook, the chapter
is the one of ``pegs.course`` that names it; its lesson cells go right after the first (title)
cell, unless the notebook already has them (running it twice changes nothing). Re-run the
notebook afterwards (``scripts/run_notebooks.py``) so its stored outputs match.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pegs.course import load_course  # noqa: E402

#: The lesson's heading for each chapter that shares its notebook with other material.
HEADINGS = {
    "07": "turns, drawing and the end of the game, before you play",
    "08": "positions and house rules",
}
#: A heading after the lesson, where the notebook's own material follows.
AFTER = {"07": "## Now play"}
HOW = (
    "Answer by clicking on the board, a card or an answer; **Next** goes on. "
    "*(In JupyterLab, if no lesson shows below: **Run → Run All Cells**.)* "
    "Look words up in the [glossary](../docs/glossary.md) or the one-page "
    "[rules summary](../docs/summary.md)."
)
HIDDEN = {"jupyter": {"source_hidden": True}, "tags": ["hide-input"]}


def lesson_cells(chapter_id: str) -> list[nbformat.NotebookNode]:
    """The heading and the hidden cell (first line empty: JupyterLab shows it in its place)."""
    heading = HEADINGS.get(chapter_id, "the chapter")
    code = nbformat.v4.new_code_cell(
        f'\nfrom widgets import CourseLesson\n\nCourseLesson("{chapter_id}")'
    )
    code.metadata = {"jupyter": dict(HIDDEN["jupyter"]), "tags": list(HIDDEN["tags"])}
    cells = [nbformat.v4.new_markdown_cell(f"## Lesson: {heading}\n\n{HOW}"), code]
    if chapter_id in AFTER:
        cells.append(nbformat.v4.new_markdown_cell(AFTER[chapter_id]))
    return cells


def add_lesson(path: Path) -> bool:
    """Insert the chapter's lesson cells into the notebook at ``path``; True if it changed."""
    chapters = {c.notebook: c.id for c in load_course().chapters}
    if path.name not in chapters:
        raise SystemExit(f"{path.name} is not the notebook of any chapter of the course")
    chapter_id = chapters[path.name]
    nb = nbformat.read(path, as_version=4)
    if any(f'CourseLesson("{chapter_id}")' in cell.source for cell in nb.cells):
        return False
    nb.cells[1:1] = lesson_cells(chapter_id)
    nbformat.write(nb, path)
    return True


def main(argv: list[str] | None = None) -> int:
    """Add the lesson cells to each notebook given (default: 07 and 08)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path)
    args = parser.parse_args(argv)
    course = {c.id: c.notebook for c in load_course().chapters}
    paths = args.notebooks or [ROOT / "notebooks" / course[c] for c in ("07", "08")]
    for path in paths:
        print(f"{path.name}: {'lesson cells added' if add_lesson(path) else 'already there'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
