"""One test per rule of RULES.md Part B (Back Alley), each named after the rule it checks."""

from __future__ import annotations

import pytest
from ba_helpers import cards, legal_texts, make_state, play_all

from backalley import (
    BIG_BLOOPER,
    DECK,
    LITTLE_BLOOPER,
    BoardScale,
    IllegalActionError,
    Phase,
    Rules,
    deal_cards,
    hand_size,
    new_game,
)
from backalley.bots import RandomBot, decide
from backalley.cards import Card, Suit
from backalley.events import AllPassed, BidMade, BlooperExchanged, DealScored, Dealt, GameOver
from backalley.rules import partner_of, team_of
from backalley.scoring import contract_points
from backalley.state import Contract, opening_leader

# Four 4-card hands for deal 10 (4 cards each), trump hearts, dealer 3 so seat 0 bids first.
FOUR = ["BB AH KH 2S", "AS KS QS JS", "AD KD QD JD", "AC KC QC JC"]


# -- players, deck, deals ----------------------------------------------------------------------


def test_rule_b_players_partners_sit_opposite() -> None:
    """RULES B: 4 players, partners opposite (seats 0 & 2, 1 & 3)."""
    assert [team_of(seat) for seat in range(4)] == [0, 1, 0, 1]
    assert [partner_of(seat) for seat in range(4)] == [2, 3, 0, 1]


def test_rule_b_deck_is_52_cards_and_two_bloopers() -> None:
    """RULES B: one 52-card deck plus the Big and the Little Blooper."""
    assert len(DECK) == len(set(DECK)) == 54
    assert [c for c in DECK if c.is_blooper] == [BIG_BLOOPER, LITTLE_BLOOPER]
    assert {c.suit for c in DECK if not c.is_blooper} == set(Suit)


def test_rule_b_25_deals_13_down_to_1_and_back_up() -> None:
    """RULES B: 25 deals of 13, 12, … 2, 1, 2, … 13 cards each."""
    assert [hand_size(d) for d in range(1, 26)] == [*range(13, 0, -1), *range(2, 14)]


