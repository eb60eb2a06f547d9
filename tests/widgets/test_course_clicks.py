"""Every exercise of the shipped course can be answered by clicking, as a learner would.

For each exercise the clicks of its first accepted answer (card, peg, hole, ...) go through
``CourseModel`` exactly as the widget sends them, and the judgement must be "right"; the clicks of
another answer must be judged wrong with the rule named.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pegs import HOME, START, Move, parse_place
from pegs.course import ExerciseKind, load_course
from widgets.course.model import CourseModel, chapter_steps
from widgets.course.progress import FILE_NAME, Progress

COURSE = load_course()
CASES = [
    (chapter.id, index)
    for chapter in COURSE.chapters
    for index, step in enumerate(chapter_steps(chapter))
    if step.exercise is not None
]


def hit(seat: int, place: int) -> tuple[int | None, int]:
    """What the board's hit-test reports for a click on ``seat``'s ``place``."""
    return (None, place) if 0 <= place < HOME else (seat, place)


def click_answer(model: CourseModel, answer: str) -> None:
    exercise = model.exercise
    assert exercise is not None
    kind = exercise.kind
    if kind in (ExerciseKind.WHY, ExerciseKind.COUNT):
        model.choose(answer)
    elif kind is ExerciseKind.CHOOSE_CARD:
        cards = [c.notation for c in model.hand()]
        model.choose_card(cards.index(answer))
    elif kind is ExerciseKind.PREDICT:
        seat_text, _, place_text = answer.rpartition(":")
        place = parse_place(place_text, exercise.position.players)
        model.click(hit(int(seat_text) if seat_text else 0, place))
    else:
        move = Move.parse(answer, exercise.position.players)
        hand = list(model.hand())
        if hand:
            model.choose_card(hand.index(move.card))
        if move.is_discard:
            model.discard()
            return
        for part in move.parts:
            model.click(hit(part.seat, part.frm) if part.frm != START else (part.seat, START))
            model.click(hit(part.seat, part.to))


@pytest.fixture
def progress(tmp_path: Path) -> Progress:
    return Progress(tmp_path / FILE_NAME)


@pytest.mark.parametrize(("chapter", "index"), CASES, ids=[f"{c}-{i}" for c, i in CASES])
def test_the_answer_clicked_is_right(chapter: str, index: int, progress: Progress) -> None:
    model = CourseModel(COURSE.chapter(chapter), progress=progress)
    model.go(index)
    exercise = model.exercise
    click_answer(model, exercise.answers[0])
    assert model.feedback is not None, f"{exercise.id}: the clicks gave no answer ({model.message})"
    assert model.feedback.correct, f"{exercise.id}: {model.feedback.message}"
    assert exercise.id in Progress(progress.path).chapter(chapter).solved


def test_some_answer_of_each_kind_clicked_wrongly_is_wrong(progress: Progress) -> None:
    seen = set()
    for chapter, index in CASES:
        model = CourseModel(COURSE.chapter(chapter), progress=progress)
        model.go(index)
        exercise = model.exercise
        if exercise.kind in seen:
            continue
        wrong = {
            ExerciseKind.WHY: [c for c in exercise.choices if c not in exercise.answers],
            ExerciseKind.COUNT: [c for c in exercise.choices if c not in exercise.answers],
            ExerciseKind.CHOOSE_CARD: [
                c.notation for c in model.hand() if c.notation not in exercise.answers
            ],
            ExerciseKind.PREDICT: [
                f"T{t}"
                for t in range(18 * exercise.position.players)
                if f"T{t}" not in exercise.answers and exercise.position.holder(t) is None
            ][:1],
        }.get(exercise.kind)
        if wrong is None:  # board moves: any legal move that is not an answer
            answers = {Move.parse(a, exercise.position.players) for a in exercise.answers}
            wrong = [str(m) for m in exercise.position.legal_moves() if m not in answers][:1]
        if not wrong:
            continue
        click_answer(model, wrong[0])
        assert model.feedback is not None and not model.feedback.correct, exercise.id
        assert "(RULES " in model.feedback.rule, exercise.id
        seen.add(exercise.kind)
    assert seen == set(ExerciseKind) - {ExerciseKind.ONLY_MOVE} or seen == set(ExerciseKind)
