"""The move advisor: every distinct outcome of a turn ranked, each with a reason and a win chance.

Moves that leave the same board are one outcome (``outcomes``). Scores come from ``budget.rank``:
every outcome by the board it leaves, the best few by Monte Carlo play-outs (deal the unseen
cards at random, play the move and a few greedy turns, evaluate the board) within a budget,
judged only from what the player to move may see; chances from ``winchance``. Reasons
come from the move's events and the bump chances of ``overlays``. Drawing hints is the widgets'
business.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..board import HOME, START, Place, board_for, place_name, team_of
from ..cards import Rank
from ..errors import PegsError
from ..events import BumpedToStart, GameWon, PegMoved, SentToInSpot
from ..moves import Move
from ..position import Position
from ..words.messages import say
from ..words.names import seat_key
from . import winchance
from .budget import BUDGET, MAX_PLAYOUTS, SHORTLIST, rank, work_for
from .greedy import WIN
from .outcomes import group_outcomes
from .overlays import attack_chance, bumping_ranks_at
from .search import DEPTH, distinct_moves
from .view import SeatView

#: Dealt worlds per move when ``playouts`` is given but no budget (as before the budget).
PLAYOUTS = 12
#: Below this a bump chance is not worth a word.
NOTABLE_RISK = 0.05


@dataclass(frozen=True)
class Advice:
    """One ranked outcome: its move, the same outcome's other moves, its score, chance and why."""

    move: Move
    #: The team's expected lead in holes a few turns later (higher is better; a sure win is
    #: 100000, a sure loss -100000).
    score: float
    reason: str
    #: Other moves with the same outcome (the other order of a split, another suit).
    also: tuple[Move, ...] = ()
    #: The team's chance to win after this outcome (``winchance``), from 0 to 1.
    win: float = 0.5
    #: Dealt worlds played out for it (0: judged by the board it leaves, off the shortlist).
    playouts: int = 0

    @property
    def wins(self) -> bool:
        """True when the move wins the game outright."""
        return self.score >= WIN

    @property
    def moves(self) -> tuple[Move, ...]:
        """Every move with this outcome, the one to play first."""
        return (self.move, *self.also)


