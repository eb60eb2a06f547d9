"""Refusals are data (RULES 1 to 9): a clause of the rule index, a case, and the values it names.

Every refusal the engine can give names a clause that exists in the index (``pegs.clauses``), in
the section ``Refusal.clause`` reports, and a case (``reason``) that both registers of words know
(the engine's sentence, ``pegs.words.refusals``, and a learner's, ``pegs.words.learner``),
carrying exactly the values the engine's sentence names. The sentences are made from that data.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from play import OPTION_VALUES, games, random_position
from refusal_moves import RANKS, exercise_positions, tried_moves, variants

from pegs import HOME, START, IllegalMoveError, Move, Part, Position, Refusal, Rules
from pegs.clauses import CLAUSES, section_of
from pegs.scenarios import load_all
from pegs.words import learner, refusals

ROOT = Path(__file__).resolve().parent.parent
#: Cases the words layer can say but no position reaches: kept so that an impossible state is
#: said plainly rather than raised (each named with why it cannot happen).
UNREACHABLE = {
    # A chain of teammates sent to their in-spots meets its own start again only after a seat
    # refuses (``teammate-nowhere``), so it always ends.
    "chain-endless",
    # With no peg in the way there is always a track hole to carry on to (RULES 5).
    "home-place-blocked",
    # A joker with every movable peg home means the team has won: ``game-over`` comes first.
    "joker-all-home",
    # ``card_refusal`` is only asked about a card with no move, and one of its tries refuses.
    "no-move-for-card",
}


def check_refusal(refusal: Refusal, move: Move | None = None) -> None:
    """One refusal is well-formed data that both registers can word."""
    assert refusal.rule in CLAUSES, refusal
    assert refusal.clause == section_of(refusal.rule)
    assert refusal.reason in refusals.SENTENCES, refusal.reason
    assert refusal.reason in learner.SENTENCES, refusal.reason
    assert set(refusal.values) == refusals.needs(refusal.reason), refusal
    assert learner.needs(refusal.reason) <= set(refusal.values), refusal
    for value in refusal.values.values():
        assert isinstance(value, (int, str, tuple)), refusal
    if refusal.part is not None:
        assert move is not None and len(move.parts) == 2 and refusal.part in (0, 1)
    assert refusal.message and str(refusal).endswith(f"(RULES {refusal.clause})")


def sweep(positions, moves_each: int | None = None) -> tuple[Counter[str], dict[str, set[str]]]:
    """Check every refusal met on ``positions``; the cases met, and each case's rules."""
    met: Counter[str] = Counter()
    rules: dict[str, set[str]] = {}
    for name, position in positions:
        moves = tried_moves(position, name)
        if moves_each is not None:
            moves = random.Random(name).sample(moves, min(moves_each, len(moves)))
        found = [(m, position.why_not(m)) for m in moves]
        found += [(None, position.why_not_card(c)) for c in RANKS]
        for move, refusal in found:
            if refusal is None:
                continue
            check_refusal(refusal, move)
            met[refusal.reason] += 1
            rules.setdefault(refusal.reason, set()).add(refusal.rule)
    return met, rules


@pytest.fixture(scope="module")
def scenario_sweep():
    positions = [(s.name, v) for s in load_all() for v in variants(s.position)]
    return sweep(positions, moves_each=300)


def test_rules_1_to_9_every_scenario_refusal_names_an_indexed_clause_and_its_values(
    scenario_sweep,
):
    met, _ = scenario_sweep
    assert sum(met.values()) > 10_000


def test_rules_1_to_9_each_case_of_refusal_always_names_the_same_rule(scenario_sweep):
    _, rules = scenario_sweep
    assert {case: r for case, r in rules.items() if len(r) > 1} == {}


def test_rules_1_to_9_every_reachable_case_of_refusal_is_met_and_both_registers_know_them_all(
    scenario_sweep,
):
    met, _ = scenario_sweep
    met_built, _ = sweep([("no copy left", _no_copy_left()), ("won", _won())])
    met_too, _ = sweep([(name, p) for name, p, _ in exercise_positions()], moves_each=40)
    met_too += met_built
    assert set(refusals.SENTENCES) == set(learner.SENTENCES)
    assert set(refusals.SENTENCES) - set(met) - set(met_too) == UNREACHABLE
    assert not UNREACHABLE & (set(met) | set(met_too))


