"""The course's language picker (issue 28, items 4 and 5), without a browser.

A lesson starts in the language asked for in code, else the page's ``?lang=``, else the choice
kept in ``.pegs-language.json`` beside the progress, else the browser's
(``HTTP_ACCEPT_LANGUAGE``), else English; switching mid-lesson says the screen again in the new
language and keeps the screen, the tries, the chosen answer and the progress (kept by exercise
id). The pseudo-language ``xx`` stands in for a translation: every text bracketed.
Then each translated notebook (``notebooks/<lang>/``, built without outputs and left out of
nbval on purpose) has its cells run here in-process, and its links checked.
"""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import nbformat
import pytest

from pegs.course import languages, load_course
from pegs.course.languages import TRANSLATED
from widgets import CourseIndex, CourseLesson
from widgets.backalley import BackAlleyLesson
from widgets.course.progress import Progress
from widgets.language import LanguageFile

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
WHY = "03-face-why"
_LINK = re.compile(r"\]\(([^)\s]+)\)")


def _lesson(tmp_path: Path, **kw: object) -> CourseLesson:
    progress = Progress(tmp_path / ".pegs-progress.json")
    return CourseLesson("03", progress=progress, animation="off", **kw)  # type: ignore[arg-type]


def _go_to(lesson: CourseLesson, exercise_id: str) -> None:
    steps = lesson.model.steps
    lesson.go(next(i for i, s in enumerate(steps) if s.exercise and s.exercise.id == exercise_id))


def test_switching_mid_exercise_keeps_the_screen_tries_answer_and_progress(
    tmp_path, monkeypatch
) -> None:
    """Item 4: switching redraws the screen without losing the learner's place or progress."""
    monkeypatch.setattr(languages, "COURSE_LANGUAGES", ())  # a course in English alone
    lesson = _lesson(tmp_path)
    offered = [code for _, code in lesson.language_picker.options]
    assert offered == ["en", *languages.COURSE_LANGUAGES]  # each complete translation offered
    _go_to(lesson, WHY)
    index = lesson.model.index
    wrong = next(
        b for b in lesson.choice_buttons if b.description not in lesson.model.exercise.answers
    )
    wrong.click()
    assert wrong.button_style == "danger" and lesson.model.tries.wrong == 1
    saved = json.loads((tmp_path / ".pegs-progress.json").read_text())
    lesson.choose_language("xx")
    assert lesson.model.index == index and lesson.model.tries.wrong == 1
    assert lesson.language_picker.value == "xx" and lesson.language_picker.layout.display is None
    assert "[" in lesson.title.value and "[" in lesson.task.value
    chosen = [b for b in lesson.choice_buttons if b.button_style == "danger"]
    assert len(chosen) == 1 and chosen[0].description.startswith("[")  # the same button, retold
    assert not lesson.model.feedback.correct and "[" in lesson.feedback.value
    assert json.loads((tmp_path / ".pegs-progress.json").read_text()) == saved
    # The right answer, in the new words, is judged right and kept by the exercise's id.
    right = lesson.model.exercise.answers[0]
    next(b for b in lesson.choice_buttons if b.description == right).click()
    assert lesson.model.feedback.correct
    assert WHY in Progress(tmp_path / ".pegs-progress.json").chapters["03"].solved
    # Picked back in the Dropdown, as a browser picks: English again, nothing lost.
    lesson.language_picker.value = "en"
    assert lesson.model.index == index and lesson.model.feedback.correct
    assert "[" not in lesson.title.value


def test_the_choice_is_remembered_beside_the_progress_and_the_start_page_follows(tmp_path):
    """Item 4: the choice is kept in .pegs-language.json; screens sharing it speak alike."""
    lesson = _lesson(tmp_path)
    index = CourseIndex(progress=Progress(tmp_path / ".pegs-progress.json"))
    before = index.table.value
    lesson.choose_language("xx")
    kept = json.loads((tmp_path / ".pegs-language.json").read_text())
    assert kept == {"language": "xx"}
    assert index.language == "xx" and index.table.value != before and "[" in index.table.value
    again = _lesson(tmp_path)  # the next lesson opened
    assert again.language == "xx" and "[" in again.title.value


