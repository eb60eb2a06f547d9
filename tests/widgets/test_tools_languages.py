"""The position editor and the card explorer in five languages (issue 28, items 1 and 4).

Every label of both tools comes from ``widgets/tools/locales``; a tool opens in the language
asked for (``lang=``, else the one ``speaking`` chose) and switching says every word again while
the position being edited, the undo history, the card and the move picked stay as they were.
"""

from __future__ import annotations

import re

import ipywidgets as ipw
import pytest

from pegs import START, Position
from pegs.render.describe import narrate
from pegs.scenarios import load
from pegs.words.messages import PSEUDO, LanguageError, speaking
from widgets.tools.editor import PositionEditor
from widgets.tools.editor_model import EditorModel
from widgets.tools.explorer import CardExplorer
from widgets.tools.explorer_model import ExplorerModel

#: The pseudo-language accents every letter of a translatable text, vowels included.
PLAIN_VOWELS = re.compile(r"[aeiouAEIOU]")


def _text(markup: str) -> str:
    """What a person reads of an HTML label (its tags and their attributes left out)."""
    return re.sub(r"<[^>]*>", " ", markup)


def editor_words(editor: PositionEditor) -> dict[str, str]:
    """Every word the editor shows, by where it is shown."""
    words = {
        "heading": _text(editor.heading.value),
        "place pegs of": _text(editor.place_label.value),
        "status": _text(editor.status.value),
        "message": _text(editor.message.value),
        "json shown": editor.json_box.get_title(0),
        "json load": editor.json_box.get_title(1),
        "hand placeholder": editor.hand_input.placeholder,
        "json placeholder": editor.import_text.placeholder,
        "start tooltip": editor.play_button.tooltip,
    }
    controls: list[ipw.DOMWidget] = [
        editor.players_input,
        editor.turn_input,
        editor.hand_input,
        editor.hand_button,
        editor.undo_button,
        editor.redo_button,
        editor.clear_button,
        editor.import_button,
        editor.play_button,
        *editor.seat_buttons,
    ]
    for i, control in enumerate(controls):
        words[f"control {i}"] = control.description
    for i, button in enumerate(editor.seat_buttons):
        words[f"seat {i} tooltip"] = button.tooltip
    for label, _seat in editor.turn_input.options:
        words[f"to move {label}"] = label
    return words


def explorer_words(explorer: CardExplorer) -> dict[str, str]:
    """Every word the explorer shows, by where it is shown (move sentences included)."""
    words = {
        "heading": _text(explorer.heading.value),
        "pick a card": _text(explorer.pick_label.value),
        "help": _text(explorer.help.value),
        "summary": _text(explorer.summary.value),
        "detail": _text(explorer.detail.value),
        "moves for": explorer.seat_picker.description,
        "play": explorer.play_button.description,
        "show all": explorer.reset_button.description,
    }
    for i, tip in enumerate(explorer.card_picker.tooltips):
        words[f"card tip {i}"] = tip
    for label, _seat in explorer.seat_picker.options:
        words[f"seat {label}"] = label
    return words


def test_the_editor_in_the_pseudo_language_shows_no_plain_english() -> None:
    """Issue 28 item 5: in "xx" every label of the editor is accented: none left in English."""
    editor = PositionEditor(lang=PSEUDO)
    editor.model.undo()  # a refusal, so the message panel has words too
    words = editor_words(editor)
    assert words["message"].strip(), "the refusal is shown"
    english = {where: PLAIN_VOWELS.findall(text) for where, text in words.items()}
    assert {where: found for where, found in english.items() if found} == {}
    assert words["json shown"].startswith("[") and words["json shown"].endswith("]")
    assert words["message"].strip().endswith("]"), "a whole sentence, nothing glued after it"


def test_the_explorer_in_the_pseudo_language_shows_no_plain_english() -> None:
    """Issue 28 item 5: the explorer's labels in "xx", its move picked and "Play it" too."""
    explorer = CardExplorer(load("exploring").position, "7S", animation="off", lang=PSEUDO)
    explorer.choose(0)
    words = explorer_words(explorer)
    english = {where: PLAIN_VOWELS.findall(text) for where, text in words.items()}
    assert {where: found for where, found in english.items() if found} == {}


