"""Rule checks written for the mutants a mutation run left alive: each pins one fact of RULES
Part B on a small constructed state, with the expected value reasoned from the rule book.

Quick tests on purpose: a mutant on a line run by hundreds of tests is found by the first
of them that fails, and these run first (they are the quickest).
"""

from __future__ import annotations

import pytest
from ba_helpers import make_state

from backalley import InvalidStateError, new_game
from backalley.dealing import start_deal
from backalley.rules import Rules


def test_rule_b_a_new_game_starts_at_deal_1_with_no_points_and_no_tricks() -> None:
    """RULES B, deals and scoring: deal 1 (13 cards), both teams at 0, nothing taken yet."""
    for seed in (0, 1, -7):
        state = new_game(seed)
        assert state.deal == 1 and state.hand_size == 13
        assert state.scores == (0, 0)
        assert state.taken == (0, 0, 0, 0) and state.redeals == 0
        assert state.bids == () and state.trick == () and state.leader is None
        assert state.trump_in_last_trick is False
        assert state.rules == Rules()


def test_rule_b_a_deal_starts_with_the_scores_carried_and_no_redeal_by_default() -> None:
    """RULES B, state file: ``scores`` are the totals before the deal; a deal is not a redeal."""
    state, _ = start_deal(4, 20, 2, (35, -12), Rules())
    assert state.scores == (35, -12) and state.redeals == 0
    assert state.deal == 20 and state.hand_size == 8 and state.dealer == 2
    assert state.turn == 3  # RULES B, bidding: from the dealer's left


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_rule_b_trump_a_turned_blooper_leaves_no_other_blooper_in_any_hand(seat: int) -> None:
    """RULES B, trump: when a blooper is turned whoever holds the other discards it, so no hand
    may still hold it (checked for every seat, the last one dealt included)."""
    hands = ["3C", "4C", "5C", "6C"]
    hands[seat] = "LB"
    with pytest.raises(InvalidStateError, match=r"'LB' is in play in a no-trump deal"):
        make_state(hands, deal=13, turned="BB")
    assert make_state(["3C", "4C", "5C", "6C"], deal=13, turned="BB").trump is None


def test_rule_b_state_file_defaults_no_redeal_and_a_passed_contract_is_zero() -> None:
    """RULES B, state file and bidding: a state that does not say otherwise is no redeal; a
    team whose partners both passed bids 0 tricks, not a board."""
    from backalley.state import Contract

    state = make_state(["3C", "4C", "5C", "6C"], deal=13)
    assert state.redeals == 0 and state.winner is None and state.played == ()
    assert Contract() == Contract(tricks=0, board_level=0) and not Contract().is_board
    passed = make_state(["3C 4C", "5C 6C", "7C 8C", "9C 10C"], deal=12, bids="pass 1 pass")
    assert passed.contract(0) == Contract() and passed.contract(1) == Contract(tricks=1)


def test_a_lesson_screen_shows_only_your_hand_unless_it_says_so() -> None:
    """Lessons: a screen shows the learner's hand alone unless it asks to show every hand."""
    from backalley.lessons import BAScreen

    assert BAScreen("A screen").show_hands is False
    assert BAScreen("A screen", show_hands=True).show_hands is True
