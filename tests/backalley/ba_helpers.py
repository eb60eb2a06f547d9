"""Helpers for the Back Alley tests: build positions from notation, play games with bots."""

from __future__ import annotations

from backalley import Rules, State, parse_action
from backalley.actions import Bid
from backalley.cards import Card
from backalley.state import bidder


def cards(text: str) -> tuple[Card, ...]:
    """Cards from space-separated notation: ``"AS 10H BB"``."""
    return tuple(Card.parse(word) for word in text.split())


def make_state(
    hands: list[str],
    *,
    deal: int,
    dealer: int = 3,
    turned: str = "2C",
    bids: str = "",
    leader: int | None = None,
    trick: str = "",
    taken: tuple[int, int, int, int] = (0, 0, 0, 0),
    trump_in_last_trick: bool = False,
    scores: tuple[int, int] = (0, 0),
    seed: int = 0,
    rules: Rules | None = None,
    played: str = "",
) -> State:
    """A state from notation; the turn follows from the bids or the trick."""
    bid_tuple = tuple(Bid.parse(word) for word in bids.split())
    trick_cards = cards(trick)
    if len(bid_tuple) < 4:
        turn = bidder(dealer, len(bid_tuple))
    else:
        turn = ((leader or 0) + len(trick_cards)) % 4
    return State(
        deal=deal,
        dealer=dealer,
        turned=Card.parse(turned),
        hands=tuple(cards(hand) for hand in hands),
        bids=bid_tuple,
        leader=leader,
        trick=trick_cards,
        taken=taken,
        trump_in_last_trick=trump_in_last_trick,
        scores=scores,
        turn=turn,
        seed=seed,
        rules=rules or Rules(),
        played=cards(played),
    )


def legal_texts(state: State) -> list[str]:
    """The legal actions in notation."""
    return [action.notation() for action in state.legal_actions()]


def play_all(state: State, *actions: str) -> tuple[State, list]:
    """Apply actions in order; return the final state and all events."""
    events: list = []
    for text in actions:
        state, caused = state.apply(parse_action(text))
        events.extend(caused)
    return state, events
