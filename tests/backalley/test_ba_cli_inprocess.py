"""The Back Alley command line called in-process (``backalley.cli.main``), as the console script
does: its options, its dispatch and its Ctrl-C path, with stdout and stderr captured.

``test_ba_cli.py`` runs the real ``python -m backalley`` in a subprocess; these check the same
promises (and a few a subprocess cannot reach, such as Ctrl-C in the middle of a selfplay) inside
the test process, where a wrong option or branch shows at once.
"""

from __future__ import annotations

import io
import json

import pytest

from backalley import cli, new_game, parse_state
from backalley.cli import build_parser, main
from backalley.dealing import start_deal
from backalley.notation import format_state
from backalley.rules import Rules
from pegs.cli.console import INTERRUPTED


def call(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    *argv: str,
    stdin: str = "",
) -> tuple[int, str, str]:
    """Run the command line on ``argv``: (exit status, stdout, stderr)."""
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def refused(result: tuple[int, str, str], message: str) -> bool:
    """Exit 2, nothing on stdout and one ``error:`` line holding ``message``."""
    code, out, err = result
    lines = err.splitlines()
    return (
        code == 2
        and out == ""
        and len(lines) == 1
        and lines[0].startswith("error: ")
        and (message in lines[0])
    )


@pytest.mark.parametrize(
    ("argv0", "prog"),
    [
        (["backalley"], "backalley"),
        (["/usr/local/bin/backalley", "show"], "backalley"),
        (["backalley.exe"], "backalley"),
        (["/x/backalley/__main__.py"], "python -m backalley"),
        ([""], "python -m backalley"),
        ([], "python -m backalley"),
    ],
)
def test_program_name_follows_how_it_was_started(
    monkeypatch: pytest.MonkeyPatch, argv0: list[str], prog: str
) -> None:
    """CLI usage names the installed script 'backalley', else 'python -m backalley'."""
    monkeypatch.setattr("sys.argv", argv0)
    assert build_parser().prog == prog
    assert build_parser("my-name").prog == "my-name"  # a name given is kept


def test_main_without_argv_reads_the_command_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """CLI entry point: with no list given it reads sys.argv after the program name."""
    monkeypatch.setattr("sys.argv", ["backalley", "--version"])
    assert main() == 0
    out, _ = capsys.readouterr()
    assert out == f"pegs-kit {cli.version()}\n"


