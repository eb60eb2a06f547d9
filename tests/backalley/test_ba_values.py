"""Back Alley's values are immutable and hashable: a state, card, bid, action, event or lesson
screen never changes once made (``State`` is "one moment of a game, immutable"), so it can be
shared by the widgets and bots, kept in sets and used as a dictionary key."""

from __future__ import annotations

import dataclasses

import pytest

from backalley.actions import BOARD, Bid, BidAction, PlayAction
from backalley.cards import Card
from backalley.dealing import deal_cards, new_game
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
from backalley.lessons import BAFeedback, BALesson, BAScreen, load_lesson
from backalley.rules import Rules
from backalley.state import Contract

C = Card.parse
GAME = new_game(7)
VALUES = [
    Bid(3),
    BidAction(BOARD),
    PlayAction(C("QS")),
    C("10H"),
    deal_cards(7, 1, 0, 0),
    Dealt(1, 13, 0, C("5C"), C("5C").suit, 0),
    BlooperExchanged(1, C("LB")),
    BidMade(2, Bid(1), 0),
    AllPassed(3),
    CardPlayed(0, C("AS")),
    TrickTaken(1, (C("AS"),)),
    DealScored(2, (5, -5), (10, 0)),
    GameOver("draw", (0, 0)),
    BAFeedback(True, "Right!", "rule"),
    load_lesson().exercises[0],
    BAScreen("A screen"),
    BALesson("A lesson"),
    Rules(),
    GAME,
    Contract(tricks=2),
]


@pytest.mark.parametrize("value", VALUES, ids=lambda v: type(v).__name__)
def test_values_cannot_be_changed_and_can_be_hashed(value: object) -> None:
    """Every field is fixed once the value is made; equal values hash alike."""
    field = dataclasses.fields(value)[0].name  # type: ignore[arg-type]
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(value, field, getattr(value, field))
    assert hash(value) == hash(dataclasses.replace(value))  # type: ignore[type-var]
