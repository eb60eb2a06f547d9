"""Fuzzing the table server (issue 27's figure): N bad requests, 0 server errors, 0 state changes.

A real server (``python -m widgets.tables``, loopback, no rate bound so every request reaches a
handler) with a room of tables; then ``--requests`` requests drawn from the bad kinds the issue
names (bad JSON, wrong or missing tokens, stale revisions, oversize bodies, other seats' moves,
unknown codes) and more (odd methods, paths, headers, deep JSON, odd move texts and names, bad
class reports and class views asked with the wrong key). Every one is meant to be refused; after
each, the room's tables and its class are looked at again and any change is counted. Prints the
counts by kind and status.

    .venv/bin/python benchmarks/tables_fuzz.py --requests 10000
"""

from __future__ import annotations

import argparse
import http.client
import json
import random
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Client:
    """One kept-alive connection, opened again when the server closes it."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def ask(
        self,
        method: str,
        path: str,
        body: bytes | None = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[int, Any]:
        for attempt in range(3):
            try:
                self.connection.request(method, path, body=body, headers=headers or {})
                response = self.connection.getresponse()
                text = response.read()
                break
            except (OSError, http.client.HTTPException):
                self.connection.close()
                self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
                if attempt == 2:
                    return -1, None
        try:
            return response.status, json.loads(text)
        except ValueError:
            return response.status, None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        command = [sys.executable, "-m", "widgets.tables", "--port", str(port)]
        command += ["--db", str(Path(folder) / "fuzz.sqlite"), "--rate", "0"]
        server = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)
        assert server.stdout is not None
        server.stdout.readline()
        try:
            result = fuzz(Client(port), rng, args.requests)
        finally:
            server.terminate()
            server.wait(20)
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:28} {value}")
    clean = (
        result["server_errors"] == result["closed_without_answer"] == result["state_changes"] == 0
    )
    return 0 if clean else 1


def fuzz(client: Client, rng: random.Random, count: int) -> dict[str, Any]:
    def post(path: str, data: Any, token: str = "") -> tuple[int, Any]:
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        return client.ask("POST", path, json.dumps(data).encode(), headers)

    # A room: a Pegs table with people at every seat, one with computers paused, a Back Alley one.
    status, made = post("/api/tables", {"game": "pegs", "seats": ["person"] * 4, "seed": 3})
    assert status == 201, made
    teacher = made["teacher"]
    pegs_code = made["code"]
    seats = [
        post(f"/api/tables/{pegs_code}/join", {"seat": s, "name": f"P{s}"})[1]["token"]
        for s in range(4)
    ]
    status, made = post(
        "/api/tables",
        {
            "game": "backalley",
            "seats": ["person", "heuristic", "heuristic", "heuristic"],
            "pace": 0,
        },
        teacher,
    )
    ba_code = made["code"]
    ba_token = post(f"/api/tables/{ba_code}/join", {"seat": 0, "name": "B"})[1]["token"]
    codes = [pegs_code, ba_code]
    time.sleep(1.0)  # the Back Alley computers play up to the person's turn, then wait

    # A class with one learner's report (the class view, issue 27 item 5).
    class_code = post("/api/classes", {}, teacher)[1]["code"]
    learner = "k" * 32
    report = {"name": "L", "chapters": {"04": {"solved": ["04-bump-1"], "stars": 1}}}
    assert post(f"/api/classes/{class_code}/progress", report, learner)[0] == 200

    def fingerprint() -> str:
        _status, listed = client.ask(
            "GET", "/api/tables", headers={"Authorization": f"Bearer {teacher}"}
        )
        _status, shown = client.ask(
            "GET", f"/api/classes/{class_code}", headers={"Authorization": f"Bearer {teacher}"}
        )
        return json.dumps([listed, shown], sort_keys=True)

    def auth(token: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}

    def mover() -> tuple[str, dict[str, Any]]:
        for token in seats:
            _, view = client.ask("GET", f"/api/tables/{pegs_code}", headers=auth(token))
            if view and view.get("legal"):
                return token, view
        raise AssertionError("no seat to move")

    odd_texts = [
        "",
        " ",
        "\x00",
        "😀" * 50,
        "A" * 5000,
        "<script>",
        "JK 9:S-T999",
        "discard",
        "7H 0:T1-T4 0:T1-T4",
    ]
    kinds = [
        "bad_json",
        "no_token",
        "wrong_token",
        "stale",
        "oversize",
        "other_seat",
        "unknown_code",
        "odd_method",
        "odd_path",
        "odd_header",
        "deep_json",
        "odd_move",
        "odd_join",
        "odd_create",
        "teacher_only",
        "odd_id",
        "odd_class",
    ]
    statuses: Counter[str] = Counter()
    by_kind: Counter[str] = Counter()
    server_errors = closed = changes = accepted = 0
    changed_by: Counter[str] = Counter()
    before = fingerprint()
    began = time.perf_counter()
    for _ in range(count):
        kind = rng.choice(kinds)
        code = rng.choice(codes)
        token, view = mover()
        others = [t for t in seats if t != token]
        move = {
            "move": view["legal"][0],
            "revision": view["revision"],
            "id": f"f{rng.randrange(10**9)}",
        }
        target = f"/api/tables/{code}"
        if kind == "bad_json":
            path = rng.choice(
                ["/api/tables", f"{target}/join", f"{target}/moves", f"{target}/pause"]
            )
            body = rng.choice([b"{", b"[1,2", b"\xff\xfe", b"null", b'"text"', b"{'a': 1}", b""])
            result = client.ask("POST", path, body, auth(rng.choice([token, teacher])))
        elif kind == "no_token":
            path = rng.choice(["", "/moves", "/replay", "/board.svg", "/places", "/pause", "/end"])
            method = "GET" if path in ("", "/replay", "/board.svg", "/places") else "POST"
            result = client.ask(method, f"{target}{path}", json.dumps(move).encode())
        elif kind == "wrong_token":
            fake = rng.choice(
                [
                    "x" * 32,
                    seats[0][:-1] + "A",
                    "",
                    "Bearer",
                    ba_token if code == pegs_code else seats[1],
                ]
            )
            path = rng.choice(["", "/moves", "/pause", "/end", "/seats/0", "/replay"])
            method = "GET" if path in ("", "/replay") else "POST"
            result = client.ask(method, f"{target}{path}", json.dumps(move).encode(), auth(fake))
        elif kind == "stale":
            stale = {
                **move,
                "revision": view["revision"] - rng.randint(1, 3)
                if rng.random() < 0.8
                else view["revision"] + 7,
            }
            result = client.ask(
                "POST", f"/api/tables/{pegs_code}/moves", json.dumps(stale).encode(), auth(token)
            )
        elif kind == "oversize":
            size = rng.choice([70_000, 300_000])
            body = json.dumps({**move, "pad": "x" * size}).encode()
            result = client.ask("POST", f"/api/tables/{pegs_code}/moves", body, auth(token))
        elif kind == "other_seat":
            result = client.ask(
                "POST",
                f"/api/tables/{pegs_code}/moves",
                json.dumps(move).encode(),
                auth(rng.choice(others)),
            )
        elif kind == "unknown_code":
            bad = rng.choice(["ZZZZZZ", "0", "A" * 12, "abc123"])
            path = rng.choice(["", "/join", "/moves", "/live", "/seats"])
            result = client.ask(
                rng.choice(["GET", "POST"]), f"/api/tables/{bad}{path}", b"{}", auth(token)
            )
        elif kind == "odd_method":
            result = client.ask(
                rng.choice(["PUT", "DELETE", "PATCH", "OPTIONS"]),
                rng.choice([target, f"{target}/moves", "/api/tables"]),
                b"{}",
                auth(teacher),
            )
        elif kind == "odd_path":
            path = rng.choice(
                [
                    "/api/tables/../../etc/passwd",
                    "/static/../server.py",
                    "/api/%00",
                    "/api/tables/" + "A" * 300,
                    "/join/<x>",
                    "/api/tables//moves",
                    "/static/nothing.js",
                ]
            )
            result = client.ask("GET", path)
        elif kind == "odd_header":
            headers = rng.choice(
                [
                    {"Authorization": "Bearer " + "x" * 5000},
                    {"Authorization": "Basic abc"},
                    {"Content-Type": "text/plain"},
                    {"Authorization": "bearer"},
                ]
            )
            result = client.ask(
                "POST", f"/api/tables/{pegs_code}/moves", json.dumps(move).encode(), headers
            )
        elif kind == "deep_json":
            body = (
                b"[" * 5000 + b"]" * 5000
                if rng.random() < 0.5
                else b'{"a":' * 3000 + b"1" + b"}" * 3000
            )
            result = client.ask(
                "POST",
                rng.choice(["/api/tables", f"/api/tables/{pegs_code}/moves"]),
                body,
                auth(token),
            )
        elif kind == "odd_move":
            odd = {**move, "move": rng.choice([*odd_texts, 5, None, [], {"a": 1}])}
            result = client.ask(
                "POST", f"/api/tables/{pegs_code}/moves", json.dumps(odd).encode(), auth(token)
            )
        elif kind == "odd_join":
            body = rng.choice(
                [
                    {"seat": 0, "name": "X"},
                    {"seat": -1, "name": "X"},
                    {"seat": 99, "name": "X"},
                    {"seat": 1, "name": ""},
                    {"seat": 2, "name": "x" * 500},
                    {"seat": "0", "name": "X"},
                    {"seat": True, "name": "X"},
                    {"seat": 1, "name": 5},
                ]
            )
            result = post(f"/api/tables/{code}/join", body)
        elif kind == "odd_create":
            body = rng.choice(
                [
                    {"game": "go"},
                    {"game": "pegs", "players": 5},
                    {"game": "pegs", "seats": ["x"] * 4},
                    {"game": "pegs", "seed": 1.5},
                    {"game": "pegs", "pace": 1e9},
                    {"game": "pegs", "rules": {"nine": 9}},
                    {"game": "pegs", "position": {"format": "nope"}},
                    {"game": "backalley", "players": 4, "rules": "all"},
                    [],
                ]
            )
            result = post("/api/tables", body, rng.choice(["", "y" * 32]))
        elif kind == "teacher_only":
            path = rng.choice(["/pause", "/end", "/seats/1", "/replay"])
            result = client.ask(
                "POST" if path != "/replay" else "GET",
                f"{target}{path}",
                b'{"paused": true}',
                auth(rng.choice(seats)),
            )
        elif kind == "odd_class":
            where = rng.choice([class_code, "NOSUCH", "A" * 13, pegs_code])
            if rng.random() < 0.5:
                body = rng.choice(
                    [
                        {"name": "", "chapters": {}},
                        {"name": "L", "chapters": []},
                        {"name": "L", "chapters": {"<b>": {}}},
                        {"name": "L", "chapters": {"04": {"stars": 9}}},
                        {"name": "L", "chapters": {"04": {"solved": "all"}}},
                        {"name": "L", "chapters": {"04": {"solved": ["x"] * 300}}},
                        {"name": "L", "chapters": {str(n): {} for n in range(100)}},
                        {"name": 5},
                        [],
                    ]
                )
                key = rng.choice(["", "short", learner, "z" * 300])
                result = post(f"/api/classes/{where}/progress", body, key)
            else:
                path = rng.choice([f"/api/classes/{where}", f"/api/classes/{where}.csv"])
                result = client.ask("GET", path, headers=auth(rng.choice([token, "", "y" * 32])))
        else:  # odd_id
            odd = {**move, "id": rng.choice(["", "x" * 65, "a b", "ü", 5, None])}
            result = client.ask(
                "POST", f"/api/tables/{pegs_code}/moves", json.dumps(odd).encode(), auth(token)
            )
        status = result[0]
        statuses[str(status)] += 1
        by_kind[kind] += 1
        if status >= 500:
            server_errors += 1
        if status < 0:
            closed += 1  # the server closed the connection without an answer
        if 200 <= status < 300:
            accepted += 1
            before = fingerprint()
            continue
        after = fingerprint()
        if after != before:
            changes += 1
            changed_by[kind] += 1
            before = after
    # A table whose game is going on still plays after it all: one real move.
    token, view = mover()
    good = {"move": view["legal"][0], "revision": view["revision"], "id": "after-fuzz"}
    still_plays = (
        client.ask(
            "POST", f"/api/tables/{pegs_code}/moves", json.dumps(good).encode(), auth(token)
        )[0]
        == 200
    )
    return {
        "requests": count,
        "server_errors": server_errors,
        "closed_without_answer": closed,
        "state_changes": changes,
        "changed_by": dict(changed_by),
        "accepted": accepted,
        "by_status": dict(sorted(statuses.items())),
        "by_kind": dict(sorted(by_kind.items())),
        "still_plays_after": still_plays,
        "seconds": round(time.perf_counter() - began, 1),
    }


if __name__ == "__main__":
    sys.exit(main())
