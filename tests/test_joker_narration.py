"""Narration of a joker played from start (RULES 6): it jumps onto a peg, it does not come out."""

from __future__ import annotations

from builders import make

from pegs.render.describe import narrate, narrate_event


def test_rules_6_joker_target_from_start_is_told_as_a_jump():
    """6.joker-target and 6.joker-source: the joker's peg jumps from start onto Orange's peg."""
    p = make({1: ["T30"]})
    _after, events = p.play("JK 0:S-T30")
    story = narrate(events, players=4)
    assert story == (
        "Blue plays a joker: the peg jumps out of start, landing 4 holes past Orange's come-out "
        "hole, bumping Orange's peg back to its start."
    )
    assert narrate_event(events[1], players=4) == (
        "Blue's peg jumps out of start, landing 4 holes past Orange's come-out hole."
    )


def test_rules_4_ace_coming_out_is_still_told_as_coming_out():
    """4.ace: an ace brings a peg out onto its own come-out hole."""
    story = narrate(make({}).play("AS 0:S-T8")[1], players=4)
    assert story == ("Blue plays an ace: the peg comes out of start onto its come-out hole.")
