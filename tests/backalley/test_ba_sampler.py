"""The sampling player: legal, seeded, true to what it knows, and aware of both contracts."""

from __future__ import annotations

import random

import pytest
from ba_helpers import make_state

from backalley import new_game
from backalley.actions import Bid, PlayAction, parse_action
from backalley.bots import HeuristicBot, RandomBot, decide, view_for
from backalley.cards import BIG_BLOOPER, DECK, LITTLE_BLOOPER, Card, Suit
from backalley.events import TrickTaken
from backalley.rules import team_of
from backalley.sampler import (
    TRUMP,
    SamplerBot,
    _world,
    hand_strength,
    knowledge,
    sample_deals,
    sample_hands,
)
from backalley.state import Phase, State


def _states(seed: int, limit: int = 400) -> list[State]:
    """States along a seeded game of mixed bots (bidding, leads, follows, blooper leads)."""
    bots = (HeuristicBot(), RandomBot(seed), HeuristicBot(), RandomBot(seed + 1))
    state = new_game(seed)
    out = []
    while state.phase is not Phase.OVER and len(out) < limit:
        out.append(state)
        state, _ = state.apply(decide(bots[state.turn], state))
    return out


def _c(text: str) -> Card:
    return Card.parse(text)


# -- the play-out model follows the rules ------------------------------------------------------


@pytest.mark.parametrize("seed", [4, 11])
def test_rule_b_play_outs_offer_exactly_the_engines_legal_cards(seed: int) -> None:
    """RULES B, play: in every state of a game, the sampler's play-out model offers the same
    cards as the engine (first lead no trump, trump lead rule, blooper duties, follow suit)."""
    checked = 0
    for state in _states(seed, 900):
        if state.phase is not Phase.PLAYING:
            continue
        view = view_for(state, state.turn)  # type: ignore[arg-type]
        world = _world(view, [list(h) for h in state.hands])
        engine = {a.card for a in state.legal_actions() if isinstance(a, PlayAction)}
        assert {DECK[i] for i in world.legal()} == engine, state
        checked += 1
    assert checked > 300


@pytest.mark.parametrize("seed", [5, 9])
def test_rule_b_play_outs_give_tricks_to_the_engines_winners(seed: int) -> None:
    """RULES B, play: the highest trump, else the highest card of the suit led, wins; the
    play-out model gives every trick of a game to the seat the engine gives it to."""
    bots = (RandomBot(seed),) * 4
    state = new_game(seed)
    world = None
    tricks = 0
    while state.phase is not Phase.OVER:
        if state.phase is Phase.PLAYING and not state.trick:
            view = view_for(state, state.turn)  # type: ignore[arg-type]
            world = _world(view, [list(h) for h in state.hands])
        action = decide(bots[state.turn], state)  # type: ignore[index]
        if world is not None and isinstance(action, PlayAction):
            world.play(DECK.index(action.card))
        state, events = state.apply(action)
        for event in events:
            if isinstance(event, TrickTaken):
                assert world is not None and world.leader == event.winner, event
                tricks += 1
                world = None
    assert tricks == 181 * 4 // 4  # every trick of the 25 deals


# -- knowledge -------------------------------------------------------------------------------


def test_rule_b_little_blooper_duty_shows_a_lowest_trump() -> None:
    """RULES B, blooper duties: a trump played to the Little Blooper was that seat's lowest,
    so no sampled hand gives that seat a lower trump; a seat that played a plain card to a
    blooper lead has no trump at all."""
    state = make_state(
        ["QD 4H", "9D", "4D", "JD"],
        deal=11,
        dealer=3,
        turned="2C",
        bids="1 pass pass pass",
        leader=1,
        trick="LB 9C 5S",
        played="AS 5C QS JS",
        taken=(0, 1, 0, 0),
        trump_in_last_trick=True,
    )
    view = view_for(state, 0)
    know = knowledge(view)
    assert know.trump_floor[2] == 9 and TRUMP in know.voids[3]
    rng = random.Random(3)
    for _ in range(60):
        hands = sample_hands(view, know, rng)
        assert not [c for c in hands[2] if (c.suit is Suit.CLUBS and c.rank < 9)]
        assert not [c for c in hands[3] if c.suit is Suit.CLUBS or c.is_blooper]
        assert [len(h) for h in hands] == [2, 1, 1, 1]


