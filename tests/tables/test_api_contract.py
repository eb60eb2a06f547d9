"""The table server's API as issue 27 spells it, tested as a black box against a real process.

Every status code the issue lists: 201 (a table), 200 (join, look, move), 409 (seat taken or a
computer's, stale revision), 403 (bad token, not your seat, not your turn), 422 (an illegal move,
in words), the same command id answered the same and applied once, and the live WebSocket's
``{"revision": n}`` at every change. One server for the whole module.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from serverproc import PEGS_TABLE, Server, wait_until


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    # A high rate bound: these tests poll fast (the bound itself is tested in test_safety.py).
    running = Server(tmp_path_factory.mktemp("tables") / "tables.sqlite", "--rate", "500").start()
    yield running
    running.stop()


@pytest.fixture()
def table(server: Server) -> tuple[str, str, str, str]:
    """A fresh 4-player table: code, teacher's token, seat 0's and seat 1's tokens."""
    code, teacher = server.new_table()
    return code, teacher, server.join(code, 0, "Ana"), server.join(code, 1, "Ben")


def _seat_to_move(server: Server, code: str, tokens: list[str]) -> tuple[str, dict]:
    """The token whose seat is to move now (computers at pace 0 play until a person is)."""
    for _ in range(200):
        for token in tokens:
            view = server.look(code, token)
            if view["legal"]:
                return token, view
    raise AssertionError("no person's turn came")


def test_a_table_is_made_with_a_room_code_and_an_unguessable_teacher_token(server: Server):
    status, body = server.ask("POST", "/api/tables", PEGS_TABLE)
    assert status == 201
    assert set(body) == {"code", "teacher"}
    assert body["code"].isalnum() and 4 <= len(body["code"]) <= 8
    # URL-safe base64: 6 bits a character, at least 128 bits.
    assert len(body["teacher"]) * 6 >= 128


def test_back_alley_and_house_rules_and_every_pegs_size_make_tables(server: Server):
    for players in (4, 6, 8):
        seats = ["person"] + ["random"] * (players - 1)
        status, _ = server.ask(
            "POST", "/api/tables", {**PEGS_TABLE, "players": players, "seats": seats}
        )
        assert status == 201
    ruled = {**PEGS_TABLE, "rules": {"nine": "forward-only", "home_entry": "optional"}}
    assert server.ask("POST", "/api/tables", ruled)[0] == 201
    backalley = {"game": "backalley", "players": 4, "seats": ["person"] + ["heuristic"] * 3}
    assert server.ask("POST", "/api/tables", {**backalley, "seed": 3, "pace": 0})[0] == 201


def test_a_table_that_cannot_be_is_refused_in_words(server: Server):
    for bad in (
        {**PEGS_TABLE, "game": "chess"},
        {**PEGS_TABLE, "players": 5},
        {**PEGS_TABLE, "seats": ["person", "person"]},
        {**PEGS_TABLE, "seats": ["person", "person", "greedy", "deep-blue"]},
        {**PEGS_TABLE, "rules": {"nine": "sideways"}},
        {**PEGS_TABLE, "pace": -1},
        {"game": "backalley", "players": 6, "seats": ["person"] * 6},
    ):
        status, body = server.ask("POST", "/api/tables", bad)
        assert status == 422, bad
        assert body["error"].endswith("."), body
    status, body = server.ask("POST", "/api/tables", raw=b"{not json")
    assert status == 400 and "JSON" in body["error"]


def test_join_gives_a_seat_token_and_a_taken_or_computer_seat_is_409(server: Server):
    code, _teacher = server.new_table()
    status, body = server.ask("POST", f"/api/tables/{code}/join", {"seat": 0, "name": "Ana"})
    assert status == 200 and len(body["token"]) * 6 >= 128
    status, body = server.ask("POST", f"/api/tables/{code}/join", {"seat": 0, "name": "Cy"})
    assert status == 409 and "taken" in body["error"]
    status, body = server.ask("POST", f"/api/tables/{code}/join", {"seat": 2, "name": "Cy"})
    assert status == 409 and "computer" in body["error"]
    assert server.ask("POST", "/api/tables/NOSUCH/join", {"seat": 1, "name": "Cy"})[0] == 404


