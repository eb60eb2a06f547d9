"""Dealing from a seed: the shuffle of each deal, the turned card, the blooper exchange.

Owns how ``seed``, deal number and redeal count become cards, so that a seed replays a game
exactly (RULES B, state file), and which cards of a seeded deal are gone from the hands (for
files without a record of the tricks played). It knows nothing of bids or tricks.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from backalley.cards import DECK, Card, sorted_cards
from backalley.errors import MalformedNotationError
from backalley.events import BlooperExchanged, Dealt, Event
from backalley.rules import PLAYERS, Rules, hand_size, next_seat
from backalley.state import State


@dataclass(frozen=True)
class DealtCards:
    """Where every one of the 54 cards went in a deal, after any blooper exchange."""

    hands: tuple[tuple[Card, ...], ...]
    turned: Card
    stock: tuple[Card, ...]  # stock[0] is the top card
    discarded: tuple[Card, ...]  # the blooper given up in the exchange, if any
    exchanged_by: int | None  # the seat that gave up a blooper


def shuffled_deck(seed: int, deal: int, redeals: int) -> list[Card]:
    """The deck order for a deal: a str seed keeps ``random`` deterministic across runs."""
    deck = list(DECK)
    random.Random(f"backalley:{seed}:{deal}:{redeals}").shuffle(deck)
    return deck


def first_dealer(seed: int) -> int:
    """The first dealer, drawn at random from the seed (RULES B: the first dealer is random)."""
    return random.Random(f"backalley:{seed}:first-dealer").randrange(PLAYERS)


def deal_cards(seed: int, deal: int, redeals: int, dealer: int) -> DealtCards:
    """Deal ``hand_size(deal)`` cards one at a time clockwise from the dealer's left."""
    size = hand_size(deal)
    deck = shuffled_deck(seed, deal, redeals)
    hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
    for i in range(size * PLAYERS):
        hands[next_seat(dealer, 1 + i % PLAYERS)].append(deck[i])
    turned = deck[size * PLAYERS]
    stock = deck[size * PLAYERS + 1 :]
    discarded: tuple[Card, ...] = ()
    exchanged_by = None
    if turned.is_blooper:
        # RULES B, trump: a turned blooper means no trump; whoever holds the other blooper
        # discards it and takes the top card of the stock. The stock always has a card: at
        # most 52 are dealt and one is turned.
        for seat, hand in enumerate(hands):
            other = next((c for c in hand if c.is_blooper), None)
            if other is not None:
                hand.remove(other)
                hand.append(stock[0])
                stock = stock[1:]
                discarded = (other,)
                exchanged_by = seat
    return DealtCards(
        hands=tuple(sorted_cards(h) for h in hands),
        turned=turned,
        stock=tuple(stock),
        discarded=discarded,
        exchanged_by=exchanged_by,
    )


def played_from_seed(state: State) -> tuple[Card, ...]:
    """The cards of this deal's completed tricks as the seed dealt them (sorted), else ().

    For files written before ``played`` was recorded: the seeded deal's cards no longer in a
    hand or the trick. Only the union of the hands is used; a file not matching its seed gives ().
    """
    dealt = deal_cards(state.seed, state.deal, state.redeals, state.dealer)
    original = {card for hand in dealt.hands for card in hand}
    current = {card for hand in state.hands for card in hand} | set(state.trick)
    gone = original - current
    if not current <= original or len(gone) != PLAYERS * state.tricks_played:
        return ()
    return sorted_cards(list(gone))


def start_deal(
    seed: int,
    deal: int,
    dealer: int,
    scores: tuple[int, int],
    rules: Rules,
    redeals: int = 0,
) -> tuple[State, tuple[Event, ...]]:
    """The state at the start of bidding for a deal, and the events of dealing it."""
    cards = deal_cards(seed, deal, redeals, dealer)
    state = State(
        deal=deal,
        dealer=dealer,
        turned=cards.turned,
        hands=cards.hands,
        bids=(),
        leader=None,
        trick=(),
        taken=(0, 0, 0, 0),
        trump_in_last_trick=False,
        scores=scores,
        turn=next_seat(dealer),
        seed=seed,
        rules=rules,
        redeals=redeals,
    )
    events: list[Event] = [
        Dealt(deal, hand_size(deal), dealer, cards.turned, cards.turned.suit, redeals)
    ]
    if cards.exchanged_by is not None:
        events.append(BlooperExchanged(cards.exchanged_by, cards.discarded[0]))
    return state, tuple(events)


def new_game(seed: int, rules: Rules | None = None) -> State:
    """A new game: deal 1 (13 cards each), dealt by a dealer drawn from the seed."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise MalformedNotationError(f"seed must be an integer, not {seed!r}")
    state, _ = start_deal(seed, 1, first_dealer(seed), (0, 0), rules or Rules())
    return state
