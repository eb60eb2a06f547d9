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
        "you", "the player on your left", "your partner", "the player on your right",
    ]  # fmt: skip
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
        (Dealt(1, 13, 3, C("7H"), Suit.HEARTS, 0),
         "deal 1: 13 cards each, dealer 3, turned 7H, trump H"),
        (Dealt(2, 12, 0, C("LB"), None, 2),
         "deal 2 (redeal 2): 12 cards each, dealer 0, turned LB, "
         "trump none (a blooper was turned)"),
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
)  # fmt: skip
def test_event_texts_for_move_lists(event: object, text: str) -> None:
    """The events as ``play --events`` prints them: seats and notation, one line each."""
    assert str(event) == text
