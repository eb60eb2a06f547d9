"""Computer players: one small interface (``Bot.choose``) and the bots behind it.

Every bot is handed the full ``Position`` but decides only from the ``SeatView`` of the seat to
move (its own hand, the board, the discards, the sizes of the other hands and of the draw pile),
so none can peek at hidden cards. Whole games are run by ``selfplay``; explaining moves
to people in ``pegs.bots.advisor``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, runtime_checkable

from ..errors import PegsError
from ..moves import Move
from ..position import Position
from .greedy import GreedyBot
from .random import RandomBot
from .search import SearchBot
from .view import SeatView


@runtime_checkable
class Bot(Protocol):
    """A computer player: given a position, the move for the seat to move."""

    name: str

    def choose(self, position: Position) -> Move:
        """A legal move for the seat to move, decided only from what that seat may see."""
        ...


#: Each bot kind by name: called with ``seed=`` it makes a new bot.
BOTS: dict[str, Callable[..., Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "search": SearchBot,
}


def bot_names() -> tuple[str, ...]:
    """The names ``make_bot`` accepts."""
    return tuple(BOTS)


def make_bot(name: str, seed: int = 0) -> Bot:
    """A new bot of the kind ``name`` (random, greedy or search), seeded."""
    try:
        kind = BOTS[name]
    except (KeyError, TypeError):
        raise PegsError(f"unknown bot {name!r}; choose one of: {', '.join(BOTS)}") from None
    return kind(seed=seed)


__all__ = [
    "BOTS",
    "Bot",
    "GreedyBot",
    "RandomBot",
    "SearchBot",
    "SeatView",
    "bot_names",
    "make_bot",
]
