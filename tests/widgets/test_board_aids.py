"""The canvas board's reading aids, tested by the commands a frame records (no browser)."""

from __future__ import annotations

import pytest

from pegs import new_game
from pegs.render.aids import LEGEND_ROWS, hole_labels, legend
from pegs.render.geometry import layout
from pegs.render.scene import Sheet, aids_group
from widgets.board_view import BoardView
from widgets.drawing import RecordingCanvas, paint, theme_for


def _texts(canvas: RecordingCanvas) -> list[tuple[str, float, float]]:
    return [(c[1], round(c[2], 3), round(c[3], 3)) for c in canvas.calls("fill_text")]


@pytest.mark.parametrize("players", [4, 8])
def test_the_canvas_draws_the_same_plan_as_the_svg(players: int) -> None:
    lay = layout(players)
    canvas = RecordingCanvas(1000, 1000)
    paint(canvas, [aids_group(Sheet(lay, 1000, theme_for("light")))])
    drawn = _texts(canvas)
    planned = [(lab.text, round(lab.xy[0] * 1000, 3), round(lab.xy[1] * 1000, 3))
               for lab in hole_labels(lay)]  # fmt: skip
    planned += [(row.text, round(row.text_xy[0] * 1000, 3), round(row.text_xy[1] * 1000, 3))
                for row in legend(lay)]  # fmt: skip
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
    for _mark, words in LEGEND_ROWS:
        assert words in texts
    assert {str(n) for n in range(72)} <= set(texts)
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
