"""Names of things in words: cards, holes, places, pegs and teams, for every sentence of the kit.

Learners read colour names ("Orange's peg"), cards in words ("the 8 of clubs") and landmarks
("on Blue's in-spot"), never seat numbers or notation. Refusals, stories and the board described
build their sentences from these names. This module knows the board's layout and the seat names
(``pegs.seats``), nothing of the rules.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..board import COME_OUT_OFFSET, HOME, IN_SPOT_OFFSET, SIDE, START, Place, board_for
from ..cards import Card, Rank, Suit
from ..seats import SEAT_NAMES, seat_name
from .messages import Arg, say

_RANK_WORDS = {Rank.ACE: "ace", Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king"}
_SUIT_WORDS = {
    Suit.SPADES: "spades",
    Suit.HEARTS: "hearts",
    Suit.DIAMONDS: "diamonds",
    Suit.CLUBS: "clubs",
}


def card_args(card: Card) -> dict[str, Arg]:
    """A card as the arguments of the ``card`` message: ``rank`` (2 to 10 or a word), ``suit``."""
    if card.is_joker:
        return {"rank": "joker", "suit": "none"}
    rank = _RANK_WORDS.get(card.rank)
    return {
        "rank": rank if rank else int(card.rank.value),
        "suit": _SUIT_WORDS[card.suit] if card.suit else "none",
    }


def card_words(card: Card) -> str:
    """A card in words: "7 of spades", "king of hearts", "joker"."""
    if card.is_joker or card.suit:
        return say("card", **card_args(card))
    return _RANK_WORDS.get(card.rank, card.rank.value)


def rank_words(card: Card) -> str:
    """A card's rank alone in words: "7", "king", "joker" (what a player calls a card in play)."""
    return "joker" if card.is_joker else _RANK_WORDS.get(card.rank, card.rank.value)


def rank_name(rank: Rank) -> str:
    """A rank with its article: "an ace", "a 7", "an 8", "a joker"."""
    name = "joker" if rank is Rank.JOKER else _RANK_WORDS.get(rank, rank.value)
    return ("an " if name[0] in "a8" else "a ") + name


def the_card(card: Card) -> str:
    """A card named in a sentence: "the 8 of clubs", "the joker"."""
    return f"the {card_words(card)}"


#: The house rules for a 9 (RULES 9, option ``nine``) by their values, as a sentence quotes them.
NINE_WORDS = {
    "split-forward": "a 9 splits like a 7",
    "forward-only": "a 9 moves forward only",
    "split-forward-back": "a 9 splits one peg forward and one back",
}

#: Small numbers as words (a count above five is written in digits).
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five")


def count_words(n: int, thing: str) -> str:
    """A count of things in words: "no cards", "one peg", "three cards", "12 cards"."""
    word = NUMBER_WORDS[n] if n < len(NUMBER_WORDS) else str(n)
    return f"{word} {thing}{'' if n == 1 else 's'}"


def hole_count(n: int) -> str:
    """A number of holes: "1 hole", "3 holes"."""
    return f"{n} hole{'' if n == 1 else 's'}"


_holes = hole_count


def hole_words(hole: Place, players: int, seat: int | None = None) -> str:
    """Where track hole ``hole`` is, from the landmarks of the side it is on.

    With ``seat``, that seat's own side is called "its own" ("on its own in-spot").
    """
    side, offset = divmod(hole, SIDE)
    if not 0 <= side < players:
        raise ValueError(f"T{hole} is off a {players}-player board")
    owner = "its own" if side == seat else f"{seat_name(side)}'s"
    if offset == COME_OUT_OFFSET:
        return f"on {owner} come-out hole"
    if offset == IN_SPOT_OFFSET:
        return f"on {owner} in-spot"
    if offset > COME_OUT_OFFSET:
        return f"on {owner} side, {_holes(offset - COME_OUT_OFFSET)} past the come-out hole"
    if offset > IN_SPOT_OFFSET:
        return f"on {owner} side, {_holes(COME_OUT_OFFSET - offset)} before the come-out hole"
    return f"on {owner} side, {_holes(IN_SPOT_OFFSET - offset)} before the in-spot"


