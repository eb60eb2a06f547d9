"""A whole lesson walked in the pseudo-language (issue 28 item 5), without a browser.

Every screen of a chapter is shown in ``xx`` (accented, bracketed English); each exercise is
answered wrong, the hint ladder climbed and the answer shown, then Next. What the lesson widget
would display of its own words (buttons, progress line, task, instructions, messages, feedback,
stars, notes) must hold no plain English word. The chapter's teaching text comes from the course
content (translated through its PO catalogues, branch courselang) and the hint ladder's nudges
and rule-step frame from ``pegs.words.hints`` (not moved yet): they are taken out before
looking, and named here. The rules' sentences beneath the feedback are the kit's messages.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from pegs.cards import Card
from pegs.course import Chapter, ExerciseKind, load_course
from pegs.course.puzzles import PuzzleExercise, puzzle_chapter
from pegs.words.hints import NUDGES, rule_step_words, wait_words
from pegs.words.messages import PSEUDO, speaking
from widgets import CourseLesson
from widgets.course.progress import FILE_NAME, Progress

#: A plain English word: letters with an unaccented vowel (the pseudo-language has none).
PLAIN_WORD = re.compile(r"[A-Za-z]*[aeiouAEIOU][A-Za-z]*")
TAG = re.compile(r"<[^>]*>")


def _content_words(chapter: Chapter) -> list[str]:
    """The chapter's own text (its content files) and the ladder's English, longest first."""
    course = load_course()
    said: list[str] = [*NUDGES.values(), wait_words()]
    said += [c.title for c in course.chapters]  # the next lesson's title, on the way onward
    for screen in chapter.screens:
        said += [screen.title, screen.text]
    for exercise in chapter.exercises:
        if isinstance(exercise, PuzzleExercise):
            continue  # a puzzle's words are the kit's own messages: none is taken out
        said += [exercise.prompt, exercise.hint, exercise.explanation, *exercise.choices]
        said += [words for _, words in exercise.wrong]
    said += rule_step_words(["|"]).split("|")  # the rule step's own frame, around the rules
    return sorted({s for s in said if s}, key=len, reverse=True)


def _shown(lesson: CourseLesson) -> str:
    """The lesson's own words on screen now: its buttons, lines and panels, as text."""
    buttons = [
        lesson.back_button,
        lesson.next_button,
        lesson.again_button,
        lesson.show_button,
        lesson.hint_button,
        lesson.demo_button,
        lesson.discard_button,
        lesson.review_button,
    ]
    parts = [b.description for b in buttons if b.layout.display != "none"]
    parts += [lesson.aids_box.description, TAG.sub(" ", lesson.hand.title.value)]
    panels = (
        lesson.progress_line,
        lesson.task,
        lesson.given,
        lesson.instruction,
        lesson.message,
        lesson.feedback,
        lesson.hint,
        lesson.stars,
        lesson.review_note,
        lesson.onward,
    )
    parts += [html.unescape(TAG.sub(" ", p.value)) for p in panels]
    if lesson.model.step.kind in ("score", "exercise") and lesson.model.step.screen is None:
        # A checkpoint's steps and the score are the lesson's own (a screen's are the content's).
        parts += [html.unescape(TAG.sub(" ", w.value)) for w in (lesson.title, lesson.text)]
    return "\n".join(parts)


def _wrong(exercise) -> str:
    """An answer to ``exercise`` that is not right (legal where it can be)."""
    if exercise.kind is ExerciseKind.CHOOSE_CARD:
        hand = exercise.position.hand() or ()
        return next(c.notation for c in hand if c.notation not in exercise.answers)
    if exercise.kind in (ExerciseKind.WHY, ExerciseKind.COUNT):
        return next(c for c in exercise.choices if c not in exercise.answers)
    if exercise.kind is ExerciseKind.PREDICT:
        return "0:S" if exercise.answers[0] != "0:S" else "0:H1"
    legal = [m.notation() for m in exercise.position.legal_moves()]
    return next((m for m in legal if m not in exercise.answers), "not a move")


def _plain_english(text: str, content: list[str]) -> list[str]:
    for known in content:
        text = text.replace(known, " ")
    # Numbers, notation and the kit's name are not words to translate.
    return [w for w in PLAIN_WORD.findall(text) if len(w) > 1 and w not in {"RULES"}]


@pytest.mark.parametrize(
    ("chapter", "most"),
    [(c, 80) for c in ("01", "02", "03", "04", "05", "06", "07", "08")] + [("09", 8)],
)
def test_a_lesson_walked_in_the_pseudo_language_shows_no_plain_english(
    chapter: str, most: int, tmp_path: Path
) -> None:
    """Issue 28 item 5: the lesson's own words all go through messages, in the language spoken
    (chapters 01-08 whole; the puzzles' opening and first puzzles, whose words come from goals)."""
    found: dict[str, str] = {}
    with speaking(PSEUDO):
        shown = puzzle_chapter() if chapter == "09" else chapter
        progress = Progress(tmp_path / FILE_NAME)
        lesson = CourseLesson(shown, progress=progress, animation="off", lang=PSEUDO)
        model = lesson.model
        content = _content_words(model.chapter)
        screens = 0
        while True:
            screens += 1
            views = [_shown(lesson)]
            exercise = model.exercise
            if exercise is not None:
                for step in range(3):
                    if not model.tries.open:
                        model.try_again()
                    model.answer(_wrong(exercise))
                    views.append(_shown(lesson))
                    if step < 2:
                        model.hint_next()
                        views.append(_shown(lesson))
                model.show_me()
                views.append(_shown(lesson))
            for view in views:
                for word in _plain_english(view, content):
                    found.setdefault(word, view)
            if not model.can_next or screens >= most:
                break
            model.next()
    assert screens > 3 and (screens == most or not model.can_next)  # walked to the end
    assert not found, (
        "plain English on screen: " + ", ".join(sorted(found)) + "\n\n" + next(iter(found.values()))
    )


def test_the_walk_would_see_an_english_word():
    """The check itself: a plain English sentence is found, a pseudo one is not."""
    assert _plain_english("Press Next to go on.", []) == ["Press", "Next", "to", "go", "on"]
    with speaking(PSEUDO):
        from widgets.lesson import lesson_say

        assert _plain_english(lesson_say("do-next"), []) == []
    assert Card.parse("5H")  # notation stays notation


def test_a_lesson_says_its_words_again_in_the_language_chosen(tmp_path: Path) -> None:
    """Issue 28 item 4: a lesson made in English, Finnish then chosen (as its picker does),
    says its buttons, lines and a puzzle's task in Finnish; the screen and answers stay."""
    lesson = CourseLesson(puzzle_chapter(), progress=Progress(tmp_path / FILE_NAME))
    lesson.next()
    english_task = lesson.task.value
    assert lesson.next_button.description == "Next"
    index = lesson.model.index
    lesson.choose_language("fi")
    assert lesson.next_button.description == "Seuraava"
    assert lesson.back_button.description == "Takaisin"
    assert lesson.aids_box.description.startswith("Laudan merkinnät")
    assert "Näkymä 2 / 65" in lesson.progress_line.value
    assert "Vuorossa on" in lesson.task.value and lesson.task.value != english_task
    assert lesson.model.index == index
    lesson.choose_language("en")  # English again
    assert lesson.next_button.description == "Next" and lesson.task.value == english_task
