"""The rules of bidding and trick play: which actions are legal, why not, and what they cause.

Owns ``legal_actions``, ``why_not`` and ``apply`` (RULES B, bidding and play). A refusal is data
(``Refusal``: the clause broken and the values it names); ``why_illegal`` is its sentence, made
by the words layer. Dealing is in ``dealing.py``, who wins a trick in ``tricks.py`` and scoring
arithmetic in ``scoring.py``; this module only sequences them.
"""

from __future__ import annotations

from dataclasses import replace

from backalley.actions import BOARD, PASS, Action, Bid, BidAction, PlayAction, parse_action
from backalley.cards import Card, Rank
from backalley.dealing import start_deal
from backalley.errors import IllegalActionError
from backalley.events import (
    AllPassed,
    BidMade,
    CardPlayed,
    DealScored,
    Event,
    GameOver,
    TrickTaken,
)
from backalley.refusal import Refusal
from backalley.rules import DEALS, PLAYERS, next_seat
from backalley.scoring import deal_points
from backalley.state import Phase, State, board_levels, opening_leader
from backalley.tricks import card_power as _card_power
from backalley.tricks import follows as _follows
from backalley.tricks import trick_winner as _trick_winner


def led_suit_is_trump(state: State, led: Card) -> bool:
    """True when the led card is a trump (a blooper leads the trump suit)."""
    return state.is_trump(led)


def follows(state: State, card: Card, led: Card) -> bool:
    """True when ``card`` is of the suit led, counting bloopers as trumps."""
    return _follows(card, led, state.trump)


def card_power(state: State, card: Card, led: Card) -> int:
    """Strength of a card in a trick: trumps above the suit led, other suits worthless."""
    return _card_power(card, led, state.trump)


def trick_winner(state: State, trick: tuple[Card, ...], leader: int) -> int:
    """Seat that wins a complete trick: highest trump, else highest of the suit led."""
    return _trick_winner(trick, leader, state.trump)


def _trump_lead_allowed(state: State, seat: int) -> bool:
    # RULES B, play: never on the first lead of a deal; later only after a trump in the previous
    # trick or by a player who personally bid board.
    if state.tricks_played == 0:
        return False
    bid = state.bid_of(seat)
    return state.trump_in_last_trick or (bid is not None and bid.board)


def legal_cards(state: State) -> tuple[Card, ...]:
    """The cards the seat in turn may play now (empty unless a card is due)."""
    if state.phase is not Phase.PLAYING or state.turn is None:
        return ()
    seat = state.turn
    hand = state.hands[seat]
    trumps = tuple(c for c in hand if state.is_trump(c))
    if not state.trick:
        others = tuple(c for c in hand if not state.is_trump(c))
        # Ruling (RULES B): a leader holding only trumps may lead one at any lead.
        if not others or _trump_lead_allowed(state, seat):
            return hand
        return others
    led = state.trick[0]
    if led.is_blooper and trumps:
        # The Big Blooper calls for each player's highest trump, the Little for the lowest.
        pick = max if led.rank is Rank.BIG_BLOOPER else min
        return (pick(trumps, key=lambda c: c.rank),)
    following = tuple(c for c in hand if _follows(c, led, state.trump))
    return following or hand


def why_not(state: State, action: Action) -> Refusal | None:
    """Why ``action`` is not legal now, as data (the clause and its values); None if legal."""
    if state.phase is Phase.OVER:
        return Refusal("end.winner", "game-over")
    seat = state.turn
    if isinstance(action, BidAction):
        if state.phase is not Phase.BIDDING:
            return Refusal("bidding.once", "bidding-over", {"bid": action.bid})
        most = state.hand_size - 1
        if action.bid.number > most:
            values = {"bid": action.bid, "cards": state.hand_size, "most": most}
            return Refusal("bidding.number", "bid-too-high", values)
        return None
    if not isinstance(action, PlayAction):
        return Refusal("notation.actions", "not-an-action", {"action": action})
    card = action.card
    if state.phase is Phase.BIDDING:
        return Refusal("bidding.before-play", "bid-first", {"seat": seat, "card": card})
    hand = state.hands[seat] if seat is not None else ()
    if card not in hand:
        return Refusal("play.from-hand", "not-held", {"seat": seat, "card": card})
    if card in legal_cards(state):
        return None
    if not state.trick:
        if state.tricks_played == 0:
            return Refusal("play.first-lead", "first-lead-trump", {"card": card})
        return Refusal("play.trump-lead", "trump-lead", {"card": card})
    led = state.trick[0]
    if led.is_blooper:
        due = legal_cards(state)[0]
        return Refusal("play.blooper-duty", "blooper-duty", {"card": card, "led": led, "due": due})
    values = {"card": card, "led": led, "trump": state.is_trump(led)}
    return Refusal("play.follow", "follow-suit", values)


