"""What learners and the command line read about Back Alley events, cards and bids.

The expected sentences follow the conventions of ``lesson_words`` (the learner sits in seat 0 and
is "you", so verbs lose their "s"; one card, many cards) and of the event texts in ``events``
(seat numbers and notation, for move lists and ``play --events``). Each test puts the seat-0 form
next to another seat's, and one of a thing next to several, so a slip either way fails.
"""

from __future__ import annotations

import pytest

from backalley.actions import BOARD, PASS, Bid
from backalley.cards import Card, Suit
from backalley.events import (
    AllPassed,
    BidMade,
    BlooperExchanged,
    CardPlayed,
    DealScored,
    Dealt,
    GameOver,
    TrickTaken,
)
from backalley.lesson_words import (
    bid_words,
    cap,
    card_face,
    card_words,
    event_words,
    points_words,
    seat_label,
    seat_words,
    suit_words,
)

C = Card.parse


def test_seats_are_named_from_the_learners_chair() -> None:
    """Seat 0 is you; the next seat clockwise plays after you, so it sits on your left."""
    assert [seat_words(s) for s in range(4)] == [
        "you",
        "the player on your left",
        "your partner",
        "the player on your right",
    ]
    assert [seat_label(s) for s in range(4)] == ["You", "Left", "Partner", "Right"]


def test_cards_suits_bids_and_points_in_words() -> None:
    """Cards by name, jokers by their Back Alley names, signed points, boards by level."""
    assert card_words(C("AC")) == "the ace of clubs"
    assert card_words(C("KD")) == "the king of diamonds"
    assert card_words(C("JH")) == "the jack of hearts"
    assert card_words(C("10H")) == "the 10 of hearts"
    assert card_words(C("2S")) == "the 2 of spades"
    assert card_words(C("LB")) == "the Little Blooper"
    assert card_face(C("LB")) == "Little Blooper"
    assert card_face(C("BB")) == "Big Blooper"
    assert card_face(C("2C")) == "2♣"
    assert card_face(C("QS")) == "Q♠"
    assert suit_words(Suit.DIAMONDS) == "diamonds" and suit_words(None) == "no trump"
    assert cap("the ace") == "The ace" and cap("") == ""
    assert points_words(0) == "0" and points_words(5) == "+5" and points_words(-20) == "-20"
    assert bid_words(PASS) == "pass" and bid_words(Bid(2)) == "2"
    assert bid_words(BOARD) == "board" and bid_words(BOARD, 1) == "board"
    assert bid_words(BOARD, 3) == "triple board" and bid_words(BOARD, 4) == "quad board"


def test_deal_events_in_words() -> None:
    """RULES B, deals and trump: who deals how many cards, the turned card and the trump."""
    assert event_words(Dealt(12, 2, 0, C("7H"), Suit.HEARTS, 0)) == (
        "You deal: 2 cards each. The 7 of hearts is turned, so trump is hearts."
    )
    assert event_words(Dealt(13, 1, 1, C("BB"), None, 1)) == (
        "The player on your left deals again: 1 card each. The Big Blooper is turned, so there "
        "is no trump this deal."
    )
    assert event_words(BlooperExchanged(0, C("LB"))) == (
        "You give up the Little Blooper and take the top card of the stock instead."
    )
    assert event_words(BlooperExchanged(3, C("BB"))) == (
        "The player on your right gives up the Big Blooper and takes the top card of the "
        "stock instead."
    )


def test_bidding_and_play_events_in_words() -> None:
    """RULES B, bidding and play: bids with their board level, cards played, tricks won."""
    assert event_words(BidMade(0, Bid(3), 0)) == "You bid 3."
    assert event_words(BidMade(1, PASS, 0)) == "The player on your left bids pass."
    assert event_words(BidMade(2, BOARD, 2)) == "Your partner bids double board."
    assert event_words(AllPassed(4)).startswith("All four passed, so the cards are dealt again")
    assert event_words(CardPlayed(0, C("QS"))) == "You play the queen of spades."
    assert event_words(CardPlayed(3, C("10H"))) == (
        "The player on your right plays the 10 of hearts."
    )
    assert event_words(TrickTaken(0, ())) == "You win the trick."
    assert event_words(TrickTaken(1, ())) == "The player on your left wins the trick."


def test_scoring_and_game_over_in_words() -> None:
    """RULES B, scoring and end: points per team with their sign; more points wins, equal draws."""
    assert event_words(DealScored(3, (16, -10), (16, -10))) == (
        "The deal is scored: +16 for you and your partner, -10 for your opponents."
    )
    assert event_words(DealScored(3, (0, 5), (0, 5))) == (
        "The deal is scored: 0 for you and your partner, +5 for your opponents."
    )
    assert event_words(GameOver("draw", (10, 10))) == "The game is over: 10 to 10, a draw."
    assert event_words(GameOver(0, (30, 7))) == (
        "The game is over: you and your partner win, 30 to 7."
    )
    assert event_words(GameOver(1, (3, 7))) == (
        "The game is over: your opponents (Left and Right) win, 3 to 7."
    )


