"""Browser benchmark of a course lesson: how fast Next, and an answer's feedback, are drawn.

Serves a copy of a lesson notebook through Voila on 127.0.0.1, drives Debian's Chromium with
Playwright and measures in the page, from the button's click to the lesson showing the new words
and the browser painting a frame after them:
- Next: from a click on Next to the next screen's "Screen k of n" line, over the chapter's
  screens (and Back again, for more samples);
- an answer's feedback: from a click on an answer button of a "why" or "how many" exercise to
  its feedback, alternating a wrong answer and Try again.
Board answers (card, peg, hole) run the same model code and redraw the board too: their time is
measured from the peg-and-hole clicks of a move exercise (mouse-down to feedback words).

Run:  python benchmarks/course.py [--chapter 04] [--rounds 20]
"""

from __future__ import annotations

import argparse
import secrets
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from pegs import Move  # noqa: E402
from pegs.course import ExerciseKind, load_course  # noqa: E402
from pegs.render.geometry import layout  # noqa: E402
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, _start, _stop, free_port  # noqa: E402
from tests.browser.course_page import (  # noqa: E402
    CoursePage,
    first_exercise,
    wrong_answer,
)
from widgets.board.hand import card_label  # noqa: E402
from widgets.course.model import chapter_steps  # noqa: E402

#: Mouse-down on the board at (x, y) in the unit box (fractions of its width and height);
#: resolves in ms once the lesson shows `expected`.
_TIMED_BOARD_CLICK = """
async ([x, y, expected]) => {
  const root = document.querySelector('.pegs-course');
  const canvas = root.querySelector('canvas.pegs-board');
  const box = canvas.getBoundingClientRect();
  return await new Promise((resolve) => {
    const t0 = performance.now();
    const observer = new MutationObserver(() => {
      if (!root.innerText.includes(expected)) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - t0));
    });
    observer.observe(root, {subtree: true, childList: true, characterData: true,
                            attributes: true});
    const init = {clientX: box.left + x * box.width, clientY: box.top + y * box.height,
                  bubbles: true};
    canvas.dispatchEvent(new MouseEvent('mousedown', init));
    canvas.dispatchEvent(new MouseEvent('mouseup', init));
  });
}
"""


def summary(name: str, samples: list[float]) -> str:
    """One line: the median and spread of ``samples`` (ms)."""
    if not samples:
        return f"{name}: no samples"
    q = statistics.quantiles(samples, n=10) if len(samples) >= 10 else [min(samples), max(samples)]
    return (
        f"{name}: median {statistics.median(samples):.0f} ms over {len(samples)} clicks "
        f"(10th-90th percentile {q[0]:.0f}-{q[-1]:.0f} ms, max {max(samples):.0f} ms)"
    )


def main() -> None:
    """Serve one lesson, click through it, print the medians."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chapter", default="04")
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    chapter = load_course().chapter(args.chapter)
    total = len(chapter_steps(chapter))
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        shutil.copy2(REPO / "notebooks" / chapter.notebook, root / chapter.notebook)
        port, token = free_port(), secrets.token_hex(16)
        command = [
            sys.executable,
            "-m",
            "voila",
            chapter.notebook,
            "--no-browser",
            "--Voila.ip=127.0.0.1",
            f"--port={port}",
            f"--token={token}",
        ]
        server = _start(command, root, port, token, "voila", None)
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
                )
                page = browser.new_page(viewport={"width": 1280, "height": 900})
                page.goto(f"{server.url}/?token={token}", timeout=120_000)
                lesson = CoursePage(page)
                lesson.wait_ready()
                nexts: list[float] = []
                for n in range(2, min(total, args.rounds + 1) + 1):
                    nexts.append(lesson.timed_click("Next", f"Screen {n} of {total}"))
                for n in range(min(total, args.rounds + 1) - 1, 0, -1):
                    nexts.append(lesson.timed_click("Back", f"Screen {n} of {total}"))

                answers: list[float] = []
                kinds = (ExerciseKind.WHY, ExerciseKind.COUNT)
                index, exercise = first_exercise(args.chapter, kinds)
                lesson.go_to_screen(index, total)
                wrong = wrong_answer(exercise)
                words = exercise.judge(wrong).message[:30]
                for _ in range(args.rounds):
                    answers.append(lesson.timed_click(wrong, words))
                    lesson.button("Try again")
                    lesson.wait_text(exercise.prompt)
                    time.sleep(0.1)

                board: list[float] = []
                page.reload()  # a fresh kernel: the lesson starts again at screen 1
                lesson.wait_ready()
                index, exercise = first_exercise(args.chapter, (ExerciseKind.MOVE,))
                lesson.go_to_screen(index, total)
                move = Move.parse(wrong_answer(exercise), exercise.position.players)
                lay = layout(exercise.position.players)
                words = exercise.judge(str(move)).message[:30]
                part = move.parts[0]
                for _ in range(args.rounds):
                    if exercise.position.hand():
                        lesson.button(card_label(move.card))
                    fx, fy = lay.place_xy(part.seat, part.frm, 0)
                    page.evaluate(_TIMED_BOARD_CLICK, [fx, fy, "Click where"])
                    tx, ty = lay.place_xy(part.seat, part.to, 0)
                    board.append(page.evaluate(_TIMED_BOARD_CLICK, [tx, ty, words]))
                    lesson.button("Try again")
                    lesson.wait_text(exercise.prompt)
                    time.sleep(0.1)
                browser.close()
        finally:
            _stop(server)
    print(f"chapter {args.chapter} in Voila, Chromium headless, 2 shared cores")
    print(summary("Next (or Back) to the next screen drawn", nexts))
    print(summary("answer button to its feedback drawn", answers))
    print(summary("board click (a move's hole) to its feedback drawn", board))


if __name__ == "__main__":
    main()
