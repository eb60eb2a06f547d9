"""Hints that rank distinct outcomes: the best few boards a turn can leave, and why, in words.

The advisor (``advisor.advise``) ranks every legal move; two cards that make the same peg move
(an ace and a king both bringing a peg out) are two moves but one outcome. A hint groups moves by
the board they leave, plays the card that costs least to spend (saying which to keep and why),
and gives reasons that compare: the bump it makes or avoids, the card it saves, the holes it
gains, against the next choice. Drawing hints is the widgets' business.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..board import HOME, START, Board, Place, board_for, team_of
from ..cards import Card, Rank
from ..events import BumpedToStart, Event, SentToInSpot
from ..moves import Move, Part
from ..position import Position
from ..rules import BACKWARD_STEPS, BRINGS_OUT, backward_steps, forward_steps, split_kind
from ..words.messages import say
from ..words.names import card_args, card_words, colour_name, list_words, seat_key
from .advisor import Advice, advise
from .greedy import WIN, keep_value
from .overlays import attack_chance, bumping_ranks
from .view import SeatView

#: Below this a bump chance is not worth a word (as in ``advisor``).
NOTABLE_RISK = 0.05


@dataclass(frozen=True)
class Outcome:
    """One distinct result of the turn: the move to make, the same move by other cards, why."""

    move: Move
    #: The same outcome made with another card (the cards to keep instead of spending).
    alternatives: tuple[Move, ...]
    #: The advisor's estimate (higher is better; a sure win is ``bots.greedy.WIN``).
    score: float
    #: One sentence: what the move does, in words.
    summary: str
    #: Which card to play and which to keep, and why ("" when only one card makes it).
    keep: str
    #: Sentences comparing this outcome with the next best (or, for the others, with the best).
    reasons: tuple[str, ...]
    #: The team's chance to win after this outcome (``winchance``), from 0 to 1.
    win: float = 0.5

    @property
    def wins(self) -> bool:
        """True when the outcome wins the game outright."""
        return self.score >= WIN


@dataclass(frozen=True)
class _Facts:
    """What one outcome does, measured for comparing."""

    gain: int  # holes the team's pegs come closer to home
    bumps: tuple[tuple[int, int], ...]  # (opponent seat, holes it is set back) for each bump
    risk: float  # the highest chance the next player bumps one of the team's pegs
    risk_seat: int | None  # whose peg that is
    spent: Card


def top_outcomes(
    position: Position,
    n: int = 3,
    *,
    playouts: int | None = None,
    seed: int = 0,
    budget: float | None = None,
    on_world: Callable[[], None] | None = None,
) -> list[Outcome]:
    """The ``n`` best distinct outcomes of the turn, best first, each with comparing reasons.

    Ranked by the advisor within its budget (``advise``: ``playouts`` and ``budget`` as
    there; ``on_world`` after each dealt world). Empty when the seat to move has no move (its
    hand has run dry, RULES 3).
    """
    if type(n) is not int or n < 1:
        from ..errors import PegsError

        raise PegsError(f"n must be a whole number of at least 1, not {n!r}")
    ranked = advise(position, playouts=playouts, seed=seed, budget=budget, on_world=on_world)
    if not ranked:
        return []
    view = SeatView.of(position)
    seen = view.position()
    groups: dict[object, list[Advice]] = {}
    for advice in ranked:  # best first, so each group's first is its best card
        after = seen.play(advice.move)[0]
        key = ("discard",) if advice.move.is_discard else after.pegs
        groups.setdefault(key, []).append(advice)
    chosen = [_cheapest(seen, group) for group in groups.values()]
    chosen.sort(key=lambda pair: -pair[0].score)
    chosen = chosen[: n + 1]  # one more than asked: the last shown is compared with it
    facts = [_facts(seen, view, best.move) for best, _ in chosen]
    out = []
    for i, (best, group) in enumerate(chosen[:n]):
        other = 1 if i == 0 else 0
        reasons = (
            _compare(seen, facts[i], facts[other], best, chosen[other][0], i == 0)
            if len(chosen) > 1
            else (say("advice-only"),)
        )
        alternatives = tuple(a.move for a in group if a.move != best.move)
        out.append(
            Outcome(
                move=best.move,
                alternatives=alternatives,
                score=best.score,
                summary=_summary(seen, best.move),
                keep=_keep_words(seen, best.move, alternatives),
                reasons=reasons,
                win=best.win,
            )
        )
    return out


def _cheapest(seen: Position, group: list[Advice]) -> tuple[Advice, list[Advice]]:
    """The move of a group to play: the best estimate, and of equals the cheaper card to spend."""
    top = group[0].score
    # Estimates of one outcome differ only by noise and by the card kept; within a hole of the
    # best, the card that is worth least to keep is the one to spend.
    near = [a for a in group if a.score >= top - 1.0 or a.score >= WIN]
    best = min(near, key=lambda a: (_worth(seen, a.move.card), -a.score))
    return best, group


def _worth(seen: Position, card: Card) -> tuple[float, int]:
    """What keeping a card is worth: the greedy player's keep value, then how far it moves."""
    value = keep_value(card, seen, seen.turn)
    return (round(value, 1), forward_steps(card.rank, seen.rules) or 0)


