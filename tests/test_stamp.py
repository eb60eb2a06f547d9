"""scripts/stamp_notebooks.py on temporary copies: the install cell first, JupyterLab's own
metadata, idempotent, every other cell untouched (issue 14)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "scripts" / "stamp_notebooks.py"

sys.path.insert(0, str(REPO / "scripts"))
import stamp_notebooks  # noqa: E402

sys.path.pop(0)


@pytest.fixture
def copies(tmp_path: Path) -> list[Path]:
    """Copies of two lessons (one with pictures, the Back Alley one) as they were unstamped."""
    names = ["01_start_here.ipynb", "90_back_alley.ipynb"]
    for name in names:
        shutil.copy2(REPO / "notebooks" / name, tmp_path / name)
        nb = json.loads((tmp_path / name).read_text())
        nb["cells"] = [c for c in nb["cells"] if c.get("id") != stamp_notebooks.CELL_ID]
        (tmp_path / name).write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n")
    return [tmp_path / n for n in names]


def _stamp(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True)


def test_stamping_puts_the_hidden_install_cell_first_and_keeps_every_other_cell(copies):
    before = [json.loads(p.read_text()) for p in copies]
    done = _stamp(*map(str, copies))
    assert done.returncode == 0, done.stderr
    for path, old in zip(copies, before, strict=True):
        nb = json.loads(path.read_text())
        first = nb["cells"][0]
        assert first["id"] == stamp_notebooks.CELL_ID and first["cell_type"] == "code"
        assert "".join(first["source"]) == stamp_notebooks.SETUP_SOURCE
        assert first["metadata"]["jupyter"]["source_hidden"] is True
        assert first["outputs"] == [] and first["execution_count"] is None
        assert nb["cells"][1:] == old["cells"], f"{path.name}: another cell changed"
        nbformat.validate(nbformat.reads(path.read_text(), as_version=4))


def test_stamping_sets_the_metadata_jupyterlab_writes_back(copies):
    assert _stamp(*map(str, copies)).returncode == 0
    from ipykernel.ipkernel import IPythonKernel
    from jupyter_client.kernelspec import KernelSpecManager

    spec = KernelSpecManager().get_kernel_spec("python3")
    for path in copies:
        meta = json.loads(path.read_text())["metadata"]
        assert meta["kernelspec"] == {
            "display_name": spec.display_name,
            "language": "python",
            "name": "python3",
        }
        assert meta["language_info"] == IPythonKernel.language_info
        assert meta["language_info"]["version"] == ".".join(map(str, sys.version_info[:3]))


def test_stamping_twice_changes_nothing_and_check_tells_stamped_from_not(copies):
    unstamped = _stamp("--check", *map(str, copies))
    assert unstamped.returncode == 1 and "not stamped: 01_start_here.ipynb" in unstamped.stdout
    assert _stamp(*map(str, copies)).returncode == 0
    once = [p.read_bytes() for p in copies]
    again = _stamp(*map(str, copies))
    assert again.returncode == 0 and "all 2 notebooks already stamped" in again.stdout
    assert [p.read_bytes() for p in copies] == once
    assert _stamp("--check", *map(str, copies)).returncode == 0


def test_an_older_install_cell_is_updated_in_place_not_doubled(copies):
    path = copies[0]
    nb = nbformat.read(path, as_version=4)
    old = stamp_notebooks.setup_cell()
    old.source = "# an older install cell"
    nb.cells.insert(3, old)  # even out of place
    nbformat.write(nb, path)
    assert _stamp(str(path)).returncode == 0
    cells = json.loads(path.read_text())["cells"]
    assert [c.get("id") for c in cells].count(stamp_notebooks.CELL_ID) == 1
    assert "".join(cells[0]["source"]) == stamp_notebooks.SETUP_SOURCE


def test_a_broken_notebook_is_a_clear_error_and_is_left_as_it_was(tmp_path):
    broken = tmp_path / "broken.ipynb"
    broken.write_text('{"cells": [')
    done = _stamp(str(broken))
    assert done.returncode == 2 and done.stderr.startswith("error: cannot stamp")
    assert "Traceback" not in done.stderr
    assert broken.read_text() == '{"cells": ['


def test_the_install_cell_is_a_no_op_where_the_kit_is_installed(capsys):
    calls = []

    class FakeShell:
        def run_line_magic(self, name, line):
            calls.append((name, line))

    exec(compile(stamp_notebooks.SETUP_SOURCE, "setup-cell", "exec"), {"get_ipython": FakeShell})
    assert calls == [] and capsys.readouterr().out == ""


def test_the_install_cell_installs_nothing_over_the_other_pypi_package_called_pegs(
    monkeypatch, capsys
):
    import importlib.metadata

    real = importlib.metadata.version
    monkeypatch.setattr(
        importlib.metadata, "version", lambda name: "0.3" if name == "pegs" else real(name)
    )
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)  # as if the kit were absent
    calls = []

    class FakeShell:
        def run_line_magic(self, name, line):
            calls.append((name, line))

    exec(compile(stamp_notebooks.SETUP_SOURCE, "setup-cell", "exec"), {"get_ipython": FakeShell})
    assert calls == []
    assert "%pip uninstall -y pegs" in capsys.readouterr().out


def test_the_install_cell_installs_the_kit_with_its_widgets_where_it_is_missing(monkeypatch):
    import importlib.metadata

    real = importlib.metadata.version

    def version(name):
        if name == "pegs":
            raise importlib.metadata.PackageNotFoundError(name)
        return real(name)

    monkeypatch.setattr(importlib.metadata, "version", version)
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    calls = []

    class FakeShell:
        def run_line_magic(self, name, line):
            calls.append((name, line))

    exec(compile(stamp_notebooks.SETUP_SOURCE, "setup-cell", "exec"), {"get_ipython": FakeShell})
    assert calls == [("pip", "install --quiet pegs-kit[widgets]")]
