"""Lesson scenarios as data: named positions with a title, plain-words lesson and RULES clauses.

Each scenario is one JSON file beside this module (``<name>.json``), shipped inside the wheel and
read with ``importlib.resources``; it is built by ``scripts/build_course.py`` (``make content``)
from ``pegs/course/content/scenarios/<name>.toml``, where it is written. A file holds::

    {"title": "...", "lesson": "plain words", "clauses": ["5.bump-opponent", ...],
     "card": "5H",                      # optional: the card the lesson is about
     "position": {...},                 # a RULES 10 position file ("format": "pegs-position/1")
     "exercise": {"prompt": "...", "answers": ["5H 0:T10-T15"]},   # optional
     "expect": {...}}                   # optional: what the engine must do (see ``verify``)

Clause names: ``<section>.<slug>``, one per rule of RULES.md Part A sections 1 to 9, listed with a
one-line summary in ``CLAUSES`` (the rule index, kept in the model as ``pegs.clauses`` and
re-exported here; the slugs are stable: tests, notebooks and widgets cite them).
Section 10 (notation) is shown by the files themselves: every position here is a position file.
This module loads and validates scenarios; checking their ``expect`` against the engine lives in
``pegs.scenarios.verify``, pictures live in ``pegs.render`` and words in ``pegs.words``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources
from types import MappingProxyType
from typing import Any

from ..cards import Card
from ..clauses import CLAUSES
from ..errors import NotationError, PegsError
from ..inputs import load_json
from ..moves import Move
from ..position import Position

_KEYS = {"title", "lesson", "clauses", "card", "position", "exercise", "expect"}


@dataclass(frozen=True)
class Exercise:
    """A small task for the student: a prompt and the moves that answer it."""

    prompt: str
    answers: tuple[Move, ...]


@dataclass(frozen=True)
class Verdict:
    """How a student's move answers an exercise: right or not, and why in plain words."""

    correct: bool
    message: str

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class Scenario:
    """One lesson: a position with a title, lesson text, the RULES clauses it shows and more."""

    name: str
    title: str
    lesson: str
    clauses: tuple[str, ...]
    position: Position
    card: Card | None = None
    exercise: Exercise | None = None
    expect: MappingProxyType[str, Any] = field(
        default_factory=lambda: MappingProxyType({}), compare=False
    )

    def check_answer(self, move: Move | str) -> Verdict:
        """Whether ``move`` answers this scenario's exercise, with the engine's reason if not."""
        from ..words.story import narrate

        if self.exercise is None:
            raise PegsError(f"scenario {self.name!r} has no exercise to answer")
        if isinstance(move, str):
            move = Move.parse(move, self.position.players)
        refusal = self.position.why_not(move)
        if refusal is not None:
            return Verdict(False, f"Not allowed: {refusal}.")
        story = narrate(self.position.play(move)[1], players=self.position.players)
        if move in self.exercise.answers:
            return Verdict(True, f"Right! {story}")
        return Verdict(False, f"That move is legal, but it is not what was asked. {story}")


def _files() -> Any:
    return resources.files(__name__)


def names() -> list[str]:
    """The names of every scenario, sorted."""
    return sorted(f.name[: -len(".json")] for f in _files().iterdir() if f.name.endswith(".json"))


def load(name: str) -> Scenario:
    """The scenario called ``name``; a clear error names the known ones when there is none."""
    known = names()
    if name not in known:
        raise PegsError(f"there is no scenario {name!r}; known scenarios: {', '.join(known)}")
    text = (_files() / f"{name}.json").read_text(encoding="utf-8")
    return from_dict(name, load_json(text, f"scenario {name!r}"))


def load_all() -> list[Scenario]:
    """Every scenario, in name order."""
    return [load(n) for n in names()]


def for_clause(clause: str) -> list[Scenario]:
    """The scenarios that name ``clause`` (a key of ``CLAUSES``)."""
    if clause not in CLAUSES:
        raise PegsError(f"{clause!r} is not a RULES clause name; see pegs.scenarios.CLAUSES")
    return [s for s in load_all() if clause in s.clauses]


def from_dict(name: str, data: Any) -> Scenario:
    """A scenario from its parsed JSON object; refuses unknown keys and unknown clause names."""
    where = f"scenario {name!r}"
    if not isinstance(data, dict):
        raise NotationError(f"{where} must be a JSON object")
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise NotationError(f"{where} has unknown key {unknown[0]!r}; known: {sorted(_KEYS)}")
    for key in ("title", "lesson", "clauses", "position"):
        if key not in data:
            raise NotationError(f"{where} lacks {key!r}")
    clauses = data["clauses"]
    if not isinstance(clauses, list) or not clauses:
        raise NotationError(f"{where}: 'clauses' must be a non-empty list of clause names")
    for clause in clauses:
        if clause not in CLAUSES:
            raise NotationError(f"{where} names unknown clause {clause!r}; see CLAUSES")
    try:
        position = Position.from_dict(data["position"])
    except PegsError as err:
        raise NotationError(f"{where}: its position is refused: {err}") from None
    players = position.players
    card = Card.parse(data["card"]) if data.get("card") is not None else None
    exercise = None
    if "exercise" in data:
        ex = data["exercise"]
        answers = tuple(Move.parse(m, players) for m in ex["answers"])
        exercise = Exercise(ex["prompt"], answers)
    return Scenario(
        name=name,
        title=data["title"],
        lesson=data["lesson"],
        clauses=tuple(clauses),
        position=position,
        card=card,
        exercise=exercise,
        expect=MappingProxyType(dict(data.get("expect", {}))),
    )


__all__ = [
    "CLAUSES",
    "Exercise",
    "Scenario",
    "Verdict",
    "for_clause",
    "from_dict",
    "load",
    "load_all",
    "names",
]
