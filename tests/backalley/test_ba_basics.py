"""Cards, bids, actions, rule options and seats at their edges (RULES B and its notation).

Each right value sits beside the nearest wrong one, so a check that refuses too much fails as
surely as one that lets too much through.
"""

from __future__ import annotations

import pytest

from backalley.actions import (
    BOARD,
    PASS,
    Bid,
    BidAction,
    PlayAction,
    format_action,
    parse_action,
    parse_actions,
)
from backalley.cards import (
    BIG_BLOOPER,
    DECK,
    LITTLE_BLOOPER,
    Card,
    Rank,
    Suit,
    sort_key,
    sorted_cards,
)
from backalley.dealing import deal_cards, first_dealer, new_game, start_deal
from backalley.errors import MalformedNotationError
from backalley.events import BlooperExchanged, Dealt
from backalley.rules import (
    BoardScale,
    Rules,
    hand_size,
    next_seat,
    partner_of,
    team_of,
)
from backalley.words.names import suit_name  # the suit's name for people: the words layer

C = Card.parse


# -- cards -------------------------------------------------------------------------------------


# Mutable on purpose: a sampler's working notes for one decision, never shared or stored.
MUTABLE = {"backalley.sampler.Knowledge"}


def test_every_value_of_the_engine_is_immutable() -> None:
    """States, cards, actions, events, rules and lesson data are frozen values: nothing can
    change one after it is made (a state is checked once, when it is built)."""
    import dataclasses
    import importlib
    import pkgutil

    import backalley

    found = []
    for info in pkgutil.iter_modules(backalley.__path__):
        if info.name == "__main__":  # importing it runs the command line
            continue
        module = importlib.import_module(f"backalley.{info.name}")
        for value in vars(module).values():
            if isinstance(value, type) and dataclasses.is_dataclass(value):
                name = f"{value.__module__}.{value.__qualname__}"
                if value.__module__ == module.__name__ and name not in MUTABLE:
                    found.append(value)
                    assert value.__dataclass_params__.frozen, f"{name} is not frozen"
    names = {v.__name__ for v in found}
    assert {"State", "Card", "Bid", "Rules", "Dealt", "GameOver", "BAExercise"} <= names
    card = Card.parse("AS")
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.rank = 2  # type: ignore[misc]  # the point: a frozen value refuses a change


def test_rule_b_card_order_bloopers_above_the_ace() -> None:
    """RULES B, card order: Big Blooper, Little Blooper, A, K, … 2; only the jokers are bloopers."""
    assert Rank.BIG_BLOOPER > Rank.LITTLE_BLOOPER > Rank.ACE > Rank.KING > Rank.TWO
    assert BIG_BLOOPER.is_blooper and LITTLE_BLOOPER.is_blooper
    assert not C("AS").is_blooper and not C("2C").is_blooper
    assert BIG_BLOOPER.suit is None and C("AS").suit is Suit.SPADES


def test_a_card_is_a_plain_card_with_a_suit_or_a_blooper_without() -> None:
    """Notation: a plain card has a suit, a blooper has none; anything else is not a card."""
    with pytest.raises(MalformedNotationError, match=r"not a card: rank"):
        Card(Rank.ACE)
    with pytest.raises(MalformedNotationError, match=r"not a card: rank"):
        Card(Rank.BIG_BLOOPER, Suit.SPADES)
    assert Card(Rank.ACE, Suit.CLUBS) == C("AC")
    with pytest.raises(MalformedNotationError, match=r"not a card: 5 \(write cards like"):
        Card.parse(5)  # type: ignore[arg-type]


def test_cards_are_written_and_shown_in_notation() -> None:
    """Notation: AS, 10H, BB, LB; ``repr`` is code that rebuilds the card."""
    assert [str(c) for c in (C("AS"), C("10H"), C("2C"), BIG_BLOOPER, LITTLE_BLOOPER)] == [
        "AS",
        "10H",
        "2C",
        "BB",
        "LB",
    ]
    assert repr(C("QD")) == "Card.parse('QD')" and repr(LITTLE_BLOOPER) == "Card.parse('LB')"
    assert suit_name(Suit.HEARTS) == "heart" and suit_name(Suit.CLUBS) == "club"


def test_canonical_deck_order_bloopers_then_each_suit_from_the_ace() -> None:
    """The deck's fixed order (part of what a seed means): BB, LB, then S H D C from A to 2."""
    assert DECK[:4] == (BIG_BLOOPER, LITTLE_BLOOPER, C("AS"), C("KS"))
    assert DECK[14] == C("2S") and DECK[15] == C("AH") and DECK[-1] == C("2C")
    assert sort_key(BIG_BLOOPER) == 0 and sort_key(C("2C")) == 53
    assert sorted_cards([C("2C"), C("AH"), BIG_BLOOPER, C("3S")]) == (
        BIG_BLOOPER,
        C("3S"),
        C("AH"),
        C("2C"),
    )


