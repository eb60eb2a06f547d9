"""Board geometry (pegs.render.geometry): the places of RULES 2 laid out in the unit box."""

from __future__ import annotations

import itertools
import math

import pytest

from pegs import HOME, START
from pegs.board import board_for
from pegs.render.geometry import layout

PLAYERS = (4, 6, 8)


def _points(lay):
    return [xy for _seat, _place, _slot, xy in lay.all_places()]


@pytest.mark.parametrize("players", PLAYERS)
def test_place_counts(players):
    """RULES 2: 18 holes per side; 5 start places and 5 home places per seat."""
    lay = layout(players)
    assert len(lay.track) == 18 * players
    assert len(lay.start) == len(lay.home) == len(lay.labels) == len(lay.corners) == players
    assert all(len(s) == 5 for s in lay.start)
    assert all(len(h) == 5 for h in lay.home)
    assert len(lay.all_places()) == 18 * players + 10 * players


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("bottom", [0, 1])
def test_everything_inside_the_unit_box(players, bottom):
    lay = layout(players, bottom)
    for x, y in [*_points(lay), *lay.labels, *lay.corners]:
        assert 0 < x < 1 and 0 < y < 1


@pytest.mark.parametrize("players", PLAYERS)
def test_no_two_places_closer_than_a_peg(players):
    """Two pegs on neighbouring places must not overlap in any picture."""
    lay = layout(players)
    diameter = 2 * lay.peg_radius
    pts = _points(lay)
    closest = min(math.dist(a, b) for a, b in itertools.combinations(pts, 2))
    assert closest >= diameter
    assert lay.hole_radius < lay.peg_radius


@pytest.mark.parametrize("players", PLAYERS)
def test_track_runs_clockwise_round_the_centre(players):
    """RULES 1: forward is clockwise; on screen (y down) the angle of T0, T1, ... grows."""
    lay = layout(players)
    angles = [math.atan2(y - 0.5, x - 0.5) for x, y in lay.track]
    turns = [(b - a) % (2 * math.pi) for a, b in zip(angles, angles[1:] + angles[:1], strict=True)]
    assert all(0 < t < math.pi / 4 for t in turns)
    assert sum(turns) == pytest.approx(2 * math.pi)


@pytest.mark.parametrize("players", PLAYERS)
def test_side_of_seat_begins_at_its_corner(players):
    """RULES 2: seat s owns T18s..T18s+17 and T18s is the corner where its side begins."""
    lay = layout(players)
    for s in range(players):
        assert lay.track[18 * s] == pytest.approx(lay.corners[s])
        a, b = lay.corners[s], lay.corners[(s + 1) % players]
        for i in range(18):
            # Every hole of the side lies on the straight edge from corner s to corner s+1.
            p = lay.track[18 * s + i]
            assert math.dist(a, p) + math.dist(p, b) == pytest.approx(math.dist(a, b))
            assert math.dist(a, p) == pytest.approx(i * lay.spacing)


@pytest.mark.parametrize("players", PLAYERS)
def test_come_out_and_in_spot_where_rules_put_them(players):
    """RULES 2: come-out hole T(18s+8), in-spot T(18s+3), five holes behind it."""
    lay, board = layout(players), board_for(players)
    for s in range(players):
        out, in_spot = lay.track[board.come_out(s)], lay.track[board.in_spot(s)]
        assert math.dist(lay.corners[s], out) == pytest.approx(8 * lay.spacing)
        assert math.dist(lay.corners[s], in_spot) == pytest.approx(3 * lay.spacing)
        assert math.dist(in_spot, out) == pytest.approx(5 * lay.spacing)


def _nearest_hole(lay, point):
    return min(range(len(lay.track)), key=lambda h: math.dist(lay.track[h], point))


