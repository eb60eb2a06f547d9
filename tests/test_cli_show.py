"""`pegs show FILE --svg OUT.svg` and `pegs show FILE --describe` (the CLI contract)."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from pegs.render.svg import render_svg
from tests.builders import make

ROOT = Path(__file__).resolve().parent.parent


def _pegs(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pegs", *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


def _position_file(tmp_path: Path) -> tuple[Path, object]:
    position = make({0: ["S", "S", "T30", "T50", "H5"], 1: ["T44", "H2"]}, turn=1)
    path = tmp_path / "pos.json"
    path.write_text(position.to_json(), encoding="utf-8")
    return path, position


def test_show_svg_writes_the_picture(tmp_path):
    path, position = _position_file(tmp_path)
    out = tmp_path / "board.svg"
    result = _pegs("show", str(path), "--svg", str(out))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"wrote {out}"
    text = out.read_text(encoding="utf-8")
    assert text == render_svg(position)
    pegs = [e for e in ET.fromstring(text).iter() if e.get("class") == "peg"]
    assert len(pegs) == 20


def test_show_svg_unwritable_target_fails_cleanly(tmp_path):
    path, _ = _position_file(tmp_path)
    result = _pegs("show", str(path), "--svg", str(tmp_path / "no" / "such" / "dir.svg"))
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.startswith("error: cannot write")


def test_show_describe_prints_words(tmp_path):
    path, _ = _position_file(tmp_path)
    result = _pegs("show", str(path), "--describe")
    assert result.returncode == 0, result.stderr
    assert "Orange is to play." in result.stdout
    assert "Blue (with Green): 2 in start; one 4 holes past Orange's come-out hole" in result.stdout
    assert "seat" not in result.stdout
    assert "one in home place 5" in result.stdout


def test_show_describe_from_stdin(tmp_path):
    _, position = _position_file(tmp_path)
    result = _pegs("show", "-", "--describe", stdin=position.to_json())
    assert result.returncode == 0, result.stderr
    assert "Purple (with Orange): all five in start." in result.stdout


def test_show_svg_and_describe_together_are_refused(tmp_path):
    path, _ = _position_file(tmp_path)
    result = _pegs("show", str(path), "--describe", "--svg", str(tmp_path / "x.svg"))
    assert result.returncode == 2
    assert not (tmp_path / "x.svg").exists()
