"""The unit of a thinking budget: seconds counted in moves scored, so advice is reproducible.

Nearly all of a play-out's time (a dealt world, a move, two greedy turns) is the greedy player
scoring every move of a hand (``greedy.score_moves``), and a hand with a 7 or a 9 has four
times the moves of one without: so work is counted in moves scored, about
``MOVES_PER_SECOND`` a second of CPython on a laptop. A budget in seconds becomes a number of
moves scored, and the same position gets the same advice on any machine, however busy (a clock
would not). Shared by the advisor (``budget``) and the search bot (``search``).
"""

from __future__ import annotations

#: The default budget of one piece of advice or one search-bot decision, in seconds.
BUDGET = 1.0
#: Moves scored a second by the greedy player in play-outs, the budget's unit: set so that
#: ``pegs advise FILE`` with the default budget takes at most a second of CPU on a busy 2-core
#: machine, its 0.3 s of start-up included (``benchmarks/advise_time.py``); a quiet machine
#: scores about 20,000 a second.
MOVES_PER_SECOND = 13_000
#: Part of the budget kept for what is not a play-out: scoring every outcome, the reasons.
OVERHEAD = 0.25


def work_for(seconds: float) -> int:
    """The moves scored that fit in ``seconds`` (at least one)."""
    return max(1, int(seconds * (1 - OVERHEAD) * MOVES_PER_SECOND))


__all__ = ["BUDGET", "MOVES_PER_SECOND", "OVERHEAD", "work_for"]
