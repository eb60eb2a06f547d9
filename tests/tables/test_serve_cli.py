"""``pegs serve`` (issue 27): it becomes the table server, prints the link, stops on Ctrl-C."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path

from serverproc import ROOT, free_port

from pegs.cli.main import build_parser
from pegs.cli.serve import OPTIONS
from widgets.tables.__main__ import build_parser as server_parser


def test_pegs_serve_prints_the_teachers_link_serves_the_pages_and_stops_on_ctrl_c(tmp_path: Path):
    port = free_port()
    db = tmp_path / "class.sqlite"
    process = subprocess.Popen(
        [sys.executable, "-m", "pegs", "serve", "--port", str(port), "--db", str(db)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert f"http://127.0.0.1:{port}/teacher" in line
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/teacher", timeout=10) as page:
            assert page.status == 200 and b"teacher.js" in page.read()
        assert db.exists()
        # The process is the server itself: Ctrl-C (SIGINT to its id) stops it cleanly.
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=120)  # a watchdog, not a speed check
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, err
    assert "stopped" in out and "Traceback" not in err


def test_pegs_serve_declares_the_servers_own_options_and_defaults():
    serve = build_parser()._subparsers._group_actions[0].choices["serve"]  # type: ignore[union-attr]
    # The base URL's default is the server's to work out (from $JUPYTERHUB_SERVICE_PREFIX).
    mine = ("help", "base_url")
    ours = {a.dest: a.default for a in serve._actions if a.dest not in mine}
    theirs = {a.dest: a.default for a in server_parser()._actions if a.dest not in mine}
    assert ours == theirs
    assert {flag for flag, *_ in OPTIONS} >= {"--host", "--port", "--db"}
    assert ours["host"] == "127.0.0.1"


def test_pegs_serve_speaks_pegs_lang_or_lang_and_refuses_an_unknown_one(tmp_path: Path):
    """Issue 28 item 4: ``PEGS_LANG`` (or ``--lang``) chooses the language of the lines printed."""
    port = free_port()
    command = [sys.executable, "-m", "pegs", "serve", "--port", str(port)]
    command += ["--db", str(tmp_path / "class.sqlite")]
    env = {**os.environ, "PEGS_LANG": "fi"}
    process = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.startswith("Pöytäpalvelin on käynnissä. Opettajan sivu: http://127.0.0.1:")
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=120)  # a watchdog, not a speed check
    finally:
        if process.poll() is None:
            process.kill()
    assert "Pöytäpalvelin on pysähtynyt" in out, err
    refused = subprocess.run(
        [*command, "--lang", "de"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert refused.returncode == 2 and "unknown language 'de'" in refused.stderr
    assert "Traceback" not in refused.stderr
