"""The tables kept in SQLite (WAL): rooms, tables, seats and every move, committed before told.

A table is kept as its request, its start state and its move log; its state is found again by
replaying the moves (the engines are deterministic). Tokens are kept only as SHA-256 hashes.
Each write is one transaction, committed before the caller answers anyone.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    id INTEGER PRIMARY KEY, token_hash TEXT UNIQUE NOT NULL, created REAL NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY, room INTEGER NOT NULL REFERENCES rooms(id), spec TEXT NOT NULL,
    start TEXT NOT NULL, created REAL NOT NULL, touched REAL NOT NULL,
    paused INTEGER NOT NULL DEFAULT 0, ended INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL REFERENCES tables(code), seat INTEGER NOT NULL, kind TEXT NOT NULL,
    name TEXT, token_hash TEXT, PRIMARY KEY (code, seat));
CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL REFERENCES tables(code), revision INTEGER NOT NULL, seat INTEGER NOT NULL,
    move TEXT NOT NULL, client_id TEXT, story TEXT NOT NULL, at REAL NOT NULL,
    PRIMARY KEY (code, revision));
CREATE UNIQUE INDEX IF NOT EXISTS moves_client ON moves (code, seat, client_id);
"""

#: Changes to a database file made by an earlier server, in order: a file at ``user_version``
#: n gets migrations n, n+1, ... (each one transaction), so an old file keeps every table.
MIGRATIONS = (
    # 1: classes (issue 27, item 5): a teacher's class code, its students and their chapters.
    """
    CREATE TABLE IF NOT EXISTS classes (
        code TEXT PRIMARY KEY, room INTEGER NOT NULL REFERENCES rooms(id), created REAL NOT NULL);
    CREATE TABLE IF NOT EXISTS students (
        id INTEGER PRIMARY KEY, class TEXT NOT NULL REFERENCES classes(code),
        key_hash TEXT NOT NULL, name TEXT NOT NULL, first_seen REAL NOT NULL,
        last_seen REAL NOT NULL, UNIQUE (class, key_hash));
    CREATE TABLE IF NOT EXISTS student_chapters (
        student INTEGER NOT NULL REFERENCES students(id), chapter TEXT NOT NULL,
        solved TEXT NOT NULL, stars INTEGER NOT NULL, at REAL NOT NULL,
        PRIMARY KEY (student, chapter));
    """,
)

#: Room codes: no 0/O or 1/I/L, so a code read aloud or from a projector is typed right.
CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6


def new_token() -> str:
    """An unguessable key (192 random bits, URL-safe text)."""
    return secrets.token_urlsafe(24)


def token_hash(token: str) -> str:
    """What is kept of a token: its SHA-256, so a copied database opens no seat."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def new_code() -> str:
    """A short room code (31^6, about 887 million)."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


@dataclass(frozen=True)
class SeatRow:
    """One seat as kept."""

    seat: int
    kind: str
    name: str | None
    token_hash: str | None


@dataclass(frozen=True)
class MoveRow:
    """One move of a table's log."""

    revision: int
    seat: int
    move: str
    client_id: str | None
    story: list[str]


@dataclass(frozen=True)
class TableRow:
    """A table as kept: request, start, seats and moves."""

    code: str
    room: int
    spec: dict[str, Any]
    start: dict[str, Any]
    touched: float
    paused: bool
    ended: bool
    seats: list[SeatRow]
    moves: list[MoveRow]


