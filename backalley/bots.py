"""Computer players: a seeded random player and a heuristic bidder and card player.

Owns how bots choose among the legal actions the engine offers, the registry of bots by name
and whole games between them. A bot sees only a ``SeatView`` (``backalley.view``: its own hand,
the bids, the cards played this deal, the turned card), so it cannot cheat; the engine still
checks every action.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from backalley.actions import BOARD, PASS, Action, Bid, BidAction, PlayAction
from backalley.cards import BIG_BLOOPER, LITTLE_BLOOPER, Card, Suit
from backalley.errors import BackAlleyError
from backalley.events import AllPassed, DealScored, Event
from backalley.rules import PLAYERS, partner_of, team_of
from backalley.sampler import TRUMP, SamplerBot, knowledge
from backalley.state import Phase, State
from backalley.tricks import card_power
from backalley.view import SeatView, played_this_deal, view_for


class Bot(Protocol):
    """A computer player: picks one of ``view.legal``."""

    name: str

    def choose(self, view: SeatView) -> Action:
        """The action to take; must be one of ``view.legal``."""
        ...


class RandomBot:
    """Picks a legal action uniformly, seeded by its seed and the moment of the game."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        """A uniformly chosen legal action (the same view always gives the same choice)."""
        # Stateless: the generator is derived from public facts, so a saved game resumed
        # from its file makes the same choices as one played straight through.
        moment = f"{view.deal}:{view.redeals}:{len(view.bids)}:{len(view.played)}:{len(view.trick)}"
        rng = random.Random(f"backalley-random:{self.seed}:{view.seat}:{moment}")
        return rng.choice(view.legal)


def _power(view: SeatView, card: Card, led: Card) -> int:
    """Strength of a card in a trick led by ``led`` (0 when it cannot win)."""
    return card_power(card, led, view.trump)


def _higher_unseen(view: SeatView, card: Card, unseen: frozenset[Card]) -> int:
    """How many unseen cards of the same (effective) suit beat ``card``."""
    if view.is_trump(card):
        return sum(1 for c in unseen if view.is_trump(c) and c.rank > card.rank)
    return sum(
        1 for c in unseen if not view.is_trump(c) and c.suit == card.suit and c.rank > card.rank
    )


class HeuristicBot:
    """Bids its likely tricks and plays to make its team's bid: draws trumps while opponents may
    hold some, leads bloopers when they win, and never overtakes a partner who is winning."""

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed  # unused: the heuristic is deterministic; kept for a uniform signature

    # -- bidding ------------------------------------------------------------------------------

    def estimate(self, view: SeatView) -> tuple[float, int]:
        """Expected tricks of the hand, and the count of sure tricks (top trumps)."""
        unseen = view.unseen()
        # The stock is no danger: a higher unseen card beats ours only if an opponent holds
        # it, which is as likely as the opponents' share of the unseen cards.
        share = _opponent_share(view, unseen)
        expected = 0.0
        sure = 0
        trumps = sorted((c for c in view.hand if view.is_trump(c)), key=lambda c: -c.rank)
        for card in trumps:
            danger = _higher_unseen(view, card, unseen) * share
            if danger < 0.25:
                sure += 1
                expected += 1.0
            else:
                # A lower trump wins once the higher ones have fallen or by ruffing.
                expected += max(0.0, 0.8 - 0.3 * danger)
        for suit in Suit:
            if suit == view.trump:
                continue
            cards = sorted((c for c in view.hand if c.suit == suit), key=lambda c: -c.rank)
            for position, card in enumerate(cards):
                danger = _higher_unseen(view, card, unseen) * share
                if danger < 0.25 and position == 0:
                    # Long side suits get ruffed before their winners come round.
                    expected += 1.0 if len(cards) <= 4 else 0.6
                elif danger < 1.0 and len(cards) >= 2 and position <= 1:
                    expected += 0.4
        return expected, sure

    def choose_bid(self, view: SeatView) -> Action:
        """Bid board with only sure winners, else the rounded estimate, supporting the partner."""
        legal = set(view.legal)
        expected, sure = self.estimate(view)
        partner_bid = view.bid_of(partner_of(view.seat))
        if partner_bid is not None and partner_bid.board:
            # The partner's board makes our numbers worthless; pass and help in play.
            return BidAction(PASS)
        if sure >= view.hand_size and BidAction(BOARD) in legal:
            return BidAction(BOARD)
        number = int(expected + 0.35)
        if partner_bid is not None:
            # Keep the team's total within the deal so the partnership is not set by itself.
            number = min(number, max(0, view.hand_size - partner_bid.number - 1))
        number = min(number, view.hand_size - 1)
        action = BidAction(Bid(number)) if number > 0 else BidAction(PASS)
        return action if action in legal else BidAction(PASS)

    # -- play -----------------------------------------------------------------------------------

    def choose(self, view: SeatView) -> Action:
        """The bid or card this heuristic would play now."""
        if any(isinstance(a, BidAction) for a in view.legal):
            return self.choose_bid(view)
        cards = [a.card for a in view.legal if isinstance(a, PlayAction)]
        if len(cards) == 1:
            return PlayAction(cards[0])
        card = self.lead(view, cards) if not view.trick else self.follow(view, cards)
        return PlayAction(card)

    def _low(self, view: SeatView, cards: list[Card]) -> Card:
        """The cheapest card to give away: the lowest non-trump, else the lowest trump."""
        plain = [c for c in cards if not view.is_trump(c)]
        return min(plain or cards, key=lambda c: c.rank)

    def lead(self, view: SeatView, cards: list[Card]) -> Card:
        """Choose a lead from the legal cards."""
        unseen = view.unseen()
        live_trumps = [c for c in unseen if view.is_trump(c)]
        # Trumps are worth drawing only while an opponent may hold one: leading them into a
        # partner alone wastes the partner's trumps.
        voids = _voids(view)
        opponents = [s for s in range(PLAYERS) if team_of(s) != team_of(view.seat)]
        if all(TRUMP in voids.get(s, ()) for s in opponents):
            live_trumps = []
        # The Big Blooper always wins and pulls everyone's highest trump. The Little Blooper
        # wins too: on its lead a Big Blooper holder must play its lowest trump, so only a
        # holder of the Big Blooper alone beats it.
        if BIG_BLOOPER in cards and live_trumps:
            return BIG_BLOOPER
        if LITTLE_BLOOPER in cards and [c for c in live_trumps if c != BIG_BLOOPER]:
            return LITTLE_BLOOPER
        # Draw trumps with a top trump while opponents may still ruff our winners.
        top_trumps = [c for c in cards if view.is_trump(c) and _higher_unseen(view, c, unseen) == 0]
        if top_trumps and live_trumps:
            return max(top_trumps, key=lambda c: c.rank)
        winners = [
            c for c in cards if not view.is_trump(c) and _higher_unseen(view, c, unseen) == 0
        ]
        if winners:
            return max(winners, key=lambda c: c.rank)
        return self._low(view, cards)

    def follow(self, view: SeatView, cards: list[Card]) -> Card:
        """Choose a card to follow: win cheaply, or give the lowest card away."""
        if view.leader is None:  # cannot happen while a trick is under way; stay safe
            return self._low(view, cards)
        led = view.trick[0]
        powers = [_power(view, c, led) for c in view.trick]
        best = max(range(len(powers)), key=powers.__getitem__)
        best_seat = (view.leader + best) % PLAYERS
        last = len(view.trick) == PLAYERS - 1
        unseen = view.unseen()
        if best_seat == partner_of(view.seat):
            partner_card = view.trick[best]
            safe = last or all(_power(view, c, led) <= powers[best] for c in unseen)
            if safe or _higher_unseen(view, partner_card, unseen) == 0:
                return self._low(view, cards)  # support the partner: never overtake
        winning = [c for c in cards if _power(view, c, led) > powers[best]]
        if not winning:
            return self._low(view, cards)
        if last:
            return min(winning, key=lambda c: _power(view, c, led))
        # Not last: a card nobody unseen can beat is a sure winner; otherwise win as cheaply
        # as possible and hope.
        sure = [
            c for c in winning if all(_power(view, u, led) < _power(view, c, led) for u in unseen)
        ]
        pool = sure or winning
        return min(pool, key=lambda c: _power(view, c, led))


def _opponent_share(view: SeatView, unseen: frozenset[Card]) -> float:
    """The chance that a given unseen card is in an opponent's hand rather than elsewhere."""
    done = sum(view.taken)
    held = 0
    for seat in range(PLAYERS):
        if team_of(seat) != team_of(view.seat):
            in_trick = view.leader is not None and (seat - view.leader) % PLAYERS < len(view.trick)
            held += view.hand_size - done - (1 if in_trick else 0)
    return held / len(unseen) if unseen else 0.0