def test_sampled_deals_never_give_a_card_to_a_seat_that_showed_the_void() -> None:
    """Voids shown hold in the bid-weighted deals too, and every unseen card is dealt once."""
    for state in _states(6, 500)[::7]:
        if state.phase is not Phase.PLAYING:
            continue
        view = view_for(state, state.turn)  # type: ignore[arg-type]
        know = knowledge(view)
        for hands in sample_deals(view, know, random.Random(1), 6):
            dealt = [c for seat, h in enumerate(hands) if seat != view.seat for c in h]
            assert sorted(dealt, key=DECK.index) == sorted(
                set(dealt), key=DECK.index
            )  # no card twice
            assert set(dealt) <= set(know.unseen)
            for seat, hand in enumerate(hands):
                if seat != view.seat:
                    assert all(know.allows(seat, c, view.trump) for c in hand)
                    assert len(hand) == len(state.hands[seat])


def test_sampled_deals_give_a_board_bidder_stronger_hands_than_a_passer() -> None:
    """Deals are drawn consistent with the bids: the seat that bid board gets strong hands
    far more often than the seat that passed."""
    state = new_game(1)
    state, _ = state.apply(parse_action("bid pass"))
    state, _ = state.apply(parse_action("bid board"))
    passer, boarder = (state.dealer + 1) % 4, (state.dealer + 2) % 4
    view = view_for(state, state.turn)  # type: ignore[arg-type]
    know = knowledge(view)
    deals = sample_deals(view, know, random.Random(5), 200)
    weak = sum(hand_strength(d[passer], view.trump) for d in deals) / len(deals)
    strong = sum(hand_strength(d[boarder], view.trump) for d in deals) / len(deals)
    assert strong > weak + 1.5
    # Without bids to fit, the two seats' hands are alike.
    plain = [sample_hands(view, know, random.Random(i)) for i in range(200)]
    gap = sum(
        hand_strength(d[boarder], view.trump) - hand_strength(d[passer], view.trump) for d in plain
    ) / len(plain)
    assert abs(gap) < 0.5


def test_hand_strength_counts_top_trumps_and_side_aces() -> None:
    """The quick strength of a hand: bloopers and the trump ace near a trick each, a side ace
    most of one, small cards nothing."""
    assert hand_strength([BIG_BLOOPER, LITTLE_BLOOPER], Suit.HEARTS) == pytest.approx(2.0)
    assert hand_strength([_c("AH")], Suit.HEARTS) == pytest.approx(0.9)
    assert hand_strength([_c("AS")], Suit.HEARTS) == pytest.approx(0.85)
    assert hand_strength([_c("KS"), _c("2S")], Suit.HEARTS) == pytest.approx(0.45)
    assert hand_strength([_c("KS")], Suit.HEARTS) == 0.0  # a bare king falls to the ace
    assert hand_strength([_c("2S"), _c("3D"), _c("4C")], Suit.HEARTS) == 0.0


# -- bidding ---------------------------------------------------------------------------------


def test_sampler_bids_are_seeded_and_stateless() -> None:
    """The same seed and view give the same bid (also from a fresh bot: a resumed game
    plays on as it would have); every bid is one the engine offers."""
    for state in _states(13, 600)[::2]:
        if state.phase is not Phase.BIDDING:
            continue
        view = view_for(state, state.turn)  # type: ignore[arg-type]
        first = SamplerBot(7, bid_samples=8).choose(view)
        assert first in state.legal_actions()
        assert SamplerBot(7, bid_samples=8).choose(view) == first


