"""The sampler's careful play-out policy and its card search: what a careful player would do."""

from __future__ import annotations

from ba_helpers import make_state

from backalley.bots import view_for
from backalley.cards import DECK, Card, Suit
from backalley.sampler import World, _settled, _world, distinct_cards


def _c(text: str) -> Card:
    return Card.parse(text)


def _world_of(hands: list[str], **kwargs: object) -> World:
    """The fully known deal of a position, as the sampler's play-outs see it."""
    state = make_state(hands, **kwargs)  # type: ignore[arg-type]
    assert state.turn is not None
    view = view_for(state, state.turn)
    return _world(view, [list(h) for h in state.hands])


def _card(world: World, careful: bool) -> Card:
    return DECK[world.careful() if careful else world.greedy()]


# Hearts are trump in every position here; seat 0 is to play.
BIDS = {"deal": 11, "dealer": 3, "turned": "2H", "bids": "1 1 1 1"}


def test_rule_b_careful_lead_does_not_lead_an_ace_into_a_ruff() -> None:
    """RULES B, play: the highest trump wins. The left opponent has no spade and holds a trump,
    so the ace of spades would be ruffed; the careful lead is the low diamond, which the
    partner's ace wins (the plain greedy lead is the ace, no spade being higher)."""
    world = _world_of(
        ["AS 2D", "3H 4D", "AD 5C", "KS 6C"],
        **BIDS,
        leader=0,
        played="10C 7C 8C 9C",
        taken=(1, 0, 0, 0),
    )
    assert _card(world, careful=False) == _c("AS")
    assert _card(world, careful=True) == _c("2D")


def test_careful_follower_covers_a_partner_card_the_next_opponent_beats() -> None:
    """Third to play: the partner's queen would lose to the king still to come, so the careful
    follower wins with its ace (greedy stays low under any card of the partner)."""
    world = _world_of(
        ["AD 4D", "KD 5D", "6C", "7C"],
        **BIDS,
        leader=2,
        trick="QD 2D",
        played="7S 8S 10S 9S",
        taken=(0, 0, 1, 0),
    )
    assert _card(world, careful=False) == _c("4D")
    assert _card(world, careful=True) == _c("AD")


def test_careful_follower_stays_low_under_a_partner_who_keeps_the_trick() -> None:
    """Third to play: the partner's king beats everything the last opponent can play, so the
    careful follower does not overtake it with its ace."""
    world = _world_of(
        ["AD 4D", "QD 5D", "6C", "7C"],
        **BIDS,
        leader=2,
        trick="KD 2D",
        played="7S 8S 10S 9S",
        taken=(0, 0, 1, 0),
    )
    assert _card(world, careful=True) == _c("4D")


def test_careful_second_hand_does_not_waste_a_king_the_next_seat_beats() -> None:
    """Second to play: the king would win the trick so far but the left opponent holds the
    ace, so the careful follower keeps the king and plays low (greedy wins cheaply, and loses
    the king)."""
    world = _world_of(
        ["KD 2D", "AD 6D", "3D 6C", "7C"],
        **BIDS,
        leader=3,
        trick="5D",
        played="7S 8S 9S 10S",
        taken=(0, 0, 0, 1),
    )
    assert _card(world, careful=False) == _c("KD")
    assert _card(world, careful=True) == _c("2D")


def test_distinct_cards_keep_one_card_of_each_run_that_plays_alike() -> None:
    """Cards of a suit with no card another seat may hold between them play alike: only the
    lowest is searched. A live card between them, another suit, or a blooper keeps them
    apart (a blooper lead has its own duties)."""
    hand = [_c(t) for t in ("9D", "8D", "6D", "KS", "BB", "LB", "AH")]
    unseen = [_c(t) for t in ("7D", "QS", "2H")]
    kept = distinct_cards(hand, unseen, Suit.HEARTS)
    assert set(kept) == {_c("6D"), _c("8D"), _c("KS"), _c("BB"), _c("LB"), _c("AH")}
    # With the 7 of diamonds seen (played), the three diamonds are one run.
    kept = distinct_cards(hand, [_c("QS"), _c("2H")], Suit.HEARTS)
    assert [c for c in kept if c.suit == Suit.DIAMONDS] == [_c("6D")]


def test_more_samples_only_while_the_best_two_cards_are_close() -> None:
    """A card search stops when the best card leads the next by more than two standard errors
    deal by deal, or the two score the same on every deal; otherwise it samples more."""
    a, b = _c("AS"), _c("KS")
    assert _settled({a: [5, 6, 5, 6], b: [0, 0, 1, 0]})
    assert _settled({a: [3, 3, 3], b: [3, 3, 3]})
    assert not _settled({a: [10, -10, 10, -9], b: [0, 0, 0, 0]})


def test_rule_b_reply_power_follows_the_blooper_duties() -> None:
    """RULES B, blooper duties: to the Little Blooper a hand plays its lowest trump, so only a
    hand whose one trump is the Big Blooper beats it; to the Big Blooper its highest trump;
    a hand without trump cannot win a trump lead; a void hand ruffs a plain lead."""
    world = _world_of(["BB 2D", "AH 3H", "LB 4C", "5C 6C"], **{**BIDS, "deal": 12}, leader=0)
    little, big = DECK.index(_c("LB")), DECK.index(_c("BB"))
    assert world.reply_power(world.profile(0), little) == 100 + _c("BB").rank
    assert world.reply_power(world.profile(1), little) == 100 + _c("3H").rank
    assert world.reply_power(world.profile(1), big) == 100 + _c("AH").rank
    assert world.reply_power(world.profile(3), little) == 0
    assert world.reply_power(world.profile(1), DECK.index(_c("4C"))) == 100 + _c("AH").rank
    assert world.reply_power(world.profile(3), DECK.index(_c("4C"))) == _c("6C").rank
    assert world.reply_power(world.profile(3), DECK.index(_c("2D"))) == 0
