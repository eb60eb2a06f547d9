"""Every way the kit starts Voila culls idle kernels, and JupyterLab keeps a lesson's Python
version on save (issue 26).

``make app``, ``make course``, ``make voila`` and ``pegs lessons --voila`` give Voila the
culling options of ``pegs.cli.serving`` (the browser test ``test_voila_cull`` shows the options
work: 20 page visits leave at most 2 kernels).
"""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from pegs.cli import lessons as cli_lessons
from pegs.cli.serving import keep_lesson_python, lab_options, voila_options

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
