"""Fixed facts of Back Alley and its rule options: seats, teams, the deal schedule, scoring values.

Owns the numbers the rule book gives (RULES.md Part B) and the ``Rules`` options where sources
commonly differ. It does not hold any game position; ``state.py`` does.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from backalley.errors import MalformedNotationError

PLAYERS = 4
DEALS = 25
MAX_HAND = 13
BOARD_POINTS_PER_TRICK = 10


class BoardScale(str, Enum):
    """How double, triple and quad boards multiply the board score."""

    LINEAR = "linear"  # x2, x3, x4 (RULES B, scoring)
    DOUBLING = "doubling"  # x2, x4, x8


TRICK_VALUES = (5, 3)


@dataclass(frozen=True)
class Rules:
    """Rule options; the defaults are those of RULES.md Part B."""

    trick_value: int = 5
    board_scale: BoardScale = BoardScale.LINEAR

    def __post_init__(self) -> None:
        # ``type`` and not ``in``: 3.0 == 3 and True == 1, but neither is a trick value.
        if type(self.trick_value) is not int or self.trick_value not in TRICK_VALUES:
            raise MalformedNotationError(
                f"unknown rule value trick_value={self.trick_value!r} (choose 5 or 3)"
            )
        if not isinstance(self.board_scale, BoardScale):
            raise MalformedNotationError(
                f"unknown rule value board_scale={self.board_scale!r} (choose linear or doubling)"
            )

    def board_multiplier(self, level: int) -> int:
        """Multiplier of a board of this level (1 board, 2 double, 3 triple, 4 quad)."""
        if self.board_scale is BoardScale.DOUBLING:
            return int(2 ** (level - 1))  # levels start at 1, so a whole number
        return level

    def to_dict(self) -> dict[str, Any]:
        """The options as the state file's ``rules`` object."""
        return {"trick_value": self.trick_value, "board_scale": self.board_scale.value}

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """Read the state file's ``rules`` object; unknown keys or values are refused."""
        if not isinstance(data, dict):
            raise MalformedNotationError(f"'rules' must be an object, not {data!r}")
        unknown = sorted(set(data) - {"trick_value", "board_scale"})
        if unknown:
            raise MalformedNotationError(
                f"unknown rule option {unknown[0]!r} (options: trick_value, board_scale)"
            )
        scale = data.get("board_scale", BoardScale.LINEAR.value)
        try:
            board_scale = BoardScale(scale)
        except ValueError:
            raise MalformedNotationError(
                f"unknown rule value board_scale={scale!r} (choose linear or doubling)"
            ) from None
        return cls(trick_value=data.get("trick_value", 5), board_scale=board_scale)


def hand_size(deal: int) -> int:
    """Cards per hand in deal 1..25: 13 down to 1, then back up to 13 (RULES B, deals)."""
    if not 1 <= deal <= DEALS:
        raise ValueError(f"deal must be 1..{DEALS}, not {deal!r}")
    return MAX_HAND + 1 - deal if deal <= MAX_HAND else deal - MAX_HAND + 1


def team_of(seat: int) -> int:
    """Team of a seat: partners sit opposite, so seats 0 & 2 are team 0, 1 & 3 team 1."""
    return seat % 2


def partner_of(seat: int) -> int:
    """The seat opposite."""
    return (seat + 2) % PLAYERS


def next_seat(seat: int, steps: int = 1) -> int:
    """The seat ``steps`` places clockwise (to the left)."""
    return (seat + steps) % PLAYERS
