"""The way on from every lesson (issue 29): its last screen's big link to the next lesson and
the start, and each lesson notebook's own links to the next lesson and to the start."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pegs.course import load_course
from widgets import CourseLesson
from widgets.course.onward import START, next_lesson
from widgets.course.progress import FILE_NAME, Progress

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
COURSE = load_course()
ORDER = [c.notebook for c in COURSE.chapters] + ["09_puzzles.ipynb"]


def test_each_chapter_leads_to_the_next_and_the_last_to_the_puzzles():
    found = [next_lesson(c.id) for c in COURSE.chapters]
    assert [n for n, _title in found if n] == ORDER[1:]
    assert found[-1] == ("09_puzzles.ipynb", "09 Puzzles")
    assert next_lesson("09") is None


@pytest.mark.parametrize("chapter", ["02", "08"])
def test_the_last_screen_shows_the_next_lesson_as_the_big_button(tmp_path, chapter):
    lesson = CourseLesson(chapter, progress=Progress(tmp_path / FILE_NAME), animation="off")
    assert lesson.onward.value == ""  # not before the end
    lesson.go(len(lesson.model.steps) - 1)
    notebook = next_lesson(chapter)[0]  # type: ignore[index]
    assert lesson.next_button.layout.display == "none" and lesson.next_button.disabled
    links = re.findall(r"<a class='([^']*)' href='([^']*)'>([^<]*)</a>", lesson.onward.value)
    assert [(href, "mod-info" in cls) for cls, href, _w in links] == [
        (notebook, True),
        (START, False),
    ]
    assert links[0][2].startswith("Next lesson: ")
    lesson.go(0)
    assert lesson.onward.value == "" and lesson.next_button.layout.display != "none"


@pytest.mark.parametrize("notebook", ORDER[:-1], ids=lambda n: n[:2])
def test_every_lesson_notebook_links_the_next_lesson_and_the_start(notebook):
    cells = json.loads((NOTEBOOKS / notebook).read_text())["cells"]
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    links = set(re.findall(r"\]\(([^)#\s]+)\)", text))
    assert ORDER[ORDER.index(notebook) + 1] in links
    assert notebook == START or START in links