def seat_key(seat: int) -> str:
    """A seat as the messages' argument: its colour in lower case ("blue")."""
    return SEAT_NAMES[seat].lower()


def colour_name(seat: int) -> str:
    """A seat's colour name in the language spoken ("Blue", Swedish "Blå")."""
    return say("seat-name", seat=seat_key(seat))


def list_words(items: list[str]) -> str:
    """Words in a list: "Blue", "Blue and Green", "Blue, Green and Sky" (up to five)."""
    if len(items) == 1:
        return items[0]
    return say(f"list-{len(items)}", **dict(zip("abcde", items, strict=False)))


def spot_words(hole: Place, players: int, seat: int | None = None) -> str:
    """A track hole by its nearest landmark: "on Blue's in-spot", "6 holes past its come-out hole".

    With ``seat``, that seat's own landmarks are called "its".
    """
    side, offset = divmod(hole, SIDE)
    if not 0 <= side < players:
        return say("spot-off")
    owner = "own" if side == seat else seat_key(side)
    if offset == COME_OUT_OFFSET:
        return say("spot-come-out", owner=owner)
    if offset == IN_SPOT_OFFSET:
        return say("spot-in-spot", owner=owner)
    if offset > COME_OUT_OFFSET:
        return say("spot-past-come-out", owner=owner, holes=offset - COME_OUT_OFFSET)
    if offset > IN_SPOT_OFFSET:
        return say("spot-before-come-out", owner=owner, holes=COME_OUT_OFFSET - offset)
    return say("spot-before-in-spot", owner=owner, holes=IN_SPOT_OFFSET - offset)


def where_words(place: Place, players: int, seat: int | None = None) -> str:
    """Where a peg stands, in words: "in start", "in home place 3", "on Blue's in-spot"."""
    if place == START:
        return "in start"
    if place > HOME:
        return f"in home place {place - HOME}"
    return spot_words(place, players, seat)


def peg_words(seat: int, place: Place, players: int) -> str:
    """A peg named by its colour and place: "Orange's peg on Blue's in-spot"."""
    if place == START:
        return f"a peg in {seat_name(seat)}'s start"
    return f"{seat_name(seat)}'s peg {where_words(place, players, seat)}"


def to_words(place: Place, players: int) -> str:
    """Where a move ends: "into home place 2", "onto Orange's in-spot", "back to start"."""
    if place > HOME:
        return f"into home place {place - HOME}"
    if place == START:
        return "back to start"
    where = where_words(place, players)
    return "onto" + where[2:] if where.startswith("on ") else "to " + where


def team_words(team: int, players: int) -> str:
    """A team named with its colours: "team 0 (Blue and Green)"."""
    names = [seat_name(s) for s in board_for(players).team_seats(team)]
    return f"team {team} ({', '.join(names[:-1])} and {names[-1]})"


def seat_names(seats: Iterable[int]) -> str:
    """Seats by colour in a list: "Blue", "Blue and Green", "Blue, Green and Sky"."""
    return list_words([colour_name(s) for s in seats])


def team_colours(team: int, players: int | None) -> str:
    """A team by its colours: "Blue and Green"; without the player count, "Blue's team"."""
    if not players:
        return f"{seat_name(team)}'s team"
    return seat_names(board_for(players).team_seats(team))


def cap(text: str) -> str:
    """``text`` with its first letter in capitals (the start of a sentence)."""
    return text[:1].upper() + text[1:]


__all__ = [
    "NINE_WORDS",
    "NUMBER_WORDS",
    "cap",
    "card_args",
    "card_words",
    "colour_name",
    "count_words",
    "hole_count",
    "hole_words",
    "list_words",
    "peg_words",
    "rank_name",
    "rank_words",
    "seat_key",
    "seat_names",
    "spot_words",
    "team_colours",
    "team_words",
    "the_card",
    "to_words",
    "where_words",
]
