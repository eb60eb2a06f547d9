"""The lesson notebooks as a learner meets them: no code in sight, no answer before it is asked.

Reads the stored notebooks (no kernel): lessons 01-06 hold markdown and hidden code cells only;
07 and 08 hide their lesson cells and show code only where code is the point; every chapter of
the course (``pegs.course``) has its lesson cell in the notebook it names; no stored output
before or in a lesson shows an exercise's answer; the docs the lessons link to exist.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pegs import Move, Position
from pegs.course import ExerciseKind, load_course
from pegs.render.describe import describe

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
COURSE = load_course()
LESSONS = sorted(NOTEBOOKS.glob("0[1-8]_*.ipynb"))
CODE_FREE = [p for p in LESSONS if p.name[:2] <= "06"]


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text())["cells"]


def source(cell: dict) -> str:
    return "".join(cell["source"])


def hidden(cell: dict) -> bool:
    meta = cell.get("metadata", {})
    return meta.get("jupyter", {}).get("source_hidden") is True and "hide-input" in meta.get(
        "tags", []
    )


def outputs_text(cell: dict) -> str:
    """Everything a cell's stored outputs would show, as one text."""
    parts = []
    for out in cell.get("outputs", []):
        parts.append("".join(out.get("text", "")))
        for value in out.get("data", {}).values():
            parts.append(value if isinstance(value, str) else json.dumps(value))
    return "\n".join(parts)


def test_there_are_eight_lessons_and_six_are_code_free() -> None:
    assert [p.name[:2] for p in LESSONS] == ["01", "02", "03", "04", "05", "06", "07", "08"]
    assert len(CODE_FREE) == 6


@pytest.mark.parametrize("path", CODE_FREE, ids=lambda p: p.name)
def test_lessons_01_to_06_show_no_code(path: Path) -> None:
    code = [c for c in cells(path) if c["cell_type"] == "code"]
    assert code, "a lesson builds its widget in a code cell"
    for cell in code:
        assert hidden(cell), f"visible code in {path.name}: {source(cell)[:60]!r}"
        # JupyterLab shows a hidden cell's first line in its place: it must be empty.
        assert source(cell).split("\n")[0] == "", f"{path.name}: {source(cell)[:60]!r}"
    assert {c["cell_type"] for c in cells(path)} <= {"markdown", "code"}


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_no_path_hacks_or_test_markers_on_screen(path: Path) -> None:
    for cell in cells(path):
        text = source(cell)
        assert "sys.path" not in text and "NBVAL" not in text, f"{path.name}: {text[:60]!r}"
        if cell["cell_type"] == "code":
            for line in text.splitlines():
                match = re.match(r"\s*(?:from|import)\s+([\w.]+)", line)
                if match:  # public names only: a later refactor may move private files
                    assert not any(p.startswith("_") for p in match[1].split(".")), line


@pytest.mark.parametrize("chapter", COURSE.chapters, ids=lambda c: c.id)
def test_every_chapter_has_its_hidden_lesson_cell_in_its_notebook(chapter) -> None:
    path = NOTEBOOKS / chapter.notebook
    assert path.exists(), f"chapter {chapter.id} names {chapter.notebook}, which is missing"
    lesson = [c for c in cells(path) if f'CourseLesson("{chapter.id}")' in source(c)]
    assert len(lesson) == 1 and hidden(lesson[0])


def test_code_in_07_and_08_is_for_the_curious_or_the_game() -> None:
    path = NOTEBOOKS / "08_exploring_positions.ipynb"
    seen_heading = False
    for cell in cells(path):
        if cell["cell_type"] == "markdown" and "For the curious" in source(cell):
            seen_heading = True
        if cell["cell_type"] == "code" and not hidden(cell):
            assert seen_heading, f"code before 'For the curious': {source(cell)[:60]!r}"
    assert seen_heading


def _answer_texts(exercise) -> list[str]:
    """What would give an exercise's answer away if a stored output showed it."""
    texts = [exercise.answer_words()]
    if exercise.kind in (ExerciseKind.MOVE, ExerciseKind.ONLY_MOVE):
        position: Position = exercise.position
        for answer in exercise.answers:
            texts.append(answer)
            texts.append(describe(position.after(Move.parse(answer, position.players))))
    elif exercise.kind in (ExerciseKind.PREDICT, ExerciseKind.CHOOSE_CARD):
        texts += [a for a in exercise.answers if len(a) >= 3]  # "T26", "1:S", "10H"
        if exercise.given:
            texts.append(describe(exercise.position.after(exercise.given)))
    return [t for t in texts if t]


@pytest.mark.parametrize("chapter", COURSE.chapters, ids=lambda c: c.id)
def test_no_stored_output_shows_an_answer_before_it_is_asked(chapter) -> None:
    notebook = cells(NOTEBOOKS / chapter.notebook)
    marker = f'CourseLesson("{chapter.id}")'
    lesson_at = next(i for i, c in enumerate(notebook) if marker in source(c))
    # Every exercise is asked inside the lesson widget, so everything stored up to and
    # including the lesson cell's own output comes before it.
    shown = "\n".join(outputs_text(c) for c in notebook[: lesson_at + 1])
    for exercise in chapter.exercises:
        for text in _answer_texts(exercise):
            assert text not in shown, f"{exercise.id}: its answer ({text[:50]!r}) is on screen"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lessons_link_the_summary_and_glossary_and_the_links_work(path: Path) -> None:
    text = "\n".join(source(c) for c in cells(path) if c["cell_type"] == "markdown")
    links = re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text)
    assert "docs/glossary.ipynb" in links and "docs/summary.ipynb" in links
    for link in links:
        if link.startswith("http") or link in (
            "09_puzzles.ipynb",
            "app.ipynb",
            "90_back_alley.ipynb",
        ):
            continue  # the puzzles and the app come from other parts of the kit
        assert (path.parent / link).resolve().exists(), f"{path.name} links {link}, missing"