def _voids(view: SeatView) -> dict[int, set[object]]:
    """The suits (``TRUMP`` for trump) each seat has shown it lacks."""
    return knowledge(view).voids


BOTS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
    "sampler": SamplerBot,
}


def bot_names() -> tuple[str, ...]:
    """The names ``make_bot`` accepts."""
    return tuple(BOTS)


def make_bot(name: str, seed: int = 0) -> Bot:
    """A bot by name (``random``, ``heuristic`` or ``sampler``)."""
    if name not in BOTS:
        raise BackAlleyError(f"unknown bot {name!r} (choose from {', '.join(BOTS)})")
    return BOTS[name](seed)


def decide(bot: Bot, state: State) -> Action:
    """The action ``bot`` takes for the seat in turn, seeing only that seat's view."""
    if state.turn is None:
        raise BackAlleyError(f"no seat is to act: the game is over (deal {state.deal})")
    return bot.choose(view_for(state, state.turn))


@dataclass(frozen=True)
class GameRecord:
    """The outcome of one self-played game."""

    final: State
    deals: int  # counted deals (always 25 for a finished game)
    redeals: int  # all-pass redeals, which do not count
    actions: int

    @property
    def moves(self) -> int:
        """The actions taken (the game shape's name for ``actions``)."""
        return self.actions

    @property
    def winner(self) -> int | str | None:
        """The winning team, "draw", or None when the run stopped before the end."""
        return self.final.winner


