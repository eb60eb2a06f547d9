"""Events: what applying a move caused, in order (for narration, animation and replay).

Each event is a small frozen value; ``narrate`` turns them into words, the widgets into motion.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Place
from .cards import Card


@dataclass(frozen=True)
class CardPlayed:
    """A seat played a card face up (``discarded`` when it was thrown away without moving)."""

    seat: int
    card: Card
    discarded: bool = False


@dataclass(frozen=True)
class PegMoved:
    """A peg moved by the card from ``frm`` to ``to``; ``path`` lists every place it stepped on.

    ``path`` ends with ``to``; coming out and joker moves jump, so their path is just ``(to,)``.
    ``backward`` is true for an 8 (or the backward part of a 9).
    """

    seat: int
    frm: Place
    to: Place
    path: tuple[Place, ...]
    backward: bool = False


@dataclass(frozen=True)
class BumpedToStart:
    """An opponent's peg on ``frm`` was sent back to its start area (RULES 5)."""

    seat: int
    frm: Place
    by_seat: int


@dataclass(frozen=True)
class SentToInSpot:
    """A teammate's peg on ``frm`` was sent to its own in-spot ``to`` (RULES 5)."""

    seat: int
    frm: Place
    to: Place
    by_seat: int


@dataclass(frozen=True)
class EnteredHome:
    """A peg went from the track into home place ``to`` (RULES 5, going home)."""

    seat: int
    to: Place


@dataclass(frozen=True)
class CardDrawn:
    """A seat drew a card from the draw pile."""

    seat: int
    card: Card


@dataclass(frozen=True)
class DiscardsReshuffled:
    """The discard pile (``cards`` of them) was shuffled into a new draw pile (RULES 3)."""

    cards: int


@dataclass(frozen=True)
class GameWon:
    """A team has every peg of every colour in home (RULES 8)."""

    team: int


Event = (
    CardPlayed
    | PegMoved
    | BumpedToStart
    | SentToInSpot
    | EnteredHome
    | CardDrawn
    | DiscardsReshuffled
    | GameWon
)
