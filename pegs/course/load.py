"""Reading the course's data files (``pegs/course/data/NN.json``) shipped inside the wheel.

They are built by ``scripts/build_course.py`` (``make content``) from the chapters written in
``pegs/course/content/pegs/``, every answer worked out by the engine. A chapter file holds::

    {"id": "04", "title": "...", "notebook": "04_bumping.ipynb",
     "screens": [{"title": "...", "text": "...", "position": {...}, "demo": "5H 0:T10-T15",
                  "aids": true},
                 {"title": "...", "exercise": {...}}],
     "checkpoint": [{...exercise...}, ...]}

and an exercise is the JSON object of ``Exercise.to_json`` (positions are RULES 10 objects).
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from ..errors import PegsError
from ..position import Position
from .model import Chapter, Course, Exercise, ExerciseKind, Screen
from .puzzles import Puzzle, load_puzzles
from .translation import course_texts

_EXERCISE_KEYS = {
    "id",
    "kind",
    "clauses",
    "position",
    "prompt",
    "answers",
    "choices",
    "given",
    "hint",
    "explanation",
    "goal",
    "track",
    "wrong",
    "needs",
}


def exercise_from_dict(data: dict[str, Any]) -> Exercise:
    """An exercise from its JSON object; PegsError saying what is wrong if it is malformed."""
    name = data.get("id", "?") if isinstance(data, dict) else "?"
    if not isinstance(data, dict):
        raise PegsError(f"exercise {name}: must be a JSON object")
    unknown = set(data) - _EXERCISE_KEYS
    if unknown:
        raise PegsError(f"exercise {name}: unknown keys {sorted(unknown)}")
    try:
        kind = ExerciseKind(data["kind"])
        return Exercise(
            id=str(data["id"]),
            kind=kind,
            clauses=tuple(data["clauses"]),
            position=Position.from_dict(data["position"]),
            prompt=str(data["prompt"]),
            answers=tuple(data["answers"]),
            choices=tuple(data.get("choices", ())),
            given=data.get("given"),
            hint=data.get("hint", ""),
            explanation=data.get("explanation", ""),
            goal=tuple(data.get("goal", ())),
            track=data.get("track"),
            wrong=tuple(data.get("wrong", {}).items()),
            needs=tuple(data.get("needs", ())),
        )
    except KeyError as err:
        raise PegsError(f"exercise {name}: missing key {err}") from None
    except ValueError as err:
        raise PegsError(f"exercise {name}: {err}") from None


def screen_from_dict(data: dict[str, Any]) -> Screen:
    """A lesson screen from its JSON object."""
    position = data.get("position")
    exercise = data.get("exercise")
    return Screen(
        title=str(data.get("title", "")),
        text=str(data.get("text", "")),
        position=Position.from_dict(position) if position else None,
        demo=data.get("demo"),
        exercise=exercise_from_dict(exercise) if exercise else None,
        aids=bool(data.get("aids", False)),
        teaches=tuple(data.get("teaches", ())),
    )


def chapter_from_dict(data: dict[str, Any]) -> Chapter:
    """A chapter from its JSON object."""
    return Chapter(
        id=str(data["id"]),
        title=str(data["title"]),
        notebook=str(data["notebook"]),
        screens=tuple(screen_from_dict(s) for s in data.get("screens", ())),
        checkpoint=tuple(exercise_from_dict(e) for e in data.get("checkpoint", ())),
    )


def _puzzles() -> tuple[Puzzle, ...]:
    return tuple(load_puzzles())


def load_course(lang: str = "en") -> Course:
    """The course read from the data files shipped in the package, its texts in ``lang``.

    A text without a fresh translation in ``lang`` is in English; ids, positions and moves are
    the same in every language (so progress kept by exercise id holds across languages).
    """
    folder = resources.files("pegs.course") / "data"
    chapters = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".json") and entry.name[:2].isdigit():
            data = json.loads(entry.read_text(encoding="utf-8"))
            data = course_texts(data, f"pegs/{entry.name[:2]}", lang)
            chapters.append(chapter_from_dict(data))
    return Course(chapters=tuple(chapters), puzzles=_puzzles())
