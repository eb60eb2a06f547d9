"""The checks that a Back Alley state could arise in play (RULES B, state file and play).

Owns ``validate``, which ``State`` runs when made: counts and seats in range, every card at most
once, the bids and the trick consistent with the phase, hand sizes, the turn, and the recorded
tricks replayed against what each player held (a revoke, a forbidden trump lead or a broken
blooper duty is refused). Each refusal names what is wrong as an ``InvalidStateError``.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, NoReturn

from backalley.bidding import opening_leader
from backalley.cards import BIG_BLOOPER, Card
from backalley.errors import InvalidStateError
from backalley.rules import DEALS, PLAYERS, hand_size
from backalley.tricks import follows, trick_winner

if TYPE_CHECKING:
    from backalley.state import State


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


__all__ = ["validate"]
