"""The card explorer's state: a position, a card, every move that card could make, each in words.

Plain Python, no ipywidgets. The moves come from the engine (``Position.card_moves``: hand and
must-play ignored, so any card can be explored); each move's sentence is the narration of the
events the engine reports when the move is played. When the position holds a hand for the seat to
move, each move also carries the engine's reason it could not be played *now* (not in the hand,
must-play), so a lesson can show the difference between "this card could" and "you may".
What to draw is described as a ``Highlights``; drawing is ``card_explorer``'s business.
Its words (and the engine's) are said in the model's ``language``: switching it tells the same
moves again in the new language, the card, the peg clicked and the move picked kept.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

from pegs import Card, CardPlayed, Event, Move, PegsError, Position
from pegs.board import PlaceRef
from pegs.render.colours import seat_name
from pegs.render.describe import narrate, played_words
from pegs.words.messages import language, speaking

from ..board import Highlights, PegRef, on_board
from .words import card_words, chosen_language, say, where, whose

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
        # Only English is cut this way: another language's opening and "the peg" read otherwise.
        if language() == "en" and isinstance(played, CardPlayed) and not played.discarded:
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

    def __init__(
        self, position: Position, card: Card | str = "5H", *, lang: str | None = None
    ) -> None:
        self.listeners: list[Callable[[], None]] = []
        #: The language its words are said in (default: the one ``speaking`` chose).
        self.language = chosen_language(lang)
        self._saying: Callable[[], str] = str
        self.peg: PegRef | None = None
        self.index: int | None = None
        self._position = position
        self._card = Card.parse(card) if isinstance(card, str) else card
        self._recompute()

    # ----- state
    @property
    def message(self) -> str:
        """Why the last click picked nothing ("" when it did), in the model's language."""
        with speaking(self.language):
            return self._saying()

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
        with speaking(self.language):
            return self._summary()

    def _summary(self) -> str:
        position, card = self._position, self._card
        if position.is_over:
            return say("explorer-over")
        said = card_words(card)
        if not self._moves:
            return say("explorer-no-moves", card=said, whose=whose(position.turn))
        text = say("explorer-moves", whose=whose(position.turn), card=said, moves=len(self._moves))
        hand = position.hand()
        if hand is not None and card not in hand:
            text += " " + say("explorer-not-in-hand", whose=whose(position.turn), card=said)
        if self.peg is not None:
            spot = where(self.peg[1], position.players)
            text += " " + say("explorer-showing", shown=len(self.shown), where=spot)
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
    def set_language(self, lang: str) -> None:
        """Say everything in ``lang`` from now on: the same moves told again, the choice kept."""
        self.language = chosen_language(lang)
        peg, index = self.peg, self.index
        with speaking(self.language):
            self._moves = explore(self._position, self._card)
        self.peg, self.index = peg, index
        self._notify()

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
        self._saying = str
        self._notify()

    def click(self, hit: PlaceRef | None) -> None:
        """A click on the board: a peg filters the list, a destination picks a move."""
        shown = self.shown
        if hit is not None and not on_board(hit, self._position.players):
            self._saying = lambda: say("tools-not-a-place")
            self._notify()
            return
        if hit is not None:
            if self.peg is not None:
                for i, m in enumerate(shown):
                    if any(_same(hit, d) for d in m.destinations):
                        self.index = i
                        self._saying = str
                        self._notify()
                        return
            pegs = {ref for m in self._moves for ref in m.pegs}
            for ref in sorted(pegs):
                if _same(hit, ref):
                    self.peg = None if self.peg == ref else ref
                    self.index = None
                    self._saying = str
                    self._notify()
                    return
            card, spot, players = self._card, hit[1], self._position.players
            self._saying = lambda: say(
                "explorer-cannot-move-there", card=card_words(card), where=where(spot, players)
            )
        else:
            self._saying = str
        self.peg = None
        self.index = None
        self._notify()

    # ----- plumbing
    def _recompute(self) -> None:
        with speaking(self.language):
            self._moves = explore(self._position, self._card)
        self.peg = None
        self.index = None
        self._saying = str
        self._notify()

    def _notify(self) -> None:
        for listener in list(self.listeners):
            listener()


def _same(hit: PlaceRef, ref: PegRef) -> bool:
    """True when a click (seat None on the track) lands on the peg or place ``ref``."""
    seat, place = hit
    return place == ref[1] and (seat is None or seat == ref[0])
