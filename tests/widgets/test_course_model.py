"""The course's screen flow without a browser: tries, feedback, hint, Show me, score, progress.

The chapter is ``course_fixtures.CHAPTER``: a teaching screen, then one exercise of each kind,
then a two-exercise checkpoint. Every judgement comes from ``pegs.course`` (the engine).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from course_fixtures import BUMP, CHAPTER, WHERE

from pegs import START, home
from pegs.course import ExerciseKind
from pegs.words.hints import NUDGES
from widgets.course.model import SHOW_ME_AFTER, CourseModel, given_words, place_answer
from widgets.course.progress import FILE_NAME, Progress


@pytest.fixture
def progress(tmp_path: Path) -> Progress:
    return Progress(tmp_path / FILE_NAME)


def at(model: CourseModel, exercise_id: str) -> CourseModel:
    index = next(
        i for i, s in enumerate(model.steps) if s.exercise and s.exercise.id == exercise_id
    )
    model.go(index)
    return model


def play(model: CourseModel, card: int, *clicks: tuple[int | None, int]) -> None:
    model.choose_card(card)
    for hit in clicks:
        model.click(hit)


def test_the_chapter_is_its_screens_then_the_checkpoint_then_the_score(progress) -> None:
    model = CourseModel(CHAPTER, progress=progress)
    kinds = [s.kind for s in model.steps]
    assert kinds == ["teach"] + ["exercise"] * 5 + ["exercise"] * 2 + ["score"]
    assert [s.checkpoint for s in model.steps] == [0] * 6 + [1, 2, 0]
    assert model.progress_line() == "Screen 1 of 9"
    assert not model.can_back and model.can_next
    model.next()
    assert model.progress_line() == "Screen 2 of 9" and model.step.title == "Bump Orange"
    model.go(len(model.steps) - 1)
    assert not model.can_next


def test_nothing_is_answered_before_the_learner_acts(progress) -> None:
    model = CourseModel(CHAPTER, progress=progress)
    for index in range(len(model.steps)):
        model.go(index)
        assert model.feedback is None and model.hint == "" and not model.can_show_me
        assert model.position == (model.exercise or model.step.screen or model).position
    assert progress.chapters == {}  # and nothing was saved on the learner's behalf


def test_a_move_wrong_then_right_by_clicks(progress) -> None:
    # RULES 5.bump-opponent: the 3 moves Blue's peg but bumps nobody; the 5 lands on Orange.
    model = at(CourseModel(CHAPTER, progress=progress), "t-bump")
    play(model, 1, (None, 10), (None, 13))
    feedback = model.feedback
    assert feedback is not None and not feedback.correct
    assert "allowed" in feedback.message and "Orange" in feedback.message
    assert feedback.rule.endswith("(RULES 5).")
    assert model.position == BUMP.position.after("3C 0:T10-T13")  # the learner sees what it did
    # The hint ladder's first step opens after a wrong try, and is the learner's to ask for.
    assert model.hint == "" and model.hint_step == 1 and not model.can_show_me
    model.hint_next()  # the right peg with another card: the nudge says so
    assert model.hint == NUDGES["card"] and model.ladder.max_stars == 2
    model.click((None, 40))  # no second move on top of the first
    assert "Try again" in model.message and model.position == BUMP.position.after("3C 0:T10-T13")
    model.try_again()
    assert model.position == BUMP.position and model.feedback is None
    play(model, 0, (None, 10), (None, 15))
    assert model.feedback.correct and model.feedback.message.startswith("Right!")
    assert "Orange's peg is bumped back to its start" in model.feedback.message
    assert model.tries.solved and model.tries.first_right is False
    assert model.hint == ""  # solved: the ladder's words go
    assert Progress(progress.path).chapter("t1").solved == {"t-bump"}
    assert Progress(progress.path).exercise_stars("t1", "t-bump") == 2  # one hint step taken


def test_a_refused_destination_is_a_wrong_try_with_the_reason(progress) -> None:
    # RULES 4.whole-count: a 5 moves exactly five holes, so T10 to T17 is refused.
    model = at(CourseModel(CHAPTER, progress=progress), "t-bump")
    play(model, 0, (None, 10), (None, 17))
    assert not model.feedback.correct and "not allowed" in model.feedback.message
    assert "(RULES 4)" in model.feedback.rule
    assert model.position == BUMP.position  # nothing moved
    assert model.tries.wrong == 1
    model.click((None, 10))  # the card stays chosen: the learner simply tries again
    model.click((None, 15))
    assert model.feedback.correct


def test_the_board_never_marks_legal_moves_before_the_attempt(progress) -> None:
    model = at(CourseModel(CHAPTER, progress=progress), "t-bump")
    model.choose_card(0)
    assert model.highlights().movable == () and model.highlights().targets == ()
    model.click((None, 10))
    marks = model.highlights()
    assert marks.selected == (0, 10)  # the learner's own choice is shown
    assert marks.movable == () and marks.targets == ()  # but never where the peg could go


def test_clicks_that_are_not_moves_say_why_in_words(progress) -> None:
    model = at(CourseModel(CHAPTER, progress=progress), "t-bump")
    model.click((None, 10))
    assert model.message == "Choose a card first."
    model.choose_card(0)
    model.click((None, 15))  # Orange's peg
    assert "Orange's peg, an opponent's" in model.message
    model.click((None, 30))
    assert "no peg there" in model.message
    assert model.tries.wrong == 0  # none of these is an answer
    for text in (model.message, model.instruction()):
        assert "T1" not in text and "seat" not in text  # words for learners, no notation


def test_show_me_comes_after_three_wrong_tries_and_plays_the_answer(progress) -> None:
    model = at(CourseModel(CHAPTER, progress=progress), "t-bump")
    for n in range(SHOW_ME_AFTER):
        assert not model.can_show_me
        model.hint_next()  # the ladder's steps, one per wrong try: nudge, then the rule
        play(model, 1, (None, 40), (None, 43))
        assert model.tries.wrong == n + 1
        model.try_again()
    assert model.ladder.taken == 2 and model.can_show_me
    model.show_me()
    assert model.showing and model.tries.shown and not model.tries.solved
    assert model.position == BUMP.position.after(BUMP.answers[0])
    assert "5 of hearts" in model.feedback.message
    assert "t-bump" not in Progress(progress.path).chapter("t1").solved  # shown is not solved
    model.try_again()  # and the learner may still do it alone
    play(model, 0, (None, 10), (None, 15))
    assert model.feedback.correct and not model.showing


def test_a_split_is_clicked_part_by_part(progress) -> None:
    # RULES 4.split: the 7 is shared, 3 to one peg and 4 to the other, bumping both.
    model = at(CourseModel(CHAPTER, progress=progress), "t-split")
    play(model, 0, (None, 10), (None, 13))
    assert "second peg" in model.message and model.feedback is None
    model.click((None, 20))
    model.click((None, 24))
    assert model.feedback.correct
    assert model.position.pegs[1].count(START) == 5


def test_predict_wrong_then_right_then_the_move_is_shown(progress) -> None:
    # RULES 5.bump-opponent: the bumped peg goes back to its own start.
    model = at(CourseModel(CHAPTER, progress=progress), "t-where")
    assert model.exercise.kind is ExerciseKind.PREDICT
    assert model.highlights().selected == (0, 30)  # the peg that moves, not where it lands
    assert model.highlights().targets == ()
    assert model.given_words() == (
        "Blue plays the 6 of spades with its peg on Orange's side, 4 holes past the come-out hole."
    )
    model.click((None, 37))
    assert not model.feedback.correct and WHERE.hint in model.feedback.message
    model.hint_next()  # the feedback gave the exercise's own hint: the nudge says more
    assert model.hint == NUDGES["landing"]
    assert model.highlights().focused == (None, 37)  # the learner's click stays marked
    assert model.position == WHERE.position
    model.click((1, START))
    assert model.feedback.correct
    assert model.position == WHERE.position.after(WHERE.given)  # now the learner watches it


def test_choose_card_and_choices(progress) -> None:
    model = at(CourseModel(CHAPTER, progress=progress), "t-card")
    model.choose_card(0)
    assert not model.feedback.correct and model.chosen_card == 0
    model.choose_card(1)
    assert model.feedback.correct and model.chosen_card == 1
    model = at(model, "t-why")
    assert model.choices() == ("Orange", "Green", "Purple")
    assert model.choose("Nobody") is None  # not a button: ignored
    model.choose("Orange")
    assert "next to Blue" in model.feedback.message
    model.choose("Green")
    assert model.feedback.correct and model.chosen_choice == "Green"
    model.choose("Purple")  # answered: a further click is not a new try
    assert model.feedback.correct and "Try again" in model.message


def test_the_checkpoint_is_scored_at_the_first_try_and_saved(progress) -> None:
    model = CourseModel(CHAPTER, progress=progress)
    first = next(i for i, s in enumerate(model.steps) if s.checkpoint == 1)
    model.go(first)
    model.choose("18")  # right at once
    model.next()
    model.choose("Purple")  # wrong first ...
    model.choose("Green")  # ... then right
    model.next()
    assert model.step.kind == "score"
    assert model.score() == (1, 2)
    assert model.score_words().startswith("Checkpoint score: 1 of 2 right at the first try.")
    record = Progress(progress.path).chapter("t1")
    assert (record.done, record.score, record.total, record.stars) == (True, 1, 2, 2)


def test_an_unfinished_checkpoint_says_what_is_left(progress) -> None:
    model = CourseModel(CHAPTER, progress=progress)
    model.go(len(model.steps) - 1)
    assert model.score_words() == (
        "0 of 2 checkpoint exercises answered: go Back to finish the other 2."
    )
    assert not Progress(progress.path).chapter("t1").done


def test_progress_is_reloaded_in_a_new_session(progress) -> None:
    model = at(CourseModel(CHAPTER, progress=progress), "t-card")
    model.choose_card(1)
    again = at(CourseModel(CHAPTER, progress=Progress(progress.path)), "t-card")
    assert again.progress.chapter("t1").solved == {"t-card"}
    assert again.done_ids() == {"t-card"} and again.solved_before()
    assert again.feedback is None  # solved before, but the learner may answer afresh


def test_a_corrupt_progress_file_never_stops_the_lesson(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    path.write_text('{"format": "pegs-progress/1", "chapters": ')  # cut off mid-write
    model = at(CourseModel(CHAPTER, progress=Progress(path)), "t-card")
    assert "could not be read" in model.progress.warning
    model.choose_card(1)
    assert model.feedback.correct
    assert Progress(path).chapter("t1").solved == {"t-card"}


def test_aids_follow_the_screen_until_the_learner_chooses(progress) -> None:
    model = CourseModel(CHAPTER, progress=progress)
    assert model.aids  # the teaching screen asks for them
    model.next()
    assert not model.aids
    model.set_aids(True)
    model.next()
    assert model.aids  # the learner's choice holds from then on


def test_the_demo_is_played_only_when_asked(progress) -> None:
    model = CourseModel(CHAPTER, progress=progress)
    assert model.position == BUMP.position
    story = model.show_demo()
    assert "Orange's peg is bumped back to its start" in story
    assert model.position == BUMP.position.after("5H 0:T10-T15")
    model.next()
    model.back()
    assert model.position == BUMP.position  # coming back shows the screen as it begins


def test_place_answers_and_given_words() -> None:
    assert place_answer((None, 15)) == "T15"
    assert place_answer((2, home(3))) == "2:H3"
    assert place_answer((1, START)) == "1:S"
    words = given_words(BUMP.position, BUMP.position.legal_moves()[0])
    assert "bump" not in words and "T" not in words.replace("The", "")
