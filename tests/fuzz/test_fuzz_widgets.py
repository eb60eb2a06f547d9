"""Fuzz the widget controllers and models (issue 18): no event ever raises.

Random clicks (on real places and on places that are not there), keys (an AZERTY "²", Arabic
digits, arrows), cards by index or by name, JSON pasted into the editor, steps, undo and redo.
After every event the position shown is one the engine accepts.
"""

from __future__ import annotations

import contextlib

from fuzzkit import COUNTS, broken_files, examples, pegs_files
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pegs import ALL_CARDS, HOME, START, PegsError, Position
from pegs.scenarios import names
from widgets.backalley.table import TableController
from widgets.board.controller import Controller
from widgets.course.scenario_model import LessonModel
from widgets.tools.editor_model import EditorModel
from widgets.tools.explorer_model import ExplorerModel

FAST = dict(deadline=None, database=None, suppress_health_check=list(HealthCheck))
KEYS = [
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "0",
    "9",
    "²",
    "٣",
    "３",
    "ArrowLeft",
    "ArrowRight",
    "ArrowUp",
    "ArrowDown",
    "Enter",
    " ",
    "Escape",
    "u",
    "U",
    "r",
    "R",
    "x",
    "",
    "Tab",
]
SEATS = st.one_of(st.none(), st.integers(-2, 9))
PLACES = st.one_of(
    st.just(START),
    st.integers(-3, 150),
    st.integers(HOME - 1, HOME + 7),
    st.sampled_from([10**6, -(10**6)]),
)
HITS = st.one_of(st.none(), st.tuples(SEATS, PLACES))
CARDS = st.one_of(st.integers(-2, 7), st.sampled_from(ALL_CARDS))


def _valid(position: Position) -> None:
    assert Position.from_json(position.to_json()) == position


def controller_events():
    return st.lists(
        st.one_of(
            st.tuples(st.just("click"), HITS),
            st.tuples(st.just("key"), st.sampled_from(KEYS)),
            st.tuples(st.just("card"), CARDS),
            st.tuples(st.just("other"), st.sampled_from(["undo", "redo", "cancel"])),
        ),
        min_size=5,
        max_size=60,
    )


@settings(max_examples=examples(60), **FAST)
@given(index=st.integers(0, 8), events=controller_events())
def test_fuzz_game_controller(index: int, events: list) -> None:
    c = Controller(Position.from_json(pegs_files()[index]))
    for kind, value in events:
        if kind == "click":
            c.click(value)
        elif kind == "key":
            c.key(value)
        elif kind == "card":
            c.choose_card(value)
        else:
            getattr(c, value)()
        c.highlights(), c.prompt(), c.hand_status()
        COUNTS["widget event"] += 1
    _valid(c.position)


@settings(max_examples=examples(30), **FAST)
@given(
    steps=st.lists(st.sampled_from(names()), min_size=1, max_size=3),
    events=st.lists(
        st.one_of(
            st.tuples(st.just("click"), HITS),
            st.tuples(st.just("key"), st.sampled_from(KEYS)),
            st.tuples(st.just("card"), CARDS),
            st.tuples(st.just("move"), st.sampled_from(["5H 0:T10-T15", "JK 0:S-T30", "x"])),
            st.tuples(
                st.just("other"), st.sampled_from(["try_again", "next", "back", "show_answer"])
            ),
        ),
        min_size=5,
        max_size=50,
    ),
)
def test_fuzz_lesson_model(steps: list[str], events: list) -> None:
    model = LessonModel(steps)
    for kind, value in events:
        if kind == "click":
            model.click(value)
        elif kind == "key":
            model.key(value)
        elif kind == "card":
            model.choose_card(value)
        elif kind == "move":
            with contextlib.suppress(PegsError):  # a typed move may be refused, in words
                model.try_move(value)
        else:
            getattr(model, value)()
        model.instruction(), model.highlights(), model.prompt()
        COUNTS["widget event"] += 1
    _valid(model.position)


