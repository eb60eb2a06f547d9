"""Computer players: they see only their seat's view, stay legal, and the heuristic plays well."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from ba_helpers import make_state

from backalley import BackAlleyError, InvalidStateError, State, new_game
from backalley.actions import Bid, BidAction, parse_action
from backalley.bots import HeuristicBot, RandomBot, decide, make_bot, play_game, view_for
from backalley.cards import sorted_cards
from backalley.state import Phase


def _states(seed: int, limit: int = 300) -> list[State]:
    """States along a seeded game with mixed bots."""
    bots = (HeuristicBot(), RandomBot(seed), HeuristicBot(), RandomBot(seed))
    state = new_game(seed)
    out = []
    while state.phase is not Phase.OVER and len(out) < limit:
        out.append(state)
        state, _ = state.apply(decide(bots[state.turn], state))
    return out


def _reshuffle_others(state: State, rng: random.Random) -> State:
    """The same state with the other three hands' cards dealt among them anew (re-drawn until
    the tricks already played stay possible: a seat that showed a void keeps it)."""
    for _ in range(200):
        try:
            return _reshuffle_once(state, rng)
        except InvalidStateError:
            continue
    return state


def _reshuffle_once(state: State, rng: random.Random) -> State:
    others = [seat for seat in range(4) if seat != state.turn]
    pool = [card for seat in others for card in state.hands[seat]]
    rng.shuffle(pool)
    hands = list(state.hands)
    for seat in others:
        count = len(hands[seat])
        hands[seat], pool = sorted_cards(pool[:count]), pool[count:]
    return replace(state, hands=tuple(hands))


@pytest.mark.parametrize("name", ["random", "heuristic"])
def test_bots_see_only_their_seat(name: str) -> None:
    """Bots see only their hand, bids, played cards and the turned card: changing the other
    hands never changes a decision."""
    bot = make_bot(name, 3)
    rng = random.Random(0)
    changed = 0
    for state in _states(21)[::3]:
        other = _reshuffle_others(state, rng)
        changed += other.hands != state.hands
        assert view_for(other, other.turn) == view_for(state, state.turn)
        assert decide(bot, other) == decide(bot, state)
    assert changed > 20  # the test really moved cards between the other hands


def test_view_hides_other_hands_and_knows_played_cards() -> None:
    """A seat's view holds its own hand and the cards played in earlier tricks of the deal."""
    state = new_game(2)
    for action in ["bid 2", "bid 2", "bid 2", "bid 2"]:
        state, _ = state.apply(action)
    for _ in range(4):
        state, _ = state.apply(decide(RandomBot(0), state))
    view = view_for(state, state.turn)
    assert view.hand == state.hands[state.turn]
    assert len(view.played) == 4 and not set(view.played) & set(view.hand)
    assert not hasattr(view, "hands") and not hasattr(view, "seed")


def test_random_bot_is_seeded() -> None:
    """The random bot's choices depend on its seed only (same seed, same game)."""
    a = play_game(new_game(6), (RandomBot(1),) * 4)[0].final
    b = play_game(new_game(6), (RandomBot(1),) * 4)[0].final
    c = play_game(new_game(6), (RandomBot(2),) * 4)[0].final
    assert a == b and a != c


def test_heuristic_beats_random() -> None:
    """The heuristic team outscores a random team in every one of four seeded games."""
    for seed in range(4):
        h, r = HeuristicBot(), RandomBot(seed)
        final = play_game(new_game(seed), (h, r, h, r))[0].final
        assert final.winner == 0, (seed, final.scores)


def test_heuristic_bids_board_with_only_sure_winners() -> None:
    """Heuristic: count sure tricks; the Big Blooper alone in a 1-card deal is a board."""
    state = make_state(["BB", "AS", "KS", "QS"], deal=13, turned="2H")
    assert decide(HeuristicBot(), state) == parse_action("bid board")
    weak = make_state(["3D", "AS", "KS", "QS"], deal=13, turned="2H")
    assert decide(HeuristicBot(), weak) == parse_action("bid pass")


def test_heuristic_counts_top_cards_when_bidding() -> None:
    """Heuristic: top trumps and side aces are bid; a hand of small cards passes."""
    strong = make_state(
        ["BB LB AH AS", "KS QS JS 10S", "AD KD QD JD", "AC KC QC JC"], deal=10, turned="3H"
    )
    action = decide(HeuristicBot(), strong)
    assert isinstance(action, BidAction) and action.bid.number >= 3
    weak = make_state(
        ["2S 3S 4D 5C", "KS QS JS 10S", "AD KD QD JD", "AC KC QC JC"], deal=10, turned="3H"
    )
    assert decide(HeuristicBot(), weak) == parse_action("bid pass")


