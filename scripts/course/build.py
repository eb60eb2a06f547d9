"""Builders for the course data: each exercise's answers are worked out by the engine.

``make_course.py`` writes the chapters with these; a builder refuses (AssertionError) an exercise
whose answers the engine does not confirm or that has fewer than two plausible answers.
"""

from __future__ import annotations

from typing import Any

from pegs.board import board_for, parse_place, place_name
from pegs.course import goals
from pegs.course.load import exercise_from_dict
from pegs.moves import Move
from pegs.position import Position

PEGS = 5

#: Ideas a chapter has not taught yet ("bump", "send", "home", "joker"): no move a learner can
#: make, and no given or demo move, may show them (issue 13: each idea taught before it is used).
FORBID: set[str] = set()


def forbid(*ideas: str) -> None:
    """Set the ideas the chapter being built must not show yet."""
    FORBID.clear()
    FORBID.update(ideas)


def _shows(p: Position, m: Any) -> set[str]:
    """The ideas a legal move shows."""
    from pegs.events import BumpedToStart, EnteredHome, SentToInSpot

    if isinstance(m, str):
        m = Move.parse(m, p.players)
    _after, events = p.play(m)
    ideas = {"joker"} if m.card == "JK" else set()
    for e in events:
        if isinstance(e, BumpedToStart):
            ideas.add("bump")
        elif isinstance(e, SentToInSpot):
            ideas.add("send")
        elif isinstance(e, EnteredHome):
            ideas.add("home")
    return ideas


def _check_order(id: str, p: Position, moves: Any) -> None:
    for m in moves:
        early = _shows(p, m) & FORBID
        assert not early, f"{id}: {m} shows {early} before it is taught"


