"""The engine's sentences and a learner's words are two registers made from the same data.

Rewording every sentence of the engine (``Refusal.message``, what the command line prints) must
change nothing a learner is told: every course exercise, judged on its answers and on wrong
answers the rules refuse, still names the same rule (RULES 1 to 9) in the same words. Nothing
reads the engine's sentence to find a rule.
"""

from __future__ import annotations

import random

from refusal_moves import tried_moves

from pegs.course import load_course
from pegs.words import refusals

COURSE = load_course()
EXERCISES = [*COURSE.exercises, *(p.as_exercise() for p in COURSE.puzzles)]


def _answers(exercise) -> list[str]:
    """The exercise's answers, then moves the rules refuse (and some they allow), as text."""
    tried = tried_moves(exercise.position, exercise.id)
    sample = random.Random(exercise.id).sample(tried, min(60, len(tried)))
    return [*exercise.answers, *(m.notation() for m in sample)]


def _judged() -> list[tuple[str, str, bool, str, str]]:
    found = []
    for exercise in EXERCISES:
        for answer in _answers(exercise):
            feedback = exercise.judge(answer)
            found.append((exercise.id, answer, feedback.correct, feedback.message, feedback.rule))
    return found


def _reversed(sentence):
    def backwards(**values):
        return sentence(**values)[::-1]

    return backwards


def test_rules_1_to_9_rewording_every_engine_sentence_changes_no_word_for_a_learner(
    monkeypatch,
):
    before = _judged()
    refused = [row for row in before if row[3].startswith("That move is not allowed.")]
    assert len(refused) > 2_000, "too few refused answers to show anything"
    assert len({row[4] for row in refused}) > 12, "too few rules named by refused answers"
    probes = []
    for exercise in EXERCISES[:40]:
        position = exercise.position
        for move in tried_moves(position, exercise.id):
            refusal = position.why_not(move)
            if refusal is not None and refusal.part is None:
                probes.append((position, move, refusal.message))
    for reason, sentence in list(refusals.SENTENCES.items()):
        monkeypatch.setitem(refusals.SENTENCES, reason, _reversed(sentence))
    # The engine's words did change, every one of them...
    for position, move, message in probes:
        assert position.why_not(move).message == message[::-1]
    # ... and not one word a learner reads did.
    assert _judged() == before