def test_an_edited_position_survives_a_language_switch() -> None:
    """Issue 28 item 4: switching the language keeps the position, undo and a peg in hand."""
    model = EditorModel()
    model.choose_seat(2)
    model.click((None, 40))
    assert model.set_hand(0, "5H 7S JK")
    model.click((None, 40))  # Green's peg picked up
    model.redo()  # nothing to redo: a refusal
    edited, held = model.position, model.held
    assert model.message == "Nothing to redo."

    model.set_language("fi")
    assert model.position == edited and model.held == held and model.seat == 2
    assert model.message == "Ei mitään uudelleen tehtävää."
    assert model.status().startswith("Sinisen vuoro.")
    model.undo()
    model.undo()
    assert model.position.pegs[2] == (START,) * 5 and model.position.hand(0) is None


def test_the_editor_switches_every_label_and_keeps_the_position() -> None:
    """The widget: Swedish labels after a switch, the position and its JSON unchanged."""
    editor = PositionEditor(lang="it")
    assert editor.undo_button.description == "Annulla"
    assert editor.json_box.get_title(0) == "JSON della posizione (copialo da qui)"
    editor.choose_seat(1)
    editor.click(None, 30)
    text = editor.to_json()

    editor.set_language("sv")
    assert editor.to_json() == text and editor.model.can_undo
    assert editor.undo_button.description == "Ångra"
    assert editor.json_box.get_title(1) == "Läs in en ställning från JSON"
    assert editor.import_button.description == "Läs in JSON"
    assert [b.description for b in editor.seat_buttons] == ["Blå", "Orange", "Grön", "Lila"]
    assert "Oranges pinnar" in editor.status.value


def test_a_tool_speaks_the_language_chosen_by_speaking_when_none_is_asked() -> None:
    """``lang=`` defaults to the language spoken where the tool is made."""
    with speaking("sq"):
        editor = PositionEditor()
        explorer = CardExplorer(load("exploring").position, animation="off")
    assert editor.language == explorer.language == "sq"
    assert editor.undo_button.description == "Zhbëj"
    assert explorer.reset_button.description == "Shfaq të gjitha lëvizjet"
    assert PositionEditor().language == "en"


def test_an_unknown_language_is_refused_in_words_and_nothing_changes() -> None:
    """A language the kit does not speak is a LanguageError naming the five; labels stay."""
    editor = PositionEditor(lang="fi")
    with pytest.raises(LanguageError, match="the kit speaks en"):
        editor.set_language("de")
    assert editor.language == "fi" and editor.undo_button.description == "Kumoa"
    with pytest.raises(LanguageError):
        ExplorerModel(load("exploring").position, lang="klingon")


def test_the_explorer_tells_the_same_moves_again_in_the_new_language() -> None:
    """The card, the peg clicked and the move picked stay; each sentence is said again."""
    position: Position = load("exploring").position
    model = ExplorerModel(position, "7S")
    peg = model.moves[0].pegs[0]
    model.click(peg)
    model.choose(0)
    chosen = model.chosen
    assert chosen is not None

    model.set_language("sv")
    again = model.chosen
    assert model.card.notation == "7S" and model.peg == peg and model.index == 0
    assert again is not None and again.move == chosen.move
    with speaking("sv"):
        assert again.sentence == narrate(again.events, players=position.players)
    assert again.sentence != chosen.sentence
    assert model.summary().startswith("Blås tur: kortet spader 7 skulle kunna göra")


def test_the_explorer_widget_relabels_and_keeps_the_move_played() -> None:
    """The explorer's buttons follow the language; the move picked is still marked."""
    explorer = CardExplorer(load("exploring").position, "5H", animation="off", lang="en")
    last = len(explorer.moves) - 1
    explorer.choose(last)
    assert explorer.play_button.description == "Play it"
    explorer.set_language("fi")
    assert explorer.play_button.description == "Pelaa se"
    assert explorer.model.index == last and explorer.move_list.index == last
    assert explorer.reset_button.description == "Näytä kaikki siirrot"


def test_a_peg_put_on_a_taken_hole_is_refused_in_the_editors_language() -> None:
    """RULES 2 (two pegs never share a hole), said by the editor itself: no notation, no English."""
    model = EditorModel(lang="it")
    model.click((None, 10))
    model.choose_seat(1)
    model.click((None, 11))
    before = model.position
    model.click((None, 11))  # Orange's peg picked up ...
    model.click((None, 10))  # ... and put onto Blue's
    assert model.position == before and not model.ok
    assert model.message == (
        'Il piolo del Blu è già a 2 buchi dopo lo spazio "uscita" del Blu: due pioli non '
        "stanno mai nello stesso buco (RULES 2)."
    )
    model.set_language("en")
    assert "two pegs never share a hole (RULES 2)" in model.message and "T10" not in model.message
