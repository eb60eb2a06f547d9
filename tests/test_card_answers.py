"""What each card does, asked of the rules (RULES 4 and 9): the answers bots and hints read."""

from __future__ import annotations

import pytest

from pegs import Rank, Rules
from pegs.rules import BACKWARD_STEPS, BRINGS_OUT, backward_steps, split_part_steps


def test_rule_4_only_the_8_moves_backward_and_by_8():
    assert backward_steps(Rank.EIGHT) == BACKWARD_STEPS == 8
    assert [r for r in Rank if backward_steps(r) is not None] == [Rank.EIGHT]


def test_rule_4_an_ace_and_the_face_cards_bring_a_peg_out_onto_its_come_out_hole():
    assert {Rank.ACE, Rank.JACK, Rank.QUEEN, Rank.KING} == BRINGS_OUT


@pytest.mark.parametrize(
    ("nine", "forward", "backward"),
    [
        ("split-forward", range(1, 9), range(0)),
        ("forward-only", range(0), range(0)),
        ("split-forward-back", range(1, 9), range(1, 9)),
    ],
)
def test_rule_9_one_part_of_a_split_9_moves_1_to_8_as_the_nine_option_says(nine, forward, backward):
    rules = Rules.from_options(4, {"nine": nine})
    assert split_part_steps(Rank.NINE, rules) == (forward, backward)


def test_rule_4_one_part_of_a_split_7_moves_1_to_6_forward_and_no_other_card_splits():
    for face_cards in ("ten", "eleven-twelve-thirteen"):
        rules = Rules.from_options(6, {"face_cards": face_cards})
        assert split_part_steps(Rank.SEVEN, rules) == (range(1, 7), range(0))
        for rank in Rank:
            if rank not in (Rank.SEVEN, Rank.NINE):
                assert split_part_steps(rank, rules) == (range(0), range(0))
