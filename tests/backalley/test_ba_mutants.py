"""Rule checks written for the mutants a mutation run left alive: each pins one fact of RULES
Part B on a small constructed state, with the expected value reasoned from the rule book.

Quick tests on purpose: a mutant on a line run by hundreds of tests is found by the first
of them that fails, and these run first (they are the quickest).
"""

from __future__ import annotations

from backalley import new_game
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
