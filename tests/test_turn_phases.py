"""The turn-phases benchmark (issue 30, item 5: where a random game's time goes) runs on one
seeded game and writes every phase it names, the hands with a 7 or a 9 counted apart."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_turn_phases_benchmark_writes_every_phase(tmp_path):
    out = tmp_path / "phases.json"
    script = str(ROOT / "benchmarks" / "turn_phases.py")
    done = subprocess.run(
        [sys.executable, script, "--games", "1", "--json", str(out)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    figures = json.loads(out.read_text())
    assert figures["players"] == 4 and figures["games"] == 1 and figures["turns"] > 100
    phases = ["copy", "arrays", "walks", "count", "count + draw", "play"]
    phases += ["count, hands with a 7 or a 9", "count, other hands"]
    assert all(figures[name] > 0 for name in phases)
    assert 0 < figures["share of hands with a 7 or a 9"] < 1
    assert done.stdout.startswith(f"{figures['turns']} turns of 1 seeded 4-player random games")
