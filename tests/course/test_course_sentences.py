"""The course's own sentences in five languages (issue 28): places, events, feedback, mastery,
review and puzzles are Fluent messages, said in the language spoken, the English unchanged.

The catalogue-wide checks (complete, fresh, every message rendered alike by fluent.runtime) are
tests/test_languages.py's; here each module moved is rendered through its own functions with
sample values in every language, and the puzzles' stored English is pinned to the messages.
"""

from __future__ import annotations

import pytest

from pegs.board import COME_OUT_OFFSET, HOME, SIDE, START
from pegs.cards import Card
from pegs.course.puzzles import load_puzzles, puzzle_chapter, puzzle_hint, puzzle_prompt
from pegs.words import feedback, lesson, mastery, review
from pegs.words import puzzles as puzzle_words
from pegs.words.messages import LANGUAGES, PSEUDO, speaking

TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]


def _all_course_words() -> list[str]:
    """Every sentence of the moved modules, with sample values, in the language spoken."""
    puzzle = load_puzzles()[0]
    did = lesson.move_words(puzzle.position, puzzle.solution[0])
    said = [
        lesson.where(1, START, 4),
        lesson.where(2, HOME + 3, 4),
        *(lesson.where(0, hole, 4) for hole in (3, 8, 10, 20, 63)),
        lesson.hole_name(24, 4),
        lesson.peg_words(3, 40, 8),
        lesson.answer_place_words("2:H3", 4),
        lesson.onward_words("03"),  # a title is the content's (its PO catalogue)
        lesson.start_words(),
        feedback.ends_up_words("T15", 4),
        feedback.ends_up_words("1:S", 4, right=False),
        feedback.feedback_words("right"),
        feedback.card_feedback("card-does-it", Card.parse("KH")),
        feedback.show_cards_words([Card.parse("5H"), Card.parse("JK")]),
        feedback.show_move_words(Card.parse("7S"), did),
        mastery.reach_prompt(40),
        mastery.bump_prompt(3),
        mastery.home_prompt(),
        mastery.verdict_words("04", 5, False, 4),
        mastery.index_words(3, 5, True, 4),
        review.due_words(0),
        review.due_words(1),
        review.review_button_words(3),
        review.review_title_words(1, 3, "04"),
        review.review_done_words(),
        review.next_due_words(60),
        review.next_due_words(3 * 3600),
        review.next_due_words(5 * 86400),
        puzzle_words.title_words(3, 64, 2),
        *puzzle_words.chapter_words(64),
    ]
    for goal in puzzle_words.GOALS:
        said.append(puzzle_words.prompt_words(goal, puzzle.position, [0, 2]))
        said.append(puzzle_words.hint_words(goal, puzzle.position))
        said.append(puzzle_words.explanation_words(goal, puzzle.position))
        said.append(puzzle_words.miss_words(goal, puzzle.position, 1, 0))
    return said


def test_the_english_of_the_course_is_as_the_lessons_said_it():
    """Moving the words to Fluent changed no English sentence the lessons show (RULES 2 names)."""
    assert lesson.where(1, START, 4) == "in Orange's start"
    assert lesson.where(2, HOME + 3, 4) == "in Green's home place 3"
    come_out = 2 * SIDE + COME_OUT_OFFSET  # Green's
    assert lesson.where(0, COME_OUT_OFFSET + 3, 4) == (
        "on Blue's side, 3 holes past the come-out hole"
    )
    assert lesson.hole_name(come_out, 4) == "Green's come-out hole"
    assert lesson.hole_name(come_out + 6, 4) == (
        "the hole on Green's side, 6 holes past the come-out hole"
    )
    assert review.due_words(1) == "1 exercise to review."
    assert review.next_due_words(3600) == "The next exercise to review comes back in about 1 hour."
    assert mastery.bump_prompt(1) == "Send Orange's peg back to its start."
    shown = feedback.show_cards_words([Card.parse("5H"), Card.parse("JK")])
    assert shown == "The 5 of hearts or the joker."


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_course_sentence_is_said_in_each_language(lang):
    """Issue 28 item 1: each language says every course sentence in its own words, none English."""
    english = _all_course_words()
    with speaking(lang):
        said = _all_course_words()
    assert all(said), f"{lang}: an empty sentence"
    same = [e for e, s in zip(english, said, strict=True) if e == s and any(c.isalpha() for c in e)]
    assert same == [], f"{lang} kept English: {same}"


