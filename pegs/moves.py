"""Moves and their notation (RULES 10): ``7S 0:T12-T15 2:T40-T44``, ``JK 1:S-T30``, ``discard 5C``.

A move names the card and, for each part, which peg goes where; bumps are consequences and are not
written. Whether a move is legal is the position's business, not this module's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple, TypeVar, cast

from .board import Place, parse_place, place_name
from .cards import Card
from .errors import NotationError
from .inputs import is_number


class Part(NamedTuple):
    """One peg's move within a card: seat ``seat``'s peg from ``frm`` to ``to``."""

    seat: int
    frm: Place
    to: Place

    def notation(self) -> str:
        """The part as ``<seat>:<from>-<to>``."""
        return f"{self.seat}:{place_name(self.frm)}-{place_name(self.to)}"


class Move(NamedTuple):
    """A card and the parts it moves; a discard has no parts."""

    card: Card
    parts: tuple[Part, ...] = ()

    @property
    def is_discard(self) -> bool:
        """True when the card is thrown away without moving (RULES 7)."""
        return not self.parts

    def notation(self) -> str:
        """The move in RULES 10 notation."""
        if not self.parts:
            return f"discard {self.card.notation}"
        return " ".join([self.card.notation, *(p.notation() for p in self.parts)])

    def __str__(self) -> str:
        return self.notation()

    def __repr__(self) -> str:
        return f"Move.parse({self.notation()!r})"

    @staticmethod
    def parse(text: str, players: int | None = None) -> Move:
        """The move written ``text``; with ``players``, seats and holes are range-checked."""
        return parse_move(text, players)


#: A peg a move sends away: (seat, from, to), ``to`` being its start or its in-spot (RULES 5).
Bump = tuple[int, Place, Place]


class PartEffect(NamedTuple):
    """What one part of a move does: every place its peg steps on, and the pegs it sends away."""

    part: Part
    path: tuple[Place, ...]  # ends with ``part.to``; coming out and a joker jump: ``(to,)``
    bumps: tuple[Bump, ...]  # in the order they happen
    backward: bool  # an 8, or the backward part of a 9


_Record = TypeVar("_Record", bound=tuple[Any, ...])


class _Tuple(tuple[Any, ...]):
    """A tuple subclass whose ``__new__`` is still tuple's own, so its heirs are made at C speed."""

    __slots__ = ()


def _from_tuple(record: type[_Record]) -> Callable[[tuple[Any, ...]], _Record]:
    """A subclass of the named tuple ``record`` that is made from one tuple of its fields.

    A named tuple's own ``__new__`` is Python code, and ``tuple.__new__(record, values)`` still
    goes through a slow wrapper; this subclass's constructor is tuple's C constructor itself,
    which saves about a fifth of the cost of every move the generator makes. Its instances are in
    every other way ``record``s: same name, fields, methods, equality and hashing, and they
    pickle and copy as plain ``record``s. (Only ``type(x) is record`` tells them apart: test
    with ``isinstance``.)
    """
    # ``_Tuple`` comes first so that the new class takes tuple's constructor, not ``record``'s.
    namespace: dict[str, Any] = {
        "__slots__": (),
        "__new__": tuple.__new__,
        "__module__": record.__module__,
        "__qualname__": record.__qualname__,
        "__doc__": record.__doc__,
        "__reduce__": lambda self: (record, tuple(self)),
    }
    made = type(record.__name__, (_Tuple, record), namespace)
    return cast(Callable[[tuple[Any, ...]], _Record], made)  # built by ``type``: untyped


# The generator's constructors: ``move_of((card, parts))`` and ``part_of((seat, frm, to))``.
move_of: Callable[[tuple[Card, tuple[Part, ...]]], Move] = _from_tuple(Move)
part_of: Callable[[tuple[int, Place, Place]], Part] = _from_tuple(Part)


def discard(card: Card) -> Move:
    """The move that discards ``card``."""
    return Move(card, ())


def _parse_part(token: str, text: str, players: int | None) -> Part:
    seat_text, sep, rest = token.partition(":")
    frm_text, dash, to_text = rest.partition("-")
    if (
        not sep
        or not dash
        or not is_number(seat_text)  # ASCII digits only: "²" and "٣" are not seats
    ):
        raise NotationError(
            f"{token!r} in move {text!r} is not a part: write <seat>:<from>-<to>, e.g. 2:T40-T44 "
            "(RULES 10)"
        )
    seat = int(seat_text)
    if players is not None and seat >= players:
        raise NotationError(
            f"seat {seat} in move {text!r} does not exist: a {players}-player game has seats "
            f"0..{players - 1} (RULES 1)"
        )
    try:
        return Part(seat, parse_place(frm_text, players), parse_place(to_text, players))
    except NotationError as err:
        raise NotationError(f"in move {text!r}: {err}") from None


def parse_move(text: str, players: int | None = None) -> Move:
    """The move written ``text`` in RULES 10 notation, or a ``NotationError`` quoting it."""
    if not isinstance(text, str):
        raise NotationError(f"a move must be text, not {text!r}")
    tokens = text.split()
    if not tokens:
        raise NotationError(f"{text!r} is not a move: it is empty (RULES 10)")
    if tokens[0] == "discard":
        if len(tokens) != 2:
            raise NotationError(
                f"{text!r} is not a move: write 'discard <card>', e.g. 'discard 5C'"
            )
        return Move(Card.parse(tokens[1]), ())
    try:
        card = Card.parse(tokens[0])
    except NotationError as err:
        raise NotationError(f"in move {text!r}: {err}") from None
    if len(tokens) == 1:
        raise NotationError(
            f"{text!r} is not a move: after the card write each part as <seat>:<from>-<to> "
            "(RULES 10)"
        )
    if len(tokens) > 3:
        raise NotationError(f"{text!r} is not a move: a card moves at most two pegs (RULES 4)")
    return Move(card, tuple(_parse_part(t, text, players) for t in tokens[1:]))
