"""The board's highlights for a projector (issue 15): thick, and each of the four marks distinct.

Drawn onto a ``RecordingCanvas``: each mark is told apart by the commands it sends (dashed or
solid rings, filled discs, a square), its lines are thick at the size of an 8-player board, and
the board widget sizes itself to the page (its canvas fills the box; the box has no fixed width).
"""

from __future__ import annotations

import pytest

from pegs import START, PegMoved, new_game
from pegs.render.geometry import layout
from pegs.render.scene import HIGHLIGHT_STYLES, Bump, Overlay, Sheet, over_layer, under_layer
from widgets.board.drawing import RecordingCanvas, paint, theme_for
from widgets.board.view import BoardView, thin_frames

#: An 8-player board fitted to a 1280x720 window is about 640 CSS px wide, drawn at 2x.
PIXELS = 1280


def _marks(**kw) -> tuple[RecordingCanvas, float]:
    board = layout(8)
    canvas = RecordingCanvas(PIXELS, PIXELS)
    sheet, position, overlay = Sheet(board, PIXELS, theme_for("light")), new_game(8), Overlay(**kw)
    paint(canvas, under_layer(sheet, position, overlay) + over_layer(sheet, position, overlay))
    return canvas, board.peg_radius * PIXELS


def _strokes(canvas: RecordingCanvas) -> list[dict]:
    """Each stroke_circle / stroke_rect with the colour, width and dash in force for it."""
    state: dict = {"dash": [], "stroke_style": None, "line_width": 1.0, "fill_style": None}
    out = []
    for command in canvas.commands:
        if command[0] == "set":
            state[command[1]] = command[2]
        elif command[0] == "set_line_dash":
            state["dash"] = list(command[1])
        elif command[0] in ("stroke_circle", "stroke_rect", "fill_circle"):
            out.append({"kind": command[0], "args": command[1:], **state})
    return out


def test_movable_pegs_get_thick_dashed_rings() -> None:
    canvas, peg_r = _marks(movable=[(0, 5)])
    rings = [s for s in _strokes(canvas) if s["kind"] == "stroke_circle" and s["dash"]]
    assert rings, "a movable peg is ringed with a dashed line"
    # Thick: at least 3 CSS px (6 canvas px at 2x) on the small pegs of an 8-player board.
    widths = [s["line_width"] for s in rings]
    assert min(widths) >= 6 and max(widths) >= 0.4 * peg_r


def test_the_chosen_peg_gets_a_double_solid_ring_in_the_accent() -> None:
    theme = theme_for("light")
    canvas, _ = _marks(selected=(0, 5))
    rings = [s for s in _strokes(canvas) if s["kind"] == "stroke_circle"]
    accent = [s for s in rings if s["stroke_style"] == theme.accent]
    assert len(accent) == 2 and all(not s["dash"] for s in accent)
    assert len({round(s["args"][2], 1) for s in accent}) == 2, "two rings of different sizes"


def test_destinations_are_filled_targets() -> None:
    theme = theme_for("light")
    canvas, peg_r = _marks(targets=[(None, 20), (None, 21)])
    discs = [s for s in _strokes(canvas) if s["kind"] == "fill_circle"]
    accent = [s for s in discs if s["fill_style"] == theme.accent]
    assert len(accent) == 2 and all(s["args"][2] >= 0.9 * peg_r for s in accent)
    assert not [s for s in _strokes(canvas) if s["kind"] == "stroke_circle"], "no ring: a disc"


def test_the_last_move_ends_in_a_square() -> None:
    canvas, _ = _marks(moved=(PegMoved(1, 5, 8, (6, 7, 8)),))  # Orange: square pegs
    squares = [s for s in _strokes(canvas) if s["kind"] == "stroke_rect"]
    assert squares and not [s for s in _strokes(canvas) if s["kind"] == "stroke_circle"]
    assert canvas.calls("stroke_lines"), "a band along the path stepped on"


def test_the_four_marks_look_different() -> None:
    def signature(**kw) -> frozenset:
        canvas, _ = _marks(**kw)
        return frozenset(
            (
                s["kind"],
                bool(s["dash"]),
                s["stroke_style"] if s["kind"] != "fill_circle" else s["fill_style"],
            )
            for s in _strokes(canvas)
        )

    looks = [
        signature(movable=[(0, 5)]),
        signature(selected=(0, 5)),
        signature(targets=[(None, 20)]),
        signature(moved=(PegMoved(0, 5, 6, (6,)),)),
        signature(bumps=(Bump(1, START, 6),)),
    ]
    assert len(set(looks)) == 5
    assert set(HIGHLIGHT_STYLES) == {"movable", "selected", "targets", "last move", "bumped"}


@pytest.mark.parametrize("fit", [True, False])
def test_a_fitted_board_takes_the_width_it_is_given(fit: bool) -> None:
    view = BoardView(8, size=720, fit=fit)
    if fit:
        assert view.canvas.layout.width == "100%" and view.layout.width is None
        assert "pegs-board-fit" in view._dom_classes
    else:
        assert view.canvas.layout.width == "720px" and view.layout.width == "724px"
    assert view.canvas.width == 1440  # drawn at twice its size either way, for sharpness


def test_long_moves_glide_in_a_few_frames() -> None:
    frames = list(range(13))
    thinned = thin_frames(frames, 8)
    assert len(thinned) == 8 and thinned[-1] == 12 and thinned == sorted(thinned)
    assert thin_frames([1, 2], 8) == [1, 2]
