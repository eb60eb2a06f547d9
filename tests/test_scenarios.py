"""Lesson scenarios (pegs/scenarios): every file loads, every RULES clause is shown, and every
lesson's ``expect`` holds against the engine, so no lesson teaches what the engine does not do.
"""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from types import MappingProxyType

import pytest

from pegs import Card, Position, new_game
from pegs.errors import NotationError, PegsError
from pegs.events import (
    BumpedToStart,
    CardDrawn,
    CardPlayed,
    DiscardsReshuffled,
    EnteredHome,
    GameWon,
    PegMoved,
    SentToInSpot,
)
from pegs.scenarios import CLAUSES, Scenario, for_clause, from_dict, load, load_all, names
from pegs.scenarios.verify import event_notation, problems

NAMES = names()
RULES_MD = Path(__file__).resolve().parents[1] / "docs" / "RULES.md"


def test_there_are_enough_scenarios_to_teach_from() -> None:
    assert len(NAMES) >= 30


@pytest.mark.parametrize("name", NAMES)
def test_scenario_loads_with_title_lesson_and_known_clauses(name: str) -> None:
    scenario = load(name)
    assert scenario.name == name
    assert scenario.title.strip() and scenario.lesson.strip()
    assert scenario.clauses and all(c in CLAUSES for c in scenario.clauses)
    assert isinstance(scenario.position, Position)


@pytest.mark.parametrize("name", NAMES)
def test_scenario_lesson_agrees_with_the_engine(name: str) -> None:
    assert problems(load(name)) == []


@pytest.mark.parametrize("name", NAMES)
def test_scenario_position_is_a_rules_10_position_file(name: str) -> None:
    """RULES 10: the stored position is a valid position file and round-trips exactly."""
    scenario = load(name)
    again = Position.from_json(scenario.position.to_json())
    assert again == scenario.position
    assert again.to_dict() == scenario.position.to_dict()


def test_every_rules_clause_is_shown_by_a_scenario() -> None:
    named = {c for s in load_all() for c in s.clauses}
    assert sorted(set(CLAUSES) - named) == []


def test_every_section_1_to_9_has_clauses() -> None:
    sections = {name.split(".")[0] for name in CLAUSES}
    assert sections == {str(n) for n in range(1, 10)}


def test_every_rule_option_value_is_a_clause_or_a_default() -> None:
    """RULES 9: each non-default option value has its own clause (defaults are sections 4-6)."""
    from pegs.rules import Rules

    defaults = Rules().options()
    for option, default in defaults.items():
        kind = type(getattr(Rules(), option))
        for member in kind:
            if member.value == default:
                continue
            short = option.replace("_", "-")
            assert any(c.startswith(f"9.{short}") for c in CLAUSES), (option, member.value)


def test_clause_sections_match_the_rule_book_headings() -> None:
    text = RULES_MD.read_text(encoding="utf-8").split("# Part B")[0]
    headings = set(re.findall(r"^## (\d+)\.", text, flags=re.MULTILINE))
    sections = {name.split(".")[0] for name in CLAUSES}
    assert sections == headings - {"10"}


def test_rule_option_scenarios_use_the_option_they_name() -> None:
    """A 9.<option> scenario plays under that option, not the default."""
    for scenario in load_all():
        for clause in scenario.clauses:
            if not clause.startswith("9."):
                continue
            options = scenario.position.rules.options()
            defaults = {
                "nine": "split-forward",
                "face_cards": "ten",
                "home_entry": "compulsory",
                "team_pegs": "any",
                "joker_source": "start-first",
            }
            assert options != defaults, (scenario.name, clause)


def test_unknown_scenario_names_the_known_ones() -> None:
    with pytest.raises(PegsError) as err:
        load("no-such-lesson")
    assert "no-such-lesson" in str(err.value)
    assert "bump-opponent" in str(err.value)


def test_for_clause_finds_the_scenarios_and_refuses_unknown_clauses() -> None:
    found = for_clause("5.bump-opponent")
    assert "bump-opponent" in [s.name for s in found]
    assert all("5.bump-opponent" in s.clauses for s in found)
    with pytest.raises(PegsError, match=re.escape("5.nothing")):
        for_clause("5.nothing")


def _file(**changes: object) -> dict:
    data = {
        "title": "t",
        "lesson": "l",
        "clauses": ["5.own-colour"],
        "position": {
            "format": "pegs-position/1",
            "players": 4,
            "turn": 0,
            "pegs": {str(s): ["S"] * 5 for s in range(4)},
        },
    }
    data.update(changes)
    return data


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"clauses": ["5.no-such-rule"]}, "unknown clause '5.no-such-rule'"),
        ({"clauses": []}, "non-empty"),
        ({"colour": "blue"}, "unknown key 'colour'"),
        (
            {"position": {"format": "pegs-position/1", "players": 5, "turn": 0, "pegs": {}}},
            "players must be 4, 6 or 8",
        ),
    ],
)
def test_a_bad_scenario_file_is_refused_clearly(changes: dict, words: str) -> None:
    with pytest.raises(NotationError, match=re.escape(words)):
        from_dict("bad", _file(**changes))


