"""What one seat may know of a Back Alley game: its own hand and the public facts of the deal.

Owns ``SeatView`` (the seat's hand, the bids, the cards played this deal, the turned card and
its legal actions) and ``view_for``, which cuts it from a state. Bots see only this, so they
cannot cheat: never the other hands, the stock or the seed.
"""

from __future__ import annotations

from dataclasses import dataclass

from backalley.actions import Action, Bid
from backalley.cards import BIG_BLOOPER, DECK, LITTLE_BLOOPER, Card, Suit
from backalley.dealing import played_from_seed
from backalley.rules import Rules
from backalley.state import Contract, State, bid_of, team_contract
from backalley.tricks import is_trump


@dataclass(frozen=True)
class SeatView:
    """What one seat may know: public facts of the deal plus its own hand and legal actions."""

    seat: int
    hand: tuple[Card, ...]
    legal: tuple[Action, ...]
    deal: int
    hand_size: int
    redeals: int
    dealer: int
    turned: Card
    trump: Suit | None
    bids: tuple[Bid, ...]
    leader: int | None
    trick: tuple[Card, ...]
    taken: tuple[int, ...]
    trump_in_last_trick: bool
    played: tuple[Card, ...]  # cards of the completed tricks of this deal
    scores: tuple[int, int]
    rules: Rules
    history_known: bool = True  # False when ``played`` came from the seed, in no known order

    def is_trump(self, card: Card) -> bool:
        """True for a blooper or a card of the trump suit."""
        return is_trump(card, self.trump)

    def bid_of(self, seat: int) -> Bid | None:
        """The bid a seat made this deal, if it has bid."""
        return bid_of(self.dealer, self.bids, seat)

    def contract(self, team: int) -> Contract:
        """A team's bid so far: its highest board level, else the sum of its numbers."""
        return team_contract(self.dealer, self.bids, team)

    def unseen(self) -> frozenset[Card]:
        """Cards this seat has not seen: in other hands or the stock."""
        seen = set(self.hand) | set(self.played) | set(self.trick) | {self.turned}
        if self.trump is None:
            # No-trump deal: one blooper was turned, the other discarded, so neither is live.
            seen |= {BIG_BLOOPER, LITTLE_BLOOPER}
        return frozenset(card for card in DECK if card not in seen)


def played_this_deal(state: State) -> tuple[Card, ...]:
    """Cards of the completed tricks of this deal: public, since everyone saw them played.

    The state records them (``played``); a file written before that record existed has them
    recovered from its seeded deal.
    """
    if state.played or not state.tricks_played:
        return state.played
    return played_from_seed(state)


def view_for(state: State, seat: int) -> SeatView:
    """The view of ``state`` that ``seat`` is entitled to."""
    legal = state.legal_actions() if state.turn == seat else ()
    return SeatView(
        seat=seat,
        hand=state.hands[seat],
        legal=legal,
        deal=state.deal,
        hand_size=state.hand_size,
        redeals=state.redeals,
        dealer=state.dealer,
        turned=state.turned,
        trump=state.trump,
        bids=state.bids,
        leader=state.leader,
        trick=state.trick,
        taken=state.taken,
        trump_in_last_trick=state.trump_in_last_trick,
        played=played_this_deal(state),
        scores=state.scores,
        rules=state.rules,
        history_known=bool(state.played) or not state.tricks_played,
    )


__all__ = ["SeatView", "played_this_deal", "view_for"]
