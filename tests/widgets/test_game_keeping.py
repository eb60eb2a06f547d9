"""The app keeps its game (Trust item 8): game files, the kept file, resume, no widget leak.

No browser: the game-file model and the store are plain Python; the app's buttons are pressed
with ``click()``. Computer rounds run at once here (no event loop). The moves checked when a file
is read are the engine's (RULES 10 notation, every move played again).
"""

from __future__ import annotations

import html
import json
import os
from pathlib import Path

import ipywidgets as ipw
import pytest

from pegs import Position, make_bot, new_game
from widgets import GameApp, PositionEditor
from widgets.app.game_file import FORMAT, GameFileError, SavedGame, read_game
from widgets.app.game_store import GameStore
from widgets.app.settings import GameSettings
from widgets.board.history import History

SEATS = ["human", "greedy", "greedy", "greedy"]


def _played(moves: int = 12, seed: int = 3) -> History:
    """A history of ``moves`` moves chosen by a seeded computer player."""
    history = History(new_game(4, seed=seed, nine="forward-only"))
    bot = make_bot("greedy", 5)
    for _ in range(moves):
        history.play(bot.choose(history.position))
    return history


def _saved(moves: int = 12) -> SavedGame:
    settings = GameSettings(4, tuple(SEATS), 3, {}, "dark", "off", True).checked()
    return SavedGame.of(settings, _played(moves))


def _app(tmp_path: Path, **kw: object) -> GameApp:
    return GameApp(4, seed=1, seats=SEATS, animation="off", keep=tmp_path / "game.json", **kw)


def _play_person_moves(app: GameApp, count: int) -> None:
    """The person plays ``count`` turns (the first legal move each), the computers between."""
    for _ in range(count):
        assert app.is_human(app.position.turn)
        assert app.play(app.position.legal_moves()[0])


# ----- the format, without widgets (RULES 10 notation for the moves)
def test_a_game_file_reads_back_the_same_game_rules_10_notation() -> None:
    saved = _saved()
    again = read_game(saved.to_json())
    assert again == saved
    original, copy = _played(), again.history()
    assert copy.position == original.position and copy.ply == 12
    assert copy.line.moves == original.line.moves
    assert again.start.rules.options()["nine"] == "forward-only"  # house rules in the start
    assert again.settings.theme == "dark" and again.settings.big_board is True
    assert json.loads(saved.to_json())["format"] == FORMAT == "pegs-game/1"


def test_shown_keeps_an_undone_position_and_the_moves_after_it() -> None:
    history = _played()
    history.undo()
    history.undo()
    saved = SavedGame.of(GameSettings(seats=tuple(SEATS)).checked(), history)
    copy = read_game(saved.to_json()).history()
    assert copy.ply == 10 and len(copy.line) == 12 and copy.position == history.position


def _text(saved: SavedGame, **change: object) -> str:
    data = saved.to_dict()
    data.update(change)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda s: b"\xff\xfe{}", "not UTF-8"),
        (lambda s: "[" * 100_000 + "]" * 100_000, "nests"),
        (lambda s: "{", "the game file"),
        (lambda s: "[]", "not a JSON object"),
        (lambda s: s.start.to_json(), "a position file: start a game from it)"),
        (lambda s: _text(s, extra=1), "keys it does not know: 'extra'"),
        (lambda s: _text(s, moves=["KS 1:S-T30", 7]), "'moves' must be a list"),
        (lambda s: _text(s, shown=99), "'shown' must be a whole number from 0 to 12"),
        (lambda s: _text(s, start={"format": "pegs-position/1"}), "its start position is wrong"),
        (lambda s: _text(s, settings={"players": 6}), "says 6 players but the start position"),
        (lambda s: _text(s, settings={"seats": ["robot"]}), "its settings are wrong"),
        (lambda s: _text(s, settings={"theme": "neon"}), "'neon' is not a theme"),
        (lambda s: _text(s, moves=["KS 1:S-T30"] * 20_001), "at most 20,000"),
    ],
)
def test_a_bad_game_file_is_refused_in_words(make: object, words: str) -> None:
    with pytest.raises(GameFileError) as refused:
        read_game(make(_saved()))  # type: ignore[operator]
    assert words in str(refused.value)