@settings(max_examples=examples(40), **FAST)
@given(
    events=st.lists(
        st.one_of(
            st.tuples(st.just("click"), HITS),
            st.tuples(st.just("seat"), st.integers(-1, 9)),
            st.tuples(st.just("start"), st.tuples(st.integers(-1, 9), PLACES)),
            st.tuples(st.just("players"), st.sampled_from([4, 6, 8, 5, 0])),
            st.tuples(st.just("turn"), st.integers(-1, 9)),
            st.tuples(
                st.just("hand"),
                st.tuples(st.integers(-1, 9), st.sampled_from(["5H KC", "", "JK JK", "X", "²H"])),
            ),
            st.tuples(st.just("json"), broken_files(pegs_files)),
            st.tuples(st.just("other"), st.sampled_from(["undo", "redo", "clear"])),
        ),
        min_size=3,
        max_size=40,
    )
)
def test_fuzz_position_editor(events: list) -> None:
    editor = EditorModel()
    for kind, value in events:
        if kind == "click":
            editor.click(value)
        elif kind == "seat":
            editor.choose_seat(value)
        elif kind == "start":
            editor.send_to_start(*value)
        elif kind == "players":
            editor.set_players(value)
        elif kind == "turn":
            editor.set_turn(value)
        elif kind == "hand":
            editor.set_hand(*value)
        elif kind == "json":
            editor.load_json(value if len(value) % 2 else value.decode("utf-8", "replace"))
        else:
            getattr(editor, value)()
        editor.status()
        COUNTS["widget event"] += 1
    _valid(editor.position)


@settings(max_examples=examples(40), **FAST)
@given(
    index=st.integers(0, 8),
    events=st.lists(
        st.one_of(
            st.tuples(st.just("click"), HITS),
            st.tuples(st.just("card"), st.sampled_from([*ALL_CARDS, "5H", "X", ""])),
            st.tuples(st.just("turn"), st.integers(-1, 9)),
            st.tuples(st.just("choose"), st.one_of(st.none(), st.integers(-3, 300))),
        ),
        min_size=3,
        max_size=30,
    ),
)
def test_fuzz_card_explorer(index: int, events: list) -> None:
    model = ExplorerModel(Position.from_json(pegs_files()[index]))
    for kind, value in events:
        if kind == "click":
            model.click(value)  # a click never raises
        else:
            # A program's call with a bad card, seat or index gets the project's own error.
            with contextlib.suppress(PegsError):
                if kind == "card":
                    model.set_card(value)
                elif kind == "turn":
                    model.set_turn(value)
                else:
                    model.choose(value)
        model.summary(), model.highlights()
        COUNTS["widget event"] += 1


@settings(max_examples=examples(15), **FAST)
@given(
    seed=st.integers(0, 50),
    events=st.lists(
        st.one_of(
            st.tuples(
                st.just("act"),
                st.sampled_from(
                    [
                        "bid pass",
                        "bid 3",
                        "bid board",
                        "play AS",
                        "bid ٣",
                        "",
                        "play",
                        "bid " + "9" * 50,
                    ]
                ),
            ),
            st.tuples(st.just("click"), st.tuples(st.floats(-50, 1000), st.floats(-50, 700))),
            st.tuples(st.just("legal"), st.integers(0, 20)),
        ),
        min_size=3,
        max_size=40,
    ),
)
def test_fuzz_backalley_table(seed: int, events: list) -> None:
    ctl = TableController(seed=seed)
    for kind, value in events:
        if kind == "act":
            ctl.act(value)
        elif kind == "click":
            ctl.click(*value)
        else:
            options = [a.notation() for a in ctl.state.legal_actions()]
            if options:
                ctl.act(options[value % len(options)])
        ctl.status(), ctl.bid_options(), ctl.playable()
        COUNTS["widget event"] += 1
