"""``Position.why_not_card``: the engine's answer to "why can this card not move" (RULES 3-8)."""

from __future__ import annotations

import random

import pytest
from builders import make

from pegs import ALL_CARDS, Card, new_game
from pegs.bots import make_bot

HOME5 = ["H1", "H2", "H3", "H4", "H5"]


def test_rules_4_ace_a_card_with_a_move_has_no_refusal():
    p = make({0: ["T10"]}, turn=0)
    assert p.why_not_card("AS") is None
    assert p.why_not_card(Card.parse("5H")) is None


def test_rules_4_eight_cannot_bring_a_peg_out_and_names_the_joker():
    """4.eight and 4.any-team-peg: only A, K, Q, J (and the joker, RULES 6) bring pegs out."""
    p = make({}, turn=0)
    refusal = p.why_not_card("8C")
    assert refusal is not None and refusal.clause == "4"
    assert str(refusal) + "." == (
        "An 8 cannot bring a peg out of start: only an ace, a king, a queen, a jack or a joker "
        "can (RULES 4)."
    )


def test_rules_4_number_card_from_start_speaks_of_its_own_rank():
    refusal = make({}, turn=1).why_not_card("5H")
    assert refusal is not None and refusal.clause == "4"
    assert refusal.message.startswith("A 5 cannot bring a peg out of start")


def test_rules_5_own_colour_blocks_the_only_track_peg():
    """5.own-colour: Blue's back peg would pass Blue's front peg, which may not bump Green's.

    (9.team-pegs-own-first keeps Green's pegs out of Blue's reach.)
    """
    p = make(
        {0: ["T10", "T11", "H3", "H4", "H5"], 2: ["T13", "T39"]}, turn=0, team_pegs="own-first"
    )
    refusal = p.why_not_card("2H")
    assert refusal is not None and refusal.clause == "5"
    assert "Blue" in refusal.message and "seat" not in refusal.message


def test_rules_5_inside_home_an_exact_count_never_past_h5():
    """5.inside-home: with every peg home but one at H1..., a 10 cannot move in home."""
    p = make({0: HOME5, 2: ["H1", "H2", "H3", "H4", "T50"]}, turn=0)
    assert p.why_not_card("10S") is None  # the track peg can move
    p = make({0: ["H1", "H2", "H3", "H4", "S"], 2: HOME5}, turn=0)
    refusal = p.why_not_card("10S")
    # The start peg says most here: a 10 does not bring pegs out.
    assert refusal is not None and refusal.clause == "4"
    p = make({0: HOME5, 2: ["H2", "H3", "H4", "H5", "H1"]}, turn=0, players=4)
    # every peg of the team is home: the game is over (RULES 8)
    assert p.why_not_card("AS").clause == "8"


def test_rules_6_joker_target_needs_a_peg_of_another_colour():
    """6.joker-target: with no other colour on the track a joker has nowhere to land."""
    p = make({0: ["T10"]}, turn=0, team_pegs="own-first")
    refusal = p.why_not_card("JK")
    assert refusal is not None and refusal.clause == "6"
    assert "another colour" in refusal.message
    assert make({0: ["T10"], 1: ["T30"]}, turn=0).why_not_card("JK") is None
    assert make({0: ["T10"]}, turn=0).why_not_card("JK") is None  # Green's peg may jump on Blue


def test_rules_6_joker_not_home_pegs_in_home_are_never_moved():
    """6.joker-not-home: under own-first a seat with every peg home has nothing for a joker."""
    p = make({0: HOME5, 1: ["T30"]}, turn=0, team_pegs="own-first")
    # own-first: Blue's pegs are all home, so Blue moves Green's: the joker takes one from start.
    assert p.why_not_card("JK") is None


def test_rules_3_turn_a_card_not_in_the_hand_is_refused_by_rule_3():
    p = make({0: ["T10"]}, turn=0, hands={0: ["5H"], 1: [], 2: [], 3: []})
    refusal = p.why_not_card("6H")
    assert refusal is not None and refusal.clause == "3"
    assert refusal.message == "Blue does not hold the 6 of hearts; its hand is the 5 of hearts"
    assert p.why_not_card("5H") is None


def test_rules_8_game_over_no_card_moves():
    p = make({0: HOME5, 2: HOME5}, turn=1)
    refusal = p.why_not_card("AS")
    assert refusal is not None and refusal.clause == "8"
    assert "team 0 (Blue and Green)" in refusal.message


def test_why_not_card_refuses_text_that_is_not_a_card():
    from pegs import NotationError

    with pytest.raises(NotationError):
        make({}).why_not_card("8X")


@pytest.mark.parametrize("players", [4, 6, 8])
def test_rules_7_must_play_why_not_card_agrees_with_legal_moves_over_whole_games(players):
    """7.must-play: a held card is refused exactly when none of the legal moves uses it."""
    bot = make_bot("random", seed=players)
    position = new_game(players, seed=players)
    rng = random.Random(players)
    checked = refused = 0
    for _ in range(400):
        if position.is_over:
            break
        hand = position.hand()
        moving = {m.card for m in position.legal_moves() if m.parts}
        for card in set(hand):
            refusal = position.why_not_card(card)
            assert (refusal is None) == (card in moving), (card, refusal, position.to_json())
            if refusal is not None:
                refused += 1
                assert "seat" not in refusal.message
                assert refusal.clause in {"4", "5", "6", "9"}
            checked += 1
        # A card not in the hand is always refused by RULES 3.
        absent = [c for c in ALL_CARDS if c not in hand]
        assert position.why_not_card(rng.choice(absent)).clause == "3"
        position = position.play(bot.choose(position))[0]
    assert checked > 100 and refused > 0
