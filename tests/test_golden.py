"""Golden playthroughs: seeded games recorded move by move, in move and event notation.

A failure means the engine's behaviour changed (moves offered, their order, events, paths,
draws, reshuffles). If the change is intended, re-record with ``make golden`` (or
``python scripts/record_golden.py``) and review the diff. The English narration of the same
games is tested apart (tests/test_narration_games.py), so rewording a sentence changes no file.
"""

from __future__ import annotations

import difflib
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import record_golden  # noqa: E402

from pegs import Card, CardPlayed, PegMoved  # noqa: E402
from pegs.board import parse_place  # noqa: E402
from pegs.scenarios.verify import event_notation  # noqa: E402

#: How many lines of a diff a failure shows (the rest is counted).
SHOWN = 60


def golden_diff(recorded: str, replayed: str, name: str) -> str:
    """A unified diff of the recorded and the replayed text, cut to ``SHOWN`` lines."""
    lines = list(
        difflib.unified_diff(
            recorded.splitlines(),
            replayed.splitlines(),
            f"tests/golden/{name} (recorded)",
            f"{name} (replayed now)",
            n=2,
            lineterm="",
        )
    )
    if len(lines) > SHOWN:
        lines = [*lines[:SHOWN], f"... and {len(lines) - SHOWN} more diff lines"]
    return "\n".join(lines)


@pytest.mark.parametrize(("stem", "players", "seed", "options"), record_golden.GAMES)
def test_golden_playthrough_replays_exactly(stem, players, seed, options):
    recorded = (ROOT / "tests" / "golden" / f"{stem}.txt").read_text()
    replayed = record_golden.playthrough(players, seed, options)
    assert "# winner: team" in recorded
    if replayed != recorded:
        pytest.fail(
            f"the engine no longer plays {stem} as recorded (re-record with `make golden` if "
            f"that is intended):\n{golden_diff(recorded, replayed, stem + '.txt')}",
            pytrace=False,
        )


def test_golden_files_hold_notation_not_narration():
    # Every line is a header, a position, a numbered move or an event in event notation.
    verbs = ("played ", "discarded ", "moved ", "home ", "bumped ", "sent ", "drew ")
    verbs += ("reshuffled ", "won ")
    for path in sorted((ROOT / "tests" / "golden").glob("*.txt")):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if line.startswith(record_golden.EVENT_INDENT):
                event = line[len(record_golden.EVENT_INDENT) :]
                assert event.startswith(verbs), f"{path.name}:{number}: {line}"
            else:
                assert line.startswith(("#", "{")) or line.split()[0].isdigit(), (
                    f"{path.name}:{number}: {line}"
                )


def test_event_lines_show_each_pegs_path():
    card = Card.parse("9D")
    moved = PegMoved(2, parse_place("T66"), parse_place("T0"), (67, 68, 69, 70, 71, 0))
    assert event_notation(moved, path=True) == "moved 2:T66-T0 via T67,T68,T69,T70,T71"
    assert event_notation(moved) == "moved 2:T66-T0"
    jump = PegMoved(0, parse_place("S"), parse_place("T8"), (8,))
    assert event_notation(jump, path=True) == "moved 0:S-T8"
    assert event_notation(CardPlayed(0, card), path=True) == "played 0 9D"


def test_a_changed_game_fails_with_a_readable_diff():
    recorded = "# header\n   1 [4 legal] JS 2:S-T44\n       played 0 JS\n       drew 0 10C\n"
    replayed = recorded.replace("drew 0 10C", "drew 0 KH")
    diff = golden_diff(recorded, replayed, "x.txt")
    assert "-       drew 0 10C" in diff and "+       drew 0 KH" in diff
    assert "   1 [4 legal] JS 2:S-T44" in diff  # the move is shown as context
    long = golden_diff("a\n" * 200, "b\n" * 200, "x.txt")
    assert long.splitlines()[-1].startswith("... and ") and len(long.splitlines()) == SHOWN + 1
