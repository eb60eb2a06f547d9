"""The GameApp's Hint button: the best distinct outcomes of the person's turn (issues 6 and 15).

No browser: the button is pressed with ``Button.click()`` and the app's widgets are read back.
The engine side (pegs.bots.hints) is tested with the engine; here we check the wiring: the hint
lists distinct legal outcomes of the position on the board, shows them with their reasons, marks
the best on the board, goes stale when the position changes, and is refused on a computer's
turn or after the game is over.
"""

from __future__ import annotations

import html

import pytest

from pegs import START
from pegs.bots import make_bot
from pegs.render.describe import card_words
from widgets import GameApp
from widgets.app.game_app import HINT_MOVES


@pytest.fixture
def app() -> GameApp:
    """A four-player game, Blue (seat 0) human, the others greedy computers; no animation."""
    return GameApp(4, seed=3, seats=["human", "greedy", "greedy", "greedy"], animation="off")


def _until_human_to_move(app: GameApp) -> None:
    assert app.is_human(app.position.turn), "the computers should have played up to Blue's turn"


def test_hint_lists_legal_moves_of_the_position_with_reasons(app: GameApp) -> None:
    _until_human_to_move(app)
    position = app.position
    assert not app.hint_button.disabled
    app.hint_button.click()
    hint = app.hint
    assert 1 <= len(hint) <= HINT_MOVES
    shown = app.hint_view.value
    # Distinct outcomes (issue 15): no two hinted moves leave the same board.
    boards = [position.after(outcome.move).pegs for outcome in hint]
    assert len(set(boards)) == len(boards)
    for outcome in hint:
        assert position.is_legal(outcome.move), outcome.move.notation()
        assert outcome.summary and outcome.reasons, "every hinted outcome says why"
        # Words for learners: the card named in words, never the move's notation.
        assert html.escape(outcome.summary) in shown
        assert card_words(outcome.move.card) in outcome.summary
        assert html.escape(outcome.move.notation()) not in shown
        for reason in outcome.reasons:
            assert html.escape(reason[1:]) in shown  # each comparing reason is shown
    # Best first: the engine's order is kept.
    scores = [outcome.score for outcome in hint]
    assert scores == sorted(scores, reverse=True)
    assert app.position is position, "asking for a hint never plays a move"


def test_hint_marks_the_best_moves_destination_on_the_board(app: GameApp) -> None:
    best = app.show_hint()[0].move
    overlay = app.board.overlay  # what the board's highlight layer was last told to draw
    expected = [(part.seat, part.to) for part in best.parts if part.to != START]
    assert expected, "a first-turn hint moves a peg"
    assert list(overlay.targets) == expected
    assert list(overlay.movable) == [(part.seat, part.frm) for part in best.parts]


def test_hint_is_seeded(app: GameApp) -> None:
    first = [(a.move, a.reasons) for a in app.show_hint()]
    other = GameApp(4, seed=3, seats=["human", "greedy", "greedy", "greedy"], animation="off")
    assert [(a.move, a.reasons) for a in other.show_hint()] == first


def test_hint_goes_away_when_a_move_is_played(app: GameApp) -> None:
    best = app.show_hint()[0].move
    assert app.controller.play(best)
    assert app.hint == []
    # The computers replied, so Blue is to move again, in a new position: no stale hint shown.
    assert app.hint_view.value == ""


def test_hint_is_refused_on_a_computers_turn(app: GameApp) -> None:
    app.go_to_ply(1)  # look back at the game after move 1: Orange (a computer) to move
    position = app.position
    assert not app.is_human(position.turn) and not position.is_over
    assert app.hint_button.disabled
    app.hint_button.click()
    assert app.show_hint() == []
    assert app.hint == [] and app.hint_view.value == ""


def test_hint_is_refused_when_the_game_is_over(app: GameApp) -> None:
    blue = make_bot("greedy", seed=7)
    for _ in range(2000):  # a greedy game ends in a few hundred turns
        position = app.position
        if position.is_over:
            break
        assert app.controller.play(blue.choose(position))
    assert app.position.is_over
    assert app.hint_button.disabled
    assert app.show_hint() == []
    assert app.hint_view.value == ""
