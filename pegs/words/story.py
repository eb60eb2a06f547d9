"""The story of a move: what each event did, told in sentences with colour names and landmarks.

Owns the phrasing of events ("Green plays a 7: the peg moves 3 holes, landing on its come-out
hole, bumping Orange's peg back to its start"); never seat numbers, hole numbers or card
notation. Events arrive as data (``pegs.events``) and are only told here.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..board import COME_OUT_OFFSET, HOME, SIDE, START, Place
from ..cards import Card
from ..events import (
    BumpedToStart,
    CardDrawn,
    CardPlayed,
    DiscardsReshuffled,
    EnteredHome,
    Event,
    GameWon,
    PegMoved,
    SentToInSpot,
)
from ..rules import PLAYER_COUNTS
from ..seats import seat_name
from .names import cap, card_words, count_words, hole_count, rank_name, spot_words, team_colours

#: Without the player count, holes are still named by the side they are on: the largest board
#: has every side, so a hole of any real game is on it.
_ANY_BOARD = max(PLAYER_COUNTS)


def _is_jump(event: PegMoved, players: int | None) -> bool:
    """True when a track-to-track move skipped holes (only a joker does that, RULES 6)."""
    if len(event.path) != 1:
        return False
    frm, to = event.frm, event.to
    if players:
        return (to - frm) % (SIDE * players) != 1
    # Without the player count, a step from the last hole of a 4, 6 or 8-player ring to the
    # first hole is the one forward step that does not add 1.
    return not (to == frm + 1 or (to == 0 and (frm + 1) in (SIDE * n for n in PLAYER_COUNTS)))


def _move_words(event: PegMoved, players: int | None = None, joker: bool | None = None) -> str:
    """What one PegMoved did, without its subject: "moves 3 holes, landing on Blue's in-spot"."""
    frm, to, seat = event.frm, event.to, event.seat
    landing = f"landing {spot_words(to, players or _ANY_BOARD, seat)}" if 0 <= to < HOME else ""
    if frm == START:
        # A joker does not bring a peg out onto its come-out hole: it jumps from start onto
        # another colour's peg (RULES 6). Without the card, a landing off the come-out hole
        # tells the two apart.
        if joker is None:
            joker = to != seat * SIDE + COME_OUT_OFFSET
        if joker:
            return f"jumps out of start, {landing}"
        return "comes out of start onto its come-out hole"
    steps = hole_count(len(event.path))
    if frm > HOME:
        return f"moves {steps} inside home, to home place {to - HOME}"
    if to > HOME:
        return f"moves {steps} into home place {to - HOME}"
    if event.backward:
        return f"moves {steps} back, {landing}"
    if _is_jump(event, players):
        return f"jumps, {landing}"
    return f"moves {steps}, {landing}"


def _peg(seat: int, mover: int | None) -> str:
    return "the peg" if seat == mover else f"{seat_name(seat)}'s peg"


def _peg_at(seat: int, hole: Place, players: int | None) -> str:
    """A peg named with where it stood: "Orange's peg on Blue's in-spot"."""
    return f"{seat_name(seat)}'s peg {spot_words(hole, players or _ANY_BOARD, seat)}"


def narrate_event(event: Event, *, reveal: bool = False, players: int | None = None) -> str:
    """One sentence for one event; drawn cards stay hidden unless ``reveal``."""
    if isinstance(event, CardPlayed):
        verb = "discards" if event.discarded else "plays"
        return f"{seat_name(event.seat)} {verb} the {card_words(event.card)}."
    if isinstance(event, PegMoved):
        return f"{seat_name(event.seat)}'s peg {_move_words(event, players)}."
    if isinstance(event, EnteredHome):
        return f"{seat_name(event.seat)}'s peg enters home place {event.to - HOME}."
    if isinstance(event, BumpedToStart):
        return (
            f"{_peg_at(event.seat, event.frm, players)} is bumped back to its start "
            f"by {seat_name(event.by_seat)}."
        )
    if isinstance(event, SentToInSpot):
        return (
            f"{_peg_at(event.seat, event.frm, players)} is sent to its own in-spot "
            f"by {seat_name(event.by_seat)}."
        )
    if isinstance(event, CardDrawn):
        what = f"the {card_words(event.card)}" if reveal else "a card"
        return f"{seat_name(event.seat)} draws {what}."
    if isinstance(event, DiscardsReshuffled):
        verb = "is" if event.cards == 1 else "are"
        cards = count_words(event.cards, "discarded card")
        return f"The {cards} {verb} shuffled into a new draw pile."
    if isinstance(event, GameWon):
        winners = team_colours(event.team, players)
        return f"{cap(winners)} {'wins' if not players else 'win'} the game."
    raise TypeError(f"{event!r} is not an event of pegs.events")


def played_words(event: CardPlayed) -> str:
    """The opening of a move's sentence: "Green plays a 7" (its pegs follow after a colon)."""
    return f"{seat_name(event.seat)} plays {rank_name(event.card.rank)}"


def narrate(events: Iterable[Event], *, reveal: bool = False, players: int | None = None) -> str:
    """The events of one move told as sentences: the card and its pegs first, then draws and wins.

    "Green plays a 7: the peg moves 3 holes, landing 7 holes past Blue's come-out hole, then the
    peg moves 4 holes, landing on its come-out hole, bumping Orange's peg back to its start."
    Drawn cards stay hidden unless ``reveal``.
    """
    sentences: list[str] = []
    mover: int | None = None
    joker: bool | None = None  # whether the card being told is a joker (None: not known)
    head = ""
    clauses: list[str] = []
    drawn: dict[int, list[Card]] = {}

    def flush_draws() -> None:
        for seat, cards in drawn.items():
            if reveal:
                listed = ", ".join(f"the {card_words(c)}" for c in cards)
                sentences.append(f"{seat_name(seat)} draws {listed}.")
            else:
                what = "a card" if len(cards) == 1 else count_words(len(cards), "card")
                sentences.append(f"{seat_name(seat)} draws {what}.")
        drawn.clear()

    def flush_move() -> None:
        nonlocal head, clauses
        if head:
            sentences.append(head + (", then ".join(clauses) if clauses else "") + ".")
        head, clauses = "", []

    for event in events:
        if isinstance(event, CardPlayed):
            flush_move()
            flush_draws()
            mover = event.seat
            joker = event.card.is_joker
            if event.discarded:
                sentences.append(
                    f"{seat_name(mover)} discards the {card_words(event.card)} without moving."
                )
            else:
                head = played_words(event) + ": "
        elif isinstance(event, PegMoved):
            clause = f"{_peg(event.seat, mover)} {_move_words(event, players, joker)}"
            if not head:
                sentences.append(cap(clause) + ".")
            else:
                clauses.append(clause)
        elif isinstance(event, EnteredHome):
            continue  # the PegMoved just before already says "into home place k"
        elif isinstance(event, (BumpedToStart, SentToInSpot)):
            if isinstance(event, BumpedToStart):
                bump = f"bumping {seat_name(event.seat)}'s peg back to its start"
            else:
                bump = f"sending {seat_name(event.seat)}'s peg to its own in-spot"
            if head and clauses:
                clauses[-1] += ", " + bump
            else:
                sentences.append(narrate_event(event, players=players))
        elif isinstance(event, CardDrawn):
            flush_move()
            drawn.setdefault(event.seat, []).append(event.card)
        else:
            flush_move()
            flush_draws()
            sentences.append(narrate_event(event, reveal=reveal, players=players))
    flush_move()
    flush_draws()
    return " ".join(sentences)


__all__ = ["narrate", "narrate_event", "played_words"]
