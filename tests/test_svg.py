"""The SVG renderer: well-formed, complete, deterministic, marks what it is asked to."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

import pytest

from pegs import Move, PegsError, Position, new_game
from pegs.render.svg import THEMES, SvgImage, render_svg
from tests.builders import make

NS = {"svg": "http://www.w3.org/2000/svg"}
MIXED = {  # every kind of place for a few seats
    0: ["S", "S", "T12", "T40", "H5"],
    1: ["T44", "H1", "H2"],
    2: ["T3", "T30"],
    3: ["T21", "H3", "H4", "H5"],
}


def _tree(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def _pegs(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == "peg"]


def _by_class(root: ET.Element, cls: str) -> list[ET.Element]:
    return [e for e in root.iter() if e.get("class") == cls]


@pytest.mark.parametrize("players", [4, 6, 8])
def test_svg_parses_and_holds_five_pegs_per_seat(players):
    position = new_game(players, seed=4)
    position = position.after(*[m for m in position.legal_moves() if not m.is_discard][:1])
    root = _tree(render_svg(position))
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    pegs = _pegs(root)
    assert len(pegs) == 5 * players
    for seat in range(players):
        mine = sorted(g.get("data-place") for g in pegs if g.get("data-seat") == str(seat))
        assert mine == sorted(position.to_dict()["pegs"][str(seat)])


def test_every_peg_says_where_it_is():
    """Each peg carries its RULES 10 place and a tooltip naming its colour and place."""
    position = make(MIXED)
    pegs = _pegs(_tree(render_svg(position)))
    places = {(g.get("data-seat"), g.get("data-place")) for g in pegs}
    assert ("0", "T12") in places and ("1", "H2") in places and ("2", "S") in places
    for g in pegs:
        title = g.find("svg:title", NS)
        assert title is not None
        assert g.get("data-place") in title.text
    tooltip = next(g.find("svg:title", NS).text for g in pegs if g.get("data-place") == "T44")
    assert tooltip.startswith("Orange (seat 1) peg")
    assert "Green's come-out hole" in tooltip  # T44 = T(18*2+8), RULES 2


def test_pegs_of_one_seat_share_a_shape_and_seats_differ():
    """Colour AND shape tell seats apart (colour-blind readers)."""
    root = _tree(render_svg(new_game(8, seed=1)))
    kinds = {}
    for g in _pegs(root):
        (shape,) = list(g)[1:]
        # Corner count and the direction of the first corner from the middle tell the outlines
        # apart (a square and a diamond both have 4) wherever the peg stands.
        pts = [tuple(map(float, p.split(","))) for p in (shape.get("points") or "").split()]
        outline = None
        if pts:
            mx, my = sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts)
            first = math.degrees(math.atan2(pts[0][1] - my, pts[0][0] - mx))
            outline = (len(pts), round(first / 5))
        kinds.setdefault(g.get("data-seat"), set()).add((shape.tag, outline, shape.get("fill")))
    assert all(len(k) == 1 for k in kinds.values())
    outlines = [next(iter(k))[:2] for k in kinds.values()]
    fills = [next(iter(k))[2] for k in kinds.values()]
    assert len(set(outlines)) == 8 and len(set(fills)) == 8


def test_identical_on_two_runs():
    position = make(MIXED, hands={0: ["7S", "JK"]}, draw=["AS"], discard=["5C"])
    options = dict(highlights=["T15", "0:H4"], last_move=Move.parse("5C 0:T7-T12"), theme="dark")
    first = render_svg(position, **options)
    assert render_svg(position, **options) == first
    assert render_svg(Position.from_json(position.to_json()), **options) == first


def test_come_out_holes_and_in_spots_are_marked():
    root = _tree(render_svg(new_game(6, seed=0)))
    assert sorted(int(e.get("data-seat")) for e in _by_class(root, "come-out")) == list(range(6))
    assert sorted(int(e.get("data-seat")) for e in _by_class(root, "in-spot")) == list(range(6))


def test_highlights_appear_where_asked():
    position = make(MIXED)
    plain = _tree(render_svg(position))
    assert _by_class(plain, "highlight") == []
    root = _tree(render_svg(position, highlights=["T15", 50, (0, "H4"), "2:S"]))
    marked = sorted(e.get("data-place") for e in _by_class(root, "highlight"))
    assert marked == ["0:H4", "2:S", "T15", "T50"]


def test_highlight_drawn_at_the_hole_it_names():
    from pegs.render.geometry import layout

    size = 500
    root = _tree(render_svg(make(MIXED), size=size, highlights=["T15"]))
    (ring,) = _by_class(root, "highlight")
    x, y = layout(4).track[15]
    assert float(ring.get("cx")) == pytest.approx(x * size, abs=0.1)
    assert float(ring.get("cy")) == pytest.approx(y * size, abs=0.1)


def test_highlights_of_legal_moves_mark_their_destinations():
    position = make({0: ["T10"]}, hands={0: ["5H"]})
    moves = [m for m in position.legal_moves() if not m.is_discard]
    root = _tree(render_svg(position, highlights=moves))
    assert [e.get("data-place") for e in _by_class(root, "highlight")] == ["T15"]


def test_last_move_from_events_draws_path_and_bump():
    before = make({0: ["T40"], 1: ["T44"]}, hands={0: ["4H"]})
    after, events = before.play("4H 0:T40-T44")
    root = _tree(render_svg(after, last_move=events))
    (path,) = _by_class(root, "last-move")
    line = path.find("svg:polyline", NS)
    assert len(line.get("points").split()) == 1 + 4  # where it stood, then 4 holes stepped on
    (bump,) = _by_class(root, "bumped")
    assert bump.get("data-place") == "1:S"


def test_last_move_given_as_a_move_walks_backward_for_an_eight():
    """RULES 4: an 8 moves backward, so the path goes T5, T4, ... T69 (not 64 holes forward)."""
    after = make({0: ["T69"]})
    root = _tree(render_svg(after, last_move=Move.parse("8C 0:T5-T69")))
    (path,) = _by_class(root, "last-move")
    assert len(path.find("svg:polyline", NS).get("points").split()) == 1 + 8


def test_bumped_pegs_are_ringed():
    root = _tree(render_svg(make(MIXED), bumped=[(1, "T44"), "T3"]))
    assert sorted(e.get("data-place") for e in _by_class(root, "bumped")) == ["1:T44", "2:T3"]


def test_bottom_seat_rotates_the_board():
    position = make(MIXED)
    assert render_svg(position, bottom_seat=2) != render_svg(position)


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_every_theme_renders(theme):
    root = _tree(render_svg(make(MIXED), theme=theme, size=300))
    assert root.get("width") == "300"
    assert len(_pegs(root)) == 20


def test_turn_and_winner_are_shown():
    text = render_svg(make(MIXED, turn=3))
    assert "Purple to play" in text
    won = make({0: ["H1", "H2", "H3", "H4", "H5"], 2: ["H1", "H2", "H3", "H4", "H5"]})
    assert "Team 0 wins!" in render_svg(won)


def test_returned_string_displays_itself_in_jupyter():
    svg = render_svg(make(MIXED))
    assert isinstance(svg, SvgImage) and isinstance(svg, str)
    assert svg._repr_svg_() == svg
    assert make(MIXED)._repr_svg_() == svg


@pytest.mark.parametrize(
    "options",
    [
        {"theme": "neon"},
        {"size": 10},
        {"bottom_seat": 4},
        {"highlights": ["H3"]},
        {"highlights": [1003]},
        {"highlights": ["9:T3"]},
        {"highlights": [object()]},
        {"bumped": ["T50"]},
    ],
)
def test_bad_options_are_refused_clearly(options):
    with pytest.raises(PegsError):
        render_svg(make(MIXED), **options)