def test_a_seat_sees_only_its_own_hand_and_never_the_draw_order(server: Server, table):
    code, teacher, ana, ben = table
    for seat, token in ((0, ana), (1, ben)):
        view = server.look(code, token)
        assert set(view) >= {"revision", "seat", "state", "legal", "story", "over"}
        assert view["seat"] == seat
        assert view["state"]["format"] == "pegs-position/1"
        assert list(view["state"]["hands"]) == [str(seat)]
        assert len(view["state"]["hands"][str(seat)]) == 5
        assert "draw" not in view["state"] and "seed" not in view["state"]
        assert view["state"]["draw_count"] > 0
    watching = server.look(code, teacher)
    assert watching["seat"] is None
    assert watching["state"]["hands"] == {} and watching["legal"] == []


def test_legal_lists_moves_in_notation_only_on_the_seats_turn(server: Server, table):
    code, _teacher, ana, ben = table
    token, view = _seat_to_move(server, code, [ana, ben])
    other = ben if token == ana else ana
    assert server.look(code, other)["legal"] == []
    assert all(isinstance(m, str) for m in view["legal"])
    assert len(set(view["legal"])) == len(view["legal"])


def test_a_look_without_a_good_token_is_403(server: Server, table):
    code = table[0]
    assert server.ask("GET", f"/api/tables/{code}")[0] == 403
    assert server.ask("GET", f"/api/tables/{code}", token="x" * 32)[0] == 403
    assert server.ask("GET", "/api/tables/NOSUCH", token=table[2])[0] == 404


def test_a_legal_move_is_200_with_the_next_revision_and_the_same_id_applies_once(
    server: Server, table
):
    code, _teacher, ana, ben = table
    token, view = _seat_to_move(server, code, [ana, ben])
    command = {"move": view["legal"][0], "revision": view["revision"], "id": "move-one"}
    status, body = server.ask("POST", f"/api/tables/{code}/moves", command, token=token)
    assert (status, body) == (200, {"revision": view["revision"] + 1})
    after = server.look(code, token)
    # The same command again: the same answer, and nothing played twice.
    again = server.ask("POST", f"/api/tables/{code}/moves", command, token=token)
    assert again == (200, {"revision": view["revision"] + 1})
    assert server.look(code, token)["revision"] == after["revision"]
    assert len(server.look(code, token)["story"]) == len(after["story"])


def test_a_stale_revision_is_409_and_never_applied(server: Server, table):
    code, _teacher, ana, ben = table
    token, view = _seat_to_move(server, code, [ana, ben])
    stale = {"move": view["legal"][0], "revision": view["revision"] - 1, "id": "stale-1"}
    status, body = server.ask("POST", f"/api/tables/{code}/moves", stale, token=token)
    assert status == 409 and "look again" in body["error"]
    assert server.look(code, token)["revision"] == view["revision"]


def test_moving_out_of_turn_for_a_bad_token_or_as_teacher_is_403(server: Server, table):
    code, teacher, ana, ben = table
    token, view = _seat_to_move(server, code, [ana, ben])
    other = ben if token == ana else ana
    command = {"move": view["legal"][0], "revision": view["revision"], "id": "not-mine"}
    status, body = server.ask("POST", f"/api/tables/{code}/moves", command, token=other)
    assert status == 403 and "not your turn" in body["error"]
    assert server.ask("POST", f"/api/tables/{code}/moves", command, token=teacher)[0] == 403
    assert server.ask("POST", f"/api/tables/{code}/moves", command, token="y" * 32)[0] == 403
    assert server.ask("POST", f"/api/tables/{code}/moves", command)[0] == 403
    assert server.look(code, token)["revision"] == view["revision"]


