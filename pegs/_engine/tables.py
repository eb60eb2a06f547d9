"""What every card does under one set of rules, worked out once and kept here, not on ``Rules``.

``Rules`` is a frozen value; the engine's per-rules look-up tables are a cache of the engine's, so
they live in this module, keyed by the rules.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from ..cards import ALL_CARDS, Card
from ..rules import BRINGS_OUT, Rules, Split, forward_steps, split_kind

# What a card does under a set of rules: (forward steps or 0, brings out, split kind or None).
CardEffect = tuple[int, bool, Split | None]


class Tables(NamedTuple):
    """The per-rules tables: each card's effect, and the farthest any card goes forward."""

    effects: dict[Card, CardEffect]
    top: int


@cache
def _tables_of(rules: Rules) -> Tables:
    """The tables of these rules (shared by equal rules: every position file has its own)."""
    effects: dict[Card, CardEffect] = {}
    for card in ALL_CARDS:
        rank = card.rank
        steps = forward_steps(rank, rules) or 0
        effects[card] = (steps, rank in BRINGS_OUT, split_kind(rank, rules))
    return Tables(effects, max(steps for steps, _, _ in effects.values()))


# Hashing a ``Rules`` (a dataclass of enums) costs ~390 ns, an identity look-up ~110 ns, and
# every fresh position asks once: remember each rules object seen (kept alive with its entry so
# that its id is not reused), forgetting them all once there are many.
_BY_ID: dict[int, tuple[Rules, Tables]] = {}
_MAX_REMEMBERED = 256


def tables_for(rules: Rules) -> Tables:
    """The card tables of ``rules``."""
    entry = _BY_ID.get(id(rules))
    if entry is not None and entry[0] is rules:
        return entry[1]
    tables = _tables_of(rules)
    if len(_BY_ID) >= _MAX_REMEMBERED:
        _BY_ID.clear()
    _BY_ID[id(rules)] = (rules, tables)
    return tables
