"""One moment of a Back Alley game, immutable, and the checks that it could arise in play.

Owns the ``State`` value and the facts derived from it (phase, whose turn, contracts, who leads
first). It does not change a state: ``play.py`` makes new states from old ones, ``dealing.py``
makes the cards of a deal, ``notation.py`` reads and writes state files.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, NoReturn, Union

from backalley.actions import Bid
from backalley.cards import BIG_BLOOPER, Card, Suit
from backalley.errors import InvalidStateError
from backalley.rules import DEALS, PLAYERS, Rules, hand_size, next_seat, team_of
from backalley.tricks import follows, is_trump, trick_winner

if TYPE_CHECKING:
    from backalley.actions import Action
    from backalley.events import Event
    from backalley.refusal import Refusal

DEFAULT_RULES = Rules()
Winner = Union[int, str, None]  # noqa: UP007 - 0, 1, "draw", or None while the game runs


class Phase(str, Enum):
    """What the game is waiting for."""

    BIDDING = "bidding"
    PLAYING = "playing"
    OVER = "over"


def bidder(dealer: int, index: int) -> int:
    """Seat that makes the ``index``-th bid of a deal (bidding starts at the dealer's left)."""
    return next_seat(dealer, 1 + index)


def board_levels(bids: tuple[Bid, ...]) -> tuple[int, ...]:
    """Level of each bid: 0 for non-boards, else one more than the boards bid before it."""
    levels: list[int] = []
    boards = 0
    for bid in bids:
        if bid.board:
            boards += 1
            levels.append(boards)
        else:
            levels.append(0)
    return tuple(levels)


def opening_leader(dealer: int, bids: tuple[Bid, ...]) -> int:
    """Seat of the highest bidder, who leads the first trick (RULES B, play).

    Board beats any number; among boards the *last* to bid board leads; among equal numbers the
    *first* to bid it leads. Undefined when all passed (the deal is then redealt).
    """
    best_index = 0
    best_key = (-1, 0)
    for index, (bid, level) in enumerate(zip(bids, board_levels(bids), strict=True)):
        # Boards compare by level (later boards are higher); numbers by size, and the strict ">"
        # keeps the first bidder of an equal number.
        key = (1, level) if bid.board else (0, bid.number)
        if key > best_key:
            best_key, best_index = key, index
    return bidder(dealer, best_index)


@dataclass(frozen=True)
class Contract:
    """A team's bid for the deal: a number of tricks (0 when both passed) or a board level."""

    tricks: int = 0
    board_level: int = 0

    @property
    def is_board(self) -> bool:
        """True when the team bid board (at any level)."""
        return self.board_level > 0


def bid_of(dealer: int, bids: tuple[Bid, ...], seat: int) -> Bid | None:
    """The bid ``seat`` made in a deal dealt by ``dealer``, or None if it has not bid yet."""
    index = (seat - dealer - 1) % PLAYERS
    return bids[index] if index < len(bids) else None


def team_contract(dealer: int, bids: tuple[Bid, ...], team: int) -> Contract:
    """A team's bid so far: its highest board level, else the sum of its numbers (RULES B)."""
    level = 0
    tricks = 0
    for index, (bid, bid_level) in enumerate(zip(bids, board_levels(bids), strict=True)):
        if team_of(bidder(dealer, index)) == team:
            level = max(level, bid_level)
            tricks += bid.number
    return Contract(tricks=0, board_level=level) if level else Contract(tricks=tricks)


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

    # -- behaviour (the rules live in play.py; imported lazily so play.py can import State) ----

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the seat in ``turn`` may take (empty once the game is over)."""
        from backalley.play import legal_actions

        return legal_actions(self)

    def why_not(self, action: Action | str) -> Refusal | None:
        """None if ``action`` (or its notation) is legal now; else the clause and its values."""
        from backalley.actions import parse_action
        from backalley.play import why_not

        return why_not(self, parse_action(action) if isinstance(action, str) else action)

    def apply(self, action: Action | str) -> tuple[State, tuple[Event, ...]]:
        """Take an action (or its notation); return the new state and the events, in order."""
        from backalley.play import apply

        return apply(self, action)


def _fail(message: str) -> NoReturn:
    raise InvalidStateError(f"impossible state: {message}")


def validate(state: State) -> None:
    """Refuse a state that cannot arise in play, naming what is wrong (RULES B, state file)."""
    if not isinstance(state.deal, int) or not 1 <= state.deal <= DEALS:
        _fail(f"deal {state.deal!r} is not 1..{DEALS}")
    for name in ("dealer",):
        value = getattr(state, name)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < PLAYERS:
            _fail(f"{name} {value!r} is not a seat 0..3")
    if isinstance(state.seed, bool) or not isinstance(state.seed, int):
        _fail(f"seed {state.seed!r} is not an integer")
    if isinstance(state.redeals, bool) or not isinstance(state.redeals, int) or state.redeals < 0:
        _fail(f"redeals {state.redeals!r} is not a count")
    if len(state.hands) != PLAYERS or len(state.taken) != PLAYERS or len(state.scores) != 2:
        _fail("there must be 4 hands, 4 taken counts and 2 scores")
    if any(isinstance(t, bool) or not isinstance(t, int) or t < 0 for t in state.taken):
        _fail(f"taken {list(state.taken)!r} must be counts")
    if any(isinstance(s, bool) or not isinstance(s, int) for s in state.scores):
        _fail(f"scores {list(state.scores)!r} must be integers")
    size = hand_size(state.deal)
    if len(state.bids) > PLAYERS:
        _fail(f"{len(state.bids)} bids: each player bids once (RULES B, bidding)")
    for bid in state.bids:
        if bid.number > size - 1:
            _fail(
                f"bid {bid.notation()!r} is above {size - 1}, the most a {size}-card hand may bid "
                "(RULES B, bidding)"
            )

    # Cards: each at most once, bloopers gone in a no-trump deal.
    cards = (
        [card for hand in state.hands for card in hand]
        + list(state.played)
        + list(state.trick)
        + [state.turned]
    )
    twice = sorted(str(c) for c, n in Counter(cards).items() if n > 1)
    if twice:
        _fail(f"card {twice[0]!r} appears twice (hands, played, trick and turned card)")
    if state.turned.is_blooper:
        in_play = [c for c in cards[:-1] if c.is_blooper]
        if in_play:
            _fail(
                f"{str(in_play[0])!r} is in play in a no-trump deal: when a blooper is turned the "
                "other is discarded (RULES B, trump)"
            )

    over = state.winner is not None
    bidding = len(state.bids) < PLAYERS and not over
    tricks = sum(state.taken)
    if bidding:
        if state.leader is not None or state.trick or tricks or state.trump_in_last_trick:
            _fail(
                "while bidding, leader must be null, trick empty, taken all 0 and "
                "trump_in_last_trick false (RULES B, state file)"
            )
    else:
        if len(state.bids) != PLAYERS:
            _fail(f"only {len(state.bids)} bids but cards are being played")
        if all(bid.is_pass for bid in state.bids):
            _fail("all four passed, so the deal must have been redealt (RULES B, bidding)")
        if not isinstance(state.leader, int) or not 0 <= state.leader < PLAYERS:
            _fail(f"leader {state.leader!r} is not a seat while cards are played")
        if len(state.trick) >= PLAYERS:
            _fail(f"trick {[str(c) for c in state.trick]} is complete but was not taken")
        if tricks == 0:
            first = opening_leader(state.dealer, state.bids)
            if state.leader != first or state.trump_in_last_trick:
                _fail(
                    f"leader {state.leader!r} of the first trick is not the highest bidder "
                    f"(seat {first}) (RULES B, play)"
                )
        elif state.taken[state.leader] == 0:
            _fail(f"leader {state.leader!r} has taken no trick, so cannot lead (RULES B, play)")
        if over:
            if tricks != size or state.trick:
                _fail("a finished game must have its last deal fully played")
        elif tricks >= size:
            _fail(f"taken {list(state.taken)} adds up to a whole deal that was not scored")
    if over:
        if state.deal != DEALS or state.winner not in (0, 1, "draw"):
            _fail(f"winner {state.winner!r} before the 25th deal was scored")
        a, b = state.scores
        expected = 0 if a > b else 1 if b > a else "draw"
        if state.winner != expected:
            _fail(f"winner {state.winner!r} does not match scores {list(state.scores)}")

    # Hand sizes: the deal's size less the tricks played, less one for those who played to
    # the trick under way.
    for seat, hand in enumerate(state.hands):
        played = tricks + (
            1
            if state.leader is not None
            and not over
            and (seat - state.leader) % PLAYERS < len(state.trick)
            else 0
        )
        if len(hand) != size - played:
            _fail(
                f"seat {seat} holds {len(hand)} cards; deal {state.deal} ({size} cards) with "
                f"{played} played by that seat needs {size - played}"
            )

    if state.trump is None and state.trump_in_last_trick:
        _fail(
            "trump_in_last_trick is true in a deal without trump: a blooper was turned and the "
            "other discarded, so no trump is in play (RULES B, trump)"
        )
    expected_seat = state.expected_turn()
    if state.turn != expected_seat:
        what = "bid" if bidding else "play"
        _fail(f"turn {state.turn!r} is out of turn: seat {expected_seat!r} is to {what}")
    if not bidding:
        _check_tricks(state, tricks, over)


def _check_tricks(state: State, tricks: int, over: bool) -> None:
    """Refuse cards that could not have been played: the recorded tricks and the one under way.

    Each trick is checked against what its players held then (their later cards and hand), so
    a revoke, a trump lead the rules forbid or a broken blooper duty is refused (RULES B, play).
    """
    if state.played and len(state.played) != PLAYERS * tricks:
        _fail(
            f"played lists {len(state.played)} cards but {tricks} tricks were taken, so it must "
            f"list {PLAYERS * tricks} (RULES B, state file)"
        )
    # Each trick as (leader, cards); the leaders follow from the opening bid and the winners.
    history: list[tuple[int, tuple[Card, ...]]] = []
    leader = opening_leader(state.dealer, state.bids)
    won = [0] * PLAYERS
    for index in range(len(state.played) // PLAYERS):
        cards = state.played[PLAYERS * index : PLAYERS * (index + 1)]
        history.append((leader, cards))
        leader = trick_winner(cards, leader, state.trump)
        won[leader] += 1
    if state.played:
        if tuple(won) != state.taken:
            _fail(
                f"the played tricks were won {won} (by seat) but taken says "
                f"{list(state.taken)} (RULES B, play)"
            )
        if state.leader != leader:
            _fail(
                f"leader {state.leader!r} did not win the last trick: seat {leader} did "
                "(RULES B, play)"
            )
        last_trump = any(state.is_trump(c) for c in history[-1][1]) if history else False
        if state.trump_in_last_trick != last_trump:
            _fail(
                f"trump_in_last_trick is {str(state.trump_in_last_trick).lower()} but the last "
                "trick played says otherwise (RULES B, state file)"
            )
    if state.trick and state.leader is not None and not over:
        history.append((state.leader, state.trick))
    # What each seat held at the start of each trick: its hand plus what it played from then on.
    held: list[list[Card]] = [list(hand) for hand in state.hands]
    holdings: list[list[tuple[Card, ...]]] = []
    for lead_seat, cards in reversed(history):
        for offset, card in enumerate(cards):
            held[(lead_seat + offset) % PLAYERS].append(card)
        holdings.append([tuple(h) for h in held])
    holdings.reverse()
    for index, ((lead_seat, cards), hands) in enumerate(zip(history, holdings, strict=True)):
        previous = history[index - 1][1] if index else ()
        trump_before = (
            any(state.is_trump(c) for c in previous) if index else state.trump_in_last_trick
        )
        # Without a record of earlier tricks, the trick under way is the only one to check.
        first = tricks == 0 if not state.played else index == 0
        _check_trick(state, lead_seat, cards, hands, first=first, trump_before=trump_before)


def _check_trick(
    state: State,
    lead_seat: int,
    cards: tuple[Card, ...],
    hands: list[tuple[Card, ...]],
    *,
    first: bool,
    trump_before: bool,
) -> None:
    lead = cards[0]
    plain = [c for c in hands[lead_seat] if not state.is_trump(c)]
    if state.is_trump(lead) and plain:
        bid = state.bid_of(lead_seat)
        if first:
            _fail(
                f"seat {lead_seat} led the trump {lead} to the first trick while holding "
                f"{plain[0]}: the first lead of a deal may not be a trump (RULES B, play)"
            )
        if not trump_before and not (bid is not None and bid.board):
            _fail(
                f"seat {lead_seat} led the trump {lead} while holding {plain[0]}, but no trump "
                "was played in the previous trick and that seat did not bid board (RULES B, play)"
            )
    for offset, card in enumerate(cards[1:], start=1):
        seat = (lead_seat + offset) % PLAYERS
        hand = hands[seat]
        trumps = [c for c in hand if state.is_trump(c)]
        if lead.is_blooper and trumps:
            big = lead == BIG_BLOOPER
            due = max(trumps, key=lambda c: c.rank) if big else min(trumps, key=lambda c: c.rank)
            if card != due:
                which = "highest" if big else "lowest"
                name = "Big" if big else "Little"
                _fail(
                    f"seat {seat} played {card} to the {name} Blooper while holding {due}: "
                    f"every player must play their {which} trump (RULES B, play)"
                )
            continue
        follow = [c for c in hand if follows(c, lead, state.trump)]
        if card not in follow and follow:
            _fail(
                f"seat {seat} played {card} to a lead of {lead} while holding {follow[0]}: "
                "players must follow suit (RULES B, play)"
            )
