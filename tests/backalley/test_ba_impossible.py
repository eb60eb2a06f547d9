"""States that cannot arise in play are refused, naming the rule; bots remember from the file.

Each impossible state sits next to the nearly identical possible one, so every test fails if the
check is missing *or* if it refuses too much.
"""

from __future__ import annotations

import json

import pytest
from ba_helpers import make_state

from backalley import InvalidStateError, format_state, new_game, parse_state
from backalley.bots import HeuristicBot, RandomBot, decide, view_for
from backalley.state import Phase

# Deal 12 has 2 cards each; seat 0 bids 1 and leads; clubs are trump (turned 2C).
TWO = {"deal": 12, "dealer": 3, "turned": "2C", "bids": "1 pass pass pass", "leader": 0}
# Deal 11 has 3 cards each; seat 0 took the first trick and leads the second.
THREE = {**TWO, "deal": 11, "taken": (1, 0, 0, 0)}


def test_revoke_in_the_trick_under_way_is_refused() -> None:
    """B.play follow suit: a player who discarded while holding the suit led is impossible."""
    with pytest.raises(
        InvalidStateError,
        match=r"seat 1 played 5H to a lead of AS while holding 3S.*follow suit \(RULES B, play\)",
    ):
        make_state(["KH", "3S", "QS 4D", "JD 9D"], trick="AS 5H", **TWO)
    ok = make_state(["KH", "3D", "QS 4D", "JD 9D"], trick="AS 5H", **TWO)
    assert ok.turn == 2


def test_trump_led_to_first_trick_holding_plain_cards_is_refused() -> None:
    """B.play first lead: no trump, unless the leader holds nothing but trumps (Ruling)."""
    with pytest.raises(
        InvalidStateError, match=r"led the trump 5C to the first trick while holding KH"
    ):
        make_state(["KH", "3S 4S", "QS 4D", "JD 9D"], trick="5C", **TWO)
    only_trumps = make_state(["KC", "3S 4S", "QS 4D", "JD 9D"], trick="5C", **TWO)
    assert only_trumps.turn == 1


def test_trump_led_later_without_trump_in_last_trick_is_refused() -> None:
    """B.play later leads: trump only after a trump in the previous trick or by a board bidder."""
    hands = ["4H", "KS 3S", "QS 4D", "JD 9D"]
    with pytest.raises(InvalidStateError, match=r"no trump was played in the previous trick"):
        make_state(hands, trick="5C", **THREE)
    assert make_state(hands, trick="5C", trump_in_last_trick=True, **THREE).turn == 1
    board = {**THREE, "bids": "board pass pass pass"}
    assert make_state(hands, trick="5C", **board).turn == 1


@pytest.mark.parametrize(
    ("lead", "hand", "card", "which"),
    [("BB", "KC", "3C", "Big"), ("LB", "3C", "KC", "Little")],
)
def test_broken_blooper_duty_is_refused(lead: str, hand: str, card: str, which: str) -> None:
    """B.play bloopers: on the Big Blooper the highest trump is due, on the Little the lowest."""
    hands = ["4H", hand, "QS 4D", "JD 9D"]
    with pytest.raises(
        InvalidStateError, match=rf"played {card} to the {which} Blooper while holding {hand}"
    ):
        make_state(hands, trick=f"{lead} {card}", trump_in_last_trick=True, **THREE)
    right = ["4H", card, "QS 4D", "JD 9D"]
    assert make_state(right, trick=f"{lead} {hand}", trump_in_last_trick=True, **THREE).turn == 2
    # Without a trump, anything may be played to a blooper.
    assert (
        make_state(
            ["4H", "QH", "QS 4D", "JD 9D"], trick=f"{lead} 5H", trump_in_last_trick=True, **THREE
        ).turn
        == 2
    )


def test_trump_in_last_trick_in_a_deal_without_trump_is_refused() -> None:
    """B.trump: when a blooper is turned there is no trump, so no trump was in the last trick."""
    no_trump = {**THREE, "turned": "BB"}
    hands = ["4H 5H", "KS 3S", "QS 4D", "JD 9D"]
    with pytest.raises(
        InvalidStateError, match=r"trump_in_last_trick is true in a deal without trump"
    ):
        make_state(hands, trump_in_last_trick=True, **no_trump)
    assert make_state(hands, **no_trump).turn == 0


