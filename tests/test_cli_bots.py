"""The selfplay and advise subcommands, and the CLI contract for bad input (exit 2, one line)."""

from __future__ import annotations

import io
import json

import pytest
from builders import make

from pegs.cli import main


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_selfplay_json_is_one_final_line(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(
        capsys,
        "selfplay",
        "--players",
        "4",
        "--games",
        "3",
        "--seed",
        "1",
        "--bots",
        "greedy,random",
        "--json",
    )
    assert status == 0
    summary = json.loads(out.splitlines()[-1])
    assert summary["games"] == 3
    assert summary["wins"] == [3, 0]  # greedy beats random every time (see benchmarks/strength)
    assert summary["mean_turns"] > 0 and summary["bumps_per_game"] >= 0


def test_selfplay_table(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(capsys, "selfplay", "--games", "2", "--bots", "random,greedy")
    assert status == 0
    assert "random" in out and "greedy" in out and "mean game length" in out
    assert err == ""  # no progress bar when stderr is not a terminal


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["selfplay", "--bots", "greedy"], "two names"),
        (["selfplay", "--bots", "greedy,clever"], "unknown bot 'clever'"),
        (["selfplay", "--players", "5"], "invalid choice"),
        (["selfplay", "--games", "0"], "--games: must be from 1 to 100000, not 0"),
        (["selfplay", "--games", "100001"], "--games: must be from 1 to 100000"),
        (["selfplay", "--games", "٣"], "--games: must be a whole number written with the digits"),
        (["selfplay", "--seed", "1" * 19], "is too long: at most 18 digits"),
        (["advise", "/nonexistent/position.json"], "cannot read"),
        (["advise", "-", "--playouts", "0"], "--playouts: must be from 1 to 1000, not 0"),
        (["advise", "-", "--playouts", "1000000000"], "--playouts: must be from 1 to 1000"),
    ],
)
def test_bad_input_follows_the_cli_contract(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = _run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("error: ") and message in err


def test_advise_reads_standard_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    position = make(
        {0: ["T1", "H2", "H3", "H4", "H5"], 1: ["T6"], 2: ["H1", "H2", "H3", "H4", "H5"]},
        hands={0: ["3C", "5H"]},
    )
    monkeypatch.setattr("sys.stdin", io.StringIO(position.to_json()))
    status, out, _ = _run(capsys, "advise", "-", "--playouts", "2", "--seed", "3")
    assert status == 0
    lines = out.splitlines()
    assert lines[0].split()[:2] == ["1.", "3C"] and "wins the game" in lines[0]
    assert len(lines) == len(position.legal_moves())


def test_advise_without_a_hand_is_refused(capsys: pytest.CaptureFixture[str], tmp_path) -> None:
    path = tmp_path / "position.json"
    path.write_text(make({0: ["T1"]}).to_json())
    status, out, err = _run(capsys, "advise", str(path))
    assert status == 2 and out == "" and "no hand" in err
