"""The canvas board's reading aids, tested by the commands a frame records (no browser)."""

from __future__ import annotations

import math

import pytest

from pegs import new_game
from pegs.render.aids import LEGEND_ROWS, legend
from pegs.render.geometry import layout
from pegs.render.scene import Sheet, aids_group, hole_numbers
from pegs.words.messages import say
from widgets.board.drawing import RecordingCanvas, paint, theme_for
from widgets.board.view import BoardView


def _texts(canvas: RecordingCanvas) -> list[tuple[str, float, float, float]]:
    """Each text drawn, where (a text turned with its group is drawn at the group's origin)."""
    texts = []
    origin, turn = (0.0, 0.0), 0.0
    for name, *args in canvas.commands:
        if name == "translate":
            origin = (args[0], args[1])
        elif name == "rotate":
            turn = round(math.degrees(args[0]), 3)
        elif name == "restore":
            origin, turn = (0.0, 0.0), 0.0
        elif name == "fill_text":
            x, y = origin[0] + args[1], origin[1] + args[2]
            texts.append((args[0], round(x, 3), round(y, 3), turn))
    return texts


@pytest.mark.parametrize("theme", ["light", "high-contrast"])
@pytest.mark.parametrize("players", [4, 6, 8])
def test_the_canvas_draws_the_same_plan_as_the_svg(players: int, theme: str) -> None:
    lay = layout(players)
    canvas = RecordingCanvas(1000, 1000)
    sheet = Sheet(lay, 1000, theme_for(theme))
    paint(canvas, [aids_group(sheet)])
    drawn = _texts(canvas)
    planned = [
        (lab.text, round(lab.xy[0] * 1000, 3), round(lab.xy[1] * 1000, 3), lab.turn)
        for lab in hole_numbers(sheet)
    ]
    planned += [
        (row.text, round(row.text_xy[0] * 1000, 3), round(row.text_xy[1] * 1000, 3), 0.0)
        for row in legend(lay)
    ]
    assert drawn == planned
    assert len(canvas.calls("stroke_arc")) == 1  # the direction of play


def _static_texts(board: BoardView) -> list[str]:
    recorder = RecordingCanvas(board.size * 2, board.size * 2)
    board.canvas._canvases[0] = recorder  # record what the static layer is sent
    board._draw_static_commands()
    return [c[1] for c in recorder.calls("fill_text")]


def test_board_view_draws_aids_only_when_switched_on() -> None:
    board = BoardView(4, size=400)
    board.show(new_game(4, seed=1))
    assert "come-out hole" not in _static_texts(board)
    frames = board.frames_sent
    board.set_aids(True)
    assert board.frames_sent == frames + 1  # switching redraws the board in one message
    texts = _static_texts(board)
    for mark in LEGEND_ROWS:
        assert say(f"legend-{mark}") in texts
    board.language = "fi"  # the view draws in its language, whoever asks it to draw
    assert {"ulostuloreikä", "lähtöalue", "pelisuunta"} <= set(_static_texts(board))
    # Every hole number the plan holds is drawn: all 72 but those a seat's name would hide that
    # would crowd a landmark's number moved inside the track (RULES 2: landmarks always shown).
    numbers = {lab.text for lab in hole_numbers(board._sheet) if lab.kind == "hole"}
    assert numbers <= set(texts)
    assert {str(18 * seat + offset) for seat in range(4) for offset in (0, 3, 8)} <= numbers
    assert len(numbers) >= 64
    board.set_aids(True)  # no change, no redraw
    assert board.frames_sent == frames + 1
    board.set_aids(False)
    assert "come-out hole" not in _static_texts(board)


def test_a_reconnecting_browser_gets_the_aids_again() -> None:
    # ipycanvas loses its pixels on reload: on_client_ready redraws every layer, aids included.
    board = BoardView(4, size=400)
    board.set_aids(True)
    recorder = RecordingCanvas(800, 800)
    board.canvas._canvases[0] = recorder
    board.redraw()
    assert "direction of play" in [c[1] for c in recorder.calls("fill_text")]
