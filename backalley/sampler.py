"""The ``sampler`` computer player: bids and plays by sampling deals of the cards it has not seen.

Owns what a seat can infer from its view (voids shown, what blooper duties revealed), dealing
the unseen cards consistently with that and in proportion to how well each hand fits the bid
its holder made, fast play-outs of a sampled deal (``World.careful``: no lead into a ruff, no
overtaking a partner who keeps the trick; ``World.greedy`` is the plainer policy the benchmark's
Monte Carlo bidder uses), and the choices made from them. It sees only a ``SeatView``, so it
cannot cheat; the engine still checks every action it takes.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable
from dataclasses import dataclass, field

from backalley.actions import PASS, Action, Bid, BidAction, PlayAction
from backalley.cards import BIG_BLOOPER, DECK, Card, Rank, Suit
from backalley.rules import PLAYERS, partner_of, team_of
from backalley.scoring import contract_points
from backalley.state import Contract, board_levels, opening_leader
from backalley.tricks import card_power, is_trump, trick_winner
from backalley.view import SeatView

#: Sampled deals per bid and per card decision (a decision stays well under a second).
BID_SAMPLES = 32
PLAY_SAMPLES = 20
#: At most this many batches of ``PLAY_SAMPLES`` for a card (see ``_settled``).
PLAY_BATCHES = 2
#: Points of expected score a higher number bid may give up (see ``SamplerBot.choose_bid``).
LEAN = 1.0
#: Candidate deals drawn per sample kept, and how loosely a hand's strength must fit its bid.
OVERSAMPLE = 4
BID_SIGMA = 1.25
TRUMP = "T"  # the key of the trump "suit" (bloopers included) in void sets


def _key(card: Card, trump: Suit | None) -> object:
    """The card's suit for following: ``TRUMP`` for a trump (bloopers included), else its suit."""
    return TRUMP if is_trump(card, trump) else card.suit


@dataclass
class Knowledge:
    """What one seat knows of the hidden cards: who may hold what, and how many each holds."""

    unseen: list[Card]
    counts: dict[int, int]
    voids: dict[int, set[object]] = field(default_factory=dict)
    trump_cap: dict[int, int] = field(default_factory=dict)  # no trump above this rank
    trump_floor: dict[int, int] = field(default_factory=dict)  # no trump below this rank
    shown: dict[int, list[Card]] = field(default_factory=dict)  # cards each seat played
    bans: tuple[list[int], dict[int, frozenset[int]]] | None = None  # cache of ``_bans``

    def allows(self, seat: int, card: Card, trump: Suit | None) -> bool:
        """True if ``seat`` may hold ``card`` given everything it has shown."""
        if _key(card, trump) in self.voids.get(seat, ()):
            return False
        if is_trump(card, trump):
            if card.rank > self.trump_cap.get(seat, 99):
                return False
            if card.rank < self.trump_floor.get(seat, 0):
                return False
        return True


def _tricks_seen(view: SeatView) -> list[tuple[int, tuple[Card, ...]]]:
    """The deal's tricks as (leader, cards), the trick under way last; when the order of the
    completed tricks is unknown (a file without ``played``), only the trick under way."""
    out = []
    leader = opening_leader(view.dealer, view.bids)
    # Without the order of earlier tricks their leaders are unknown; the trick on the table
    # still shows what its players hold.
    for start in range(0, len(view.played) if view.history_known else 0, PLAYERS):
        cards = view.played[start : start + PLAYERS]
        out.append((leader, cards))
        leader = trick_winner(cards, leader, view.trump)
    if view.trick and view.leader is not None:
        out.append((view.leader, view.trick))
    return out