def test_a_missing_key_is_named() -> None:
    data = _file()
    del data["lesson"]
    with pytest.raises(NotationError, match="lacks 'lesson'"):
        from_dict("bad", data)


def _with_expect(scenario: Scenario, **expect: object) -> Scenario:
    merged = {**scenario.expect, **expect}
    return dataclasses.replace(scenario, expect=MappingProxyType(merged))


def test_the_checker_catches_a_lesson_that_misstates_the_events() -> None:
    """RULES 5: landing on an opponent bumps it; a lesson leaving the bump out must fail."""
    wrong = _with_expect(
        load("bump-opponent"),
        plays=[{"move": "5H 0:T10-T15", "events": ["played 0 5H", "moved 0:T10-T15"]}],
        after={},
    )
    assert any("bumped 1:T15 to S by 0" in p for p in problems(wrong))


def test_the_checker_catches_a_wrong_move_list_and_a_legal_move_called_refused() -> None:
    """RULES 5: a peg may not pass its own colour, so T10 cannot move 5 past T13."""
    scenario = load("own-colour")
    assert problems(_with_expect(scenario, moves=["5H 0:T10-T15"]))
    assert problems(_with_expect(scenario, refuses=[{"move": "5H 0:T13-T18"}]))
    assert problems(_with_expect(scenario, refuses=[{"move": "5H 0:T10-T15", "clause": "4"}]))
    assert problems(_with_expect(scenario, mystery=1))


def test_the_checker_catches_a_wrong_exercise_answer() -> None:
    from pegs.moves import Move
    from pegs.scenarios import Exercise

    scenario = load("bump-opponent")
    wrong = dataclasses.replace(scenario, exercise=Exercise("bump", (Move.parse("5H 0:T10-T16"),)))
    assert any("exercise" in p for p in problems(wrong))


def test_event_notation_names_every_event_kind() -> None:
    card = Card.parse("5H")
    lines = [
        event_notation(CardPlayed(0, card)),
        event_notation(CardPlayed(0, card, discarded=True)),
        event_notation(PegMoved(0, 10, 15, (11, 12, 13, 14, 15))),
        event_notation(PegMoved(0, 8, 0, (7, 6, 5, 4, 3, 2, 1, 0), backward=True)),
        event_notation(EnteredHome(0, 1002)),
        event_notation(BumpedToStart(1, 15, 0)),
        event_notation(SentToInSpot(2, 35, 39, 0)),
        event_notation(CardDrawn(0, card)),
        event_notation(DiscardsReshuffled(12)),
        event_notation(GameWon(1)),
    ]
    assert lines == [
        "played 0 5H",
        "discarded 0 5H",
        "moved 0:T10-T15",
        "moved back 0:T8-T0",
        "home 0:H2",
        "bumped 1:T15 to S by 0",
        "sent 2:T35 to T39 by 0",
        "drew 0 5H",
        "reshuffled 12",
        "won 1",
    ]


def test_deal_scenarios_are_the_seeded_new_games() -> None:
    """RULES 3: 162 cards for four players; play starts on the dealer's left."""
    deal = load("the-deal").position
    assert deal == new_game(4, seed=7)
    assert deal.turn == (deal.dealer + 1) % 4


def test_scenario_files_are_valid_json_objects_in_the_package() -> None:
    import pegs.scenarios as package

    folder = Path(package.__file__).parent
    files = sorted(p.stem for p in folder.glob("*.json"))
    assert files == NAMES
    for path in folder.glob("*.json"):
        assert isinstance(json.loads(path.read_text(encoding="utf-8")), dict)


def test_check_answer_tells_right_legal_but_wrong_and_illegal_apart() -> None:
    """RULES 5: a bump asked for; a legal non-bump and an impossible count are told apart."""
    lesson = load("bump-opponent")
    right = lesson.check_answer("5H 0:T10-T15")
    assert right.correct and right.message.startswith("Right!")
    other = load("arizona").check_answer("5H 0:T10-T15")
    assert not other.correct and "not what was asked" in other.message
    illegal = lesson.check_answer("5H 0:T10-T16")
    assert not illegal.correct and illegal.message.startswith("Not allowed:")
    with pytest.raises(PegsError, match="no exercise"):
        load("chain").check_answer("5H 0:T30-T35")
