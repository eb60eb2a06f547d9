"""The engine's sentence for a refusal: one sentence per case of a rule, made from its values.

The engine refuses a move with data (``pegs.check.Refusal``: rule clause, case, values); this
module owns the sentences ``Refusal.message`` and ``str(refusal)`` show, and so the command line.
This register may write a hole or a seat as the notation does ("T80", "seat 5", "team 0"); a
learner's words are another register, made from the same data (``pegs.words.learner``). Each
case's sentence is one function whose parameters are exactly the values it names, so ``needs``
can tell which values a case must carry. The sentences are whole Fluent messages
(``locales/<lang>/refusals.ftl``) in the language spoken: a peg, a place or the end of a move
is passed as arguments (its kind, owner, holes), never as glued English, so each language gives
it the case or article its sentence needs.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..board import (
    COME_OUT_OFFSET,
    HOME,
    IN_SPOT_OFFSET,
    SIDE,
    START,
    Place,
    board_for,
    place_name,
    team_of,
)
from ..cards import Card
from .messages import Arg, say
from .names import card_args, seat_key, seat_names

if TYPE_CHECKING:  # the refusal is the model's; this layer only reads it
    from ..check import Refusal

#: A message's arguments.
Args = dict[str, Arg]


def _place_args(prefix: str, place: Place, players: int, seat: int | None = None) -> Args:
    """A place as a message's arguments: ``<prefix>_kind``, ``_owner``, ``_holes``, ``_home``.

    The kinds are start, home, off and the track's landmarks (come-out, in-spot, past-come-out,
    before-come-out, before-in-spot); with ``seat``, that seat's own landmarks are "own".
    """
    kind, owner, holes, home = "off", "none", 0, 0
    if place == START:
        kind = "start"
    elif place > HOME:
        kind, home = "home", place - HOME
    else:
        side, offset = divmod(place, SIDE)
        if 0 <= side < players:
            owner = "own" if side == seat else seat_key(side)
            if offset == COME_OUT_OFFSET:
                kind = "come-out"
            elif offset == IN_SPOT_OFFSET:
                kind = "in-spot"
            elif offset > COME_OUT_OFFSET:
                kind, holes = "past-come-out", offset - COME_OUT_OFFSET
            elif offset > IN_SPOT_OFFSET:
                kind, holes = "before-come-out", COME_OUT_OFFSET - offset
            else:
                kind, holes = "before-in-spot", IN_SPOT_OFFSET - offset
    return {
        f"{prefix}_kind": kind,
        f"{prefix}_owner": owner,
        f"{prefix}_holes": holes,
        f"{prefix}_home": home,
    }


def _peg(seat: int, place: Place, players: int) -> Args:
    """A peg's arguments: its colour ``peg`` and its place (``at_``, its own landmarks "own")."""
    return {"peg": seat_key(seat), **_place_args("at", place, players, seat)}


def _to(places: tuple[Place, ...], players: int) -> str:
    """Where a move ends (or could end, joined by "or"), each a whole phrase of its language."""
    shown = [say("refusal-to", **_place_args("to", p, players)) for p in places]
    text = shown[0]
    for more in shown[1:]:
        text = say("refusal-or", a=text, b=more)
    return text


def _team(prefix: str, team: int, players: int) -> Args:
    """A team's arguments: its number and its colours as a list."""
    return {prefix: team, f"{prefix}_colours": seat_names(board_for(players).team_seats(team))}


def _rank(card: Card) -> Args:
    """A card's rank as the messages' argument (``rank``)."""
    return {"rank": card_args(card)["rank"]}


# ----- RULES 1 and 2: seats, teams and places
def _no_such_seat(seat: int, players: int) -> str:
    return say("refusal-no-such-seat", seat=seat, players=players)


def _other_team(seat: int, player: int, players: int) -> str:
    return say(
        "refusal-other-team",
        seat=seat_key(seat),
        player=seat_key(player),
        **_team("team", team_of(seat), players),
        **_team("player_team", team_of(player), players),
    )


def _not_a_home_place(place: Place) -> str:
    return say("refusal-not-a-home-place", place=place_name(place))


def _no_peg_there(seat: int, place: Place, players: int) -> str:
    return say("refusal-no-peg-there", seat=seat_key(seat), **_place_args("at", place, players))


def _off_board(place: Place, players: int) -> str:
    return say("refusal-off-board", place=place_name(place), players=players)


# ----- RULES 3, 7 and 8: the hand, must-play, the end
def _card_not_held(seat: int, card: Card, hand: tuple[Card, ...]) -> str:
    held = ", ".join(say("refusal-held-card", **card_args(c)) for c in hand)
    return say(
        "refusal-card-not-held", seat=seat_key(seat), held=len(hand), hand=held, **card_args(card)
    )


def _no_copy_left(card: Card) -> str:
    return say("refusal-no-copy-left", **card_args(card))


def _must_play(seat: int, card: Card) -> str:
    return say("refusal-must-play", seat=seat_key(seat), **card_args(card))


def _game_over(team: int, players: int) -> str:
    return say("refusal-game-over", **_team("team", team, players))


# ----- RULES 4: what each card does
def _one_peg_card(card: Card) -> str:
    return say("refusal-one-peg-card", **_rank(card))


def _same_peg_twice() -> str:
    return say("refusal-same-peg-twice")


def _split_from_start() -> str:
    return say("refusal-split-from-start")


def _split_count(total: int, first: int, second: int) -> str:
    # A part of no steps or fewer goes "nowhere forward": the message's 0.
    return say(
        "refusal-split-count", total=total, first_part=max(first, 0), second_part=max(second, 0)
    )