def knowledge(view: SeatView) -> Knowledge:
    """The hidden cards, each other seat's hand count, and the voids and limits they showed."""
    unseen = sorted(view.unseen(), key=DECK.index)
    done = sum(view.taken)
    counts = {}
    for seat in range(PLAYERS):
        if seat == view.seat:
            continue
        in_trick = view.leader is not None and (seat - view.leader) % PLAYERS < len(view.trick)
        counts[seat] = view.hand_size - done - (1 if in_trick else 0)
    know = Knowledge(unseen, counts)
    trump = view.trump
    for leader, cards in _tricks_seen(view):
        led = cards[0]
        for offset, card in enumerate(cards):
            know.shown.setdefault((leader + offset) % PLAYERS, []).append(card)
        for offset, card in enumerate(cards[1:], start=1):
            seat = (leader + offset) % PLAYERS
            if led.is_blooper:
                if is_trump(card, trump):
                    # Duty: the Big Blooper takes the highest trump, the Little the lowest.
                    if led == BIG_BLOOPER:
                        know.trump_cap[seat] = min(know.trump_cap.get(seat, 99), card.rank)
                    else:
                        know.trump_floor[seat] = max(know.trump_floor.get(seat, 0), card.rank)
                else:
                    know.voids.setdefault(seat, set()).add(TRUMP)
            elif _key(card, trump) != _key(led, trump):
                know.voids.setdefault(seat, set()).add(_key(led, trump))
    return know


def sample_hands(
    view: SeatView, know: Knowledge, rng: random.Random, tries: int = 30
) -> list[list[Card]]:
    """One deal of the unseen cards to the other seats, consistent with what they showed."""
    return [[DECK[c] for c in hand] for hand in _sample_indexes(view, know, rng, tries)]


def _sample_indexes(
    view: SeatView, know: Knowledge, rng: random.Random, tries: int = 30
) -> list[list[int]]:
    """``sample_hands`` as deck indexes (what the play-outs use)."""
    seats, banned = _bans(view, know)
    pool0 = [_INDEX[c] for c in know.unseen]
    counts = know.counts
    own = [_INDEX[c] for c in view.hand]
    for attempt in range(tries + 1):
        pool = list(pool0)
        rng.shuffle(pool)
        hands: list[list[int]] = [[] for _ in range(PLAYERS)]
        hands[view.seat] = list(own)
        ok = True
        for seat in seats:
            need = counts[seat]
            # On the last try the constraints are dropped rather than fail (never seen in
            # tests: a real deal always satisfies them, so only a bad sampling order fails).
            ban = banned[seat] if attempt < tries else ()
            chosen = [c for c in pool if c not in ban][:need]
            if len(chosen) < need:
                ok = False
                break
            hands[seat] = chosen
            taken = set(chosen)
            pool = [c for c in pool if c not in taken]
        if ok:
            return hands
    return hands  # pragma: no cover - the last try has no constraints, so it always fills


def _bans(view: SeatView, know: Knowledge) -> tuple[list[int], dict[int, frozenset[int]]]:
    """The other seats, most constrained first, and the deck indexes each may not hold."""
    if know.bans is None:
        trump = view.trump
        seats = sorted(
            know.counts,
            key=lambda s: (
                -(len(know.voids.get(s, ())) + (s in know.trump_cap) + (s in know.trump_floor))
            ),
        )
        banned = {
            s: frozenset(_INDEX[c] for c in know.unseen if not know.allows(s, c, trump))
            for s in seats
        }
        # Computed once per decision: every sampled deal shares it (it was most of the cost).
        know.bans = (seats, banned)
    return know.bans


def hand_strength(hand: Iterable[Card], trump: Suit | None) -> float:
    """A quick count of the tricks a whole hand is worth (top trumps, side aces and kings)."""
    keys, ranks = _tables(trump)
    return _strength([_INDEX[c] for c in hand], keys, ranks)


def _strength(hand: list[int], keys: tuple[int, ...], ranks: tuple[int, ...]) -> float:
    """``hand_strength`` of deck indexes, with the tables of the deal's trump."""
    trumps = sorted((ranks[c] for c in hand if keys[c] == TRUMP_KEY), reverse=True)
    value = 0.0
    for position, rank in enumerate(trumps):
        if rank >= 14:
            value += 1.0 if rank > 14 else 0.9
        elif rank >= 12:
            value += 0.6
        elif len(trumps) >= 3 + position // 2:
            value += 0.35  # length in trump takes tricks by ruffing
    for key in range(TRUMP_KEY):  # the plain suits, trump's own key holding nothing
        suit = sorted((ranks[c] for c in hand if keys[c] == key), reverse=True)
        if suit and suit[0] == 14:
            value += 0.85
        if len(suit) >= 2 and 13 in suit:
            value += 0.45
    return value


