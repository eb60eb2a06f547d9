"""A lesson's state: a scripted sequence of scenarios, the student's try at each, and the verdict.

Plain Python, no ipywidgets. Each step is a ``pegs.scenarios.Scenario``: its position, its prompt
and the moves that answer it. The student builds a move with the board controller
(``widgets.board.Controller``: card, peg, destination, step by step for a split); when the
move is made, the scenario judges it (``Scenario.check_answer``: right, legal but not what was
asked, or refused with the engine's reason). A scenario without an exercise is a free try: the
move is told in words, with no right or wrong. The navigation and the record of each step's
tries are the lesson stepper's (``widgets.lesson.Stepper``). The rules stay in the engine; the
lesson text in the scenario files.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pegs import Card, Event, Move, Part, PegsError, Position
from pegs.board import PlaceRef
from pegs.render.describe import card_words, narrate
from pegs.scenarios import CLAUSES, Scenario, Verdict, load

from ..board import Controller, Highlights, History
from ..lesson import Stepper
from ..lesson import lesson_say as say

#: Listeners hear (kind, before, events): kind "step", "move", "reset" or "message".
Listener = Callable[[str, Position | None, tuple[Event, ...]], None]


def as_scenarios(steps: Scenario | str | Sequence[Scenario | str]) -> list[Scenario]:
    """Scenarios from a scenario, a scenario name, or a sequence of either."""
    if isinstance(steps, (Scenario, str)):
        steps = [steps]
    out = [load(s) if isinstance(s, str) else s for s in steps]
    if not out:
        raise PegsError("a lesson needs at least one scenario")
    for s in out:
        if not isinstance(s, Scenario):
            raise PegsError(f"{s!r} is not a scenario (use pegs.scenarios.load(name))")
    return out


class LessonModel(Stepper[Scenario, int, Verdict]):
    """Steps through scenarios; holds the student's try at the current one and its verdict."""

    noun = "Step"

    def __init__(self, steps: Scenario | str | Sequence[Scenario | str]) -> None:
        super().__init__(as_scenarios(steps))
        self.listeners: list[Listener] = []
        self._verdict: Verdict | None = None
        self._start_step()

    # ----- state
    @property
    def scenarios(self) -> list[Scenario]:
        """The lesson's scenarios, one a step."""
        return self.steps

    @property
    def scenario(self) -> Scenario:
        """The scenario of the current step."""
        return self.step

    @property
    def solved(self) -> set[int]:
        """The steps whose exercise the student answered right."""
        return {index for index, tries in self.record.items() if tries.solved}

    @property
    def position(self) -> Position:
        """The position shown: the scenario's, or the one after the student's move."""
        return self.controller.position

    @property
    def card(self) -> Card | None:
        """The card chosen for the move being built."""
        return self.controller.card

    @property
    def answered(self) -> bool:
        """True once a move has been made in this step (Try again clears it)."""
        return self.history.ply > 0

    @property
    def message(self) -> str:
        """The latest hint or refusal from the board (empty when there is a verdict to show)."""
        return self.controller.message

    def progress(self) -> str:
        """Where we are in the sequence: "Step 2 of 5"."""
        return self.where()

    def prompt(self) -> str:
        """What the student is asked to do."""
        scenario = self.scenario
        if scenario.exercise is not None:
            return scenario.exercise.prompt
        if self._card_to_play() is not None or self.position.hand() is not None:
            return say("scenario-try")
        return say("scenario-look")

    def clauses(self) -> list[tuple[str, str]]:
        """The RULES clauses this step shows, each with its one-line summary."""
        return [(c, CLAUSES[c]) for c in self.scenario.clauses]

    def instruction(self) -> str:
        """The next thing to click, in words."""
        if self.answered:
            return say("scenario-again-or-next")
        card = self.controller.card
        if card is None:
            if self.position.hand() is not None:
                return say("scenario-choose-card")
            return say("scenario-no-card")
        if self.controller.peg is None:
            if not self.controller.movable():
                if any(m.is_discard for m in self.controller.candidates()):
                    return say("scenario-discard-again", card=card_words(card))
                return say("scenario-card-stuck", card=card_words(card))
            if self.controller.parts:
                return say("scenario-split", card=card_words(card))
            return say("scenario-pick-peg", card=card_words(card))
        return say("scenario-target")

    def highlights(self) -> Highlights:
        """What the board should mark (nothing once the move is made)."""
        if self.answered:
            return Highlights()
        return self.controller.highlights()

    # ----- the student's input
    def click(self, hit: PlaceRef | None) -> None:
        """A click on the board, as hit-testing reports it."""
        if self.answered:
            self._hint(say("scenario-moved"))
            return
        refused = self._refused_destination(hit)
        self.controller.click(hit)
        if refused is not None and not self.answered:
            # A destination the engine refuses is a wrong answer, with the engine's reason.
            self._verdict = refused
            self._notify("message", None, ())

    def _refused_destination(self, hit: PlaceRef | None) -> Verdict | None:
        """The verdict on a click that would put the chosen peg where the engine refuses it."""
        c = self.controller
        card = c.card
        if hit is None or c.peg is None or card is None:
            return None
        seat, place = hit
        if seat is not None and seat != c.peg[0]:
            return None  # another seat's start or home: not a destination of this peg
        refs = c.targets() + c.movable()
        if any(r[1] == place and (seat is None or r[0] == seat) for r in refs):
            return None  # a real choice: the controller takes it
        move = Move(card, (*c.parts, Part(c.peg[0], c.peg[1], place)))
        try:
            refusal = self.position.why_not(move)
        except PegsError:
            return None
        if refusal is None:
            return None
        return Verdict(False, say("scenario-not-allowed", why=str(refusal)))

    def key(self, key: str) -> None:
        """A key on the board (the controller's keys; "u" is Try again here)."""
        if key in ("u", "U"):
            self.try_again()
            return
        if key in ("r", "R"):
            # A step is one move and Try again forgets it: "r" must not bring the old answer
            # back without a verdict.
            self._hint(say("scenario-no-redo"))
            return
        if self.answered:
            return
        self.controller.key(key)

    def choose_card(self, index: int | Card) -> None:
        """Choose a card: its index in the position's hand, or a card when there is no hand."""
        if self.answered:
            self._hint(say("scenario-moved"))
            return
        self.controller.choose_card(index)

    def try_move(self, move: Move | str) -> Verdict:
        """Make ``move`` as the student's answer (as if clicked); the verdict, or the refusal."""
        if isinstance(move, str):
            move = Move.parse(move, self.position.players)
        if self.answered:
            self.try_again()
        verdict = self._judge(move)
        if not self.controller.play(move):  # the engine refused: nothing moved
            self._verdict = verdict
            self._notify("message", None, ())
        return verdict

    def show_answer(self) -> None:
        """Play the first answer of the exercise on the board (for the teacher)."""
        exercise = self.scenario.exercise
        if exercise is None:
            self._hint(say("scenario-no-answer"))
            return
        if self.answered:
            self.try_again()
        self._showing_answer = True
        self.controller.play(exercise.answers[0])

    @property
    def verdict(self) -> Verdict | None:
        """The verdict on the student's last try in this step, if any."""
        return self._verdict

    @property
    def outcome(self) -> str | None:
        """How the last try went: "right", "wrong", "tried" (no exercise), "shown", or None."""
        verdict = self._verdict
        if verdict is None:
            return None
        if self._showing_answer:
            return "shown"
        if self.scenario.exercise is None:
            return "tried" if self.answered else "wrong"
        return "right" if verdict.correct else "wrong"

    # ----- steps
    def try_again(self) -> None:
        """Put the position back to the step's start and choose its card again."""
        self.history.go_to(0)
        self._verdict = None
        self._showing_answer = False
        self.controller.refresh()
        self._choose_default_card()
        self._notify("reset", None, ())

    def _enter(self) -> None:
        """A step arrived at starts afresh (``next``, ``back`` and ``go`` are the stepper's)."""
        self._start_step()
        self._notify("step", None, ())

    # ----- plumbing
    def _start_step(self) -> None:
        self.history = History(self.scenario.position)
        self.controller = Controller(self.history)
        self.controller.listeners.append(self._controller_changed)
        self._verdict = None
        self._showing_answer = False
        self._choose_default_card()

    def _card_to_play(self) -> Card | None:
        position = self.scenario.position
        if position.hand() is not None:
            return None  # the student chooses from the hand
        return self.scenario.card

    def _choose_default_card(self) -> None:
        card = self._card_to_play()
        if card is not None:
            self.controller.choose_card(card)
        self.controller.message = ""

    def _controller_changed(self, kind: str, events: tuple[Event, ...]) -> None:
        if kind == "move" and (move := self.history.last_move) is not None:
            before = self.history.line.position(self.history.ply - 1)
            if self._showing_answer:
                story = narrate(events, players=before.players)
                self._verdict = Verdict(False, say("scenario-one-answer", story=story))
                self.tries_at(self.index).show(self._verdict)
                self._notify("move", before, events)
                return
            self._verdict = self._judge(move, before)
            if self.scenario.exercise is not None:
                self.tries_at(self.index).judged(self._verdict)
            self._notify("move", before, events)
            return
        self._notify("message", None, ())

    def _judge(self, move: Move, before: Position | None = None) -> Verdict:
        scenario = self.scenario
        start = scenario.position if before is None else before
        if scenario.exercise is not None:
            return scenario.check_answer(move)
        refusal = start.why_not(move)
        if refusal is not None:
            return Verdict(False, say("scenario-not-allowed", why=str(refusal)))
        return Verdict(False, narrate(start.play(move)[1], players=start.players))

    def _hint(self, text: str) -> None:
        self.controller.message = text
        self._notify("message", None, ())

    def _notify(self, kind: str, before: Position | None, events: tuple[Event, ...]) -> None:
        for listener in list(self.listeners):
            listener(kind, before, events)
