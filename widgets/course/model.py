"""A chapter of the course as the learner steps through it: screens, tries, feedback, score.

Plain Python, no ipywidgets. A chapter (``pegs.course.Chapter``) becomes a list of steps: its
teaching and exercise screens, then its checkpoint exercises, then the score. On an exercise the
learner answers by clicking, as the exercise's kind asks: board clicks build a move (through the
board ``Controller``, as in a game), a click on a place answers "where does it end up", a card
click answers "which card", a button answers "why" and "how many". Every answer is judged by the
exercise itself (``Exercise.judge``, which asks the engine); this model counts the tries, offers
the hint after a wrong try and "Show me" after three, keeps the checkpoint's score and saves
progress (``course_progress``). Nothing is tried on the learner's behalf, and before an attempt
the board marks nothing that would give the answer away (no legal-move highlights).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pegs import HOME, START, Card, Event, Move, Part, PegsError, Position
from pegs.board import PlaceRef, team_of
from pegs.course import Chapter, Course, Exercise, ExerciseKind, Feedback, Screen, load_course
from pegs.course.words import events_words, where
from pegs.render.colours import seat_name
from pegs.render.describe import card_words

from ..board import Controller, Highlights, History
from .progress import Progress, stars_for

#: Listeners hear the kind of change: "step" (a new screen), "move" (a move was played on the
#: board: animate from ``before`` with ``events``), or "update" (anything else to redraw).
Listener = Callable[[str, Position | None, tuple[Event, ...]], None]

#: Wrong tries before "Show me" is offered.
SHOW_ME_AFTER = 3

BOARD_KINDS = (ExerciseKind.MOVE, ExerciseKind.ONLY_MOVE)


@dataclass(frozen=True)
class Step:
    """One screen of the chapter as shown: a teaching screen, an exercise, or the score."""

    kind: str  # "teach", "exercise" or "score"
    title: str
    text: str = ""
    screen: Screen | None = None
    exercise: Exercise | None = None
    checkpoint: int = 0  # 1-based number within the checkpoint, 0 outside it


@dataclass
class Attempts:
    """The learner's tries at one exercise."""

    wrong: int = 0
    first_right: bool | None = None  # how the first judged answer went
    solved: bool = False  # ever answered right (kept through Try again)
    shown: bool = False  # ever shown with "Show me"
    open: bool = True  # taking answers now: closed by a right answer or "Show me"
    feedback: Feedback | None = None

    @property
    def finished(self) -> bool:
        """True once the exercise was solved or its answer shown."""
        return self.solved or self.shown


def chapter_steps(chapter: Chapter) -> list[Step]:
    """The steps of a chapter: its screens, its checkpoint's exercises, then the score."""
    steps: list[Step] = []
    for screen in chapter.screens:
        kind = "exercise" if screen.exercise is not None else "teach"
        steps.append(Step(kind, screen.title, screen.text, screen, screen.exercise))
    for n, exercise in enumerate(chapter.checkpoint, start=1):
        steps.append(
            Step("exercise", f"Checkpoint {n} of {len(chapter.checkpoint)}", "", None, exercise, n)
        )
    if chapter.checkpoint:
        steps.append(Step("score", "Checkpoint score"))
    return steps


def place_answer(hit: PlaceRef) -> str:
    """A clicked place as a PREDICT answer: "T15", "2:H3" or "1:S"."""
    seat, place = hit
    if 0 <= place < HOME:
        return f"T{place}"
    name = "S" if place == START else f"H{place - HOME}"
    return f"{seat}:{name}"


def given_words(position: Position, move: Move) -> str:
    """The move a question is about, told without its consequences (no bump, no end place)."""
    mover = seat_name(position.turn)
    pegs = []
    for part in move.parts:
        owner = "its" if part.seat == position.turn else f"{seat_name(part.seat)}'s"
        pegs.append(f"{owner} peg {where(part.seat, part.frm, position.players)}")
    if not pegs:
        return f"{mover} throws away the {card_words(move.card)}."
    return f"{mover} plays the {card_words(move.card)} with {' and '.join(pegs)}."


