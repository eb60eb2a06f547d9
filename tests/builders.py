"""Small helpers for writing test positions in RULES 10 notation."""

from __future__ import annotations

from typing import Any

from pegs import Position


def make(
    pegs: dict[int, list[str]] | None = None,
    *,
    players: int = 4,
    turn: int = 0,
    hands: dict[int, list[str]] | None = None,
    draw: list[str] | None = None,
    discard: list[str] | None = None,
    seed: int | None = None,
    **options: Any,
) -> Position:
    """A position from per-seat peg lists (padded with start pegs) and optional cards."""
    pegs = pegs or {}
    data: dict[str, Any] = {
        "format": "pegs-position/1",
        "players": players,
        "rules": options,
        "turn": turn,
        "pegs": {
            str(s): pegs.get(s, []) + ["S"] * (5 - len(pegs.get(s, []))) for s in range(players)
        },
    }
    if hands is not None:
        data["hands"] = {str(k): v for k, v in hands.items()}
    if draw is not None:
        data["draw"] = draw
    if discard is not None:
        data["discard"] = discard
    if seed is not None:
        data["seed"] = seed
    return Position.from_dict(data)


def moves_of(position: Position, card: str) -> set[str]:
    """The notation of every move ``card`` could make in ``position``."""
    return {m.notation() for m in position.card_moves(card)}


def places(position: Position, seat: int) -> list[str]:
    """Seat's pegs as notation strings, canonical order."""
    return position.to_dict()["pegs"][str(seat)]
