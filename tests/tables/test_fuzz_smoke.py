"""The fuzzer (benchmarks/tables_fuzz.py) for a few hundred requests, class routes among them.

Not the figure (that is 10,000 requests): it checks that the fuzzer runs and that on a short run
no bad request gets a server error (5xx), is accepted, or changes a table or the class.
"""

from __future__ import annotations

import json
import subprocess
import sys

from serverproc import ROOT


def test_a_short_fuzz_gets_no_server_error_and_changes_nothing():
    command = [sys.executable, "benchmarks/tables_fuzz.py", "--requests", "400", "--json"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    result = json.loads(done.stdout.splitlines()[-1])
    assert done.returncode == 0, result
    assert result["server_errors"] == result["closed_without_answer"] == 0
    assert result["state_changes"] == 0 and result["accepted"] == 0
    assert result["by_kind"]["odd_class"] > 0 and result["still_plays_after"]
