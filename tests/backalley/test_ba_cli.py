"""The ``python -m backalley`` command line, run as a user would, bad input included."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from backalley import Rules, format_state, new_game, parse_state
from backalley.dealing import start_deal
from backalley.events import DealScored, TrickTaken

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """Run the CLI in a subprocess from the repository root."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "backalley", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=60,
    )


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    path.write_text(run("new", "--seed", "7").stdout)
    return path


def test_cli_new_prints_the_seeded_state(game_file: Path) -> None:
    """CLI new --seed S: the state file of a new game from that seed."""
    state = parse_state(game_file.read_text())
    assert state == new_game(7)
    assert json.loads(game_file.read_text())["format"] == "backalley-state/1"


def test_cli_show_describes_the_state(game_file: Path) -> None:
    """CLI show FILE: a text picture of the state."""
    result = run("show", str(game_file))
    assert result.returncode == 0 and "deal 1 of 25" in result.stdout
    assert "seat 1 to bid" in result.stdout


def test_cli_moves_lists_one_action_per_line_from_stdin(game_file: Path) -> None:
    """CLI moves -: legal actions of the seat to act, one per line, reading stdin."""
    result = run("moves", "-", stdin=game_file.read_text())
    assert result.returncode == 0
    assert result.stdout.splitlines() == [
        "bid pass",
        *[f"bid {n}" for n in range(1, 13)],
        "bid board",
    ]


def test_cli_play_applies_actions_quoted_or_not(game_file: Path) -> None:
    """CLI play FILE ACTION ...: the resulting state JSON; actions may be quoted or split."""
    result = run("play", str(game_file), "bid 3", "bid", "pass", "bid board", "bid 2")
    assert result.returncode == 0 and result.stderr == ""
    state = parse_state(result.stdout)
    assert [b.notation() for b in state.bids] == ["3", "pass", "board", "2"]
    assert state.leader == 3 and state.turn == 3
    moves = run("moves", "-", stdin=result.stdout).stdout.split("\n")
    assert all(line.startswith("play ") for line in moves if line)


def test_cli_finished_game_has_no_moves_and_refuses_play(tmp_path: Path) -> None:
    """CLI: after the 25th deal `moves` prints nothing and `play` refuses every action."""
    from backalley.bots import RandomBot, play_game
    from backalley.notation import format_state

    final = play_game(new_game(3), (RandomBot(),) * 4)[0].final
    path = tmp_path / "over.json"
    path.write_text(format_state(final))
    assert json.loads(path.read_text())["winner"] == final.winner
    moves = run("moves", str(path))
    assert moves.returncode == 0 and moves.stdout == ""
    refused = run("play", str(path), "bid pass")
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr.startswith("error: ") and "game is over" in refused.stderr


@pytest.mark.parametrize(
    ("args", "stdin", "message"),
    [
        (("play", "{game}", "bid 13"), "", "illegal action 'bid 13'"),
        (("play", "{game}", "bid 0"), "", "not an action: 'bid 0'"),
        (("play", "{game}", "play AS"), "", "must bid first"),
        (("play", "{game}", "bid"), "", "not a list of actions: 'bid'"),
        (("play", "{game}", "fold 3"), "", "not an action: 'fold 3'"),
        (("show", "no-such-file.json"), "", "cannot read 'no-such-file.json'"),
        (
            ("show", "-"),
            "{not json",
            "not valid JSON: Expecting property name enclosed in double quotes at line 1 column 2, "
            "near '{not json'",
        ),
        (("show", "-"), '{"format": "x"}', "unknown format 'x'"),
        (("moves", "-"), "", "not valid JSON: Expecting value at line 1 column 1 (it is empty)"),
        (("new",), "", "the following arguments are required: --seed"),
        (
            ("new", "--seed", "abc"),
            "",
            "--seed: must be a whole number written with the digits 0-9, maybe after a -, "
            "not 'abc'",
        ),
        (("deal",), "", "invalid choice: 'deal'"),
        (
            ("selfplay", "--games", "0", "--seed", "1"),
            "",
            "--games: must be from 1 to 100000, not 0",
        ),
        (("selfplay", "--games", "1", "--seed", "1", "--bots", "random,smart"), "", "'smart'"),
        (("selfplay", "--games", "1", "--seed", "1", "--bots", "random"), "", "two names"),
    ],
)
def test_cli_bad_input_exits_2_with_one_error_line(
    game_file: Path, args: tuple[str, ...], stdin: str, message: str
) -> None:
    """CLI bad input: exit status 2, nothing on stdout, exactly one `error: ...` line."""
    argv = [str(game_file) if a == "{game}" else a for a in args]
    result = run(*argv, stdin=stdin)
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ")
    assert message in lines[0]


def test_cli_impossible_state_file_is_refused(game_file: Path) -> None:
    """CLI: a state that cannot arise in play is refused with the reason."""
    data = json.loads(game_file.read_text())
    data["turn"] = 0
    result = run("moves", "-", stdin=json.dumps(data))
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == "error: impossible state: turn 0 is out of turn: seat 1 is to bid\n"


