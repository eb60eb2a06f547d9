"""Helpers for the course tests: wrong answers to try, and notation to look for in words."""

from __future__ import annotations

import re

from pegs.board import HOME, START, place_name
from pegs.course import Exercise, ExerciseKind
from pegs.course.goals import candidate_moves

# Notation a learner must never read: holes, home places, pegs, seats, cards.
NOTATION = re.compile(
    r"\bT\d+\b|\bH[1-5]\b|\b\d:[STH]|\bseat \d|\bteam [01]\b|\b(10|[2-9AJQK])[SHDC]\b|\bJK\b"
)


def wrong_answers(ex: Exercise) -> list[str]:
    """Answers a learner could give that are not accepted, of the exercise's kind."""
    p = ex.position
    if ex.kind in (ExerciseKind.WHY, ExerciseKind.COUNT):
        return [c for c in ex.choices if c not in ex.answers]
    if ex.kind is ExerciseKind.CHOOSE_CARD:
        return [c for c in dict.fromkeys(p.hand() or ()) if c not in ex.answers]
    if ex.kind is ExerciseKind.PREDICT:
        taken = {a for a in ex.answers}
        holes = [place_name(h) for h in range(p.rules.track_length)]
        return [h for h in holes if h not in taken][:3] + [
            f"{s}:S" for s in range(p.players) if f"{s}:S" not in taken
        ][:1]
    answers = set(ex.answers)
    legal = [m.notation() for m in candidate_moves(p) if m.notation() not in answers]
    illegal = []
    board = p.rules.players
    for card in dict.fromkeys(p.hand() or ()):
        for seat in range(p.players):
            for place in p.pegs[seat]:
                if place == START:
                    to = f"T{18 * seat + 8}"
                elif place > HOME:
                    to = f"H{min(place - HOME + 1, 5)}"
                else:
                    to = f"T{(place + 1) % (18 * board)}"
                illegal.append(f"{card} {seat}:{place_name(place)}-{to}")
    illegal = [m for m in illegal if m not in answers and not p.is_legal(m)]
    return legal[:3] + illegal[:3]
