"""``pegs lessons`` as a learner runs it: JupyterLab (or Voila) really starts in the folder, the
start lesson is there and trusted (issue 14). No browser is needed: the server's own API answers.
"""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from pegs.lessons import START

PEGS = [sys.executable, "-m", "pegs"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _serve(args: list[str], tmp_path: Path, pattern: str) -> tuple[subprocess.Popen, str, Path]:
    """Start ``pegs lessons ...``; wait until its log shows ``pattern``; return it and the match."""
    log = tmp_path / "server.log"
    env = dict(
        os.environ,
        JUPYTER_DATA_DIR=str(tmp_path / "data"),
        JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"),
        JUPYTER_CONFIG_DIR=str(tmp_path / "config"),
    )
    with log.open("wb") as out:
        process = subprocess.Popen(
            [*PEGS, "lessons", *args],
            stdout=out,
            stderr=subprocess.STDOUT,
            env=env,
            cwd=tmp_path,
            start_new_session=True,
        )
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        found = re.search(pattern, log.read_text(errors="replace"))
        if found:
            return process, found.group(1), log
        if process.poll() is not None:
            break
        time.sleep(0.3)
    _stop(process)
    pytest.fail(f"the server did not start:\n{log.read_text(errors='replace')[-3000:]}")


def _stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=5)


def _get(url: str) -> bytes:
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(url, timeout=10) as reply:
                return reply.read()
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.5)


def test_pegs_lessons_opens_jupyterlab_there_with_the_start_lesson_trusted(tmp_path):
    port = _free_port()
    folder = tmp_path / "course"
    url = rf"127\.0\.0\.1:{port}/lab\?token=(\w+)"
    process, token, log = _serve([str(folder), "--no-browser", f"--port={port}"], tmp_path, url)
    try:
        model = json.loads(_get(f"http://127.0.0.1:{port}/api/contents/{START}?token={token}"))
        code = [c for c in model["content"]["cells"] if c["cell_type"] == "code"]
        assert code and all(c["metadata"].get("trusted") for c in code), "not trusted"
        listing = json.loads(_get(f"http://127.0.0.1:{port}/api/contents?token={token}"))
        served = sorted(i["name"] for i in listing["content"] if i["name"].endswith(".ipynb"))
        assert served == sorted(p.name for p in folder.glob("*.ipynb")) and START in served
        text = log.read_text()
        lessons = [p for p in folder.rglob("*.ipynb") if "docs" not in p.relative_to(folder).parts]
        assert len(lessons) > len(served)  # each language's lessons too, in its own folder
        assert f"copied {len(lessons)} lesson files into {folder}" in text
    finally:
        _stop(process)


def test_pegs_lessons_voila_serves_the_lessons_code_free(tmp_path):
    port = _free_port()
    folder = tmp_path / "course"
    args = [str(folder), "--voila", "--no-browser", f"--port={port}"]
    process, _, _ = _serve(args, tmp_path, rf"(127\.0\.0\.1:{port})")
    try:
        home = _get(f"http://127.0.0.1:{port}/").decode()
        assert "Voil" in home  # Voila's own list of the folder's notebooks
        page = _get(f"http://127.0.0.1:{port}/voila/render/{START}").decode()
        assert "Pegs and Jokers: start here" in page  # the lesson's text...
        assert "new_game(4, seed=1)" not in page  # ...without its code
    finally:
        _stop(process)
