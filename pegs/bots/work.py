"""The unit of a thinking budget: seconds counted in play-outs, so advice is reproducible.

A play-out (a dealt world, a move, two greedy turns) costs about ``1 / PLAYOUTS_PER_SECOND``
seconds of CPython on a laptop; a budget in seconds becomes a number of play-outs, so the same
position gets the same advice on any machine, however busy (a clock would not). Shared by the
advisor (``budget``) and the search bot (``search``).
"""

from __future__ import annotations

#: The default budget of one piece of advice or one search-bot decision, in seconds.
BUDGET = 1.0
#: Play-outs a second on a laptop's CPython, over the benchmark positions: the budget's unit.
PLAYOUTS_PER_SECOND = 150
#: Part of the budget kept for what is not a play-out: scoring every outcome, the reasons.
OVERHEAD = 0.25


def work_for(seconds: float) -> int:
    """The play-outs that fit in ``seconds`` (at least one)."""
    return max(1, int(seconds * (1 - OVERHEAD) * PLAYOUTS_PER_SECOND))


__all__ = ["BUDGET", "OVERHEAD", "PLAYOUTS_PER_SECOND", "work_for"]
