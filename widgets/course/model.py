"""A chapter of the course as the learner steps through it: screens, tries, feedback, score.

Plain Python, no ipywidgets. A chapter (``pegs.course.Chapter``) becomes a list of steps
(``steps.chapter_steps``): its teaching and exercise screens, then its checkpoint exercises,
then the score. On an exercise the learner answers by clicking, as the exercise's kind asks:
board clicks build a move (``board_answer.BoardAnswer``, on the board ``Controller``, as in a
game), a click on a place answers "where does it end up", a card click answers "which card", a
button answers "why" and "how many". Every answer is judged by the exercise itself
(``Exercise.judge``, which asks the engine). The navigation and the tries are the lesson
stepper's (``widgets.lesson.Stepper``); the hint ladder (a nudge, the rule with its pegs marked,
"Show me"), the score and the saved progress are the chapter's record
(``record.ChapterRecord``). Nothing is tried on the learner's behalf, and before an attempt the
board marks nothing that would give the answer away (no legal-move highlights).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from pegs import Card, Event, Move, PegsError, Position
from pegs.board import PlaceRef
from pegs.course import Chapter, Course, ExerciseKind, Feedback, load_course
from pegs.course.words import events_words

from ..board import Controller, Highlights, History
from ..lesson import SHOW_ME_AFTER
from ..lesson import lesson_say as say
from .board_answer import BoardAnswer
from .given import GivenMove
from .ladder import SHOW
from .progress import Progress
from .record import Attempts, ChapterRecord
from .steps import BOARD_KINDS, Step, chapter_steps, given_words, place_answer

__all__ = [
    "BOARD_KINDS",
    "SHOW_ME_AFTER",
    "Attempts",
    "CourseModel",
    "Listener",
    "Step",
    "chapter_steps",
    "given_words",
    "place_answer",
]

#: Listeners hear the kind of change: "step" (a new screen), "move" (a move was played on the
#: board: animate from ``before`` with ``events``), or "update" (anything else to redraw).
Listener = Callable[[str, Position | None, tuple[Event, ...]], None]


class CourseModel(ChapterRecord):
    """Steps through one chapter; holds the learner's tries, feedback, score and progress."""

    _chosen_card: int | None
    _clicked: PlaceRef | None

    def __init__(
        self,
        chapter: Chapter | str,
        *,
        progress: Progress | None = None,
        course: Course | None = None,
    ) -> None:
        if isinstance(chapter, str):
            chapter = (course or load_course()).chapter(chapter)
        super().__init__(chapter, progress)
        self.listeners: list[Listener] = []
        self.aids_choice: bool | None = None  # the learner's own switch, once used
        self.message = ""  # a word on the latest click that was not an answer
        self.demo_played = False
        self.board: BoardAnswer | None = None  # the move being built on a board exercise
        self.given: GivenMove | None = None  # the move a PREDICT or WHY exercise is about
        self._shown_position: Position = self._first_position()
        self._start_step()

    # ----- where we are
    @property
    def history(self) -> History | None:
        """The record of the move played on a board exercise (None on other steps)."""
        return self.board.history if self.board is not None else None

    @property
    def controller(self) -> Controller | None:
        """The board controller building the move on a board exercise (None on other steps)."""
        return self.board.controller if self.board is not None else None

    @property
    def aids(self) -> bool:
        """Whether the board's reading aids are on: the learner's choice, else the screen's."""
        if self.aids_choice is not None:
            return self.aids_choice
        screen = self.step.screen
        return bool(screen is not None and screen.aids)

    @property
    def position(self) -> Position:
        """The position on the board now."""
        if self.board is not None:
            return self.board.position
        return self._shown_position

    @property
    def answered(self) -> bool:
        """True when the board shows the result of a move, until Try again."""
        return self.board is not None and self.board.answered

    @property
    def can_try_again(self) -> bool:
        """True when there is an answer on screen to clear (Try again is always possible then)."""
        return self.exercise is not None and (self.tries.feedback is not None or self.answered)

    def instruction(self) -> str:
        """The next thing to click, in words."""
        exercise = self.exercise
        if exercise is None:
            return ""
        tries = self.tries
        if not tries.open and tries.feedback is not None and tries.feedback.correct:
            return say("do-next")
        if not tries.open:
            return say("do-again-or-next")
        kind = exercise.kind
        if self.board is not None:
            if self.answered:
                return say("do-again")
            return self.board.instruction()
        if kind is ExerciseKind.PREDICT:
            return say("do-click-place")
        if kind is ExerciseKind.CHOOSE_CARD:
            return say("do-click-card")
        return say("do-click-answer")

    @property
    def chosen_card(self) -> int | None:
        """The index in ``hand()`` of the card chosen for the move being built."""
        if self.board is not None:
            return self.board.controller.card_index
        return self._chosen_card

    @property
    def can_discard(self) -> bool:
        """True when a card is chosen on a board exercise whose position has a hand."""
        return (
            self.board is not None
            and not self.answered
            and self.tries.open
            and self.board.controller.card is not None
            and self.hand() != ()
        )

    def highlights(self) -> Highlights:
        """What the board marks: the peg being moved and the parts chosen, never legal targets;
        the hint ladder's rule step marks the pegs the rule is about."""
        if self.board is not None:
            marks = self.board.highlights()
        elif self.given is not None:
            # The peg the question is about (where it starts); never where it goes.
            marks = self.given.highlights(self._clicked if self.feedback is not None else None)
        else:
            marks = Highlights()
        ruled = () if self.answered else self.rule_marks()
        return replace(marks, movable=ruled) if ruled else marks

    def given_words(self) -> str:
        """The move a PREDICT or WHY exercise is about, in words, without its outcome."""
        return self.given.words() if self.given is not None else ""

    # ----- moving between screens (``next``, ``back`` and ``go`` are the stepper's)
    def _enter(self) -> None:
        """A new screen: an exercise starts afresh, its tries kept; the score is saved."""
        self._start_step()
        self._save_score()
        self._notify("step")

    def set_aids(self, on: bool) -> None:
        """The learner switches the board's reading aids on or off (kept for the chapter)."""
        self.aids_choice = bool(on)
        self._notify("update")

    # ----- the learner's input
    def click(self, hit: PlaceRef | None) -> None:
        """A click on the board (hit-tested to a place, or None off the places)."""
        exercise = self.exercise
        if exercise is None:
            return
        if exercise.kind is ExerciseKind.PREDICT:
            if hit is None:
                self._say(say("do-click-hole"))
            elif not self.tries.open:
                self._say(say("do-answer-again"))
            else:
                self._clicked = hit  # ringed on the board while it is the answer on screen
                self.answer(place_answer(hit))
            return
        if self.board is None:
            self._say(self._not_here())
            return
        if self.answered or not self.tries.open:
            self._say(say("do-another-go"))
            return
        said = self.board.click(hit)
        if isinstance(said, Move):
            self._judge_move(said)
        else:
            self._say(said)

    def choose_card(self, index: int) -> None:
        """A click on the hand's card ``index``."""
        exercise = self.exercise
        hand = self.hand()
        if exercise is None or not 0 <= index < len(hand):
            return
        if exercise.kind is ExerciseKind.CHOOSE_CARD:
            if not self.tries.open:
                self._say(say("do-answer-again"))
                return
            self._chosen_card = index
            self.answer(hand[index].notation)
            return
        if self.board is None:
            return
        if self.answered or not self.tries.open:
            self._say(say("do-another-go"))
            return
        self.board.choose_card(index)
        self.message = ""  # the instruction says what to click next
        self._notify("update")

    def choose(self, choice: str) -> Feedback | None:
        """A click on one of the answer buttons of a WHY or COUNT exercise."""
        if choice not in self.choices():
            return None
        if not self.tries.open:
            self._say(say("do-answer-again"))
            return None
        self._chosen_choice = choice
        return self.answer(choice)

    def discard(self) -> Feedback | None:
        """Throw the chosen card away (the answer when no card can move a peg)."""
        card = self.board.controller.card if self.board is not None else None
        if not self.can_discard or card is None:
            return None
        return self._judge_move(Move(card, ()))

    @property
    def chosen_choice(self) -> str | None:
        """The answer button clicked last on this screen."""
        return self._chosen_choice

    def answer(self, text: str, *, notify: bool = True) -> Feedback:
        """Judge ``text`` as the learner's answer to this exercise, and count the try."""
        exercise = self.exercise
        if exercise is None:
            raise PegsError("this screen has no exercise to answer")
        tries = self.tries
        if not tries.open:
            raise PegsError("this exercise is answered: press Try again for another go")
        first = tries.first_right is None
        feedback = exercise.judge(text)
        tries.judged(feedback)
        self.message = ""
        if not feedback.correct:
            self._wrong_answers[self.index] = text  # the hint ladder's nudge fits this mistake
        self._note_answer(exercise, feedback, first)
        if feedback.correct and exercise.kind is ExerciseKind.PREDICT:
            self._play_given()  # now the learner may watch where the pegs end up
            return feedback
        if notify:
            self._notify("update")
        return feedback

    def show_me(self) -> None:
        """The ladder's last step: show the answer (on the board when it is a move)."""
        exercise = self.exercise
        if exercise is None or not self.can_show_me:
            return
        first = self.tries.first_right is None
        self.ladder.take(SHOW, self.tries.wrong)
        self.tries.show(Feedback(False, exercise.answer_words(), exercise.rule))
        self._note_shown(exercise, first)
        self.showing = True
        if exercise.kind in BOARD_KINDS:
            self.board = BoardAnswer(exercise)
            self._play(Move.parse(exercise.answers[0], exercise.position.players))
            return
        if exercise.kind is ExerciseKind.PREDICT:
            self._play_given()
            return
        if exercise.kind is ExerciseKind.CHOOSE_CARD:
            hand = self.hand()
            answer = Card.parse(exercise.answers[0])
            self._chosen_card = hand.index(answer) if answer in hand else None
        else:
            self._chosen_choice = exercise.answers[0]
        self._notify("update")

    def try_again(self) -> None:
        """Clear the answer on screen and put the board back; the tries so far are kept."""
        if self.exercise is None:
            return
        # Solved and shown stay in the record; the score keeps the first try.
        self.tries.reopen()
        self._start_step()
        self._notify("step")

    def show_demo(self) -> str:
        """Play the teaching screen's demonstration move on the board; its story in words."""
        screen = self.step.screen
        if screen is None or not screen.demo or screen.position is None:
            return ""
        if self.demo_played:
            self._start_step()
        before = screen.position
        try:
            after, events = before.play(screen.demo)
        except PegsError as err:
            self._say(say("demo-failed", why=str(err)))
            return ""
        self._shown_position = after
        self.demo_played = True
        self.message = events_words(events, before.players)
        self._notify("move", before, events)
        return self.message

    # ----- plumbing
    def _first_position(self) -> Position:
        for step in self.steps:
            if step.exercise is not None:
                return step.exercise.position
            if step.screen is not None and step.screen.position is not None:
                return step.screen.position
        raise PegsError(f"chapter {self.chapter.id} has no board to show")

    def _start_step(self) -> None:
        step = self.step
        self.board = None
        self.given = None
        self._chosen_card = None
        self._chosen_choice = None
        self._clicked = None
        self.demo_played = False
        self.showing = False  # the answer on screen is a "Show me", not the learner's
        self.message = ""
        exercise = step.exercise
        if exercise is not None:
            self._shown_position = exercise.position
            if exercise.kind in BOARD_KINDS:
                self.board = BoardAnswer(exercise)
            else:
                self.given = GivenMove(exercise)
        elif step.screen is not None and step.screen.position is not None:
            self._shown_position = step.screen.position

    def _play_given(self) -> None:
        """Play a PREDICT exercise's move on the board, so the learner sees where pegs end."""
        given = self.given
        played = given.play() if given is not None else None
        if given is None or played is None:
            self._notify("update")
            return
        self._shown_position, events = played
        self._notify("move", given.position, events)

    def _play(self, move: Move) -> None:
        assert self.board is not None
        try:
            before, events = self.board.play(move)
        except PegsError as err:
            self._say(str(err))
            return
        self._notify("move", before, events)

    def _judge_move(self, move: Move) -> Feedback:
        """Judge a complete move; a legal one is played so the learner sees what it did."""
        board = self.board
        assert board is not None  # a board exercise
        legal = board.position.why_not(move) is None
        feedback = self.answer(str(move), notify=False)
        if legal:
            before, events = board.play(move)
            self._notify("move", before, events)
        else:
            board.refused()
            self._notify("update")
        return feedback

    def _not_here(self) -> str:
        exercise = self.exercise
        if exercise is None:
            return ""
        if exercise.kind is ExerciseKind.CHOOSE_CARD:
            return say("do-by-card")
        return say("do-by-button")

    def _say(self, text: str) -> None:
        self.message = text
        self._notify("update")

    def _notify(
        self, kind: str, before: Position | None = None, events: tuple[Event, ...] = ()
    ) -> None:
        for listener in list(self.listeners):
            listener(kind, before, events)
