"""The bots' board layout: made from public values, and stepped by a move's effects exactly as
playing the move moves the pegs (RULES 4-6: every part, then every peg it sends away)."""

from __future__ import annotations

import random

import pytest
from play import options_for, random_position

from pegs import START
from pegs.bots.layout import Layout


def _sorted(layout: Layout) -> list[list[int]]:
    return [sorted(places) for places in layout.pegs]


@pytest.mark.parametrize("players", [4, 6, 8])
def test_a_layout_stepped_by_a_moves_effects_equals_the_played_positions(players):
    # RULES 5 (bumps, teammate chains) and 6 (jokers): every legal move of positions along
    # seeded games, bumps included, leaves the pegs that playing it leaves.
    rng = random.Random(players)
    checked = bumps = 0
    for index in range(12):
        position = random_position(rng.randrange(10**6), players, 60 * index, options_for(index))
        if position.is_over:
            continue
        layout = Layout.of(position)
        for move in position.legal_moves():
            effects = position.effects(move)
            after = layout.after(effects)
            played = position.play(move)[0]
            assert _sorted(after) == _sorted(Layout.of(played)), (str(move), position.to_json())
            assert [after.in_start(s) for s in range(players)] == [
                list(places).count(START) for places in played.pegs
            ]
            checked += 1
            bumps += any(effect.bumps for effect in effects)
    assert checked > 150 and bumps > 5, (checked, bumps)  # many moves, bumps among them


def test_stepping_a_layout_leaves_the_original_alone():
    position = random_position(3, 4, 80, {})
    layout = Layout.of(position)
    before = [list(places) for places in layout.pegs]
    for move in position.legal_moves():
        layout.after(position.effects(move))
    assert layout.pegs == before


def test_a_moved_peg_keeps_its_old_places_slot():
    # The evaluation sums peg values in this order: the same order as the engine's arrays
    # after a move gives the same floating-point sums, and so the same choices, as before.
    position = random_position(5, 4, 40, {})
    layout = Layout.of(position)
    move = next(m for m in position.legal_moves() if len(m.parts) == 1 and m.parts[0].frm >= 0)
    seat, frm, to = move.parts[0]
    after = layout.after(position.effects(move))
    slot = layout.pegs[seat].index(frm)
    assert after.pegs[seat][slot] == to
