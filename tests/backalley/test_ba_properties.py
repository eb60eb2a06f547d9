"""Properties over whole seeded games (RULES B), checked on every step with Hypothesis."""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from backalley import DECK, BackAlleyError, State, deal_cards, format_state, new_game, parse_state
from backalley.bots import decide, make_bot
from backalley.events import CardPlayed, DealScored, Dealt, GameOver, TrickTaken
from backalley.notation import state_to_dict
from backalley.rules import hand_size
from backalley.state import Phase

SEEDS = st.integers(min_value=0, max_value=2**32)
BOT_NAMES = st.sampled_from(["random", "heuristic"])


def _check_cards(state: State, played: list) -> None:
    """Every card is in exactly one place: hands, trick, played tricks, turned, stock, discard."""
    dealt = deal_cards(state.seed, state.deal, state.redeals, state.dealer)
    in_play = [c for hand in state.hands for c in hand] + list(state.trick) + played
    assert Counter(in_play) == Counter(c for hand in dealt.hands for c in hand)
    everywhere = [*in_play, dealt.turned, *dealt.stock, *dealt.discarded]
    assert Counter(everywhere) == Counter(DECK)
    assert state.turned == dealt.turned


def _play(seed: int, names: tuple[str, str], check_every_step: bool) -> tuple[State, list]:
    team0, team1 = make_bot(names[0], seed), make_bot(names[1], seed + 1)
    bots = (team0, team1, team0, team1)
    state = new_game(seed)
    played: list = []
    events_all: list = []
    while state.phase is not Phase.OVER:
        legal = state.legal_actions()
        assert legal, "legal actions are never empty while the game runs"
        action = decide(bots[state.turn], state)
        assert action in legal, "bots never act illegally"
        state, events = state.apply(action)
        events_all.extend(events)
        for event in events:
            if isinstance(event, Dealt):
                played = []
            elif isinstance(event, CardPlayed):
                played.append(event.card)
        if state.phase is not Phase.OVER:
            # Hand sizes: deal size less the cards each seat has played.
            size = hand_size(state.deal)
            for seat, hand in enumerate(state.hands):
                assert len(hand) == size - state.tricks_played - state.has_played_to_trick(seat)
            if check_every_step:
                _check_cards(state, [c for c in played if c not in state.trick])
                assert parse_state(format_state(state)) == state
    return state, events_all


@settings(max_examples=20, deadline=None)
@given(seed=SEEDS)
def test_property_random_games_keep_every_promise(seed: int) -> None:
    """RULES B properties: hand sizes, cards in one place, round trip, never stuck."""
    final, events = _play(seed, ("random", "random"), check_every_step=True)
    # RULES B, end: more points wins; Ruling: equal totals are a draw.
    a, b = final.scores
    assert final.winner == (0 if a > b else 1 if b > a else "draw")
    assert isinstance(events[-1], GameOver)


@settings(max_examples=12, deadline=None)
@given(seed=SEEDS, names=st.tuples(BOT_NAMES, BOT_NAMES))
def test_property_tricks_per_deal_equal_hand_size_and_25_deals(
    seed: int, names: tuple[str, str]
) -> None:
    """RULES B: each counted deal has as many tricks as cards in hand; a game has 25 deals;
    bots (any mix) never act illegally; deal scores add up to the final totals."""
    final, events = _play(seed, names, check_every_step=False)
    tricks = 0
    deals = []
    total = [0, 0]
    for event in events:
        if isinstance(event, Dealt):
            tricks = 0
        elif isinstance(event, TrickTaken):
            tricks += 1
        elif isinstance(event, DealScored):
            assert tricks == hand_size(event.deal)
            deals.append(event.deal)
            total = [total[0] + event.points[0], total[1] + event.points[1]]
    assert deals == list(range(1, 26))
    assert tuple(total) == final.scores


@settings(max_examples=6, deadline=None)
@given(seed=SEEDS)
def test_property_same_seed_same_game(seed: int) -> None:
    """Seeded: the same seed and bots give the same game, event for event."""
    first = _play(seed, ("heuristic", "random"), check_every_step=False)
    second = _play(seed, ("heuristic", "random"), check_every_step=False)
    assert first == second


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 30) | st.text(max_size=4),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=2), inner, max_size=3)
    ),
    max_leaves=8,
)


@settings(max_examples=150, deadline=None)
@given(field=st.sampled_from(sorted(state_to_dict(new_game(7)))), value=JSON_VALUES)
def test_property_bad_state_files_raise_only_backalley_errors(field: str, value: object) -> None:
    """Errors: any corrupted field gives a BackAlleyError (never another exception)."""
    data = state_to_dict(new_game(7))
    data[field] = value
    try:
        parse_state(json.dumps(data))
    except BackAlleyError as err:
        assert str(err)