def _bid_likelihood(bid: Bid, strength: float, hand_size: int) -> float:
    """How well a hand of ``strength`` fits the bid its holder made (1 fits, near 0 does not)."""
    if bid.board:
        gap = max(0.0, 0.6 * hand_size - strength)
    elif bid.is_pass:
        gap = max(0.0, strength - 1.0)
    else:
        gap = strength - bid.number
    return math.exp(-gap * gap / (2 * BID_SIGMA * BID_SIGMA))


def _bids(view: SeatView) -> list[BidAction]:
    """The legal bids of a seat that is bidding (while bidding, every legal action is a bid)."""
    return [a for a in view.legal if isinstance(a, BidAction)]


def sample_deals(
    view: SeatView, know: Knowledge, rng: random.Random, n: int
) -> list[list[list[Card]]]:
    """``n`` deals of the unseen cards, drawn among more in proportion to how well each other
    seat's whole hand (held and played) fits the bid it made."""
    return [[[DECK[c] for c in h] for h in hands] for hands in _deal_indexes(view, know, rng, n)]


def _deal_indexes(
    view: SeatView, know: Knowledge, rng: random.Random, n: int
) -> list[list[list[int]]]:
    """``sample_deals`` as deck indexes (what the play-outs use)."""
    made = {s: bid for s in know.counts if (bid := view.bid_of(s)) is not None}
    others = list(made)
    if OVERSAMPLE <= 1 or not others:
        return [_sample_indexes(view, know, rng) for _ in range(n)]
    pool = [_sample_indexes(view, know, rng) for _ in range(n * OVERSAMPLE)]
    keys, ranks = _tables(view.trump)
    shown = {s: [_INDEX[c] for c in know.shown.get(s, [])] for s in others}
    weights = []
    for hands in pool:
        weight = 1.0
        for seat in others:
            strength = _strength(hands[seat] + shown[seat], keys, ranks)
            weight *= _bid_likelihood(made[seat], strength, view.hand_size)
        weights.append(weight + 1e-9)
    return rng.choices(pool, weights, k=n)


_INDEX = {card: i for i, card in enumerate(DECK)}
_SUITS = {suit: i for i, suit in enumerate(Suit)}
TRUMP_KEY = 4  # the integer key of the trump "suit" inside ``World``
# A card led of each key, 0..TRUMP_KEY: a plain suit's two (a trump when its suit is trump, as
# every card of that key then is), and for the trump key the Big Blooper.
_LED_BY_KEY = (*(Card(Rank.TWO, suit) for suit in Suit), BIG_BLOOPER)
_TABLES: dict[Suit | None, tuple[tuple[int, ...], tuple[int, ...]]] = {}
# Per trump: each card's cost to give away (plain below trump, then by rank) and, per led
# key, its power in the trick (``World.power``); looked up, not computed, in the play-outs,
# which are most of the sampler's time.
_CHEAP: dict[Suit | None, tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]] = {}


def _play_tables(trump: Suit | None) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """Per deck index, for ``trump``: its cost to give away, and its power per led key.

    Both are the rules' ``card_power`` (``backalley.tricks``), asked once per trump: a card's
    cost is its power in a trick it leads itself (plain cards by rank, trumps above them all).
    """
    if trump not in _CHEAP:
        cheap = tuple(card_power(card, card, trump) for card in DECK)
        powers = tuple(tuple(card_power(card, led, trump) for card in DECK) for led in _LED_BY_KEY)
        _CHEAP[trump] = (cheap, powers)
    return _CHEAP[trump]


def _tables(trump: Suit | None) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Per deck index: the card's suit key (``TRUMP_KEY`` for trump) and rank, for ``trump``."""
    if trump not in _TABLES:
        keys = tuple(
            TRUMP_KEY if is_trump(c, trump) or c.suit is None else _SUITS[c.suit]
            for c in DECK  # a card without a suit is a blooper, always trump
        )
        _TABLES[trump] = (keys, tuple(int(c.rank) for c in DECK))
    return _TABLES[trump]


