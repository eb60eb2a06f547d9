"""Driving a CourseLesson in a real browser page: its buttons, cards and board, and its words.

Shared by the course's browser tests and its benchmark. The exercise to answer is read from
``pegs.course`` in this process (the kernel serves the same files), so the clicks follow the
course's data: a card by its label, a peg and a hole by their place on the board's canvas
(``pegs.render.geometry``, the same layout the widget draws), an answer button by its words.
"""

from __future__ import annotations

import time
from typing import Any

from pegs import START, Card, Move, parse_place
from pegs.course import Exercise, ExerciseKind, load_course
from pegs.render.geometry import layout
from widgets.board.hand import card_label
from widgets.course.model import chapter_steps

from .conftest import awaited

#: Click a button of the lesson from the page itself and resolve, in milliseconds, when the
#: lesson's text next satisfies ``test`` (its words as the learner reads them) and the browser
#: has painted a frame after it.
TIMED_CLICK = """
async ([selector, label, expected]) => {
  const root = document.querySelector('.pegs-course');
  const button = Array.from(root.querySelectorAll(selector))
    .find((b) => b.textContent.trim() === label);
  if (!button) return -1;
  return await new Promise((resolve) => {
    const t0 = performance.now();
    const done = () => root.innerText.includes(expected);
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - t0));
    });
    observer.observe(root, {subtree: true, childList: true, characterData: true,
                            attributes: true});
    button.click();
  });
}
"""


def exercise_steps(chapter_id: str) -> list[tuple[int, Exercise]]:
    """The steps of a chapter that hold exercises, as (step index, exercise)."""
    chapter = load_course().chapter(chapter_id)
    return [(i, s.exercise) for i, s in enumerate(chapter_steps(chapter)) if s.exercise]


def first_exercise(chapter_id: str, kinds: tuple[ExerciseKind, ...]) -> tuple[int, Exercise]:
    """The first exercise of one of ``kinds`` in a chapter, with its step index."""
    for index, exercise in exercise_steps(chapter_id):
        if exercise.kind in kinds:
            return index, exercise
    raise LookupError(f"chapter {chapter_id} has no exercise of kinds {kinds}")


def wrong_answer(exercise: Exercise) -> str:
    """A plausible answer that is not right: a legal move or a choice that is not an answer."""
    if exercise.kind in (ExerciseKind.WHY, ExerciseKind.COUNT):
        return next(c for c in exercise.choices if c not in exercise.answers)
    position = exercise.position
    right = {Move.parse(a, position.players) for a in exercise.answers}
    return str(next(m for m in sorted(position.legal_moves()) if m not in right and m.parts))


class CoursePage:
    """A page showing one CourseLesson (in JupyterLab or Voila)."""

    def __init__(self, page: object) -> None:
        self.page = page

    @property
    def root(self) -> Any:
        """The lesson widget on the page (a Playwright locator)."""
        return self.page.locator(".pegs-course").first  # type: ignore[attr-defined]

    def wait_ready(self, timeout: float = 120_000) -> None:
        """Wait until the lesson is shown and its board has pixels."""
        self.root.wait_for(timeout=timeout)
        self.page.wait_for_function(  # type: ignore[attr-defined]
            "() => { const c = document.querySelector('.pegs-course canvas.pegs-board');"
            " if (!c) return false; const d = c.getContext('2d').getImageData(0, 0, c.width,"
            " c.height).data; for (let i = 3; i < d.length; i += 4000) if (d[i] > 0) return true;"
            " return false; }",
            timeout=timeout,
        )

    def text(self) -> str:
        """Everything the lesson shows in words."""
        return self.root.inner_text()

    def feedback(self) -> str:
        """The feedback panel's words ("" when there is none)."""
        alerts = self.root.locator("[role=alert]")
        return alerts.first.inner_text() if alerts.count() else ""

    def wait_text(self, words: str, timeout: float = 20.0) -> None:
        """Wait until the lesson shows ``words``."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if words in self.text():
                return
            time.sleep(0.05)
        raise AssertionError(f"the lesson never showed {words!r}; it shows:\n{self.text()}")

    def button(self, label: str) -> None:
        """Click the lesson's visible button with exactly this label."""
        buttons = self.root.locator("button")
        for i in range(buttons.count()):
            b = buttons.nth(i)
            if b.inner_text().strip() == label and b.is_visible():
                b.click()
                return
        raise AssertionError(f"no visible button {label!r} in the lesson:\n{self.text()}")

    def go_to_screen(self, index: int, total: int) -> None:
        """Press Next until screen ``index`` (0-based) is shown."""
        for n in range(2, index + 2):
            self.button("Next")
            self.wait_text(f"Screen {n} of {total}")

    def board_click(self, players: int, seat: int, place: int) -> None:
        """Click ``seat``'s ``place`` on the lesson's board."""
        x, y = layout(players).place_xy(seat, place, 0)  # in the unit box: scaled by the canvas
        box = self.root.locator("canvas.pegs-board").first.bounding_box()
        self.page.mouse.click(box["x"] + x * box["width"], box["y"] + y * box["height"])  # type: ignore[attr-defined]

    def answer(self, exercise: Exercise, answer: str) -> None:
        """Give ``answer`` by clicking, as the exercise's kind asks."""
        players = exercise.position.players
        if exercise.kind in (ExerciseKind.WHY, ExerciseKind.COUNT):
            self.button(answer)
            return
        if exercise.kind is ExerciseKind.CHOOSE_CARD:
            self.button(card_label(Card.parse(answer)))
            return
        if exercise.kind is ExerciseKind.PREDICT:
            seat_text, _, place_text = answer.rpartition(":")
            self.board_click(players, int(seat_text or 0), parse_place(place_text, players))
            return
        move = Move.parse(answer, players)
        if exercise.position.hand():
            self.button(card_label(move.card))
        for part in move.parts:
            self.board_click(players, part.seat, part.frm if part.frm != START else START)
            time.sleep(0.2)
            self.board_click(players, part.seat, part.to)
            time.sleep(0.2)

    def timed_click(self, label: str, expected: str, selector: str = "button") -> float:
        """Milliseconds from clicking the button ``label`` until the lesson shows ``expected``."""
        return float(awaited(self.page, TIMED_CLICK, [selector, label, expected]))  # type: ignore[arg-type]