class CourseModel:
    """Steps through one chapter; holds the learner's tries, feedback, score and progress."""

    # Set afresh for each step (``_start_step``).
    history: History | None
    controller: Controller | None
    _chosen_card: int | None
    _chosen_choice: str | None
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
        self.chapter = chapter
        self.steps = chapter_steps(chapter)
        if not self.steps:
            raise PegsError(f"chapter {chapter.id} has no screens")
        self.progress = progress if progress is not None else Progress()
        self.listeners: list[Listener] = []
        self.attempts: dict[int, Attempts] = {}
        self.aids_choice: bool | None = None  # the learner's own switch, once used
        self.message = ""  # a word on the latest click that was not an answer
        self.demo_played = False
        self.index = 0
        self._shown_position: Position = self._first_position()
        self._start_step()

    # ----- where we are
    @property
    def step(self) -> Step:
        """The step on screen."""
        return self.steps[self.index]

    @property
    def exercise(self) -> Exercise | None:
        """The exercise on screen, if any."""
        return self.step.exercise

    @property
    def tries(self) -> Attempts:
        """The learner's tries at the exercise on screen (empty on other steps)."""
        return self.attempts.setdefault(self.index, Attempts())

    @property
    def feedback(self) -> Feedback | None:
        """The verdict on the latest answer to this exercise, if any."""
        return self.tries.feedback

    def progress_line(self) -> str:
        """Where the learner is: "Screen 4 of 12"."""
        return f"Screen {self.index + 1} of {len(self.steps)}"

    @property
    def can_back(self) -> bool:
        """True when there is a screen before this one."""
        return self.index > 0

    @property
    def can_next(self) -> bool:
        """True when there is a screen after this one."""
        return self.index < len(self.steps) - 1

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
        if self.history is not None:
            return self.history.position
        return self._shown_position

    @property
    def answered(self) -> bool:
        """True when the board shows the result of a move, until Try again."""
        return self.history is not None and self.history.ply > 0

    @property
    def hint(self) -> str:
        """The exercise's hint, once the learner has had a wrong try (and not yet solved it)."""
        exercise = self.exercise
        tries = self.tries
        if exercise is None or tries.wrong == 0 or not tries.open:
            return ""
        return exercise.hint

    @property
    def can_show_me(self) -> bool:
        """True after three wrong tries at an exercise that is not yet solved."""
        return self.exercise is not None and self.tries.open and self.tries.wrong >= SHOW_ME_AFTER

    @property
    def can_try_again(self) -> bool:
        """True when there is an answer on screen to clear (Try again is always possible then)."""
        return self.exercise is not None and (self.tries.feedback is not None or self.answered)

    def prompt(self) -> str:
        """The goal of the screen, shown first."""
        exercise = self.exercise
        if exercise is not None:
            return exercise.prompt
        if self.step.kind == "score":
            return ""
        if self.step.screen is not None and self.step.screen.demo:
            return "Press “Show me the move” to watch it played."
        return ""

    def instruction(self) -> str:
        """The next thing to click, in words."""
        exercise = self.exercise
        if exercise is None:
            return ""
        tries = self.tries
        if not tries.open and tries.feedback is not None and tries.feedback.correct:
            return "Press Next to go on (or Try again to do it once more)."
        if not tries.open:
            return "Press Try again to do it yourself, or Next to go on."
        kind = exercise.kind
        if kind in BOARD_KINDS:
            if self.answered:
                return "Press Try again for another go."
            return self._move_instruction()
        if kind is ExerciseKind.PREDICT:
            return "Click the place on the board."
        if kind is ExerciseKind.CHOOSE_CARD:
            return "Click a card."
        return "Click an answer."

    def choices(self) -> tuple[str, ...]:
        """The answer buttons of a WHY or COUNT exercise (none for other kinds)."""
        exercise = self.exercise
        if exercise is None or exercise.kind not in (ExerciseKind.WHY, ExerciseKind.COUNT):
            return ()
        return exercise.choices

    def hand(self) -> tuple[Card, ...]:
        """The cards the learner may click: the hand of the position, if it has one."""
        exercise = self.exercise
        if exercise is None or exercise.kind not in (*BOARD_KINDS, ExerciseKind.CHOOSE_CARD):
            return ()
        return exercise.position.hand() or ()

    @property
    def chosen_card(self) -> int | None:
        """The index in ``hand()`` of the card chosen for the move being built."""
        if self.controller is not None:
            return self.controller.card_index
        return self._chosen_card

    @property
    def can_discard(self) -> bool:
        """True when a card is chosen on a board exercise whose position has a hand."""
        return (
            self.controller is not None
            and not self.answered
            and self.tries.open
            and self.controller.card is not None
            and self.hand() != ()
        )

    def highlights(self) -> Highlights:
        """What the board marks: the peg being moved and the parts chosen, never legal targets."""
        exercise = self.exercise
        if self.controller is not None:
            if self.answered:
                return Highlights()
            c = self.controller
            return Highlights(
                selected=c.peg, pending=tuple(((p.seat, p.frm), (p.seat, p.to)) for p in c.parts)
            )
        if exercise is not None and exercise.given and not self._given_played:
            # The peg the question is about (where it starts); never where it goes.
            move = self._given()
            if move is not None and move.parts:
                part = move.parts[0]
                clicked = self._clicked if self.feedback is not None else None
                return Highlights(selected=(part.seat, part.frm), focused=clicked)
        return Highlights()

    def given_words(self) -> str:
        """The move a PREDICT or WHY exercise is about, in words, without its outcome."""
        move, exercise = self._given(), self.exercise
        if move is None or exercise is None:
            return ""
        return given_words(exercise.position, move)

    def done_ids(self) -> set[str]:
        """The chapter's exercises solved (in any session) or shown in this one."""
        record = self.progress.chapters.get(self.chapter.id)
        ids = set(record.solved) if record is not None else set()
        ids |= {
            exercise.id
            for i, a in self.attempts.items()
            if a.finished and (exercise := self.steps[i].exercise) is not None
        }
        return ids & {e.id for e in self.chapter.exercises}

    def solved_before(self) -> bool:
        """True when the exercise on screen was solved, now or in an earlier session."""
        exercise = self.exercise
        if exercise is None:
            return False
        record = self.progress.chapters.get(self.chapter.id)
        return self.tries.solved or (record is not None and exercise.id in record.solved)

    # ----- score
    def checkpoint_results(self) -> list[Attempts]:
        """The tries at each checkpoint exercise, in order."""
        return [self.attempts.get(i, Attempts()) for i, s in enumerate(self.steps) if s.checkpoint]

    def score(self) -> tuple[int, int]:
        """Checkpoint exercises right at the first try, and how many there are."""
        results = self.checkpoint_results()
        return sum(1 for r in results if r.first_right), len(results)

    def checkpoint_done(self) -> bool:
        """True once every checkpoint exercise is solved or shown."""
        results = self.checkpoint_results()
        return bool(results) and all(r.finished for r in results)

    def score_words(self) -> str:
        """The checkpoint's result in words, or what is left to do."""
        score, total = self.score()
        results = self.checkpoint_results()
        left = sum(1 for r in results if not r.finished)
        if left:
            return (
                f"{total - left} of {total} checkpoint exercises answered: go Back to "
                f"finish the other {left}."
            )
        stars = stars_for(score, total)
        return (
            f"Checkpoint score: {score} of {total} right at the first try. "
            f"{'★' * stars}{'☆' * (3 - stars)} Chapter {self.chapter.id} is done."
        )

    # ----- moving between screens
    def next(self) -> None:
        """Go to the next screen."""
        if self.can_next:
            self.go(self.index + 1)

    def back(self) -> None:
        """Go to the screen before."""
        if self.can_back:
            self.go(self.index - 1)

    def go(self, index: int) -> None:
        """Go to screen ``index`` (0-based); an exercise starts afresh, its tries kept."""
        if not 0 <= index < len(self.steps):
            raise IndexError(f"there is no screen {index + 1}: the chapter has {len(self.steps)}")
        self.index = index
        self._start_step()
        if self.step.kind == "score" and self.checkpoint_done():
            score, total = self.score()
            self.progress.finish(self.chapter.id, score, total)
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
                self._say("Click a hole, a start area or a home place.")
            elif not self.tries.open:
                self._say("Press Try again to answer once more, or Next to go on.")
            else:
                self._clicked = hit  # ringed on the board while it is the answer on screen
                self.answer(place_answer(hit))
            return
        if exercise.kind not in BOARD_KINDS or self.controller is None:
            self._say(self._not_here())
            return
        if self.answered or not self.tries.open:
            self._say("Press Try again for another go, or Next to go on.")
            return
        c = self.controller
        if c.card is None:
            self._say("Choose a card first.")
            return
        if hit is None:
            self._say("")
            return
        if c.peg is None:
            self._pick_peg(hit)
            return
        self._pick_target(hit)

    def choose_card(self, index: int) -> None:
        """A click on the hand's card ``index``."""
        exercise = self.exercise
        hand = self.hand()
        if exercise is None or not 0 <= index < len(hand):
            return
        if exercise.kind is ExerciseKind.CHOOSE_CARD:
            if not self.tries.open:
                self._say("Press Try again to answer once more, or Next to go on.")
                return
            self._chosen_card = index
            self.answer(hand[index].notation)
            return
        if self.controller is None:
            return
        if self.answered or not self.tries.open:
            self._say("Press Try again for another go, or Next to go on.")
            return
        c = self.controller
        c._reset_choice()  # a fresh card starts the move afresh, whatever was chosen before
        c.card_index = index
        self.message = ""  # the instruction says what to click next
        self._notify("update")

    def choose(self, choice: str) -> Feedback | None:
        """A click on one of the answer buttons of a WHY or COUNT exercise."""
        if choice not in self.choices():
            return None
        if not self.tries.open:
            self._say("Press Try again to answer once more, or Next to go on.")
            return None
        self._chosen_choice = choice
        return self.answer(choice)

    def discard(self) -> Feedback | None:
        """Throw the chosen card away (the answer when no card can move a peg)."""
        card = self.controller.card if self.controller is not None else None
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
        feedback = exercise.judge(text)
        if tries.first_right is None:
            tries.first_right = feedback.correct
        tries.feedback = feedback
        self.message = ""
        if feedback.correct:
            tries.solved = True
            tries.open = False
            self.progress.solve(self.chapter.id, exercise.id)
            if exercise.kind is ExerciseKind.PREDICT:
                self._play_given()  # now the learner may watch where the pegs end up
                return feedback
        else:
            tries.wrong += 1
        if notify:
            self._notify("update")
        return feedback

    def show_me(self) -> None:
        """After three wrong tries: show the answer (on the board when it is a move)."""
        exercise = self.exercise
        if exercise is None or not self.can_show_me:
            return
        tries = self.tries
        tries.shown = True
        tries.open = False
        self.showing = True
        if tries.first_right is None:
            tries.first_right = False
        tries.feedback = Feedback(False, exercise.answer_words(), exercise.rule)
        if exercise.kind in BOARD_KINDS:
            self._reset_board()
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
        tries = self.tries
        tries.feedback = None
        tries.open = True  # solved and shown stay in the record; the score keeps the first try
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
            self._say(f"This demonstration could not be played: {err}")
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
        self.history = None
        self.controller = None
        self._chosen_card = None
        self._chosen_choice = None
        self._given_played = False
        self._clicked = None
        self.demo_played = False
        self.showing = False  # the answer on screen is a "Show me", not the learner's
        self.message = ""
        exercise = step.exercise
        if exercise is not None:
            self._shown_position = exercise.position
            if exercise.kind in BOARD_KINDS:
                self._reset_board()
        elif step.screen is not None and step.screen.position is not None:
            self._shown_position = step.screen.position

    def _reset_board(self) -> None:
        exercise = self.exercise
        assert exercise is not None
        self.history = History(exercise.position)
        self.controller = Controller(self.history)
        hand = exercise.position.hand()
        if hand is None:
            # No hand: the card is the one the answers play (the prompt names it).
            card = Move.parse(exercise.answers[0], exercise.position.players).card
            self.controller._free_card = card

    def _given(self) -> Move | None:
        exercise = self.exercise
        if exercise is None or not exercise.given:
            return None
        try:
            return Move.parse(exercise.given, exercise.position.players)
        except PegsError:
            return None

    def _play_given(self) -> None:
        """Play a PREDICT exercise's move on the board, so the learner sees where pegs end."""
        exercise = self.exercise
        move = self._given()
        if exercise is None or move is None or self._given_played:
            self._notify("update")
            return
        try:
            after, events = exercise.position.play(move)
        except PegsError:
            self._notify("update")
            return
        self._shown_position = after
        self._given_played = True
        self._notify("move", exercise.position, events)

    def _play(self, move: Move) -> None:
        assert self.history is not None
        before = self.history.position
        try:
            _after, events = self.history.play(move)
        except PegsError as err:
            self._say(str(err))
            return
        self._notify("move", before, events)

    def _judge_move(self, move: Move) -> Feedback:
        """Judge a complete move; a legal one is played so the learner sees what it did."""
        assert self.history is not None and self.controller is not None  # a board exercise
        before = self.history.position
        feedback = self.answer(str(move), notify=False)
        if before.why_not(move) is None:
            _after, events = self.history.play(move)
            self.controller._reset_choice()
            self._notify("move", before, events)
        else:
            self.controller.peg = None
            self._notify("update")
        return feedback

    def _pick_peg(self, hit: PlaceRef) -> None:
        c = self.controller
        assert c is not None and c.card is not None
        seat, place = hit
        if seat is None:
            seat = self.position.holder(place)
        if seat is None or place not in self.position.pegs[seat]:
            self._say("There is no peg there: click a peg.")
            return
        team = team_of(self.position.turn)
        if team_of(seat) != team:
            self._say(
                f"That is {seat_name(seat)}'s peg, an opponent's: "
                f"{seat_name(self.position.turn)} moves only its own team's pegs."
            )
            return
        c.peg = (seat, place)
        c.focus = None
        self.message = ""
        self._notify("update")

    def _pick_target(self, hit: PlaceRef) -> None:
        c = self.controller
        assert c is not None and c.peg is not None and c.card is not None
        seat, place = hit
        if seat is not None and seat != c.peg[0] and not 0 <= place < HOME:
            self._say("A peg can only go to its own start or home: click a hole or its home.")
            return
        if (seat, place) == c.peg or (
            seat is None and c.peg == (self.position.holder(place), place)
        ):
            c.peg = None  # a second click on the peg puts it down
            self._say("Peg put down: click a peg.")
            return
        part = Part(c.peg[0], c.peg[1], place)
        parts = (*c.parts, part)
        card = c.card
        if card.rank.value in ("7", "9") and not c.parts:
            # A 7 or 9 may be split: if this part is only the start of a legal split, wait for
            # the second peg. Any whole move the learner meant is judged below.
            whole = Move(card, parts)
            if self.position.why_not(whole) is not None and any(
                m.parts[:1] == parts and len(m.parts) == 2 for m in c.moves_for(card)
            ):
                c.parts, c.peg = parts, None
                self.message = "That is the first part of a split: now click the second peg."
                self._notify("update")
                return
        self._judge_move(Move(card, parts))

    def _move_instruction(self) -> str:
        c = self.controller
        assert c is not None
        if c.card is None:
            return "Click a card, then the peg to move, then where it goes."
        if c.parts:
            return "Click the second peg of the split, then where it goes."
        if c.peg is None:
            return f"Click the peg to move with the {card_words(c.card)}."
        return "Click where the peg goes (click the peg again to put it down)."

    def _not_here(self) -> str:
        exercise = self.exercise
        if exercise is None:
            return ""
        if exercise.kind is ExerciseKind.CHOOSE_CARD:
            return "Answer by clicking a card."
        return "Answer with one of the buttons."

    def _say(self, text: str) -> None:
        self.message = text
        self._notify("update")

    def _notify(
        self, kind: str, before: Position | None = None, events: tuple[Event, ...] = ()
    ) -> None:
        for listener in list(self.listeners):
            listener(kind, before, events)