def advise(
    position: Position,
    *,
    playouts: int | None = None,
    seed: int = 0,
    progress: bool = False,
    depth: int = DEPTH,
    on_world: Callable[[], None] | None = None,
    interruptible: bool = False,
    budget: float | None = None,
    shortlist: int | None = SHORTLIST,
    deadline: float | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> list[Advice]:
    """Every distinct outcome of the seat to move's turn, best first, with reasons and chances.

    Outcomes are ranked by the greedy score of the board they leave, then the best
    ``shortlist`` (None: all) by play-outs in up to ``playouts`` dealt worlds within ``budget``
    seconds (counted in moves scored, ``work``: the same advice on every machine; ``deadline``
    on ``clock`` stops it by the clock too). With neither ``playouts`` nor ``budget`` the
    budget is ``budget.BUDGET``; with ``playouts`` alone every world is played. A seat with
    no legal move (an empty hand, RULES 3) gets an empty list. ``on_world`` is called after
    each dealt world; with ``interruptible`` Ctrl-C ranks by the worlds done.
    """
    if position.is_over:
        raise PegsError(f"the game is over: team {position.winner} has won; there is no move")
    if playouts is not None and (type(playouts) is not int or playouts < 1):
        raise PegsError(f"playouts must be a whole number of at least 1, not {playouts!r}")
    if budget is not None and (
        isinstance(budget, bool) or not isinstance(budget, int | float) or not budget > 0
    ):
        raise PegsError(f"budget must be a number of seconds above 0, not {budget!r}")
    if budget is None and playouts is None:
        budget = BUDGET
    cap = MAX_PLAYOUTS if playouts is None else playouts
    work = None if budget is None else work_for(budget)
    view = SeatView.of(position)
    seen = view.position()
    groups = group_outcomes(seen, distinct_moves(view.legal_moves()))
    if not groups:
        return []
    rng = random.Random(f"advisor:{seed}:{view.key()}")
    with _progress_bar(cap, progress) as tick:
        if on_world is not None:
            ticks = [f for f in (tick, on_world) if f is not None]

            def tick() -> None:
                for f in ticks:
                    f()

        ranked = rank(
            view,
            groups,
            rng=rng,
            playouts=cap,
            work=work,
            shortlist=shortlist,
            depth=depth,
            deadline=deadline,
            clock=clock,
            on_world=tick,
            interruptible=interruptible,
        )
    left, players = winchance.left(seen), seen.players
    out = []
    for item in ranked:
        move = item.moves[0]
        if item.values:
            chances = [winchance.chance(v, left, players) for v in item.values]
            win = sum(chances) / len(chances)
        else:
            win = winchance.chance(item.score, left, players)
        reason = explain(seen, move, view, exposure=bool(item.values) or item.score >= WIN)
        out.append(Advice(move, item.score, reason, item.moves[1:], win, len(item.values)))
    return out


def win_here(position: Position) -> float:
    """The chance the team to move wins from ``position`` (``winchance``), from 0 to 1."""
    seen = SeatView.of(position).position()
    return winchance.chance_here(seen, team_of(seen.turn))


def explain(seen: Position, move: Move, view: SeatView, *, exposure: bool = True) -> str:
    """One line saying what ``move`` does and (with ``exposure``) what it leaves exposed."""
    player = seen.turn
    after, events = seen.play(move)
    if move.is_discard:
        return say("advise-discard", card=move.card.notation)
    phrases: list[str] = []
    if move.card.is_joker:
        phrases.append(say("advise-joker"))
    for event in events:
        if isinstance(event, PegMoved):
            phrases.append(_moved(event, player, seen))
        elif isinstance(event, BumpedToStart):
            phrases.append(say("advise-bump", peg=_whose_peg(event.seat, event.frm, player, seen)))
        elif isinstance(event, SentToInSpot):
            peg = _whose_peg(event.seat, event.frm, player, seen)
            phrases.append(say("advise-in-spot", peg=peg, to=place_name(event.to)))
        elif isinstance(event, GameWon):
            return "; ".join([*phrases, say("advise-win")])
    if exposure:
        phrases.extend(_exposure(seen, after, move, view))
    return "; ".join(phrases)


def _owner(seat: int, player: int) -> str:
    """A peg's owner as the messages take it: "you" for the seat to move, else its colour."""
    return "you" if seat == player else seat_key(seat)


def _moved(event: PegMoved, player: int, seen: Position) -> str:
    peg = say("advise-peg", owner=_owner(event.seat, player))
    frm, to = place_name(event.frm), place_name(event.to)
    if event.frm == START:
        return say("advise-out", peg=peg, to=to)
    if event.to > HOME and event.frm < HOME:
        return say("advise-home", peg=peg, to=to)
    if event.to > HOME:
        return say("advise-deeper", peg=peg, to=to, **{"from": frm})
    way = "back" if event.backward else "on"
    left = (board_for(seen.players).in_spot(event.seat) - event.to) % seen.rules.track_length
    return say("advise-move", peg=peg, way=way, to=to, left=left, **{"from": frm})


def _whose_peg(seat: int, place: Place, player: int, seen: Position) -> str:
    """ "Orange's lead peg" when it is that colour's most advanced track peg, else where it is."""
    owner = _owner(seat, player)
    spot = board_for(seen.players).in_spot(seat)
    length = seen.rules.track_length
    track = [p for p in seen.pegs[seat] if 0 <= p < HOME]
    if len(track) > 1:
        lead = min(track, key=lambda p: (spot - p) % length)
        if lead == place:
            return say("advise-lead-peg", owner=owner)
    return say("advise-peg-on", owner=owner, place=place_name(place))


def _exposure(seen: Position, after: Position, move: Move, view: SeatView) -> list[str]:
    """Words on how exposed the moved pegs are to the next player, who is an opponent.

    A joker can hit any track peg, so a peg only a joker can reach is not called exposed.
    """
    player = seen.turn
    attacker = (player + 1) % seen.players
    landed = {part.to for part in move.parts if 0 <= part.to < HOME}
    hits = bumping_ranks_at(after, attacker, landed)
    before = None
    phrases = []
    for part in move.parts:
        if not 0 <= part.to < HOME or after.holder(part.to) != part.seat:
            continue
        ranks = hits.get((part.seat, part.to), set())
        chance = attack_chance(view, attacker, ranks) if ranks - {Rank.JOKER} else 0.0
        owner = _owner(part.seat, player)
        if len(move.parts) == 2:
            peg = say("advise-peg-on", owner=owner, place=place_name(part.to))
        else:
            peg = say("advise-peg", owner=owner)
        if chance >= NOTABLE_RISK:
            near = _nearest_attacker(after, part.to, attacker)
            where = (
                say("advise-in-front", holes=near[0], owner=seat_key(near[1]))
                if near
                else say("advise-exposed")
            )
            phrases.append(
                say(
                    "advise-leaves",
                    peg=peg,
                    where=where,
                    seat=seat_key(attacker),
                    odds=_odds(chance),
                )
            )
        elif 0 <= part.frm < HOME:
            if before is None:
                left = {p.frm for p in move.parts if 0 <= p.frm < HOME}
                before = bumping_ranks_at(seen, attacker, left)
            old = before.get((part.seat, part.frm), set())
            if old - {Rank.JOKER} and attack_chance(view, attacker, old) >= NOTABLE_RISK:
                phrases.append(say("advise-out-of-reach", peg=peg, owner=seat_key(attacker)))
    return phrases


def _nearest_attacker(after: Position, hole: Place, attacker: int) -> tuple[int, int] | None:
    """(holes, seat) of the closest peg of the attacker's team within 13 holes behind ``hole``."""
    length = after.rules.track_length
    best = None
    for seat in board_for(after.players).team_seats(team_of(attacker)):
        for place in after.pegs[seat]:
            if 0 <= place < HOME:
                d = (hole - place) % length
                if 0 < d <= 13 and (best is None or d < best[0]):
                    best = (d, seat)
    return best


def _odds(chance: float) -> str:
    """A chance in words: "with a 26% chance (about 1 in 4)"."""
    if chance >= 0.995:
        return say("advise-odds-certain")
    per_cent = int(f"{chance:.0%}".rstrip("%"))  # rounded as Python's "%" format rounds it
    if chance > 0.5:
        return say("advise-odds", chance=per_cent)
    return say("advise-odds-one-in", chance=per_cent, one=max(2, round(1 / chance)))


class _progress_bar:
    """A tqdm bar over the play-out worlds when asked for and tqdm is installed; else nothing."""

    def __init__(self, total: int, enabled: bool) -> None:
        self.bar: Any = None  # a tqdm bar (tqdm.auto picks its class at import)
        if enabled:
            try:  # tqdm is optional: pegs has no runtime dependencies
                from tqdm.auto import tqdm
            except ImportError:
                return
            self.bar = tqdm(total=total, desc="advising", unit="deal", leave=False)

    def __enter__(self) -> Callable[[], None] | None:
        bar = self.bar
        if bar is None:
            return None

        def step() -> None:
            bar.update(1)

        return step

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.close()
