"""The board described: where every peg is, whose turn it is and what the piles hold, in words.

For screen readers and lessons: colour names and landmarks ("3 holes past Blue's come-out
hole"), never seat numbers, hole numbers or card notation (those belong to move lists and files),
except in ``place_words``, a picture's tooltip, which adds the notation a file would use. It knows
no rules beyond the board's layout; what is legal is the position's business.
"""

from __future__ import annotations

from ..board import HOME, START, Place, board_for, team_of
from ..position import Position
from ..seats import seat_name
from .names import (
    NUMBER_WORDS,
    cap,
    card_words,
    count_words,
    hole_count,
    hole_words,
    seat_names,
    spot_words,
    team_colours,
)


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
        parts.append(f"all {NUMBER_WORDS[in_start]} in start")
    elif in_start:
        parts.append(f"{in_start} in start")
    for place in places:
        if 0 <= place < HOME:
            to_go = board.distance(place, board.in_spot(seat))
            where = spot_words(place, players, seat)
            parts.append(f"one {where}, {hole_count(to_go)} from its in-spot")
    homes = [p - HOME for p in places if p > HOME]
    if len(homes) == 1:
        parts.append(f"one in home place {homes[0]}")
    elif homes:
        listed = ", ".join(str(k) for k in homes[:-1]) + f" and {homes[-1]}"
        parts.append(f"{count_words(len(homes), 'peg')} in home places {listed}")
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
        held = "" if hand is None else f", holding {count_words(len(hand), 'card')}"
        lines.append(f"{who} is to play{held}.")
    if position.dealer is not None:
        lines.append(f"{seat_name(position.dealer)} dealt.")
    piles = []
    if position.draw is not None:
        piles.append(f"the draw pile holds {count_words(len(position.draw), 'card')}")
    if position.discard:
        top = card_words(position.discard[-1])
        piles.append(
            f"the discard pile {count_words(len(position.discard), 'card')}, the {top} on top"
        )
    if piles:
        lines.append(cap(" and ".join(piles)) + ".")
    for seat, places in enumerate(position.pegs):
        where = _seat_pegs(seat, places, players)
        mates = [s for s in board.team_seats(team_of(seat)) if s != seat]
        line = f"{seat_name(seat)} (with {seat_names(mates)}): {where}."
        hand = position.hands[seat]
        if hand is not None:
            if show_hands:
                cards = ", ".join(card_words(c) for c in hand) or "nothing"
                line += f" Hand: {cards}."
            elif seat != position.turn or position.winner is not None:
                line += f" Holds {count_words(len(hand), 'card')}."
        lines.append(line)
    return "\n".join(lines)


__all__ = ["describe", "place_words"]