def _facts(seen: Position, view: SeatView, move: Move) -> _Facts:
    after, events = seen.play(move)
    player = seen.turn
    team = team_of(player)
    gain = _to_go(seen, team) - _to_go(after, team)
    bumps = tuple(
        (e.seat, _holes_back(seen, e))
        for e in events
        if isinstance(e, BumpedToStart) and team_of(e.seat) != team
    )
    risk, risk_seat = 0.0, None
    if after.winner is None:
        attacker = (player + 1) % seen.players
        hits = bumping_ranks(after, attacker)
        for (seat, _place), ranks in hits.items():
            if team_of(seat) != team or not ranks - {Rank.JOKER}:
                continue  # a peg only a joker can reach is not called exposed
            chance = attack_chance(view, attacker, ranks)
            if chance > risk:
                risk, risk_seat = chance, seat
    return _Facts(gain, bumps, risk, risk_seat, move.card)


def _to_go(position: Position, team: int) -> int:
    """Holes the team's pegs still have to travel to reach home (start counts the whole way)."""
    board = board_for(position.players)
    total = 0
    for seat in board.team_seats(team):
        for place in position.pegs[seat]:
            total += _place_to_go(board, seat, place)
    return total


def _place_to_go(board: Board, seat: int, place: Place) -> int:
    if place == START:
        return board.holes_to_home(seat) + 6  # out onto the come-out hole, round, into home
    if place > HOME:
        return 0
    return board.distance(place, board.in_spot(seat)) + 5


def _holes_back(seen: Position, event: Event) -> int:
    """How far a bump sets an opponent's peg back (counted as the mover's gain)."""
    if not isinstance(event, BumpedToStart) or team_of(event.seat) == team_of(seen.turn):
        return 0
    board = board_for(seen.players)
    return _place_to_go(board, event.seat, START) - _place_to_go(board, event.seat, event.frm)


def _summary(seen: Position, move: Move) -> str:
    """What the move does, in one plain sentence (in the language spoken)."""
    card = card_args(move.card)
    if move.is_discard:
        return say("advice-discard", **card)
    _after, events = seen.play(move)
    bits = []
    for part in move.parts:
        who = seat_key(part.seat)
        if part.frm == START:
            bits.append(say("advice-part-out", seat=who))
        elif part.to > HOME and part.frm < HOME:
            bits.append(say("advice-part-home", owner=who))
        elif move.card.is_joker:
            bits.append(say("advice-part-jump", owner=who))
        else:
            back = part.frm < HOME and part.to < HOME and _backward(seen, part)
            bits.append(say("advice-part-move", owner=who, way="back" if back else "on"))
    for event in events:
        if isinstance(event, BumpedToStart):
            bits.append(say("advice-part-bump", owner=seat_key(event.seat)))
        elif isinstance(event, SentToInSpot):
            bits.append(say("advice-part-in-spot", owner=seat_key(event.seat)))
    return say("advice-play", bits=", ".join(bits), **card)


def _backward(seen: Position, part: Part) -> bool:
    """True when ``part`` goes back the 8's count (RULES 4) rather than on."""
    length = seen.rules.track_length
    back = BACKWARD_STEPS
    return (part.frm - part.to) % length == back and (part.to - part.frm) % length != back


