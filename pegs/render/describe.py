"""The board in words: where every peg is, and what each event did, for screen readers and lessons.

Owns the learner's phrasing of positions and events: colour names and landmarks ("Orange's peg
goes back to its start", "3 holes past Blue's come-out hole"), never seat numbers, hole numbers or
card notation (those belong to move lists and files). It knows no rules beyond the board's
layout; what is legal is the position's business.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..board import COME_OUT_OFFSET, HOME, SIDE, START, Place, board_for, team_of
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
from ..rules import PLAYER_COUNTS
from ..words import card_words, hole_words, rank_name, rank_words, spot_words, team_words
from .colours import seat_name

_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five")
#: Without the player count, holes are still named by the side they are on: the largest board
#: has every side, so a hole of any real game is on it.
_ANY_BOARD = max(PLAYER_COUNTS)


def _count(n: int, thing: str) -> str:
    word = _NUMBER_WORDS[n] if n < len(_NUMBER_WORDS) else str(n)
    return f"{word} {thing}{'' if n == 1 else 's'}"


def _holes(n: int) -> str:
    return f"{n} hole{'' if n == 1 else 's'}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _names(seats: Iterable[int]) -> str:
    names = [seat_name(s) for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]}"


def team_colours(team: int, players: int | None) -> str:
    """A team by its colours: "Blue and Green"; without the player count, "Blue's team"."""
    if not players:
        return f"{seat_name(team)}'s team"
    return _names(board_for(players).team_seats(team))


def place_words(seat: int, place: Place, players: int) -> str:
    """Where ``seat``'s peg on ``place`` is, in words with its notation: "in home place 3 (H3)".

    For a picture's tooltip, which names the hole a file or move list would use; the sentences
    of ``describe`` and ``narrate`` use plain words only.
    """
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
            where = spot_words(place, players, seat)
            parts.append(f"one {where}, {_holes(to_go)} from its in-spot")
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
    board = board_for(players)
    lines = [
        f"{players} players in two teams: {team_colours(0, players)} against "
        f"{team_colours(1, players)}."
    ]
    if position.winner is not None:
        lines.append(f"The game is over: {team_colours(position.winner, players)} have won.")
    else:
        who = seat_name(position.turn)
        hand = position.hands[position.turn]
        held = "" if hand is None else f", holding {_count(len(hand), 'card')}"
        lines.append(f"{who} is to play{held}.")
    if position.dealer is not None:
        lines.append(f"{seat_name(position.dealer)} dealt.")
    piles = []
    if position.draw is not None:
        piles.append(f"the draw pile holds {_count(len(position.draw), 'card')}")
    if position.discard:
        top = card_words(position.discard[-1])
        piles.append(f"the discard pile {_count(len(position.discard), 'card')}, the {top} on top")
    if piles:
        lines.append(_cap(" and ".join(piles)) + ".")
    for seat, places in enumerate(position.pegs):
        where = _seat_pegs(seat, places, players)
        mates = [s for s in board.team_seats(team_of(seat)) if s != seat]
        line = f"{seat_name(seat)} (with {_names(mates)}): {where}."
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
    steps = _holes(len(event.path))
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
        return f"The {_count(event.cards, 'discarded card')} {verb} shuffled into a new draw pile."
    if isinstance(event, GameWon):
        winners = team_colours(event.team, players)
        return f"{_cap(winners)} {'wins' if not players else 'win'} the game."
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
                head = played_words(event) + ": "
        elif isinstance(event, PegMoved):
            clause = f"{_peg(event.seat, mover)} {_move_words(event, players, joker)}"
            if not head:
                sentences.append(_cap(clause) + ".")
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


__all__ = [
    "card_words",
    "describe",
    "hole_words",
    "narrate",
    "narrate_event",
    "place_words",
    "played_words",
    "rank_words",
    "team_colours",
    "team_words",
]
