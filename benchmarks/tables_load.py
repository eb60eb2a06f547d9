"""Load on the table server (issue 27's figures), loopback only, bounded in time.

8 tables of 4 student clients and 8 teacher clients (``--tables``), each acting as its page
does: a live socket, and at every ``{"revision": n}`` a look at the table and its board picture.
Students move at a person's pace (``--think`` seconds, random between its two values) for
``--duration`` seconds, then as fast as allowed for ``--burst`` seconds. ``--kill-at S`` kills
the server with SIGKILL S seconds in and restarts it on the same file and port; the clients come
back by themselves (their time to come back is measured). A table whose game ends is followed by
a new one. At the end: errors, moves acknowledged vs kept (lost or doubled), move -> every
screen told (p50/p95/max), the server's peak memory, and every table checked against its log.

    .venv/bin/python benchmarks/tables_load.py --duration 180 --burst 20 --kill-at 90
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run from anywhere

import pegs  # noqa: E402


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class ServerProcess:
    """``python -m widgets.tables`` on one port and one file; killed and restarted on demand."""

    def __init__(self, db: Path, port: int, rate: float) -> None:
        self.db, self.port, self.rate = db, port, rate
        self.process: subprocess.Popen[str] | None = None
        self.peak_kb = 0
        self.cpu_s = self.cpu_before = self.cpu_last = 0.0

    def start(self) -> None:
        self.cpu_before += self.cpu_last  # a restarted server's CPU time adds to the first's
        self.cpu_last = 0.0
        command = [sys.executable, "-m", "widgets.tables", "--port", str(self.port)]
        command += ["--db", str(self.db), "--rate", str(self.rate)]
        self.process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)
        assert self.process.stdout is not None
        self.process.stdout.readline()

    def sample(self) -> None:
        """Keep the peak resident memory (VmHWM) and the CPU time of the running process."""
        if self.process is None:
            return
        try:
            fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
            used = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
            self.cpu_s = self.cpu_before + used
            self.cpu_last = used
        except (OSError, IndexError, ValueError):
            pass
        try:
            text = Path(f"/proc/{self.process.pid}/status").read_text()
        except OSError:
            return
        for line in text.splitlines():
            if line.startswith("VmHWM:"):
                self.peak_kb = max(self.peak_kb, int(line.split()[1]))

    def kill(self) -> None:
        assert self.process is not None
        self.sample()
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.sample()
            self.process.send_signal(signal.SIGINT)
            self.process.wait(20)


@dataclass
class Figures:
    """What the run counted."""

    errors: list[str] = field(default_factory=list)
    acknowledged: dict[str, set[str]] = field(default_factory=dict)  # code -> command ids
    sent_at: dict[tuple[str, int], float] = field(default_factory=dict)
    told: dict[tuple[str, int], list[float]] = field(default_factory=dict)
    screens: dict[str, int] = field(default_factory=dict)
    requests: int = 0
    stale: int = 0
    rate_limited: int = 0
    moves_in_kill: set[tuple[str, int]] = field(default_factory=set)
    back_after_kill: list[float] = field(default_factory=list)


class Load:
    """Every client of the run."""

    def __init__(self, args: argparse.Namespace, server: ServerProcess) -> None:
        self.args = args
        self.server = server
        self.base = f"http://127.0.0.1:{server.port}"
        self.http = AsyncHTTPClient(max_clients=400)
        self.figures = Figures()
        self.burst = False
        self.stop = False
        self.down: float | None = None  # when the server was killed
        self.restarted: float | None = None
        self.rng = random.Random(7)
        self.readers: list[asyncio.Future[None]] = []

    async def ask(
        self, method: str, path: str, body: Any = None, token: str = ""
    ) -> tuple[int, Any]:
        """One request; a refused connection (the server is down) is retried by the caller."""
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        request = HTTPRequest(
            self.base + path,
            method=method,
            headers=headers,
            body=None if body is None else json.dumps(body),
            request_timeout=30,
        )
        self.figures.requests += 1
        try:
            response = await self.http.fetch(request, raise_error=False)
        except (OSError, HTTPClientError):
            return 0, None
        if response.code == 599:
            return 0, None
        if response.code >= 500:
            self.figures.errors.append(f"{method} {path}: {response.code}")
        text = response.body.decode() if response.body else ""
        try:
            return response.code, json.loads(text)
        except ValueError:
            return response.code, text

    async def until_up(
        self, method: str, path: str, body: Any = None, token: str = ""
    ) -> tuple[int, Any]:
        """A request sent again until the server answers (it may be restarting)."""
        while True:
            status, data = await self.ask(method, path, body, token)
            if status != 0:
                return status, data
            if self.stop:
                return 0, None
            await asyncio.sleep(0.1)

    async def table(self, slot: int) -> None:
        """One table slot: a teacher and four students; a new game when one ends."""
        teacher = ""
        while not self.stop:
            body = {"game": "pegs", "players": 4, "seats": ["person"] * 4, "seed": slot, "pace": 0}
            status, made = await self.until_up("POST", "/api/tables", body, teacher)
            if status != 201:
                self.figures.errors.append(f"create: {status} {made}")
                return
            code, teacher = made["code"], made["teacher"]
            self.figures.acknowledged[code] = set()
            tokens = []
            for seat in range(4):
                status, joined = await self.until_up(
                    "POST", f"/api/tables/{code}/join", {"seat": seat, "name": f"S{slot}-{seat}"}
                )
                if status != 200:
                    self.figures.errors.append(f"join: {status} {joined}")
                    return
                tokens.append(joined["token"])
            over = asyncio.Event()
            clients = [self.screen(code, teacher, None, over)]
            clients += [self.screen(code, token, seat, over) for seat, token in enumerate(tokens)]
            await asyncio.gather(*clients)

    async def screen(self, code: str, token: str, seat: int | None, over: asyncio.Event) -> None:
        """One page: listen live, look at every change, and (a student) move on its turn.

        The socket is read by its own task, which notes when each message arrived (what the
        figures measure); the page's work (look, think, move) follows the latest revision.
        """
        self.figures.screens[code] = self.figures.screens.get(code, 0) + 1
        changed = asyncio.Event()
        reader = asyncio.ensure_future(self.listen(code, token, changed))
        step = 0
        try:
            while not self.stop and not over.is_set():
                try:
                    await asyncio.wait_for(changed.wait(), 1.0)
                except TimeoutError:
                    continue
                changed.clear()
                await self.look(code, token, seat)
                if seat is not None and not self.stop:
                    step = await self.maybe_move(code, token, seat, step, over)
        finally:
            if over.is_set():
                reader.cancel()
            else:
                self.readers.append(reader)  # still noting messages until the run's end

    async def listen(self, code: str, token: str, changed: asyncio.Event) -> None:
        """Read the live socket (connecting again whenever it drops) and note each message."""
        opened = time.perf_counter()
        back = False
        while True:
            try:
                socket_ = await websocket_connect(
                    f"ws://127.0.0.1:{self.server.port}/api/tables/{code}/live"
                )
            except (OSError, HTTPClientError):
                await asyncio.sleep(0.25)
                continue
            socket_.write_message(json.dumps({"token": token}))
            while True:
                message = await socket_.read_message()
                if message is None:
                    break  # the server went away: connect again
                now = time.perf_counter()
                revision = json.loads(message)["revision"]
                if (
                    self.restarted is not None
                    and not back
                    and opened < (self.down or 0)
                    and now > self.restarted
                ):
                    back = True  # a screen of before the kill is told again
                    self.figures.back_after_kill.append(now - self.restarted)
                self.figures.told.setdefault((code, revision), []).append(now)
                changed.set()
            await asyncio.sleep(0.25)

    async def look(self, code: str, token: str, seat: int | None) -> None:
        """What the page fetches at every change: the view and the board picture."""
        await self.ask("GET", f"/api/tables/{code}", token=token)
        await self.ask("GET", f"/api/tables/{code}/board.svg", token=token)

    async def maybe_move(
        self, code: str, token: str, seat: int, step: int, over: asyncio.Event
    ) -> int:
        """On this seat's turn: think, then send one move (sent again with the same id if lost)."""
        status, view = await self.ask("GET", f"/api/tables/{code}", token=token)
        if status != 200 or not isinstance(view, dict):
            return step
        if view["over"]:
            over.set()
            return step
        if not view["legal"]:
            return step
        if not self.burst:
            await asyncio.sleep(self.rng.uniform(*self.args.think))
        move = self.rng.choice(view["legal"])
        command = {"move": move, "revision": view["revision"], "id": f"{code}-{seat}-{step}"}
        sent = time.perf_counter()
        while True:
            status, answer = await self.ask("POST", f"/api/tables/{code}/moves", command, token)
            if status == 429:
                # Told to slow down (the server's rate bound): a well-behaved client waits and
                # sends the same command again; the command id keeps it from applying twice.
                self.figures.rate_limited += 1
                if self.stop:
                    return step + 1
                await asyncio.sleep(0.25)
                continue
            if status != 0:
                break
            if self.stop:
                return step + 1
            await asyncio.sleep(0.1)  # the server is down: the same command, once it is back
        if status == 200:
            revision = answer["revision"]
            self.figures.acknowledged[code].add(command["id"])
            self.figures.sent_at[(code, revision)] = sent
            if self.down is not None and sent < (self.restarted or float("inf")):
                self.figures.moves_in_kill.add((code, revision))  # waited for the restart
        elif status == 409:
            self.figures.stale += 1  # the table moved on between the look and the move
        else:
            self.figures.errors.append(f"move {status}: {answer}")
        return step + 1

    async def sampler(self) -> None:
        while not self.stop:
            self.server.sample()
            await asyncio.sleep(0.5)