class World:
    """A fully known deal in progress, cards as deck indexes so play-outs are cheap."""

    __slots__ = (
        "board_seats",
        "cheap",
        "first_trick",
        "hands",
        "keys",
        "leader",
        "powers",
        "ranks",
        "taken",
        "trick",
        "trump_last",
    )

    def __init__(
        self,
        hands: list[list[int]],
        trick: list[int],
        leader: int,
        taken: list[int],
        trump: Suit | None,
        trump_last: bool,
        first_trick: bool,
        board_seats: frozenset[int],
    ) -> None:
        self.hands = hands
        self.trick = trick
        self.leader = leader
        self.taken = taken
        self.keys, self.ranks = _tables(trump)
        self.cheap, self.powers = _play_tables(trump)
        self.trump_last = trump_last
        self.first_trick = first_trick
        self.board_seats = board_seats

    def copy(self) -> World:
        """An independent copy."""
        other = object.__new__(World)
        other.hands = [list(h) for h in self.hands]
        other.trick = list(self.trick)
        other.leader = self.leader
        other.taken = list(self.taken)
        other.keys, other.ranks = self.keys, self.ranks
        other.cheap, other.powers = self.cheap, self.powers
        other.trump_last = self.trump_last
        other.first_trick = self.first_trick
        other.board_seats = self.board_seats
        return other

    def power(self, card: int, led_key: int) -> int:
        """Strength of ``card`` in a trick whose led card has key ``led_key`` (0: cannot win)."""
        return self.powers[led_key][card]

    def legal(self) -> list[int]:
        """The cards the seat to play may play (RULES B, play)."""
        seat = (self.leader + len(self.trick)) % PLAYERS
        hand = self.hands[seat]
        keys = self.keys
        if not self.trick:
            plain = [c for c in hand if keys[c] != TRUMP_KEY]
            if not plain:
                return hand
            if not self.first_trick and (self.trump_last or seat in self.board_seats):
                return hand
            return plain
        led = self.trick[0]
        if led < 2:  # a blooper led (deck indexes 0 and 1): the trump duty
            trumps = [c for c in hand if keys[c] == TRUMP_KEY]
            if trumps:
                pick = max if led == 0 else min
                return [pick(trumps, key=self.ranks.__getitem__)]
            return hand
        key = keys[led]
        follow = [c for c in hand if keys[c] == key]
        return follow or hand

    def play(self, card: int) -> None:
        """Play ``card`` for the seat to play; complete the trick when four are down."""
        trick = self.trick
        self.hands[(self.leader + len(trick)) % PLAYERS].remove(card)
        trick.append(card)
        if len(trick) == PLAYERS:
            table = self.powers[self.keys[trick[0]]]
            powers = [table[c] for c in trick]
            best = powers.index(max(powers))
            self.leader = (self.leader + best) % PLAYERS
            self.taken[self.leader] += 1
            self.trump_last = any(self.keys[c] == TRUMP_KEY for c in trick)
            self.trick = []
            self.first_trick = False

    def _low(self, cards: list[int]) -> int:
        return min(cards, key=self.cheap.__getitem__)

    def greedy(self) -> int:
        """A quick, sensible card: lead high; follow by winning cheaply or throwing low."""
        cards = self.legal()
        if len(cards) == 1:
            return cards[0]
        keys, ranks = self.keys, self.ranks
        seat = (self.leader + len(self.trick)) % PLAYERS
        if not self.trick:
            # The deal is fully known here: lead a card no other hand can beat in its suit,
            # else give the lowest away.
            top: dict[int, int] = {}
            for s, hand in enumerate(self.hands):
                if s != seat:
                    for o in hand:
                        if ranks[o] > top.get(keys[o], 0):
                            top[keys[o]] = ranks[o]
            for card in sorted(cards, key=lambda c: -ranks[c]):
                if ranks[card] > top.get(keys[card], 0):
                    return card
            return self._low(cards)
        led_key = keys[self.trick[0]]
        powers = [self.power(c, led_key) for c in self.trick]
        high = max(powers)
        best = powers.index(high)
        if (self.leader + best) % PLAYERS == (seat + 2) % PLAYERS:
            return self._low(cards)
        winning = [c for c in cards if self.power(c, led_key) > high]
        if not winning:
            return self._low(cards)
        return min(winning, key=lambda c: self.power(c, led_key))

    def profile(self, seat: int) -> tuple[list[int], int]:
        """A hand's highest rank per suit key (0: none) and its lowest trump rank (0: none)."""
        keys, ranks = self.keys, self.ranks
        top = [0, 0, 0, 0, 0]
        low = 0
        for c in self.hands[seat]:
            key, rank = keys[c], ranks[c]
            if rank > top[key]:
                top[key] = rank
            if key == TRUMP_KEY and (not low or rank < low):
                low = rank
        return top, low

    def reply_power(self, profile: tuple[list[int], int], led: int) -> int:
        """The most power a hand (its ``profile``) can put on a trick led by ``led``."""
        top, low = profile
        if led < 2:  # a blooper led: the duty decides the card (highest, or lowest, trump)
            return 100 + (top[TRUMP_KEY] if led == 0 else low) if top[TRUMP_KEY] else 0
        key = self.keys[led]
        if top[key]:
            return top[key] + (100 if key == TRUMP_KEY else 0)
        return 100 + top[TRUMP_KEY] if top[TRUMP_KEY] else 0

    def careful(self) -> int:
        """A sharper card for a known deal: lead a sure winner (no ruff can beat it), else low
        to a suit the partner wins; follow with the cheapest card no later opponent can beat,
        stay low under a partner who keeps the trick, else give the lowest card away."""
        cards = self.legal()
        if len(cards) == 1:
            return cards[0]
        trick = self.trick
        n = len(trick)
        seat = (self.leader + n) % PLAYERS
        if not n:
            cheap = self.cheap  # a led card's power in its own suit is its cost to give away
            keys = self.keys
            left = self.profile((seat + 1) % PLAYERS)
            right = self.profile((seat + 3) % PLAYERS)
            partner = self.profile((seat + 2) % PLAYERS)
            reply = self.reply_power
            sure, feed = [], []
            for c in cards:
                threat = max(reply(left, c), reply(right, c))
                if cheap[c] > threat:
                    sure.append(c)
                elif reply(partner, c) > threat:
                    feed.append(c)
            if sure:
                # Plain winners before trump ones: trumps are kept to ruff and to win late.
                ranks = self.ranks
                return max(sure, key=lambda c: (keys[c] != TRUMP_KEY, ranks[c]))
            return self._low(feed or cards)
        led = trick[0]
        table = self.powers[self.keys[led]]
        powers = [table[c] for c in trick]
        high = max(powers)
        # The most the one opponent still to play (the left-hand one) can put on this trick.
        threat = self.reply_power(self.profile((seat + 1) % PLAYERS), led) if n < 3 else 0
        if (self.leader + powers.index(high)) % PLAYERS == (seat + 2) % PLAYERS and high > threat:
            return self._low(cards)  # never overtake a partner who keeps the trick
        need = max(high, threat)
        sure = [c for c in cards if table[c] > need]
        if sure:
            return min(sure, key=table.__getitem__)
        return self._low(cards)

    def finish(self, careful: bool = False) -> list[int]:
        """Play the deal out (greedily, or with ``careful``); the tricks each seat took."""
        choose, play = self.careful if careful else self.greedy, self.play
        for _card in range(sum(len(hand) for hand in self.hands)):
            play(choose())
        return self.taken


