"""Fuzz both command lines (issue 18): exit 0 or 2, one ``error:`` line, no input file changed."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from fuzzkit import ba_argv, check_contract, examples, pegs_argv, run_cli_case
from hypothesis import HealthCheck, given, settings

from backalley import cli as ba_cli
from pegs import cli as pegs_cli

ROOT = Path(__file__).resolve().parents[2]
FAST = dict(deadline=None, database=None, suppress_health_check=list(HealthCheck))


@settings(max_examples=examples(400), **FAST)
@given(case=pegs_argv())
def test_fuzz_pegs_command_line(case) -> None:
    argv, files, stdin = case
    with tempfile.TemporaryDirectory() as directory:
        run_cli_case("pegs", pegs_cli.main, argv, files, stdin, Path(directory))


@settings(max_examples=examples(300), **FAST)
@given(case=ba_argv())
def test_fuzz_backalley_command_line(case) -> None:
    argv, files, stdin = case
    with tempfile.TemporaryDirectory() as directory:
        run_cli_case("backalley", ba_cli.main, argv, files, stdin, Path(directory))


@settings(max_examples=examples(4), **FAST)
@given(pegs_case=pegs_argv(), ba_case=ba_argv())
def test_fuzz_real_processes(pegs_case, ba_case) -> None:
    """A few real runs: the contract holds for the installed entry points too."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for module, (argv, files, stdin) in (("pegs", pegs_case), ("backalley", ba_case)):
        with tempfile.TemporaryDirectory() as directory:
            paths = {}
            for name, data in files.items():
                paths[name] = Path(directory) / name
                paths[name].write_bytes(data)
            args = [str(paths[a]) if a in paths else a for a in argv]
            result = subprocess.run(
                [sys.executable, "-m", module, *args],
                input=stdin,
                capture_output=True,
                cwd=directory,
                env=env,
                timeout=120,
            )
            out = result.stdout.decode("utf-8", "replace")
            err = result.stderr.decode("utf-8", "replace")
            check_contract(f"{module} process", result.returncode, out, err, args)
            for name, data in files.items():
                assert paths[name].read_bytes() == data