def _inward(point):
    return math.dist(point, (0.5, 0.5))


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("bottom", [0, 3])
def test_start_area_beside_the_come_out_hole(players, bottom):
    """RULES 2: the start area sits beside the come-out hole, inside the track."""
    lay, board = layout(players, bottom), board_for(players)
    for s in range(players):
        out = lay.track[board.come_out(s)]
        centre = (
            sum(x for x, _ in lay.start[s]) / 5,
            sum(y for _, y in lay.start[s]) / 5,
        )
        assert _nearest_hole(lay, centre) == board.come_out(s)
        for p in lay.start[s]:
            assert math.dist(p, out) < 4 * lay.spacing
            assert _inward(p) < _inward(out)
            # Closer to its own come-out hole than to any other seat's start or home.
            assert 18 * s <= _nearest_hole(lay, p) < 18 * s + 18


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("bottom", [0, 2])
def test_home_lane_branches_inward_from_the_in_spot(players, bottom):
    """RULES 2: home H1..H5 branches off at the in-spot, H1 nearest the track, H5 at the back."""
    lay, board = layout(players, bottom), board_for(players)
    for s in range(players):
        in_spot = lay.track[board.in_spot(s)]
        home = lay.home[s]
        assert _nearest_hole(lay, home[0]) == board.in_spot(s)
        for k, p in enumerate(home, start=1):
            assert math.dist(p, in_spot) == pytest.approx(k * lay.spacing)
        assert [_inward(p) for p in home] == sorted((_inward(p) for p in home), reverse=True)
        assert _inward(home[0]) < _inward(in_spot)


@pytest.mark.parametrize("players", PLAYERS)
def test_bottom_seat_side_is_along_the_bottom(players):
    for bottom in range(players):
        lay = layout(players, bottom)
        a, b = lay.corners[bottom], lay.corners[(bottom + 1) % players]
        assert a[1] == pytest.approx(b[1])
        assert a[1] > 0.8
        assert a[0] > b[0]  # the side runs right to left, so play goes clockwise


@pytest.mark.parametrize("players", PLAYERS)
def test_place_xy_and_nearest_place_agree(players):
    lay = layout(players)
    for seat, place, slot, xy in lay.all_places():
        if place == START:
            assert lay.place_xy(seat, START, slot) == xy
            assert lay.nearest_place(*xy) == (seat, START)
        elif place > HOME:
            assert lay.nearest_place(*xy) == (seat, place)
        else:
            assert lay.nearest_place(*xy) == (None, place)
    assert lay.nearest_place(0.5, 0.5) is None


def test_pegs_xy_fills_start_slots_in_turn():
    lay = layout(4)
    pegs = ((START, START, 5, HOME + 2, HOME + 5),) + ((START,) * 5,) * 3
    placed = [(s, p, xy) for s, p, xy in lay.pegs_xy(pegs) if s == 0]
    assert placed == [
        (0, START, lay.start[0][0]),
        (0, START, lay.start[0][1]),
        (0, 5, lay.track[5]),
        (0, HOME + 2, lay.home[0][1]),
        (0, HOME + 5, lay.home[0][4]),
    ]


@pytest.mark.parametrize(("players", "bottom"), [(5, 0), (4, 4), (4, -1)])
def test_bad_layout_requests_are_refused(players, bottom):
    with pytest.raises(ValueError):
        layout(players, bottom)


@pytest.mark.parametrize("players", PLAYERS)
def test_holes_read_on_a_projector(players):
    # Issue 15: at 1280x720 the app's board is about 712 px (the window's height less a border);
    # its holes must be 12 px there, and still smaller than the pegs that sit in them.
    lay = layout(players)
    assert 2 * lay.hole_radius * 712 >= 12
    assert lay.hole_radius < lay.peg_radius
    closest = min(math.dist(a, b) for a, b in itertools.combinations(lay.track, 2))
    assert closest > 2 * lay.hole_radius, "neighbouring holes do not touch"


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("bottom", [0, 1])
def test_seat_names_sit_outside_the_track(players, bottom):
    # A name never covers a hole: its middle lies beyond the rim, outside the track.
    lay = layout(players, bottom)
    for seat, (x, y) in enumerate(lay.labels):
        (ax, ay), (bx, by) = lay.corners[seat], lay.corners[(seat + 1) % players]
        mid = ((ax + bx) / 2, (ay + by) / 2)
        assert math.dist((x, y), (0.5, 0.5)) >= math.dist(mid, (0.5, 0.5)) + lay.rim - 1e-9
