"""Issue 18, widget side: keys, cards and JSON that once raised or misled, now answered plainly."""

from __future__ import annotations

import json

from pegs import Card, Position
from widgets.board.controller import Controller
from widgets.course.scenario_model import LessonModel
from widgets.tools.editor_model import EditorModel


def _position(pegs: dict[int, list[str]], **extra: object) -> Position:
    data = {
        "format": "pegs-position/1",
        "players": 4,
        "turn": 0,
        "pegs": {str(s): pegs.get(s, []) + ["S"] * (5 - len(pegs.get(s, []))) for s in range(4)},
        **extra,
    }
    return Position.from_dict(data)


def test_a_superscript_or_arabic_indic_digit_key_chooses_no_card() -> None:
    # An AZERTY keyboard sends "²"; isdigit() accepts it and int() refuses it.
    start = _position({0: ["T10"]}, hands={"0": ["5H", "6H"]})
    c = Controller(start)
    for key in ("²", "٣", "３", "¹"):
        c.key(key)
        assert c.card is None
    c.key("2")
    assert c.card == Card.parse("6H")


def test_rules_3_shoe_a_card_whose_every_copy_is_in_the_piles_is_not_highlighted() -> None:
    """3.shoe: three decks hold three 5 of hearts; with all three discarded none is left."""
    start = _position({0: ["T10"]}, discard=["5H", "5H", "5H"])
    assert start.why_not_card("5H").clause == "3"
    c = Controller(start)
    c.choose_card(Card.parse("5H"))
    assert c.movable() == () and c.moves_for(Card.parse("5H")) == []
    c.choose_card(Card.parse("5D"))  # another suit is still in the shoe
    assert (0, 10) in c.movable()


def test_lesson_r_after_try_again_does_not_bring_the_old_answer_back() -> None:
    model = LessonModel("bump-opponent")
    start = model.position
    model.try_move("5H 0:T10-T15")
    model.try_again()
    model.key("r")
    assert model.position == start and model.verdict is None and not model.answered
    assert "Try again" in model.message


def test_editor_refuses_deep_duplicate_and_huge_json_and_keeps_the_position() -> None:
    editor = EditorModel()
    before = editor.position
    good = json.loads(before.to_json())
    deep = "[" * 1000 + "]" * 1000
    twice = before.to_json().replace('"turn": 0', '"turn": 0, "turn": 1')
    pegs = dict(good["pegs"])
    arabic = json.dumps({**good, "pegs": {**pegs, "١": pegs["1"]}})
    huge = before.to_json().replace('"turn": 0', '"turn": ' + "1" * 5000)
    for text, words in (
        (deep, "nests arrays and objects more than"),
        (twice, "names the key 'turn' twice"),
        (arabic, "twice, as '1' and '١'"),
        (huge, "5000 digits long"),
        (b"\xff\xfe{}", "not UTF-8"),
    ):
        assert editor.load_json(text) is False
        assert words in editor.message and editor.position == before