def _p95(values: list[float]) -> float | None:
    """The 95th percentile in milliseconds (None for fewer than 20 values)."""
    if len(values) < 20:
        return None
    return round(statistics.quantiles(values, n=20)[18] * 1000, 1)


def _replay_check(db: Path) -> tuple[int, list[str]]:
    """Every kept table replayed from its log against its kept start: the mismatches."""
    problems = []
    with sqlite3.connect(db) as connection:
        rows = connection.execute("SELECT code, start FROM tables").fetchall()
        for code, start in rows:
            moves = [
                (revision, move)
                for revision, move in connection.execute(
                    "SELECT revision, move FROM moves WHERE code = ? ORDER BY revision", (code,)
                )
            ]
            if [r for r, _ in moves] != list(range(1, len(moves) + 1)):
                problems.append(f"{code}: revisions with a gap")
            position = pegs.Position.from_json(start)
            try:
                for _, move in moves:
                    position = position.play(position.parse_move(move))[0]
            except pegs.PegsError as err:
                problems.append(f"{code}: {err}")
    return len(rows), problems


async def run(args: argparse.Namespace, server: ServerProcess) -> dict[str, Any]:
    load = Load(args, server)
    began = time.perf_counter()
    tasks = [asyncio.ensure_future(load.table(slot)) for slot in range(args.tables)]
    sampler = asyncio.ensure_future(load.sampler())
    back_task = None

    async def kill_and_restart() -> None:
        await asyncio.sleep(args.kill_at)
        load.down = time.perf_counter()
        server.kill()
        server.start()
        load.restarted = time.perf_counter()

    if args.kill_at:
        back_task = asyncio.ensure_future(kill_and_restart())
    await asyncio.sleep(args.duration)
    load.burst = True  # every student moves as soon as it is its turn
    burst_from = time.perf_counter()
    await asyncio.sleep(args.burst)
    load.stop = True
    await asyncio.sleep(1.5)  # the last moves' messages arrive
    for task in [*tasks, *load.readers]:
        task.cancel()
    sampler.cancel()
    if back_task is not None:
        back_task.cancel()
    figures = load.figures
    # Lost or doubled: the kept log against the moves each client was told were taken.
    lost = doubled = 0
    with sqlite3.connect(server.db) as connection:
        for code, ids in figures.acknowledged.items():
            kept = [
                cid
                for (cid,) in connection.execute(
                    "SELECT client_id FROM moves WHERE code = ?", (code,)
                )
            ]
            lost += len(ids - set(kept))
            doubled += len(kept) - len(set(kept))
    latencies = []
    steady: list[float] = []
    burst: list[float] = []
    untold = 0
    for (code, revision), sent in figures.sent_at.items():
        if (code, revision) in figures.moves_in_kill:
            continue  # its answer waited for the restart
        told = figures.told.get((code, revision), [])
        if len(told) < 5:
            untold += 1
            continue
        latencies.append(max(told) - sent)
        (steady if sent < burst_from else burst).append(max(told) - sent)
    kept_tables, problems = _replay_check(server.db)
    burst_moves = sum(1 for s in figures.sent_at.values() if s >= burst_from)
    return {
        "tables": args.tables,
        "duration_s": args.duration,
        "burst_s": args.burst,
        "requests": figures.requests,
        "moves": len(figures.sent_at),
        "moves_in_burst": burst_moves,
        "errors": len(figures.errors),
        "stale_409": figures.stale,
        "rate_limited_429": figures.rate_limited,
        "error_samples": figures.errors[:5],
        "lost": lost,
        "doubled": doubled,
        "told_p50_ms": round(statistics.median(latencies) * 1000, 1) if latencies else None,
        "told_p95_ms": round(statistics.quantiles(latencies, n=20)[18] * 1000, 1)
        if len(latencies) >= 20
        else None,
        "told_max_ms": round(max(latencies) * 1000, 1) if latencies else None,
        "told_p95_ms_at_a_persons_pace": _p95(steady),
        "told_p95_ms_in_the_burst": _p95(burst),
        "server_cpu_s": round(server.cpu_s, 1),
        "load_generator_cpu_s": round(time.process_time(), 1),
        "load_average_at_end": os.getloadavg()[0],
        "moves_not_told_to_every_screen": untold,
        "server_peak_mb": round(server.peak_kb / 1024, 1),
        "killed_at_s": args.kill_at or None,
        "screens_back_after_restart": len(figures.back_after_kill),
        "every_screen_back_within_s": round(max(figures.back_after_kill), 2)
        if figures.back_after_kill
        else None,
        "tables_kept": kept_tables,
        "tables_not_matching_their_log": problems,
        "wall_s": round(time.perf_counter() - began, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=8)
    parser.add_argument("--duration", type=float, default=180.0, help="seconds at a person's pace")
    parser.add_argument("--burst", type=float, default=20.0, help="seconds as fast as allowed")
    parser.add_argument("--think", type=float, nargs=2, default=(1.0, 4.0), metavar=("MIN", "MAX"))
    parser.add_argument("--kill-at", type=float, default=0.0, help="SIGKILL the server at S s")
    parser.add_argument("--rate", type=float, default=20.0, help="the server's rate bound")
    parser.add_argument("--json", action="store_true", help="one JSON line")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess(Path(folder) / "load.sqlite", free_port(), args.rate)
        server.start()
        try:
            result = asyncio.run(run(args, server))
        finally:
            server.stop()
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:36} {value}")
    ok = (
        result["errors"] == 0
        and result["lost"] == 0
        and result["doubled"] == 0
        and not result["tables_not_matching_their_log"]
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
