"""A small chapter made for the course widget's tests (the shipped chapters may change)."""

from __future__ import annotations

from pegs.course import Chapter, Screen
from pegs.course.load import exercise_from_dict


def _position(pegs: dict[str, list[str]], hand: list[str] | None = None, turn: int = 0) -> dict:
    full = {str(s): (pegs.get(str(s), []) + ["S"] * 5)[:5] for s in range(4)}
    data = {"format": "pegs-position/1", "players": 4, "turn": turn, "pegs": full}
    if hand is not None:
        data["hands"] = {str(turn): hand}
    return data


BUMP = exercise_from_dict(
    {
        "id": "t-bump",
        "kind": "move",
        "clauses": ["5.bump-opponent"],
        "position": _position({"0": ["T10", "T40"], "1": ["T15"]}, ["5H", "3C"]),
        "prompt": "Send Orange's peg back to its start.",
        "answers": ["5H 0:T10-T15"],
        "hint": "Count how far each Blue peg is from Orange's peg.",
        "explanation": "Landing on an opponent's peg sends it back to its start.",
        "goal": ["bump:1"],
    }
)

SPLIT = exercise_from_dict(
    {
        "id": "t-split",
        "kind": "move",
        "clauses": ["4.split"],
        "position": _position({"0": ["T10", "T20"], "1": ["T13", "T24"]}, ["7S", "2C"]),
        "prompt": "Bump both Orange pegs with one card.",
        "answers": ["7S 0:T10-T13 0:T20-T24", "7S 0:T20-T24 0:T10-T13"],
        "hint": "A 7 may be shared between two pegs.",
        "goal": ["bump:1"],
    }
)

WHERE = exercise_from_dict(
    {
        "id": "t-where",
        "kind": "predict",
        "clauses": ["5.bump-opponent"],
        "position": _position({"0": ["T30"], "1": ["T36"]}, ["6S", "2H"]),
        "prompt": "Blue plays the 6 of spades onto Orange's peg. Click where Orange's peg ends up.",
        "answers": ["1:S"],
        "given": "6S 0:T30-T36",
        "track": "1:T36",
        "hint": "An opponent's peg that is landed on starts again.",
    }
)

CARD = exercise_from_dict(
    {
        "id": "t-card",
        "kind": "choose-card",
        "clauses": ["5.bump-opponent", "4.number"],
        "position": _position({"0": ["T20"], "3": ["T24"]}, ["3S", "4D", "6C"]),
        "prompt": "Which card lets Blue bump the Purple peg?",
        "answers": ["4D"],
        "hint": "Count the holes to the Purple peg.",
        "goal": ["bump:3"],
    }
)

WHY = exercise_from_dict(
    {
        "id": "t-why",
        "kind": "why",
        "clauses": ["1.teams"],
        "position": _position({}),
        "prompt": "Which colour plays on Blue's team?",
        "answers": ["Green"],
        "choices": ["Orange", "Green", "Purple"],
        "hint": "Teammates sit opposite each other.",
        "wrong": {"Orange": "Orange sits next to Blue: an opponent."},
    }
)

COUNT = exercise_from_dict(
    {
        "id": "t-count",
        "kind": "count",
        "clauses": ["2.track"],
        "position": _position({}),
        "prompt": "How many holes on a side?",
        "answers": ["18"],
        "choices": ["10", "18", "25"],
        "hint": "The four sides make 72.",
    }
)

TEACH = Screen(
    "Landing on an opponent",
    "When your peg lands on an **opponent's** peg, that peg goes back to its start.",
    position=BUMP.position,
    demo="5H 0:T10-T15",
    aids=True,
)

CHAPTER = Chapter(
    id="t1",
    title="Test chapter",
    notebook="t1.ipynb",
    screens=(
        TEACH,
        Screen("Bump Orange", "", exercise=BUMP),
        Screen("Two at once", "", exercise=SPLIT),
        Screen("Where does it go?", "", exercise=WHERE),
        Screen("Which card?", "", exercise=CARD),
        Screen("Teams", "", exercise=WHY),
    ),
    checkpoint=(COUNT, WHY),
)
