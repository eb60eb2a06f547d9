"""The move advisor: every legal move ranked by Monte Carlo play-outs, each with a reason in words.

Scores come from ``bots.search.estimate`` (deal the unseen cards at random, play the move and a
few greedy turns, evaluate the board), judged only from what the player to move may see. Reasons
come from the move's events and the bump chances of ``overlays``. Drawing hints is the widgets'
business.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..board import HOME, START, Place, board_for, place_name, team_of
from ..cards import Rank
from ..errors import PegsError
from ..events import BumpedToStart, GameWon, PegMoved, SentToInSpot
from ..moves import Move
from ..position import Position
from ..seats import seat_name
from .greedy import WIN, score_moves
from .overlays import attack_chance, bumping_ranks
from .search import DEPTH, distinct_moves, estimate
from .view import SeatView

#: Dealt worlds per move: enough to rank a typical mid-game hand well within 2 seconds.
PLAYOUTS = 12
#: Below this a bump chance is not worth a word.
NOTABLE_RISK = 0.05


@dataclass(frozen=True)
class Advice:
    """One ranked move: its estimated score and why it is good or bad, in one line."""

    move: Move
    #: The team's expected lead in holes a few turns later (higher is better; a sure win is
    #: 100000, a sure loss -100000).
    score: float
    reason: str

    @property
    def wins(self) -> bool:
        """True when the move wins the game outright."""
        return self.score >= WIN


def advise(
    position: Position,
    *,
    playouts: int = PLAYOUTS,
    seed: int = 0,
    progress: bool = False,
    depth: int = DEPTH,
    on_world: Callable[[], None] | None = None,
    interruptible: bool = False,
) -> list[Advice]:
    """Every legal move of the seat to move (suits merged), best first, with reasons.

    A seat with no legal move (an empty hand, RULES 3) gets an empty list. ``on_world`` is
    called after each dealt world; with ``interruptible`` Ctrl-C ranks by the worlds done.
    """
    if position.is_over:
        raise PegsError(f"the game is over: team {position.winner} has won; there is no move")
    if type(playouts) is not int or playouts < 1:
        raise PegsError(f"playouts must be a whole number of at least 1, not {playouts!r}")
    view = SeatView.of(position)
    seen = view.position()
    moves = distinct_moves(view.legal_moves())
    if not moves:
        return []
    greedy = score_moves(seen, moves)
    rng = random.Random(f"advisor:{seed}:{view.key()}")
    with _progress_bar(playouts, progress) as tick:
        if on_world is not None:
            ticks = [f for f in (tick, on_world) if f is not None]

            def tick() -> None:
                for f in ticks:
                    f()

        values = estimate(
            view,
            moves,
            playouts=playouts,
            depth=depth,
            rng=rng,
            on_world=tick,
            interruptible=interruptible,
        )
    # A move that wins now is certain, whatever the play-outs say.
    values = [WIN if g >= WIN else v for g, v in zip(greedy, values, strict=True)]
    order = sorted(range(len(moves)), key=lambda i: (-values[i], -greedy[i]))
    return [Advice(moves[i], values[i], explain(seen, moves[i], view)) for i in order]


def explain(seen: Position, move: Move, view: SeatView) -> str:
    """One line saying what ``move`` does and what it leaves exposed, for the seat to move."""
    player = seen.turn
    after, events = seen.play(move)
    if move.is_discard:
        return f"discards the {move.card.notation}: no card can move a peg (RULES 7)"
    phrases: list[str] = []
    if move.card.is_joker:
        phrases.append("spends a joker")
    for event in events:
        if isinstance(event, PegMoved):
            phrases.append(_moved(event, player, seen))
        elif isinstance(event, BumpedToStart):
            phrases.append(f"bumps {_whose_peg(event.seat, event.frm, player, seen)} back to start")
        elif isinstance(event, SentToInSpot):
            phrases.append(
                f"sends {_whose_peg(event.seat, event.frm, player, seen)} on to its in-spot "
                f"{place_name(event.to)}"
            )
        elif isinstance(event, GameWon):
            return "; ".join([*phrases, "wins the game for your team"])
    phrases.extend(_exposure(seen, after, move, view))
    return "; ".join(phrases)


def _moved(event: PegMoved, player: int, seen: Position) -> str:
    whose = "your peg" if event.seat == player else f"{seat_name(event.seat)}'s peg"
    if event.frm == START:
        return f"brings {whose} out onto {place_name(event.to)}"
    if event.to > HOME and event.frm < HOME:
        return f"takes {whose} home to {place_name(event.to)}"
    if event.to > HOME:
        return f"moves {whose} deeper into home, {place_name(event.frm)} to {place_name(event.to)}"
    way = "back" if event.backward else "on"
    left = (board_for(seen.players).in_spot(event.seat) - event.to) % seen.rules.track_length
    return (
        f"moves {whose} {way} {place_name(event.frm)} to {place_name(event.to)} "
        f"({left} hole{'' if left == 1 else 's'} from its in-spot)"
    )


def _whose_peg(seat: int, place: Place, player: int, seen: Position) -> str:
    """ "Orange's lead peg" when it is that colour's most advanced track peg, else where it is."""
    name = "your" if seat == player else f"{seat_name(seat)}'s"
    spot = board_for(seen.players).in_spot(seat)
    length = seen.rules.track_length
    track = [p for p in seen.pegs[seat] if 0 <= p < HOME]
    if len(track) > 1:
        lead = min(track, key=lambda p: (spot - p) % length)
        if lead == place:
            return f"{name} lead peg"
    return f"{name} peg on {place_name(place)}"


def _exposure(seen: Position, after: Position, move: Move, view: SeatView) -> list[str]:
    """Words on how exposed the moved pegs are to the next player, who is an opponent.

    A joker can hit any track peg, so a peg only a joker can reach is not called exposed.
    """
    player = seen.turn
    attacker = (player + 1) % seen.players
    hits = bumping_ranks(after, attacker)
    before = None
    phrases = []
    for part in move.parts:
        if not 0 <= part.to < HOME or after.holder(part.to) != part.seat:
            continue
        ranks = hits.get((part.seat, part.to), set())
        chance = attack_chance(view, attacker, ranks) if ranks - {Rank.JOKER} else 0.0
        whose = "your peg" if part.seat == player else f"{seat_name(part.seat)}'s peg"
        if len(move.parts) == 2:
            whose += f" on {place_name(part.to)}"
        if chance >= NOTABLE_RISK:
            near = _nearest_attacker(after, part.to, attacker)
            where = f"{near[0]} holes in front of {seat_name(near[1])}'s peg" if near else "exposed"
            phrases.append(
                f"leaves {whose} {where}: {seat_name(attacker)}, who plays next, "
                f"can bump it {_odds(chance)}"
            )
        elif 0 <= part.frm < HOME:
            if before is None:
                before = bumping_ranks(seen, attacker)
            old = before.get((part.seat, part.frm), set())
            if old - {Rank.JOKER} and attack_chance(view, attacker, old) >= NOTABLE_RISK:
                phrases.append(f"takes {whose} out of {seat_name(attacker)}'s reach")
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
        return "for certain"
    if chance > 0.5:
        return f"with a {chance:.0%} chance"
    return f"with a {chance:.0%} chance (about 1 in {max(2, round(1 / chance))})"


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