def test_a_pages_query_string_starts_the_lesson_in_its_language(tmp_path, monkeypatch) -> None:
    """Item 4: Voila's ?lang=xx (the kernel's QUERY_STRING) starts the lesson in xx."""
    monkeypatch.setenv("QUERY_STRING", "lang=xx")
    lesson = _lesson(tmp_path)
    assert lesson.language == "xx" and lesson.title.value.count("[") >= 1
    assert _lesson(tmp_path, lang="en").language == "en"  # asked for in code wins


def test_the_browsers_language_starts_the_course_when_nothing_else_chose(
    tmp_path, monkeypatch
) -> None:
    """Item 4: asked > ?lang= > remembered > the browser's (Voila's HTTP_ACCEPT_LANGUAGE) > en."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.setenv("HTTP_ACCEPT_LANGUAGE", "fi-FI,fi;q=0.9,en-US;q=0.8")
    progress = Progress(tmp_path / ".pegs-progress.json")
    lesson, index = _lesson(tmp_path), CourseIndex(progress=progress)
    assert (lesson.language, index.language, BackAlleyLesson().language) == ("fi", "fi", "fi")
    assert lesson.language_picker.value == "fi" and lesson.language_picker.layout.display is None
    finnish = load_course("fi").chapter("03")
    assert finnish.screens[0].title in lesson.title.value
    assert finnish.title in index.table.value
    assert not (tmp_path / ".pegs-language.json").exists()  # the browser's is not a choice kept
    LanguageFile(tmp_path / ".pegs-language.json").save("sv")
    assert _lesson(tmp_path).language == "sv"  # a remembered choice beats the browser's
    monkeypatch.setenv("QUERY_STRING", "lang=it")
    assert _lesson(tmp_path).language == "it"  # ?lang= beats both
    assert _lesson(tmp_path, lang="sq").language == "sq"  # asked for in code beats all
    monkeypatch.delenv("QUERY_STRING")
    (tmp_path / ".pegs-language.json").unlink()
    monkeypatch.setenv("HTTP_ACCEPT_LANGUAGE", "de-DE,de;q=0.9")
    assert _lesson(tmp_path).language == "en"  # a browser language the kit lacks: English


def test_a_damaged_remembered_choice_means_english(tmp_path) -> None:
    (tmp_path / ".pegs-language.json").write_text("{not json", encoding="utf-8")
    assert _lesson(tmp_path).language == "en"


def test_the_back_alley_lesson_switched_mid_exercise_keeps_the_answer_and_judges_it_again(
    tmp_path, monkeypatch
) -> None:
    """Its choices are shown translated, but judged by the engine's own words."""
    monkeypatch.chdir(tmp_path)
    lesson = BackAlleyLesson()
    model = lesson.model
    while model.exercise is None or not model.exercise.choices:
        model.next()
    index, exercise = model.index, model.exercise
    lesson.click_choice(exercise.answers()[0])
    assert model.feedback is not None and model.feedback.correct
    lesson.choose_language("xx")
    assert model.index == index and model.chosen == exercise.answers()[0]
    buttons = lesson.choices.children[0].children
    assert all(b.description.startswith("[") for b in buttons)
    assert model.feedback.correct and "[" in lesson.title.value
    assert json.loads((tmp_path / ".pegs-language.json").read_text()) == {"language": "xx"}
    assert BackAlleyLesson().language == "xx"  # remembered beside the notebook


def _translated() -> list[Path]:
    return sorted(p for lang in TRANSLATED for p in (NOTEBOOKS / lang).glob("*.ipynb"))


def test_every_lesson_and_the_start_page_are_built_in_each_language() -> None:
    """Item 4 of the brief: every lesson and start page, not the app or the explorer."""
    english = {p.stem for p in NOTEBOOKS.glob("*.ipynb")} - {"app", "explorer"}
    for lang in TRANSLATED:
        assert {p.stem for p in (NOTEBOOKS / lang).glob("*.ipynb")} == english
        assert {p.stem for p in (NOTEBOOKS / lang / "docs").glob("*.ipynb")} == {
            "glossary",
            "summary",
        }


