"""An exercise's words are shown as plain text (issue 29): no Markdown marks in them.

Prompts, hints, explanations, choices and the words for a wrong choice are escaped and shown as
they are written, so ``**back**`` would reach the learner as asterisks; only teaching screens'
texts are Markdown."""

from __future__ import annotations

import re

import pytest

from pegs.course import load_course

COURSE = load_course()
EXERCISES = [e for c in COURSE.chapters for e in c.exercises]
#: Markdown emphasis or code marks: **bold**, *italic*, _italic_, `code`.
MARKS = re.compile(r"\*\*|(?<![\w*])\*\S|\S\*(?![\w*])|(?<!\w)_\S[^_]*_(?!\w)|`")


@pytest.mark.parametrize("exercise", EXERCISES, ids=[e.id for e in EXERCISES])
def test_an_exercises_words_hold_no_markdown(exercise):
    texts = [exercise.prompt, exercise.hint, exercise.explanation, *exercise.choices]
    texts += [words for _choice, words in exercise.wrong]
    assert [t for t in texts if MARKS.search(t)] == []


def test_the_marks_are_found():
    assert MARKS.search("moving the **back** peg") and MARKS.search("five holes *behind* it")
    assert not MARKS.search("3 * 4 holes, Blue's peg") and not MARKS.search("snake_case")