def test_a_move_the_engine_refuses_is_named_by_its_number() -> None:
    saved = _saved()
    moves = list(saved.moves)
    moves[4] = moves[3]  # the same card again: not in that hand any more
    with pytest.raises(GameFileError, match=r"^move 5 \(.*\) cannot be played there: "):
        read_game(_text(saved, moves=moves))


# ----- the kept file: atomic, never overwritten when unreadable
def test_a_save_that_fails_half_way_leaves_the_good_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = GameStore(tmp_path / "game.json")
    store.save(_saved(4))
    good = store.path.read_bytes()

    def crash(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        store.save(_saved(12))
    assert store.path.read_bytes() == good
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]
    assert store.load() == _saved(4)


def test_set_aside_names_never_collide(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "game.json")
    names = set()
    for n in range(3):  # within one second: the same time stamp
        store.path.write_text(f"broken {n}")
        names.add(store.set_aside().name)
    assert len(names) == 3
    assert sorted((tmp_path / name).read_text() for name in names) == [
        "broken 0",
        "broken 1",
        "broken 2",
    ]


# ----- the app: resume after a reload (a new GameApp over the same kept file)
def test_a_reopened_app_offers_the_kept_game_and_resumes_it_all(tmp_path: Path) -> None:
    app = _app(tmp_path, nine="forward-only")
    app.set_theme("dark")
    _play_person_moves(app, 3)
    kept = (tmp_path / "game.json").read_bytes()
    assert read_game(kept).history().position == app.position  # saved after every move

    again = _app(tmp_path)  # a reload: a fresh 4-player seed-1 game, with the offer
    assert again.keeper.offer_box.layout.display == "flex"
    assert "A game in progress was kept here" in again.keeper.offer_text.value
    assert (tmp_path / "game.json").read_bytes() == kept  # nothing written until answered
    again.keeper.resume_button.click()
    assert again.keeper.offer_box.layout.display == "none"
    assert again.position == app.position
    assert again.history.line.moves == app.history.line.moves
    assert again.seats == app.seats and again.options["nine"] == "forward-only"
    assert again.settings_panel.theme_input.value == "dark"
    assert again.narration.lines[1:] == app.narration.lines[1:]  # the story, move by move
    assert again.move_list.value == app.move_list.value
    _play_person_moves(again, 1)  # and the game goes on, kept again
    assert read_game((tmp_path / "game.json").read_bytes()).history().position == again.position


def test_playing_the_new_game_instead_replaces_the_kept_one(tmp_path: Path) -> None:
    _play_person_moves(_app(tmp_path), 2)
    again = _app(tmp_path)
    again.keeper.fresh_button.click()
    assert again.keeper.offer_box.layout.display == "none"
    assert read_game((tmp_path / "game.json").read_bytes()).history().position == again.position


def test_an_unreadable_kept_file_is_set_aside_and_said_never_overwritten(tmp_path: Path) -> None:
    (tmp_path / "game.json").write_text('{"format": "pegs-game/1", "moves": 5}')
    app = _app(tmp_path)
    assert "could not be read" in app.keeper.note.value
    aside = [p for p in tmp_path.iterdir() if ".unreadable-" in p.name]
    assert len(aside) == 1 and aside[0].name in app.keeper.note.value
    assert aside[0].read_text() == '{"format": "pegs-game/1", "moves": 5}'
    assert read_game((tmp_path / "game.json").read_bytes()).history().position == app.position