def test_rules_4_to_9_refusals_on_seeded_games_under_every_rule_option():
    positions = []
    for index, players in enumerate((4, 6, 8) * 2):
        options = {name: values[index % len(values)] for name, values in OPTION_VALUES.items()}
        for turns in (60, 240):
            position = random_position(index, players, turns, options)
            positions += [(f"game {index} {turns}", v) for v in variants(position)]
    met, _ = sweep(positions, moves_each=150)
    assert sum(met.values()) > 1_000


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.randoms(use_true_random=False), st.data())
def test_rules_1_to_9_any_move_is_legal_or_refused_with_well_formed_data(position, rng, data):
    players = position.players
    places = [START, *range(position.rules.track_length), *(HOME + k for k in range(1, 6))]
    for _ in range(30):
        card = rng.choice((*RANKS, *(position.hand() or ())))
        parts = tuple(
            Part(rng.randrange(players), rng.choice(places), rng.choice(places))
            for _ in range(data.draw(st.integers(1, 2)))
        )
        move = Move(card, parts)
        refusal = position.why_not(move)
        if refusal is not None:
            check_refusal(refusal, move)


def test_rule_3_a_refusal_raised_by_play_carries_the_refusal_itself():
    position = _no_copy_left()
    move = Move(position.discard[0], (Part(0, START, 8),))
    refusal = position.why_not(move)
    assert refusal is not None and refusal.rule == "3.shoe" and refusal.reason == "no-copy-left"
    with pytest.raises(IllegalMoveError) as raised:
        position.play(move)
    assert raised.value.refusal == refusal
    assert raised.value.clause == "3" and str(refusal) in str(raised.value)


def test_rule_5_the_tuned_core_refuses_a_landing_with_values_only():
    from pegs._engine.scratch import LandingRefused, Scratch

    scratch = Scratch(4, ((0, START, START, START, START), *(((START,) * 5),) * 3))
    with pytest.raises(LandingRefused) as raised:
        scratch.land(0, 70, 0)
    refused = raised.value
    assert (refused.rule, refused.reason) == ("5.own-colour", "own-colour-there")
    assert dict(refused.values) == {"seat": 0, "place": 0, "players": 4}


def test_rule_4_a_refused_split_part_says_which_part_as_data():
    position = Position.from_dict(
        {
            "format": "pegs-position/1",
            "players": 4,
            "turn": 0,
            "pegs": {
                "0": ["T10", "T14", "T20", "S", "S"],
                "1": ["S"] * 5,
                "2": ["S"] * 5,
                "3": ["S"] * 5,
            },
        }
    )
    refusal = position.why_not("7S 0:T10-T16 0:T20-T21")
    assert refusal is not None and refusal.part == 0
    assert (refusal.rule, refusal.reason) == ("5.own-colour", "own-colour-in-way")
    assert dict(refusal.values) == {"seat": 0, "place": 14, "players": 4}
    assert refusal.message.startswith("The first part of the split is illegal: ")


def _no_copy_left() -> Position:
    """Exploring (no hands) with every copy of a 5 of the shoe already played."""
    rules = Rules(4)
    five = next(card for card in RANKS if card.rank.value == "5")
    return Position(rules, ((START,) * 5,) * 4, discard=(five,) * rules.decks)


def _won() -> Position:
    """Blue and Green have every peg home: the game is over."""
    home = tuple(HOME + k for k in range(1, 6))
    return Position(Rules(4), (home, (START,) * 5, home, (START,) * 5))


def test_rule_5_a_scenario_may_expect_a_refusals_rule_and_case_as_data():
    from pegs.scenarios import from_dict, load
    from pegs.scenarios.verify import problems

    data = json.loads((ROOT / "pegs" / "scenarios" / "own-colour.json").read_text())
    refuses = {"move": "5H 0:T10-T15", "clause": "5", "rule": "5.own-colour"}
    data["expect"] = {"refuses": [{**refuses, "reason": "own-colour-in-way"}]}
    assert problems(from_dict("own-colour", data)) == []
    data["expect"] = {"refuses": [{**refuses, "rule": "5.own-on-in-spot", "reason": "no-move"}]}
    found = problems(from_dict("own-colour", data))
    assert len(found) == 2 and "rule 5.own-colour" in found[0] and "reason" in found[1]
    assert load("own-colour").position == from_dict("own-colour", data).position
