"""Building one Pegs exercise or screen: the engine works out the answers and checks the rest.

An exercise of a chapter file names its ``kind``; its answers are never written there but found
here by playing every move the engine allows: a builder refuses (ContentError naming the exercise)
an exercise whose answers the engine does not confirm, that has fewer than two plausible answers,
or that shows an idea before the chapter teaches it (the chapter's ``forbid``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from pegs.board import START, parse_place, place_name
from pegs.course import goals
from pegs.course.load import exercise_from_dict
from pegs.course.mastery import ideas_shown
from pegs.course.needs import is_known, needs_of
from pegs.course.words import refusal_clause
from pegs.errors import PegsError
from pegs.events import BumpedToStart, PegMoved, SentToInSpot
from pegs.moves import Move
from pegs.position import Position

from .pegs_checks import confirm
from .source import ContentError, require

Data = dict[str, Any]

#: The keys each kind of exercise may hold besides id, kind, clauses, position, prompt, hint
#: and explanation.
KEYS: dict[str, set[str]] = {
    "move": {"goal"},
    "only-move": set(),
    "predict": {"given", "track"},
    "choose-card": {"goal"},
    "why": {"choices", "answer", "wrong", "given", "legal", "count", "refused", "check"},
    "count": {"choices", "answer", "wrong", "given", "legal", "count", "refused", "check"},
}
COMMON = {"id", "kind", "clauses", "position", "prompt", "hint", "explanation", "needs"}


def position_of(name: str, data: Any) -> Position:
    """The position of a screen or exercise (RULES 10), or a ContentError naming it."""
    try:
        return Position.from_dict(data)
    except PegsError as err:
        raise ContentError(f"{name}: its position is refused: {err}") from None


def _check_order(name: str, p: Position, moves: Iterable[Move | str], forbid: set[str]) -> None:
    for m in moves:
        early = ideas_shown(p, Move.parse(m, p.players) if isinstance(m, str) else m) & forbid
        require(not early, f"{name}: {m} shows {early} before it is taught")


def _finish(data: Data) -> Data:
    try:
        exercise_from_dict(data)  # every field reads back
    except PegsError as err:
        raise ContentError(str(err)) from None
    return {k: v for k, v in data.items() if v not in (None, "", [], {}, ())}


def _move(ex: Data, p: Position, forbid: set[str]) -> Data:
    """A make-the-move exercise: the answers are every move of the hand reaching ``goal``."""
    name, goal = ex["id"], ex["goal"]
    try:
        goals.validate(goal, p.players)
    except PegsError as err:
        raise ContentError(f"{name}: {err}") from None
    candidates = goals.candidate_moves(p)
    _check_order(name, p, candidates, forbid)
    # The simplest answer first (one peg before a split): "show me" plays the first.
    answers = sorted(goals.moves_reaching(goal, p), key=lambda m: (len(m.parts), m))
    require(answers, f"{name}: no move reaches {goal}")
    require(len(candidates) >= 2, f"{name}: only {len(candidates)} legal move(s)")
    require(len(answers) < len(candidates), f"{name}: every move is right")
    return {"answers": [m.notation() for m in answers], "goal": goal}


def _only(ex: Data, p: Position, forbid: set[str]) -> Data:
    """A find-the-only-move exercise: the hand has exactly one legal move."""
    name = ex["id"]
    legal = p.legal_moves()
    _check_order(name, p, legal, forbid)
    require(len(legal) == 1 and not legal[0].is_discard, f"{name}: legal moves {legal}")
    hand = p.hand() or ()
    require(len(set(hand)) >= 2, f"{name}: only-move needs two or more different cards")
    return {"answers": [legal[0].notation()], "goal": ["any"]}


def _predict(ex: Data, p: Position, forbid: set[str]) -> Data:
    """A predict exercise: where does the peg ``track`` ("1:T15") stand after ``given``?"""
    name, given, track = ex["id"], ex["given"], ex["track"]
    require(p.is_legal(given), f"{name}: {given} is not legal: {p.why_not(given)}")
    _check_order(name, p, [given], forbid)
    seat_text, place_text = track.split(":")
    seat, place = int(seat_text), parse_place(place_text, p.players)
    require(place in p.pegs[seat], f"{name}: no peg {track}")
    _after, events = p.play(given)
    # Follow the peg through what the move did: its own move, then any bump or chain.
    end = place
    for e in events:
        if isinstance(e, (PegMoved, SentToInSpot)) and e.seat == seat and e.frm == end:
            end = e.to
        elif isinstance(e, BumpedToStart) and e.seat == seat and e.frm == end:
            end = START
    answer = place_name(end) if 0 <= end < 1000 else f"{seat}:{place_name(end)}"
    require(end != place, f"{name}: the peg does not move")
    return {"answers": [answer], "given": given, "track": track}


def _card(ex: Data, p: Position, forbid: set[str]) -> Data:
    """A choose-the-card exercise: the answers are the hand's cards with a move reaching goal."""
    name, goal = ex["id"], ex["goal"]
    try:
        goals.validate(goal, p.players)
    except PegsError as err:
        raise ContentError(f"{name}: {err}") from None
    hand = p.hand()
    _check_order(name, p, p.legal_moves(), forbid)
    require(hand and len(set(hand)) >= 2, f"{name}: choose-card needs two or more different cards")
    hand = hand or ()
    right = [
        c
        for c in dict.fromkeys(hand)
        if any(goals.reaches(goal, p, m) for m in p.legal_moves() if m.card == c)
    ]
    require(right and len(right) < len(set(hand)), f"{name}: right cards {right} of {hand}")
    return {"answers": [str(c) for c in right], "goal": goal}


