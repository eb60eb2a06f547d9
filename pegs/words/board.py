"""The board described: where every peg is, whose turn it is and what the piles hold, in words.

For screen readers and lessons: colour names and landmarks ("3 holes past Blue's come-out
hole"), never seat numbers, hole numbers or card notation (those belong to move lists and files),
except in ``place_words``, a picture's tooltip, which adds the notation a file would use. It knows
no rules beyond the board's layout; what is legal is the position's business.
"""

from __future__ import annotations

from ..board import HOME, START, Place, board_for, team_of
from ..position import Position
from .messages import say
from .names import (
    card_args,
    card_words,
    hole_words,
    list_words,
    seat_key,
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
        parts.append(say("pegs-all-in-start", count=in_start))
    elif in_start:
        parts.append(say("pegs-in-start", count=in_start))
    for place in places:
        if 0 <= place < HOME:
            to_go = board.distance(place, board.in_spot(seat))
            where = spot_words(place, players, seat)
            parts.append(say("pegs-on-track", where=where, to_go=to_go))
    homes = [p - HOME for p in places if p > HOME]
    if len(homes) == 1:
        parts.append(say("pegs-home-one", place=homes[0]))
    elif homes:
        listed = list_words([str(k) for k in homes])
        parts.append(say("pegs-home-many", count=len(homes), places=listed))
    return "; ".join(parts)


def _piles(position: Position) -> str | None:
    """The piles' sentence, or None when the position keeps neither pile."""
    draw = None if position.draw is None else len(position.draw)
    if not position.discard:
        return None if draw is None else say("describe-piles-draw", draw=draw)
    top = card_args(position.discard[-1])
    if draw is None:
        return say("describe-piles-discard", discard=len(position.discard), **top)
    return say("describe-piles-both", draw=draw, discard=len(position.discard), **top)


def describe(position: Position, *, show_hands: bool = False) -> str:
    """Where every peg is, whose turn it is and what the piles hold, in plain sentences.

    In the language spoken (``pegs.words.messages.speaking``), English unless chosen.
    """
    players = position.players
    board = board_for(players)
    lines = [
        say(
            "describe-teams",
            players=players,
            first=team_colours(0, players),
            second=team_colours(1, players),
        )
    ]
    if position.winner is not None:
        lines.append(say("describe-over", winners=team_colours(position.winner, players)))
    else:
        hand = position.hands[position.turn]
        who = seat_key(position.turn)
        if hand is None:
            lines.append(say("describe-turn", seat=who))
        else:
            lines.append(say("describe-turn-holding", seat=who, cards=len(hand)))
    if position.dealer is not None:
        lines.append(say("describe-dealt", seat=seat_key(position.dealer)))
    piles = _piles(position)
    if piles is not None:
        lines.append(piles)
    for seat, places in enumerate(position.pegs):
        where = _seat_pegs(seat, places, players)
        mates = [s for s in board.team_seats(team_of(seat)) if s != seat]
        line = say("describe-seat", seat=seat_key(seat), mates=seat_names(mates), where=where)
        hand = position.hands[seat]
        if hand is not None:
            if show_hands:
                cards = [card_words(c) for c in hand]
                told = say("describe-hand", hand=", ".join(cards)) if cards else None
                line += " " + (told or say("describe-hand-empty"))
            elif seat != position.turn or position.winner is not None:
                line += " " + say("describe-holds", cards=len(hand))
        lines.append(line)
    return "\n".join(lines)


__all__ = ["describe", "place_words"]