def _no_move(seat: int, place: Place, players: int) -> str:
    return say("refusal-no-move", **_peg(seat, place, players))


def _no_move_for_card(card: Card, player: int) -> str:
    return say("refusal-no-move-for-card", player=seat_key(player), **_rank(card))


def _cannot_bring_out(card: Card) -> str:
    return say("refusal-cannot-bring-out", **_rank(card))


def _come_out_hole_only(seat: int) -> str:
    return say("refusal-come-out-hole-only", seat=seat_key(seat))


def _backward_track_only(seat: int, place: Place, players: int) -> str:
    return say("refusal-backward-track-only", **_peg(seat, place, players))


def _backward_not_home() -> str:
    return say("refusal-backward-not-home")


def _backward_count(
    steps: int, seat: int, place: Place, dest: Place, to: Place, players: int
) -> str:
    return say(
        "refusal-backward-count",
        steps=steps,
        dest=_to((dest,), players),
        to=_to((to,), players),
        **_peg(seat, place, players),
    )


def _forward_count(
    steps: int,
    seat: int,
    place: Place,
    dests: tuple[Place, ...],
    to: Place,
    players: int,
) -> str:
    return say(
        "refusal-forward-count",
        steps=steps,
        dests=_to(dests, players),
        to=_to((to,), players),
        **_peg(seat, place, players),
    )


def _home_count(steps: int, place: Place, dest: Place, to: Place) -> str:
    return say(
        "refusal-home-count",
        steps=steps,
        **{"from": place - HOME},
        end=dest - HOME,
        asked=to - HOME,
    )


# ----- RULES 5: moving, blocking, bumping, going home
def _own_colour_in_way(seat: int, place: Place, players: int) -> str:
    return say("refusal-own-colour-in-way", **_peg(seat, place, players))


def _own_colour_there(seat: int, place: Place, players: int) -> str:
    return say("refusal-own-colour-there", **_peg(seat, place, players))


def _teammate_nowhere(seat: int) -> str:
    return say("refusal-teammate-nowhere", seat=seat_key(seat))


def _in_spot_own_colour(seat: int) -> str:
    return say("refusal-in-spot-own-colour", seat=seat_key(seat))


def _chain_endless() -> str:
    return say("refusal-chain-endless")


def _home_compulsory(
    steps: int, seat: int, place: Place, dests: tuple[Place, ...], players: int
) -> str:
    return say(
        "refusal-home-compulsory",
        steps=steps,
        dests=_to(dests, players),
        **_peg(seat, place, players),
    )


def _home_place_blocked(place: Place) -> str:
    return say("refusal-home-place-blocked", **{"from": place - HOME})


def _past_home_five(steps: int, place: Place) -> str:
    return say("refusal-past-home-five", steps=steps, **{"from": place - HOME})


def _home_never_leaves() -> str:
    return say("refusal-home-never-leaves")


def _home_pass_or_land() -> str:
    return say("refusal-home-pass-or-land")


# ----- RULES 6: the joker
def _joker_all_home(player: int) -> str:
    return say("refusal-joker-all-home", player=seat_key(player))


def _joker_no_target() -> str:
    return say("refusal-joker-no-target")


def _joker_home_peg() -> str:
    return say("refusal-joker-home-peg")


def _joker_from_start() -> str:
    return say("refusal-joker-from-start")


def _joker_target_off_track(place: Place, players: int) -> str:
    return say("refusal-joker-target-off-track", **_place_args("at", place, players))


def _joker_target_empty(place: Place, players: int) -> str:
    return say("refusal-joker-target-empty", **_place_args("at", place, players))


def _joker_target_own(seat: int, place: Place, players: int) -> str:
    return say("refusal-joker-target-own", seat=seat_key(seat), **_place_args("at", place, players))


# ----- RULES 9: the house rules
def _own_pegs_first(player: int) -> str:
    return say("refusal-own-pegs-first", player=seat_key(player))


def _nine_not_split(nine: str) -> str:
    return say("refusal-nine-not-split", nine=nine)


def _nine_forward_back(nine: str, total: int) -> str:
    return say("refusal-nine-forward-back", nine=nine, total=total)


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

#: Which part of a split a refusal is about, as the message's argument.
_PARTS = ("first", "second")


def needs(reason: str) -> frozenset[str]:
    """The values a case of refusal must carry: the parameters of its sentence."""
    return frozenset(inspect.signature(SENTENCES[reason]).parameters)


def refusal_sentence(refusal: Refusal) -> str:
    """The engine's sentence for a refusal (no full stop, no rule number)."""
    text = SENTENCES[refusal.reason](**refusal.values)
    if refusal.part is None:
        return text
    return say("refusal-part", part=_PARTS[refusal.part], reason=text)


def refused_move_words(move_text: str, refusal: Refusal) -> str:
    """The command line's line for a refused move: "'5H 0:T12-T17' is not allowed: ..."."""
    return say(
        "refusal-move",
        move=repr(move_text),
        reason=refusal_sentence(refusal),
        clause=refusal.clause,
    )


def no_move_for_card_words(card_text: str, refusal: Refusal | None) -> str:
    """Why ``pegs moves --card`` lists nothing for a card: its refusal, or that no peg can move."""
    if refusal is None:
        return say("refusal-card-no-peg", card=card_text)
    reason = refusal_sentence(refusal)
    return say("refusal-card-no-move", card=card_text, reason=reason, clause=refusal.clause)


__all__ = ["SENTENCES", "needs", "no_move_for_card_words", "refusal_sentence", "refused_move_words"]
