"""The board in words: where every peg is, and what each event did, for screen readers and lessons.

Owns the human phrasing of places ("4 holes past Orange's come-out hole"), of cards ("the 7 of
spades") and of events. It uses the same seat names as the pictures (``colours``) and knows no
rules beyond the board's layout; what is legal is the position's business.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..board import COME_OUT_OFFSET, HOME, SIDE, START, Place, board_for
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
from ..position import Position
from ..words import card_words, hole_words, rank_words, team_words
from .colours import seat_name

_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five")


def _count(n: int, thing: str) -> str:
    word = _NUMBER_WORDS[n] if n < len(_NUMBER_WORDS) else str(n)
    return f"{word} {thing}{'' if n == 1 else 's'}"


def _holes(n: int) -> str:
    return f"{n} hole{'' if n == 1 else 's'}"


def place_words(seat: int, place: Place, players: int) -> str:
    """Where ``seat``'s peg on ``place`` is, in words, with its notation: "in home place 3 (H3)"."""
    if place == START:
        return "in its start area (S)"
    if place > HOME:
        return f"in home place {place - HOME} (H{place - HOME})"
    return f"{hole_words(place, players, seat)} (T{place})"


def _seat_pegs(seat: int, places: tuple[Place, ...], players: int) -> str:
    board = board_for(players)
    parts: list[str] = []
    in_start = places.count(START)
    if in_start == len(places):
        parts.append(f"all {_NUMBER_WORDS[in_start]} in start")
    elif in_start:
        parts.append(f"{in_start} in start")
    for place in places:
        if 0 <= place < HOME:
            to_go = board.distance(place, board.in_spot(seat))
            parts.append(
                f"one {place_words(seat, place, players)}, {_holes(to_go)} from its in-spot"
            )
    homes = [p - HOME for p in places if p > HOME]
    if len(homes) == 1:
        parts.append(f"one in home place {homes[0]}")
    elif homes:
        listed = ", ".join(str(k) for k in homes[:-1]) + f" and {homes[-1]}"
        parts.append(f"{_count(len(homes), 'peg')} in home places {listed}")
    return "; ".join(parts)


def describe(position: Position, *, show_hands: bool = False) -> str:
    """Where every peg is, whose turn it is and what the piles hold, in plain sentences."""
    players = position.players
    lines = [
        f"{players} players in two teams: {team_words(0, players)} and {team_words(1, players)}."
    ]
    if position.winner is not None:
        lines.append(f"The game is over: {team_words(position.winner, players)} has won.")
    else:
        who = seat_name(position.turn)
        hand = position.hands[position.turn]
        held = "" if hand is None else f", holding {_count(len(hand), 'card')}"
        lines.append(f"{who} (seat {position.turn}) is to play{held}.")
    if position.dealer is not None:
        lines.append(f"{seat_name(position.dealer)} dealt.")
    piles = []
    if position.draw is not None:
        piles.append(f"the draw pile holds {_count(len(position.draw), 'card')}")
    if position.discard:
        top = card_words(position.discard[-1])
        piles.append(f"the discard pile {_count(len(position.discard), 'card')}, the {top} on top")
    if piles:
        text = " and ".join(piles)
        lines.append(text[0].upper() + text[1:] + ".")
    for seat, places in enumerate(position.pegs):
        where = _seat_pegs(seat, places, players)
        line = f"{seat_name(seat)} (seat {seat}, team {seat % 2}): {where}."
        hand = position.hands[seat]
        if hand is not None:
            if show_hands:
                cards = ", ".join(card_words(c) for c in hand) or "nothing"
                line += f" Hand: {cards}."
            elif seat != position.turn or position.winner is not None:
                line += f" Holds {_count(len(hand), 'card')}."
        lines.append(line)
    return "\n".join(lines)


# ----- events
def _is_jump(event: PegMoved, players: int | None) -> bool:
    """True when a track-to-track move skipped holes (only a joker does that, RULES 6)."""
    if len(event.path) != 1:
        return False
    frm, to = event.frm, event.to
    if players:
        return (to - frm) % (SIDE * players) != 1
    # Without the player count, a step from the last hole of a 4, 6 or 8-player ring to T0 is
    # the one forward step that does not add 1.
    return not (to == frm + 1 or (to == 0 and (frm + 1) in (SIDE * n for n in (4, 6, 8))))