def test_sampler_second_partner_bids_the_teams_remainder() -> None:
    """The partner of a seat that bid 3 scores the team's total: with a hand that takes
    nothing it passes (adding would set the team), and its pass is worth the team's bid."""
    state = make_state(
        ["AH KH QH AS KS", "2S 3S 4D 5C 6D", "2D 3D 4C 6C 7C", "JH 10H AD KD AC"],
        deal=9,
        dealer=3,
        turned="2H",
        bids="3 pass",
    )
    assert state.turn == 2
    bot = SamplerBot(3, bid_samples=24)
    values = bot.bid_values(view_for(state, 2))
    assert values[parse_action("bid pass")] > values[parse_action("bid 2")]
    assert decide(bot, state) == parse_action("bid pass")


TWO = ["AS 2S", "KS 3S", "QS 4S", "JS 5S"]


def test_sampler_board_bidder_is_played_out_as_the_leader() -> None:
    """A board bid is valued as the board bidder would play it: leading the first trick."""
    state = make_state(TWO, deal=12, dealer=3, turned="2H", bids="1")
    view = view_for(state, 1)
    assert SamplerBot._scenario(view, Bid.parse("board")) == (1, True)
    assert SamplerBot._scenario(view, Bid.parse("pass")) == (0, False)
    assert SamplerBot._scenario(view, Bid.parse("1")) == (0, False)  # the first 1 leads
    # With a number bid by seat 0 standing, a pass leaves seat 0 on lead.
    empty = view_for(make_state(TWO, deal=12, dealer=3, turned="2H"), 0)
    assert SamplerBot._scenario(empty, Bid.parse("pass")) == (0, False)


# -- play ------------------------------------------------------------------------------------


def test_sampler_does_not_overtake_a_partner_who_has_won_the_trick() -> None:
    """Last to play, with the partner's ace winning: the sampler follows with its lower
    diamond rather than its king."""
    state = make_state(
        ["KD 9D 2C", "8C 9C", "QH 10C", "JC 8H"],
        deal=10,
        dealer=3,
        turned="2H",
        bids="1 1 1 pass",
        leader=1,
        trick="4D AD 3D",
        played="5S AS 6S 7S",
        taken=(0, 1, 0, 0),
    )
    assert state.turn == 0
    assert decide(SamplerBot(1), state) == parse_action("play 9D")


def test_sampler_breaks_the_opponents_board() -> None:
    """Opponents bid board (3 tricks) and took the first; void in the club led, the sampler
    ruffs with its small trump now: kept for later, the board bidder could draw it with a
    trump lead (allowed to a board bidder) and make its board."""
    state = make_state(
        ["3H 9D", "KH", "QS", "JS"],
        deal=11,
        dealer=3,
        turned="2H",
        bids="pass board pass pass",
        leader=1,
        trick="AC 4S 6S",
        played="AD 2D 7D 5D",
        taken=(0, 1, 0, 0),
    )
    assert state.turn == 0 and team_of(0) != team_of(1)
    assert decide(SamplerBot(4), state) == parse_action("play 3H")


def test_sampler_every_action_is_legal_over_a_whole_game() -> None:
    """Four samplers (small sample counts) play a whole game: every action is one the engine
    offers, and the game ends after 25 counted deals."""
    bots = tuple(SamplerBot(s, bid_samples=6, play_samples=3, play_batches=1) for s in range(4))
    state = new_game(17)
    while state.phase is not Phase.OVER:
        action = decide(bots[state.turn], state)  # type: ignore[index]
        assert action in state.legal_actions()
        state, _ = state.apply(action)
    assert state.deal == 25 and state.winner in (0, 1, "draw")


