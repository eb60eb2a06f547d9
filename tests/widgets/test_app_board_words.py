"""The game app's last English in five languages (issue 28): board labels, status, hand, end.

No browser: the app is driven as a browser drives it and its widgets and drawn words are read
back. Checked: the words drawn on the board (seat labels, the caption, the legend), the status
line and the word on a click, the hand's card names, keys and tooltips, and the end-of-game
summary all follow the language chosen, and a switch says them again; the pseudo-language
leaves no plain English in any of them.
"""

from __future__ import annotations

import html
import re
from typing import Any

from pegs import new_game
from pegs.words.messages import PSEUDO, speaking
from widgets import GameApp
from widgets.app.panels import end_html
from widgets.app.story import summarise
from widgets.board import History
from widgets.board.drawing import RecordingCanvas

#: A run of plain letters long enough to be an English word (the pseudo-language accents them).
PLAIN = re.compile(r"[A-Za-z]{3,}")
#: A refusal's rule book section stays as the English rule book names it.
CITATION = re.compile(r"\(RULES [0-9.a-z]+\)|\([^()]*Ŕ[^()]*\b\d+(?:\.[a-z]+)?\)")


def _app(**kw: Any) -> GameApp:
    kw.setdefault("seats", ["human", "greedy", "greedy", "greedy"])
    return GameApp(4, seed=3, animation="off", **kw)


def _drawn(app: GameApp) -> list[str]:
    """The words the board draws on its static layer and its pegs' layer (labels, caption)."""
    board = app.board
    texts = []
    for layer in (0, 2):
        recorder = RecordingCanvas(board.size * 2, board.size * 2)
        board.canvas._canvases[layer] = recorder
        board.redraw()
        texts += [str(c[1]) for c in recorder.calls("fill_text")]
    return texts


def _plain(texts: list[str]) -> list[str]:
    return [t for t in texts if PLAIN.search(CITATION.sub("", html.unescape(t)))]


def _hand(app: GameApp) -> list[str]:
    hand = app.hand
    texts = [b.description for b in hand.buttons if b.description]
    texts += [b.tooltip for b in hand.buttons if b.tooltip]
    return texts + [re.sub(r"<[^>]+>", "", k.value) for k in hand.key_labels]


def test_the_board_draws_its_words_in_the_language_chosen():
    """Issue 28 item 1: seat labels, their teams, whose turn and the legend, switched live."""
    app = _app(lang="fi")
    app.board.set_aids(True)
    finnish = _drawn(app)
    assert "Sininen" in finnish and "Sinisen joukkue" in finnish  # a seat and its team
    assert "Sinisen vuoro" in finnish  # the caption: whose turn (genitive, as Finnish says it)
    assert "lähtöalue" in finnish and "pelisuunta" in finnish  # the legend
    app.language_input.value = "sv"  # as the picker is set in a browser
    swedish = _drawn(app)
    assert "Blå" in swedish and "Blås lag" in swedish and "Blå ska spela" in swedish
    assert "startområdet" in swedish
    app.language_input.value = "en"
    assert "Blue's team" in _drawn(app) and "Blue to play" in _drawn(app)


def test_the_status_line_and_a_click_speak_the_language_chosen():
    """The status line and the word on a click follow the language, and a switch says them."""
    app = _app(lang="fi")
    assert "Sinisen vuoro: valitse kortti." in html.unescape(app.status.value)
    app.controller.click((0, 5))  # no card chosen yet
    assert "Valitse ensin kortti." in html.unescape(app.message.value)
    app.language_input.value = "it"  # the word shown is said again, not left in Finnish
    assert "Scegli prima una carta." in html.unescape(app.message.value)
    assert "Muove Blu: scegli una carta." in html.unescape(app.status.value)


def test_the_hand_names_its_cards_and_keys_in_the_language_chosen():
    app = _app(lang="sv")
    texts = _hand(app)
    assert "tangent 1" in texts
    tips = [b.tooltip for b in app.hand.buttons if b.tooltip]
    assert tips and all(re.search(r"kan spelas \(tangent \d\)$|: ", t) for t in tips)
    assert any("kan spelas" in t for t in tips)  # a playable card says so, in Swedish
    app.language_input.value = "en"
    assert "key 1" in _hand(app)
    assert any("playable (key" in b.tooltip for b in app.hand.buttons)


def test_the_end_of_game_summary_speaks_the_language():
    """RULES 8: the team whose pegs are all home wins; the summary says so in each language."""
    app = _app(seats=["greedy"] * 4)
    while not app.history.position.is_over:
        app.run_computers()
        if app.history.position.is_over or app.history.ply > 4000:
            break
    line, ply = app.history.line, app.history.ply
    assert app.history.position.is_over
    with speaking("fi"):
        finnish = html.unescape(end_html(summarise(line, ply)))
    assert "voittavat pelin!" in finnish and "siirtoa" in finnish
    with speaking(PSEUDO):
        pseudo = html.unescape(re.sub(r"<[^>]+>", "\n", end_html(summarise(line, ply))))
    assert _plain([t for t in pseudo.split("\n") if t.strip()]) == []
    english = html.unescape(end_html(summarise(line, ply)))
    assert "win the game!" in english and " moves, " in english


def test_the_pseudo_language_leaves_no_english_on_the_board_or_the_hand():
    """Issue 28 item 5: in ``xx`` every word drawn, on the status line and the hand is accented."""
    app = _app(lang=PSEUDO)
    app.board.set_aids(True)
    app.controller.choose_card(0)
    texts = _drawn(app) + _hand(app)
    texts += [re.sub(r"<[^>]+>", " ", app.status.value), re.sub(r"<[^>]+>", " ", app.message.value)]
    assert _plain(texts) == []
    english = _app()
    english.board.set_aids(True)
    assert len(_plain(_drawn(english) + _hand(english))) > 10  # the check sees English


def test_a_new_history_summary_is_said_in_the_language_spoken():
    """An unfinished game: "not over yet", in each language."""
    line = History(new_game(4, seed=1)).line
    with speaking("it"):
        assert "La partita non è ancora finita." in end_html(summarise(line, 0))


def test_a_hint_speaks_the_language_and_a_switch_puts_it_away():
    """The hint's words are made when it is asked: in Swedish here; after a switch to Finnish
    the Swedish hint is not shown, and asked again it speaks Finnish."""
    app = _app(lang="sv")
    outcomes = app.show_hint()
    assert outcomes and app.hint == outcomes
    assert "Tips" in app.hint_view.value and "Bäst:" in app.hint_view.value
    app.language_input.value = "fi"
    assert app.hint == [] and "Tips" not in app.hint_view.value
    app.show_hint()
    assert "Vihje" in app.hint_view.value and "Paras:" in app.hint_view.value


def test_the_story_of_moves_and_this_round_are_accented_in_the_pseudo_language():
    """Issue 28 item 5: the story panel and this round's list say each move in ``xx`` too."""
    app = _app(lang=PSEUDO, seats=["greedy"] * 4)
    for _ in range(3):
        app.run_computers()
    assert app.history.ply > 0
    story = [line for line in app.narration._lines if line.strip()]
    assert len(story) > 1
    shown = re.sub(r"<[^>]+>", "\n", app.round_view.value) if hasattr(app, "round_view") else ""
    texts = story + [t for t in html.unescape(shown).split("\n") if t.strip()]
    assert _plain(texts) == []