@pytest.mark.parametrize(
    ("event", "text"),
    [
        (
            Dealt(1, 13, 3, C("7H"), Suit.HEARTS, 0),
            "deal 1: 13 cards each, dealer 3, turned 7H, trump H",
        ),
        (
            Dealt(2, 12, 0, C("LB"), None, 2),
            "deal 2 (redeal 2): 12 cards each, dealer 0, turned LB, "
            "trump none (a blooper was turned)",
        ),
        (BlooperExchanged(2, C("BB")), "seat 2 discards BB and takes the top card of the stock"),
        (BidMade(1, Bid(4), 0), "seat 1 bids 4"),
        (BidMade(1, PASS, 0), "seat 1 bids pass"),
        (BidMade(2, BOARD, 1), "seat 2 bids board"),
        (BidMade(3, BOARD, 4), "seat 3 bids quad board"),
        (AllPassed(6), "all four passed: deal 6 is redealt"),
        (CardPlayed(0, C("10S")), "seat 0 plays 10S"),
        (TrickTaken(3, (C("AS"), C("2S"), C("3S"), C("4S"))), "seat 3 takes AS 2S 3S 4S"),
        (DealScored(7, (16, -10), (40, 0)), "deal 7 scored: team 0 +16, team 1 -10; totals 40 - 0"),
        (GameOver(1, (3, 7)), "game over: 3 - 7, team 1 wins"),
        (GameOver("draw", (5, 5)), "game over: 5 - 5, a draw"),
    ],
)
def test_event_texts_for_move_lists(event: object, text: str) -> None:
    """The events as ``play --events`` prints them: seats and notation, one line each."""
    assert str(event) == text


def test_describe_tells_bids_contracts_trick_and_turn() -> None:
    """``show``: team 0 bid board (seat 2) so seat 2 leads; team 1's numbers add up (0 + 2)."""
    from ba_helpers import make_state

    from backalley.notation import describe

    state = make_state(
        ["BB 3S AH KH", "AS KS QS JS", "AD KD QD", "AC KC QC JC"],
        deal=10,
        turned="3H",
        bids="1 pass board 2",
        leader=2,
        trick="2S",
    )
    assert describe(state).splitlines() == [
        "Back Alley: deal 10 of 25, 4 cards each, dealer 3",
        "turned 3H: trump hearts",
        "bids: seat 0 1, seat 1 pass, seat 2 board, seat 3 2",
        "contracts: team 0 board, team 1 2",
        "trick (led by seat 2): 2S",
        "taken: 0:0 1:0 2:0 3:0; trump in last trick: no",
        "scores: team 0 0, team 1 0",
        "seat 0 (team 0): BB 3S AH KH",
        "seat 1 (team 1): AS KS QS JS",
        "seat 2 (team 0): AD KD QD",
        "seat 3 (team 1): AC KC QC JC",
        "seat 3 to play",
    ]


def test_describe_tells_no_trump_redeals_double_boards_and_the_end() -> None:
    """``show``: a turned blooper means no trump; the second board is a double board and, the
    last board bid, it leads; a finished game names its winner."""
    from dataclasses import replace

    from ba_helpers import make_state

    from backalley.notation import describe

    state = make_state(
        ["3S AH KH 2H", "AS KS QS JS", "AD KD QD JD", "AC KC QC JC"],
        deal=10,
        turned="LB",
        bids="board board pass pass",
        leader=1,
        scores=(-5, 12),
    )
    lines = describe(replace(state, redeals=2)).splitlines()
    assert lines[:2] == [
        "Back Alley: deal 10 of 25, 4 cards each, dealer 3, redeal 2",
        "turned LB: no trump (blooper turned)",
    ]
    assert lines[3:7] == [
        "contracts: team 0 board, team 1 double board",
        "trick (led by seat 1): -",
        "taken: 0:0 1:0 2:0 3:0; trump in last trick: no",
        "scores: team 0 -5, team 1 12",
    ]
    assert lines[-1] == "seat 1 to play"
    bidding = make_state(
        ["3S AH KH 2H", "AS KS QS JS", "AD KD QD JD", "AC KC QC JC"], deal=10, turned="5H"
    )
    text = describe(bidding)
    assert "bids:" not in text and "contracts:" not in text and "trick" not in text
    assert text.splitlines()[1] == "turned 5H: trump hearts"
    assert text.endswith("seat 0 to bid")
    spades = make_state(
        ["3S AH KH 2H", "AS KS QS JS", "AD KD QD JD", "AC KC QC JC"],
        deal=10,
        turned="5S",
        bids="pass 3",
        dealer=2,
    )
    assert describe(spades).splitlines()[1:3] == [
        "turned 5S: trump spades",
        "bids: seat 3 pass, seat 0 3",
    ]
    for turned, name in (("5D", "diamonds"), ("5C", "clubs")):
        other = replace(spades, turned=Card.parse(turned))
        assert describe(other).splitlines()[1] == f"turned {turned}: trump {name}"


def test_describe_tells_the_tricks_taken_and_who_won_the_game() -> None:
    """``show``: tricks taken per seat, the trump flag, and the result after deal 25."""
    from dataclasses import replace

    from ba_helpers import make_state

    from backalley.actions import PASS
    from backalley.notation import describe
    from backalley.state import State

    later = make_state(
        ["AH KH", "KS QS", "KD QD", "KC QC"],
        deal=11,
        turned="3H",
        bids="1 pass pass pass",
        leader=0,
        taken=(1, 0, 0, 0),
        trump_in_last_trick=True,
    )
    assert "taken: 0:1 1:0 2:0 3:0; trump in last trick: yes" in describe(later)
    final = State(
        deal=25,
        dealer=3,
        turned=Card.parse("3H"),
        hands=((),) * 4,
        bids=(Bid(1), PASS, PASS, PASS),
        leader=0,
        trick=(),
        taken=(13, 0, 0, 0),
        trump_in_last_trick=False,
        scores=(20, 70),
        turn=None,
        seed=0,
        winner=1,
    )
    lines = describe(final).splitlines()
    assert lines[-1] == "game over: team 1 wins"
    assert "seat 2 (team 0): -" in lines
    draw = describe(replace(final, scores=(20, 20), winner="draw"))
    assert draw.endswith("game over: a draw")