def _move_words(event: PegMoved, players: int | None = None, joker: bool | None = None) -> str:
    """What one PegMoved did, without its subject: "moves 3 from T12 to T15"."""
    frm, to = event.frm, event.to
    if frm == START:
        # A joker does not bring a peg out onto its come-out hole: it jumps from start onto
        # another colour's peg (RULES 6). Without the card, a landing off the come-out hole
        # tells the two apart.
        if joker is None:
            joker = players is not None and to != event.seat * SIDE + COME_OUT_OFFSET
        if joker:
            return f"jumps from start onto T{to}"
        return f"comes out of start onto T{to}"
    if frm > HOME:
        return f"moves in home from H{frm - HOME} to H{to - HOME}"
    if to > HOME:
        return f"moves from T{frm} into home place H{to - HOME}"
    if event.backward:
        return f"moves back {len(event.path)} from T{frm} to T{to}"
    if _is_jump(event, players):
        return f"jumps from T{frm} to T{to}"
    return f"moves {len(event.path)} from T{frm} to T{to}"


def _peg(seat: int, mover: int | None) -> str:
    return "the peg" if seat == mover else f"{seat_name(seat)}'s peg"


def _team(team: int, players: int | None) -> str:
    return team_words(team, players) if players else f"team {team}"


def narrate_event(event: Event, *, reveal: bool = False, players: int | None = None) -> str:
    """One sentence for one event; drawn cards stay hidden unless ``reveal``."""
    if isinstance(event, CardPlayed):
        verb = "discards" if event.discarded else "plays"
        return f"{seat_name(event.seat)} {verb} the {card_words(event.card)}."
    if isinstance(event, PegMoved):
        return f"{seat_name(event.seat)}'s peg {_move_words(event, players)}."
    if isinstance(event, EnteredHome):
        return f"{seat_name(event.seat)}'s peg enters home place H{event.to - HOME}."
    if isinstance(event, BumpedToStart):
        return (
            f"{seat_name(event.seat)}'s peg on T{event.frm} is bumped back to its start "
            f"by {seat_name(event.by_seat)}."
        )
    if isinstance(event, SentToInSpot):
        return (
            f"{seat_name(event.seat)}'s peg on T{event.frm} is sent to its in-spot T{event.to} "
            f"by {seat_name(event.by_seat)}."
        )
    if isinstance(event, CardDrawn):
        what = f"the {card_words(event.card)}" if reveal else "a card"
        return f"{seat_name(event.seat)} draws {what}."
    if isinstance(event, DiscardsReshuffled):
        verb = "is" if event.cards == 1 else "are"
        return f"The {_count(event.cards, 'discarded card')} {verb} shuffled into a new draw pile."
    if isinstance(event, GameWon):
        return f"{_cap(_team(event.team, players))} wins the game."
    raise TypeError(f"{event!r} is not an event of pegs.events")


def _cap(text: str) -> str:
    return text[0].upper() + text[1:]


def narrate(events: Iterable[Event], *, reveal: bool = False, players: int | None = None) -> str:
    """The events of one move told as sentences: the card and its pegs first, then draws and wins.

    "Green's 7: the peg on T12 moves 3 to T15, then the peg on T40 moves 4 to T44, bumping
    Orange's peg back to its start." Drawn cards stay hidden unless ``reveal``.
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
                what = "a card" if len(cards) == 1 else _count(len(cards), "card")
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
                head = f"{seat_name(mover)}'s {rank_words(event.card)}: "
        elif isinstance(event, PegMoved):
            clause = f"{_peg(event.seat, mover)} {_move_words(event, players, joker)}"
            if not head:
                sentences.append(_cap(clause) + ".")
            else:
                clauses.append(clause)
        elif isinstance(event, EnteredHome):
            continue  # the PegMoved just before already says "into home place Hk"
        elif isinstance(event, (BumpedToStart, SentToInSpot)):
            if isinstance(event, BumpedToStart):
                bump = f"bumping {seat_name(event.seat)}'s peg back to its start"
            else:
                bump = f"sending {seat_name(event.seat)}'s peg to its in-spot T{event.to}"
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


__all__ = [
    "card_words",
    "describe",
    "hole_words",
    "narrate",
    "narrate_event",
    "place_words",
    "rank_words",
    "team_words",
]
