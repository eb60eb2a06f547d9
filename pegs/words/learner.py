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

from ..board import Place, board_for, team_of
from ..cards import Card
from ..check import Refusal
from ..clauses import CLAUSES, section_of
from ..moves import Move
from ..position import Position
from ..seats import SEAT_NAMES
from . import messages as fluent
from . import refusals
from .names import cap, card_args, seat_key, seat_names

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
def _colours(team: int, players: int) -> str:
    """A team by its colours, as a list in the language spoken ("Blue and Green")."""
    return seat_names(board_for(players).team_seats(team))


# RULES 1 and 2: seats, teams and places
def _no_such_seat(seat: int, players: int) -> str:
    # A seat past the eight colours has no colour to name it by.
    key = seat_key(seat) if seat < len(SEAT_NAMES) else "none"
    return fluent.say("learner-no-such-seat", seat=key, players=players)


def _other_team(seat: int, player: int, players: int) -> str:
    return fluent.say(
        "learner-other-team",
        seat=seat_key(seat),
        player=seat_key(player),
        team_colours=_colours(team_of(seat), players),
        player_team_colours=_colours(team_of(player), players),
    )


def _off_board(place: Place, players: int) -> str:
    return fluent.say("learner-off-board", players=players)


# RULES 3, 7 and 8: the hand, must-play, the end
def _card_not_held(seat: int, card: Card) -> str:
    return fluent.say("learner-card-not-held", seat=seat_key(seat), **card_args(card))


def _game_over(team: int, players: int) -> str:
    return fluent.say("learner-game-over", team_colours=_colours(team, players))


# RULES 4: what each card does
def _cannot_bring_out(card: Card) -> str:
    return fluent.say("learner-cannot-bring-out", **card_args(card))


#: Each case of refusal (``Refusal.reason``) and the learner's sentence for it: the command
#: line's sentence (``refusals``, Fluent messages in the language spoken) where it already suits
#: a learner, replaced where it would show a seat's or a team's number, a hole's notation or the
#: hand (``learner.ftl``).
SENTENCES: dict[str, Callable[..., str]] = {
    **refusals.SENTENCES,
    "no-such-seat": _no_such_seat,
    "other-team": _other_team,
    "off-board": _off_board,
    "card-not-held": _card_not_held,
    "game-over": _game_over,
    "cannot-bring-out": _cannot_bring_out,
}

#: Which part of a split a refusal is about, as the ``learner-part`` message's argument.
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
        text = fluent.say("learner-part", part=_PARTS[refusal.part], why=text)
    return cap(text) + ("" if text.endswith(".") else ".")


__all__ = ["SENTENCES", "needs", "refusal_clause", "refusal_words"]
