"""Events: what applying a move caused, in order (for narration, animation and replay).

Each event is a small frozen value; ``narrate`` turns them into words, the widgets into motion.

Every move played makes three to five events, so each class writes its own ``__init__``: it fills
the instance's field dict directly, where a frozen dataclass's generated one calls
``object.__setattr__`` once per field (measured: 0.27 against 0.64 µs to make a ``PegMoved``).
Everything else is the dataclass's own: fields, ``==`` (an event equals only an event of its own
class), ``hash``, ``repr``, ``match`` patterns, ``dataclasses.replace``, pickling, and assigning a
field raises ``FrozenInstanceError`` (``tests/test_play_values.py`` checks each of these).
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Place
from .cards import Card


@dataclass(frozen=True, init=False)
class CardPlayed:
    """A seat played a card face up (``discarded`` when it was thrown away without moving)."""

    seat: int
    card: Card
    discarded: bool = False

    def __init__(self, seat: int, card: Card, discarded: bool = False) -> None:
        fields = self.__dict__  # written directly: see the module docstring
        fields["seat"] = seat
        fields["card"] = card
        fields["discarded"] = discarded


@dataclass(frozen=True, init=False)
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

    def __init__(
        self,
        seat: int,
        frm: Place,
        to: Place,
        path: tuple[Place, ...],
        backward: bool = False,
    ) -> None:
        fields = self.__dict__  # written directly: see the module docstring
        fields["seat"] = seat
        fields["frm"] = frm
        fields["to"] = to
        fields["path"] = path
        fields["backward"] = backward


@dataclass(frozen=True, init=False)
class BumpedToStart:
    """An opponent's peg on ``frm`` was sent back to its start area (RULES 5)."""

    seat: int
    frm: Place
    by_seat: int

    def __init__(self, seat: int, frm: Place, by_seat: int) -> None:
        fields = self.__dict__  # written directly: see the module docstring
        fields["seat"] = seat
        fields["frm"] = frm
        fields["by_seat"] = by_seat


@dataclass(frozen=True, init=False)
class SentToInSpot:
    """A teammate's peg on ``frm`` was sent to its own in-spot ``to`` (RULES 5)."""

    seat: int
    frm: Place
    to: Place
    by_seat: int

    def __init__(self, seat: int, frm: Place, to: Place, by_seat: int) -> None:
        fields = self.__dict__  # written directly: see the module docstring
        fields["seat"] = seat
        fields["frm"] = frm
        fields["to"] = to
        fields["by_seat"] = by_seat


@dataclass(frozen=True, init=False)
class EnteredHome:
    """A peg went from the track into home place ``to`` (RULES 5, going home)."""

    seat: int
    to: Place

    def __init__(self, seat: int, to: Place) -> None:
        fields = self.__dict__  # written directly: see the module docstring
        fields["seat"] = seat
        fields["to"] = to


@dataclass(frozen=True, init=False)
class CardDrawn:
    """A seat drew a card from the draw pile."""

    seat: int
    card: Card

    def __init__(self, seat: int, card: Card) -> None:
        fields = self.__dict__  # written directly: see the module docstring
        fields["seat"] = seat
        fields["card"] = card


@dataclass(frozen=True, init=False)
class DiscardsReshuffled:
    """The discard pile (``cards`` of them) was shuffled into a new draw pile (RULES 3)."""

    cards: int

    def __init__(self, cards: int) -> None:
        fields = self.__dict__  # written directly: see the module docstring
        fields["cards"] = cards


@dataclass(frozen=True, init=False)
class GameWon:
    """A team has every peg of every colour in home (RULES 8)."""

    team: int

    def __init__(self, team: int) -> None:
        fields = self.__dict__  # written directly: see the module docstring
        fields["team"] = team


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
