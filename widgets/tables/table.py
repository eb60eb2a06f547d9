"""One live table: its state, seats, story and move log, and the answer to every command.

Every change is kept in the ``Store`` before the answer is returned (so before anyone is told).
A command's answer is remembered by its client id, so the same command sent again gets the same
answer and is applied once. Answers are ``(status, body)`` pairs the server sends as they are.
"""

from __future__ import annotations

import json
import time
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from typing import Any

from pegs.words.messages import language, speaking

from . import words
from .games import Kind, State
from .spec import PERSON, Spec
from .store import MoveRow, Store, TableRow, new_token, token_hash

Answer = tuple[int, dict[str, Any]]
#: How many refused commands' answers are remembered per table (accepted ones are all kept).
REFUSED_MEMORY = 512
#: How many recent states are kept for the replay of the last round.
REPLAY_MEMORY = 64


def refusal(status: int, key: str) -> Answer:
    """A refusal with its sentence."""
    return status, {"error": words.error(key)}


@dataclass
class Told:
    """The story told so far in one language from one chair, and how many moves it covers."""

    moves: int = 0
    lines: list[str] = field(default_factory=list)


@dataclass
class Seat:
    """A seat: a person's or a computer's, its holder's name and token hash."""

    kind: str
    name: str | None = None
    token_hash: str | None = None

    @property
    def is_person(self) -> bool:
        """True for a seat people play."""
        return self.kind == PERSON


