"""The Back Alley lesson's flow: one screen at a time, tries, hint, "Show me", demo steps, score.

Plain Python, no ipywidgets (``widgets.backalley.lesson`` draws it). Content and judging come
from ``backalley.lessons``; the learner's place, their tries at each exercise, the hint and
"Show me" gates are the lesson stepper's (``widgets.lesson.Stepper``, shared with the Pegs
course); this model adds the demos and what the table shows. Nothing is answered on the
learner's behalf: "Show me" opens only after three wrong tries, and the table never shows what
an exercise asks (the trump of a "what is trump" question, the leader of a "who leads"
question, ...).
"""

from __future__ import annotations

from collections.abc import Iterable

from backalley.actions import PlayAction, parse_action
from backalley.cards import Card
from backalley.lesson_words import BOARD_NAMES
from backalley.lessons import CHOICE, PLAY, BAExercise, BAFeedback, BALesson, BAScreen, load_lesson
from backalley.rules import DEALS, PLAYERS
from backalley.state import Phase, State, board_levels
from backalley.words import lesson_screen as words
from backalley.words.table import card_label

from ..lesson import SHOW_ME_AFTER, Stepper, Tries

#: What a question's table must not show, because it is what the question asks.
_HIDDEN = {
    "hand-size": {"size", "hands"},
    "trump": {"trump"},
    "leader": {"leader"},
    "board-level": {"levels"},
}