def test_revoke_in_a_recorded_trick_is_refused() -> None:
    """B.play follow suit, checked over the deal's recorded tricks (``played``) too."""
    done = {**TWO, "taken": (1, 0, 0, 0)}
    with pytest.raises(
        InvalidStateError, match=r"seat 1 played 5H to a lead of AS while holding 3S"
    ):
        make_state(["KH", "3S", "4D", "9D"], played="AS 5H QS JD", **done)
    ok = make_state(["KH", "3D", "4D", "9D"], played="AS 5H QS JD", **done)
    assert ok.played and ok.turn == 0


def test_recorded_tricks_must_agree_with_taken_leader_and_trump_flag() -> None:
    """B.state file: ``played`` must account for ``taken``, the leader and the trump flag."""
    hands = ["KH", "3D", "4D", "9D"]
    with pytest.raises(
        InvalidStateError, match=r"won \[1, 0, 0, 0\] \(by seat\) but taken says \[0, 1, 0, 0\]"
    ):
        make_state(hands, played="AS 5H QS JD", **{**TWO, "taken": (0, 1, 0, 0), "leader": 1})
    with pytest.raises(InvalidStateError, match=r"played lists 3 cards but 1 tricks were taken"):
        make_state(hands, played="AS 5H QS", **{**TWO, "taken": (1, 0, 0, 0)})
    with pytest.raises(InvalidStateError, match=r"trump_in_last_trick is true but the last trick"):
        make_state(
            hands, played="AS 5H QS JD", trump_in_last_trick=True, **{**TWO, "taken": (1, 0, 0, 0)}
        )


def _mid_deal(seed: int, tricks: int):
    """A dealt game played by bots until ``tricks`` tricks of deal 1 are taken."""
    state = new_game(seed)
    bots = (HeuristicBot(), RandomBot(seed), HeuristicBot(), RandomBot(seed))
    while (state.deal == 1 and state.tricks_played < tricks) or state.phase is Phase.BIDDING:
        state, _ = state.apply(decide(bots[state.turn], state))
    return state


def test_played_is_written_read_and_remembered_by_bots() -> None:
    """The state file records the deal's tricks in order; a bot's view remembers them."""
    state = _mid_deal(4, 3)
    assert state.deal == 1 and state.tricks_played == 3
    data = json.loads(format_state(state))
    assert len(data["played"]) == 12
    again = parse_state(format_state(state))
    assert again == state
    assert set(view_for(again, again.turn).played) == set(state.played)


def test_hand_made_file_plays_like_a_dealt_one() -> None:
    """A file whose seed does not deal its hands still gives the bots their memory (``played``)."""
    state = _mid_deal(4, 3)
    data = json.loads(format_state(state))
    data["seed"] = 999  # the seed now deals other cards: only the file itself tells the past
    hand_made = parse_state(json.dumps(data))
    view = view_for(hand_made, hand_made.turn)
    assert set(view.played) == set(state.played) and len(view.played) == 12
    assert not set(view.played) & view.unseen()
    assert decide(HeuristicBot(), hand_made) == decide(HeuristicBot(), state)


def test_file_without_played_is_recovered_from_seed_or_taken_as_unknown() -> None:
    """Older files without ``played``: recovered from the seed when it deals them, else the
    earlier tricks are unknown (RULES B, state file: a hand-made mid-deal file is accepted)."""
    state = _mid_deal(4, 3)
    data = json.loads(format_state(state))
    del data["played"]
    old = parse_state(json.dumps(data))
    assert set(view_for(old, old.turn).played) == set(state.played)
    data["seed"] = 999
    unknown = parse_state(json.dumps(data))
    assert unknown.played == () and view_for(unknown, unknown.turn).played == ()
    assert not view_for(unknown, unknown.turn).history_known
    data["played"] = []
    with pytest.raises(InvalidStateError, match=r"'played' is empty but tricks were taken"):
        parse_state(json.dumps(data))


def test_every_state_of_a_bot_game_is_accepted_and_round_trips() -> None:
    """The checks never refuse a state that arose in play (a whole seeded game, every state)."""
    state = new_game(12)
    bots = (HeuristicBot(), RandomBot(1), RandomBot(2), HeuristicBot())
    count = 0
    while state.phase is not Phase.OVER:
        assert parse_state(format_state(state)) == state
        state, _ = state.apply(decide(bots[state.turn], state))
        count += 1
    assert parse_state(format_state(state)) == state and count > 300
