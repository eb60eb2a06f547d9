"""The Back Alley lesson: ``content/backalley/lesson.toml`` built into ``backalley/lesson.json``.

The lesson's states are the compact specs ``backalley.lessons.state_from_spec`` reads; in the
content a hand of "any" cards is written ``"any"`` (TOML has no null). Answers are the engine's
(``BAExercise.answers``), asked here for every exercise so that a lesson the engine cannot answer
never ships: a choice question has exactly one right choice among two or more, a card question
has a right card and a wrong one in the hand, and every demo is played through.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from backalley.errors import BackAlleyError
from backalley.lessons import PLAY, screen_from_dict

from .built import Built, json_text
from .source import CONTENT, ContentError, read, require, where

SOURCE = CONTENT / "backalley" / "lesson.toml"
DATA = "backalley/lesson.json"
#: The order of the keys in the built file (the order the lesson was first written in).
SCREEN = ("title", "text", "state", "demo", "show_hands", "exercise")
EXERCISE = (
    "id",
    "question",
    "prompt",
    "state",
    "rule",
    "hint",
    "card",
    "plays",
    "taken",
    "choices",
)
ANY = "any"


def _state(spec: dict[str, Any]) -> dict[str, Any]:
    """A state spec with its "any" hands as the loader's null."""
    if "hands" not in spec:
        return spec
    return {**spec, "hands": [None if h == ANY else h for h in spec["hands"]]}


def _ordered(data: dict[str, Any], keys: tuple[str, ...], what: str) -> dict[str, Any]:
    unknown = sorted(set(data) - set(keys))
    require(not unknown, f"{what}: unknown keys {unknown}")
    return {k: data[k] for k in keys if k in data}


def _screen(data: dict[str, Any]) -> dict[str, Any]:
    what = f"screen {data.get('title', '?')!r}"
    out = _ordered(data, SCREEN, what)
    if "state" in out:
        out["state"] = _state(out["state"])
    if "exercise" in out:
        ex = _ordered(out["exercise"], EXERCISE, f"exercise {out['exercise'].get('id', '?')}")
        if "state" in ex:
            ex["state"] = _state(ex["state"])
        out["exercise"] = ex
    return out


def _check(data: dict[str, Any]) -> None:
    """Read one built screen as the loader will, and ask the engine its answers and demo."""
    what = f"screen {data.get('title', '?')!r}"
    try:
        screen = screen_from_dict(data)
        if screen.demo:
            screen.demo_steps()
        ex = screen.exercise
        if ex is None:
            return
        what = f"exercise {ex.id}"
        answers = ex.answers()
    except (BackAlleyError, KeyError, TypeError, ValueError, StopIteration) as err:
        raise ContentError(f"{what}: {err}") from None
    if ex.kind == PLAY:
        hand = ex.state.hands[0]
        require(answers, f"{what}: no card of the hand is right")
        require(len(answers) < len(hand), f"{what}: every card of the hand is right")
    else:
        require(len(set(ex.choices)) >= 2, f"{what}: fewer than two different choices")
        require(len(answers) == 1, f"{what}: the engine gives {len(answers)} answers")
        require(answers[0] in ex.choices, f"{what}: the right answer {answers[0]!r} is no choice")


def lesson(path: Path = SOURCE) -> Built:
    """The Back Alley lesson, built and checked with the engine."""
    spec = read(path)
    try:
        unknown = sorted(set(spec) - {"title", "screens"})
        require(not unknown, f"unknown keys {unknown}")
        data = {"title": spec["title"], "screens": [_screen(s) for s in spec["screens"]]}
        for screen in data["screens"]:
            _check(screen)
        ids = [s["exercise"]["id"] for s in data["screens"] if "exercise" in s]
        require(len(ids) == len(set(ids)), "two exercises share an id")
    except KeyError as err:
        raise ContentError(f"{where(path)}: lacks {err}") from None
    except ContentError as err:
        raise ContentError(f"{where(path)}: {err}") from None
    return Built(DATA, json_text(data, indent=1), where(path))
