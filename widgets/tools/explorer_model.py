"""The card explorer's state: a position, a card, every move that card could make, each in words.

Plain Python, no ipywidgets. The moves come from the engine (``Position.card_moves``: hand and
must-play ignored, so any card can be explored); each move's sentence is the narration of the
events the engine reports when the move is played. When the position holds a hand for the seat to
move, each move also carries the engine's reason it could not be played *now* (not in the hand,
must-play), so a lesson can show the difference between "this card could" and "you may".
What to draw is described as a ``Highlights``; drawing is ``card_explorer``'s business.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

from pegs import Card, CardPlayed, Event, Move, PegsError, Position
from pegs.board import Place, PlaceRef
from pegs.render.colours import seat_name
from pegs.render.describe import card_words, narrate, played_words

from ..board import Highlights, PegRef, on_board

#: The ranks offered by the explorer's card picker, one card each (the suit changes no move).
EXPLORER_CARDS = tuple(
    Card.parse(text)
    for text in (
        "AS",
        "2S",
        "3S",
        "4S",
        "5H",
        "6H",
        "7S",
        "8C",
        "9S",
        "10S",
        "JD",
        "QD",
        "KS",
        "JK",
    )
)


@dataclass(frozen=True)
class ExploredMove:
    """One move a card could make: the move, its sentence, its events and the position after."""

    move: Move
    sentence: str
    events: tuple[Event, ...]
    after: Position
    refusal_now: str | None = None  # the engine's reason it cannot be played now, if any

    @property
    def notation(self) -> str:
        """The move in RULES 10 notation."""
        return self.move.notation()

    @property
    def short(self) -> str:
        """The sentence without its "Blue plays a 7: " opening (for a list under a heading)."""
        played = self.events[0] if self.events else None
        if isinstance(played, CardPlayed) and not played.discarded:
            head = played_words(played) + ": "
            if self.sentence.startswith(head):
                # Without the opening, "the peg" no longer says whose: name the mover's colour.
                rest = self.sentence[len(head) :].replace(
                    "the peg ", f"{seat_name(played.seat)}'s peg "
                )
                return rest[:1].upper() + rest[1:]
        return self.sentence

    @property
    def pegs(self) -> tuple[PegRef, ...]:
        """The pegs the move picks up, (seat, place) each."""
        return tuple((p.seat, p.frm) for p in self.move.parts)

    @property
    def destinations(self) -> tuple[PegRef, ...]:
        """Where the moved pegs land, (seat, place) each."""
        return tuple((p.seat, p.to) for p in self.move.parts)


def pegs_only(position: Position) -> Position:
    """``position`` without hands or piles: the same pegs, turn and rules, any card playable."""
    return dataclasses.replace(position, hands=(None,) * position.players, draw=None, discard=())


def explore(position: Position, card: Card | str) -> list[ExploredMove]:
    """Every move ``card`` could make for the seat to move in ``position``, each with its story."""
    card = Card.parse(card) if isinstance(card, str) else card
    free = pegs_only(position)
    has_hand = position.hand() is not None
    out = []
    for move in sorted(position.card_moves(card)):
        after, events = free.play(move)
        refusal = position.why_not(move) if has_hand else None
        out.append(
            ExploredMove(
                move=move,
                sentence=narrate(events, players=position.players),
                events=events,
                after=after,
                refusal_now=None if refusal is None else str(refusal),
            )
        )
    return out


class ExplorerModel:
    """A position, a chosen card, the moves it could make, and which of them is picked.

    Clicking a peg keeps only the moves that pick it up; clicking one of their destinations picks
    the first such move; clicking anything else clears the filter. ``listeners`` are called with
    no argument after every change.
    """

    def __init__(self, position: Position, card: Card | str = "5H") -> None:
        self.listeners: list[Callable[[], None]] = []
        self.message = ""
        self.peg: PegRef | None = None
        self.index: int | None = None
        self._position = position
        self._card = Card.parse(card) if isinstance(card, str) else card
        self._recompute()

    # ----- state
    @property
    def position(self) -> Position:
        """The position explored."""
        return self._position

    @property
    def card(self) -> Card:
        """The card explored."""
        return self._card

    @property
    def moves(self) -> list[ExploredMove]:
        """Every move the card could make for the seat to move."""
        return self._moves

    @property
    def shown(self) -> list[ExploredMove]:
        """The moves listed now: all of them, or those of the peg clicked."""
        if self.peg is None:
            return self._moves
        return [m for m in self._moves if self.peg in m.pegs]

    @property
    def chosen(self) -> ExploredMove | None:
        """The move picked from the list, if any."""
        shown = self.shown
        if self.index is None or not 0 <= self.index < len(shown):
            return None
        return shown[self.index]

    def summary(self) -> str:
        """One sentence: which card, whose turn, how many moves."""
        who = f"{seat_name(self._position.turn)} (seat {self._position.turn})"
        n = len(self._moves)
        if self._position.is_over:
            return "The game is over in this position: no card can move a peg (RULES 8)."
        if n == 0:
            return f"The {card_words(self._card)} cannot move any of {who}'s team pegs here."
        noun = "move" if n == 1 else "moves"
        text = f"The {card_words(self._card)} could make {n} {noun} for {who}."
        hand = self._position.hand()
        if hand is not None and self._card not in hand:
            text += f" ({seat_name(self._position.turn)}'s hand holds no {self._card.notation}.)"
        if self.peg is not None:
            k = len(self.shown)
            text += f" Showing the {k} that move the peg on {_place(self.peg[1])}."
        return text

    def highlights(self) -> Highlights:
        """What the board marks: every peg that could move and every landing place, or one move."""
        chosen = self.chosen
        if chosen is not None:
            return Highlights(
                movable=chosen.pegs,
                targets=chosen.destinations,
                selected=chosen.pegs[0] if chosen.pegs else None,
            )
        shown = self.shown
        movable = sorted({ref for m in shown for ref in m.pegs})
        targets = sorted({ref for m in shown for ref in m.destinations})
        return Highlights(movable=tuple(movable), targets=tuple(targets), selected=self.peg)

    # ----- input
    def set_position(self, position: Position) -> None:
        """Explore ``position`` instead (the card stays)."""
        if not isinstance(position, Position):
            raise PegsError(f"{position!r} is not a Position")
        self._position = position
        self._recompute()

    def set_card(self, card: Card | str) -> None:
        """Explore ``card`` instead (a card or its notation, e.g. "7S")."""
        self._card = Card.parse(card) if isinstance(card, str) else card
        self._recompute()

    def set_turn(self, seat: int) -> None:
        """Explore the moves of ``seat`` (the same pegs, another seat to move)."""
        if not 0 <= seat < self._position.players:
            raise PegsError(f"there is no seat {seat} in a {self._position.players}-player game")
        self._position = dataclasses.replace(self._position, turn=seat)
        self._recompute()

    def choose(self, index: int | None) -> None:
        """Pick the ``index``-th listed move (None: none)."""
        if index is not None and not 0 <= index < len(self.shown):
            raise PegsError(f"there is no move {index}: {len(self.shown)} are listed")
        self.index = index
        self.message = ""
        self._notify()

    def click(self, hit: PlaceRef | None) -> None:
        """A click on the board: a peg filters the list, a destination picks a move."""
        shown = self.shown
        if hit is not None and not on_board(hit, self._position.players):
            self.message = "That is not a place on this board."
            self._notify()
            return
        if hit is not None:
            if self.peg is not None:
                for i, m in enumerate(shown):
                    if any(_same(hit, d) for d in m.destinations):
                        self.index = i
                        self.message = ""
                        self._notify()
                        return
            pegs = {ref for m in self._moves for ref in m.pegs}
            for ref in sorted(pegs):
                if _same(hit, ref):
                    self.peg = None if self.peg == ref else ref
                    self.index = None
                    self.message = ""
                    self._notify()
                    return
            self.message = f"The {self._card.notation} cannot move a peg on {_place(hit[1])}."
        else:
            self.message = ""
        self.peg = None
        self.index = None
        self._notify()

    # ----- plumbing
    def _recompute(self) -> None:
        self._moves = explore(self._position, self._card)
        self.peg = None
        self.index = None
        self.message = ""
        self._notify()

    def _notify(self) -> None:
        for listener in list(self.listeners):
            listener()


def _same(hit: PlaceRef, ref: PegRef) -> bool:
    """True when a click (seat None on the track) lands on the peg or place ``ref``."""
    seat, place = hit
    return place == ref[1] and (seat is None or seat == ref[0])


def _place(place: Place) -> str:
    from pegs import place_name

    return place_name(place)
