"""The game app in five languages (issue 28, items 1 and 4): its words, the picker, ?lang=.

No browser: the picker is set as a browser sets it and the widgets are read back. Switching
the language says every word of the screen again and leaves the game alone (moves, seats,
settings chosen, a pause); the engine's words (the board described) follow the choice; the
start language comes from code, the page's ``?lang=`` or the choice remembered beside the kept
game, and a damaged memory of it means English, never an error.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import pytest

from pegs import Position
from pegs.render.describe import describe
from pegs.words.messages import PSEUDO, LanguageError, speaking
from widgets import GameApp
from widgets.app import GameFileError, playable
from widgets.app.layout import BUTTON_WORDS
from widgets.app.speech import LANGUAGE_NAMES, say
from widgets.language import (
    LANGUAGE_NAME,
    LanguageFile,
    query_language,
    start_language,
)

COMPUTERS = ["greedy"] * 4
#: A run of plain (unaccented) letters long enough to be an English word.
PLAIN = re.compile(r"[A-Za-z]{3,}")


def _app(**kw: Any) -> GameApp:
    return GameApp(4, seed=3, animation="off", **kw)


def _played(app: GameApp, rounds: int = 3) -> None:
    for _ in range(rounds):
        app.run_computers()


def _words(app: GameApp) -> list[str]:
    """Every word of the app's own controls: buttons, labels, tabs, settings and their choices."""
    found = [getattr(app, name).description for name in BUTTON_WORDS]
    found += [app.hide_input.description, app.language_input.description]
    found += [app.tabs.get_title(i) for i in range(len(app.tabs.children))]
    keeper = app.keeper
    found += [keeper.resume_button.description, keeper.fresh_button.description]
    found += [keeper.export_button.description, keeper.upload.description]
    found += [app.move_list.earlier.description, app.move_list.later.description]
    panel = app.settings_panel
    for widget in [panel.players_input, panel.theme_input, panel.motion_input]:
        found += [label for label, _ in widget.options]
    for box in [*panel.rule_inputs.values(), *panel.seat_inputs]:
        found += [box.description, *(label for label, _ in box.options)]
    found += [panel.seed_input.description, panel.big_input.description]
    found += [re.sub("<[^>]+>", "", h.value) for h in panel.headings]
    return found


def _state(app: GameApp) -> tuple[object, ...]:
    history = app.history
    moves = tuple(m.notation() for m in history.line.moves)
    return moves, history.ply, app.seats, app.settings_panel.settings(), app.paused


def test_switching_language_mid_game_keeps_the_game_and_says_every_word_again() -> None:
    """Issue 28 item 4: the picker redraws the screen without losing the game."""
    app = _app(seats=COMPUTERS)
    _played(app)
    app.settings_panel.rule_inputs["nine"].value = "forward-only"  # a choice not yet played
    app.settings_panel.players_input.value = 6
    app.pause()
    before, english = _state(app), _words(app)
    assert len(before[0]) >= 8
    app.language_input.value = "fi"  # as the browser sets the picker
    assert app.language == "fi"
    assert _state(app) == before
    finnish = _words(app)
    assert len(finnish) == len(english) > 60
    with speaking("fi"):
        assert app.undo_button.description == say("app-undo") == "Kumoa"
        assert app.pause_button.description == "Jatka"  # paused: Continue, in Finnish
        assert app.tabs.get_title(2) == "Asetukset"
        assert app.settings_panel.rule_inputs["nine"].label == "liikkuu 9 eteenpäin, ei jakoa"
    # Every word changed, but for names that are the same in both (J, Q, K; the hand's colours
    # and the language names the picker keeps in their own language).
    same = {e for e, f in zip(english, finnish, strict=True) if e == f}
    assert same <= {"J, Q, K"}, same
    assert "vuoro" in app.banner.value
    assert app.narration.lines[0] == "Uusi 4 pelaajan peli, siemen 3."
    rows = [label for label, _ in app.move_list.select.options]
    assert rows[0] == "alku" and rows[1] == f"  1. Vihreä: {before[0][0]}"  # Green moved first
    app.language_input.value = "en"
    assert _words(app) == english and _state(app) == before