def _world(view: SeatView, hands: list[list[Card]]) -> World:
    """The deal of ``hands`` (cards) at this moment of the view, for play-outs."""
    return _world_of_indexes(view, [[_INDEX[c] for c in h] for h in hands])


def _world_of_indexes(view: SeatView, hands: list[list[int]]) -> World:
    levels = board_levels(view.bids)
    boards = frozenset((view.dealer + 1 + i) % PLAYERS for i, lv in enumerate(levels) if lv)
    leader = view.leader if view.leader is not None else view.seat
    return World(
        [list(h) for h in hands],
        [_INDEX[c] for c in view.trick],
        leader,
        list(view.taken),
        view.trump,
        view.trump_in_last_trick,
        sum(view.taken) == 0,
        boards,
    )


def _team_points(view: SeatView, contract: Contract, taken: list[int], team: int) -> int:
    tricks = sum(n for seat, n in enumerate(taken) if team_of(seat) == team)
    return contract_points(contract, tricks, view.hand_size, view.rules)


class SamplerBot:
    """Bids by expected score over sampled deals of the unseen cards (partner-aware, board when
    the chance of every trick pays for it, each bid played out with the leader it brings about)
    and plays by searching each card over sampled deals, scoring both teams' contracts (so it
    makes its own, then sets the opponents' and breaks their boards)."""

    name = "sampler"

    def __init__(
        self,
        seed: int = 0,
        bid_samples: int = BID_SAMPLES,
        play_samples: int = PLAY_SAMPLES,
        careful: bool = True,
        play_batches: int = PLAY_BATCHES,
    ) -> None:
        self.seed = seed
        self.bid_samples = bid_samples
        self.play_samples = play_samples
        self.play_batches = play_batches
        self.careful = careful  # play the samples out with ``World.careful``, not ``greedy``

    def _rng(self, view: SeatView) -> random.Random:
        # Stateless, as the random bot: a game resumed from its file makes the same choices.
        moment = f"{view.deal}:{view.redeals}:{len(view.bids)}:{len(view.played)}:{len(view.trick)}"
        return random.Random(f"backalley-sampler:{self.seed}:{view.seat}:{moment}")

    def choose(self, view: SeatView) -> Action:
        """The bid or card with the best expected score over the sampled deals."""
        if any(isinstance(a, BidAction) for a in view.legal):
            return self.choose_bid(view)
        cards = [a.card for a in view.legal if isinstance(a, PlayAction)]
        if len(cards) == 1:
            return PlayAction(cards[0])
        return PlayAction(self.choose_card(view, cards))

    # -- bidding ---------------------------------------------------------------------------------

    def bid_values(self, view: SeatView) -> dict[Action, float]:
        """Expected points of each legal bid for this seat's team, over sampled deals."""
        rng = self._rng(view)
        know = knowledge(view)
        partner = partner_of(view.seat)
        partner_bid = view.bid_of(partner)
        made = [b for b in view.bids if not b.is_pass]
        # Each bid is played out with the leader and board seats it would bring about (a board
        # bidder leads and may lead trump later); the same sampled deals serve every scenario.
        legal = _bids(view)
        scenarios = {self._scenario(view, action.bid) for action in legal}
        mine: dict[tuple[int, bool], list[int]] = {sc: [] for sc in scenarios}
        team: dict[tuple[int, bool], list[int]] = {sc: [] for sc in scenarios}
        for hands in _deal_indexes(view, know, rng, self.bid_samples):
            base = _world_of_indexes(view, hands)
            for leader, board in scenarios:
                world = base.copy()
                world.leader = leader
                if board:
                    world.board_seats = world.board_seats | {view.seat}
                taken = world.finish(self.careful)
                mine[leader, board].append(taken[view.seat])
                team[leader, board].append(taken[view.seat] + taken[partner])
        last_to_bid = len(view.bids) == PLAYERS - 1
        all_passed = last_to_bid and not made
        size = view.hand_size
        level = sum(1 for b in view.bids if b.board) + 1
        values: dict[Action, float] = {}
        for action in legal:
            bid = action.bid
            scenario = self._scenario(view, bid)
            if bid.board:
                contract = Contract(board_level=level)
                values[action] = _mean(
                    contract_points(contract, t, size, view.rules) for t in team[scenario]
                )
                continue
            if partner_bid is not None and partner_bid.board:
                # The partner's board makes our number worthless: rank every number below
                # the pass by more than ``LEAN``, or the lean to higher numbers would pick one.
                values[action] = 0.0 if bid.is_pass else -1.0 - 2 * LEAN
                continue
            if bid.is_pass and all_passed:
                values[action] = 0.0  # a fourth pass redeals: nobody scores
                continue
            if partner_bid is not None:
                # The second partner bids the team's remainder: score the team's total.
                contract = Contract(partner_bid.number + bid.number)
                tricks = team[scenario]
            else:
                # The first partner (or before the partner bids) bids its own share.
                contract = Contract(bid.number)
                tricks = mine[scenario]
            values[action] = _mean(contract_points(contract, t, size, view.rules) for t in tricks)
        return values

    @staticmethod
    def _scenario(view: SeatView, bid: Bid) -> tuple[int, bool]:
        """Who would lead the first trick after ``bid``, and whether this seat bid board."""
        bids = (*view.bids, bid)
        if all(b.is_pass for b in bids):
            return (view.seat, False)  # nobody has bid yet: assume this seat leads
        return (opening_leader(view.dealer, bids), bid.board)

    def choose_bid(self, view: SeatView) -> Action:
        """The legal bid with the best expected points; among numbers within ``LEAN`` points of
        the best, the highest (greedy play-outs take fewer tricks than the searching player)."""
        values = self.bid_values(view)
        legal = _bids(view)
        best_action = max(legal, key=lambda a: (values[a], a == BidAction(PASS)))
        best = values[best_action]
        if best_action.bid.board:
            return best_action
        numbers = [a for a in legal if not a.bid.board and values[a] >= best - LEAN]
        return max(numbers, key=lambda a: a.bid.number)

    # -- play ------------------------------------------------------------------------------------

    def choose_card(self, view: SeatView, cards: list[Card]) -> Card:
        """The card whose play-outs give the best score difference, averaged over samples;
        more batches of samples while the best two cards are too close to tell apart."""
        rng = self._rng(view)
        know = knowledge(view)
        mine = team_of(view.seat)
        contracts = (view.contract(0), view.contract(1))
        choices = distinct_cards(cards, know.unseen, view.trump)
        if len(choices) == 1:
            return choices[0]
        scores: dict[Card, list[int]] = {card: [] for card in choices}
        for _batch in range(self.play_batches):
            for hands in _deal_indexes(view, know, rng, self.play_samples):
                base = _world_of_indexes(view, hands)
                for card in choices:
                    world = base.copy()
                    world.play(_INDEX[card])
                    taken = world.finish(self.careful)
                    ours = _team_points(view, contracts[mine], taken, mine)
                    theirs = _team_points(view, contracts[1 - mine], taken, 1 - mine)
                    scores[card].append(ours - theirs)
            if _settled(scores):
                break
        # Ties go to the cheaper card (a low plain card before a trump).
        return max(choices, key=lambda c: (sum(scores[c]), -is_trump(c, view.trump), -c.rank))