@pytest.mark.parametrize("path", _translated(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_each_translated_notebook_runs_in_process_in_its_language(path, tmp_path, monkeypatch):
    """Each translated notebook's cells run (nbval leaves them out: they store no outputs)."""
    copy = tmp_path / "notebooks"
    (copy / path.parent.name).mkdir(parents=True)
    monkeypatch.chdir(copy / path.parent.name)
    monkeypatch.delenv("PEGS_PROGRESS", raising=False)
    nb = nbformat.read(path, as_version=4)
    assert nb.metadata["pegs"]["language"] == path.parent.name
    made = []
    for cell in nb.cells:
        if cell.cell_type == "code" and cell.id != "pegs-kit-setup":
            assert not cell.outputs  # built without outputs
            scope: dict[str, object] = {}
            *body, last = cell.source.strip().splitlines()
            exec("\n".join(body), scope)
            made.append(eval(last, scope))
    for widget in made:
        if hasattr(widget, "language"):
            assert widget.language == path.parent.name
    if any(isinstance(w, CourseLesson) for w in made):
        lesson = next(w for w in made if isinstance(w, CourseLesson))
        lesson.choose_language("en")  # the choice goes beside the English lessons, shared
        assert json.loads((copy / ".pegs-language.json").read_text()) == {"language": "en"}


def _headings(nb: nbformat.NotebookNode) -> set[str]:
    found = set()
    for cell in nb.cells:
        for line in cell.source.splitlines():
            if m := re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line):
                found.add(m.group(1).strip().replace(" ", "-"))
    return found


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_link_of_a_translated_page_leads_to_a_page_and_heading_that_exist(lang) -> None:
    """Every relative link resolves from the language's folder (as in Lab, Voila, a copy)."""
    pages = sorted((NOTEBOOKS / lang).rglob("*.ipynb"))
    for page in pages:
        nb = nbformat.read(page, as_version=4)
        for cell in nb.cells:
            for target in _LINK.findall(cell.source) if cell.cell_type == "markdown" else []:
                if re.match(r"[a-z][a-z0-9+.-]*:", target):
                    continue
                path, _, fragment = target.partition("#")
                linked = (page.parent / path).resolve() if path else page
                assert linked.is_file() and NOTEBOOKS in linked.parents, f"{page}: {target}"
                if fragment:
                    assert fragment in _headings(nbformat.read(linked, as_version=4)), target


def test_nbval_leaves_the_translated_notebooks_out_on_purpose() -> None:
    """They are run above instead: nbval would compare outputs they do not store."""
    options = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]
    for lang in TRANSLATED:
        assert f"--ignore-glob=notebooks/{lang}/*" in options["addopts"]


def test_an_offered_language_is_in_the_picker_and_linked_from_the_start_pages(
    tmp_path, monkeypatch
) -> None:
    """Item 4: the start page links each offered language's start page; the picker offers it."""
    index = CourseIndex(progress=Progress(tmp_path / ".pegs-progress.json"))
    for code, name in (("sv", "Svenska"), ("it", "Italiano"), ("sq", "Shqip"), ("fi", "Suomi")):
        assert f"href='{code}/01_start_here.ipynb'" in index.languages.value and name in (
            index.languages.value
        )
    monkeypatch.setattr(languages, "COURSE_LANGUAGES", ())
    alone = CourseIndex(progress=Progress(tmp_path / ".pegs-progress.json"))
    assert alone.languages.value == ""  # none offered: nothing to link
    monkeypatch.setattr(languages, "COURSE_LANGUAGES", ("sv",))
    english = CourseIndex(progress=Progress(tmp_path / ".pegs-progress.json"))
    assert "href='sv/01_start_here.ipynb'" in english.languages.value
    assert "Svenska" in english.languages.value and "English" not in english.languages.value
    swedish = CourseIndex(lang="sv", folder=str(tmp_path))
    assert "href='../01_start_here.ipynb'" in swedish.languages.value
    assert "sv/01_start_here" not in swedish.languages.value
    lesson = _lesson(tmp_path)
    assert [code for _, code in lesson.language_picker.options] == ["en", "sv"]
    assert lesson.language_picker.layout.display is None