def _choice(ex: Data, p: Position, forbid: set[str]) -> Data:
    """A why or count exercise; ``legal``, ``refused``, ``check`` and ``count`` are checked."""
    name, answer, choices = ex["id"], ex["answer"], ex["choices"]
    wrong, given = ex.get("wrong", {}), ex.get("given")
    require(answer in choices and len(choices) >= 2, f"{name}: bad choices")
    missing = [c for c in choices if c != answer and c not in wrong]
    require(not missing, f"{name}: say why these are wrong: {missing}")
    legal = ex.get("legal")
    if legal is not None:
        require(
            given and p.is_legal(given) == legal,
            f"{name}: {given} legal is {given and p.is_legal(given)}",
        )
    if given and p.is_legal(given):
        _check_order(name, p, [given], forbid)
    if "refused" in ex:
        why = p.why_not(given) if given else None
        require(why is not None, f"{name}: {given} is legal")
        shown = refusal_clause(why, ex["clauses"]) if why is not None else None
        require(shown == ex["refused"], f"{name}: refused for {why}")
    confirm(name, p, ex)
    if "count" in ex:
        require(answer == str(ex["count"]), f"{name}: the count is {ex['count']}, not {answer}")
    return {
        "answers": [answer],
        "choices": choices,
        "given": given,
        "wrong": wrong,
    }


_BUILDERS: dict[str, Callable[[Data, Position, set[str]], Data]] = {
    "move": _move,
    "only-move": _only,
    "predict": _predict,
    "choose-card": _card,
    "why": _choice,
    "count": _choice,
}


def exercise(ex: Data, forbid: set[str]) -> Data:
    """The built exercise (the JSON object the course loader reads) of a content exercise."""
    name = ex.get("id", "an exercise without an id")
    kind = ex.get("kind")
    require(kind in _BUILDERS, f"{name}: unknown kind {kind!r}; kinds: {', '.join(_BUILDERS)}")
    unknown = sorted(set(ex) - COMMON - KEYS[str(kind)])
    require(not unknown, f"{name}: unknown keys {unknown} for a {kind} exercise")
    missing = [k for k in ("id", "clauses", "position", "prompt") if k not in ex]
    if missing:
        raise ContentError(f"{name}: lacks {missing[0]!r}")
    p = position_of(name, ex["position"])
    try:
        found = _BUILDERS[str(kind)](ex, p, forbid)
    except KeyError as err:
        raise ContentError(f"{name}: lacks {err}") from None
    # The built order: the fields of the builders the course was first written with.
    data: Data = {"id": name, "kind": kind, "clauses": ex["clauses"], "position": ex["position"]}
    data["prompt"] = ex["prompt"]
    data["answers"] = found.pop("answers")
    if kind in ("why", "count"):
        data["choices"] = found["choices"]
        data["given"] = found["given"]
        data.update(hint=ex.get("hint", ""), explanation=ex.get("explanation", ""))
        data["wrong"] = found["wrong"]
    else:
        data.update(found)
        data.update(hint=ex.get("hint", ""), explanation=ex.get("explanation", ""))
    return _with_needs(_finish(data), ex.get("needs", []))


def _known(name: str, names: Any, key: str) -> list[str]:
    """``names`` (a list of clauses and teaching points), checked, or a ContentError."""
    require(isinstance(names, list), f"{name}: {key} must be a list")
    unknown = [n for n in names if not is_known(n)]
    require(not unknown, f"{name}: {key} names {unknown}: not clauses or teaching points")
    return list(names)


def _with_needs(data: Data, declared: Any) -> Data:
    """The built exercise with everything it needs: what its author declared, its clauses and
    what the engine shows on it (pegs.course.needs), in that order."""
    built = exercise_from_dict(data)
    data["needs"] = list(needs_of(built, _known(built.id, declared, "needs")))
    return data


SCREEN_KEYS = {"title", "text", "position", "demo", "aids", "exercise", "teaches"}


def screen(s: Data, forbid: set[str]) -> Data:
    """A built screen: a teaching screen (its demo legal and in order) or an exercise screen."""
    title = s.get("title", "")
    unknown = sorted(set(s) - SCREEN_KEYS)
    require(not unknown, f"screen {title!r}: unknown keys {unknown}")
    if "exercise" in s:
        require(
            not {"text", "position", "demo", "teaches"} & set(s),
            f"screen {title!r}: an exercise screen has no text, position or demo of its own",
        )
        data: Data = {"title": title, "text": "", "exercise": exercise(s["exercise"], forbid)}
    else:
        data = {"title": title, "text": s.get("text", "")}
        if s.get("teaches"):
            data["teaches"] = _known(f"screen {title!r}", s["teaches"], "teaches")
        demo, position = s.get("demo"), s.get("position")
        if demo is not None:
            require(position is not None, f"screen {title!r}: a demo needs a position")
            p = position_of(f"screen {title!r}", position)
            require(p.is_legal(demo), f"screen {title!r}: its demo {demo} is not legal")
            _check_order(title, p, [demo], forbid)
        elif position is not None:
            position_of(f"screen {title!r}", position)
        if position is not None:
            data["position"] = position
        if demo:
            data["demo"] = demo
    if s.get("aids"):
        data["aids"] = True
    return data
