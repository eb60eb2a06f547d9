"""Stamped, trusted lessons in real JupyterLab: opening and saving changes no tracked file, and
the stored pictures show (issue 14).

A learner's clone is stood in for by a git repository of stamped copies of the lessons (with the
repository's .gitignore), inside the folder the JupyterLab fixture serves; the repository itself
is never touched.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pegs.lessons import trust

from .conftest import REPO, SAVE_JS, awaited

pytestmark = pytest.mark.browser

#: Resolves once the notebook at ``path`` has its kernel's info (JupyterLab then writes the
#: kernel's language_info into the model), and reports whether the model is dirty.
_SETTLED_JS = """
async (path) => {
  let panel = null;
  for (const w of window.jupyterapp.shell.widgets('main')) {
    if (w.context && w.context.path === path) panel = w;
  }
  await panel.context.ready;
  await panel.sessionContext.ready;
  const kernel = panel.sessionContext.session.kernel;
  await kernel.info;
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return {dirty: panel.context.model.dirty, kernel: kernel.name};
}
"""

#: What the stored SVG outputs became on the page: rendered pictures, or their text stand-in.
_PICTURES_JS = """
(path) => {
  let panel = null;
  for (const w of window.jupyterapp.shell.widgets('main')) {
    if (w.context && w.context.path === path) panel = w;
  }
  const text = panel.node.textContent || '';
  return {svgs: panel.node.querySelectorAll('.jp-RenderedSVG').length,
          standIns: (text.match(/IPython.core.display.SVG object/g) || []).length};
}
"""


def _git(folder: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid", *args],
        cwd=folder,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout


@pytest.fixture(scope="module")
def learner_clone(notebook_dir: Path) -> Path:
    """``notebook_dir/clone``: a git repository of stamped, trusted lesson copies."""
    clone = notebook_dir / "clone"
    (clone / "notebooks").mkdir(parents=True)
    shutil.copy2(REPO / ".gitignore", clone / ".gitignore")
    copies = []
    for notebook in sorted((REPO / "notebooks").glob("*.ipynb")):
        shutil.copy2(notebook, clone / "notebooks" / notebook.name)
        copies.append(clone / "notebooks" / notebook.name)
    stamp = [sys.executable, str(REPO / "scripts" / "stamp_notebooks.py"), *map(str, copies)]
    subprocess.run(stamp, check=True, capture_output=True)
    assert trust(copies) == len(copies)
    _git(clone, "init", "-q")
    _git(clone, "add", "-A")
    _git(clone, "commit", "-q", "-m", "lessons")
    return clone


def _stored_svgs(notebook: Path) -> int:
    """How many SVG pictures the notebook file stores in its outputs."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    outputs = (o for c in cells for o in c.get("outputs", ()))
    return sum("image/svg+xml" in o.get("data", {}) for o in outputs)


def test_opening_and_saving_each_lesson_leaves_git_status_clean(lab_page, learner_clone):
    # The lessons 01-06 hold a live widget (no stored output); the pictures are checked in the
    # notebooks that store some, and there must be such notebooks, or nothing is checked.
    pictured = 0
    for notebook in sorted((learner_clone / "notebooks").glob("*.ipynb")):
        stored = _stored_svgs(notebook)
        path = f"clone/notebooks/{notebook.name}"
        lab_page.open(path)
        settled = awaited(lab_page.page, _SETTLED_JS, path)
        assert settled["kernel"] == "python3"
        assert not settled["dirty"], f"{notebook.name}: JupyterLab changed it just by opening it"
        assert awaited(lab_page.page, SAVE_JS, path)
        status = _git(learner_clone, "status", "--porcelain")
        assert status == "", f"saving {notebook.name} changed tracked files:\n{status}"
        pictures = lab_page.page.evaluate(_PICTURES_JS, path)
        assert pictures["standIns"] == 0, f"{notebook.name}: pictures shown as text: {pictures}"
        if stored:
            pictured += 1
            assert pictures["svgs"] >= stored, (
                f"{notebook.name}: {stored} stored pictures, rendered: {pictures}"
            )
        lab_page.shut_down()
    assert pictured, "no lesson stores a picture, so none was checked"
