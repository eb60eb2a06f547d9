"""Reading aids on the SVG board: hole numbers, home place numbers, a legend and the direction."""

from __future__ import annotations

import math
import re

import pytest

from pegs import new_game
from pegs.board import COME_OUT_OFFSET, IN_SPOT_OFFSET, SIDE
from pegs.render.aids import (
    ARROW_FROM,
    ARROW_TO,
    CROWDED,
    LABEL_OUT,
    LEGEND_ROWS,
    Label,
    hole_labels,
    labelled_offsets,
    legend,
    play_arrow,
)
from pegs.render.geometry import CENTRE, layout
from pegs.render.scene import Sheet, hole_numbers
from pegs.render.svg import render_svg
from pegs.render.theme import label_angle, theme_named
from pegs.words.messages import say, speaking


def test_aids_are_off_by_default_and_change_nothing_else() -> None:
    game = new_game(4, seed=1)
    plain = render_svg(game)
    aided = render_svg(game, aids=True)
    assert 'class="aids"' not in plain and 'class="aids"' in aided
    # Switching the aids on only adds their group: the rest of the picture is the same text.
    lines = aided.splitlines()
    first = lines.index(next(line for line in lines if line.startswith('<g class="aids"')))
    depth, last = 0, first
    for last in range(first, len(lines)):
        depth += lines[last].count("<g ") - lines[last].count("</g>")
        if depth == 0:
            break
    assert lines[:first] + lines[last + 1 :] == plain.splitlines()
    assert last - first > 72  # the group holds at least the 72 hole numbers


def test_every_hole_of_a_four_player_board_is_numbered_as_the_rules_number_it() -> None:
    # RULES 2.track: holes T0..T71 clockwise; the picture's numbers are those of the rule book.
    svg = render_svg(new_game(4, seed=1), aids=True)
    numbers = re.findall(r'class="hole-label"[^>]*>(\d+)</text>', svg)
    assert sorted(map(int, numbers)) == list(range(72))
    homes = re.findall(r'class="home-label"[^>]*>(\d)</text>', svg)
    assert sorted(homes) == sorted("12345" * 4)


@pytest.mark.parametrize("players", [6, 8])
def test_crowded_boards_number_each_sides_landmarks(players: int) -> None:
    # RULES 2.come-out-in-spot: every side's in-spot (18s+3) and come-out hole (18s+8) carry
    # their numbers even when the others are thinned out.
    labels = {int(lab.text) for lab in hole_labels(layout(players)) if lab.kind == "hole"}
    for seat in range(players):
        assert 18 * seat + IN_SPOT_OFFSET in labels
        assert 18 * seat + COME_OUT_OFFSET in labels
    assert len(labels) == players * len(labelled_offsets(players)) < SIDE * players


@pytest.mark.parametrize("players", [4, 6, 8])
def test_hole_numbers_sit_outside_the_track_beside_their_hole(players: int) -> None:
    lay = layout(players)
    for lab in hole_labels(lay):
        if lab.kind == "home":
            continue
        hole = lay.track[int(lab.text)]
        near = math.dist(lab.xy, hole)
        assert near == pytest.approx(LABEL_OUT[players] * lay.spacing)
        assert math.dist(lab.xy, CENTRE) > math.dist(hole, CENTRE)


def test_home_numbers_run_from_the_track_inward() -> None:
    # RULES 2.home-steps: H1 is the place nearest the in-spot, H5 at the back.
    lay = layout(4)
    for seat in range(4):
        marks = [lab for lab in hole_labels(lay) if lab.kind == "home"][seat * 5 : seat * 5 + 5]
        assert [m.text for m in marks] == ["1", "2", "3", "4", "5"]
        dists = [math.dist(m.xy, CENTRE) for m in marks]
        assert dists == sorted(dists, reverse=True)


def test_the_legend_names_every_mark_once() -> None:
    svg = render_svg(new_game(6, seed=1), aids=True)
    marks = re.findall(r'class="legend-row" data-mark="([a-z-]+)"', svg)
    assert marks == ["come-out", "in-spot", "start", "home", "arrow"]
    for mark in LEGEND_ROWS:
        assert say(f"legend-{mark}") in svg
    assert "come-out hole" in svg and "direction of play" in svg  # English outside a language
    with speaking("sv"):
        swedish = render_svg(new_game(6, seed=1), aids=True)
    assert "startområdet" in swedish and "spelriktning" in swedish  # the legend follows it
    # The picture's title and each peg's tooltip, for screen readers, follow it too.
    assert "<title>Pegs and Jokers-bräde, 6 spelare</title>" in swedish
    assert "<title>Blås pinne i startområdet (S)</title>" in swedish
    rows = legend(layout(6))
    ys = [row.mark_xy[1] for row in rows]
    assert ys == sorted(ys) and len(set(ys)) == len(ys)  # stacked, never on top of each other