def test_heuristic_supports_partners_board_by_passing() -> None:
    """Heuristic: after the partner bids board its own number would not count, so it passes."""
    state = make_state(
        ["BB LB AH AS", "KS QS JS 10S", "AD KD QD JD", "AC KC QC JC"],
        deal=10,
        turned="3H",
        bids="pass board pass",
    )
    assert state.turn == 3
    assert decide(HeuristicBot(), state) == parse_action("bid pass")


def test_heuristic_does_not_overtake_a_winning_partner() -> None:
    """Heuristic: support the partner: when the partner is winning the trick, play low."""
    state = make_state(
        ["AS 2S KH 3D", "5S 2H 4H JC", "KS 2D QD JD", "9S 8S QC 4C"],
        deal=10,
        turned="3H",
        bids="pass 1 pass pass",
        leader=1,
    )
    state, _ = state.apply("play 5S")
    state, _ = state.apply("play KS")  # seat 2, seat 0's partner, is winning
    state, _ = state.apply("play 9S")
    assert decide(HeuristicBot(), state) == parse_action("play 2S")  # not the ace
    # Against an opponent's king the same hand wins with the ace.
    other = make_state(
        ["AS 2S KH 3D", "KS 2H 4H JC", "5S 2D QD JD", "9S 8S QC 4C"],
        deal=10,
        turned="3H",
        bids="pass 1 pass pass",
        leader=1,
    )
    other, _ = other.apply("play KS")
    other, _ = other.apply("play 5S")
    other, _ = other.apply("play 9S")
    assert decide(HeuristicBot(), other) == parse_action("play AS")


def test_heuristic_leads_the_big_blooper_to_draw_trumps() -> None:
    """Heuristic: lead bloopers wisely: the Big Blooper wins and draws everyone's top trump."""
    state = make_state(
        ["BB 2S 3S", "AH 3H 2C", "KH 4H 2D", "9S 5C 4C"],
        deal=10,
        turned="2H",
        bids="1 1 pass pass",
        leader=0,
        taken=(1, 0, 0, 0),
        trump_in_last_trick=True,
    )
    assert decide(HeuristicBot(), state) == parse_action("play BB")


def test_unknown_bot_and_deciding_after_the_end_are_errors() -> None:
    """Bots: an unknown name or a finished game is a clear error, not a crash."""
    with pytest.raises(BackAlleyError, match=r"unknown bot 'clever'"):
        make_bot("clever")
    final = play_game(new_game(1), (RandomBot(),) * 4)[0].final
    with pytest.raises(BackAlleyError, match=r"game is over"):
        decide(RandomBot(), final)


def test_sampler_is_registered_seeded_and_legal() -> None:
    """The sampler is a bot level (CLI and table read BOTS); same seed, same game; all legal."""
    from backalley.bots import BOTS
    from backalley.sampler import SamplerBot

    assert list(BOTS) == ["random", "heuristic", "sampler"]
    assert isinstance(make_bot("sampler", 1), SamplerBot)
    state = new_game(8)
    a = state
    bots = tuple(SamplerBot(s, bid_samples=8, play_samples=4) for s in range(4))
    for _ in range(60):  # deal 1: bidding and the first tricks
        action = decide(bots[a.turn], a)
        assert action in a.legal_actions()
        a, _ = a.apply(action)
    b = state
    for _ in range(60):
        b, _ = b.apply(decide(bots[b.turn], b))
    assert a == b