def _power(card: Card, seen: Position) -> str:
    """What a card can do that makes it worth keeping, in words."""
    rank = card.rank
    if rank is Rank.JOKER:
        return say("advice-power-joker")
    steps = forward_steps(rank, seen.rules) or 0
    if rank in BRINGS_OUT:
        return say("advice-power-out", steps=steps)
    if split_kind(rank, seen.rules):
        return say("advice-power-split", steps=steps)
    back = backward_steps(rank)
    if back is not None:
        return say("advice-power-back", back=back)
    return say("advice-power-steps", steps=steps)


def _keep_words(seen: Position, move: Move, alternatives: tuple[Move, ...]) -> str:
    """Which card to play and which to keep, and why."""
    if not alternatives:
        return ""
    spent = _worth(seen, move.card)
    kept = max(alternatives, key=lambda m: _worth(seen, m.card))
    names = {"kept": card_words(kept.card), "spent": card_words(move.card)}
    if _worth(seen, kept.card) <= spent:
        return say("advice-keep-same", **names)
    return say("advice-keep", power=_power(kept.card, seen), **names)


def _compare(
    seen: Position, mine: _Facts, theirs: _Facts, me: Advice, other: Advice, first: bool
) -> tuple[str, ...]:
    """Sentences comparing two outcomes ("the next choice" for the best, else "the best")."""
    yes = "yes" if first else "no"  # the next choice, or the best one, as the other side
    out: list[str] = []
    if me.wins:
        out.append(say("advice-wins"))
    theirs_seats = [s for s, _ in theirs.bumps]
    new_bumps = [(s, back) for s, back in mine.bumps if s not in theirs_seats]
    if new_bumps:
        back = sum(b for _, b in new_bumps)
        names = _owners([s for s, _ in new_bumps])
        out.append(say("advice-bumps", names=names, holes=back, first=yes))
    elif theirs.bumps and not mine.bumps:
        out.append(say("advice-no-bump", names=_owners([s for s, _ in theirs.bumps]), first=yes))
    attacker = colour_name((seen.turn + 1) % seen.players)
    if theirs.risk >= NOTABLE_RISK and mine.risk + 0.05 < theirs.risk:
        out.append(
            say(
                "advice-avoids",
                whose=_whose(theirs.risk_seat),
                attacker=attacker,
                chance=round(100 * theirs.risk),
                first=yes,
            )
        )
    elif mine.risk >= NOTABLE_RISK and mine.risk > theirs.risk + 0.05:
        out.append(
            say(
                "advice-leaves",
                whose=_whose(mine.risk_seat),
                attacker=attacker,
                chance=round(100 * mine.risk),
            )
        )
    mine_keep = _worth(seen, mine.spent)
    their_keep = _worth(seen, theirs.spent)
    if mine.spent.rank != theirs.spent.rank and mine_keep != their_keep:
        if mine_keep < their_keep:
            out.append(say("advice-saves", cardname=card_words(theirs.spent), first=yes))
        else:
            out.append(say("advice-spends", cardname=card_words(mine.spent), first=yes))
    diff = mine.gain - theirs.gain
    if diff:
        more = "more" if diff > 0 else "fewer"
        if mine.gain >= 0:
            holes, message = mine.gain, "advice-gains"
        else:
            holes, message = -mine.gain, "advice-loses"
        out.append(say(message, holes=holes, diff=abs(diff), more=more, first=yes))
        # Holes gained now and the ranking can disagree: the play-outs look a few turns on.
        ahead = me.score - other.score
        if not (me.wins or other.wins) and (diff < 0) == first and abs(ahead) >= 1:
            out.append(
                say(
                    "advice-ranked",
                    first=yes,
                    holes=round(abs(ahead)),
                    ahead="yes" if ahead > 0 else "no",
                )
            )
    if not out:
        out.append(say("advice-even", first=yes))
    return tuple(out)


def _owners(seats: list[int]) -> str:
    """Pegs' owners as a possessive list: "Orange's", "Orange's and Purple's"."""
    return list_words([say("owner", owner=seat_key(s)) for s in seats])


def _whose(seat: int | None) -> str:
    """An exposed peg's owner as a possessive ("Blue's"), or "a" when it is not known."""
    return say("advice-someone") if seat is None else say("owner", owner=seat_key(seat))


__all__ = ["Outcome", "top_outcomes"]
