"""What a new table is asked to be (the body of ``POST /api/tables``), checked field by field.

``{"game": "pegs", "players": 4, "seats": ["person", "person", "greedy", "greedy"], "seed": 7,
"pace": 0}``, with optional ``"rules"`` (as in position files) or ``"position"`` (a whole
``pegs-position/1`` or ``backalley-state/1`` object to start from). Every refusal is a sentence of
``words``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from . import words
from .games import KINDS, Kind, SetupError, State

PERSON = "person"
#: The longest pause between two computer moves, in seconds.
MAX_PACE = 10.0


@dataclass(frozen=True)
class Spec:
    """A checked table request."""

    game: str
    players: int
    seats: tuple[str, ...]
    seed: int
    pace: float
    rules: dict[str, Any] = field(default_factory=dict)
    position: dict[str, Any] | None = None

    @property
    def kind(self) -> Kind:
        """The game's interface."""
        return KINDS[self.game]

    def start(self) -> State:
        """The state the table starts from (``SetupError`` when the engine refuses it)."""
        if self.position is not None:
            state = self.kind.from_dict(self.position)
            if state.players != self.players:
                raise SetupError(words.error("bad_position"))
            return state
        return self.kind.start(self.players, self.seed, self.rules)

    def to_json(self) -> str:
        """The request as stored with the table."""
        return json.dumps(
            {
                "game": self.game,
                "players": self.players,
                "seats": list(self.seats),
                "seed": self.seed,
                "pace": self.pace,
                "rules": self.rules,
                "position": self.position,
            }
        )


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def read_spec(body: object) -> Spec:
    """The table a request body asks for, or ``SetupError`` saying what is wrong."""
    if not isinstance(body, dict):
        raise SetupError(words.error("bad_json"))
    game = body.get("game", "pegs")
    if game not in KINDS:
        raise SetupError(words.error("bad_game"))
    kind = KINDS[game]
    position = body.get("position")
    if position is not None and not isinstance(position, dict):
        raise SetupError(words.error("bad_position"))
    default_players = position.get("players", 4) if isinstance(position, dict) else 4
    players = body.get("players", default_players)
    if not _whole(players) or players not in kind.players:
        raise SetupError(words.error("bad_players" if game == "pegs" else "bad_backalley_players"))
    seats = body.get("seats", [PERSON] * players)
    names = (PERSON, *kind.bot_names())
    if (
        not isinstance(seats, list)
        or len(seats) != players
        or not all(isinstance(s, str) and s in names for s in seats)
    ):
        raise SetupError(words.error("bad_seats"))
    seed = body.get("seed", 0)
    if not _whole(seed) or abs(seed) > 2**62:
        raise SetupError(words.error("bad_seed"))
    pace = body.get("pace", 1.0)
    if isinstance(pace, bool) or not isinstance(pace, (int, float)) or not 0 <= pace <= MAX_PACE:
        raise SetupError(words.error("bad_pace"))
    rules = body.get("rules", {})
    if not isinstance(rules, dict):
        raise SetupError(words.error("bad_rules"))
    return Spec(game, players, tuple(seats), seed, float(pace), rules, position)


__all__ = ["MAX_PACE", "PERSON", "Spec", "read_spec"]
