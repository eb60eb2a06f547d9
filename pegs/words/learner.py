"""A refusal for a learner: which rule to name, and why the move is not allowed, in plain words.

The course shows a learner the rule an answer broke and a sentence with colour names and
landmarks, never hole numbers, seat numbers or "team 0". Both come from the refusal's data: the
rule from ``Refusal.rule`` (narrowed to the special case an exercise is about, by clause ids
below), the sentence from the case and its values, one function per case, like the engine's own
sentences (``pegs.words.refusals``) but a register of their own: rewording either leaves the
other alone, and nothing here reads a sentence.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable

from ..board import HOME, Place, team_of
from ..cards import Card
from ..check import Refusal
from ..clauses import CLAUSES, section_of
from ..moves import Move
from ..position import Position
from ..seats import SEAT_NAMES, seat_name
from . import refusals
from .names import (
    cap,
    card_words,
    peg_words,
    team_colours,
    to_words,
    where_words,
)

# ----- which rule to name
#: A clause and the narrower cases of it an exercise may be about (its own peg on the in-spot
#: is a peg of its own colour in the way, one that blocks the way home; so is its own peg on the
#: come-out hole when a peg comes out).
_NARROWER = {"5.own-colour": ("5.own-on-in-spot", "5.come-out-jump")}

#: Refusals about the seats and the board themselves (a seat or place the game does not have, a
#: peg that is not there) and a card with no move at all: a learner is shown the exercise's own
#: rule of that section, or the section's opening rule.
_SECTION_RULE = frozenset(
    {"no-such-seat", "not-a-home-place", "no-peg-there", "off-board", "no-move-for-card"}
)


def refusal_clause(refusal: Refusal, hint: Iterable[str] = ()) -> str:
    """The clause to name for a refusal: its rule, narrowed to one of ``hint`` (the clauses an
    exercise is about) where that is a special case of it."""
    hint = tuple(hint)
    if refusal.reason in _SECTION_RULE:
        section = refusal.clause
        opening = next(c for c in CLAUSES if section_of(c) == section)
        return next((c for c in hint if section_of(c) == section), opening)
    narrower = [c for c in _NARROWER.get(refusal.rule, ()) if c in hint]
    return narrower[0] if narrower else refusal.rule


# ----- the learner's sentences, where the command line's do not suit a learner
def _team(team: int, players: int) -> str:
    colours = team_colours(team, players)
    return f"{colours}'s team ({colours})"


def _home(place: Place) -> str:
    return f"home place {place - HOME}"


def _steps(count: int) -> str:
    if count == 1:
        return "1 step"
    return f"{count} steps" if count > 0 else "nowhere forward"


# ----- RULES 1 and 2: seats, teams and places
def _no_such_seat(seat: int, players: int) -> str:
    game = f"{'An' if players == 8 else 'A'} {players}-player game"
    if seat < len(SEAT_NAMES):
        return f"{game} has no {seat_name(seat)}"
    return f"{game} has only {players} seats"  # no colour to name it by


def _other_team(seat: int, player: int, players: int) -> str:
    return (
        f"{seat_name(seat)}'s pegs belong to {_team(team_of(seat), players)}: "
        f"{seat_name(player)} moves only the pegs of {_team(team_of(player), players)}"
    )


def _off_board(place: Place, players: int) -> str:
    return f"There is no such hole on a {players}-player board"


# ----- RULES 3, 7 and 8: the hand, must-play, the end
def _card_not_held(seat: int, card: Card) -> str:
    return f"{seat_name(seat)} does not hold the {card_words(card)}"


def _game_over(team: int, players: int) -> str:
    return f"The game is over: {_team(team, players)} has won"


# ----- RULES 4: what each card does
def _split_count(total: int, first: int, second: int) -> str:
    return (
        f"The two parts of a split must add up to {total} steps forward, each at least 1; "
        f"these go {_steps(first)} and {_steps(second)}"
    )


def _cannot_bring_out(card: Card) -> str:
    return (
        f"The {card_words(card)} cannot bring a peg out of start: only an ace, a king, "
        "a queen, a jack or a joker can"
    )


def _come_out_hole_only(seat: int) -> str:
    return (
        f"A peg in {seat_name(seat)}'s start comes out only onto {seat_name(seat)}'s come-out hole"
    )


def _backward_track_only(seat: int, place: Place, players: int) -> str:
    return (
        f"A backward move takes only a peg on the main track, not {peg_words(seat, place, players)}"
    )


def _backward_count(
    steps: int, seat: int, place: Place, dest: Place, to: Place, players: int
) -> str:
    return (
        f"{steps} steps back take {peg_words(seat, place, players)} {to_words(dest, players)}, "
        f"not {to_words(to, players)}"
    )


def _forward_count(
    steps: int, seat: int, place: Place, dests: tuple[Place, ...], to: Place, players: int
) -> str:
    shown = " or ".join(to_words(d, players) for d in dests)
    peg = peg_words(seat, place, players)
    if steps == 1:
        return f"1 step takes {peg} {shown}, not {to_words(to, players)}"
    return f"{steps} steps take {peg} {shown}, not {to_words(to, players)}"


# ----- RULES 5: moving, blocking, bumping, going home
def _own_colour_in_way(seat: int, place: Place, players: int) -> str:
    return f"A peg may not pass its own colour: {peg_words(seat, place, players)} is in the way"


def _in_spot_own_colour(seat: int) -> str:
    return (
        f"{seat_name(seat)}'s peg would be sent to its in-spot, but a peg of its own colour "
        "is there"
    )


def _home_compulsory(
    steps: int, seat: int, place: Place, dests: tuple[Place, ...], players: int
) -> str:
    shown = " or ".join(to_words(d, players) for d in dests)
    peg = peg_words(seat, place, players)
    if steps == 1:
        return f"Entering home is compulsory: 1 step takes {peg} {shown}"
    return f"Entering home is compulsory: {steps} steps take {peg} {shown}"


# ----- RULES 6: the joker
def _joker_target_off_track(place: Place, players: int) -> str:
    return (
        f"A joker's target must be a hole on the main track, not one {where_words(place, players)}"
    )


# ----- RULES 9: the house rules
def _own_pegs_first(player: int) -> str:
    return (
        f'Under the house rule "own pegs first", {seat_name(player)} may move a '
        f"teammate's peg only once all {seat_name(player)}'s own pegs are home"
    )


#: Each case of refusal (``Refusal.reason``) and the learner's sentence for it: the command
#: line's sentence (``refusals``) where it already suits a learner, replaced where it does not.
SENTENCES: dict[str, Callable[..., str]] = {
    **refusals.SENTENCES,
    "no-such-seat": _no_such_seat,
    "other-team": _other_team,
    "off-board": _off_board,
    "card-not-held": _card_not_held,
    "game-over": _game_over,
    "split-count": _split_count,
    "cannot-bring-out": _cannot_bring_out,
    "come-out-hole-only": _come_out_hole_only,
    "backward-track-only": _backward_track_only,
    "backward-count": _backward_count,
    "forward-count": _forward_count,
    "own-colour-in-way": _own_colour_in_way,
    "in-spot-own-colour": _in_spot_own_colour,
    "home-compulsory": _home_compulsory,
    "joker-target-off-track": _joker_target_off_track,
    "own-pegs-first": _own_pegs_first,
}

#: Which part of a split a refusal is about, in words.
_PARTS = ("first", "second")
#: Cases whose sentence stands alone, even for one part of a split.
_WHOLE = frozenset({"cannot-bring-out", "card-not-held"})


def needs(reason: str) -> frozenset[str]:
    """The values the learner's sentence for a case reads."""
    return frozenset(inspect.signature(SENTENCES[reason]).parameters)


def refusal_words(position: Position, move: Move, refusal: Refusal) -> str:
    """Why ``move`` is not allowed here, in one or two plain sentences."""
    values = refusal.values
    reason = refusal.reason
    text = SENTENCES[reason](**{name: values[name] for name in needs(reason)})
    if refusal.part is not None and reason not in _WHOLE:
        text = f"The {_PARTS[refusal.part]} part of the split is illegal: {text}"
    return cap(text) + ("" if text.endswith(".") else ".")


__all__ = ["SENTENCES", "needs", "refusal_clause", "refusal_words"]
