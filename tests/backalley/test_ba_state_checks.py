"""The state checks at their edges: each impossible value next to the nearest possible one.

RULES B, "Back Alley notation and state file": a state is refused when it cannot arise in play.
Every test changes one field of a possible state (``dataclasses.replace`` validates again), so it
fails if a check is missing, if it refuses one value too many, or if it lets one too many through.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from ba_helpers import make_state

from backalley import InvalidStateError, State
from backalley.actions import PASS, Bid
from backalley.cards import Card

# Deal 10: 4 cards each, hearts trump, dealer 3 so seat 0 bids first.
FOUR = ["BB AH KH 2S", "AS KS QS JS", "AD KD QD JD", "AC KC QC JC"]
BIDDING = make_state(FOUR, deal=10, turned="3H")
# Seat 0 bid 1 and the others passed: seat 0 leads the first trick.
PLAYING = make_state(FOUR, deal=10, turned="3H", bids="1 pass pass pass", leader=0)


def refused(state: State, pattern: str, **changes: object) -> None:
    """The state with ``changes`` is refused with a message matching ``pattern``."""
    with pytest.raises(InvalidStateError, match=pattern):
        replace(state, **changes)


@pytest.mark.parametrize("deal", [0, 26, -1])
def test_deal_outside_1_to_25_is_refused(deal: int) -> None:
    """RULES B, deals: 25 deals, numbered 1…25 in the state file."""
    refused(BIDDING, rf"deal {deal} is not 1..25", deal=deal)


def test_deals_1_and_25_are_possible() -> None:
    """RULES B, deals: deal 1 and deal 25 both have 13 cards each."""
    hands = [
        "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S",
        "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H",
        "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D",
        "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C BB",
    ]
    for deal in (1, 25):
        state = make_state(hands, deal=deal, turned="2C")
        assert state.hand_size == 13
        refused(state, r"seat 0 holds 12 cards", hands=(state.hands[0][1:], *state.hands[1:]))


@pytest.mark.parametrize("dealer", [-1, 4, True, "0"])
def test_dealer_must_be_a_seat(dealer: object) -> None:
    """RULES B: four players, seats 0 to 3; a dealer outside them cannot arise."""
    refused(BIDDING, r"dealer .* is not a seat 0..3", dealer=dealer)


def test_every_seat_may_deal() -> None:
    """RULES B: the deal passes clockwise through all four seats."""
    for dealer in range(4):
        assert make_state(FOUR, deal=10, turned="3H", dealer=dealer).turn == (dealer + 1) % 4


@pytest.mark.parametrize(
    ("field", "value", "pattern"),
    [
        ("seed", True, r"seed True is not an integer"),
        ("seed", "7", r"seed '7' is not an integer"),
        ("redeals", -1, r"redeals -1 is not a count"),
        ("redeals", True, r"redeals True is not a count"),
        ("redeals", 1.0, r"redeals 1.0 is not a count"),
        ("taken", (0, 0, 0), r"4 hands, 4 taken counts and 2 scores"),
        ("scores", (0, 0, 0), r"4 hands, 4 taken counts and 2 scores"),
        ("hands", tuple(BIDDING.hands[:3]), r"4 hands, 4 taken counts and 2 scores"),
        ("scores", (True, 0), r"scores \[True, 0\] must be integers"),
        ("scores", (0, 0.5), r"scores \[0, 0.5\] must be integers"),
    ],
)
def test_fields_of_the_wrong_kind_are_refused(field: str, value: object, pattern: str) -> None:
    """RULES B, state file: seed, redeals, taken and scores are whole numbers, four or two."""
    refused(BIDDING, pattern, **{field: value})


def test_counts_at_their_edges_are_possible() -> None:
    """Redeals 0 or more, any seed, negative scores (a missed bid loses points)."""
    assert replace(BIDDING, redeals=0).redeals == 0 and replace(BIDDING, redeals=3).redeals == 3
    assert replace(BIDDING, seed=-5, scores=(-40, 0)).scores == (-40, 0)


@pytest.mark.parametrize("taken", [(-1, 1, 0, 0), (True, 0, 0, 0), (0, 0, 0.0, 0)])
def test_taken_counts_are_whole_and_not_negative(taken: tuple) -> None:
    """RULES B, state file: ``taken`` counts tricks per seat."""
    refused(PLAYING, r"taken .* must be counts", taken=taken)


def test_five_bids_or_a_bid_above_the_hand_are_refused() -> None:
    """RULES B, bidding: each player bids once, a number from 1 to cards in hand - 1."""
    refused(PLAYING, r"5 bids: each player bids once", bids=(*PLAYING.bids, Bid()))
    refused(BIDDING, r"bid '4' is above 3, the most a 4-card hand may bid", bids=(Bid(4),), turn=1)
    assert replace(BIDDING, bids=(Bid(3),), turn=1).bid_of(0) == Bid(3)


def test_bidding_state_fields() -> None:
    """RULES B, state file: while bidding leader is null, the trick empty, taken all 0 and
    trump_in_last_trick false."""
    pattern = r"while bidding, leader must be null"
    refused(BIDDING, pattern, leader=0)
    refused(BIDDING, pattern, trump_in_last_trick=True)
    refused(BIDDING, pattern, taken=(0, 1, 0, 0))


def test_playing_state_needs_a_seat_to_lead() -> None:
    """RULES B, play: the highest bidder leads; a leader is a seat."""
    refused(PLAYING, r"leader None is not a seat while cards are played", leader=None)
    refused(PLAYING, r"leader 4 is not a seat", leader=4)
    refused(PLAYING, r"not the highest bidder \(seat 0\)", leader=1, turn=1)
    refused(PLAYING, r"not the highest bidder", trump_in_last_trick=True)


def test_a_complete_trick_must_have_been_taken() -> None:
    """RULES B, play: when a trick is complete the winner takes it."""
    hands = ["BB AH KH", "KS QS JS", "KD QD JD", "KC QC JC"]
    with pytest.raises(InvalidStateError, match=r"is complete but was not taken"):
        make_state(
            hands, deal=10, turned="3H", bids="1 pass pass pass", leader=0, trick="2S AS AD AC"
        )
    three = make_state(
        [*hands[:3], "AC KC QC JC"],
        deal=10,
        turned="3H",
        bids="1 pass pass pass",
        leader=0,
        trick="2S AS AD",
    )
    assert three.turn == 3


def test_a_leader_later_in_the_deal_has_won_a_trick() -> None:
    """RULES B, play: the winner of a trick leads the next."""
    hands = ["AH KH 2S", "KS QS JS", "KD QD JD", "KC QC JC"]
    later = dict(deal=10, turned="3H", bids="1 pass pass pass", taken=(0, 1, 0, 0))
    with pytest.raises(InvalidStateError, match=r"leader 0 has taken no trick"):
        make_state(hands, leader=0, **later)
    assert make_state(hands, leader=1, **later).turn == 1


def test_a_whole_deal_taken_must_have_been_scored() -> None:
    """RULES B: when a deal is complete it is scored and the next deal dealt."""
    with pytest.raises(InvalidStateError, match=r"adds up to a whole deal that was not scored"):
        make_state(
            ["", "", "", ""],
            deal=10,
            turned="3H",
            bids="1 pass pass pass",
            leader=0,
            taken=(4, 0, 0, 0),
        )
    assert (
        make_state(
            ["2S", "JS", "JD", "JC"],
            deal=10,
            turned="3H",
            bids="1 pass pass pass",
            leader=0,
            taken=(3, 0, 0, 0),
        ).turn
        == 0
    )


# The end of a game: deal 25 fully played (seat 0 took all 13 tricks), scored, team 0 ahead.
FINAL = State(
    deal=25,
    dealer=3,
    turned=Card.parse("3H"),
    hands=((),) * 4,
    bids=(Bid(1), PASS, PASS, PASS),
    leader=0,
    trick=(),
    taken=(13, 0, 0, 0),
    trump_in_last_trick=False,
    scores=(70, 20),
    turn=None,
    seed=0,
    winner=0,
)


def test_a_finished_game_names_the_team_with_more_points() -> None:
    """RULES B, end: after the 25th deal more points wins; Ruling: equal totals are a draw."""
    assert FINAL.is_over and FINAL.expected_turn() is None
    assert replace(FINAL, winner=1, scores=(20, 70)).winner == 1
    assert replace(FINAL, winner="draw", scores=(20, 20)).winner == "draw"
    refused(FINAL, r"winner 1 does not match scores \[70, 20\]", winner=1)
    refused(FINAL, r"winner 0 does not match scores \[20, 20\]", scores=(20, 20))
    refused(
        FINAL, r"winner 'draw' does not match scores \[20, 70\]", winner="draw", scores=(20, 70)
    )
    refused(FINAL, r"winner 'team' before the 25th deal", winner="team")
    refused(FINAL, r"winner 0 before the 25th deal", deal=24, taken=(12, 0, 0, 0))
    refused(FINAL, r"turn 0 is out of turn", turn=0)


def test_a_finished_game_has_its_last_deal_fully_played() -> None:
    """RULES B: the game ends when the 25th deal is complete and scored."""
    pattern = r"a finished game must have its last deal fully played"
    refused(FINAL, pattern, taken=(12, 0, 0, 0))
    refused(FINAL, pattern, trick=(Card.parse("2S"),))


def test_each_seats_bid_and_board_level_while_bidding() -> None:
    """RULES B, bidding: bids go round from the dealer's left; a board's level is one more than
    the boards before it; a seat that has not bid yet has no bid and no level."""
    # Dealer 1: seat 2 bids first (board), then seat 3 passes, then seat 0 (board: double).
    state = make_state(FOUR, deal=10, turned="3H", dealer=1, bids="board pass board")
    assert [state.bid_of(s) for s in range(4)] == [Bid(board=True), None, Bid(board=True), PASS]
    assert [state.bid_level_of(s) for s in range(4)] == [2, 0, 1, 0]
    assert state.turn == 1
