"""Golden playthroughs: seeded games recorded move by move must replay exactly.

A failure means the engine's behaviour changed (moves offered, their order, events, draws,
reshuffles). If the change is intended, re-record with ``python scripts/record_golden.py`` and
review the diff.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import record_golden  # noqa: E402


@pytest.mark.parametrize(("stem", "players", "seed", "options"), record_golden.GAMES)
def test_golden_playthrough_replays_exactly(stem, players, seed, options):
    recorded = (ROOT / "tests" / "golden" / f"{stem}.txt").read_text()
    replayed = record_golden.playthrough(players, seed, options)
    assert replayed.splitlines() == recorded.splitlines()
    assert "# winner: team" in recorded
