"""The story of a move: what each event did, told in sentences with colour names and landmarks.

Owns the phrasing of events ("Green plays a 7: the peg moves 3 holes, landing on its come-out
hole, bumping Orange's peg back to its start"); never seat numbers, hole numbers or card
notation. Events arrive as data (``pegs.events``) and are only told here, as whole Fluent
messages (``locales/<lang>/story.ftl``) in the language spoken: what a peg did arrives as its
kind, steps and landing, so each language builds its own clause (and joins clauses its own way).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..board import COME_OUT_OFFSET, HOME, SIDE, START
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
from ..rules import PLAYER_COUNTS
from .messages import Arg, say
from .names import cap, card_args, seat_key, spot_words, team_colours

#: Without the player count, holes are still named by the side they are on: the largest board
#: has every side, so a hole of any real game is on it.
_ANY_BOARD = max(PLAYER_COUNTS)


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


def _move_args(
    event: PegMoved, players: int | None = None, joker: bool | None = None
) -> dict[str, Arg]:
    """What one PegMoved did, as the ``story-moves`` message's arguments (kind, steps, ...)."""
    frm, to, seat = event.frm, event.to, event.seat
    where = spot_words(to, players or _ANY_BOARD, seat) if 0 <= to < HOME else ""
    steps = len(event.path)
    if frm == START:
        # A joker does not bring a peg out onto its come-out hole: it jumps from start onto
        # another colour's peg (RULES 6). Without the card, a landing off the come-out hole
        # tells the two apart.
        if joker is None:
            joker = to != seat * SIDE + COME_OUT_OFFSET
        return {"kind": "jump-out" if joker else "come-out", "where": where}
    if frm > HOME:
        return {"kind": "inside-home", "steps": steps, "home": to - HOME}
    if to > HOME:
        return {"kind": "into-home", "steps": steps, "home": to - HOME}
    if event.backward:
        return {"kind": "back", "steps": steps, "where": where}
    if _is_jump(event, players):
        return {"kind": "jump", "where": where}
    return {"kind": "forward", "steps": steps, "where": where}


def _full(args: dict[str, Arg]) -> dict[str, Arg]:
    """Every argument ``story-moves`` may read (a language may name any in any kind)."""
    return {"steps": 0, "home": 0, "where": "", **args}


def _clause(event: PegMoved, mover: int | None, players: int | None, joker: bool | None) -> str:
    """One peg's move inside a move's sentence: "the peg moves 3 holes, landing ..."."""
    mine = "yes" if event.seat == mover else "no"
    args = _full(_move_args(event, players, joker))
    return say("story-clause", mover=mine, seat=seat_key(event.seat), **args)


def _peg_at(event: BumpedToStart | SentToInSpot, players: int | None) -> dict[str, Arg]:
    """A peg sent away, with where it stood, and who sent it, as a message's arguments."""
    where = spot_words(event.frm, players or _ANY_BOARD, event.seat)
    return {"seat": seat_key(event.seat), "where": where, "by": seat_key(event.by_seat)}


def narrate_event(event: Event, *, reveal: bool = False, players: int | None = None) -> str:
    """One sentence for one event; drawn cards stay hidden unless ``reveal``."""
    if isinstance(event, CardPlayed):
        discarded = "yes" if event.discarded else "no"
        who = seat_key(event.seat)
        return say("story-played", seat=who, discarded=discarded, **card_args(event.card))
    if isinstance(event, PegMoved):
        args = _full(_move_args(event, players))
        return say("story-peg-moved", seat=seat_key(event.seat), **args)
    if isinstance(event, EnteredHome):
        return say("story-entered-home", seat=seat_key(event.seat), home=event.to - HOME)
    if isinstance(event, BumpedToStart):
        return say("story-bumped", **_peg_at(event, players))
    if isinstance(event, SentToInSpot):
        return say("story-sent", **_peg_at(event, players))
    if isinstance(event, CardDrawn):
        if reveal:
            return say("story-drew-card", seat=seat_key(event.seat), **card_args(event.card))
        return say("story-drew-hidden", seat=seat_key(event.seat), cards=1)
    if isinstance(event, DiscardsReshuffled):
        return say("story-reshuffled", cards=event.cards)
    if isinstance(event, GameWon):
        if not players:
            return say("story-won-team", seat=seat_key(event.team))
        return say("story-won", winners=cap(team_colours(event.team, players)))
    raise TypeError(f"{event!r} is not an event of pegs.events")


def played_words(event: CardPlayed) -> str:
    """The opening of a move's sentence: "Green plays a 7" (its pegs follow after a colon)."""
    rank = card_args(event.card)["rank"]
    return say("story-plays", seat=seat_key(event.seat), rank=rank)


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
    clauses: list[str] = []  # each a whole clause; joined by "then" in the language spoken
    drawn: dict[int, list[Card]] = {}

    def flush_draws() -> None:
        for seat, cards in drawn.items():
            who = seat_key(seat)
            if reveal:
                listed = ", ".join(say("story-the-card", **card_args(c)) for c in cards)
                sentences.append(say("story-drew-list", seat=who, hand=listed))
            else:
                sentences.append(say("story-drew-hidden", seat=who, cards=len(cards)))
        drawn.clear()

    def flush_move() -> None:
        nonlocal head, clauses
        if head:
            told = clauses[0] if clauses else ""
            for clause in clauses[1:]:
                told = say("story-then", a=told, b=clause)
            sentences.append(say("story-head", played=head, clauses=told))
        head, clauses = "", []

    for event in events:
        if isinstance(event, CardPlayed):
            flush_move()
            flush_draws()
            mover = event.seat
            joker = event.card.is_joker
            if event.discarded:
                told = say("story-discarded", seat=seat_key(mover), **card_args(event.card))
                sentences.append(told)
            else:
                head = played_words(event)
        elif isinstance(event, PegMoved):
            clause = _clause(event, mover, players, joker)
            if not head:
                sentences.append(say("story-alone", clause=cap(clause)))
            else:
                clauses.append(clause)
        elif isinstance(event, EnteredHome):
            continue  # the PegMoved just before already says "into home place k"
        elif isinstance(event, (BumpedToStart, SentToInSpot)):
            sent = "story-bumping" if isinstance(event, BumpedToStart) else "story-sending"
            if head and clauses:
                clauses[-1] = say(sent, clause=clauses[-1], seat=seat_key(event.seat))
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


__all__ = ["narrate", "narrate_event", "played_words"]
