"""``pegs lessons``: the lessons are found, copied, kept when the learner changed them, trusted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pegs import cli
from pegs.cli import lessons as cli_lessons
from pegs.lessons import (
    RECORD,
    START,
    LessonsError,
    copy_lessons,
    lesson_files,
    page_files,
    shipped_lessons,
    trust,
)

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture
def source(tmp_path: Path) -> Path:
    """A small stand-in for the shipped lessons: two notebooks and a data file."""
    folder = tmp_path / "shipped"
    (folder / "data").mkdir(parents=True)
    (folder / START).write_text('{"v": 1}')
    (folder / "02_more.ipynb").write_text('{"v": 2}')
    (folder / "data" / "board.json").write_text("{}")
    (folder / "nbval_sanitize.cfg").write_text("[x]")
    (folder / ".ipynb_checkpoints").mkdir()
    (folder / ".ipynb_checkpoints" / "old-checkpoint.ipynb").write_text("{}")
    return folder


def test_the_shipped_lessons_are_the_repository_notebooks():
    folder = shipped_lessons()
    names = lesson_files(folder)
    # The lessons, and each language's lessons in its folder (notebooks/sv/ ...).
    notebooks = REPO / "notebooks"
    expected = sorted(
        p.relative_to(notebooks).as_posix()
        for p in notebooks.rglob("*.ipynb")
        if "docs" not in p.relative_to(notebooks).parts and ".ipynb_checkpoints" not in p.parts
    )
    assert [n for n in names if n.endswith(".ipynb")] == expected
    assert "sv/03_what_each_card_does.ipynb" in names
    assert "sv/docs/glossary.ipynb" in page_files(folder)
    assert START in names
    assert "nbval_sanitize.cfg" not in names


def test_lesson_files_leave_out_hidden_folders_and_test_settings(source):
    assert lesson_files(source) == [START, "02_more.ipynb", "data/board.json"]


def test_a_first_copy_copies_every_lesson_and_records_it(source, tmp_path):
    target = tmp_path / "mine"
    report = copy_lessons(target, source)
    assert report.copied == [START, "02_more.ipynb", "data/board.json"]
    assert (target / "data" / "board.json").read_text() == "{}"
    assert (target / START).read_bytes() == (source / START).read_bytes()
    record = json.loads((target / RECORD).read_text())
    assert sorted(record["files"]) == report.copied
    assert report.lines()[0] == f"copied 3 lesson files into {target}"


def test_a_second_copy_changes_nothing(source, tmp_path):
    target = tmp_path / "mine"
    copy_lessons(target, source)
    report = copy_lessons(target, source)
    assert report.copied == report.updated == report.kept == []
    assert len(report.unchanged) == 3
    assert report.lines() == [f"the lessons in {target} are up to date"]


def test_an_untouched_old_copy_is_updated_to_the_new_version(source, tmp_path):
    target = tmp_path / "mine"
    copy_lessons(target, source)
    (source / START).write_text('{"v": "new"}')
    report = copy_lessons(target, source)
    assert report.updated == [START]
    assert (target / START).read_text() == '{"v": "new"}'


def test_a_lesson_the_learner_changed_is_kept_when_nobody_is_asked(source, tmp_path):
    target = tmp_path / "mine"
    copy_lessons(target, source)
    (target / START).write_text('{"v": "my notes"}')
    (source / START).write_text('{"v": "new"}')
    report = copy_lessons(target, source)
    assert report.kept == [START]
    assert (target / START).read_text() == '{"v": "my notes"}'
    assert "kept your edited 01_start_here.ipynb" in "\n".join(report.lines())
    # Still the learner's on the next run: the record keeps the fingerprint of our old copy.
    assert copy_lessons(target, source).kept == [START]


def test_a_changed_lesson_is_replaced_only_when_the_learner_says_yes_and_theirs_is_kept(
    source, tmp_path
):
    target = tmp_path / "mine"
    copy_lessons(target, source)
    (target / START).write_text('{"v": "my notes"}')
    questions = []
    report = copy_lessons(target, source, ask=lambda q: questions.append(q) or False)
    assert report.kept == [START] and len(questions) == 1
    assert "You have changed 01_start_here.ipynb" in questions[0]
    report = copy_lessons(target, source, ask=lambda q: True)
    assert report.replaced == {START: "01_start_here.mine.ipynb"}
    assert (target / "01_start_here.mine.ipynb").read_text() == '{"v": "my notes"}'
    assert (target / START).read_bytes() == (source / START).read_bytes()


def test_fresh_replaces_without_asking_and_never_overwrites_an_earlier_saved_version(
    source, tmp_path
):
    target = tmp_path / "mine"
    copy_lessons(target, source)
    for notes in ("first notes", "second notes"):
        (target / START).write_text(notes)
        copy_lessons(target, source, fresh=True)
    assert (target / "01_start_here.mine.ipynb").read_text() == "first notes"
    assert (target / "01_start_here.mine2.ipynb").read_text() == "second notes"


def test_the_clones_own_notebooks_folder_is_used_in_place_and_left_clean(source):
    report = copy_lessons(source, source)
    assert report.copied == [] and len(report.unchanged) == 3
    assert not (source / RECORD).exists()


def test_a_file_where_the_folder_should_be_is_a_clear_error(source, tmp_path):
    in_the_way = tmp_path / "lessons"
    in_the_way.write_text("my shopping list")
    with pytest.raises(LessonsError, match="is a file, not a folder"):
        copy_lessons(in_the_way, source)
    assert in_the_way.read_text() == "my shopping list"


def test_trust_marks_the_notebooks_trusted(tmp_path, monkeypatch):
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter"))
    import nbformat
    from nbformat.sign import NotebookNotary

    report = copy_lessons(tmp_path / "mine")
    notebooks = report.notebooks()
    notary = NotebookNotary()
    first = nbformat.read(notebooks[0], as_version=4)
    assert not notary.check_signature(first)
    assert trust(notebooks) == len(notebooks)
    assert all(notary.check_signature(nbformat.read(p, as_version=4)) for p in notebooks)


def test_the_command_copies_and_exits_with_no_open(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter"))
    target = tmp_path / "course"
    assert cli.main(["lessons", str(target), "--no-open"]) == 0
    out = capsys.readouterr().out
    assert f"copied {len(lesson_files(shipped_lessons()))} lesson files into {target}" in out
    assert "notebooks trusted" in out
    assert (target / START).is_file()


def test_without_jupyterlab_the_command_says_what_to_install(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter"))
    monkeypatch.setattr(cli_lessons.importlib.util, "find_spec", lambda name: None)
    assert cli.main(["lessons", str(tmp_path / "course")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: the lessons are in")
    assert 'JupyterLab is not installed here to open them: pip install "pegs-kit[lab]"' in err
    assert (tmp_path / "course" / START).is_file()  # copied all the same


def test_the_servers_run_from_this_python_at_the_start_lesson(tmp_path):
    (tmp_path / START).write_text("{}")
    lab = cli_lessons.server_command(tmp_path, voila=False, port=8899, browser=False)
    assert lab[1:3] == ["-m", "jupyterlab"]
    assert str(tmp_path / START) in lab and "--port=8899" in lab and "--no-browser" in lab
    voila = cli_lessons.server_command(tmp_path, voila=True, port=None, browser=True)
    assert voila[1:4] == ["-m", "voila", str(tmp_path)]


def test_version_is_the_packages_version(capsys):
    import importlib.metadata

    import pegs

    with pytest.raises(SystemExit) as stop:
        cli.main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"pegs-kit {pegs.__version__}"
    assert importlib.metadata.version("pegs-kit") == pegs.__version__


def test_a_copy_carries_the_pages_the_lessons_link_and_every_link_opens_inside_it(tmp_path):
    """Trust item 3: no lesson link points outside the copy (JupyterLab's "outside root")."""
    import re

    target = tmp_path / "course"
    report = copy_lessons(target)
    pages = {"docs/glossary.ipynb", "docs/summary.ipynb", "docs/RULES.ipynb"}
    assert pages <= set(report.copied)
    assert (
        f"the glossary, the rules summary and the rule book the lessons link are in {target}"
        in ("\n".join(report.lines()))
    )
    linked = set()
    for lesson in target.glob("*.ipynb"):
        cells = json.loads(lesson.read_text())["cells"]
        text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
        for link in re.findall(r"\]\(([^)#\s]+)", text):
            if not link.startswith("http"):
                assert (target / link).resolve().is_file(), f"{lesson.name} links {link}"
                assert target in (target / link).resolve().parents, link
                linked.add(link)
    assert pages <= linked
