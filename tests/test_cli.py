"""The ``pegs`` command line contract: new, show, moves, play, and every kind of bad input."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from builders import make

from pegs import Position, new_game


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    """Run ``python -m pegs`` with arguments (and standard input)."""
    return subprocess.run(
        [sys.executable, "-m", "pegs", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.fixture
def midgame(tmp_path):
    position = make(
        {0: ["T10", "T20"], 1: ["T15"], 2: ["T50"]},
        hands={0: ["5H", "7S", "JK", "2C", "AS"]},
        draw=["KD", "QC", "3S"],
        discard=["4C"],
        seed=5,
    )
    path = tmp_path / "mid.json"
    path.write_text(position.to_json())
    return path, position


@pytest.mark.parametrize("players", [4, 6, 8])
def test_new_prints_a_dealt_seeded_position(players):
    result = run("new", "--players", str(players), "--seed", "7")
    assert result.returncode == 0 and result.stderr == ""
    position = Position.from_json(result.stdout)
    assert position == new_game(players, seed=7)
    assert json.loads(result.stdout)["format"] == "pegs-position/1"


def test_show_prints_a_text_diagram(midgame):
    path, position = midgame
    result = run("show", str(path))
    assert result.returncode == 0
    assert result.stdout.strip() == str(position).strip()


def test_moves_prints_the_legal_moves_one_per_line(midgame):
    path, position = midgame
    result = run("moves", str(path))
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    # the canonical order: card, then parts
    assert lines == [m.notation() for m in sorted(position.legal_moves())]
    assert "5H 0:T10-T15" in lines and "AS 0:S-T8" in lines


def test_moves_with_a_card_ignores_the_hand(midgame):
    path, _ = midgame
    result = run("moves", str(path), "--card", "8D")
    assert result.returncode == 0
    assert set(result.stdout.splitlines()) == {"8D 0:T10-T2", "8D 0:T20-T12", "8D 2:T50-T42"}


def test_moves_reads_standard_input(midgame):
    path, _ = midgame
    result = run("moves", "-", "--card", "3C", stdin=path.read_text())
    assert result.returncode == 0 and "3C 0:T10-T13" in result.stdout.splitlines()


def test_play_applies_moves_draws_and_passes_the_turn(midgame):
    path, _ = midgame
    result = run("play", str(path), "5H 0:T10-T15")
    assert result.returncode == 0
    after = json.loads(result.stdout)
    assert after["pegs"]["1"] == ["S"] * 5  # bumped back to start
    assert after["hands"]["0"] == ["7S", "JK", "2C", "AS", "KD"]
    assert after["draw"] == ["QC", "3S"] and after["discard"] == ["4C", "5H"]
    assert after["turn"] == 1 and "winner" not in after


def test_play_several_moves_in_order_without_hands(tmp_path):
    path = tmp_path / "p.json"
    path.write_text(make({0: ["T10"], 1: ["T30"]}).to_json())
    result = run("play", str(path), "5H 0:T10-T15", "3C 1:T30-T33")
    assert result.returncode == 0
    after = json.loads(result.stdout)
    assert after["pegs"]["0"][-1] == "T15" and after["pegs"]["1"][-1] == "T33"
    assert after["turn"] == 2 and after["discard"] == ["5H", "3C"] and "draw" not in after


def test_play_reports_the_winner(tmp_path):
    path = tmp_path / "p.json"
    path.write_text(
        make({0: ["H2", "H3", "H4", "H5", "T2"], 2: ["H1", "H2", "H3", "H4", "H5"]}).to_json()
    )
    result = run("play", str(path), "2S 0:T2-H1")
    assert result.returncode == 0
    assert json.loads(result.stdout)["winner"] == 0


BAD = [
    (["moves", "{FILE}"], "not json", "not valid JSON"),
    (
        ["show", "{FILE}"],
        '{"format": "pegs-position/1", "players": 5, "turn": 0, "pegs": {}}',
        "4, 6 or 8",
    ),
    (["play", "{FILE}", "5H 0:T10-T15 extra junk"], None, "at most two pegs"),
    (["play", "{FILE}", "5X 0:T10-T15"], None, "'5X'"),
    (["play", "{FILE}", "5H 1:T15-T20"], None, "RULES 1"),
    (["play", "{FILE}", "9H 0:T10-T19"], None, "does not hold"),
    (["play", "{FILE}", "discard 5H"], None, "must play"),
    (["play", "{FILE}", "5H 0:T10-T16"], None, "RULES 4"),
    (["moves", "{FILE}", "--card", "ZZ"], None, "'ZZ'"),
    (["moves", "/no/such/file.json"], None, "cannot read"),
    (["new", "--players", "5"], None, "invalid choice"),
    (["frobnicate"], None, "invalid choice"),
    ([], None, "required"),
]


@pytest.mark.parametrize(("args", "content", "message"), BAD)
def test_bad_input_exits_2_with_one_error_line_and_nothing_on_stdout(
    midgame, tmp_path, args, content, message
):
    path, _ = midgame
    if content is not None:
        path = tmp_path / "bad.json"
        path.write_text(content)
    result = run(*[a.replace("{FILE}", str(path)) for a in args])
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ")
    assert message in lines[0]
    assert "Traceback" not in result.stderr


def test_a_file_without_a_hand_has_no_legal_move_list(tmp_path):
    path = tmp_path / "p.json"
    path.write_text(make({0: ["T10"]}).to_json())
    result = run("moves", str(path))
    assert result.returncode == 2 and "no hand" in result.stderr
    assert run("moves", str(path), "--card", "5H").stdout.strip() == "5H 0:T10-T15"


def test_an_illegal_move_leaves_the_file_untouched(midgame):
    path, _ = midgame
    before = path.read_text()
    run("play", str(path), "5H 0:T10-T16")
    assert path.read_text() == before
