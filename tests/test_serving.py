"""Every way the kit starts Voila culls idle kernels (issue 26); JupyterLab as the kit starts it
runs a lesson when it opens, and saving keeps the lesson's file (issues 26, 29).

``make app``, ``make course``, ``make voila`` and ``pegs lessons --voila`` give Voila the
culling options of ``pegs.cli.serving`` (the browser test ``test_voila_cull`` shows the options
work: 20 page visits leave at most 2 kernels).
"""

from __future__ import annotations

import hashlib
import json
import shlex
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from pegs.cli import lessons as cli_lessons
from pegs.cli.serving import (
    LAB_EXTENSIONS,
    START_KEY,
    keep_lesson_file,
    keep_lesson_python,
    lab_options,
    starts_on_open,
    voila_options,
)

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("target", ["app", "course", "voila"])
def test_each_make_target_serving_voila_culls_idle_kernels(target: str) -> None:
    make = shutil.which("make")
    assert make, "make is needed to read the Makefile's recipes"
    recipe = subprocess.run(
        [make, "-n", "--always-make", target, "VENV=.venv"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.replace("\\\n", " ")
    lines = [shlex.split(line) for line in recipe.splitlines() if "-m voila" in line]
    assert lines, f"make {target} starts no Voila:\n{recipe}"
    for words in lines:
        missing = [option for option in voila_options() if option not in words]
        assert not missing, f"make {target} starts Voila without {missing}"


def test_pegs_lessons_voila_culls_idle_kernels(tmp_path: Path) -> None:
    command = cli_lessons.server_command(tmp_path, voila=True, port=None, browser=False)
    assert all(option in command for option in voila_options())


def test_a_page_left_open_keeps_its_kernel() -> None:
    """Only kernels with no page connected are culled: a learner's open game is never lost."""
    options = voila_options()
    assert "--MappingKernelManager.cull_connected=False" in options
    timeout = next(o for o in options if "cull_idle_timeout=" in o)
    assert int(timeout.split("=")[1]) >= 60, "a page reloading must not lose its kernel"


def test_make_kit_and_pegs_lessons_keep_the_lessons_python_on_save(tmp_path: Path) -> None:
    make = shutil.which("make")
    assert make
    recipe = subprocess.run(
        [make, "-n", "--always-make", "kit", "VENV=.venv"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.replace("\\\n", " ")
    lab = [shlex.split(line) for line in recipe.splitlines() if "jupyter lab" in line]
    assert lab and all(o in words for words in lab for o in lab_options()), recipe
    command = cli_lessons.server_command(tmp_path, voila=False, port=None, browser=False)
    assert all(option in command for option in lab_options())


class Contents:
    """A stand-in for Jupyter's contents manager: only its root folder is read."""

    def __init__(self, root: Path) -> None:
        self.root_dir = str(root)


def _notebook(version: str) -> dict[str, Any]:
    return {
        "metadata": {"language_info": {"name": "python", "version": version}},
        "cells": [],
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def test_saving_keeps_the_python_version_the_file_names(tmp_path: Path) -> None:
    (tmp_path / "lessons").mkdir()
    (tmp_path / "lessons" / "01.ipynb").write_text(json.dumps(_notebook("3.11.7")))
    model = {"type": "notebook", "content": _notebook("3.13.0")}
    keep_lesson_python(model=model, path="lessons/01.ipynb", contents_manager=Contents(tmp_path))
    assert model["content"]["metadata"]["language_info"]["version"] == "3.11.7"
    # A new notebook (no file yet) keeps the kernel's version; a file is never required.
    fresh = {"type": "notebook", "content": _notebook("3.13.0")}
    keep_lesson_python(model=fresh, path="new.ipynb", contents_manager=Contents(tmp_path))
    assert fresh["content"]["metadata"]["language_info"]["version"] == "3.13.0"
    # Not a notebook, or one naming another language: untouched.
    other = {"type": "file", "content": "text"}
    keep_lesson_python(model=other, path="lessons/01.ipynb", contents_manager=Contents(tmp_path))
    assert other == {"type": "file", "content": "text"}


def _lesson(output: dict[str, Any], start: bool = True, count: int | None = 2) -> dict[str, Any]:
    """A lesson notebook: a hidden code cell showing a widget, with ``output`` stored."""
    nb = _notebook("3.11.7")
    if start:
        nb["metadata"][START_KEY] = {"start_on_open": True}
    nb["cells"] = [
        {
            "cell_type": "code",
            "id": "lesson",
            "metadata": {"jupyter": {"source_hidden": True}},
            "source": ["\n", 'CourseLesson("03")'],
            "outputs": [output],
            "execution_count": count,
        }
    ]
    return nb


STORED = {"output_type": "execute_result", "data": {"text/plain": ["live widget"]}}
LIVE = {
    "output_type": "execute_result",
    "data": {"application/vnd.jupyter.widget-view+json": {"model_id": "abc"}, "text/plain": "w"},
}


def test_saving_a_started_lesson_keeps_its_files_outputs(tmp_path: Path) -> None:
    """A lesson run when it opened (issue 29, item 6) saves the outputs its file has: no change."""
    (tmp_path / "03.ipynb").write_text(json.dumps(_lesson(STORED)))
    model = {"type": "notebook", "content": _lesson(LIVE, count=7)}
    model["content"]["metadata"]["language_info"]["version"] = "3.13.0"
    keep_lesson_file(model=model, path="03.ipynb", contents_manager=Contents(tmp_path))
    assert model["content"] == _lesson(STORED)
    # Half-way through the run, its outputs cleared: the file's outputs are kept as well.
    cleared = {"type": "notebook", "content": _lesson(LIVE, count=None)}
    cleared["content"]["cells"][0]["outputs"] = []
    keep_lesson_file(model=cleared, path="03.ipynb", contents_manager=Contents(tmp_path))
    assert cleared["content"] == _lesson(STORED)


def test_what_a_learner_made_in_a_lesson_is_saved(tmp_path: Path) -> None:
    """A cell the learner changed or added keeps what it shows; nothing a learner made is lost."""
    (tmp_path / "03.ipynb").write_text(json.dumps(_lesson(STORED)))
    changed = {"type": "notebook", "content": _lesson(LIVE)}
    changed["content"]["cells"][0]["source"] = "CourseLesson('04')"
    added = dict(changed["content"]["cells"][0], id="mine", source="1 + 1")
    changed["content"]["cells"].append(added)
    keep_lesson_file(model=changed, path="03.ipynb", contents_manager=Contents(tmp_path))
    assert [c["outputs"] for c in changed["content"]["cells"]] == [[LIVE], [LIVE]]


def test_a_notebook_that_does_not_start_on_open_saves_what_it_shows(tmp_path: Path) -> None:
    """Only the kit's lessons (their file and the saved copy both ask to start) keep outputs."""
    (tmp_path / "mine.ipynb").write_text(json.dumps(_lesson(STORED, start=False)))
    model = {"type": "notebook", "content": _lesson(LIVE, start=False)}
    keep_lesson_file(model=model, path="mine.ipynb", contents_manager=Contents(tmp_path))
    assert model["content"]["cells"][0]["outputs"] == [LIVE]
    assert not starts_on_open(model["content"])


def test_the_lesson_start_extension_is_one_jupyterlab_can_load() -> None:
    """Its package.json names its one script, whose file name carries its content's hash.

    JupyterLab serves extension scripts as never changing (cached for good), so a changed
    script must get a new name, or a browser that saw the old one keeps running it.
    """
    option = next(o for o in lab_options() if "extra_labextensions_path" in o)
    folder = Path(option.split("=", 1)[1])
    assert folder == LAB_EXTENSIONS and folder.is_dir()
    package = json.loads((folder / "pegs-kit-lesson-start" / "package.json").read_text())
    build = package["jupyterlab"]["_build"]
    assert build["extension"] == "./extension"
    scripts = sorted((folder / "pegs-kit-lesson-start" / "static").glob("*.js"))
    assert [f"static/{s.name}" for s in scripts] == [build["load"]]
    text = scripts[0].read_bytes()
    assert scripts[0].name == f"remoteEntry.{hashlib.sha256(text).hexdigest()[:12]}.js"
    assert f"window._JUPYTERLAB['{package['name']}']".encode() in text
    assert f"getMetadata('{START_KEY}')".encode() in text


def test_every_lesson_with_hidden_code_starts_on_open() -> None:
    """The lessons (all code hidden) ask to start; the explorer, whose code is read, does not."""
    for path in sorted((REPO / "notebooks").glob("*.ipynb")):
        nb = json.loads(path.read_text(encoding="utf-8"))
        code = [c for c in nb["cells"] if c["cell_type"] == "code"]
        hidden = all(c["metadata"].get("jupyter", {}).get("source_hidden") for c in code)
        assert starts_on_open(nb) == hidden, path.name
    assert starts_on_open(
        json.loads((REPO / "notebooks" / "03_what_each_card_does.ipynb").read_text())
    )
