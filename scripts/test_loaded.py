"""The browser tests under load (``make test-loaded``): the suite N times beside CPU hogs.

Starts ``--hogs`` processes that each burn one CPU core, runs the browser suite
(``tests/browser`` with ``PEGS_E2E=required``) ``--runs`` times in a row, then stops the hogs,
also when a run fails or the command is interrupted. Prints each run's result and time and a
last line with the failures; the exit status is 1 when any run failed. A test that passes here
does not depend on the machine being quiet (issue 26: no test races a timer).

    python scripts/test_loaded.py [--runs 5] [--hogs 2] [--tests PATH ...] [-- pytest arguments]
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: A process that keeps one core busy until it is stopped, or until its parent is gone (so no
#: hog outlives this script, even one killed outright).
HOG = "import os\nparent = os.getppid()\nwhile os.getppid() == parent:\n    pass"


@contextmanager
def hogs(count: int) -> Iterator[list[subprocess.Popen[bytes]]]:
    """``count`` CPU-burning processes, stopped (and waited for) when the block ends."""
    started: list[subprocess.Popen[bytes]] = []
    try:
        for _ in range(count):
            started.append(subprocess.Popen([sys.executable, "-c", HOG]))
        yield started
    finally:
        for process in started:
            process.terminate()
        for process in started:
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def pytest_command(tests: Sequence[str], extra: Sequence[str]) -> list[str]:
    """The browser suite's command line (``tests``), with any extra pytest arguments."""
    return [sys.executable, "-m", "pytest", *tests, "-p", "no:cacheprovider", "-q", *extra]


def run_suite(tests: Sequence[str], extra: Sequence[str]) -> tuple[int, float]:
    """Run the browser suite once; its exit status and seconds."""
    env = dict(os.environ, PEGS_E2E="required")
    start = time.monotonic()
    command = pytest_command(tests, extra)
    status = subprocess.run(command, cwd=ROOT, env=env, check=False).returncode
    return status, time.monotonic() - start


def _stop_on_term(signum: int, frame: object) -> None:
    """A polite kill (SIGTERM) ends the runs like Ctrl-C, so the hogs are stopped."""
    raise KeyboardInterrupt


def main(argv: Sequence[str] | None = None) -> int:
    """Run the browser suite ``--runs`` times beside ``--hogs`` hogs; 1 if any run failed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="how many runs in a row (5)")
    parser.add_argument("--hogs", type=int, default=2, help="CPU-burning processes beside (2)")
    parser.add_argument(
        "--tests",
        action="append",
        help="a test file or folder to run (repeatable; default: tests/browser)",
    )
    parser.add_argument("pytest_args", nargs="*", help="extra pytest arguments, after --")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.hogs < 0:
        parser.error("--runs must be 1 or more and --hogs 0 or more")
    tests = args.tests or ["tests/browser"]
    signal.signal(signal.SIGTERM, _stop_on_term)
    failed: list[int] = []
    with hogs(args.hogs):
        for run in range(1, args.runs + 1):
            print(f"test-loaded: run {run} of {args.runs}, {args.hogs} CPU hogs beside", flush=True)
            status, seconds = run_suite(tests, args.pytest_args)
            verdict = "passed" if status == 0 else f"FAILED (exit {status})"
            print(f"test-loaded: run {run} {verdict} in {seconds:.0f} s", flush=True)
            if status != 0:
                failed.append(run)
    print(
        f"test-loaded: {args.runs - len(failed)} of {args.runs} runs passed"
        + (f"; failed: {', '.join(map(str, failed))}" if failed else "")
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