class BALessonModel(Stepper[BAScreen, str, BAFeedback]):
    """Where the learner is in the Back Alley lesson and how each exercise went."""

    def __init__(self, lesson: BALesson | None = None) -> None:
        self.lesson = lesson or load_lesson()
        if not self.lesson.screens:
            raise ValueError("the Back Alley lesson has no screens")
        super().__init__(self.lesson.screens)
        self.record.update((e.id, Tries()) for e in self.lesson.exercises)
        self.chosen: str | None = None  # the card or choice of the last answer
        self.demo_done = 0  # demo actions shown on this screen
        self.demo_lines: list[str] = []

    # ----- where we are
    @property
    def screen(self) -> BAScreen:
        """The screen shown."""
        return self.step

    @property
    def tries(self) -> dict[str, Tries[BAFeedback]]:
        """The tries at each exercise of the lesson, by exercise id."""
        return self.record

    @property
    def feedback(self) -> BAFeedback | None:
        """The verdict on the answer on show at this screen's exercise, if any."""
        tries = self.this_try
        return None if tries is None else tries.feedback

    @property
    def exercise(self) -> BAExercise | None:
        """The screen's exercise, if it is one."""
        return self.screen.exercise

    @property
    def progress_line(self) -> str:
        """ "Screen 4 of 42 · 3 of 29 exercises solved"."""
        solved = sum(1 for t in self.tries.values() if t.solved)
        return words.progress_words(self.where(), solved, len(self.tries))

    def go(self, index: int) -> None:
        """Show screen ``index`` (clamped to the lesson), fresh: no feedback, its demo from the
        start (``next`` and ``back`` are the stepper's)."""
        super().go(max(0, min(index, len(self.steps) - 1)))

    def _enter(self) -> None:
        tries = self.this_try
        if tries is not None:
            tries.reopen()  # an exercise revisited takes answers again
        self.chosen = None
        self.demo_done = 0
        self.demo_lines = []

    # ----- answering
    @property
    def this_try(self) -> Tries[BAFeedback] | None:
        """The tries at this screen's exercise."""
        ex = self.exercise
        return None if ex is None else self.tries[ex.id]

    @property
    def answered(self) -> bool:
        """True when the feedback of an answer is on show (Try again clears it)."""
        return self.feedback is not None

    def answer(self, text: str) -> BAFeedback | None:
        """Judge a card (notation) or a choice; None on a teaching screen or while answered."""
        ex = self.exercise
        if ex is None or self.answered:
            return None
        feedback = ex.judge(text)
        self.tries[ex.id].judged(feedback)
        self.chosen = text
        return feedback

    def choose_card(self, card: str) -> BAFeedback | None:
        """The learner clicked a card of the hand (PLAY exercises only)."""
        ex = self.exercise
        if ex is None or ex.kind != PLAY:
            return None
        return self.answer(card)

    def choose(self, choice: str) -> BAFeedback | None:
        """The learner clicked a choice button (CHOICE exercises only)."""
        ex = self.exercise
        if ex is None or ex.kind != CHOICE:
            return None
        return self.answer(choice)

    @property
    def can_try_again(self) -> bool:
        """True after a wrong answer: the learner may always try again."""
        return self.feedback is not None and not self.feedback.correct

    def try_again(self) -> None:
        """Clear the last wrong answer's feedback."""
        tries = self.this_try
        if self.can_try_again and tries is not None:
            tries.reopen()
            self.chosen = None

    @property
    def hint(self) -> str:
        """The exercise's hint, once a wrong try was made (and not yet solved or shown)."""
        tries = self.this_try
        ex = self.exercise
        return ex.hint if ex is not None and tries is not None and tries.hint_open else ""

    @property
    def can_show_me(self) -> bool:
        """True after three wrong tries at an unsolved exercise (until its answer is shown)."""
        tries = self.this_try
        return tries is not None and tries.show_me_open

    def show_me(self) -> str:
        """The answer in words (only once "Show me" is offered; else empty)."""
        tries, exercise = self.this_try, self.exercise
        if not self.can_show_me or tries is None or exercise is None:
            return ""
        answer = exercise.answer_words()
        tries.show(BAFeedback(False, words.shown_words(answer), exercise.rule_text))
        return answer

    @property
    def score(self) -> tuple[int, int]:
        """(exercises solved at the first try, exercises) over the whole lesson."""
        return sum(1 for t in self.tries.values() if t.first_try), len(self.tries)

    @property
    def score_words(self) -> str:
        """The score in words."""
        first, total = self.score
        solved = sum(1 for t in self.tries.values() if t.solved)
        return words.score_words(solved, total, first)

    @property
    def closing_words(self) -> str:
        """The score, shown on the lesson's last screen (empty elsewhere)."""
        return self.score_words if not self.can_next else ""

    # ----- teaching demos
    @property
    def can_step_demo(self) -> bool:
        """True while the screen's demo has actions left to show."""
        return self.demo_done < len(self.screen.demo)

    def step_demo(self) -> str:
        """Play the demo's next action (by the engine) and say what happened."""
        if not self.can_step_demo:
            return ""
        steps = self.screen.demo_steps()
        words = steps[self.demo_done][1]
        self.demo_done += 1
        self.demo_lines.append(words)
        return words

    @property
    def demo_button(self) -> str:
        """The label of the demo button: the next bid or the next card."""
        if not self.can_step_demo:
            return ""
        action = parse_action(self.screen.demo[self.demo_done])
        return words.demo_label(isinstance(action, PlayAction))

    # ----- what the table shows
    @property
    def state(self) -> State | None:
        """The state on the table: the screen's, after the demo steps shown."""
        ex = self.exercise
        if ex is not None:
            return ex.state
        state = self.screen.state
        if state is not None and self.demo_done:
            state = self.screen.demo_steps()[self.demo_done - 1][0]
        return state

    def _hidden(self) -> set[str]:
        ex = self.exercise
        return _HIDDEN.get(ex.question, set()) if ex is not None else set()

    def table_lines(self) -> list[str]:
        """What the table shows, in plain lines (no answer of the exercise among them)."""
        state = self.state
        if state is None:
            return []
        hidden = self._hidden()
        size = None if "size" in hidden else state.hand_size
        lines = [words.deal_line(state.deal, DEALS, size)]
        lines.append(words.turned_line(state.turned, state.trump, "trump" not in hidden))
        if state.bids:
            levels = board_levels(state.bids)
            bids = [
                ((state.dealer + 1 + i) % PLAYERS, bid, level)
                for i, (bid, level) in enumerate(zip(state.bids, levels, strict=True))
            ]
            lines.append(words.bids_line(bids, levels_told="levels" not in hidden))
        if state.scores != (0, 0):
            lines.append(words.score_line(*state.scores))
        if any(state.taken):
            lines.append(words.tricks_line(state.taken))
        trick = self.trick()
        if trick:
            lines.append(words.table_line(trick))
        elif state.phase is Phase.PLAYING and "leader" not in hidden and state.turn is not None:
            lines.append(words.lead_line(state.turn))
        return lines

    def trick(self) -> list[tuple[int, Card]]:
        """The cards on the table, (seat, card) in the order played, without saying who wins:
        the trick under way, the trick a question's plays make, or a demo's cards so far."""
        ex = self.exercise
        if ex is not None:
            state = ex.state
            cards = list(state.trick) + _cards_played(ex.plays)
        else:
            if self.screen.state is None:
                return []
            state = self.screen.state
            cards = list(state.trick) + _cards_played(self.screen.demo[: self.demo_done])
        if state.leader is None or not cards:
            return []
        return [((state.leader + i) % PLAYERS, c) for i, c in enumerate(cards)]

    def hands(self) -> list[tuple[int, tuple[Card, ...]]]:
        """The hands on show: yours, or all four on a teaching screen that shows them."""
        state = self.state
        if state is None or "hands" in self._hidden():
            return []
        ex = self.exercise
        if ex is not None and ex.question in ("trick-winner", "game-result"):
            return []  # the question is about the cards on the table
        seats = range(PLAYERS) if ex is None and self.screen.show_hands else (0,)
        return [(s, state.hands[s]) for s in seats]

    def hand_buttons(self) -> list[tuple[str, str, bool]]:
        """Your hand as (card notation, face, clickable) for the card buttons."""
        ex = self.exercise
        hands = dict(self.hands())
        cards = hands.get(0, ())
        clickable = ex is not None and ex.kind == PLAY and not self.answered
        return [(c.notation(), card_label(c), clickable) for c in cards]

    @property
    def instruction(self) -> str:
        """What to do now, in words."""
        ex = self.exercise
        if ex is None:
            return words.instruction_words("demo", self.demo_button) if self.can_step_demo else ""
        if self.answered:
            correct = self.feedback is not None and self.feedback.correct
            return "" if correct else words.instruction_words("again")
        return words.instruction_words("card" if ex.kind == PLAY else "answer")


def _cards_played(actions: Iterable[str]) -> list[Card]:
    """The cards of the ``play`` actions among ``actions`` (bids skipped), in order."""
    return [
        action.card
        for text in actions
        if text.startswith("play ") and isinstance(action := parse_action(text), PlayAction)
    ]


__all__ = ["BOARD_NAMES", "SHOW_ME_AFTER", "BALessonModel", "Tries"]