def _heading_ids(path: Path) -> set[str]:
    """The ids JupyterLab and Voila give the headings of a notebook's Markdown cells."""
    text = "\n".join(source(c) for c in cells(path) if c["cell_type"] == "markdown")
    return {h.strip().replace(" ", "-") for h in re.findall(r"^#{1,6} +(.+)$", text, re.M)}


@pytest.mark.parametrize(
    "path",
    sorted(NOTEBOOKS.glob("*.ipynb")) + sorted(NOTEBOOKS.glob("docs/*.ipynb")),
    ids=lambda p: p.relative_to(NOTEBOOKS).as_posix(),
)
def test_every_link_to_a_document_page_opens_a_page_beside_the_lessons_at_a_heading_it_has(
    path: Path,
) -> None:
    """Trust item 3: the pages travel with the lessons (docs/ beside them), so no link leaves."""
    text = "\n".join(source(c) for c in cells(path) if c["cell_type"] == "markdown")
    for link in re.findall(r"\]\(([^)\s]+)\)", text):
        assert "../" not in link, f"{path.name} links {link}, outside the lessons' folder"
        target, _, fragment = link.partition("#")
        if target.startswith("http") or not (target.endswith(".ipynb") or fragment):
            continue
        page = (path.parent / target).resolve() if target else path
        assert page.is_file(), f"{path.name} links {link}: no such page"
        assert NOTEBOOKS in page.parents, f"{path.name} links {link}, outside the lessons"
        if fragment:
            assert fragment in _heading_ids(page), f"{path.name} links {link}: no such heading"


def test_the_document_pages_are_the_glossary_summary_and_rule_book_with_their_titles() -> None:
    """Each page opens with its document's title (docs/*.md stays the authority)."""
    titles = {
        "glossary": "Glossary",
        "summary": "Pegs and Jokers on one page",
        "RULES": "Rules of the kit",
    }
    for name, title in titles.items():
        page = cells(NOTEBOOKS / "docs" / f"{name}.ipynb")
        assert source(page[0]).startswith(f"# {title}"), name
        first = re.split(r"\n(?=#)", (ROOT / "docs" / f"{name}.md").read_text())[0].strip()
        assert source(page[0]).strip() == first.replace(".md)", ".ipynb)"), name


def test_the_start_notebook_shows_progress_and_the_whole_index() -> None:
    notebook = cells(NOTEBOOKS / "01_start_here.ipynb")
    assert any("CourseIndex()" in source(c) and hidden(c) for c in notebook)
    text = "\n".join(source(c) for c in notebook)
    for chapter in COURSE.chapters:
        assert f"]({chapter.notebook})" in text
    for extra in ("09_puzzles.ipynb", "90_back_alley.ipynb", "app.ipynb"):
        assert f"]({extra})" in text


WIDGETS = r"(BoardView|CardExplorer|CourseLesson|GameApp|PositionEditor)\("


@pytest.mark.parametrize(
    "path", [*CODE_FREE, NOTEBOOKS / "08_exploring_positions.ipynb"], ids=lambda p: p.name
)
def test_no_later_cell_changes_a_board_shown_earlier(path: Path) -> None:
    # A widget is used only in the cell that made it, so every board stays as its cell left it
    # (07's game part belongs to the game app and is checked there).
    code = [source(c) for c in cells(path) if c["cell_type"] == "code"]
    for i, text in enumerate(code):
        for name in re.findall(r"^(\w+)\s*=\s*" + WIDGETS, text, re.M):
            for later in code[i + 1 :]:
                if re.search(rf"^{name[0]}\s*=", later, re.M):
                    break  # the name now holds a new widget, made and shown in that cell
                assert not re.search(rf"\b{name[0]}\.", later), (
                    f"{path.name}: a later cell changes {name[0]}, shown earlier"
                )


def test_the_lesson_cells_script_adds_them_once(tmp_path: Path) -> None:
    # After a merge that takes another version of 07, the script puts its lesson back.
    import subprocess
    import sys

    import nbformat

    target = tmp_path / "07_play_a_game.ipynb"
    original = nbformat.read(NOTEBOOKS / "07_play_a_game.ipynb", as_version=4)
    ours = ("## Lesson:", "## Now play")
    # ... one from before the set-up cell, which stamp_notebooks puts back (not this script).
    original.cells = [
        c
        for c in original.cells
        if "CourseLesson" not in c.source
        and not c.source.startswith(ours)
        and c.get("id") != "pegs-kit-setup"
    ]
    nbformat.write(original, target)
    script = [sys.executable, str(ROOT / "scripts" / "lesson_cells.py"), str(target)]
    first = subprocess.run(script, capture_output=True, text=True, check=True).stdout
    assert "lesson cells added" in first
    lesson = [c for c in cells(target) if 'CourseLesson("07")' in source(c)]
    assert len(lesson) == 1 and hidden(lesson[0]) and source(lesson[0]).startswith("\n")
    assert cells(target).index(lesson[0]) == 2  # after the title cell and the lesson's heading
    assert len(cells(target)) == len(original.cells) + 3
    again = subprocess.run(script, capture_output=True, text=True, check=True).stdout
    assert "already there" in again