def distinct_cards(cards: list[Card], unseen: Iterable[Card], trump: Suit | None) -> list[Card]:
    """The lowest card of each run of ``cards`` that play alike: same suit (or both trump, no
    blooper) with no card another seat may hold ranked between them."""
    live = {(_key(c, trump), c.rank) for c in unseen}
    out: list[Card] = []
    for card in sorted(cards, key=lambda c: (str(_key(c, trump)), c.rank)):
        if out and not card.is_blooper and not out[-1].is_blooper:
            prev = out[-1]
            key = _key(card, trump)
            if _key(prev, trump) == key and not any(
                (key, r) in live for r in range(prev.rank + 1, card.rank)
            ):
                continue  # ``prev`` is as good, and cheaper
        out.append(card)
    return out


def _settled(scores: dict[Card, list[int]]) -> bool:
    """True when the best card's lead over the next, deal by deal, is clear (two standard
    errors) or the two are identical on every sampled deal."""
    ranked = sorted(scores, key=lambda c: -sum(scores[c]))
    diffs = [a - b for a, b in zip(scores[ranked[0]], scores[ranked[1]], strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
    return var == 0 or mean * mean > 4 * var / n


def _mean(values: Iterable[float]) -> float:
    items = list(values)
    return sum(items) / len(items) if items else 0.0