class Table:
    """A table in memory, its state always the start state with its move log played."""

    def __init__(self, code: str, room: int, spec: Spec, start: State, touched: float) -> None:
        self.code = code
        self.room = room
        self.spec = spec
        self.kind: Kind = spec.kind
        self.start = start
        self.state = start
        self.revision = 0
        self.log: list[MoveRow] = []
        #: Each move's events, beside ``log``: the story is told from them in each language.
        self.events: list[tuple[object, ...]] = []
        self.told: dict[tuple[str, int | None], Told] = {}
        self.seats = [Seat(kind) for kind in spec.seats]
        self.paused = False
        self.ended = False
        self.touched = touched
        self.accepted: dict[tuple[int, str], Answer] = {}
        self.refused: OrderedDict[tuple[int, str], Answer] = OrderedDict()
        self.recent: deque[tuple[int, State]] = deque([(0, start)], maxlen=REPLAY_MEMORY)

    @classmethod
    def restore(cls, row: TableRow) -> Table:
        """A kept table as it was: its moves replayed, its seats, flags and answers."""
        spec = Spec(**{**row.spec, "seats": tuple(row.spec["seats"])})
        start = spec.kind.from_dict(row.start)
        table = cls(row.code, row.room, spec, start, row.touched)
        for seat in row.seats:
            table.seats[seat.seat] = Seat(seat.kind, seat.name, seat.token_hash)
        for move in row.moves:
            table.advance(move.seat, table.kind.parse(table.state, move.move), move.client_id)
        table.paused, table.ended = row.paused, row.ended
        return table

    # ---- who holds what ---------------------------------------------------------------------

    def seat_of(self, token: str) -> int | None:
        """The seat ``token`` opens, if any."""
        hashed = token_hash(token)
        for index, seat in enumerate(self.seats):
            if seat.token_hash is not None and seat.token_hash == hashed:
                return index
        return None

    def join(self, store: Store, seat: object, name: object) -> Answer:
        """Take a free person's seat: its new token."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.seats):
            return refusal(422, "bad_seat")
        clean = clean_name(name)
        if clean is None:
            return refusal(422, "bad_name")
        if self.ended:
            return refusal(409, "ended")
        if not self.seats[seat].is_person:
            return refusal(409, "seat_computer")
        if self.seats[seat].token_hash is not None:
            return refusal(409, "seat_taken")
        return 200, {"token": self.give(store, seat, clean)}

    def give(self, store: Store, seat: int, name: str | None) -> str:
        """A new token for a person's seat (the old one no longer opens it)."""
        token = new_token()
        store.set_seat(self.code, seat, name, token)
        self.seats[seat].name, self.seats[seat].token_hash = name, token_hash(token)
        self.touched = time.time()
        return token

    # ---- what a seat sees -------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        """The body of ``GET /api/tables/{code}`` for a seat (``None``: the teacher)."""
        turn = self.state.turn
        mine = seat is not None and turn == seat and not self.ended
        return {
            "revision": self.revision,
            "seat": seat,
            "game": self.kind.name,
            "state": self.kind.view(self.state, seat),
            "legal": self.kind.legal(self.state) if mine else [],
            "story": self.story(seat),
            "over": bool(self.state.is_over),
            "ended": self.ended,
            "paused": self.paused,
            "seats": self.lobby()["seats"],
        }

    def lobby(self) -> dict[str, Any]:
        """What anyone with the room code may see before joining: the game and its seats."""
        return {
            "code": self.code,
            "game": self.kind.name,
            "players": self.spec.players,
            "ended": self.ended,
            "seats": [
                {
                    "label": self.kind.label(index),
                    "kind": seat.kind,
                    "name": seat.name,
                    "taken": seat.token_hash is not None,
                }
                for index, seat in enumerate(self.seats)
            ],
        }

    def summary(self) -> dict[str, Any]:
        """The table in the teacher's list."""
        return {
            "code": self.code,
            "game": self.kind.name,
            "players": self.spec.players,
            "revision": self.revision,
            "over": bool(self.state.is_over),
            "ended": self.ended,
            "paused": self.paused,
            "seats": self.lobby()["seats"],
        }

    def replay(self, count: int) -> dict[str, Any]:
        """The last ``count`` moves, each with the board before it as the teacher sees it."""
        moves = self.log[-count:] if count > 0 else []
        states = dict(self.recent)
        steps = [
            {
                "revision": move.revision,
                "move": move.move,
                "story": self.kind.story(self.events[move.revision - 1], self.spec.players, None),
                "before": self.kind.view(states[move.revision - 1], None)
                if move.revision - 1 in states
                else None,
            }
            for move in moves
        ]
        return {"revision": self.revision, "moves": steps}

    # ---- moves ------------------------------------------------------------------------------

    def command(
        self, store: Store, seat: int, text: object, revision: object, client_id: str
    ) -> Answer:
        """A person's move: applied once, kept, and answered (the same answer for the same id)."""
        key = (seat, client_id)
        if key in self.accepted:
            return self.accepted[key]
        if key in self.refused:
            return self.refused[key]
        answer = self._check(seat, text, revision)
        if answer is not None:
            self.refused[key] = answer
            while len(self.refused) > REFUSED_MEMORY:
                self.refused.popitem(last=False)
            return answer
        assert isinstance(text, str)
        return self.move(store, seat, self.kind.parse(self.state, text), client_id)

    def _check(self, seat: int, text: object, revision: object) -> Answer | None:
        """Why a command is refused, or None."""
        if not isinstance(text, str) or not 0 < len(text) <= 200:
            return refusal(422, "bad_move")
        if not isinstance(revision, int) or isinstance(revision, bool):
            return refusal(422, "bad_revision")
        if revision != self.revision:
            return refusal(409, "stale")
        if self.ended:
            return refusal(409, "ended")
        if self.state.is_over:
            return refusal(409, "over")
        if self.state.turn != seat:
            return refusal(403, "not_your_turn")
        try:
            move = self.kind.parse(self.state, text)
        except ValueError as err:
            return 422, {"error": str(err)}
        why = self.state.why_not(move)
        if why is not None:
            return 422, {"error": words.illegal_move(why.message)}
        return None

    def move(self, store: Store, seat: int, move: Any, client_id: str | None) -> Answer:
        """Play a legal move for ``seat``: kept in the store first, then in memory."""
        after, events = self.state.play(move)
        with speaking("en"):  # the file keeps the teacher's English story of each move
            story = self.kind.story(events, self.spec.players, None)
        row = MoveRow(self.revision + 1, seat, move.notation(), client_id, story)
        self.touched = store.add_move(self.code, row)
        self._apply(row, after, tuple(events))
        return 200, {"revision": self.revision}

    def advance(self, seat: int, move: Any, client_id: str | None) -> None:
        """Play a kept move again (a restart), without keeping it twice."""
        after, events = self.state.play(move)
        row = MoveRow(self.revision + 1, seat, move.notation(), client_id, [])
        self._apply(row, after, tuple(events))

    def story(self, seat: int | None) -> list[str]:
        """The story so far for ``seat`` (``None``: the teacher), in the language spoken.

        Told once per language and chair, then only each new move's events.
        """
        key = (language(), seat if self.kind.chaired else None)
        told = self.told.setdefault(key, Told())
        for events in self.events[told.moves :]:
            told.lines.extend(self.kind.story(events, self.spec.players, key[1]))
            told.moves += 1
        return list(told.lines)

    def _apply(self, row: MoveRow, after: State, events: tuple[object, ...]) -> None:
        self.state = after
        self.revision = row.revision
        self.events.append(events)
        self.log.append(row)
        self.recent.append((row.revision, after))
        if row.client_id is not None:
            self.accepted[(row.seat, row.client_id)] = (200, {"revision": row.revision})

    # ---- the teacher's switches -------------------------------------------------------------

    def set_paused(self, store: Store, paused: bool) -> None:
        """Stop or let go the computers."""
        store.set_flags(self.code, paused=paused, ended=self.ended)
        self.paused = paused

    def end(self, store: Store) -> None:
        """End the table: no more moves or joins."""
        store.set_flags(self.code, paused=self.paused, ended=True)
        self.ended = True

    def computer_to_move(self) -> int | None:
        """The computer's seat to act now, if one is and may."""
        turn = self.state.turn
        if self.ended or self.paused or self.state.is_over or turn is None:
            return None
        return turn if not self.seats[turn].is_person else None


def clean_name(name: object) -> str | None:
    """A name of 1 to 40 printable characters, spaces folded, or None."""
    if not isinstance(name, str):
        return None
    folded = " ".join(name.split())
    if not 0 < len(folded) <= 40 or not folded.isprintable():
        return None
    return folded


def start_json(state: State) -> str:
    """A start state as kept."""
    return json.dumps(state.to_dict())


__all__ = ["Answer", "Seat", "Table", "Told", "clean_name", "refusal", "start_json"]
