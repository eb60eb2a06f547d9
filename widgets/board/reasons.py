"""Why a click on the board builds no move, in the engine's words, and where pegs are in words.

Plain Python, no widgets, no rules: every reason is the engine's (``Position.why_not``,
``why_not_card``), told around the card, the peg or the place the learner clicked. The board
controller asks these when a card, a peg or a destination cannot be chosen. The words are
pegs' messages (``pegs/words/locales/<lang>/clicks.ftl``), in the language spoken.
"""

from __future__ import annotations

from pegs import HOME, START, Card, Move, Part, PegsError, Position
from pegs.board import Place, PlaceRef, board_for
from pegs.words.messages import Arg, say
from pegs.words.names import card_args, seat_key, spot_words

from .marks import PegRef


def _at(place: Place, players: int) -> dict[str, Arg]:
    """A place as the click messages take it: ``at`` (start, home, track) and its details."""
    if place == START:
        return {"at": "start", "home": 0, "spot": ""}
    if place > HOME:
        return {"at": "home", "home": place - HOME, "spot": ""}
    return {"at": "track", "home": 0, "spot": spot_words(place, players)}


def peg_words(seat: int, place: Place, players: int) -> str:
    """Where a peg is, in words for learners: "Blue's peg in start", "... on Orange's in-spot"."""
    return say("click-peg", owner=seat_key(seat), **_at(place, players))


def place_words(seat: int, place: Place, players: int) -> str:
    """A place in words for learners: "Blue's start", "Blue's home place 2", "on Blue's in-spot"."""
    return say("click-place", owner=seat_key(seat), **_at(place, players))


def to_words(seat: int, place: Place, players: int) -> str:
    """Where a peg goes, after "goes": "into home place 2", "to the hole on Blue's in-spot"."""
    return say("click-to", **_at(place, players))


def peg_on(position: Position, hit: PlaceRef) -> PegRef | None:
    """The peg on the clicked place, if one stands there."""
    seat, place = hit
    if 0 <= place < HOME:
        holder = position.holder(place)
        return None if holder is None else (holder, place)
    if seat is not None and seat < position.players and place in position.pegs[seat]:
        return (seat, place)
    return None


def card_reason(position: Position, card: Card) -> str:
    """Why ``card`` cannot be played now, in the engine's words."""
    refusal = position.why_not_card(card)
    discard = position.why_not(Move(card, ()))
    said = "none" if discard is None or position.hand() is None else str(discard)
    why = "none" if refusal is None else str(refusal)
    return say("click-no-move", refusal=why, discard=said, **card_args(card))


def why_not_peg(position: Position, card: Card, hit: PlaceRef, card_moves: bool) -> str:
    """Why the clicked place gives no peg to move with ``card`` (``card_moves``: it moves one)."""
    found = peg_on(position, hit)
    if found is None:
        where = place_words(hit[0] or 0, hit[1], position.players)
        return say("click-no-peg-there", place=where)
    seat, place = found
    if not card_moves:
        return card_reason(position, card)
    peg = peg_words(seat, place, position.players)
    # The engine says whose pegs this player may move (RULES 1 and 9): ask it about this
    # peg going nowhere, which is refused for its owner before anything else.
    refusal = position.why_not(Move(card, (Part(seat, place, place),)))
    if refusal is not None and refusal.clause in ("1", "9"):
        return say("click-cannot-move", peg=peg, refusal=str(refusal), **card_args(card))
    if place == START:
        # A peg in start can only come out onto its come-out hole: the engine says why
        # this card cannot bring it there (RULES 4, 6).
        out = Part(seat, START, board_for(position.players).come_out(seat))
        refusal = position.why_not(Move(card, (out,)))
        if refusal is not None:
            return say("click-cannot-move", peg=peg, refusal=str(refusal), **card_args(card))
    return say("click-cannot-move-now", peg=peg, **card_args(card))


def why_not_target(
    position: Position, card: Card, parts: tuple[Part, ...], peg: PegRef, hit: PlaceRef
) -> str:
    """Why the chosen peg cannot go to the clicked place with ``card`` after ``parts``."""
    seat, place = peg
    move = Move(card, (*parts, Part(seat, place, hit[1])))
    where = to_words(seat, hit[1], position.players)
    try:
        refusal = position.why_not(move)
    except PegsError as err:
        return str(err)
    if refusal is None:
        return say("click-cannot-go", owner=seat_key(seat), to=where)
    return say("click-cannot-stop", owner=seat_key(seat), refusal=str(refusal))