def play_game(state: State, bots: tuple[Bot, Bot, Bot, Bot]) -> tuple[GameRecord, list[Event]]:
    """Play from ``state`` to the end, seat ``s`` played by ``bots[s]``; return the record."""
    return _play(state, bots, None)


def run_game(start: State, bots: Sequence[Bot], max_moves: int | None = None) -> GameRecord:
    """Play from ``start`` to the end (or ``max_moves``), seat ``s`` played by ``bots[s]``."""
    if len(bots) != PLAYERS:
        raise BackAlleyError(f"run_game needs one bot per seat: {PLAYERS}, not {len(bots)}")
    return _play(start, bots, max_moves)[0]


def _play(
    state: State, bots: Sequence[Bot], max_moves: int | None
) -> tuple[GameRecord, list[Event]]:
    events: list[Event] = []
    actions = 0
    while state.phase is not Phase.OVER and (max_moves is None or actions < max_moves):
        seat = state.turn
        if seat is None:  # a game not over always has a seat to act; say so if it does not
            raise BackAlleyError(f"no seat is to act in phase {state.phase.name.lower()}")
        action = decide(bots[seat], state)
        state, caused = state.apply(action)
        events.extend(caused)
        actions += 1
    deals = sum(1 for e in events if isinstance(e, DealScored))
    redeals = sum(1 for e in events if isinstance(e, AllPassed))
    return GameRecord(state, deals, redeals, actions), events


__all__ = [
    "BOTS",
    "Bot",
    "GameRecord",
    "HeuristicBot",
    "RandomBot",
    "SamplerBot",
    "SeatView",
    "bot_names",
    "decide",
    "make_bot",
    "play_game",
    "played_this_deal",
    "run_game",
    "view_for",
]
