"""``make setup``: the project's own .venv, made from a distribution's externally managed Python
by a normal user, and clear words when Python is too old or cannot make environments (issue 14).
"""

from __future__ import annotations

import builtins
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SYSTEM_PYTHON = Path("/usr/bin/python3")
#: The normal user the set-up runs as when the tests run as root (.ci/run creates it).
LEARNER = os.environ.get("PEGS_LEARNER_USER", "pegs-learner")

sys.path.insert(0, str(REPO / "scripts"))
import setup_venv  # noqa: E402

sys.path.pop(0)


def _stopped_with(capsys, call) -> str:
    with pytest.raises(SystemExit) as stop:
        call()
    assert stop.value.code == 1
    return capsys.readouterr().err


def test_a_too_old_python_is_told_what_to_install(monkeypatch, capsys):
    monkeypatch.setattr(setup_venv.sys, "version_info", (3, 9, 18, "final", 0))
    err = _stopped_with(capsys, setup_venv.check_python)
    assert "(3.9," in err and "too old: the kit needs Python 3.11 or newer" in err
    assert "make kit BASE_PYTHON=python3.12" in err


def test_a_python_without_venv_support_is_told_to_install_python3_venv(monkeypatch, capsys):
    real_import = builtins.__import__

    def no_ensurepip(name, *args, **kwargs):
        if name == "ensurepip":
            raise ImportError("No module named 'ensurepip'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_ensurepip)
    err = _stopped_with(capsys, setup_venv.check_python)
    assert "cannot make virtual environments" in err
    assert "sudo apt-get install python3-venv" in err


def test_pip_is_kept_away_from_user_and_target_installs(monkeypatch):
    monkeypatch.setenv("PIP_USER", "1")
    monkeypatch.setenv("PYTHONPATH", "/somewhere/else")
    env = setup_venv.clean_env()
    assert "PIP_USER" not in env and "PYTHONPATH" not in env


def _externally_managed(python: Path) -> bool:
    code = "import sysconfig; print(sysconfig.get_path('stdlib'))"
    stdlib = subprocess.run([python, "-c", code], capture_output=True, text=True).stdout.strip()
    return bool(stdlib) and (Path(stdlib) / "EXTERNALLY-MANAGED").is_file()


def _as_learner() -> list[str]:
    """The command prefix that runs as a normal user (this one, or LEARNER when root)."""
    if os.geteuid() != 0:
        return []
    try:
        pwd.getpwnam(LEARNER)
    except KeyError:
        message = f"no user {LEARNER!r} to run the set-up as: useradd --create-home {LEARNER}"
        if os.environ.get("CI"):
            pytest.fail(message + " (.ci/run creates it)")
        pytest.skip(message)
    return ["runuser", "-u", LEARNER, "--"]


def test_make_setup_as_a_normal_user_with_debians_python_fills_only_dot_venv():
    if not SYSTEM_PYTHON.exists() or not _externally_managed(SYSTEM_PYTHON):
        message = f"{SYSTEM_PYTHON} is not a distribution's externally managed Python"
        if os.environ.get("CI"):
            pytest.fail(message + " (CI runs on Debian, whose python3 is)")
        pytest.skip(message)
    prefix = _as_learner()
    # A copy of the tracked files, readable by the learner (pytest's tmp folders are not).
    work = Path(tempfile.mkdtemp(prefix="pegs-setup-"))
    try:
        files = (
            subprocess.run(
                ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                cwd=REPO,
                capture_output=True,
                check=True,
            )
            .stdout.decode()
            .split("\0")
        )
        for name in filter(None, files):
            if (REPO / name).is_file():
                (work / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(REPO / name, work / name)
        if prefix:
            subprocess.run(["chown", "-R", LEARNER, str(work)], check=True)
            home = pwd.getpwnam(LEARNER).pw_dir
        else:
            home = os.environ.get("HOME", str(work))
        os.chmod(work, 0o755)
        env = {"PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8"}
        for name in ("PIP_FIND_LINKS", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_CERT"):
            if name in os.environ:  # this machine's way to the package registries
                env[name] = os.environ[name]
        made = subprocess.run(
            [
                *prefix,
                "env",
                *[f"{k}={v}" for k, v in env.items()],
                "make",
                "setup",
                f"BASE_PYTHON={SYSTEM_PYTHON}",
                "EXTRAS=none",
            ],
            cwd=work,
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert made.returncode == 0, made.stdout + made.stderr
        assert "making the project's environment .venv with /usr/bin/python3" in made.stdout
        venv_python = work / ".venv" / "bin" / "python"
        where = subprocess.run(
            [venv_python, "-c", "import pegs, sys; print(pegs.__file__); print(sys.prefix)"],
            capture_output=True,
            text=True,
            check=True,
            cwd="/",
        ).stdout.split()
        assert where == [str(work / "pegs" / "__init__.py"), str(work / ".venv")]
        assert "home = /usr/bin" in (work / ".venv" / "pyvenv.cfg").read_text()
        untouched = subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pegs"], cwd="/", capture_output=True
        )
        assert untouched.returncode != 0, "the kit was installed into the system Python"
        if prefix:
            owner = pwd.getpwuid((work / ".venv" / "bin" / "python").lstat().st_uid).pw_name
            assert owner == LEARNER
        # A second run finds everything done.
        again = subprocess.run(
            [
                *prefix,
                "env",
                *[f"{k}={v}" for k, v in env.items()],
                "make",
                "setup",
                f"BASE_PYTHON={SYSTEM_PYTHON}",
                "EXTRAS=none",
            ],
            cwd=work,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert again.returncode == 0 and "Nothing to be done" in again.stdout, again.stdout
    finally:
        shutil.rmtree(work, ignore_errors=True)


def test_setup_script_runs_under_this_python_too_for_its_syntax():
    # It must parse under old Pythons to tell them they are too old: no f-strings, no walrus.
    text = (REPO / "scripts" / "setup_venv.py").read_text()
    assert 'f"' not in text and "f'" not in text and ":=" not in text
    compile(text, "setup_venv.py", "exec")
