"""A storm of seeded random clicks on every chapter never ends in a traceback."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from pegs.course import load_course
from widgets.course.model import CourseModel
from widgets.course.progress import FILE_NAME, Progress

COURSE = load_course()


@pytest.mark.parametrize("chapter", COURSE.chapters, ids=lambda c: c.id)
def test_random_clicks_never_raise(chapter, tmp_path: Path) -> None:
    rng = random.Random(int(chapter.id))
    model = CourseModel(chapter, progress=Progress(tmp_path / FILE_NAME))
    answered = 0
    for _ in range(600):
        places = model.position.players * 18
        action = rng.randrange(9)
        if action <= 3:  # most clicks land on the board
            seat = rng.randrange(model.position.players)
            place = rng.choice([-1, rng.randrange(places), 1000 + rng.randint(1, 5)])
            model.click((None, place) if 0 <= place < 1000 else (seat, place))
        elif action == 4:
            model.choose_card(rng.randrange(6))
        elif action == 5 and model.choices():
            model.choose(rng.choice(model.choices()))
        elif action == 6:
            rng.choice([model.discard, model.try_again, model.show_me, model.show_demo])()
        elif action == 7:
            rng.choice([model.next, model.back])()
        else:
            model.click(None)
        answered += model.feedback is not None
        assert model.instruction() is not None and model.progress_line()
    assert answered > 0  # the storm did reach exercises and answer some
