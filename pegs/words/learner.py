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

from ..board import HOME, Place, place_name, team_of
from ..check import Refusal
from ..clauses import CLAUSES, section_of
from ..moves import Move
from ..position import Position
from ..seats import SEAT_NAMES, seat_name
from .names import (
    NINE_WORDS,
    cap,
    card_words,
    peg_words,
    rank_name,
    team_colours,
    the_card,
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


# ----- the learner's sentences, one per case of refusal
def _team(team: int, players: int) -> str:
    colours = team_colours(team, players)
    return f"{colours}'s team ({colours})"


def _home(place: Place) -> str:
    return f"home place {place - HOME}"


def _steps(count: int) -> str:
    return f"{count} steps" if count > 0 else "nowhere forward"


def _peg(seat: int, place: Place, players: int) -> str:
    return peg_words(seat, place, players)


#: A sentence: made from the values of one case, by name.
Sentence = Callable[..., str]

#: Each case of refusal (``Refusal.reason``) and the learner's sentence for it.
SENTENCES: dict[str, Sentence] = {
    # RULES 1 and 2: seats, teams, places
    "no-such-seat": lambda seat, players: (
        f"A {players}-player game has no {seat_name(seat)}"
        if seat < len(SEAT_NAMES)
        else f"A {players}-player game has only {players} seats"
    ),
    "other-team": lambda seat, player, players: (
        f"{seat_name(seat)}'s pegs belong to {_team(team_of(seat), players)}: "
        f"{seat_name(player)} moves only the pegs of {_team(team_of(player), players)}"
    ),
    "not-a-home-place": lambda place: (
        f"{place_name(place)} is not a home place: home has places 1 to 5"
    ),
    "no-peg-there": lambda seat, place, players: (
        f"{seat_name(seat)} has no peg {where_words(place, players)}"
    ),
    "off-board": lambda place, players: f"There is no such hole on a {players}-player board",
    # RULES 3, 7 and 8: the hand, must-play, the end
    "card-not-held": lambda seat, card: f"{seat_name(seat)} does not hold the {card_words(card)}",
    "no-copy-left": lambda card: (
        f"Every copy of {the_card(card)} in the shoe is already in the hands and piles"
    ),
    "must-play": lambda seat, card: (
        f"{seat_name(seat)} must play, not discard: {the_card(card)} can move a peg"
    ),
    "game-over": lambda team, players: f"The game is over: {_team(team, players)} has won",
    # RULES 4: what each card does
    "one-peg-card": lambda card: (
        f"{cap(rank_name(card.rank))} moves one peg; only a 7 or 9 may be split"
    ),
    "same-peg-twice": lambda: "A split moves two different pegs, not the same peg twice",
    "split-from-start": lambda: "A split part never brings a peg out of start",
    "split-count": lambda total, first, second: (
        f"The two parts of a split must add up to {total} steps forward, each at least 1; "
        f"these go {_steps(first)} and {_steps(second)}"
    ),
    "no-move": lambda seat, place, players: (
        f"{cap(_peg(seat, place, players))} would not move: a move must go somewhere"
    ),
    "no-move-for-card": lambda card, player: (
        f"{cap(rank_name(card.rank))} has no move for {seat_name(player)}"
    ),
    "cannot-bring-out": lambda card: (
        f"The {card_words(card)} cannot bring a peg out of start: only an ace, a king, "
        "a queen, a jack or a joker can"
    ),
    "come-out-hole-only": lambda seat: (
        f"A peg in {seat_name(seat)}'s start comes out only onto {seat_name(seat)}'s come-out hole"
    ),
    "backward-track-only": lambda seat, place, players: (
        f"A backward move takes only a peg on the main track, not {_peg(seat, place, players)}"
    ),
    "backward-not-home": lambda: "A backward move never enters home",
    "backward-count": lambda steps, seat, place, dest, to, players: (
        f"{steps} steps back take {_peg(seat, place, players)} {to_words(dest, players)}, "
        f"not {to_words(to, players)}"
    ),
    "forward-count": lambda steps, seat, place, dests, to, players: (
        f"{steps} steps take {_peg(seat, place, players)} "
        + " or ".join(to_words(d, players) for d in dests)
        + f", not {to_words(to, players)}"
    ),
    "home-count": lambda steps, place, dest, to: (
        f"{steps} steps from {_home(place)} end in {_home(dest)}, not {_home(to)}"
    ),
    # RULES 5: moving, blocking, bumping, going home
    "own-colour-in-way": lambda seat, place, players: (
        f"A peg may not pass its own colour: {_peg(seat, place, players)} is in the way"
    ),
    "own-colour-there": lambda seat, place, players: (
        f"A peg may not land on its own colour: {_peg(seat, place, players)} is there"
    ),
    "teammate-nowhere": lambda seat: (
        "Landing on a teammate's peg sends it to its in-spot, but "
        f"{seat_name(seat)}'s peg is on its own in-spot already: it has nowhere to go"
    ),
    "in-spot-own-colour": lambda seat: (
        f"{seat_name(seat)}'s peg would be sent to its in-spot, but a peg of its own colour "
        "is there"
    ),
    "chain-endless": lambda: "The chain of pegs sent to their in-spots never ends",
    "home-compulsory": lambda steps, seat, place, dests, players: (
        f"Entering home is compulsory: {steps} steps take {_peg(seat, place, players)} "
        + " or ".join(to_words(d, players) for d in dests)
    ),
    "home-place-blocked": lambda place: (
        f"{cap(_home(place))} cannot be reached: a peg in home is in the way"
    ),
    "past-home-five": lambda steps, place: (
        f"{steps} steps from {_home(place)} would go past home place 5"
    ),
    "home-never-leaves": lambda: "A peg in home never leaves it",
    "home-pass-or-land": lambda: "A peg in home may not pass or land on another peg in home",
    # RULES 6: the joker
    "joker-all-home": lambda player: (
        f"A joker has no peg to move: every peg {seat_name(player)} may move is in home, "
        "and a peg in home is never moved by a joker"
    ),
    "joker-no-target": lambda: (
        "A joker needs a peg of another colour on the track to land on, and there is none"
    ),
    "joker-home-peg": lambda: "A peg in home is never moved by a joker",
    "joker-from-start": lambda: (
        "While a start area of the team still holds a peg, the joker's peg must come "
        "from a start area"
    ),
    "joker-target-off-track": lambda place, players: (
        f"A joker's target must be a hole on the main track, not one {where_words(place, players)}"
    ),
    "joker-target-empty": lambda place, players: (
        f"The hole {where_words(place, players)} is empty: a joker moves a peg only onto a hole "
        "held by another colour"
    ),
    "joker-target-own": lambda seat, place, players: (
        f"The hole {where_words(place, players)} holds a peg of {seat_name(seat)}'s own colour: "
        "a joker needs another colour's peg there"
    ),
    # RULES 9: the house rules
    "own-pegs-first": lambda player: (
        f'Under the house rule "own pegs first", {seat_name(player)} may move a '
        f"teammate's peg only once all {seat_name(player)}'s own pegs are home"
    ),
    "nine-not-split": lambda nine: (
        f'Under the house rule "{NINE_WORDS[nine]}", a 9 cannot be split'
    ),
    "nine-forward-back": lambda nine, total: (
        f'Under the house rule "{NINE_WORDS[nine]}", a split 9 moves one peg '
        f"forward and one backward, {total} steps in all"
    ),
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
