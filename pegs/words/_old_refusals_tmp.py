"""The engine's sentence for a refusal: one sentence per case of a rule, made from its values.

The engine refuses a move with data (``pegs.check.Refusal``: rule clause, case, values); this
module owns the sentences ``Refusal.message`` and ``str(refusal)`` show, and so the command line.
This register may write a hole or a seat as the notation does ("T80", "seat 5", "team 0"); a
learner's words are another register, made from the same data (``pegs.words.learner``). Each
case's sentence is one function whose parameters are exactly the values it names, so ``needs``
can tell which values a case must carry.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..board import HOME, Place, place_name, team_of
from ..cards import Card
from ..seats import seat_name
from .names import (
    NINE_WORDS,
    cap,
    peg_words,
    rank_name,
    team_words,
    the_card,
    to_words,
    where_words,
)

if TYPE_CHECKING:  # the refusal is the model's; this layer only reads it
    from ..check import Refusal


def _home(place: Place) -> str:
    return f"home place {place - HOME}"


def _show(count: int) -> str:
    return f"{count} steps" if count > 0 else "nowhere forward"


# ----- RULES 1 and 2: seats, teams and places
def _no_such_seat(seat: int, players: int) -> str:
    return f"A {players}-player game has no seat {seat}"


def _other_team(seat: int, player: int, players: int) -> str:
    return (
        f"{seat_name(seat)}'s pegs belong to {team_words(team_of(seat), players)}: "
        f"{seat_name(player)} moves only the pegs of {team_words(team_of(player), players)}"
    )


def _not_a_home_place(place: Place) -> str:
    return f"{place_name(place)} is not a home place: home has places 1 to 5"


def _no_peg_there(seat: int, place: Place, players: int) -> str:
    return f"{seat_name(seat)} has no peg {where_words(place, players)}"


def _off_board(place: Place, players: int) -> str:
    return f"{place_name(place)} is off a {players}-player board"


# ----- RULES 3, 7 and 8: the hand, must-play, the end
def _card_not_held(seat: int, card: Card, hand: tuple[Card, ...]) -> str:
    held = ", ".join(the_card(c) for c in hand) or "no cards"
    return f"{seat_name(seat)} does not hold {the_card(card)}; its hand is {held}"


def _no_copy_left(card: Card) -> str:
    return f"Every copy of {the_card(card)} in the shoe is already in the hands and piles"


def _must_play(seat: int, card: Card) -> str:
    return f"{seat_name(seat)} must play, not discard: {the_card(card)} can move a peg"


def _game_over(team: int, players: int) -> str:
    return f"The game is over: {team_words(team, players)} has won"


# ----- RULES 4: what each card does
def _one_peg_card(card: Card) -> str:
    return f"{cap(rank_name(card.rank))} moves one peg; only a 7 or 9 may be split"


def _same_peg_twice() -> str:
    return "A split moves two different pegs, not the same peg twice"


def _split_from_start() -> str:
    return "A split part never brings a peg out of start"


def _split_count(total: int, first: int, second: int) -> str:
    return (
        f"The two parts of a split must add up to {total} steps forward, each at least 1; "
        f"these go {_show(first)} and {_show(second)}"
    )


def _no_move(seat: int, place: Place, players: int) -> str:
    return f"{cap(peg_words(seat, place, players))} would not move: a move must go somewhere"


def _no_move_for_card(card: Card, player: int) -> str:
    return f"{cap(rank_name(card.rank))} has no move for {seat_name(player)}"


def _cannot_bring_out(card: Card) -> str:
    return (
        f"{cap(rank_name(card.rank))} cannot bring a peg out of start: only an ace, a king, "
        "a queen, a jack or a joker can"
    )


def _come_out_hole_only(seat: int) -> str:
    name = seat_name(seat)
    return f"A peg in {name}'s start comes out only onto {name}'s come-out hole"


def _backward_track_only(seat: int, place: Place, players: int) -> str:
    peg = peg_words(seat, place, players)
    return f"A backward move takes only a peg on the main track, not {peg}"


def _backward_not_home() -> str:
    return "A backward move never enters home"


def _backward_count(
    steps: int, seat: int, place: Place, dest: Place, to: Place, players: int
) -> str:
    peg = peg_words(seat, place, players)
    return f"{steps} steps back take {peg} {to_words(dest, players)}, not {to_words(to, players)}"


def _forward_count(
    steps: int,
    seat: int,
    place: Place,
    dests: tuple[Place, ...],
    to: Place,
    players: int,
) -> str:
    shown = " or ".join(to_words(d, players) for d in dests)
    peg = peg_words(seat, place, players)
    return f"{steps} steps take {peg} {shown}, not {to_words(to, players)}"


def _home_count(steps: int, place: Place, dest: Place, to: Place) -> str:
    return f"{steps} steps from {_home(place)} end in {_home(dest)}, not {_home(to)}"


# ----- RULES 5: moving, blocking, bumping, going home
def _own_colour_in_way(seat: int, place: Place, players: int) -> str:
    peg = peg_words(seat, place, players)
    return f"A peg may not pass its own colour: {peg} is in the way"


def _own_colour_there(seat: int, place: Place, players: int) -> str:
    return f"A peg may not land on its own colour: {peg_words(seat, place, players)} is there"


def _teammate_nowhere(seat: int) -> str:
    return (
        "Landing on a teammate's peg sends it to its in-spot, but "
        f"{seat_name(seat)}'s peg is on its own in-spot already: it has nowhere to go"
    )


def _in_spot_own_colour(seat: int) -> str:
    name = seat_name(seat)
    return f"{name}'s peg would be sent to its in-spot, but a peg of its own colour is there"


def _chain_endless() -> str:
    return "The chain of pegs sent to their in-spots never ends"


def _home_compulsory(
    steps: int, seat: int, place: Place, dests: tuple[Place, ...], players: int
) -> str:
    shown = " or ".join(to_words(d, players) for d in dests)
    return (
        f"Entering home is compulsory: {steps} steps take {peg_words(seat, place, players)} {shown}"
    )


def _home_place_blocked(place: Place) -> str:
    return f"{cap(_home(place))} cannot be reached: a peg in home is in the way"


def _past_home_five(steps: int, place: Place) -> str:
    return f"{steps} steps from {_home(place)} would go past home place 5"


def _home_never_leaves() -> str:
    return "A peg in home never leaves it"


def _home_pass_or_land() -> str:
    return "A peg in home may not pass or land on another peg in home"


# ----- RULES 6: the joker
def _joker_all_home(player: int) -> str:
    return (
        f"A joker has no peg to move: every peg {seat_name(player)} may move is in home, "
        "and a peg in home is never moved by a joker"
    )


def _joker_no_target() -> str:
    return "A joker needs a peg of another colour on the track to land on, and there is none"


def _joker_home_peg() -> str:
    return "A peg in home is never moved by a joker"


def _joker_from_start() -> str:
    return (
        "While a start area of the team still holds a peg, the joker's peg must come "
        "from a start area"
    )


def _joker_target_off_track(place: Place, players: int) -> str:
    return "A joker's target must be a hole on the main track, not one " + where_words(
        place, players
    )


def _joker_target_empty(place: Place, players: int) -> str:
    return (
        f"The hole {where_words(place, players)} is empty: a joker moves a peg only onto a hole "
        "held by another colour"
    )


def _joker_target_own(seat: int, place: Place, players: int) -> str:
    return (
        f"The hole {where_words(place, players)} holds a peg of {seat_name(seat)}'s own colour: "
        "a joker needs another colour's peg there"
    )


# ----- RULES 9: the house rules
def _own_pegs_first(player: int) -> str:
    name = seat_name(player)
    return (
        f'Under the house rule "own pegs first", {name} may move a '
        f"teammate's peg only once all {name}'s own pegs are home"
    )


def _nine_not_split(nine: str) -> str:
    return f'Under the house rule "{NINE_WORDS[nine]}", a 9 cannot be split'


def _nine_forward_back(nine: str, total: int) -> str:
    return (
        f'Under the house rule "{NINE_WORDS[nine]}", a split 9 moves one peg '
        f"forward and one backward, {total} steps in all"
    )


#: Each case of refusal (``Refusal.reason``) and its sentence.
SENTENCES: dict[str, Callable[..., str]] = {
    "no-such-seat": _no_such_seat,
    "other-team": _other_team,
    "not-a-home-place": _not_a_home_place,
    "no-peg-there": _no_peg_there,
    "off-board": _off_board,
    "card-not-held": _card_not_held,
    "no-copy-left": _no_copy_left,
    "must-play": _must_play,
    "game-over": _game_over,
    "one-peg-card": _one_peg_card,
    "same-peg-twice": _same_peg_twice,
    "split-from-start": _split_from_start,
    "split-count": _split_count,
    "no-move": _no_move,
    "no-move-for-card": _no_move_for_card,
    "cannot-bring-out": _cannot_bring_out,
    "come-out-hole-only": _come_out_hole_only,
    "backward-track-only": _backward_track_only,
    "backward-not-home": _backward_not_home,
    "backward-count": _backward_count,
    "forward-count": _forward_count,
    "home-count": _home_count,
    "own-colour-in-way": _own_colour_in_way,
    "own-colour-there": _own_colour_there,
    "teammate-nowhere": _teammate_nowhere,
    "in-spot-own-colour": _in_spot_own_colour,
    "chain-endless": _chain_endless,
    "home-compulsory": _home_compulsory,
    "home-place-blocked": _home_place_blocked,
    "past-home-five": _past_home_five,
    "home-never-leaves": _home_never_leaves,
    "home-pass-or-land": _home_pass_or_land,
    "joker-all-home": _joker_all_home,
    "joker-no-target": _joker_no_target,
    "joker-home-peg": _joker_home_peg,
    "joker-from-start": _joker_from_start,
    "joker-target-off-track": _joker_target_off_track,
    "joker-target-empty": _joker_target_empty,
    "joker-target-own": _joker_target_own,
    "own-pegs-first": _own_pegs_first,
    "nine-not-split": _nine_not_split,
    "nine-forward-back": _nine_forward_back,
}

#: Which part of a split a refusal is about, in words.
_PARTS = ("first", "second")


def needs(reason: str) -> frozenset[str]:
    """The values a case of refusal must carry: the parameters of its sentence."""
    return frozenset(inspect.signature(SENTENCES[reason]).parameters)


def refusal_sentence(refusal: Refusal) -> str:
    """The engine's sentence for a refusal (no full stop, no rule number)."""
    text = SENTENCES[refusal.reason](**refusal.values)
    if refusal.part is None:
        return text
    return f"The {_PARTS[refusal.part]} part of the split is illegal: {text}"


__all__ = ["SENTENCES", "needs", "refusal_sentence"]
