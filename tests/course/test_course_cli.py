"""`pegs course --json`: the course contract of issue 13, read back as other tools read it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pegs.cli import main
from pegs.position import Position

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def printed():
    """The JSON object `pegs course --json` prints, through the real entry point."""
    out = subprocess.run(
        [sys.executable, "-m", "pegs", "course", "--json"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    return json.loads(out.stdout)


def test_course_json_has_the_contract_keys(printed):
    assert set(printed) == {"chapters", "puzzles"}
    assert [c["id"] for c in printed["chapters"]] == [f"0{i}" for i in range(1, 9)]
    for chapter in printed["chapters"]:
        assert {"id", "title", "notebook", "exercises"} <= set(chapter)
        assert (ROOT / "notebooks" / chapter["notebook"]).exists(), chapter["notebook"]
        for ex in chapter["exercises"]:
            assert {"id", "kind", "clauses", "position", "prompt", "answers"} <= set(ex)
            assert isinstance(ex["answers"], list) and ex["answers"]
    for puzzle in printed["puzzles"]:
        assert {"id", "goal", "difficulty", "position", "solution"} <= set(puzzle)


def test_course_json_positions_load_back_as_rules_10_positions(printed):
    for chapter in printed["chapters"]:
        for ex in chapter["exercises"]:
            assert ex["position"]["format"] == "pegs-position/1"
            Position.from_json(json.dumps(ex["position"]))
    for puzzle in printed["puzzles"]:
        Position.from_json(json.dumps(puzzle["position"]))


def test_course_json_move_answers_are_what_pegs_moves_prints(printed, tmp_path, capsys):
    checked = 0
    for chapter in printed["chapters"]:
        for ex in chapter["exercises"]:
            if ex["kind"] not in ("move", "only-move"):
                continue
            path = tmp_path / f"{ex['id']}.json"
            path.write_text(json.dumps(ex["position"]), encoding="utf-8")
            assert main(["moves", str(path)]) == 0
            listed = set(capsys.readouterr().out.splitlines())
            for answer in ex["answers"]:
                assert answer in listed, (ex["id"], answer)
            checked += 1
    assert checked >= 30


def test_course_json_needs_the_json_flag(capsys):
    assert main(["course"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error:") and "--json" in err


def test_course_data_files_are_what_the_generator_writes():
    result = subprocess.run(
        [sys.executable, "scripts/build_course.py", "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
