"""Bounds on what one client may ask: request rates (a token bucket per key) and sizes.

A key is a token's hash for a request that carries one, else the client's address, so the
students of one classroom behind one address are limited each on their own seat.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

#: The largest request body accepted, in bytes (a position file is about 2 kB).
MAX_BODY = 64 * 1024
#: How many keys are remembered before the oldest full buckets are forgotten.
MAX_KEYS = 10_000


@dataclass
class RateLimit:
    """``rate`` requests a second on average, ``burst`` at once, per key."""

    rate: float = 20.0
    burst: float = 60.0
    buckets: dict[str, tuple[float, float]] = field(default_factory=dict)

    def allow(self, key: str, now: float | None = None) -> bool:
        """True when ``key`` may make one more request now (and count it)."""
        if self.rate <= 0:
            return True
        now = time.monotonic() if now is None else now
        level, last = self.buckets.get(key, (self.burst, now))
        level = min(self.burst, level + (now - last) * self.rate)
        if len(self.buckets) >= MAX_KEYS and key not in self.buckets:
            self._forget(now)
        if level < 1:
            self.buckets[key] = (level, now)
            return False
        self.buckets[key] = (level - 1, now)
        return True

    def _forget(self, now: float) -> None:
        """Drop the buckets that have filled up again (they hold no debt)."""
        full = [
            key
            for key, (level, last) in self.buckets.items()
            if level + (now - last) * self.rate >= self.burst
        ]
        for key in full:
            del self.buckets[key]


__all__ = ["MAX_BODY", "RateLimit"]
