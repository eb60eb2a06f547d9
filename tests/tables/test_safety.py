"""The table server's safety (issue 27, item 7) and the teacher's switches, against a real process.

No response of any endpoint holds another seat's cards or the draw pile's order; tokens are kept
only as hashes; names are data, never markup; bodies and rates are bounded; the live socket
refuses other origins; a teacher's token opens only its own room. One server (the default rate
bound) for the module, plus a short-lived one whose room codes expire at once.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from serverproc import Server, wait_until
from tornado.httpclient import HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

import backalley
import pegs


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    running = Server(tmp_path_factory.mktemp("safety") / "tables.sqlite").start()
    yield running
    running.stop()


def _true_state(db: Path, code: str) -> Any:
    """The table's whole state (every hand, the draw order), replayed from the kept log."""
    with sqlite3.connect(db) as connection:
        spec, start = connection.execute(
            "SELECT spec, start FROM tables WHERE code = ?", (code,)
        ).fetchone()
        moves = [
            m
            for (m,) in connection.execute(
                "SELECT move FROM moves WHERE code = ? ORDER BY revision", (code,)
            )
        ]
    game = json.loads(spec)["game"]
    state = (pegs.Position if game == "pegs" else backalley.State).from_dict(json.loads(start))
    for move in moves:
        state = state.play(state.parse_move(move))[0]
    return state


def _secrets_in(text: str, state: Any, seat: int | None) -> list[str]:
    """Other seats' hands or the draw order, found in a response's text."""
    data = state.to_dict()
    found = []
    for other, cards in data["hands"].items():
        if seat is not None and int(other) == seat:
            continue
        if len(cards) >= 2 and json.dumps(cards) in text:
            found.append(f"seat {other}'s hand")
    draw = data.get("draw") or []
    if len(draw) >= 3 and json.dumps(draw[:3])[1:-1] in text:
        found.append("the draw order")
    return found


@pytest.mark.parametrize("game", ["pegs", "backalley"])
def test_no_response_of_any_endpoint_holds_another_seats_cards_or_the_draw(
    server: Server, game: str
):
    bots = "greedy" if game == "pegs" else "heuristic"
    code, teacher = server.new_table(game=game, seats=["person", "person", bots, bots], seed=5)
    tokens = {0: server.join(code, 0, "Ana"), 1: server.join(code, 1, "Ben"), None: teacher}
    for step in range(6):
        state = _true_state(server.db, code)
        for seat, token in tokens.items():
            for path in ("", "/replay", "/board.svg"):
                _status, body = server.ask("GET", f"/api/tables/{code}{path}", token=token)
                text = body if isinstance(body, str) else json.dumps(body)
                assert _secrets_in(text, state, seat) == [], (seat, path)
            if seat is not None:
                view = server.look(code, token)
                assert list(view["state"]["hands"]) == [str(seat)]
        listed = json.dumps(server.ask("GET", "/api/tables", token=teacher)[1])
        assert _secrets_in(listed, state, None) == []
        people = [t for s, t in tokens.items() if s is not None]
        wait_until(
            lambda people=people: any(server.look(code, t)["legal"] for t in people),
            "a person's turn came",
        )
        token = next(t for t in people if server.look(code, t)["legal"])
        view = server.look(code, token)
        command = {"move": view["legal"][0], "revision": view["revision"], "id": f"s{step}"}
        assert server.ask("POST", f"/api/tables/{code}/moves", command, token=token)[0] == 200


def test_tokens_are_kept_only_as_hashes(server: Server):
    code, teacher = server.new_table()
    token = server.join(code, 0)
    wal = Path(f"{server.db}-wal")
    kept = Path(server.db).read_bytes() + (wal.read_bytes() if wal.exists() else b"")
    assert teacher.encode() not in kept and token.encode() not in kept


def test_a_name_that_looks_like_markup_is_kept_as_text_and_no_page_holds_it(server: Server):
    code, teacher = server.new_table()
    name = "<script>alert(1)</script>"
    server.join(code, 0, name)
    assert server.look(code, teacher)["seats"][0]["name"] == name  # data, as typed
    for path in ("/", f"/join/{code}", "/teacher"):
        status, page = server.ask("GET", path)
        assert status == 200 and "alert(1)" not in page


def test_a_body_over_the_bound_is_413(server: Server):
    code, _ = server.new_table()
    status, body = server.ask(
        "POST", f"/api/tables/{code}/join", raw=b'{"name": "' + b"x" * 70_000 + b'"}'
    )
    assert status == 413 and body["error"] == "The request is too large."


def test_too_many_requests_are_429_in_words_and_the_seat_plays_on_after(server: Server):
    code, _ = server.new_table()
    token = server.join(code, 0)
    # Many at once, in rounds until the bound answers: a slow machine refills the bucket while
    # it sends, so how many rounds that takes depends on its speed; what is checked does not.
    answers: list[tuple[int, Any]] = []
    with ThreadPoolExecutor(16) as pool:
        for _ in range(20):
            answers += pool.map(
                lambda _: server.ask("GET", f"/api/tables/{code}", token=token), range(240)
            )
            if any(status == 429 for status, _ in answers):
                break
    statuses = [status for status, _ in answers]
    assert 429 in statuses and statuses.count(200) >= 60  # the burst, then the bound
    assert {status for status in statuses} <= {200, 429}
    refused = next(body for status, body in answers if status == 429)
    assert refused["error"].startswith("Too many")
    # The bucket fills again with time: the seat is answered again (waited for, not timed).
    deadline = time.monotonic() + 60
    while server.ask("GET", f"/api/tables/{code}", token=token)[0] != 200:
        assert time.monotonic() < deadline, "the seat was never answered again"
        time.sleep(0.2)