class Store:
    """One SQLite file in WAL mode; every method is one committed transaction."""

    def __init__(self, path: str | Path) -> None:
        self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        # NORMAL keeps every committed move through a killed process (only a power cut may
        # lose the last ones); FULL would wait for the disk at every move.
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(SCHEMA)
        self._migrate()

    def _migrate(self) -> None:
        """Bring a file made by an earlier server up to this one's tables."""
        done = int(self.db.execute("PRAGMA user_version").fetchone()[0])
        for number, script in enumerate(MIGRATIONS[done:], start=done + 1):
            with self._write() as db:
                for statement in filter(str.strip, script.split(";")):
                    db.execute(statement)
                db.execute(f"PRAGMA user_version = {number}")

    def close(self) -> None:
        """Close the file."""
        self.db.close()

    @contextmanager
    def writing(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (``BEGIN IMMEDIATE``), committed at the block's end."""
        with self._write() as db:
            yield db

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield self.db
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def room_of(self, token: str) -> int | None:
        """The room a teacher's token opens, if any."""
        row = self.db.execute(
            "SELECT id FROM rooms WHERE token_hash = ?", (token_hash(token),)
        ).fetchone()
        return None if row is None else int(row[0])

    def new_room(self, token: str) -> int:
        """A new room for the teacher holding ``token``."""
        with self._write() as db:
            cursor = db.execute(
                "INSERT INTO rooms (token_hash, created) VALUES (?, ?)",
                (token_hash(token), time.time()),
            )
        return int(cursor.lastrowid or 0)

    def code_free(self, code: str) -> bool:
        """True when no table (ended or not) and no class has this code."""
        for sql in ("SELECT 1 FROM tables WHERE code = ?", "SELECT 1 FROM classes WHERE code = ?"):
            if self.db.execute(sql, (code,)).fetchone() is not None:
                return False
        return True

    def add_table(
        self, code: str, room: int, spec: str, start: str, seats: list[tuple[int, str]]
    ) -> float:
        """Keep a new table and its seats; the time it was made."""
        now = time.time()
        with self._write() as db:
            db.execute(
                "INSERT INTO tables (code, room, spec, start, created, touched) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (code, room, spec, start, now, now),
            )
            db.executemany(
                "INSERT INTO seats (code, seat, kind) VALUES (?, ?, ?)",
                [(code, seat, kind) for seat, kind in seats],
            )
        return now

    def set_seat(self, code: str, seat: int, name: str | None, token: str | None) -> None:
        """A seat's holder: a name and a new token (the old token no longer opens it)."""
        hashed = None if token is None else token_hash(token)
        with self._write() as db:
            db.execute(
                "UPDATE seats SET name = ?, token_hash = ? WHERE code = ? AND seat = ?",
                (name, hashed, code, seat),
            )
            self._touch(db, code)

    def add_move(self, code: str, row: MoveRow) -> float:
        """Keep one move at the end of a table's log; the time it was kept."""
        now = time.time()
        with self._write() as db:
            db.execute(
                "INSERT INTO moves (code, revision, seat, move, client_id, story, at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (code, row.revision, row.seat, row.move, row.client_id, json.dumps(row.story), now),
            )
            self._touch(db, code, now)
        return now

    def set_flags(self, code: str, *, paused: bool, ended: bool) -> None:
        """Keep whether a table's computers are paused and whether it has been ended."""
        with self._write() as db:
            db.execute(
                "UPDATE tables SET paused = ?, ended = ? WHERE code = ?",
                (int(paused), int(ended), code),
            )
            self._touch(db, code)

    def _touch(self, db: sqlite3.Connection, code: str, now: float | None = None) -> None:
        db.execute(
            "UPDATE tables SET touched = ? WHERE code = ?",
            (time.time() if now is None else now, code),
        )

    def tables(self, since: float = 0.0) -> Iterator[TableRow]:
        """Every table changed after ``since``, with its seats and its whole move log."""
        for code, room, spec, start, touched, paused, ended in self.db.execute(
            "SELECT code, room, spec, start, touched, paused, ended FROM tables "
            "WHERE touched >= ? ORDER BY created",
            (since,),
        ).fetchall():
            seats = [
                SeatRow(*row)
                for row in self.db.execute(
                    "SELECT seat, kind, name, token_hash FROM seats WHERE code = ? ORDER BY seat",
                    (code,),
                )
            ]
            moves = [
                MoveRow(revision, seat, move, client_id, json.loads(story))
                for revision, seat, move, client_id, story in self.db.execute(
                    "SELECT revision, seat, move, client_id, story FROM moves "
                    "WHERE code = ? ORDER BY revision",
                    (code,),
                )
            ]
            yield TableRow(
                code,
                room,
                json.loads(spec),
                json.loads(start),
                touched,
                bool(paused),
                bool(ended),
                seats,
                moves,
            )


__all__ = [
    "MIGRATIONS",
    "MoveRow",
    "SeatRow",
    "Store",
    "TableRow",
    "new_code",
    "new_token",
    "token_hash",
]
