"""Nothing lost (issue 27, item 8): ``kill -9`` of a real server and a restart restore every table.

Position, hands, story, seats and their tokens, revision: every seat's view and the teacher's are
the same after the restart, a command sent again after it is answered the same and applied once,
and a table whose computers were moving when the server was killed equals its kept log.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from serverproc import Server, wait_until

import pegs


def _play_people(server: Server, code: str, tokens: list[str], moves: int, tag: str) -> list:
    """Let the people (and, between them, the computers) make ``moves`` moves; their commands."""
    sent = []
    for step in range(moves):
        wait_until(lambda: any(server.look(code, t)["legal"] for t in tokens), "a person's turn")
        token = next(t for t in tokens if server.look(code, t)["legal"])
        view = server.look(code, token)
        command = {"move": view["legal"][0], "revision": view["revision"], "id": f"{tag}-{step}"}
        assert server.ask("POST", f"/api/tables/{code}/moves", command, token=token)[0] == 200
        sent.append((token, command))
    return sent


@pytest.fixture()
def started() -> Iterator[list[Server]]:
    """The servers a test starts, each stopped at its end whatever happens (by process id)."""
    servers: list[Server] = []
    yield servers
    for server in servers:
        server.stop()


def test_kill_9_and_a_restart_restore_every_table_exactly(tmp_path: Path, started):
    db = tmp_path / "tables.sqlite"
    first = Server(db).start()
    started.append(first)
    pegs_code, teacher = first.new_table(seed=21)
    pegs_tokens = [first.join(pegs_code, 0, "Ana"), first.join(pegs_code, 1, "Ben")]
    ba_table = {"game": "backalley", "seats": ["person", "heuristic", "person", "heuristic"]}
    status, made = first.ask("POST", "/api/tables", {**ba_table, "seed": 4, "pace": 0}, teacher)
    assert status == 201
    ba_code = made["code"]
    ba_tokens = [first.join(ba_code, 0, "Cy"), first.join(ba_code, 2, "Di")]
    sent = _play_people(first, pegs_code, pegs_tokens, 6, "p")
    sent += _play_people(first, ba_code, ba_tokens, 5, "b")
    time.sleep(0.3)  # the computers' last answers
    first.ask("POST", f"/api/tables/{ba_code}/pause", {"paused": True}, token=teacher)
    before = {
        (code, token): first.look(code, token)
        for code, tokens in ((pegs_code, pegs_tokens), (ba_code, ba_tokens))
        for token in [*tokens, teacher]
    }
    first.kill()

    second = Server(db).start()  # a new port, the same file
    started.append(second)
    try:
        for (code, token), view in before.items():
            assert second.look(code, token) == view
        # The last command sent again: the same answer, applied once.
        token, command = sent[-1]
        answer = second.ask("POST", f"/api/tables/{ba_code}/moves", command, token=token)
        assert answer == (200, {"revision": command["revision"] + 1})
        assert second.look(ba_code, teacher)["revision"] == before[(ba_code, teacher)]["revision"]
        # The people play on where they were.
        _play_people(second, pegs_code, pegs_tokens, 2, "after")
    finally:
        second.stop()


def _log(db: Path, code: str) -> tuple[str, list[str]]:
    with sqlite3.connect(db) as connection:
        (start,) = connection.execute("SELECT start FROM tables WHERE code = ?", (code,)).fetchone()
        moves = connection.execute(
            "SELECT move FROM moves WHERE code = ? ORDER BY revision", (code,)
        )
        return start, [move for (move,) in moves]


def test_a_table_killed_while_its_computers_move_equals_its_kept_log(tmp_path: Path, started):
    db = tmp_path / "busy.sqlite"
    first = Server(db).start()
    started.append(first)
    code, teacher = first.new_table(seats=["greedy"] * 4, seed=8)
    wait_until(lambda: first.look(code, teacher)["revision"] > 4, "the computers made 5 moves")
    first.kill()
    _start, killed = _log(db, code)
    assert len(killed) > 4
    second = Server(db).start()
    started.append(second)
    try:
        second.ask("POST", f"/api/tables/{code}/pause", {"paused": True}, token=teacher)
        time.sleep(0.3)  # a computer's move under way when paused is kept too
        view = second.look(code, teacher)
        start, log = _log(db, code)
        # Nothing kept was lost or changed; the computers went on from where the log ended.
        assert log[: len(killed)] == killed and view["revision"] == len(log)
        position = pegs.Position.from_json(start)
        for move in log:
            position = position.play(position.parse_move(move))[0]
        assert view["state"]["pegs"] == position.to_dict()["pegs"]
        assert view["state"]["discard"] == position.to_dict()["discard"]
    finally:
        second.stop()
