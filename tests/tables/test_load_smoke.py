"""The load generator (benchmarks/tables_load.py) on one table for a few seconds, with a kill -9.

Not a speed test (no figure depends on the machine): it checks that the generator runs and that
what it counts holds on a short run: no errors, no move lost or doubled across a SIGKILL and a
restart, every table equal to its log, every screen back after the restart.
"""

from __future__ import annotations

import json
import subprocess
import sys

from serverproc import ROOT


def test_a_short_load_with_a_kill_loses_and_doubles_nothing():
    command = [sys.executable, "benchmarks/tables_load.py", "--tables", "1", "--duration", "3"]
    command += ["--burst", "1", "--think", "0.05", "0.2", "--kill-at", "1.5", "--json"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    result = json.loads(done.stdout.splitlines()[-1])
    assert done.returncode == 0, result
    assert result["moves"] > 5 and result["errors"] == 0
    assert result["lost"] == 0 and result["doubled"] == 0
    assert result["tables_not_matching_their_log"] == []
    assert result["screens_back_after_restart"] == 5
