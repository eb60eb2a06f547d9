"""The side-by-side benchmark (issue 30, item 5) reads the peer engine from a path and says in a
sentence that it skipped when the path holds none, rather than failing with a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_peer_benchmark_says_it_skipped_without_the_peer(tmp_path):
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "peer.py"), "--peer-path", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"skipped: no peer engine at {tmp_path} ")
    assert "Traceback" not in done.stderr