def test_an_illegal_move_is_422_with_why_in_words(server: Server, table):
    code, _teacher, ana, ben = table
    token, view = _seat_to_move(server, code, [ana, ben])
    seat = view["seat"]
    # A peg of the other team's colour: RULES 1 (a seat moves its own team's pegs only).
    other = (seat + 1) % 4
    hand = view["state"]["hands"][str(seat)]
    illegal = f"{hand[0]} {other}:S-T{other * 18 + 8}"
    command = {"move": illegal, "revision": view["revision"], "id": "illegal-1"}
    status, body = server.ask("POST", f"/api/tables/{code}/moves", command, token=token)
    assert status == 422
    assert (
        body["error"].startswith("That move is not allowed") or "could not be read" in body["error"]
    )
    command = {"move": "fly to the moon", "revision": view["revision"], "id": "illegal-2"}
    status, body = server.ask("POST", f"/api/tables/{code}/moves", command, token=token)
    assert status == 422 and "could not be read" in body["error"]
    assert server.look(code, token)["revision"] == view["revision"]


def test_the_live_socket_tells_the_revision_at_every_change(server: Server, table):
    code, teacher, ana, ben = table
    token, view = _seat_to_move(server, code, [ana, ben])
    told: list = []
    listening = threading.Thread(
        target=lambda: server.live(code, json.dumps({"token": teacher}), 2, seen=told)
    )
    listening.start()
    wait_until(lambda: len(told) >= 1, "the live socket told the revision it opened at")
    command = {"move": view["legal"][0], "revision": view["revision"], "id": "live-1"}
    assert server.ask("POST", f"/api/tables/{code}/moves", command, token=token)[0] == 200
    listening.join(15)
    assert told[0] == {"revision": view["revision"]}
    assert told[1] == {"revision": view["revision"] + 1}


def test_the_live_socket_closes_for_a_bad_token(server: Server, table):
    code = table[0]
    told = server.live(code, json.dumps({"token": "nope"}), 1)
    assert told == [("closed", 4403)]


def test_a_back_alley_table_goes_through_a_whole_deal_by_bids_and_plays(server: Server):
    code, teacher = server.new_table(
        game="backalley", seats=["person", "heuristic", "heuristic", "heuristic"], seed=3
    )
    ana = server.join(code, 0)
    first = server.look(code, ana)
    assert first["state"]["format"] == "backalley-state/1"
    assert list(first["state"]["hands"]) == ["0"] and "seed" not in first["state"]
    scored = False
    for step in range(40):
        view = server.wait_turn(code, ana)
        if any("The deal is scored" in line for line in view["story"]):
            scored = True
            break
        move = view["legal"][-1] if view["legal"][0].startswith("bid") else view["legal"][0]
        command = {"move": move, "revision": view["revision"], "id": f"ba-{step}"}
        status, body = server.ask("POST", f"/api/tables/{code}/moves", command, token=ana)
        assert status == 200, body
    assert scored
    assert any(line.startswith("South bids") for line in server.look(code, teacher)["story"])


def test_a_game_played_to_its_end_says_over_and_refuses_more_moves(server: Server):
    code, teacher = server.new_table(seats=["person", "random", "random", "random"], seed=11)
    ana = server.join(code, 0)
    for step in range(2000):
        view = server.wait_turn(code, ana, timeout=60)
        if view["over"]:
            break
        command = {"move": view["legal"][0], "revision": view["revision"], "id": f"end-{step}"}
        assert server.ask("POST", f"/api/tables/{code}/moves", command, token=ana)[0] == 200
    assert view["over"]
    command = {"move": "discard 2H", "revision": view["revision"], "id": "after-end"}
    status, body = server.ask("POST", f"/api/tables/{code}/moves", command, token=ana)
    assert status == 409 and "over" in body["error"]
    assert server.look(code, teacher)["over"] is True


def test_unknown_addresses_are_404_in_json(server: Server, tmp_path: Path):
    status, body = server.ask("GET", "/api/nothing")
    assert status == 404 and "error" in body