def test_the_pseudo_language_leaves_no_plain_english_in_the_apps_controls() -> None:
    """Issue 28 item 5: under "xx" every word of the app's own is accented (none left English)."""
    app = _app(lang=PSEUDO)
    plain = [w for w in _words(app) if PLAIN.search(w.replace("J, Q, K", ""))]
    assert plain == []
    for text in (app.banner.value, app.keys_help.value, app.whole_game.value):
        assert "[" in text and not PLAIN.search(re.sub("<[^>]+>|&[a-z]+;|#[0-9A-F]+", "", text))
    assert (app.language_input.label, app.language_input.value) == ("[ẋẋ]", PSEUDO)


def test_the_engine_words_follow_the_language_chosen() -> None:
    """While a language is chosen the engine's words (the board described) speak it too."""
    app = _app(seats=["human", "greedy", "greedy", "greedy"])
    english = describe(app.position)
    assert html.escape(english) in app.description.value
    app.set_language("sv")
    with speaking("sv"):
        swedish = describe(app.position)
    assert swedish != english and "spelare i två lag" in swedish
    assert html.escape(swedish) in app.description.value
    assert "Blås tur — du" in app.banner.value


def test_a_move_after_the_switch_is_told_in_the_new_language() -> None:
    """Moves made after a switch run their redraw in the language chosen (each click sets it)."""
    app = _app(seats=["human", "greedy", "greedy", "greedy"])
    app.set_language("it")
    assert "Turno del Blu — tocca a te" in app.banner.value
    assert "Mano del Blu" in app.hand.title.value
    moves = len(app.history.line.moves)
    assert app.play(app.position.legal_moves()[0])
    assert len(app.history.line.moves) > moves + 1  # the person's move, then the computers'
    assert "Turno del Blu — tocca a te" in app.banner.value
    assert "Mano del Blu" in app.hand.title.value


def test_query_string_gives_the_start_language_and_code_wins(monkeypatch) -> None:
    """Issue 28 item 4: Voila's ``?lang=fi`` (QUERY_STRING in the kernel) starts in Finnish."""
    monkeypatch.setenv("QUERY_STRING", "token=abc&lang=fi")
    app = _app(seats=COMPUTERS)
    assert app.language == "fi" and app.language_input.value == "fi"
    assert app.new_button.description == "Aloita uusi peli"
    assert _app(lang="sv").language == "sv"  # asked for in code: that one
    monkeypatch.setenv("QUERY_STRING", "lang=de")
    assert _app().language == "en"  # a language the kit does not speak: English
    with pytest.raises(LanguageError, match="sv \\(Swedish\\)"):
        _app(lang="de")
    assert query_language("lang=SQ") == "sq" and query_language("x=1") is None


def test_the_choice_is_remembered_beside_the_kept_game(tmp_path: Path, monkeypatch) -> None:
    """The learner's choice is kept in a small file beside the kept game and read back."""
    monkeypatch.delenv("QUERY_STRING", raising=False)
    keep = tmp_path / ".pegs-game.json"
    app = _app(seats=COMPUTERS, keep=keep)
    app.language_input.value = "sq"
    assert json.loads((tmp_path / LANGUAGE_NAME).read_text()) == {"language": "sq"}
    again = _app(seats=COMPUTERS, keep=keep)
    assert again.language == "sq" and again.undo_button.description == "Zhbëj"


@pytest.mark.parametrize(
    "content",
    [b"{not json", b'{"language": "de"}', b'["fi"]', b'{"language": 3}', b"\xff\xfe", b"x" * 5000],
)
def test_a_damaged_remembered_choice_means_english_never_a_crash(
    tmp_path: Path, monkeypatch, content: bytes
) -> None:
    """A remembered choice that cannot be read starts the app in English; choosing mends it."""
    monkeypatch.delenv("QUERY_STRING", raising=False)
    (tmp_path / LANGUAGE_NAME).write_bytes(content)
    app = _app(seats=COMPUTERS, keep=tmp_path / ".pegs-game.json")
    assert app.language == "en" and app.undo_button.description == "Undo"
    app.set_language("it")
    assert LanguageFile(tmp_path / LANGUAGE_NAME).load() == "it"


