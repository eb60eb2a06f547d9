"""Lessons opened and saved in JupyterLab with a kernel on another Python change no tracked byte
(issue 26).

The lessons are stamped with the Python that built them (``language_info.version``, e.g.
3.11.7), and JupyterLab writes the kernel's own version into every notebook it opens, so before
``pegs.cli.serving.keep_lesson_python`` saving a lesson on any other Python rewrote the tracked
file. ``test_clean_save`` cannot see this: it stamps its copies with its own kernel first. Here
the copies are the tracked bytes as they are, and the ``python3`` kernel runs another Python:
another CPython 3.11 build on this machine (Debian's /usr/bin/python3.11, 3.11.2), sharing the
kit's environment (same minor version, so the same compiled packages). Only PyPI, Debian and npm
are reachable from the test machines and a 3.12-3.14 kernel would need its own ipykernel, pyzmq
and widgets installed, so when no such build is found the kernel is this environment's Python
made to report version 3.14.0 (what JupyterLab reads and writes back is exactly that string).
JupyterLab is started with the kit's ``lab_options()``, as ``make kit`` and ``pegs lessons`` do.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterator
from pathlib import Path

import pytest

from pegs.cli.serving import lab_options
from pegs.lessons import trust

from .conftest import (
    REPO,
    SAVE_JS,
    LabPage,
    Server,
    _start,
    _stop,
    awaited,
    free_port,
    lab_command,
)
from .test_clean_save import _git

pytestmark = pytest.mark.browser

#: Lessons opened and saved: the first and the last Pegs lessons, the app and Back Alley's.
LESSONS = [
    "01_start_here.ipynb",
    "09_puzzles.ipynb",
    "app.ipynb",
    "90_back_alley.ipynb",
]
#: Used only when this machine has no other CPython build of this minor version.
REPORTED = "3.14.0"

#: Waits until the notebook's kernel answered and JupyterLab put its language_info into the
#: model (state, polled; a minute at most); returns the kernel's version and the model's.
_KERNEL_JS = """
async (path) => {
  let panel = null;
  for (const w of window.jupyterapp.shell.widgets('main')) {
    if (w.context && w.context.path === path) panel = w;
  }
  await panel.context.ready;
  await panel.sessionContext.ready;
  const kernel = panel.sessionContext.session.kernel;
  const info = await kernel.info;
  const version = info.language_info.version;
  const written = () => (panel.model.getMetadata('language_info') || {}).version;
  for (let i = 0; i < 1200 && written() !== version; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {version, kernel: kernel.name, written: written()};
}
"""


def stamped_version() -> str:
    """The Python version the tracked lessons name."""
    notebook = json.loads((REPO / "notebooks" / LESSONS[0]).read_text(encoding="utf-8"))
    return str(notebook["metadata"]["language_info"]["version"])


def other_python(stamped: str) -> str | None:
    """Another CPython build of this minor version, naming a version other than ``stamped``."""
    minor = f"python{sys.version_info.major}.{sys.version_info.minor}"
    for candidate in dict.fromkeys(filter(None, [f"/usr/bin/{minor}", shutil.which(minor)])):
        done = subprocess.run(
            [candidate, "-c", "import platform; print(platform.python_version())"],
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode == 0 and done.stdout.strip() not in ("", stamped):
            return candidate
    return None


def kernel_spec(stamped: str) -> dict:
    """A ``python3`` kernel spec on another Python (or reporting another version)."""
    paths = os.pathsep.join([str(REPO), sysconfig.get_paths()["purelib"]])
    python = other_python(stamped)
    if python is not None:
        argv = [python, "-m", "ipykernel_launcher", "-f", "{connection_file}"]
    else:
        launch = (
            "import ipykernel.ipkernel as k\n"
            f"k.IPythonKernel.language_info = {{**k.IPythonKernel.language_info,"
            f" 'version': {REPORTED!r}}}\n"
            "from ipykernel import kernelapp\nkernelapp.launch_new_instance()"
        )
        argv = [sys.executable, "-c", launch, "-f", "{connection_file}"]
    return {
        "argv": argv,
        "display_name": "Python 3 (ipykernel)",
        "language": "python",
        "env": {"PYTHONPATH": paths},
    }


@pytest.fixture(scope="module")
def other_python_lab(tmp_path_factory: pytest.TempPathFactory, notebook_dir: Path) -> Iterator:
    """JupyterLab (with the kit's options) over a git clone of the tracked lessons, its python3
    kernel on another Python; yields the server and the clone."""
    root = tmp_path_factory.mktemp("other-python")
    stamped = stamped_version()
    kernels = root / ".jupyter-path" / "kernels" / "python3"
    kernels.mkdir(parents=True)
    (kernels / "kernel.json").write_text(json.dumps(kernel_spec(stamped)))
    clone = root / "clone"
    (clone / "notebooks").mkdir(parents=True)
    shutil.copy2(REPO / ".gitignore", clone / ".gitignore")
    copies = [clone / "notebooks" / name for name in LESSONS]
    for copy in copies:
        shutil.copy2(REPO / "notebooks" / copy.name, copy)  # the tracked bytes, not re-stamped
    assert trust(copies) == len(copies)
    _git(clone, "init", "-q")
    _git(clone, "add", "-A")
    _git(clone, "commit", "-q", "-m", "lessons")
    port, token = free_port(), secrets.token_hex(16)
    command = lab_command(root, port, token, notebook_dir / ".settings", *lab_options())
    before = os.environ.get("JUPYTER_PATH")
    os.environ["JUPYTER_PATH"] = str(root / ".jupyter-path")  # the server and its kernels
    try:
        server = _start(
            command, root, port, token, "jupyterlab-other-python", f"/api/status?token={token}"
        )
    finally:
        if before is None:
            del os.environ["JUPYTER_PATH"]
        else:
            os.environ["JUPYTER_PATH"] = before
    try:
        yield server, clone, stamped
    finally:
        _stop(server)


def test_opening_and_saving_on_another_python_leaves_git_status_clean(
    other_python_lab: tuple[Server, Path, str], page: object
) -> None:
    server, clone, stamped = other_python_lab
    lab = LabPage(page, server)
    for name in LESSONS:
        path = f"clone/notebooks/{name}"
        lab.open(path)
        try:
            kernel = awaited(page, _KERNEL_JS, path)
            assert kernel["kernel"] == "python3"
            assert kernel["version"] != stamped, "the kernel runs the stamped Python: no test"
            assert kernel["written"] == kernel["version"], "JupyterLab kept the file's version"
            assert awaited(page, SAVE_JS, path)
            status = _git(clone, "status", "--porcelain")
            assert status == "", f"saving {name} on Python {kernel['version']} changed:\n{status}"
        finally:
            lab.shut_down()