def test_cli_selfplay_json_summary() -> None:
    """CLI selfplay --json: one final line with games, deals per game and scores."""
    result = run("selfplay", "--games", "2", "--seed", "5", "--bots", "heuristic,random", "--json")
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert len(lines) == 1
    summary = json.loads(lines[-1])
    assert summary["games"] == 2 and summary["deals_per_game"] == [25, 25]
    assert len(summary["scores"]) == 2 and all(len(s) == 2 for s in summary["scores"])
    again = run("selfplay", "--games", "2", "--seed", "5", "--bots", "heuristic,random", "--json")
    assert again.stdout == result.stdout  # seeded


def test_cli_selfplay_text_and_rule_options() -> None:
    """CLI selfplay: a line per game and a summary; rule options are accepted."""
    result = run(
        "selfplay", "--games", "1", "--seed", "2", "--trick-value", "3", "--board-scale", "doubling"
    )
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert lines[0].startswith("game 1 (seed 2): ") and "draws" in lines[-1]


def test_cli_no_arguments_prints_usage_commands_and_examples() -> None:
    """CLI with no arguments: the help (usage, commands, action syntax, bots, examples), exit 0."""
    result = run()
    assert result.returncode == 0 and result.stderr == ""
    text = result.stdout
    assert text.startswith("usage: python -m backalley")
    for needle in ("new", "show", "moves", "play", "selfplay", "bid board", "play CARD", "'-'"):
        assert needle in text
    assert "random, heuristic, sampler" in text and "examples:" in text
    assert run("--help").stdout == text


def test_cli_version_comes_from_the_package_metadata() -> None:
    """CLI --version: the kit's one version, the same the installed package reports."""
    import pegs
    from backalley.cli import version

    assert version() == pegs.__version__
    result = run("--version")
    assert result.returncode == 0
    assert result.stdout == f"pegs-kit {version()}\n"
    assert version()[0].isdigit()


def test_cli_subcommand_help_names_stdin_and_actions() -> None:
    """CLI play --help: FILE may be '-', the action syntax and --events are explained."""
    result = run("play", "--help")
    assert result.returncode == 0
    assert "standard input" in result.stdout and "'bid 3'" in result.stdout
    assert "--events" in result.stdout


def test_cli_actions_are_case_insensitive(game_file: Path) -> None:
    """CLI play: 'Bid PASS' and 'play as' mean 'bid pass' and 'play AS'."""
    lower = run("play", str(game_file), "bid pass", "bid 2")
    mixed = run("play", str(game_file), "Bid PASS", "BID 2")
    assert mixed.returncode == 0 and mixed.stdout == lower.stdout
    state = parse_state(lower.stdout)
    state, _ = state.apply("bid pass")
    state, _ = state.apply("bid pass")
    card = state.legal_actions()[0].card  # type: ignore[union-attr]
    text = card.notation()
    played = run("play", "-", f"play {text.lower()}", stdin=format_state(state))
    assert played.returncode == 0
    assert parse_state(played.stdout) == state.apply(f"play {text}")[0]


def test_cli_play_events_tell_bids_tricks_scores_and_redeals(game_file: Path) -> None:
    """CLI play --events: what happened, on stderr; stdout stays the state file alone."""
    redeal = run("play", "--events", str(game_file), "bid pass", "bid pass", "bid pass", "bid pass")
    assert redeal.returncode == 0
    parse_state(redeal.stdout)  # stdout is still exactly a state file
    lines = redeal.stderr.splitlines()
    assert lines[:4] == [
        "seat 1 bids pass",
        "seat 2 bids pass",
        "seat 3 bids pass",
        "seat 0 bids pass",
    ]
    assert lines[4] == "all four passed: deal 1 is redealt"
    assert lines[5].startswith("deal 1 (redeal 1): 13 cards each, dealer 1")
    quiet = run("play", str(game_file), "bid pass")
    assert quiet.returncode == 0 and quiet.stderr == ""


def test_cli_play_events_name_trick_winner_and_deal_score() -> None:
    """CLI play --events: the one-card deal's trick taker and its points are told on stderr."""
    state, _ = start_deal(11, 13, 0, (0, 0), Rules())
    actions = ["bid board", "bid pass", "bid pass", "bid pass"]
    played = state
    for text in actions:
        played, _ = played.apply(text)
    events = []
    for _ in range(4):
        action = played.legal_actions()[0]
        actions.append(action.notation())
        played, caused = played.apply(action)
        events.extend(caused)
    taken = next(e for e in events if isinstance(e, TrickTaken))
    scored = next(e for e in events if isinstance(e, DealScored))
    result = run("play", "--events", "-", *actions, stdin=format_state(state))
    assert result.returncode == 0 and parse_state(result.stdout) == played
    told = result.stderr.splitlines()
    assert f"seat {taken.winner} takes {' '.join(map(str, taken.cards))}" in told
    assert str(scored) in told and str(scored).startswith("deal 13 scored: team 0 ")
    assert any(line.startswith("deal 14: 2 cards each") for line in told)


def test_cli_selfplay_accepts_sampler_and_keeps_the_json_contract() -> None:
    """CLI selfplay --bots sampler,random --json: the same fields; the sampler is a bot name."""
    result = run("selfplay", "--games", "1", "--seed", "3", "--bots", "sampler,random", "--json")
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    for key in ("games", "bots", "deals_per_game", "redeals_per_game", "scores", "winners"):
        assert key in summary
    assert summary["bots"] == ["sampler", "random"] and summary["deals_per_game"] == [25]
    assert "sampler" in run("--help").stdout