def test_a_choice_that_cannot_be_saved_still_holds_for_the_page(tmp_path: Path) -> None:
    """A folder that cannot take the file: the choice is not remembered, and nothing breaks."""
    memory = LanguageFile(tmp_path / "missing-folder" / LANGUAGE_NAME)
    assert memory.save("fi") is False and memory.load() is None
    assert start_language(None, memory, {}) == "en"
    assert start_language(None, memory, {"QUERY_STRING": "lang=fi"}) == "fi"


def test_the_browsers_language_is_the_default_after_the_page_and_the_remembered_choice(
    tmp_path: Path,
) -> None:
    """Issue 28 item 4: Voila hands the browser's Accept-Language to the kernel; it comes after
    ``?lang=`` and a remembered choice, before English."""
    memory = LanguageFile(tmp_path / LANGUAGE_NAME)
    browser = {"HTTP_ACCEPT_LANGUAGE": "fi-FI,fi;q=0.9,en-US;q=0.8"}
    assert start_language(None, memory, browser) == "fi"
    assert start_language(None, memory, {**browser, "QUERY_STRING": "lang=sv"}) == "sv"
    assert memory.save("it")
    assert start_language(None, memory, browser) == "it"
    assert start_language("sq", memory, browser) == "sq"
    # A browser asking only for languages the kit does not speak: English.
    assert start_language(None, None, {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9"}) == "en"


def test_the_picker_names_each_language_in_its_own_language() -> None:
    """Issue 28 item 4: English, Svenska, Italiano, Shqip, Suomi."""
    app = _app(seats=COMPUTERS)
    assert list(app.language_input.options) == list(
        (name, code) for code, name in LANGUAGE_NAMES.items()
    )
    assert [name for name, _ in app.language_input.options] == [
        "English",
        "Svenska",
        "Italiano",
        "Shqip",
        "Suomi",
    ]


def test_a_position_without_hands_is_refused_in_the_language_spoken() -> None:
    """The game-file refusal of a position is a sentence of the language chosen."""
    data = _app().position.to_dict()
    position = Position.from_dict({**data, "hands": {"0": data["hands"]["0"]}})
    with pytest.raises(GameFileError) as english:
        playable(position)
    with speaking("fi"), pytest.raises(GameFileError) as finnish:
        playable(position)
    assert "hold no cards" in str(english.value)
    assert "ei ole kortteja" in str(finnish.value)


def test_every_house_rule_choice_and_seat_player_has_words_in_every_language() -> None:
    """RULES 9: each option value the engine takes is offered, worded in all five and ``xx``."""
    from pegs.bots import bot_names
    from pegs.rules import Rules, parse_option
    from widgets.app.settings import RULE_LABELS, SEAT_LABELS, rule_answer, seat_label

    assert list(RULE_LABELS) == list(Rules.option_names())
    for name, values in RULE_LABELS.items():
        kind = type(parse_option(name, values[0]))
        assert {m.value for m in kind} == set(values), name  # type: ignore[attr-defined]
    assert set(SEAT_LABELS[1:]) == set(bot_names())
    for lang in [*LANGUAGE_NAMES, PSEUDO]:
        with speaking(lang):
            words = [rule_answer(n, v) for n, vs in RULE_LABELS.items() for v in vs]
            words += [seat_label(p) for p in SEAT_LABELS]
        assert len(set(words)) == len(words), lang  # none falls back to a shared English word
        if lang != "en":
            with speaking("en"):
                english = [rule_answer(n, v) for n, vs in RULE_LABELS.items() for v in vs]
            assert not set(words) & set(english), lang


def test_a_bad_game_file_is_refused_in_the_language_chosen() -> None:
    """RULES 10 game files: a refusal is one sentence in the app's language; the game goes on."""
    app = _app(seats=COMPUTERS)
    _played(app, 1)
    before = _state(app)
    app.set_language("fi")
    assert app.import_game("[1]") is False
    said = html.unescape(re.sub("<[^>]+>", "", app.keeper.file_message.value))
    assert (
        said == "Tiedostoa ei avattu: pelitiedosto ei ole JSON-olio. Käynnissä oleva peli jatkuu."
    )
    assert _state(app) == before