def test_a_kept_file_that_cannot_be_reached_is_said_and_the_game_goes_on(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("not a folder")
    app = GameApp(4, seed=1, seats=SEATS, animation="off", keep=tmp_path / "file" / "game.json")
    assert "this game will not be kept beside the notebook" in app.keeper.note.value
    _play_person_moves(app, 1)
    assert app.history.ply > 1 and (tmp_path / "file").read_text() == "not a folder"


def test_a_save_that_fails_is_said_and_the_game_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = _app(tmp_path)
    kept = (tmp_path / "game.json").read_bytes()

    def full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    _play_person_moves(app, 1)
    assert "cannot be kept beside the notebook (No space left on device)" in app.keeper.note.value
    assert (tmp_path / "game.json").read_bytes() == kept  # the last good game stays
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


# ----- export and import
def test_export_then_import_gives_the_same_game_in_another_app(tmp_path: Path) -> None:
    app = GameApp(4, seed=2, seats=SEATS, animation="off")
    _play_person_moves(app, 2)
    text = app.export_game()
    assert "data:application/json;base64," in app.keeper.download.value
    other = GameApp(6, seed=9, animation="off")
    assert other.import_game(text.encode("utf-8")) is True
    assert other.position == app.position and other.seats == app.seats


def test_a_bad_import_is_refused_in_words_and_changes_nothing() -> None:
    app = GameApp(4, seed=2, seats=SEATS, animation="off")
    _play_person_moves(app, 2)
    before = (app.position, app.history.ply, app.narration.lines, app.seats)
    saved = json.loads(app.export_game())
    saved["moves"][1] = "KS 0:S-T9"
    assert app.import_game(json.dumps(saved)) is False
    assert "That file was not opened: move 2 (" in app.keeper.file_message.value
    assert "The game in progress goes on." in app.keeper.file_message.value
    assert (app.position, app.history.ply, app.narration.lines, app.seats) == before


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (b'{"format": "pegs-game/2"}', "format must be 'pegs-game/1', not 'pegs-game/2'"),
        (b"\xff", "not UTF-8 text"),
        (b'{"format": "pegs-position/1"}', "the position file lacks"),
    ],
)
def test_a_file_of_another_kind_is_refused_in_words(text: bytes, words: str) -> None:
    app = GameApp(4, seed=2, seats=SEATS, animation="off")
    before = app.position
    assert app.import_game(text) is False
    assert words in html.unescape(app.keeper.file_message.value)
    assert app.position == before


def test_a_file_sent_through_the_upload_button_is_opened(tmp_path: Path) -> None:
    source = GameApp(4, seed=5, seats=SEATS, animation="off")
    _play_person_moves(source, 1)
    app = GameApp(4, seed=2, seats=SEATS, animation="off")
    content = memoryview(source.export_game().encode("utf-8"))
    sent = {"name": "g.json", "type": "", "size": len(content), "content": content}
    app.keeper.upload.set_state({"value": [{**sent, "last_modified": 0}]})  # as the page sends
    assert app.position == source.position
    assert app.keeper.upload.value == ()


# ----- start from a position file or from the editor
def test_a_game_starts_from_a_position_file_or_the_editor() -> None:
    position = _played(9).position
    app = GameApp(4, seed=2, seats=SEATS, animation="off")
    assert app.import_game(position.to_json()) is True  # a pegs-position/1 file
    assert app.history.line.start == position and app.options["nine"] == "forward-only"
    editor = PositionEditor(position)
    app.start_from_position(editor.position)
    assert app.history.line.start == editor.position
    assert GameApp(position=position, animation="off").history.line.start == position


def test_a_won_position_or_one_without_hands_is_refused_in_words() -> None:
    app = GameApp(4, seed=2, seats=SEATS, animation="off")
    before = app.position
    editor = PositionEditor()  # pegs only: nobody holds a card
    assert app.import_game(editor.to_json()) is False
    assert "hold no cards: give every seat its hand" in app.keeper.file_message.value
    assert app.position == before


# ----- a new game closes the old widgets
@pytest.mark.filterwarnings("ignore:Widget.widgets is deprecated")
def test_a_new_game_closes_the_old_widgets() -> None:
    app = GameApp(4, seed=1, seats=SEATS, animation="off")
    app.new_button.click()
    before = len(ipw.Widget.widgets)
    for _ in range(5):
        app.new_button.click()
    assert len(ipw.Widget.widgets) == before
    app.settings_panel.players_input.value = 6
    app.new_button.click()
    app.settings_panel.players_input.value = 4
    app.new_button.click()
    assert len(ipw.Widget.widgets) == before


def test_position_is_plain_data_the_file_keeps() -> None:
    # The start position is kept whole (hands, draw pile, seed), so replaying the moves gives
    # the very positions played: RULES 10's position file is the game file's start.
    saved = _saved()
    assert Position.from_json(saved.start.to_json()) == saved.start