# -- bids and actions ----------------------------------------------------------------------------


def test_rule_b_a_bid_is_pass_a_number_or_board() -> None:
    """RULES B, bidding: pass (0), a number, or board; board carries no number."""
    assert Bid() == PASS and PASS.is_pass and not BOARD.is_pass and not Bid(1).is_pass
    for bad in (-1, True, "3", 1.0):
        with pytest.raises(MalformedNotationError, match=r"not a bid: number"):
            Bid(bad)  # type: ignore[arg-type]
    with pytest.raises(MalformedNotationError, match=r"not a bid: board with number 2"):
        Bid(2, board=True)
    assert [b.notation() for b in (PASS, Bid(1), Bid(12), BOARD)] == ["pass", "1", "12", "board"]
    assert str(Bid(4)) == "4" and str(BidAction(BOARD)) == "bid board"
    assert str(PlayAction(C("10S"))) == "play 10S" and format_action(BidAction(PASS)) == "bid pass"


def test_bid_parse_reads_the_state_file_words() -> None:
    """State file: bids are "pass", a number or "board"; "0" is not a bid (pass is)."""
    assert Bid.parse("pass") == PASS and Bid.parse("board") == BOARD and Bid.parse("7") == Bid(7)
    with pytest.raises(MalformedNotationError, match=r"not a bid: '0' \(RULES B, bidding"):
        Bid.parse("0")
    with pytest.raises(MalformedNotationError, match=r"not a bid: 'x' \(write 'pass'"):
        Bid.parse("x")
    long = "y" * 60
    with pytest.raises(MalformedNotationError) as err:
        Bid.parse(long)
    assert f"'{'y' * 35}...'" in str(err.value) and long not in str(err.value)
    exact = "z" * 38  # its repr is 40 characters: shown whole
    with pytest.raises(MalformedNotationError, match=f"'{exact}'"):
        Bid.parse(exact)


def test_actions_are_read_in_any_case() -> None:
    """Notation: actions as people type them, any case; anything else quoted in the error."""
    assert parse_action("Bid Board") == BidAction(BOARD)
    assert parse_action("BID PASS") == BidAction(PASS)
    assert parse_action("PLAY 10h") == PlayAction(C("10H"))
    assert parse_action("play lb") == PlayAction(LITTLE_BLOOPER)
    for bad in ("bid x", "play ZZ", "bid", "fold AS"):
        with pytest.raises(MalformedNotationError, match=f"not an action: '{bad}'"):
            parse_action(bad)
    with pytest.raises(MalformedNotationError, match=r"not an action: 3"):
        parse_action(3)  # type: ignore[arg-type]


def test_a_run_of_actions_quoted_or_not() -> None:
    """CLI ``play``: actions as words, each "bid X" or "play CARD", quoted or not."""
    assert parse_actions(["bid 3", "play", "QS"]) == [BidAction(Bid(3)), PlayAction(C("QS"))]
    assert parse_actions(["bid", "pass"]) == [BidAction(PASS)]
    for bad, pattern in (
        ([], r"holds an empty action"),
        (["bid 3", " "], r"empty action"),
        (["bid 3", "play"], r"'bid 3 play' \(each is"),
    ):
        with pytest.raises(MalformedNotationError, match=pattern):
            parse_actions(bad)


# -- rule options and seats ----------------------------------------------------------------------


def test_rule_options_trick_value_and_board_scale() -> None:
    """Rule options: 5 (RULES B) or 3 points a trick; boards x2 x3 x4 or x2 x4 x8."""
    assert Rules().trick_value == 5 and Rules(trick_value=3).trick_value == 3
    for bad in (4, 3.0, True, "5"):
        with pytest.raises(MalformedNotationError, match=r"trick_value=.*\(choose 5 or 3\)"):
            Rules(trick_value=bad)  # type: ignore[arg-type]
    with pytest.raises(MalformedNotationError, match=r"board_scale='linear'"):
        Rules(board_scale="linear")  # type: ignore[arg-type]
    linear, doubling = Rules(), Rules(board_scale=BoardScale.DOUBLING)
    assert [linear.board_multiplier(n) for n in (1, 2, 3, 4)] == [1, 2, 3, 4]
    assert [doubling.board_multiplier(n) for n in (1, 2, 3, 4)] == [1, 2, 4, 8]


