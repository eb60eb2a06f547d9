"""One moment of a Back Alley game, immutable, checked when made that it could arise in play.

Owns the ``State`` value and the facts derived from it (phase, whose turn, trump), and offers
the game shape's verbs as methods. It does not change a state: ``play.py`` makes new states
from old ones, ``dealing.py`` makes the cards of a deal, ``notation.py`` reads and writes state
files; what the bids settle is ``bidding.py``'s, the checks of a state ``validation.py``'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, Union

from backalley.actions import Bid
from backalley.bidding import (
    Contract,
    bid_of,
    bidder,
    board_levels,
    opening_leader,
    team_contract,
)
from backalley.cards import Card, Suit
from backalley.rules import PLAYERS, Rules, hand_size, next_seat, team_of
from backalley.tricks import is_trump
from backalley.validation import validate

if TYPE_CHECKING:
    from backalley.actions import Action
    from backalley.bots import Bot
    from backalley.events import Event
    from backalley.refusal import Refusal

DEFAULT_RULES = Rules()
Winner = Union[int, str, None]  # noqa: UP007 - 0, 1, "draw", or None while the game runs


class Phase(str, Enum):
    """What the game is waiting for."""

    BIDDING = "bidding"
    PLAYING = "playing"
    OVER = "over"


@dataclass(frozen=True)
class State:
    """A Back Alley position: exactly the fields of the ``backalley-state/1`` file.

    ``redeals`` counts the all-pass redeals of the current deal number (it feeds the shuffle);
    ``winner`` is set once the 25th deal is scored. ``played`` holds the cards of this deal's
    completed tricks in the order played (what every player saw, and what bots remember); it
    is () when not recorded. Construction validates the state, so a ``State`` value can always
    arise in play.
    """

    deal: int
    dealer: int
    turned: Card
    hands: tuple[tuple[Card, ...], ...]
    bids: tuple[Bid, ...]
    leader: int | None
    trick: tuple[Card, ...]
    taken: tuple[int, ...]
    trump_in_last_trick: bool
    scores: tuple[int, int]
    turn: int | None
    seed: int
    rules: Rules = DEFAULT_RULES
    redeals: int = 0
    winner: Winner = None
    played: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        validate(self)

    # -- derived facts -------------------------------------------------------------------------

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player this deal."""
        return hand_size(self.deal)

    @property
    def trump(self) -> Suit | None:
        """The trump suit: the turned card's suit, or None when a blooper was turned."""
        return self.turned.suit

    @property
    def phase(self) -> Phase:
        """Bidding, playing, or over."""
        if self.winner is not None:
            return Phase.OVER
        return Phase.BIDDING if len(self.bids) < PLAYERS else Phase.PLAYING

    @property
    def is_over(self) -> bool:
        """True once the 25th deal has been scored."""
        return self.winner is not None

    @property
    def tricks_played(self) -> int:
        """Tricks completed in this deal."""
        return sum(self.taken)

    def bid_of(self, seat: int) -> Bid | None:
        """The bid this seat made this deal, or None if it has not bid yet."""
        return bid_of(self.dealer, self.bids, seat)

    def bid_level_of(self, seat: int) -> int:
        """The board level of this seat's bid (0 when it did not bid board)."""
        index = (seat - self.dealer - 1) % PLAYERS
        levels = board_levels(self.bids)
        return levels[index] if index < len(levels) else 0

    def contract(self, team: int) -> Contract:
        """The team's bid: its highest board level, else the sum of its numbers (RULES B)."""
        return team_contract(self.dealer, self.bids, team)

    def is_trump(self, card: Card) -> bool:
        """True for a card of the trump suit or a blooper (RULES B: bloopers are trumps)."""
        return is_trump(card, self.trump)

    def has_played_to_trick(self, seat: int) -> bool:
        """True if this seat has already played to the trick under way."""
        return self.leader is not None and (seat - self.leader) % PLAYERS < len(self.trick)

    def expected_turn(self) -> int | None:
        """The seat whose turn it must be, from the bids or the trick; None when over."""
        if self.winner is not None:
            return None
        if len(self.bids) < PLAYERS:
            return bidder(self.dealer, len(self.bids))
        if self.leader is None:
            return None
        return next_seat(self.leader, len(self.trick))

    # -- behaviour: the game shape's verbs (pegs.shape). The rules live in play.py, the file in
    # notation.py, the players in bots.py; all import this module, so they are reached lazily,
    # through backalley.game.

    @property
    def players(self) -> int:
        """The number of seats: four, partners opposite."""
        return PLAYERS

    def team_of(self, seat: int) -> int:
        """The team of ``seat``: seats 0 and 2 are team 0, seats 1 and 3 team 1."""
        return team_of(seat)

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the seat in ``turn`` may take (empty once the game is over)."""
        from backalley.game import legal_actions

        return legal_actions(self)

    def legal_moves(self) -> tuple[Action, ...]:
        """``legal_actions`` under the game shape's name."""
        return self.legal_actions()

    def why_not(self, action: Action | str) -> Refusal | None:
        """None if ``action`` (or its notation) is legal now; else the clause and its values."""
        from backalley.game import why_not

        return why_not(self, self.parse_move(action) if isinstance(action, str) else action)

    def apply(self, action: Action | str) -> tuple[State, tuple[Event, ...]]:
        """Take an action (or its notation); return the new state and the events, in order."""
        from backalley.game import apply

        return apply(self, action)

    def play(self, action: Action | str) -> tuple[State, tuple[Event, ...]]:
        """``apply`` under the game shape's name."""
        return self.apply(action)

    def parse_move(self, text: str) -> Action:
        """An action read from notation: ``bid pass``, ``bid 3``, ``bid board``, ``play QS``."""
        from backalley.game import parse_action

        return parse_action(text)

    def decide(self, bot: Bot) -> Action:
        """The action ``bot`` takes for the seat in turn, seeing only that seat's view."""
        from backalley.game import decide

        return decide(bot, self)

    def to_dict(self) -> dict[str, Any]:
        """The state as the object of a ``backalley-state/1`` file."""
        from backalley.game import state_to_dict

        return state_to_dict(self)

    def to_json(self, indent: int | None = None) -> str:
        """The state as ``backalley-state/1`` JSON text."""
        from backalley.game import format_state

        return format_state(self, indent)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        """The state of a ``backalley-state/1`` object (validated)."""
        from backalley.game import state_from_dict

        return state_from_dict(data)

    @classmethod
    def from_json(cls, text: str) -> State:
        """The state in ``backalley-state/1`` JSON text (validated)."""
        from backalley.game import parse_state

        return parse_state(text)


__all__ = [
    "DEFAULT_RULES",
    "Contract",
    "Phase",
    "State",
    "Winner",
    "bid_of",
    "bidder",
    "board_levels",
    "opening_leader",
    "team_contract",
    "validate",
]
