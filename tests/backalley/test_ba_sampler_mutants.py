"""The sampling and heuristic players, pinned where a mutation run found them untested: what a
seat may infer (RULES B: hand sizes, follow suit, blooper duties), how sampled deals fill the
other hands, and the documented weights of the players' hand estimates.

Each expected value is reasoned here from the rule book or from the docstring of the function
on a small constructed position, never read from the player's own output.
"""

from __future__ import annotations

import random

import pytest
from ba_helpers import make_state

from backalley.bots import view_for
from backalley.cards import DECK, Card, Suit
from backalley.sampler import _INDEX, TRUMP, World, knowledge, sample_hands

# Deal 12 (2 cards each), hearts trump, dealer 3: you (seat 0) bid 1, the highest, and lead
# the ace of spades; Left is to play.
MID_TRICK = make_state(
    ["2C", "3S 4D", "5S 6D", "7S 8D"],
    deal=12,
    turned="2H",
    bids="1 pass pass pass",
    leader=0,
    trick="AS",
)


def test_rule_b_a_seat_counts_the_cards_left_in_each_other_hand() -> None:
    """RULES B, play: each player plays one card a trick, so mid-trick the leader holds one card
    fewer than those still to play (seen from Partner, who has not played yet either)."""
    know = knowledge(view_for(MID_TRICK, 2))
    assert know.counts == {0: 1, 1: 2, 3: 2}
    hands = sample_hands(view_for(MID_TRICK, 2), know, random.Random(1))
    assert [len(h) for h in hands] == [1, 2, 2, 2]
    # Before anyone plays to a trick every hand is whole.
    lead = make_state(
        ["2C AS", "3S 4D", "5S 6D", "7S 8D"],
        deal=12,
        turned="2H",
        bids="1 pass pass pass",
        leader=0,
    )
    assert knowledge(view_for(lead, 2)).counts == {0: 2, 1: 2, 3: 2}


def test_sampled_hands_drop_the_constraints_on_the_last_try() -> None:
    """sample_hands: when no deal fits what the seats showed (a hand-made position), the last
    try deals without constraints, so every hand still gets its number of cards."""
    view = view_for(MID_TRICK, 2)
    know = knowledge(view)
    # Nobody may hold any card at all: no deal fits.
    know.voids = {seat: {*Suit, TRUMP} for seat in (0, 1, 3)}
    for tries in (0, 1, 3):
        hands = sample_hands(view, know, random.Random(tries), tries=tries)
        assert [len(h) for h in hands] == [1, 2, 2, 2]


# -- the play-out model (``World``): cards as deck indexes, hearts trump ----------------------


def _ids(text: str) -> list[int]:
    return [_INDEX[Card.parse(word)] for word in text.split()]


RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]


