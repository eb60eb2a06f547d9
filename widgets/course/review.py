"""When a missed exercise comes back: Leitner boxes with growing delays, on an injectable clock.

Plain Python. An exercise answered wrong or shown ("Show me") in a lesson goes into the first
box, due again after 4 hours. Each right first answer on a review screen moves it one box on,
due after the box's delay (``DELAYS``: 4 hours, 1 day, 3 days, 1 week, 1 month); a right answer
in the last box ends its review (box ``DONE``, kept so an older record merged in cannot bring it
back). A wrong first answer (or "Show me") on a review screen puts it
back in the first box. Answers in the lesson itself never move a card on: only a review does.

Times are seconds since the epoch from a clock (``now``): the real time, or the number in the
file named by ``$PEGS_CLOCK`` (so a test, or a teacher trying the course, can move time on
without waiting). A clock file that cannot be read gives the real time.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

HOUR = 3600.0
DAY = 24 * HOUR
#: How long an exercise waits in each box before it is due again.
DELAYS = (4 * HOUR, DAY, 3 * DAY, 7 * DAY, 30 * DAY)

#: The box of an exercise whose review is over (kept, so an older record cannot revive it).
DONE = len(DELAYS)
#: A clock: seconds since the epoch.
Clock = Callable[[], float]


def now() -> float:
    """The time: the number in the file ``$PEGS_CLOCK`` names, if set and readable, else real."""
    path = os.environ.get("PEGS_CLOCK")
    if path:
        try:
            with open(path, encoding="utf-8") as handle:
                return float(handle.read(64).strip())
        except (OSError, ValueError):
            pass  # a clock that cannot be read is no reason to stop a lesson: real time
    return time.time()


@dataclass(frozen=True)
class Card:
    """One exercise's place in review: its box, when it is due, and when it was last seen."""

    box: int  # 0 .. 4, or DONE once its review is over
    due: float
    seen: float

    def is_due(self, at: float) -> bool:
        """True when the exercise should come back at time ``at``."""
        return self.box < DONE and self.due <= at

    def to_json(self) -> dict[str, Any]:
        """The card as JSON data."""
        return {"box": self.box, "due": self.due, "seen": self.seen}

    @classmethod
    def from_json(cls, data: Any) -> Card:
        """A card from JSON data; a ValueError saying what is wrong otherwise."""
        if not isinstance(data, dict):
            raise ValueError("a review record is not an object")
        box = data.get("box")
        if type(box) is not int or not 0 <= box <= DONE:
            raise ValueError("a review record's 'box' is not a box number")
        times: list[float] = []
        for key in ("due", "seen"):
            value = data.get(key)
            if not isinstance(value, int | float) or isinstance(value, bool):
                raise ValueError(f"a review record's {key!r} is not a time")
            if not 0 <= value < float("inf"):
                raise ValueError(f"a review record's {key!r} is not a time")
            times.append(float(value))
        return cls(box, times[0], times[1])


def missed(at: float) -> Card:
    """An exercise answered wrong or shown at time ``at``: the first box."""
    return Card(0, at + DELAYS[0], at)


def passed(card: Card, at: float) -> Card:
    """A right answer on review at time ``at``: the next box (DONE after the last)."""
    box = min(card.box + 1, DONE)
    return Card(box, at + DELAYS[box] if box < DONE else at, at)


def later(a: Card, b: Card) -> Card:
    """Of two records of one exercise (two sessions), the one seen last."""
    return a if (a.seen, a.box) >= (b.seen, b.box) else b


__all__ = ["DAY", "DELAYS", "DONE", "HOUR", "Card", "Clock", "later", "missed", "now", "passed"]