@pytest.mark.parametrize("players", [4, 6, 8])
def test_the_arrow_turns_clockwise_as_play_goes(players: int) -> None:
    # RULES 1.teams: seats and play go clockwise. Seat 0's side runs right to left along the
    # bottom, so clockwise on screen is the way the hole numbers grow.
    lay = layout(players)
    arrow = play_arrow(lay)
    assert ARROW_TO > ARROW_FROM
    tip = arrow.head[0]
    end = math.radians(ARROW_TO)
    assert tip == pytest.approx(
        (CENTRE[0] + arrow.radius * math.cos(end), CENTRE[1] + arrow.radius * math.sin(end))
    )
    # Walking a little further along the arc (clockwise) moves away from the head's back.
    back = ((arrow.head[1][0] + arrow.head[2][0]) / 2, (arrow.head[1][1] + arrow.head[2][1]) / 2)
    ahead = end + 0.05
    further = (
        CENTRE[0] + arrow.radius * math.cos(ahead),
        CENTRE[1] + arrow.radius * math.sin(ahead),
    )
    assert math.dist(further, back) > math.dist(tip, back)
    # And the track itself runs the same way round: hole 5 is clockwise of hole 0.
    a0 = math.atan2(lay.track[0][1] - 0.5, lay.track[0][0] - 0.5)
    a1 = math.atan2(lay.track[5][1] - 0.5, lay.track[5][0] - 0.5)
    assert (a1 - a0) % (2 * math.pi) < math.pi


def _side_of(text: str) -> tuple[int, int]:
    return divmod(int(text), SIDE)


@pytest.mark.parametrize("players", [4, 6, 8])
def test_numbers_a_seats_name_would_hide_go_inside_the_track_along_the_side(players: int) -> None:
    lay = layout(players)
    on_seat_one = lambda lab: lab.kind == "hole" and _side_of(lab.text)[0] == 1  # noqa: E731
    labels = {lab.text: lab for lab in hole_labels(lay, covered=on_seat_one) if lab.kind == "hole"}
    plain = {lab.text: lab for lab in hole_labels(lay) if lab.kind == "hole"}
    for text, lab in labels.items():
        seat, offset = _side_of(text)
        hole = lay.track[int(text)]
        if seat != 1:
            assert lab == plain[text]  # the other sides keep their numbers outside
            continue
        assert math.dist(lab.xy, CENTRE) < math.dist(hole, CENTRE)  # inside the track
        assert lab.turn == label_angle(lay.corners, 1)  # along the side, as its name runs
        assert math.dist(lab.xy, hole) < 1.5 * lay.spacing  # still beside its own hole
    # RULES 2.come-out-in-spot: the landmarks keep their numbers; a number left out is one that
    # would crowd a landmark's, moved along the side off the ways into home and to start.
    for offset in (IN_SPOT_OFFSET, COME_OUT_OFFSET):
        assert str(SIDE + offset) in labels
    landmarks = [labels[str(SIDE + o)].xy for o in (IN_SPOT_OFFSET, COME_OUT_OFFSET)]
    for text in set(plain) - set(labels):
        assert _side_of(text)[0] == 1
        moved = hole_labels(lay, covered=lambda lab, t=text: lab.text == t)
        inside = next(lab for lab in moved if lab.text == text)
        assert min(math.dist(inside.xy, xy) for xy in landmarks) < CROWDED * lay.spacing


def test_the_eight_player_flat_sides_number_their_landmarks_inside() -> None:
    # The names of the flat sides are pulled in to fit the picture: over the numbers' band.
    lay = layout(8)
    labels = {lab.text: lab for lab in hole_numbers(Sheet(lay, 900, theme_named("light")))}
    for seat in range(8):
        hole = SIDE * seat + COME_OUT_OFFSET
        inside = math.dist(labels[str(hole)].xy, CENTRE) < math.dist(lay.track[hole], CENTRE)
        flat = label_angle(lay.corners, seat) % 90 == 0
        assert inside == flat, seat


def test_a_hidden_number_is_one_under_a_seats_label() -> None:
    # A number the scene moves is under a seat's label; one far from every label stays put.
    sheet = Sheet(layout(8), 900, theme_named("light"))
    moved = {lab.text for lab in hole_numbers(sheet) if lab not in hole_labels(sheet.layout)}
    assert moved and moved <= {str(SIDE * s + o) for s in (0, 2, 4, 6) for o in (3, 8, 13)}
    assert isinstance(next(iter(hole_numbers(sheet))), Label)
