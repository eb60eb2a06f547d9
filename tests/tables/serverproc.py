"""A real table server in its own process, for black-box tests: start, ask, kill -9, restart.

Each ``Server`` runs ``python -m widgets.tables`` on a free loopback port with its own SQLite file;
``ask`` sends one HTTP request and returns the status and the decoded JSON body.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

PEGS_TABLE = {
    "game": "pegs",
    "players": 4,
    "seats": ["person", "person", "greedy", "greedy"],
    "seed": 7,
    "pace": 0,
}


def free_port() -> int:
    """A port nobody listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Server:
    """One server process over one database file."""

    def __init__(self, db: Path, *extra: str) -> None:
        self.db = db
        self.extra = extra
        self.port = free_port()
        self.process: subprocess.Popen[str] | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> Server:
        """Start the process and wait until it answers."""
        command = [sys.executable, "-m", "widgets.tables", "--port", str(self.port)]
        command += ["--db", str(self.db), *self.extra]
        self.process = subprocess.Popen(
            command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if "/teacher" not in line:
            self.kill()  # never leave a server behind
            raise AssertionError(f"the server did not start: {line!r}")
        return self

    def kill(self) -> None:
        """``kill -9`` the server: no goodbye, no flush."""
        assert self.process is not None
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> None:
        """Stop the server as Ctrl-C does (by its process id)."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def ask(
        self,
        method: str,
        path: str,
        body: Any = None,
        token: str | None = None,
        raw: bytes | None = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[int, Any]:
        """One request: (status, JSON body or text)."""
        import http.client

        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        sent = dict(headers or {})
        if token is not None:
            sent["Authorization"] = f"Bearer {token}"
        data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
        if data is not None:
            sent["Content-Type"] = "application/json"
        connection.request(method, path, body=data, headers=sent)
        response = connection.getresponse()
        text = response.read().decode()
        connection.close()
        try:
            return response.status, json.loads(text)
        except ValueError:
            return response.status, text

    def new_table(self, **changes: Any) -> tuple[str, str]:
        """A new table (4-player Pegs, two people, two greedy computers, pace 0 by default)."""
        status, body = self.ask("POST", "/api/tables", {**PEGS_TABLE, **changes})
        assert status == 201, body
        return body["code"], body["teacher"]

    def join(self, code: str, seat: int, name: str = "Ana") -> str:
        status, body = self.ask("POST", f"/api/tables/{code}/join", {"seat": seat, "name": name})
        assert status == 200, body
        return str(body["token"])

    def look(self, code: str, token: str) -> dict[str, Any]:
        status, body = self.ask("GET", f"/api/tables/{code}", token=token)
        assert status == 200, body
        return dict(body)

    def wait_turn(self, code: str, token: str, timeout: float = 20.0) -> dict[str, Any]:
        """The seat's view once it is that seat's turn or the game is over."""
        end = time.monotonic() + timeout
        while True:
            view = self.look(code, token)
            if view["legal"] or view["over"]:
                return view
            assert time.monotonic() < end, "the computers never gave the turn back"
            time.sleep(0.03)

    def look_at(self, path: str, token: str) -> dict[str, Any]:
        """A view at ``path`` (a table's address under a base path)."""
        status, body = self.ask("GET", path, token=token)
        assert status == 200, body
        return dict(body)

    def live_at(self, path: str, token: str, count: int = 1) -> list[Any]:
        """Open the live socket at ``path`` (under a base path), send the token, gather messages."""
        from tornado.websocket import websocket_connect

        async def gather() -> list[Any]:
            socket_ = await websocket_connect(f"ws://127.0.0.1:{self.port}{path}")
            socket_.write_message(json.dumps({"token": token}))
            gathered = []
            while len(gathered) < count:
                message = await asyncio.wait_for(socket_.read_message(), 10.0)
                assert message is not None, f"the socket closed: {socket_.close_code}"
                gathered.append(json.loads(message))
            socket_.close()
            return gathered

        return asyncio.run(gather())

    def live(
        self,
        code: str,
        first: str,
        count: int,
        timeout: float = 10.0,
        seen: list[Any] | None = None,
    ) -> list[Any]:
        """Open the live socket, send ``first``, and gather ``count`` messages (or a close).

        ``seen``, when given, receives each message as it comes, so another thread can wait for
        the first one.
        """
        from tornado.websocket import websocket_connect

        async def gather() -> list[Any]:
            url = f"ws://127.0.0.1:{self.port}/api/tables/{code}/live"
            socket_ = await websocket_connect(url)
            socket_.write_message(first)
            gathered: list[Any] = [] if seen is None else seen
            while len(gathered) < count:
                message = await asyncio.wait_for(socket_.read_message(), timeout)
                if message is None:
                    gathered.append(("closed", socket_.close_code))
                    break
                gathered.append(json.loads(message))
            socket_.close()
            return gathered

        return asyncio.run(gather())


def wait_until(holds: Callable[[], bool], what: str, timeout: float = 60.0) -> None:
    """Return once ``holds()`` is true; fail naming ``what`` after ``timeout`` seconds.

    The bound is generous on purpose: the tests wait for a state, never for a time.
    """
    end = time.monotonic() + timeout
    while not holds():
        assert time.monotonic() < end, f"never happened: {what}"
        time.sleep(0.03)