def test_the_pseudo_language_accents_every_course_sentence():
    """In ``xx`` every sentence is accented (a whole one bracketed too): no plain English left."""
    with speaking(PSEUDO):
        said = _all_course_words()
    for sentence in said:
        assert not set(sentence) & set("aeiou"), sentence
    assert said[-1].startswith("[") and said[-1].endswith("]")


def test_each_puzzles_stored_english_is_the_english_of_its_messages():
    """The puzzles file keeps the English; the course renders prompt and hint from messages."""
    for puzzle in load_puzzles():
        with speaking("en"):
            assert puzzle_prompt(puzzle.goal, puzzle.position) == puzzle.prompt, puzzle.id
            assert puzzle_hint(puzzle.goal, puzzle.position, puzzle.solution) == puzzle.hint


def test_a_puzzle_is_shown_in_the_language_spoken_when_it_is_shown():
    """The chapter is built once; its exercise's task and hint follow ``speaking`` at show time."""
    exercise = puzzle_chapter().exercises[0]
    with speaking("fi"):
        finnish = exercise.prompt_words()
        hint = exercise.hint_words()
    assert exercise.prompt_words() == exercise.prompt
    assert finnish != exercise.prompt and "Vuorossa on" in finnish
    assert hint and hint != exercise.hint


def _learner_words() -> list[str]:
    """The learner's own refusal sentences (where the engine's would show notation)."""
    from pegs.words import learner

    s = learner.SENTENCES
    return [
        s["no-such-seat"](seat=5, players=4),
        s["no-such-seat"](seat=9, players=8),
        s["other-team"](seat=1, player=0, players=4),
        s["off-board"](place=80, players=4),
        s["card-not-held"](seat=2, card=Card.parse("QH")),
        s["game-over"](team=1, players=6),
        s["cannot-bring-out"](card=Card.parse("5C")),
    ]


def test_a_learners_refusal_names_colours_never_numbers_in_every_language():
    """RULES 1-4 refusals for a learner: teams by colour, no "team 1" or "seat 5", each language
    its own sentence (the English as the course has always said it)."""
    english = _learner_words()
    assert english[2] == (
        "Orange's pegs belong to Orange and Purple's team (Orange and Purple): "
        "Blue moves only the pegs of Blue and Green's team (Blue and Green)"
    )
    assert english[1] == "An 8-player game has only 8 seats"
    for lang in TRANSLATED:
        with speaking(lang):
            said = _learner_words()
        for theirs, ours in zip(said, english, strict=True):
            assert theirs != ours, f"{lang}: {theirs}"
            assert "team 1" not in theirs and "80" not in theirs and "seat" not in theirs


def test_the_handout_is_written_in_the_language_spoken():
    """The print-out's titles, card sheet, puzzles' tasks and answers follow ``speaking``; its
    page says its language; in English it is as before."""
    from pegs.course.handout import handout_html
    from pegs.words.handout import ANSWERS_TITLE, CARD_KINDS

    english = handout_html(2)
    assert "<html lang='en'>" in english and f"<h2>{ANSWERS_TITLE}</h2>" in english
    assert CARD_KINDS[0] == ("A", "Ace", "4.ace")
    with speaking("sv"):
        swedish = handout_html(2)
    assert "<html lang='sv'>" in swedish
    assert "<h2>Svar</h2>" in swedish and "<h2>Korten</h2>" in swedish
    assert "Pussel 1 (nivå 1 av 5)" in swedish
    assert "The hand:" not in swedish and "Handen:" in swedish
