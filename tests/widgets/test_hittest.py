"""Hit-testing a click in canvas pixels to a board place, with no browser (issue 4)."""

from __future__ import annotations

import pytest

from pegs import HOME, START
from pegs.render.geometry import layout
from widgets.board.hittest import hit_test, pixel_to_unit, place_pixel


@pytest.mark.parametrize("players", [4, 6, 8])
@pytest.mark.parametrize("ratio", [1, 2])
def test_every_place_is_hit_at_its_own_centre(players: int, ratio: int) -> None:
    board = layout(players, bottom_seat=1)
    size = 600
    for seat, place, slot, _xy in board.all_places():
        x, y = place_pixel(board, seat or 0, place, size=size, pixel_ratio=ratio, slot=slot)
        assert hit_test(board, x, y, size=size, pixel_ratio=ratio) == (seat, place)


def test_a_click_a_little_off_centre_still_hits_the_hole() -> None:
    board = layout(4)
    size = 500
    x, y = place_pixel(board, 0, 30, size=size)
    nudge = board.spacing * 0.3 * size * 2  # 30 % of a hole's spacing, in canvas pixels
    assert hit_test(board, x + nudge, y, size=size) == (None, 30)
    assert hit_test(board, x, y - nudge, size=size) == (None, 30)


def test_start_and_home_places_report_their_seat() -> None:
    board = layout(6)
    x, y = place_pixel(board, 4, START, size=600, slot=3)
    assert hit_test(board, x, y, size=600) == (4, START)
    x, y = place_pixel(board, 5, HOME + 2, size=600)
    assert hit_test(board, x, y, size=600) == (5, HOME + 2)


def test_clicks_away_from_every_place_hit_nothing() -> None:
    board = layout(4)
    assert hit_test(board, 0, 0, size=600) is None  # the canvas corner
    assert hit_test(board, 600, 600, size=600) is None  # the centre of a 2x canvas


def test_the_pixel_ratio_is_taken_into_account() -> None:
    # The same CSS point is (x, y) on a 1x canvas and (2x, 2y) on a 2x canvas.
    board = layout(8)
    x, y = place_pixel(board, 3, 100, size=700, pixel_ratio=1)
    assert hit_test(board, 2 * x, 2 * y, size=700, pixel_ratio=2) == (None, 100)
    assert hit_test(board, x, y, size=700, pixel_ratio=2) != (None, 100)
    assert pixel_to_unit(700, 350, size=700, pixel_ratio=2) == (0.5, 0.25)


def test_bad_sizes_are_refused_with_a_clear_error() -> None:
    with pytest.raises(ValueError, match="size"):
        pixel_to_unit(1, 1, size=0)