def pos(
    pegs: dict[int, list[str]] | None = None,
    hand: list[str] | None = None,
    turn: int = 0,
    players: int = 4,
    rules: dict[str, str] | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """A RULES 10 position: listed pegs per seat (the rest in start), the mover's hand."""
    pegs = pegs or {}
    data: dict[str, Any] = {"format": "pegs-position/1", "players": players, "turn": turn}
    if rules:
        data["rules"] = rules
    data["pegs"] = {
        str(s): (["S"] * (PEGS - len(pegs.get(s, []))) + list(pegs.get(s, [])))
        for s in range(players)
    }
    if hand is not None:
        data["hands"] = {str(turn): hand}
    data.update(extra)
    Position.from_dict(data)  # refuses an impossible position now, not in the course
    return data


def _finish(data: dict[str, Any]) -> dict[str, Any]:
    exercise_from_dict(data)  # every field reads back
    return {k: v for k, v in data.items() if v not in (None, "", [], {}, ())}


def move(id: str, clauses: list[str], position: dict, prompt: str, goal: list[str],
         hint: str = "", explanation: str = "", kind: str = "move") -> dict[str, Any]:  # fmt: skip
    """A make-the-move exercise: the answers are every move of the hand reaching ``goal``."""
    p = Position.from_dict(position)
    goals.validate(goal, p.players)
    candidates = goals.candidate_moves(p)
    _check_order(id, p, candidates)
    # The simplest answer first (one peg before a split): "show me" plays the first.
    answers = sorted(goals.moves_reaching(goal, p), key=lambda m: (len(m.parts), m))
    assert answers, f"{id}: no move reaches {goal}"
    assert len(candidates) >= 2, f"{id}: only {len(candidates)} legal move(s)"
    if kind == "move":
        assert len(answers) < len(candidates), f"{id}: every move is right"
    return _finish({"id": id, "kind": kind, "clauses": clauses, "position": position,
                    "prompt": prompt, "answers": [m.notation() for m in answers], "goal": goal,
                    "hint": hint, "explanation": explanation})  # fmt: skip


def only(id: str, clauses: list[str], position: dict, prompt: str, hint: str = "",
         explanation: str = "") -> dict[str, Any]:  # fmt: skip
    """A find-the-only-move exercise: the hand has exactly one legal move."""
    p = Position.from_dict(position)
    legal = p.legal_moves()
    _check_order(id, p, legal)
    assert len(legal) == 1 and not legal[0].is_discard, f"{id}: legal moves {legal}"
    hand = p.hand() or ()
    assert len(set(hand)) >= 2, f"{id}: only-move needs two or more different cards"
    return _finish({"id": id, "kind": "only-move", "clauses": clauses, "position": position,
                    "prompt": prompt, "answers": [legal[0].notation()], "goal": ["any"],
                    "hint": hint, "explanation": explanation})  # fmt: skip


def predict(id: str, clauses: list[str], position: dict, prompt: str, given: str, track: str,
            hint: str = "", explanation: str = "") -> dict[str, Any]:  # fmt: skip
    """A predict exercise: where does the peg ``track`` ("1:T15") stand after ``given``?"""
    p = Position.from_dict(position)
    assert p.is_legal(given), f"{id}: {given} is not legal: {p.why_not(given)}"
    _check_order(id, p, [given])
    seat_text, place_text = track.split(":")
    seat, place = int(seat_text), parse_place(place_text, p.players)
    before = list(p.pegs[seat])
    assert place in before, f"{id}: no peg {track}"
    _after, events = p.play(given)
    # Follow the peg through what the move did: its own move, then any bump or chain.
    from pegs.board import START
    from pegs.events import BumpedToStart, PegMoved, SentToInSpot

    end = place
    for e in events:
        if isinstance(e, (PegMoved, SentToInSpot)) and e.seat == seat and e.frm == end:
            end = e.to
        elif isinstance(e, BumpedToStart) and e.seat == seat and e.frm == end:
            end = START
    answer = place_name(end) if 0 <= end < 1000 else f"{seat}:{place_name(end)}"
    assert end != place, f"{id}: the peg does not move"
    return _finish({"id": id, "kind": "predict", "clauses": clauses, "position": position,
                    "prompt": prompt, "answers": [answer], "given": given, "track": track,
                    "hint": hint, "explanation": explanation})  # fmt: skip


def card(id: str, clauses: list[str], position: dict, prompt: str, goal: list[str],
         hint: str = "", explanation: str = "") -> dict[str, Any]:  # fmt: skip
    """A choose-the-card exercise: the answers are the hand's cards with a move reaching goal."""
    p = Position.from_dict(position)
    goals.validate(goal, p.players)
    hand = p.hand()
    _check_order(id, p, p.legal_moves())
    assert hand and len(set(hand)) >= 2, f"{id}: choose-card needs two or more different cards"
    right = [c for c in dict.fromkeys(hand)
             if any(goals.reaches(goal, p, m) for m in p.legal_moves() if m.card == c)]  # fmt: skip
    assert right and len(right) < len(set(hand)), f"{id}: right cards {right} of {hand}"
    return _finish({"id": id, "kind": "choose-card", "clauses": clauses, "position": position,
                    "prompt": prompt, "answers": [str(c) for c in right], "goal": goal,
                    "hint": hint, "explanation": explanation})  # fmt: skip


def choice(id: str, kind: str, clauses: list[str], position: dict, prompt: str,
           choices: list[str], answer: str, wrong: dict[str, str] | None = None,
           given: str | None = None, hint: str = "", explanation: str = "",
           legal: bool | None = None, count: int | None = None, refused: str | None = None,
           check: Any = None) -> dict[str, Any]:  # fmt: skip
    """A why or count exercise; ``legal`` / ``count`` are checked against the engine here."""
    p = Position.from_dict(position)
    assert answer in choices and len(choices) >= 2, f"{id}: bad choices"
    missing = [c for c in choices if c != answer and c not in (wrong or {})]
    assert not missing, f"{id}: say why these are wrong: {missing}"
    if legal is not None:
        assert given and p.is_legal(given) == legal, f"{id}: {given} legal is {p.is_legal(given)}"
    if given and p.is_legal(given):
        _check_order(id, p, [given])
    if refused is not None:
        from pegs.course.words import refusal_clause

        why = p.why_not(given)
        assert why is not None, f"{id}: {given} is legal"
        assert refusal_clause(why, clauses) == refused, f"{id}: refused for {why}"
    if check is not None:
        assert check(p), f"{id}: the engine disagrees"
    if count is not None:
        assert answer == str(count), f"{id}: the count is {count}, not {answer}"
    return _finish({"id": id, "kind": kind, "clauses": clauses, "position": position,
                    "prompt": prompt, "answers": [answer], "choices": choices, "given": given,
                    "hint": hint, "explanation": explanation, "wrong": wrong or {}})  # fmt: skip


def distance(players: int, frm: str, to: str) -> int:
    """Holes forward from one track hole to another."""
    return board_for(players).distance(parse_place(frm, players), parse_place(to, players))


def teach(title: str, text: str, position: dict | None = None, demo: str | None = None,
          aids: bool = False) -> dict[str, Any]:  # fmt: skip
    """A teaching screen; its demo move must be legal in its position."""
    if demo is not None:
        assert position is not None and Position.from_dict(position).is_legal(demo), title
        _check_order(title, Position.from_dict(position), [demo])
    data: dict[str, Any] = {"title": title, "text": text}
    if position is not None:
        data["position"] = position
    if demo:
        data["demo"] = demo
    if aids:
        data["aids"] = True
    return data


def task(title: str, exercise: dict[str, Any], aids: bool = False) -> dict[str, Any]:
    """An exercise screen."""
    data: dict[str, Any] = {"title": title, "text": "", "exercise": exercise}
    if aids:
        data["aids"] = True
    return data