def _cards(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


def _names(cards: list[int]) -> list[str]:
    return [str(DECK[c]) for c in cards]


def world(
    hands: list[str],
    *,
    trick: str = "",
    leader: int = 0,
    trump: Suit | None = Suit.HEARTS,
    trump_last: bool = False,
    first_trick: bool = False,
    boards: frozenset[int] = frozenset(),
) -> World:
    """A fully known deal in progress from notation (the trick's cards are off the hands)."""
    return World(
        [_ids(h) for h in hands],
        _ids(trick),
        leader,
        [0, 0, 0, 0],
        trump,
        trump_last,
        first_trick,
        boards,
    )


def test_rule_b_play_a_trick_goes_to_its_winner_who_may_then_lead_trump_after_a_ruff() -> None:
    """RULES B, play: the highest trump wins and its player leads next; after a trick with a
    trump in it, the next leader may lead trump (no longer the deal's first lead)."""
    w = world(["AS 3H 4C", "KS 5C 6C", "2H 7C 8C", "QS 9C 10C"], first_trick=True)
    for card in ("AS", "KS", "2H", "QS"):
        w.play(_INDEX[Card.parse(card)])
    assert w.leader == 2 and w.taken == [0, 0, 1, 0] and w.trick == []
    assert w.trump_last is True and w.first_trick is False
    # Partner holds trump and clubs: after the trump in the last trick either may be led.
    w.hands[2] = _ids("3H 7C")
    assert sorted(_names(w.legal())) == ["3H", "7C"]
    # A trick without trump: the next lead may not be a trump (Partner bid no board).
    plain = world(["AS 3H 4C", "KS 5C 6C", "2S 7C 8C", "QS 9C 10C"])
    for card in ("AS", "KS", "2S", "QS"):
        plain.play(_INDEX[Card.parse(card)])
    assert plain.leader == 0 and plain.trump_last is False
    assert _names(plain.legal()) == ["4C"]
    plain.hands[0] = _ids("3H")
    assert _names(plain.legal()) == ["3H"]  # RULES B ruling: only trumps left, one may lead


def test_play_out_gives_away_the_lowest_plain_card_before_any_trump() -> None:
    """World._low: the cheapest card to throw is the lowest non-trump, else the lowest trump."""
    w = world(["2H 9C 5D", "", "", ""])
    assert _names([w._low(_ids("2H 9C 5D"))]) == ["5D"]
    assert _names([w._low(_ids("9H 2H"))]) == ["2H"]


def test_greedy_play_out_leads_its_highest_sure_winner() -> None:
    """World.greedy: lead high, a card no other hand can beat in its suit, else the lowest."""
    w = world(["AS KS 3D 4D", "2S 5D 6D 7D", "3S 8D 9D 10D", "4S JD QD KD"])
    assert _names([w.greedy()]) == ["AS"]
    nothing_sure = world(["QS 3D", "AS 5D", "KS 8D", "2S JD"])
    assert _names([nothing_sure.greedy()]) == ["3D"]


def test_greedy_play_out_follows_cheaply_and_never_overtakes_its_partner() -> None:
    """World.greedy: win as cheaply as possible; if the partner is winning, throw low."""
    # Seat 1 leads 3S, seat 2 (an opponent of seat 3) plays 5S; seat 3 holds QS KS 2D: the
    # queen wins cheapest.
    w = world(["", "", "", "QS KS 2D"], trick="3S 5S", leader=1)
    assert _names([w.greedy()]) == ["QS"]
    # Seat 0 leads 5S, seat 1 (its partner is seat 3) takes the lead with KS, seat 2 plays
    # 2S; seat 3 holds AS 3S and sees its partner winning: 3S, not the ace.
    w = world(["", "", "", "AS 3S 9C"], trick="5S KS 2S", leader=0)
    assert _names([w.greedy()]) == ["3S"]
    # The same seat with an opponent winning takes the trick with the ace.
    w = world(["", "", "", "AS 3S 9C"], trick="KS 5S 2S", leader=0)
    assert _names([w.greedy()]) == ["AS"]


def _key_of(suit: Suit) -> int:
    return list(Suit).index(suit)


def test_a_hand_profile_is_its_top_rank_per_suit_and_its_lowest_trump() -> None:
    """World.profile: a hand's highest rank per suit key (trump, bloopers included, is key 4;
    0: none) and its lowest trump rank (0: none)."""
    w = world(["AS 9S 3H KH 5D", "BB 2H", "AS", ""], trump=Suit.HEARTS)
    w.hands[2] = _ids("QC 4D")
    top, low = w.profile(0)
    expected = [0, 0, 0, 0, 13]
    expected[_key_of(Suit.SPADES)], expected[_key_of(Suit.DIAMONDS)] = 14, 5
    assert (top, low) == (expected, 3)
    assert w.profile(1) == ([0, 0, 0, 0, 16], 2)  # the Big Blooper is the top trump
    clubs_diamonds = [0, 0, 0, 0, 0]
    clubs_diamonds[_key_of(Suit.CLUBS)], clubs_diamonds[_key_of(Suit.DIAMONDS)] = 12, 4
    assert w.profile(2) == (clubs_diamonds, 0)
    w.hands[3] = _ids("9H 3H 7H")
    assert w.profile(3)[1] == 3


def test_rule_b_reply_power_follows_the_duties_and_the_suit_led() -> None:
    """World.reply_power, RULES B play: on the Big Blooper a hand must give its highest trump,
    on the Little its lowest; otherwise it follows suit with its best card, or ruffs with its
    top trump when void; with neither it cannot win (0)."""
    w = world(["", "", "", ""], trump=Suit.HEARTS)
    w.hands[1] = _ids("KH 3H 9S 2S")
    profile = w.profile(1)
    big, little = _ids("BB LB")
    assert w.reply_power(profile, big) == 100 + 13
    assert w.reply_power(profile, little) == 100 + 3
    assert w.reply_power(profile, _INDEX[Card.parse("AS")]) == 9  # follows with the 9
    assert w.reply_power(profile, _INDEX[Card.parse("5H")]) == 100 + 13  # trump led
    assert w.reply_power(profile, _INDEX[Card.parse("5D")]) == 100 + 13  # void: ruffs
    w.hands[2] = _ids("9S 2D")
    plain = w.profile(2)
    assert w.reply_power(plain, big) == 0 and w.reply_power(plain, little) == 0
    assert w.reply_power(plain, _INDEX[Card.parse("5C")]) == 0  # void, no trump: cannot win


def test_careful_play_out_leads_a_sure_winner_else_low_to_the_partner() -> None:
    """World.careful: lead a sure winner (no opponent can beat it), else low to a suit the
    partner wins, else the lowest card; both opponents count, the partner is not one."""
    # Seat 0 holds AS 2C; the ace of spades is sure (Right's king is lower).
    sure = world(["AS 2C", "3S 4C", "5S 6C", "KS 7C"])
    assert _names([sure.careful()]) == ["AS"]
    # Right holds the ace: the king is not sure, nor is the 2 of clubs; throw the club.
    beaten = world(["KS 2C", "3S 4C", "5S 6C", "AS 7C"])
    assert _names([beaten.careful()]) == ["2C"]
    # Partner holds the ace over Left's king: lead the queen for the partner to win.
    feed = world(["QS 2C", "KS 4C", "AS 6C", "3S 7C"])
    assert _names([feed.careful()]) == ["QS"]


def test_careful_play_out_leads_plain_winners_before_trump_ones_highest_first() -> None:
    """World.careful: among sure winners a plain card before a trump (trumps are kept to
    ruff), and the highest of them."""
    # A trump was played in the last trick, so the ace of hearts may be led too.
    w = world(["AS KS AH 2C", "3S 4C 5C 6C", "5S 7C 8C 9C", "4S 10C JC QC"], trump_last=True)
    assert sorted(_names(w.legal())) == ["2C", "AH", "AS", "KS"]
    assert _names([w.careful()]) == ["AS"]


def test_careful_play_out_follows_last_or_under_a_partner_who_keeps_the_trick() -> None:
    """World.careful: the last to play fears nobody after it; a partner winning the trick is
    not overtaken; else the cheapest card no later opponent can beat."""
    # Seat 3 plays last to 5S 3S 2S: the king wins for sure, whatever the leader still holds.
    last = world(["AS", "", "", "KS 4S 9C"], trick="5S 3S 2S", leader=0)
    assert _names([last.careful()]) == ["KS"]
    # Partner (seat 1) keeps the trick with the king: seat 3 plays low, not its ace.
    under = world(["", "", "", "AS 3S 9C"], trick="5S KS 2S", leader=0)
    assert _names([under.careful()]) == ["3S"]
    # Seat 1 plays second to 5S; Left (seat 2) holds the queen: the king is the cheapest card
    # it cannot beat.
    second = world(["", "AS KS 3S", "QS 2D", "4S"], trick="5S", leader=0)
    assert _names([second.careful()]) == ["KS"]


def test_rule_b_scoring_a_sure_board_after_a_board_is_valued_as_a_double_board() -> None:
    """RULES B, bidding and scoring: a second board is a double board, 10 a trick times 2 when
    made. Holding the Big Blooper on the one-card deal, the trick is sure (the board bidder
    leads it: only trumps in hand may lead one), so the board is worth 10 x 1 x 2 = 20."""
    from backalley.actions import BOARD, BidAction
    from backalley.sampler import SamplerBot

    state = make_state(["2C", "BB", "3C", "4C"], deal=13, turned="5D", bids="board")
    values = SamplerBot(seed=0, bid_samples=4).bid_values(view_for(state, 1))
    assert values[BidAction(BOARD)] == 20.0


def _scores(*rows: list[float]) -> dict[Card, list[float]]:
    return {DECK[10 + i]: list(row) for i, row in enumerate(rows)}


def test_sampling_stops_when_the_best_card_leads_by_two_standard_errors() -> None:
    """_settled: the best card's lead over the next, deal by deal, must be clear: mean squared
    above 4 x variance / n (two standard errors, the sample variance over n - 1), or the two
    cards score the same on every deal."""
    from backalley.sampler import _settled

    assert _settled(_scores([1, -1, 1, -1], [1, -1, 1, -1]))  # identical deal by deal
    # Leads 9, 1, 9, 1: mean 5, variance 64/3, 25 > 64/3: clear.
    assert _settled(_scores([9, 1, 9, 1], [0, 0, 0, 0]))
    # Leads 8, 0, 8, 0: mean 4, variance 64/3, 16 < 64/3: not yet.
    assert not _settled(_scores([8, 0, 8, 0], [0, 0, 0, 0]))
    # Two deals, leads 3 and 1: mean 2, variance 2, 4 x 2 / 2 = 4 = 2 squared: not clear.
    assert not _settled(_scores([3, 1], [0, 0]))
    # Only the best two count: the two worst being identical settles nothing.
    assert not _settled(_scores([8, 0, 8, 0], [0, 0, 0, 0], [0, 0, 0, 0]))


# -- the seat's view (bots.SeatView) -----------------------------------------------------------


def test_rule_b_a_seat_sees_every_bid_made_and_each_teams_contract() -> None:
    """RULES B, bidding: a team's bid is the sum of its partners' numbers, or its highest
    board level (a second board is a double); seats that have not bid show no bid."""
    from backalley.state import Contract

    hands = ["3C 4C", "5C 6C", "7C 8C", "9C 10C"]
    # Dealer 3: seat 0 bids first. Seat 0 bids 1, seat 1 board, seat 2 pass, seat 3 1.
    state = make_state(hands, deal=12, bids="1 board pass 1", leader=1)
    view = view_for(state, 2)
    assert [str(view.bid_of(s)) for s in range(4)] == [str(b) for b in state.bids]
    assert view.contract(0) == Contract(tricks=1) and view.contract(1) == Contract(0, 1)
    # Seat 0 board, seat 2 board (a double board): team 0's bid is the double board.
    double = view_for(make_state(hands, deal=12, bids="board pass board pass", leader=2), 1)
    assert double.contract(0) == Contract(tricks=0, board_level=2)
    assert double.contract(1) == Contract(tricks=0, board_level=0)
    # While bidding: seats that have not bid yet show None.
    early = view_for(make_state(hands, deal=12, bids="1"), 1)
    assert early.bid_of(0) is not None and early.bid_of(1) is None and early.bid_of(3) is None
    assert early.contract(0) == Contract(tricks=1) and early.contract(1) == Contract()


def test_rule_b_a_void_shown_in_the_first_trick_is_known_at_once() -> None:
    """RULES B, play: a player who does not follow suit has none of it. In the deal's first
    trick (nothing recorded yet) the cards on the table already show it."""
    state = make_state(
        ["2C", "3C", "5S 6D", "7S 8D"],
        deal=12,
        turned="2H",
        bids="1 pass pass pass",
        leader=0,
        trick="AS 4D",
    )
    view = view_for(state, 2)
    assert view.history_known
    assert knowledge(view).voids == {1: {Suit.SPADES}}


# -- how sampled deals are weighed -------------------------------------------------------------


def test_the_most_constrained_seat_is_dealt_first() -> None:
    """_bans: the other seats, most constrained first (each void, trump cap and trump floor
    is one constraint), so a sampled deal rarely paints itself into a corner."""
    from backalley.sampler import _bans

    view = view_for(MID_TRICK, 2)
    know = knowledge(view)
    know.voids = {3: {Suit.CLUBS}}
    know.trump_cap = {1: 10}
    know.trump_floor = {1: 3}
    assert _bans(view, know)[0] == [1, 3, 0]
    know = knowledge(view)
    know.trump_floor = {0: 3}
    assert _bans(view, know)[0][0] == 0
    know = knowledge(view)
    know.trump_cap = {3: 9}
    assert _bans(view, know)[0][0] == 3


def test_hand_strength_counts_top_trumps_trump_length_side_aces_and_guarded_kings() -> None:
    """hand_strength: a blooper 1, the trump ace 0.9, the trump king or queen 0.6; a lower
    trump 0.35 when the hand holds at least 3 + p // 2 trumps, p its place from the highest
    (0); a side ace 0.85 and a side king with another card of its suit 0.45."""
    from backalley.sampler import hand_strength

    hearts = Suit.HEARTS
    assert hand_strength(_cards("BB"), hearts) == 1.0
    assert hand_strength(_cards("QH"), hearts) == 0.6
    assert hand_strength(_cards("KH"), hearts) == 0.6
    # AH 0.9; 3H is the second of three trumps (3 >= 3): 0.35; 2H the third (3 < 4): nothing.
    assert round(hand_strength(_cards("AH 3H 2H"), hearts), 6) == 1.25
    assert round(hand_strength(_cards("AH 4H 3H 2H"), hearts), 6) == round(0.9 + 3 * 0.35, 6)
    # Side suits: the ace of spades with a low spade, the king of diamonds guarded.
    assert round(hand_strength(_cards("5S AS KD 4D"), hearts), 6) == 1.3
    assert hand_strength(_cards("KD"), hearts) == 0.0  # a bare king is no trick


def test_a_bid_fits_a_hand_of_its_strength_and_one_sigma_off_fits_e_to_minus_half() -> None:
    """_bid_likelihood: 1 when the hand's strength fits the bid (a pass: strength 1 or less;
    a number: that many tricks; a board: 0.6 of the hand size or more), falling as a normal
    curve of width BID_SIGMA: one BID_SIGMA off gives exp(-1/2)."""
    import math

    from backalley.actions import BOARD, PASS, Bid
    from backalley.sampler import BID_SIGMA, _bid_likelihood

    assert _bid_likelihood(PASS, 0.5, 13) == 1.0
    assert _bid_likelihood(PASS, 1.0, 13) == 1.0
    assert math.isclose(_bid_likelihood(PASS, 1.0 + BID_SIGMA, 13), math.exp(-0.5))
    assert _bid_likelihood(Bid(3), 3.0, 13) == 1.0
    assert math.isclose(_bid_likelihood(Bid(3), 3.0 - BID_SIGMA, 13), math.exp(-0.5))
    assert _bid_likelihood(BOARD, 6.0, 10) == 1.0
    assert math.isclose(_bid_likelihood(BOARD, 6.0 - BID_SIGMA, 10), math.exp(-0.5))


def test_with_no_bid_to_weigh_by_the_sampled_deals_are_drawn_directly() -> None:
    """sample_deals: deals are weighed by how well each hand fits its holder's bid; before
    anyone else has bid there is nothing to weigh, and the deals are drawn one by one."""
    from backalley.sampler import sample_deals

    state = make_state(["3C 4C", "5C 6C", "7C 8C", "9C 10C"], deal=12)  # seat 0 bids first
    view = view_for(state, 0)
    know = knowledge(view)
    direct = [sample_hands(view, know, random.Random(5)) for _ in range(1)]
    rng = random.Random(5)
    expected = [sample_hands(view, know, rng) for _ in range(3)]
    assert sample_deals(view, know, random.Random(5), 3) == expected
    assert expected[0] == direct[0]


# -- the heuristic player's card sense (bots) --------------------------------------------------


def test_rule_b_heuristic_card_power_trump_above_the_suit_led_above_the_rest() -> None:
    """bots._power, RULES B play: any trump beats every plain card and a higher trump a lower
    one; a card of the suit led counts its rank; another plain card cannot win (0)."""
    from backalley.bots import _power

    view = view_for(MID_TRICK, 1)  # hearts trump
    led = Card.parse("5S")
    powers = {text: _power(view, Card.parse(text), led) for text in ("2H", "AH", "BB", "KS", "4D")}
    assert powers["BB"] > powers["AH"] > powers["2H"] > powers["KS"] > powers["4D"] == 0
    assert powers["KS"] == 13


def test_heuristic_counts_the_unseen_cards_that_beat_a_card() -> None:
    """bots._higher_unseen: how many unseen cards of the card's own kind beat it: trumps (the
    bloopers included) for a trump, higher cards of its suit for a plain card."""
    from backalley.bots import _higher_unseen

    view = view_for(MID_TRICK, 1)  # hearts trump
    unseen = frozenset(_cards("BB KH 5H AS 2S 9H"))
    assert _higher_unseen(view, Card.parse("QH"), unseen) == 2  # BB and KH
    assert _higher_unseen(view, Card.parse("AH"), unseen) == 1  # BB
    assert _higher_unseen(view, Card.parse("3S"), unseen) == 1  # AS, not the trumps
    assert _higher_unseen(view, Card.parse("AS"), unseen - {Card.parse("AS")}) == 0


def test_a_view_made_without_saying_knows_the_order_of_the_cards_played() -> None:
    """SeatView: the order of this deal's tricks is known unless the view says it came from
    the seed (a file without ``played``); a view built from a state with no trick taken yet
    knows it too."""
    from dataclasses import fields

    from backalley.bots import SeatView

    view = view_for(MID_TRICK, 1)
    given = {f.name: getattr(view, f.name) for f in fields(SeatView) if f.name != "history_known"}
    assert SeatView(**given).history_known is True


def test_heuristic_estimate_counts_sure_and_likely_tricks() -> None:
    """HeuristicBot.estimate: a card is in danger by (unseen cards that beat it) x (the share
    of unseen cards the opponents hold); a trump in danger under 0.25 is a sure trick (1),
    else it is worth 0.8 - 0.3 x danger (not below 0); a side suit's top card under 0.25 is
    worth 1 (0.6 in a suit longer than 4), its first two cards under 1 danger 0.4 if the suit
    has two or more."""
    from backalley.bots import HeuristicBot

    # Deal 8 (6 cards), hearts trump, seat 0 to bid first: 47 unseen cards (54 less 6 in
    # hand and the turned 2H), 12 of them held by the opponents: share 12/47.
    state = make_state(
        ["BB KH AS 5S KD 3D", "2S 3S 4S 2C 3C 4C", "6C 7C 8C 9C 10C JC", "QC KC AC 4D 5D 6D"],
        deal=8,
        turned="2H",
    )
    share = 12 / 47
    expected, sure = HeuristicBot().estimate(view_for(state, 0))
    big = 1.0  # nothing beats the Big Blooper: sure
    king = 0.8 - 0.3 * 2 * share  # LB and AH beat it: danger 0.51
    ace = 1.0  # the ace of spades, top of a two-card suit
    five = 0.0  # eight spades beat it
    king_d = 0.4  # only AD beats it: danger 0.255, not sure, but under 1 in a two-card suit
    three_d = 0.0
    assert sure == 1
    assert abs(expected - (big + king + ace + five + king_d + three_d)) < 1e-9
    # Deal 1, no trump in hand: a side ace is worth 1 in a suit of four, 0.6 in one of five
    # (long suits get ruffed); low cards with nine higher ones unseen are worth nothing.
    long = make_state(["AS 4S 3S 2S AD 5D 4D 3D 2D 2C 3C 4C 5C", *OTHERS_13], deal=1, turned="2H")
    assert HeuristicBot().estimate(view_for(long, 0)) == (1.0 + 0.6, 0)
    # AS KS: the ace is the top card (1); the king, second of the suit, is beaten by no unseen
    # card but is no top card: 0.4.
    two = make_state(["AS KS", "2C 3C", "4C 5C", "6C 7C"], deal=12, turned="2H")
    assert HeuristicBot().estimate(view_for(two, 0)) == (1.0 + 0.4, 0)
    # AS KS QS: the queen, third of its suit, adds nothing.
    three = make_state(["AS KS QS", "2C 3C 4C", "5C 6C 7C", "8C 9C 10C"], deal=11, turned="2H")
    assert HeuristicBot().estimate(view_for(three, 0)) == (1.0 + 0.4, 0)


# The other three hands of a deal 1 whose seat 0 holds AS 4S 3S 2S AD 5D 4D 3D 2D 2C 3C 4C 5C.
OTHERS_13 = [
    "KS QS JS 10S 9S 8S 7S 6S 5S KD QD JD 10D",
    "9D 8D 7D 6D AC KC QC JC 10C 9C 8C 7C 6C",
    "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H BB",
]


def test_heuristic_bids_its_rounded_estimate_within_what_the_partner_left() -> None:
    """HeuristicBot.choose_bid: the estimate rounded up from .65, and, after the partner's
    number, at most the tricks the deal has left less one (so the team is not set by itself);
    RULES B bidding: a number from 1 to cards in hand - 1, else pass."""
    from backalley.bots import HeuristicBot

    bot = HeuristicBot()
    # Deal 8 (6 cards), hearts trump. AS 1, KS 0.4 (second of its suit, nothing unseen above
    # it), QD 0.4 (AD and KD unseen above it: danger 2 x 12/47), the rest nothing: 1.8.
    hand = "AS KS QD 3D 2C 3C"
    others = ["4S 5S 6S 7S 8S 9S", "10S JS 4D 5D 6D 7D", "8D 9D 10D JD 4C 5C"]
    first = make_state([hand, *others], deal=8, turned="2H")
    assert abs(bot.estimate(view_for(first, 0))[0] - 1.8) < 1e-9
    assert str(bot.choose(view_for(first, 0))) == "bid 2"  # 1.8 rounds to 2
    # The same hand as seat 2, after its partner (seat 0) bid: 6 cards less 2 less 1 leaves 3,
    # so 2 stands; after a partner's 3, only 2 are left.
    as_partner = make_state(
        [others[0], others[1], hand, others[2]], deal=8, turned="2H", bids="2 pass"
    )
    assert str(bot.choose(view_for(as_partner, 2))) == "bid 2"
    after_three = make_state(
        [others[0], others[1], hand, others[2]], deal=8, turned="2H", bids="3 pass"
    )
    assert str(bot.choose(view_for(after_three, 2))) == "bid 2"
    after_four = make_state(
        [others[0], others[1], hand, others[2]], deal=8, turned="2H", bids="4 pass"
    )
    assert str(bot.choose(view_for(after_four, 2))) == "bid 1"
    # Deal 12 (2 cards): AS KS is 1.4, but after the partner's 1 nothing is left: pass.
    two = make_state(["2D 3D", "2C 3C", "AS KS", "4C 5C"], deal=12, turned="2H", bids="1 pass")
    assert str(bot.choose(view_for(two, 2))) == "bid pass"


def test_heuristic_gives_away_its_lowest_plain_card_before_a_trump() -> None:
    """HeuristicBot._low: the cheapest card to give away is the lowest non-trump, else the
    lowest trump."""
    from backalley.bots import HeuristicBot

    view = view_for(MID_TRICK, 1)  # hearts trump
    assert str(HeuristicBot()._low(view, _cards("2H 9C 5D"))) == "5D"
    assert str(HeuristicBot()._low(view, _cards("9H 2H"))) == "2H"


def test_rule_b_heuristic_with_only_trumps_and_the_big_blooper_out_leads_low() -> None:
    """HeuristicBot.lead, RULES B play: a leader holding only trumps may lead one. The Little
    Blooper is worth leading only while another trump than the Big Blooper is out (on its
    lead a Big Blooper holder must give its lowest trump, but the Big Blooper alone beats it);
    with no sure trump and no plain card, the lowest trump goes."""
    from backalley.bots import HeuristicBot

    spades = " ".join(f"{r}S" for r in RANKS)
    diamonds = spades.replace("S", "D")
    clubs = spades.replace("S", "C")
    # Deal 1: you hold the Little Blooper and every heart but the turned 2H; the Big Blooper
    # is the one card left in the stock, unseen.
    hand = "LB AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H"
    state = make_state(
        [hand, spades, diamonds, clubs], deal=1, turned="2H", bids="1 pass pass pass", leader=0
    )
    assert str(HeuristicBot().choose(view_for(state, 0))) == "play 3H"


def test_heuristic_leads_a_sure_plain_winner_else_its_lowest_card() -> None:
    """HeuristicBot.lead: a plain card no unseen card beats is led (the highest such), else
    the lowest card goes; a trump that unseen trumps beat is no card to draw trumps with."""
    from backalley.bots import HeuristicBot

    bot = HeuristicBot()
    others = ["4C 5C", "6C 7C", "8C 9C"]
    ace = make_state(["AS 2C", *others], deal=12, turned="2H", bids="1 pass pass pass", leader=0)
    assert str(bot.choose(view_for(ace, 0))) == "play AS"
    king = make_state(["KS 3C", *others], deal=12, turned="2H", bids="1 pass pass pass", leader=0)
    assert str(bot.choose(view_for(king, 0))) == "play 3C"  # the ace of spades is unseen
    # After a trick with trump in it you may lead the king of hearts, but the ace and both
    # bloopers are unseen: no trump to draw with, and the queen of spades is no sure winner.
    later = make_state(
        ["KH QS", "2C 3C", "4C 5C", "6C 7C"],
        deal=11,
        turned="2H",
        bids="1 pass pass pass",
        leader=0,
        taken=(1, 0, 0, 0),
        trump_in_last_trick=True,
    )
    assert str(bot.choose(view_for(later, 0))) == "play QS"
    # Two sure plain winners (AS, and KS below it): the higher is led first.
    both = make_state(["AS KS", *others], deal=12, turned="2H", bids="1 pass pass pass", leader=0)
    assert str(bot.choose(view_for(both, 0))) == "play AS"


def test_heuristic_follows_with_a_sure_winner_unless_last_to_play() -> None:
    """HeuristicBot.follow (a no-trump deal, so only the suit led wins): before the last seat
    the card nobody unseen can beat is played; the last to play wins as cheaply as it can."""
    from backalley.bots import HeuristicBot

    bot = HeuristicBot()
    # Seat 1 plays second to 5S holding AS QS 2S; the king is unseen: only the ace is sure.
    second = make_state(
        ["6C 7C", "AS QS 2S", "KS 8C 9C", "10C JC QC"],
        deal=11,
        turned="BB",
        bids="1 pass pass pass",
        leader=0,
        trick="5S",
    )
    assert str(bot.choose(view_for(second, 1))) == "play AS"
    # The same as the third seat, after 5S and Left's JS: still only the ace is sure.
    third = make_state(
        ["6C 7C", "8C 9C", "AS QS 2S", "KS 10C JC"],
        deal=11,
        turned="BB",
        bids="1 pass pass pass",
        leader=0,
        trick="5S JS",
    )
    assert str(bot.choose(view_for(third, 2))) == "play AS"
    # You play last to Left's JS, Partner's 3S and Right's 5S: the queen is enough.
    last = make_state(
        ["AS QS 2S", "6C 7C", "8C 9C", "10C JC"],
        deal=11,
        turned="BB",
        bids="pass 1 pass pass",
        leader=1,
        trick="JS 3S 5S",
    )
    assert str(bot.choose(view_for(last, 0))) == "play QS"
    # With Partner's JS winning, you play low: the partner is never overtaken.
    under = make_state(
        ["AS QS 2S", "6C 7C", "8C 9C", "10C JC"],
        deal=11,
        turned="BB",
        bids="pass 1 pass pass",
        leader=1,
        trick="3S JS 5S",
    )
    assert str(bot.choose(view_for(under, 0))) == "play 2S"


def test_heuristic_never_ruffs_a_partners_top_card() -> None:
    """HeuristicBot.follow: a partner winning with a card no unseen card of its suit beats is
    left to win (even if an opponent after might ruff): throw the lowest plain card."""
    from backalley.bots import HeuristicBot

    # You led the ace of spades, Left followed 3S; Partner, out of spades, holds 2H 4C 9D.
    state = make_state(
        ["5C 6C", "7C 8C", "2H 4C 9D", "10C JC QC"],
        deal=11,
        turned="3H",
        bids="1 pass pass pass",
        leader=0,
        trick="AS 3S",
    )
    assert str(HeuristicBot().choose(view_for(state, 2))) == "play 4C"


def test_heuristic_opponents_share_of_the_unseen_cards() -> None:
    """bots._opponent_share: the chance an unseen card is in an opponent's hand: the cards the
    two opponents still hold over all unseen cards (the stock is unseen too)."""
    from backalley.bots import _opponent_share

    # Mid-trick: you led AS and hold 1 card; the others hold 2 each. 54 cards less the
    # turned 2H, the AS on the table and the viewer's 2 leave 50 unseen.
    left = view_for(MID_TRICK, 1)
    assert _opponent_share(left, left.unseen()) == (1 + 2) / 50  # you and Partner
    partner = view_for(MID_TRICK, 2)
    assert _opponent_share(partner, partner.unseen()) == (2 + 2) / 50  # Left and Right
    # Left (seat 1) led AS and holds 1 card: seen from Partner, Left and Right hold 1 + 2.
    led_by_left = make_state(
        ["2C 3D", "3S", "5S 6D", "7S 8D"],
        deal=12,
        turned="2H",
        bids="pass 1 pass pass",
        leader=1,
        trick="AS",
    )
    view = view_for(led_by_left, 2)
    assert _opponent_share(view, view.unseen()) == (1 + 2) / 50
    # After a trick (its cards unknown to this file, so unseen): 2 cards each are left, and
    # 54 less the viewer's 2 and the turned card leave 51 unseen.
    later = make_state(
        ["KH QS", "2C 3C", "4C 5C", "6C 7C"],
        deal=11,
        turned="2H",
        bids="1 pass pass pass",
        leader=0,
        taken=(1, 0, 0, 0),
        trump_in_last_trick=True,
    )
    view = view_for(later, 1)
    assert _opponent_share(view, view.unseen()) == (2 + 2) / 51


def test_heuristic_follows_with_the_cheapest_sure_winner() -> None:
    """HeuristicBot.follow: among cards nobody unseen can beat, the cheapest."""
    from backalley.bots import HeuristicBot

    # No-trump deal; seat 1 second to 5S with AS KS 2S, the queen unseen: both honours are
    # sure, the king is cheaper.
    state = make_state(
        ["6C 7C", "AS KS 2S", "QS 8C 9C", "10C JC QC"],
        deal=11,
        turned="BB",
        bids="1 pass pass pass",
        leader=0,
        trick="5S",
    )
    assert str(HeuristicBot().choose(view_for(state, 1))) == "play KS"


def test_a_game_record_counts_every_bid_and_card() -> None:
    """bots.play_game: the record counts every bid made and card played, and the all-pass
    redeals (RULES B, bidding: they are not among the 25 deals)."""
    from backalley import new_game
    from backalley.bots import RandomBot, play_game
    from backalley.events import AllPassed, BidMade, CardPlayed, DealScored

    record, events = play_game(new_game(2), (RandomBot(1),) * 4)
    told = sum(1 for e in events if isinstance(e, (BidMade, CardPlayed)))
    assert record.actions == told and told > 25 * 4
    redeals = sum(1 for e in events if isinstance(e, AllPassed))
    assert record.redeals == redeals and redeals > 0  # this seeded game has a redeal
    assert record.deals == 25 == sum(1 for e in events if isinstance(e, DealScored))
    assert record.final.is_over


def test_the_sampler_samples_more_batches_only_while_the_best_cards_are_close(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """SamplerBot.choose_card: a first batch of sampled deals, then more (up to
    ``play_batches``) only while the best two cards cannot yet be told apart."""
    import backalley.sampler as sampler

    state = make_state(
        ["AS 2C", "3C 4C", "5C 6C", "7C 8C"],
        deal=12,
        turned="2H",
        bids="1 pass pass pass",
        leader=0,
    )
    view = view_for(state, 0)
    real = sampler._deal_indexes
    batches: list[int] = []

    def counted(*args: object, **kwargs: object) -> object:
        batches.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]  # passed on unchanged

    monkeypatch.setattr(sampler, "_deal_indexes", counted)
    bot = sampler.SamplerBot(seed=1, play_samples=2, play_batches=3)
    for settled, expected in ((True, 1), (False, 3)):
        monkeypatch.setattr(sampler, "_settled", lambda scores, settled=settled: settled)
        batches.clear()
        bot.choose_card(view, [Card.parse("AS"), Card.parse("2C")])
        assert len(batches) == expected


def test_heuristic_draws_trumps_with_its_highest_top_trump() -> None:
    """HeuristicBot.lead: with both bloopers played, the ace and king of hearts are top
    trumps; while other trumps are out, the highest is led to draw them (RULES B play: a
    leader holding only trumps may lead one)."""
    from backalley.bots import HeuristicBot

    # Deal 10 (4 cards), hearts trump. Trick 1: you lead 2C, Left's Big Blooper wins over
    # Partner's Little Blooper and Right's 3C. Trick 2: Left leads 4D, 5D, 6D, your AD wins.
    state = make_state(
        ["AH KH", "7D 8S", "9D 9S", "10S JS"],
        deal=10,
        turned="2H",
        bids="1 pass pass pass",
        leader=0,
        taken=(1, 1, 0, 0),
        played="2C BB LB 3C 4D 5D 6D AD",
    )
    assert str(HeuristicBot().choose(view_for(state, 0))) == "play AH"


def test_heuristic_a_card_in_danger_of_exactly_one_is_not_counted() -> None:
    """HeuristicBot.estimate: a suit's first two cards count 0.4 only in danger under 1. In a
    deal without trump on 4 cards (48 unseen, 8 held by the opponents), the 8 of spades has
    six unseen spades above it: danger 6 x 8/48 = 1, so it counts nothing, nor does the 7."""
    from backalley.bots import HeuristicBot

    state = make_state(
        ["8S 7S 2C 3C", "4C 5C 6C 7C", "8C 9C 10C JC", "QC KC AC 2D"], deal=10, turned="BB"
    )
    assert HeuristicBot().estimate(view_for(state, 0)) == (0.0, 0)


def test_greedy_play_out_leaves_a_partners_ruff_alone() -> None:
    """World.greedy, RULES B play: a trump beats every card of the suit led; with the partner
    winning by a ruff, the last seat follows low rather than spend its ace."""
    # Seat 0 leads 5S, seat 1 ruffs with 2H, seat 2 plays KS; seat 3 (seat 1's partner) holds
    # AS 4S 9C and must follow: the low spade.
    w = world(["", "", "", "AS 4S 9C"], trick="5S 2H KS", leader=0)
    assert _names([w.greedy()]) == ["4S"]


def test_a_random_bot_and_a_bot_by_name_default_to_seed_0() -> None:
    """RandomBot() and make_bot(name) are seeded with 0 unless told: the same choices as
    RandomBot(0) over a whole game, and not those of RandomBot(1)."""
    from backalley import new_game
    from backalley.bots import RandomBot, decide, make_bot
    from backalley.state import Phase

    state = new_game(5)
    default, by_name, zero, one = RandomBot(), make_bot("random"), RandomBot(0), RandomBot(1)
    differs = 0
    for _ in range(120):
        if state.phase is Phase.OVER:
            break
        choice = decide(zero, state)
        assert decide(default, state) == choice and decide(by_name, state) == choice
        differs += decide(one, state) != choice
        state, _ = state.apply(choice)
    assert differs > 0  # seed 1 would be told apart


def test_play_outs_play_the_only_legal_card() -> None:
    """World.greedy and World.careful: with one legal card (RULES B: follow suit), that card."""
    w = world(["", "", "", "4S 9C 8D"], trick="5S 2H KS", leader=0)
    assert _names([w.greedy()]) == ["4S"] and _names([w.careful()]) == ["4S"]


def test_a_sampler_made_without_saying_is_seeded_0_and_plays_out_carefully() -> None:
    """SamplerBot(): seed 0 (the same values as SamplerBot(0), not those of seed 1) and
    play-outs with World.careful."""
    from backalley.sampler import SamplerBot

    state = make_state(["AS KS", "2C 3C", "4C 5C", "6C 7C"], deal=12, turned="2H")
    view = view_for(state, 0)
    default = SamplerBot(bid_samples=6).bid_values(view)
    assert default == SamplerBot(0, bid_samples=6).bid_values(view)
    assert default != SamplerBot(1, bid_samples=6).bid_values(view)
    assert SamplerBot().careful is True


def test_greedy_play_out_overruffs_with_the_cheapest_higher_trump() -> None:
    """World.greedy, RULES B play: the highest trump wins; against an opponent's overruff the
    last seat wins with a higher trump, the cheapest that does."""
    # Seat 0 leads 5S, seat 1 ruffs 2H, seat 2 overruffs 3H; seat 3 (seat 1's partner), out
    # of spades, holds 4H 9H 9C: the 4 of hearts.
    w = world(["", "", "", "4H 9H 9C"], trick="5S 2H 3H", leader=0)
    assert _names([w.greedy()]) == ["4H"]
