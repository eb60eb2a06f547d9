"""The server's tables together: making, finding and expiring them, telling screens, computers.

One ``Hub`` per server. It owns the ``Store``, the live tables and the screens listening to
them. After every change it tells each listening screen ``{"revision": n}`` (the change is kept
before) and, when a computer is to act, asks it for its move ``pace`` seconds later: the
computer thinks in a worker thread so the event loop never waits, and its move is played only
if the table has not moved on meanwhile.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Protocol

from .classes import ClassBook
from .games import Bot, bot_seed
from .spec import Spec
from .store import Store, new_code, new_token, token_hash
from .table import Table, start_json

log = logging.getLogger(__name__)

#: Hours a room code lasts after its table last changed (then it opens nothing).
CODE_HOURS = 24.0


class Listener(Protocol):
    """A screen told of every change (the live WebSocket)."""

    def tell(self, message: str) -> None:
        """Send one message."""
        ...


class Hub:
    """Every table of one server, its store and its listeners."""

    def __init__(self, store: Store, *, code_hours: float = CODE_HOURS) -> None:
        self.store = store
        self.code_hours = code_hours
        self.tables: dict[str, Table] = {}
        self.listeners: dict[str, set[Listener]] = {}
        self.bots: dict[tuple[str, int], Bot] = {}
        self.thinking: set[str] = set()
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")
        self.on_change: list[Callable[[Table], None]] = []
        #: The teacher's classes and their learners' progress (the class view).
        self.classes = ClassBook(store)

    # ---- finding tables ---------------------------------------------------------------------

    def load(self) -> int:
        """Bring back every table whose code has not expired; how many."""
        for row in self.store.tables(since=time.time() - self.code_hours * 3600):
            self.tables[row.code] = Table.restore(row)
        return len(self.tables)

    def table(self, code: str) -> Table | None:
        """The live table with this code (None when there is none or its code has expired)."""
        table = self.tables.get(code.upper()) if isinstance(code, str) else None
        if table is None:
            return None
        if table.touched < time.time() - self.code_hours * 3600:
            self.tables.pop(table.code, None)
            return None
        return table

    def room(self, token: str | None) -> int | None:
        """The room of a teacher's token, if it is one."""
        return None if not token else self.store.room_of(token)

    def is_teacher(self, table: Table, token: str | None) -> bool:
        """True when ``token`` is the teacher's of this table."""
        return token is not None and self.room(token) == table.room

    def room_tables(self, room: int) -> list[Table]:
        """The live tables of a room, oldest first."""
        return [t for code, t in list(self.tables.items()) if t.room == room and self.table(code)]

    # ---- making tables ----------------------------------------------------------------------

    def create(self, spec: Spec, teacher: str | None) -> tuple[str, str]:
        """A new table (its start checked by the engine): its code and the teacher's token."""
        start = spec.start()
        room = self.room(teacher) if teacher else None
        if room is None:
            teacher = new_token()
            room = self.store.new_room(teacher)
        assert teacher is not None
        code = new_code()
        while not self.store.code_free(code):
            code = new_code()
        seats = list(enumerate(spec.seats))
        touched = self.store.add_table(code, room, spec.to_json(), start_json(start), seats)
        table = Table(code, room, spec, start, touched)
        self.tables[code] = table
        self.changed(table)
        return code, teacher

    # ---- telling screens and moving computers -----------------------------------------------

    def listen(self, code: str, listener: Listener) -> None:
        """Tell ``listener`` of every change of the table ``code``."""
        self.listeners.setdefault(code, set()).add(listener)

    def forget(self, code: str, listener: Listener) -> None:
        """Stop telling ``listener``."""
        self.listeners.get(code, set()).discard(listener)

    def changed(self, table: Table) -> None:
        """A table changed (and the change is kept): tell its screens, wake its computers."""
        message = json.dumps({"revision": table.revision})
        for listener in list(self.listeners.get(table.code, ())):
            listener.tell(message)
        for hook in self.on_change:
            hook(table)
        self.wake(table)

    def wake(self, table: Table) -> None:
        """When a computer is to act, ask it ``pace`` seconds from now (once per table)."""
        if table.computer_to_move() is None or table.code in self.thinking:
            return
        self.thinking.add(table.code)
        loop = asyncio.get_event_loop()
        loop.call_later(table.spec.pace, lambda: loop.create_task(self._computer(table)))

    async def _computer(self, table: Table) -> None:
        try:
            seat = table.computer_to_move()
            if seat is None:
                return
            revision, state = table.revision, table.state
            bot = self._bot(table, seat)
            loop = asyncio.get_running_loop()
            move: Any = await loop.run_in_executor(self.executor, state.decide, bot)
            if table.revision != revision or table.computer_to_move() != seat:
                return  # the table moved on (or was paused or ended) while it thought
            table.move(self.store, seat, move, None)
        except Exception:  # a computer's fault must not stop the server; the table waits
            log.exception("the computer of table %s could not move", table.code)
            return
        finally:
            self.thinking.discard(table.code)
        self.changed(table)

    def _bot(self, table: Table, seat: int) -> Bot:
        key = (table.code, seat)
        if key not in self.bots:
            kind = table.seats[seat].kind
            self.bots[key] = table.kind.make_bot(kind, bot_seed(table.code, seat))
        return self.bots[key]

    def wake_all(self) -> None:
        """After a restart: let every table's computers go on."""
        for table in list(self.tables.values()):
            self.wake(table)

    def close(self) -> None:
        """Stop the computers' thread and close the store."""
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.store.close()


__all__ = ["CODE_HOURS", "Hub", "Listener", "token_hash"]
