"""The table server under a base path (issue 27): every address, page link and socket behind it.

Behind a JupyterHub the server is reached at ``/services/pegs/``: ``--base-url`` (or the hub's
``JUPYTERHUB_SERVICE_PREFIX``) puts every route, every link of the pages and the live socket
under it, and nothing stays at the root.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from serverproc import PEGS_TABLE, ROOT, Server

from widgets.tables.server import base_path

BASE = "/services/pegs/"


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path / "tables.sqlite", "--base-url", "services/pegs").start()
    yield running
    running.stop()


def test_every_address_is_under_the_base_path(server: Server):
    status, made = server.ask("POST", f"{BASE}api/tables", PEGS_TABLE)
    assert status == 201
    code, teacher = made["code"], made["teacher"]
    token = server.ask("POST", f"{BASE}api/tables/{code}/join", {"seat": 0, "name": "Ana"})[1]
    assert server.ask("GET", f"{BASE}api/tables/{code}", token=token["token"])[0] == 200
    assert server.ask("GET", f"{BASE}api/games")[0] == 200
    assert server.ask("POST", f"{BASE}api/classes", {}, token=teacher)[0] == 201
    for path in ("/api/games", "/teacher", "/", "/static/common.js", f"/join/{code}"):
        assert server.ask("GET", path)[0] == 404, path
    # The live socket too: it answers with the table's revision.
    (told,) = server.live_at(f"{BASE}api/tables/{code}/live", teacher)
    assert told["revision"] == server.look_at(f"{BASE}api/tables/{code}", teacher)["revision"]


def test_the_pages_link_their_files_and_the_api_under_the_base_path(server: Server):
    for page in ("teacher", "", "join/ABC234"):
        status, text = server.ask("GET", f"{BASE}{page}")
        assert status == 200
        assert '<meta name="pegs-base" content="/services/pegs/">' in text
        assert 'src="/services/pegs/static/common.js"' in text
        assert "{{base}}" not in text and 'src="/static' not in text
    status, script = server.ask("GET", f"{BASE}static/common.js")
    assert status == 200 and "pegs-base" in script
    # The base without its last slash (a hub's link) leads to the student's page.
    status, _ = server.ask("GET", BASE.rstrip("/"))
    assert status == 302


def test_the_hubs_service_prefix_is_the_default_and_a_bad_base_is_refused(tmp_path: Path):
    env = {**os.environ, "JUPYTERHUB_SERVICE_PREFIX": "/services/kit/"}
    server = Server(tmp_path / "hub.sqlite")
    command = [sys.executable, "-m", "widgets.tables", "--port", str(server.port)]
    process = subprocess.Popen(
        [*command, "--db", str(server.db)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    server.process = process
    try:
        assert process.stdout is not None
        assert f"127.0.0.1:{server.port}/services/kit/teacher" in process.stdout.readline()
        assert server.ask("GET", "/services/kit/api/games")[0] == 200
    finally:
        server.stop()
    for bad in ('/a"b/', "/x y/", "/<script>/", "/../"):
        with pytest.raises(ValueError, match="cannot be used"):
            base_path(bad)
    assert base_path("") == base_path("/") == "/"
    assert base_path("services/pegs") == BASE
    refused = subprocess.run(
        [*command, "--base-url", "/a b/"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert refused.returncode == 2 and "cannot be used" in refused.stderr
    assert "Traceback" not in refused.stderr


def test_pegs_serve_passes_the_base_url_on_only_when_given():
    from pegs.cli.main import build_parser
    from pegs.cli.serve import server_command

    given = build_parser().parse_args(["serve", "--base-url", "/services/pegs/"])
    assert server_command(given)[-2:] == ["--base-url", "/services/pegs/"]
    # Not given: the server itself reads $JUPYTERHUB_SERVICE_PREFIX (a hub's service has it).
    assert "--base-url" not in server_command(build_parser().parse_args(["serve"]))
