"""The course loads, and every exercise accepts its own answers (a first check; see the rest)."""

from pegs.course import ExerciseKind, load_course


def test_every_exercise_accepts_its_answers():
    course = load_course()
    assert course.exercises, "the course has no exercises"
    for exercise in course.exercises:
        for answer in exercise.answers:
            feedback = exercise.judge(answer)
            assert feedback.correct, (exercise.id, answer, feedback.message)


def test_kinds_are_the_six_of_the_contract():
    assert {k.value for k in ExerciseKind} == {
        "move", "predict", "choose-card", "why", "only-move", "count"
    }