def test_no_arguments_print_help_and_a_command_prints_no_help(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """CLI with no arguments: the help, exit 0; with a command: that command's output only."""
    code, out, err = call(capsys, monkeypatch)
    assert code == 0 and err == "" and out.startswith("usage: ") and "examples:" in out
    code, out, _ = call(capsys, monkeypatch, "new", "--seed", "7")
    assert code == 0 and "usage:" not in out
    assert parse_state(out) == new_game(7)


def test_new_takes_a_signed_seed_and_the_rule_options(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """CLI new: --seed may be negative and is required; --trick-value is 5 (default) or 3."""
    code, out, _ = call(capsys, monkeypatch, "new", "--seed", "-4")
    assert code == 0 and parse_state(out) == new_game(-4)
    assert parse_state(out).rules.trick_value == 5
    code, out, _ = call(capsys, monkeypatch, "new", "--seed", "2", "--trick-value", "3")
    assert code == 0 and parse_state(out).rules.trick_value == 3
    assert parse_state(out) == new_game(2, Rules(trick_value=3))
    for bad in ("4", "6"):
        assert refused(
            call(capsys, monkeypatch, "new", "--seed", "2", "--trick-value", bad), "invalid choice"
        )
    assert refused(call(capsys, monkeypatch, "new"), "required: --seed")


def test_show_and_moves_are_told_apart(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """CLI show gives words; moves gives one action a line (Part B bidding: pass, 1..12, board)."""
    text = format_state(new_game(7))
    code, shown, _ = call(capsys, monkeypatch, "show", "-", stdin=text)
    assert code == 0 and "deal 1 of 25" in shown and "bid pass" not in shown
    code, moves, _ = call(capsys, monkeypatch, "moves", "-", stdin=text)
    assert code == 0
    assert moves.splitlines() == ["bid pass", *[f"bid {n}" for n in range(1, 13)], "bid board"]


def test_play_tells_events_on_stderr_only_when_asked(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """CLI play: the new state on stdout; with --events what happened on stderr, else nothing."""
    text = format_state(new_game(7))
    code, out, err = call(capsys, monkeypatch, "play", "-", "bid 3", stdin=text)
    assert code == 0 and err == "" and [b.notation() for b in parse_state(out).bids] == ["3"]
    code, out2, err = call(capsys, monkeypatch, "play", "--events", "-", "bid 3", stdin=text)
    assert code == 0 and out2 == out and err == "seat 1 bids 3\n"


def test_one_card_deal_board_is_told(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """CLI play --events over a one-card deal: the trick's taker and the deal's score are told."""
    state, _ = start_deal(11, 13, 0, (0, 0), Rules())
    code, out, err = call(
        capsys,
        monkeypatch,
        "play",
        "--events",
        "-",
        "bid board",
        "bid pass",
        "bid pass",
        "bid pass",
        stdin=format_state(state),
    )
    assert code == 0 and "seat 1 bids board" in err
    assert parse_state(out).leader == 1  # Part B play: the highest bidder (the board) leads


def _selfplay(*extra: str) -> list[str]:
    # Three games from seed 3: team 0 wins two and team 1 one, so the counts tell them apart.
    return ["selfplay", "--games", "3", "--seed", "3", "--bots", "random,random", *extra]


def test_selfplay_games_and_seed_options(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """CLI selfplay: --games from 1, --games and --seed required, --seed may be negative."""
    code, out, _ = call(capsys, monkeypatch, "selfplay", "--games", "1", "--seed", "-2", "--json")
    assert code == 0 and json.loads(out)["games"] == 1 and json.loads(out)["seed"] == -2
    assert refused(call(capsys, monkeypatch, "selfplay", "--seed", "1"), "--games")
    assert refused(call(capsys, monkeypatch, "selfplay", "--games", "1"), "--seed")


@pytest.mark.parametrize(
    ("bots", "message"),
    [("random", "two names"), ("random,random,random", "two names"), ("random,smart", "'smart'")],
)
def test_selfplay_refuses_a_wrong_bot_list(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, bots: str, message: str
) -> None:
    """CLI selfplay --bots: exactly two known names, team 0 then team 1."""
    argv = ["selfplay", "--games", "1", "--seed", "1", "--bots", bots]
    assert refused(call(capsys, monkeypatch, *argv), message)


def test_selfplay_text_lines_agree_with_the_json_summary(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """CLI selfplay: game k uses seed S + k - 1; the text names each winner and counts wins."""
    code, out, _ = call(capsys, monkeypatch, *_selfplay("--json"))
    assert code == 0 and len(out.splitlines()) == 1
    summary = json.loads(out)
    code, text, _ = call(capsys, monkeypatch, *_selfplay())
    lines = text.splitlines()
    assert code == 0 and len(lines) == 4 and not lines[0].startswith("{")
    for game, (line, scores, winner) in enumerate(
        zip(lines, summary["scores"], summary["winners"], strict=False), start=1
    ):
        who = "draw" if winner == "draw" else f"team {winner} wins"
        assert line == f"game {game} (seed {2 + game}): {scores[0]} - {scores[1]}, {who}"
    # The seeds play different games (a seed reused would repeat the first).
    assert summary["scores"][0] != summary["scores"][1]
    wins = [summary["winners"].count(w) for w in (0, 1, "draw")]
    assert wins[0] != wins[1] and wins[1] > 0  # else the summary could not tell teams apart
    assert lines[3] == f"team 0 (random) {wins[0]}, team 1 (random) {wins[1]}, draws {wins[2]}"


def test_selfplay_ctrl_c_keeps_the_games_played(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """CLI selfplay stopped by Ctrl-C: the games finished are summed up, with a note saying so."""
    real = cli.play_game
    calls: list[int] = []

    def stop_second(*args: object, **kwargs: object) -> object:
        calls.append(1)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(*args, **kwargs)  # type: ignore[arg-type]  # the real arguments, passed on

    monkeypatch.setattr(cli, "play_game", stop_second)
    code, out, err = call(capsys, monkeypatch, *_selfplay("--json"))
    assert code == INTERRUPTED and json.loads(out)["games"] == 1
    assert "stopped by Ctrl-C after 1 of 3 games" in err

    def stop_first(*args: object, **kwargs: object) -> object:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "play_game", stop_first)
    code, out, err = call(capsys, monkeypatch, *_selfplay())
    assert code == INTERRUPTED and out == ""
    assert "stopped by Ctrl-C after 0 of 3 games" in err
