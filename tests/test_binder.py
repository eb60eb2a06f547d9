"""Binder's configuration follows repo2docker's documented rules (it cannot be built here)."""

from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path

from packaging.specifiers import SpecifierSet

REPO = Path(__file__).resolve().parents[1]
BINDER = REPO / "binder"


def test_runtime_asks_for_a_python_the_kit_supports():
    runtime = (BINDER / "runtime.txt").read_text().strip()
    match = re.fullmatch(r"python-(3\.\d+)", runtime)
    assert match, f"runtime.txt must read python-3.X, not {runtime!r}"
    requires = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["requires-python"]
    assert SpecifierSet(requires).contains(match.group(1) + ".0")


def test_post_build_is_an_executable_script_installing_the_widgets_extra():
    script = BINDER / "postBuild"
    assert os.access(script, os.X_OK), "repo2docker runs postBuild only when it is executable"
    text = script.read_text()
    assert text.startswith("#!/bin/bash\n") and "set -euo pipefail" in text
    assert 'pip install --no-cache-dir ".[widgets]"' in text
    extras = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    assert "widgets" in extras["optional-dependencies"]
    assert "jupyter trust notebooks/*.ipynb" in text


def test_binder_opens_the_start_lesson_that_exists():
    text = (BINDER / "postBuild").read_text()
    (url,) = re.findall(r'default_url = "/lab/tree/([^"]+)"', text)
    assert (REPO / url).is_file(), url


def test_no_other_environment_file_overrides_post_build():
    # repo2docker reads binder/ only, and an environment.yml there would switch build packs.
    assert sorted(p.name for p in BINDER.iterdir()) == ["postBuild", "runtime.txt"]