def test_sampler_passes_when_its_partner_bid_board() -> None:
    """RULES B, bidding: the partner's board makes this seat's number worthless, so the
    sampler passes even with a strong hand (a number would only stand worth nothing)."""
    state = make_state(
        ["2S 3S 4D 5C 6D", "AS KS QS AD KD", "2D 3D 4C 6C 7C", "JH 10H 8D 9D AC"],
        deal=9,
        dealer=2,
        turned="2H",
        bids="board pass",
    )
    assert state.turn == 1
    bot = SamplerBot(2, bid_samples=8)
    values = bot.bid_values(view_for(state, 1))
    assert values[parse_action("bid pass")] == 0.0
    assert values[parse_action("bid 3")] == -3.0
    assert decide(bot, state) == parse_action("bid pass")


def test_sampler_bid_choice_leans_to_the_higher_number_within_a_point() -> None:
    """Among number bids within one point of the best expected score the highest is bid
    (play-outs are greedy and take fewer tricks than the sampler); a board is bid only when
    it is the best; ties between the best values prefer a pass."""
    state = make_state(FOUR_HANDS, deal=10, dealer=3, turned="2H")
    view = view_for(state, 0)
    bot = SamplerBot(0, bid_samples=2)

    def pick(values: dict[str, float]) -> str:
        bot.bid_values = lambda _view: {parse_action(k): v for k, v in values.items()}  # type: ignore[method-assign]
        return str(bot.choose_bid(view)).replace(" ", "")

    base = {"bid pass": 3.0, "bid 1": 5.0, "bid 2": 8.0, "bid 3": 7.2, "bid board": -40.0}
    assert pick(base) == str(parse_action("bid 3")).replace(" ", "")
    assert pick({**base, "bid 3": 6.9}) == str(parse_action("bid 2")).replace(" ", "")
    assert pick({**base, "bid board": 8.5}) == str(parse_action("bid board")).replace(" ", "")
    assert pick({**base, "bid 1": 1.0, "bid 2": 1.0, "bid 3": 1.0, "bid pass": 9.0}) == str(
        parse_action("bid pass")
    ).replace(" ", "")


FOUR_HANDS = ["BB AH KH 2S", "AS KS QS JS", "AD KD QD JD", "AC KC QC JC"]


def test_sampler_throws_its_lowest_card_when_no_card_can_matter() -> None:
    """Last to play to a trick the opponent's ace has won, the sampler gives the lowest card
    of the suit: every card scores the same, and ties go to the cheaper one."""
    state = make_state(
        ["KD 9D 5D", "8C 9C", "QH 10C", "JC 8H"],
        deal=10,
        dealer=3,
        turned="2H",
        bids="1 1 1 pass",
        leader=1,
        trick="AD 2D 3D",
        played="5S AS 6S 7S",
        taken=(0, 1, 0, 0),
    )
    assert state.turn == 0
    assert decide(SamplerBot(1), state) == parse_action("play 5D")


def test_rule_b_voids_are_placed_by_who_won_each_trick() -> None:
    """RULES B, play: the higher trump wins (seat 2 overruffs seat 1) and its holder leads
    next; the highest card of the suit led wins (a discard does not), and its holder leads
    next. So the diamond and spade voids shown are the fourth seat's, not another's."""
    state = make_state(
        ["3H", "8H", "JH", "9H"],
        deal=10,
        dealer=3,
        turned="2C",
        bids="1 pass pass pass",
        leader=0,
        played="AS 5C 9C JS QD 4H KD 2D 8S 7H 10H 6H",
        taken=(2, 0, 1, 0),
    )
    know = knowledge(view_for(state, 0))
    assert know.voids[3] == {Suit.DIAMONDS, Suit.SPADES}
    assert know.voids[1] == {Suit.SPADES} and know.voids[2] == {Suit.SPADES}
    assert know.shown[2] == [_c("9C"), _c("QD"), _c("10H")]
    assert know.shown[3] == [_c("JS"), _c("4H"), _c("6H")]