def why_illegal(state: State, action: Action) -> str | None:
    """The reason, naming the rule, that ``action`` is not legal now; None if it is legal."""
    refusal = why_not(state, action)
    return None if refusal is None else str(refusal)


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every legal action of the seat in turn, bids in rising order or cards in hand order."""
    if state.phase is Phase.BIDDING:
        numbers = tuple(BidAction(Bid(n)) for n in range(1, state.hand_size))
        return (BidAction(PASS), *numbers, BidAction(BOARD))
    return tuple(PlayAction(card) for card in legal_cards(state))


def apply(state: State, action: Action | str) -> tuple[State, tuple[Event, ...]]:
    """Take a legal action; return the new state and the events it caused, in order."""
    if isinstance(action, str):
        action = parse_action(action)
    refusal = why_not(state, action)
    if refusal is not None:
        text = action.notation() if isinstance(action, (BidAction, PlayAction)) else repr(action)
        reason = str(refusal)
        raise IllegalActionError(
            f"illegal action {text!r} (deal {state.deal}, seat {state.turn}): {reason}",
            action_text=text,
            reason=reason,
            refusal=refusal,
        )
    if isinstance(action, BidAction):
        return _apply_bid(state, action.bid)
    return _apply_play(state, action.card)


def _seat(state: State) -> int:
    # why_not has refused every action once the game is over, so a seat is to act.
    if state.turn is None:
        raise IllegalActionError(f"no seat is to act in deal {state.deal}: the game is over")
    return state.turn


def _apply_bid(state: State, bid: Bid) -> tuple[State, tuple[Event, ...]]:
    seat = _seat(state)
    bids = (*state.bids, bid)
    events: list[Event] = [BidMade(seat, bid, board_levels(bids)[-1])]
    if len(bids) < PLAYERS:
        return replace(state, bids=bids, turn=next_seat(seat)), tuple(events)
    if all(b.is_pass for b in bids):
        # RULES B, bidding: the next dealer reshuffles and deals the same hand size again;
        # Ruling: the redeal does not count as one of the 25, so the deal number stays.
        events.append(AllPassed(state.deal))
        new, dealt = start_deal(
            state.seed,
            state.deal,
            next_seat(state.dealer),
            state.scores,
            state.rules,
            redeals=state.redeals + 1,
        )
        return new, (*events, *dealt)
    leader = opening_leader(state.dealer, bids)
    return replace(state, bids=bids, leader=leader, turn=leader), tuple(events)


def _apply_play(state: State, card: Card) -> tuple[State, tuple[Event, ...]]:
    seat = _seat(state)
    hands = tuple(
        tuple(c for c in hand if c != card) if i == seat else hand
        for i, hand in enumerate(state.hands)
    )
    trick = (*state.trick, card)
    events: list[Event] = [CardPlayed(seat, card)]
    if len(trick) < PLAYERS:
        new = replace(state, hands=hands, trick=trick, turn=next_seat(seat))
        return new, tuple(events)
    leader = state.leader if state.leader is not None else seat
    winner = trick_winner(state, trick, leader)
    taken = tuple(n + (i == winner) for i, n in enumerate(state.taken))
    events.append(TrickTaken(winner, trick))
    trump_played = any(state.is_trump(c) for c in trick)
    # The record of the deal's tricks grows only when it was complete (a hand-made state may
    # come without one; then there is nothing to add to).
    played = (*state.played, *trick) if state.played or not state.tricks_played else ()
    if sum(taken) < state.hand_size:
        new = replace(
            state,
            hands=hands,
            trick=(),
            taken=taken,
            leader=winner,
            turn=winner,
            trump_in_last_trick=trump_played,
            played=played,
        )
        return new, tuple(events)
    # The deal is complete: score it, then deal the next one or end the game.
    points = deal_points(state, taken)
    scores = (state.scores[0] + points[0], state.scores[1] + points[1])
    events.append(DealScored(state.deal, points, scores))
    if state.deal < DEALS:
        new, dealt = start_deal(
            state.seed, state.deal + 1, next_seat(state.dealer), scores, state.rules
        )
        return new, (*events, *dealt)
    # RULES B, end: more points wins; Ruling: equal totals are a draw. The finished state keeps
    # the last deal's bids and tricks so the file still shows how the game ended.
    result: int | str = 0 if scores[0] > scores[1] else 1 if scores[1] > scores[0] else "draw"
    events.append(GameOver(result, scores))
    final = replace(
        state,
        hands=hands,
        trick=(),
        taken=taken,
        leader=winner,
        turn=None,
        trump_in_last_trick=trump_played,
        scores=scores,
        winner=result,
        played=played,
    )
    return final, tuple(events)