def test_rule_b_first_dealer_random_from_seed_and_deal_passes_clockwise() -> None:
    """RULES B: the first dealer is random; the deal passes clockwise."""
    dealers = {new_game(seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    state = new_game(5)
    assert new_game(5) == state  # same seed, same game
    first = state.dealer
    bot = RandomBot(1)
    redeals = 0
    while state.deal == 1:
        state, events = state.apply(decide(bot, state))
        redeals += sum(isinstance(e, AllPassed) for e in events)
    # A redeal passes the deal too (the next dealer redeals), so count them.
    assert state.deal == 2
    assert state.hand_size == 12
    assert state.dealer == (first + 1 + redeals) % 4


@pytest.mark.parametrize("deal", [1, 7, 13, 20])
def test_rule_b_dealing_starts_at_dealers_left_and_turns_the_next_card(deal: int) -> None:
    """RULES B: cards go one at a time clockwise from the dealer's left; the next card is
    turned and its suit is trump (checked against the shuffled deck, card by card)."""
    from backalley.dealing import shuffled_deck, start_deal

    for seed in range(40):
        dealer = seed % 4
        deck = shuffled_deck(seed, deal, 0)
        size = hand_size(deal)
        turned = deck[size * 4]
        if turned.is_blooper:
            continue  # the exchange changes a hand; tested below
        state, _ = start_deal(seed, deal, dealer, (0, 0), Rules())
        for i in range(size * 4):
            assert deck[i] in state.hands[(dealer + 1 + i % 4) % 4], (seed, i)
        assert state.turned == turned
        assert state.trump is not None and state.trump == turned.suit
        assert state.turn == (dealer + 1) % 4


def _blooper_turned(deal: int) -> tuple[int, int]:
    """A (seed, dealer) whose deal turns a blooper while the other one was dealt."""
    from backalley.dealing import shuffled_deck

    size = hand_size(deal)
    for seed in range(20000):
        deck = shuffled_deck(seed, deal, 0)
        if deck[size * 4].is_blooper and any(c.is_blooper for c in deck[: size * 4]):
            return seed, seed % 4
    raise AssertionError("no seed turns a blooper")  # pragma: no cover


@pytest.mark.parametrize("deal", [1, 5, 13, 18])
def test_rule_b_turned_blooper_means_no_trump_and_the_other_is_exchanged(deal: int) -> None:
    """RULES B: a turned joker means no trump; the other joker's holder swaps it for the stock's
    top card (the card after the turned one), on every deal size."""
    from backalley.dealing import shuffled_deck, start_deal

    seed, dealer = _blooper_turned(deal)
    size = hand_size(deal)
    deck = shuffled_deck(seed, deal, 0)
    other = next(c for c in deck[: size * 4] if c.is_blooper)
    holder = (dealer + 1 + deck.index(other) % 4) % 4
    dealt = deal_cards(seed, deal, 0, dealer)
    assert dealt.turned == deck[size * 4] and dealt.turned.is_blooper
    assert dealt.discarded == (other,) and dealt.exchanged_by == holder
    assert all(not c.is_blooper for hand in dealt.hands for c in hand)
    top = deck[size * 4 + 1]
    assert top in dealt.hands[holder] and len(dealt.hands[holder]) == size
    assert dealt.stock == tuple(deck[size * 4 + 2 :])
    state, events = start_deal(seed, deal, dealer, (0, 0), Rules())
    assert state.trump is None
    assert BlooperExchanged(holder, other) in events
    # Nobody else's hand changed.
    for seat in range(4):
        if seat != holder:
            assert set(state.hands[seat]) == {
                deck[i] for i in range(size * 4) if (dealer + 1 + i % 4) % 4 == seat
            }


# -- card order --------------------------------------------------------------------------------


def test_rule_b_plain_suit_order_ace_high_to_two() -> None:
    """RULES B: order in a plain suit is A K Q J 10 … 2."""
    state = make_state(
        ["2S AH KH 3D", "10S KS QS JS", "AS KD QD JD", "9S KC QC JC"],
        deal=10,
        turned="3H",
        bids="1 1 pass pass",
        leader=0,
    )
    state, _ = play_all(state, "play 2S", "play 10S", "play AS", "play 9S")
    assert state.leader == 2 and state.taken == (0, 0, 1, 0)


def test_rule_b_bloopers_are_the_top_trumps() -> None:
    """RULES B: both bloopers belong to the trump suit, so a blooper beats the suit led."""
    state = make_state(
        ["2S AH KH 3D", "LB KS QS JS", "BB AS QD JD", "9S 5D QC JC"],
        deal=10,
        turned="3H",
        bids="1 1 pass pass",
        leader=0,
    )
    # Seat 1 has no diamond and plays the Little Blooper; seats 2 and 3 must follow diamonds.
    state, _ = play_all(state, "play 3D", "play LB", "play QD", "play 5D")
    assert state.taken == (0, 1, 0, 0)
    assert state.trump_in_last_trick  # a blooper counts as a trump played


def test_rule_b_big_blooper_beats_little_blooper_and_trump_ace() -> None:
    """RULES B: Big Blooper > Little Blooper > A of trumps."""
    state = make_state(
        ["2S AH KH 3D", "LB KS QS JS", "BB AS 10C JC", "9S 5C QC 4C"],
        deal=10,
        turned="3H",
        bids="1 1 pass pass",
        leader=0,
    )
    state, _ = play_all(state, "play 3D", "play LB", "play BB", "play 4C")
    assert state.taken == (0, 0, 1, 0)


# -- bidding -----------------------------------------------------------------------------------


def test_rule_b_bidding_once_each_from_dealers_left() -> None:
    """RULES B: each player bids once, from the dealer's left."""
    state = new_game(3)
    seats = []
    for _ in range(4):
        seats.append(state.turn)
        state, _ = state.apply("bid 1")
    assert seats == [(state.dealer + 1 + i) % 4 for i in range(4)]
    assert state.phase is Phase.PLAYING
    with pytest.raises(IllegalActionError, match=r"each player bids once.*\(RULES B, bidding\)"):
        state.apply("bid 2")


def test_rule_b_bid_range_pass_1_to_cards_minus_1_board() -> None:
    """RULES B: a bid is pass, a number from 1 to cards in hand − 1, or board."""
    state = make_state(FOUR, deal=10, turned="3H")
    assert legal_texts(state) == ["bid pass", "bid 1", "bid 2", "bid 3", "bid board"]
    with pytest.raises(IllegalActionError, match=r"'bid 4'.*1 to 3.*\(RULES B, bidding\)"):
        state.apply("bid 4")
    one_card = make_state(["AS", "KS", "QS", "JS"], deal=13, turned="3H")
    assert legal_texts(one_card) == ["bid pass", "bid board"]


def test_rule_b_bid_zero_is_not_a_bid() -> None:
    """RULES B: `bid 0` is not a bid (pass is)."""
    from backalley import MalformedNotationError

    with pytest.raises(MalformedNotationError, match=r"'bid 0'.*pass"):
        new_game(1).apply("bid 0")


def test_rule_b_bids_need_not_rise() -> None:
    """RULES B: bids need not rise."""
    state, _ = play_all(make_state(FOUR, deal=10, turned="3H"), "bid 3", "bid 1", "bid 2")
    assert [b.notation() for b in state.bids] == ["3", "1", "2"]


def test_rule_b_board_levels_double_triple_quad_by_anyone() -> None:
    """RULES B: a board's level is one more than the boards bid before it, by anyone."""
    state, events = play_all(
        make_state(FOUR, deal=10, turned="3H"), "bid board", "bid board", "bid 2", "bid board"
    )
    assert [e.level for e in events if isinstance(e, BidMade)] == [1, 2, 0, 3]
    assert state.contract(0) == Contract(board_level=1)  # seat 2's number no longer counts
    assert state.contract(1) == Contract(board_level=3)  # the team's highest board
    quad, _ = play_all(make_state(FOUR, deal=10, turned="3H"), *["bid board"] * 4)
    assert (quad.contract(0), quad.contract(1)) == (Contract(0, 3), Contract(0, 4))


def test_rule_b_team_bid_is_sum_of_numbers_and_may_exceed_cards() -> None:
    """RULES B: the team's bid is the sum of its numbers; it may exceed the cards (then set)."""
    state, _ = play_all(make_state(FOUR, deal=10, turned="3H"), "bid 3", "bid 1", "bid 3", "bid 1")
    assert state.contract(0) == Contract(tricks=6)
    assert contract_points(Contract(tricks=6), 4, 4, Rules()) == -30


def test_rule_b_all_pass_redeal_same_size_next_dealer_not_counted() -> None:
    """RULES B: if all four pass the next dealer deals the same hand size again (not counted)."""
    state = new_game(9)
    new, events = play_all(state, *["bid pass"] * 4)
    assert any(isinstance(e, AllPassed) for e in events)
    assert isinstance(events[-1], Dealt)
    assert (new.deal, new.hand_size, new.redeals) == (1, 13, 1)
    assert new.dealer == (state.dealer + 1) % 4
    assert new.hands != state.hands and new.scores == state.scores
    assert new.turn == (new.dealer + 1) % 4


def test_rule_b_highest_bidder_leads_board_over_numbers() -> None:
    """RULES B, play: the highest bidder leads; board over any number."""
    state, _ = play_all(
        make_state(FOUR, deal=10, turned="3H"), "bid 3", "bid board", "bid 3", "bid 2"
    )
    assert state.leader == 1 and state.turn == 1


def test_rule_b_equal_numbers_first_bidder_leads() -> None:
    """RULES B, play: among equal numbers the first to bid it leads."""
    from backalley.actions import Bid

    bids = tuple(Bid.parse(t) for t in ["2", "3", "1", "3"])
    assert opening_leader(3, bids) == 1  # seat 1 bid 3 before seat 3


def test_rule_b_among_boards_the_last_board_bidder_leads() -> None:
    """RULES B, play: among boards the last to bid board leads."""
    from backalley.actions import Bid

    bids = tuple(Bid.parse(t) for t in ["board", "3", "board", "pass"])
    assert opening_leader(3, bids) == 2


# -- leads -------------------------------------------------------------------------------------


def test_rule_b_first_lead_not_trump_even_by_board_bidder() -> None:
    """RULES B, play: the first lead of a deal may not be a trump, even by a board bidder."""
    state = make_state(FOUR, deal=10, turned="3H", bids="board pass pass pass", leader=0)
    assert legal_texts(state) == ["play 2S"]
    with pytest.raises(IllegalActionError, match=r"first lead.*\(RULES B, play\)"):
        state.apply("play BB")


def test_rule_b_trump_lead_after_trump_in_previous_trick() -> None:
    """RULES B, play: trump may be led if trump was played in the previous trick."""
    hands = ["BB AH 2S", "KS QS JS", "KD QD JD", "KC QC JC"]
    common = {
        "deal": 10,
        "turned": "3H",
        "bids": "2 pass pass 1",
        "leader": 0,
        "taken": (1, 0, 0, 0),
    }
    allowed = make_state(hands, trump_in_last_trick=True, **common)
    assert legal_texts(allowed) == ["play BB", "play AH", "play 2S"]
    refused = make_state(hands, trump_in_last_trick=False, **common)
    assert legal_texts(refused) == ["play 2S"]
    with pytest.raises(IllegalActionError, match=r"previous trick.*\(RULES B, play\)"):
        refused.apply("play AH")


def test_rule_b_trump_lead_by_the_player_who_bid_board_personally() -> None:
    """RULES B, play: the leader who personally bid board may lead trump (not the partner)."""
    hands = ["BB AH 2S", "KS QS JS", "KH QD JD", "KC QC JC"]
    board = make_state(
        hands, deal=10, turned="3H", bids="board pass pass pass", leader=0, taken=(1, 0, 0, 0)
    )
    assert "play AH" in legal_texts(board)
    partner = make_state(
        hands, deal=10, turned="3H", bids="board pass pass pass", leader=2, taken=(0, 0, 1, 0)
    )
    assert legal_texts(partner) == ["play QD", "play JD"]


def test_rule_b_ruling_only_trumps_may_lead_trump() -> None:
    """RULES B, Ruling: a leader holding nothing but trumps may lead one, at any lead."""
    state = make_state(
        ["BB AH KH 2H", "AS KS QS JS", "AD KD QD JD", "AC KC QC JC"],
        deal=10,
        turned="3H",
        bids="1 pass pass pass",
        leader=0,
    )
    assert legal_texts(state) == ["play BB", "play AH", "play KH", "play 2H"]


# -- following ---------------------------------------------------------------------------------


def test_rule_b_follow_suit_if_you_can() -> None:
    """RULES B, play: players follow suit if they can."""
    state = make_state(
        ["2S AD KH 3D", "LB KS 4H JC", "AS 2D QD JD", "9S 5C QC 4C"],
        deal=10,
        turned="3H",
        bids="1 1 pass pass",
        leader=0,
    )
    state, _ = state.apply("play 2S")
    assert legal_texts(state) == ["play KS"]  # LB is a trump, not a spade
    with pytest.raises(IllegalActionError, match=r"must follow suit: you hold a spade"):
        state.apply("play 4H")


def test_rule_b_bloopers_count_as_trump_when_following() -> None:
    """RULES B, play: bloopers count as trump: a trump lead must be followed by a blooper."""
    state = make_state(
        ["AH 3D", "LB JC", "2D JD", "5C 4C"],
        deal=11,
        turned="3H",
        bids="1 pass pass pass",
        leader=0,
        taken=(1, 0, 0, 0),
        trump_in_last_trick=True,
    )
    state, _ = state.apply("play AH")
    assert legal_texts(state) == ["play LB"]
    with pytest.raises(IllegalActionError, match=r"must follow suit: you hold a trump"):
        state.apply("play JC")


def test_rule_b_void_player_may_play_anything() -> None:
    """RULES B, play: a player who cannot follow plays anything, trumps included."""
    state = make_state(
        ["2S AD KH 3D", "LB 5H 4H JC", "AS 2D QD JD", "9S 5C QC 4C"],
        deal=10,
        turned="3H",
        bids="1 1 pass pass",
        leader=0,
    )
    state, _ = state.apply("play 2S")
    assert legal_texts(state) == ["play LB", "play 5H", "play 4H", "play JC"]


def test_rule_b_highest_trump_wins_else_highest_of_suit_led_winner_leads() -> None:
    """RULES B, play: the highest trump wins the trick, else the highest card of the suit led;
    the winner leads next."""
    state = make_state(
        ["2S AD KH 3D", "5S 2H 4H JC", "AS 2D QD JD", "9S 5C QC 4C"],
        deal=10,
        turned="3H",
        bids="1 1 pass pass",
        leader=0,
    )
    trumped, _ = play_all(state, "play 3D", "play 2H", "play QD", "play 4C")
    assert trumped.taken == (0, 1, 0, 0) and trumped.leader == 1 and trumped.turn == 1
    assert trumped.trump_in_last_trick
    plain, _ = play_all(state, "play 2S", "play 5S", "play AS", "play 9S")
    assert plain.taken == (0, 0, 1, 0) and plain.turn == 2
    assert not plain.trump_in_last_trick


def _blooper_lead(blooper: str) -> object:
    # Seat 0 leads after a trick in which trump was played.
    return make_state(
        [f"{blooper} 2S 3S", "AH 3H 2C", "KH 4H 2D", "9S 5C 4C"],
        deal=10,
        turned="2H",
        bids="1 1 pass pass",
        leader=0,
        taken=(1, 0, 0, 0),
        trump_in_last_trick=True,
    )


def test_rule_b_big_blooper_led_everyone_plays_highest_trump() -> None:
    """RULES B, play: when the Big Blooper is led every player must play their highest trump,
    the partner included; a player without trump plays anything."""
    state, _ = _blooper_lead("BB").apply("play BB")
    assert legal_texts(state) == ["play AH"]
    with pytest.raises(IllegalActionError, match=r"Big Blooper was led.*highest trump, AH"):
        state.apply("play 3H")
    state, _ = state.apply("play AH")
    assert legal_texts(state) == ["play KH"]  # the partner is bound too
    state, _ = state.apply("play KH")
    assert legal_texts(state) == ["play 9S", "play 5C", "play 4C"]


def test_rule_b_little_blooper_led_everyone_plays_lowest_trump() -> None:
    """RULES B, play: when the Little Blooper is led every player must play their lowest trump."""
    state, _ = _blooper_lead("LB").apply("play LB")
    assert legal_texts(state) == ["play 3H"]
    with pytest.raises(IllegalActionError, match=r"Little Blooper was led.*lowest trump, 3H"):
        state.apply("play AH")
    state, _ = play_all(state, "play 3H", "play 4H", "play 9S")
    assert state.taken == (2, 0, 0, 0)


def test_rule_b_card_must_be_in_hand() -> None:
    """RULES B, play: a player plays a card from their own hand."""
    state = make_state(FOUR, deal=10, turned="3H", bids="1 pass pass pass", leader=0)
    with pytest.raises(IllegalActionError, match=r"'play AS'.*does not hold AS"):
        state.apply("play AS")


def test_rule_b_no_card_play_while_bidding() -> None:
    """RULES B, bidding: cards are played after every player has bid."""
    with pytest.raises(IllegalActionError, match=r"must bid first"):
        make_state(FOUR, deal=10, turned="3H").apply("play 2S")


# -- scoring -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("contract", "tricks", "size", "points"),
    [
        (Contract(tricks=4), 6, 13, 22),  # issue 7: bid 4 takes 6 -> +22
        (Contract(tricks=4), 3, 13, -20),  # bid 4 takes 3 -> -20
        (Contract(tricks=0), 2, 13, 2),  # both pass, take 2 -> +2
        (Contract(board_level=1), 5, 5, 50),  # board on a 5-card deal made -> +50
        (Contract(board_level=1), 4, 5, -50),  # missed -> -50
        (Contract(board_level=2), 5, 5, 100),  # double board on 5 made -> +100
    ],
)
def test_rule_b_scoring_examples(contract: Contract, tricks: int, size: int, points: int) -> None:
    """RULES B, scoring: 5 per trick bid + 1 per trick over, else -5 per trick bid; board 10 per
    trick of the deal times the level, won or lost."""
    assert contract_points(contract, tricks, size, Rules()) == points


def test_rule_b_scoring_triple_and_quad_board_and_exact_bid() -> None:
    """RULES B, scoring: triple board x3, quad x4; a bid made exactly scores 5 per trick."""
    assert contract_points(Contract(board_level=3), 2, 2, Rules()) == 60
    assert contract_points(Contract(board_level=4), 1, 2, Rules()) == -80
    assert contract_points(Contract(tricks=3), 3, 7, Rules()) == 15


def test_rule_b_both_teams_board_each_scored_on_its_own() -> None:
    """RULES B: when both teams bid board, each team's board is scored on its own."""
    state = make_state(["BB", "AS", "KS", "QS"], deal=13, turned="2H")
    state, events = play_all(
        state,
        "bid board",
        "bid board",
        "bid board",
        "bid board",
        "play QS",
        "play BB",
        "play AS",
        "play KS",
    )
    scored = next(e for e in events if isinstance(e, DealScored))
    assert scored.points == (30, -40)  # team 0 triple made, team 1 quad missed
    assert state.deal == 14 and state.scores == (30, -40)
    # RULES B, state file: trump_in_last_trick is false again at the start of every deal.
    assert not state.trump_in_last_trick and state.bids == ()


def test_rule_options_trick_value_3_and_doubling_boards() -> None:
    """Rule options: 3 points per trick bid; doubling boards x2, x4, x8."""
    three = Rules(trick_value=3)
    assert contract_points(Contract(tricks=4), 6, 13, three) == 14
    assert contract_points(Contract(tricks=4), 3, 13, three) == -12
    doubling = Rules(board_scale=BoardScale.DOUBLING)
    assert [contract_points(Contract(board_level=k), 5, 5, doubling) for k in (1, 2, 3, 4)] == [
        50,
        100,
        200,
        400,
    ]


# -- end of the game ---------------------------------------------------------------------------


def _last_trick(scores: tuple[int, int]) -> object:
    # Deal 25 (13 cards), 12 tricks taken: seat 0 and seat 1 bid 1 each.
    return make_state(
        ["AS", "KS", "QS", "JS"],
        deal=25,
        turned="2H",
        bids="1 1 pass pass",
        leader=0,
        taken=(6, 6, 0, 0),
        scores=scores,
    )


def test_rule_b_end_after_25_deals_more_points_wins() -> None:
    """RULES B: the team with more points after 25 deals wins; the game then refuses actions."""
    state, events = play_all(_last_trick((0, 0)), "play AS", "play KS", "play QS", "play JS")
    assert isinstance(events[-1], GameOver)
    assert state.scores == (11, 10) and state.winner == 0 and state.phase is Phase.OVER
    assert state.legal_actions() == ()
    with pytest.raises(IllegalActionError, match=r"game is over"):
        state.apply("bid pass")


def test_rule_b_ruling_equal_totals_are_a_draw() -> None:
    """RULES B, Ruling: equal totals after 25 deals are a draw."""
    state, _ = play_all(_last_trick((0, 1)), "play AS", "play KS", "play QS", "play JS")
    assert state.scores == (11, 11) and state.winner == "draw"


def test_rule_b_game_has_25_counted_deals() -> None:
    """RULES B: 25 deals, redeals not counted; the final state has a winner."""
    from backalley.bots import make_bot, play_game

    bot = make_bot("random", 4)
    record, events = play_game(new_game(4), (bot, bot, bot, bot))
    assert record.deals == 25
    assert [e.deal for e in events if isinstance(e, DealScored)] == list(range(1, 26))
    a, b = record.final.scores  # more points wins; Ruling: equal totals are a draw
    assert record.final.winner == (0 if a > b else 1 if b > a else "draw")


def test_cards_helper_reads_notation() -> None:
    """Notation (RULES B): the test helper reads cards the engine's way."""
    assert cards("10H BB") == (Card.parse("10H"), BIG_BLOOPER)


def test_rule_b_no_card_is_legal_while_bidding_or_after_the_end() -> None:
    """RULES B, bidding: cards are played only after all four bid (legal_cards is empty)."""
    from backalley.play import legal_cards

    state = new_game(3)
    assert state.phase is Phase.BIDDING and legal_cards(state) == ()
    for text in ["bid 2", "bid pass", "bid 1"]:
        state, _ = state.apply(text)
        assert legal_cards(state) == ()
    state, _ = state.apply("bid pass")
    assert legal_cards(state) and set(legal_cards(state)) <= set(state.hands[state.turn])