def test_rule_options_in_the_state_file() -> None:
    """State file ``rules``: the options by name; unknown keys and values refused."""
    assert Rules(trick_value=3).to_dict() == {"trick_value": 3, "board_scale": "linear"}
    assert Rules.from_dict({}) == Rules()
    assert Rules.from_dict({"board_scale": "doubling"}).board_scale is BoardScale.DOUBLING
    assert Rules.from_dict({"trick_value": 3}) == Rules(trick_value=3)
    for data, pattern in (
        ("x", r"'rules' must be an object, not 'x'"),
        ({"speed": 1, "trick_value": 3}, r"unknown rule option 'speed'"),
        ({"board_scale": "cubic"}, r"board_scale='cubic'"),
    ):
        with pytest.raises(MalformedNotationError, match=pattern):
            Rules.from_dict(data)


def test_rule_b_deal_numbers_and_seats() -> None:
    """RULES B: deals 1…25 only; seats go clockwise 0 → 1 → 2 → 3 → 0; partners opposite."""
    for deal in (0, 26):
        with pytest.raises(ValueError, match=rf"deal must be 1..25, not {deal}"):
            hand_size(deal)
    assert hand_size(1) == 13 and hand_size(13) == 1 and hand_size(14) == 2 and hand_size(25) == 13
    assert [next_seat(s) for s in range(4)] == [1, 2, 3, 0]
    assert next_seat(3, 2) == 1 and next_seat(1, 0) == 1
    assert [partner_of(s) for s in range(4)] == [2, 3, 0, 1] and team_of(3) == 1


# -- dealing ------------------------------------------------------------------------------------


def test_rule_b_dealing_every_card_goes_somewhere_once() -> None:
    """RULES B, deal: 4 hands of the deal's size, one turned card, the rest is the stock."""
    for deal in (1, 9, 13):
        size = hand_size(deal)
        dealt = deal_cards(3, deal, 0, 2)
        in_hands = [c for hand in dealt.hands for c in hand]
        assert all(len(hand) == size for hand in dealt.hands)
        everything = [*in_hands, dealt.turned, *dealt.stock, *dealt.discarded]
        assert sorted(everything, key=sort_key) == list(DECK)
        assert len(dealt.stock) == 54 - 4 * size - 1 - len(dealt.discarded)


def test_rule_b_new_game_needs_a_whole_number_seed() -> None:
    """Determinism: everything random takes a seed, and the seed is a whole number."""
    for bad in (True, "1", 1.5):
        with pytest.raises(MalformedNotationError, match=r"seed must be an integer"):
            new_game(bad)  # type: ignore[arg-type]
    state = new_game(-3)
    assert state.dealer == first_dealer(-3) and state.turn == (state.dealer + 1) % 4
    assert state.deal == 1 and state.bids == () and state.rules == Rules()


def test_rule_b_start_deal_events_tell_the_deal_and_any_exchange() -> None:
    """RULES B, trump: the Dealt event names the turned card and trump; a turned blooper adds
    the exchange by the holder of the other one."""
    plain_seed = next(s for s in range(200) if not deal_cards(s, 5, 0, 1).turned.is_blooper)
    state, events = start_deal(plain_seed, 5, 1, (4, -5), Rules(), redeals=0)
    turned = deal_cards(plain_seed, 5, 0, 1).turned
    assert events == (Dealt(5, 9, 1, turned, turned.suit, 0),)
    assert state.scores == (4, -5) and state.turn == 2 and state.dealer == 1
    seed = next(
        s
        for s in range(5000)
        if deal_cards(s, 5, 2, 1).turned.is_blooper and deal_cards(s, 5, 2, 1).discarded
    )
    dealt = deal_cards(seed, 5, 2, 1)
    state, events = start_deal(seed, 5, 1, (0, 0), Rules(), redeals=2)
    assert events == (
        Dealt(5, 9, 1, dealt.turned, None, 2),
        BlooperExchanged(dealt.exchanged_by, dealt.discarded[0]),
    )
    assert state.redeals == 2 and state.trump is None


# -- play: odd actions ------------------------------------------------------------------------


def test_something_that_is_not_an_action_is_refused_by_name() -> None:
    """An object that is neither a bid nor a card played is not an action (and never a crash)."""
    from backalley.errors import IllegalActionError
    from backalley.play import apply, led_suit_is_trump, why_illegal

    state = new_game(7)
    assert why_illegal(state, object()).startswith("not an action: <object")  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match=r"illegal action '<object") as err:
        apply(state, object())  # type: ignore[arg-type]
    assert err.value.reason.startswith("not an action")
    with pytest.raises(IllegalActionError) as refused:
        apply(state, "play " + state.hands[state.turn][0].notation())
    assert refused.value.action_text.startswith("play ")
    assert "must bid first" in refused.value.reason
    # RULES B, trump: the bloopers lead the trump suit; clubs are trump after a turned 5C.
    assert state.turned == C("5C")
    assert led_suit_is_trump(state, BIG_BLOOPER) and led_suit_is_trump(state, C("2C"))
    assert not led_suit_is_trump(state, C("AS"))