def test_sampler_infers_voids_and_blooper_limits() -> None:
    """The sampler deals unseen cards only where they may be: a void shown stays void, and a
    trump played to the Big Blooper was that seat's highest."""
    from backalley.cards import Suit
    from backalley.sampler import TRUMP, knowledge, sample_hands

    # Clubs are trump. Seat 1 ruffed the spade lead with the 5 of clubs (so it has no spade),
    # then led the Big Blooper; seat 2 played the 3 of clubs to it, so it holds no higher club.
    state = make_state(
        ["QD 4H", "9D", "4D", "JD 10D"],
        deal=11,
        dealer=3,
        turned="2C",
        bids="1 pass pass pass",
        leader=1,
        trick="BB 3C",
        played="AS 5C QS JS",
        taken=(0, 1, 0, 0),
        trump_in_last_trick=True,
    )
    view = view_for(state, 3)
    know = knowledge(view)
    assert know.voids[1] == {Suit.SPADES} and know.trump_cap[2] == 3
    assert TRUMP not in know.voids.get(2, set())
    rng = random.Random(0)
    seen_clubs = 0
    for _ in range(40):
        hands = sample_hands(view, know, rng)
        assert [len(h) for h in hands] == [2, 1, 1, 2]
        assert not [c for c in hands[1] if c.suit is Suit.SPADES]
        assert not [c for c in hands[2] if c.suit is Suit.CLUBS or c.is_blooper]
        seen_clubs += sum(c.suit is Suit.CLUBS for c in hands[0] + hands[1])
        assert not set(hands[0]) & set(hands[1])
    assert seen_clubs  # the others may still hold clubs: the limit is seat 2's alone


@pytest.mark.parametrize("card", ["AH", "LB"])
def test_heuristic_counts_the_stock_as_no_danger(card: str) -> None:
    """Heuristic: in the 1-card deal a higher trump is most likely in the stock, not with an
    opponent, so the trump ace or the Little Blooper bids board."""
    state = make_state([card, "AS", "KS", "QS"], deal=13, turned="2H")
    assert decide(HeuristicBot(), state) == parse_action("bid board")


def test_heuristic_leads_the_little_blooper_while_the_big_one_is_out() -> None:
    """Heuristic: the Little Blooper wins its trick even with the Big one out (its holder must
    play its lowest trump), so it is led to draw trumps."""
    state = make_state(
        ["LB 3S 4D", "BB AH 9C", "KH 8C 7C", "QH 6C 5C"],
        deal=10,
        turned="2H",
        bids="1 pass pass pass",
        leader=0,
        taken=(1, 0, 0, 0),
        trump_in_last_trick=True,
    )
    assert decide(HeuristicBot(), state) == parse_action("play LB")


def test_heuristic_does_not_pull_its_partners_trumps() -> None:
    """Heuristic: once both opponents showed they have no trump, the Big Blooper is not led
    (it would only pull the partner's trumps)."""
    state = make_state(
        ["BB 3H 2S", "KS QS JD", "JH 10H 9H", "KD QD JC"],
        deal=10,
        turned="2H",
        bids="pass pass 1 pass",
        leader=0,
        played="QH 5C AH 6C",
        taken=(1, 0, 0, 0),
        trump_in_last_trick=True,
    )
    assert decide(HeuristicBot(), state) != parse_action("play BB")
    # With the opponents' trumps unknown, the Big Blooper is led to draw them.
    unknown = replace(state, played=())
    assert decide(HeuristicBot(), unknown) == parse_action("play BB")


def test_sampler_bids_board_with_a_sure_single_trick_and_passes_a_hopeless_one() -> None:
    """Sampler, 1-card deal: the Big Blooper always takes the trick, so board pays; the 3 of a
    plain suit on the opening lead of someone else almost never does."""
    from backalley.sampler import SamplerBot

    bot = SamplerBot(1, bid_samples=16)
    sure = make_state(["BB", "AS", "KS", "QS"], deal=13, turned="2H")
    assert decide(bot, sure) == parse_action("bid board")
    hopeless = make_state(["3D", "AS", "KS", "QS"], deal=13, turned="2H", bids="pass board")
    assert hopeless.turn == 2 and decide(bot, hopeless) == parse_action("bid pass")


def test_sampler_fourth_seat_knows_a_pass_redeals() -> None:
    """Sampler: after three passes a fourth pass redeals (worth 0), so a hand expected to take
    tricks bids rather than passes."""
    from backalley.sampler import SamplerBot

    state = make_state(
        ["2S 3S 4D 5C", "6S 7S 8D 9C", "JS 10S 2D 3C", "BB LB AH KH"],
        deal=10,
        turned="3H",
        bids="pass pass pass",
    )
    assert state.turn == 3
    bot = SamplerBot(2, bid_samples=16)
    values = bot.bid_values(view_for(state, 3))
    assert values[parse_action("bid pass")] == 0.0  # nobody scores a redealt deal
    action = decide(bot, state)
    assert isinstance(action, BidAction) and not action.bid.is_pass
    # Had an opponent bid, a pass would score this hand's tricks (a team bid of 0).
    bid_before = replace(state, bids=(Bid(1), *state.bids[1:]))
    assert bot.bid_values(view_for(bid_before, 3))[parse_action("bid pass")] > 0