def test_the_live_socket_refuses_a_page_of_another_origin(server: Server):
    code, teacher = server.new_table()

    async def connect(origin: str) -> int:
        url = f"ws://127.0.0.1:{server.port}/api/tables/{code}/live"
        try:
            socket = await websocket_connect(HTTPRequest(url, headers={"Origin": origin}))
        except HTTPClientError as err:
            return err.code
        socket.write_message(json.dumps({"token": teacher}))
        message = await socket.read_message()
        socket.close()
        return 200 if message else 0

    assert asyncio.run(connect("http://evil.example")) == 403
    assert asyncio.run(connect(f"http://127.0.0.1:{server.port}")) == 200


def test_the_teacher_pauses_and_continues_the_computers(server: Server):
    code, teacher = server.new_table(seats=["greedy"] * 4)
    assert (
        server.ask("POST", f"/api/tables/{code}/pause", {"paused": True}, token=teacher)[0] == 200
    )
    time.sleep(0.3)
    paused_at = server.look(code, teacher)["revision"]
    time.sleep(0.5)
    assert server.look(code, teacher)["revision"] == paused_at
    assert (
        server.ask("POST", f"/api/tables/{code}/pause", {"paused": False}, token=teacher)[0] == 200
    )
    wait_until(lambda: server.look(code, teacher)["revision"] > paused_at, "the computers went on")


def test_the_teacher_gives_a_seat_to_another_student_and_the_old_token_is_revoked(server: Server):
    code, teacher = server.new_table()
    old = server.join(code, 0, "Ana")
    status, body = server.ask("POST", f"/api/tables/{code}/seats/0", {"name": "Cy"}, token=teacher)
    assert status == 200
    assert server.ask("GET", f"/api/tables/{code}", token=old)[0] == 403
    assert server.look(code, body["token"])["seat"] == 0
    assert server.look(code, teacher)["seats"][0]["name"] == "Cy"
    # A student cannot do the teacher's part.
    assert server.ask("POST", f"/api/tables/{code}/seats/1", {}, token=body["token"])[0] == 403


def test_the_teacher_ends_a_table_and_lists_the_rooms_tables(server: Server):
    code, teacher = server.new_table()
    status, body = server.ask("POST", "/api/tables", {"game": "backalley"}, token=teacher)
    assert status == 201 and body["teacher"] == teacher  # the same room
    other_code, other_teacher = server.new_table()
    listed = server.ask("GET", "/api/tables", token=teacher)[1]["tables"]
    assert {t["code"] for t in listed} == {code, body["code"]}
    assert server.ask("POST", f"/api/tables/{code}/end", token=other_teacher)[0] == 403
    ana = server.join(code, 0)
    assert server.ask("POST", f"/api/tables/{code}/end", token=teacher)[0] == 200
    view = server.look(code, ana)
    assert view["ended"] and view["legal"] == []
    command = {"move": "discard 2H", "revision": view["revision"], "id": "after-end"}
    status, body = server.ask("POST", f"/api/tables/{code}/moves", command, token=ana)
    assert status == 409 and "ended" in body["error"]
    assert server.ask("POST", f"/api/tables/{code}/join", {"seat": 1, "name": "Ben"})[0] == 409
    assert server.look(other_code, other_teacher)["ended"] is False


def test_the_replay_holds_the_last_round_each_move_with_the_board_before(server: Server):
    code, teacher = server.new_table(seats=["greedy"] * 4)
    wait_until(lambda: server.look(code, teacher)["revision"] >= 4, "a round was played")
    server.ask("POST", f"/api/tables/{code}/pause", {"paused": True}, token=teacher)
    status, body = server.ask("GET", f"/api/tables/{code}/replay", token=teacher)
    assert status == 200 and len(body["moves"]) == 4
    revisions = [m["revision"] for m in body["moves"]]
    assert revisions == list(range(body["revision"] - 3, body["revision"] + 1))
    assert all(m["before"]["hands"] == {} and m["story"] for m in body["moves"])


def test_a_room_code_expires(tmp_path: Path):
    short = Server(tmp_path / "expiring.sqlite", "--code-hours", "0.001").start()  # 3.6 s
    try:
        code, teacher = short.new_table()
        assert short.ask("GET", f"/api/tables/{code}", token=teacher)[0] == 200
        wait_until(
            lambda: short.ask("GET", f"/api/tables/{code}", token=teacher)[0] != 200,
            "the room code expired",
        )
        status, body = short.ask("GET", f"/api/tables/{code}", token=teacher)
        assert status == 404 and "expired" in body["error"]
        assert short.ask("POST", f"/api/tables/{code}/join", {"seat": 0, "name": "A"})[0] == 404
    finally:
        short.stop()
