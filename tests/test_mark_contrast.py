"""Every seat's markings stand out from the board at 3:1 or more, in every theme (issue 29, item 7).

The board marks each seat's come-out hole (a ring) and in-spot (a square), its way out of start and
into home, and tints its side of the track, its start area and its home lane (RULES 2). WCAG 2.1
asks 3:1 of the parts of a picture a reader needs (1.4.11): a seat colour can miss it (yellow on
the light board is 1.15:1) and a tint always does, so those marks are outlined in a deeper shade
of the seat's colour. The ratio is WCAG's, computed from the colours the scene draws.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from pegs import new_game
from pegs.render.colours import seat_style
from pegs.render.contrast import MARK_CONTRAST, contrast, legible, seen_over
from pegs.render.geometry import layout
from pegs.render.marks import Group, Mark, Paint
from pegs.render.scene import Sheet, board_layer
from pegs.render.svg import render_svg
from pegs.render.theme import THEMES

#: The marks of one seat on the board (RULES 2), by the class the scene tags them with.
MARKINGS = ("come-out", "in-spot", "way-out", "way-in", "seat-side", "start-area", "home-lane")
CASES = [(theme, players) for theme in THEMES for players in (4, 6, 8)]


def _best(paints: list[Paint], board: str) -> float:
    """The highest contrast against ``board`` of any colour these paints lay on it."""
    best = 1.0
    for paint in paints:
        for colour in (paint.fill, paint.stroke):
            if colour is not None:
                best = max(best, contrast(seen_over(colour, paint.opacity, board), board))
    return best


def _paints(mark: Mark) -> list[Paint]:
    if isinstance(mark, Group):
        return [p for child in mark.children for p in _paints(child)]
    return [mark.paint]


def test_the_wcag_ratio_is_computed_as_wcag_defines_it() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert contrast("#F0E442", "#f4efe4") == pytest.approx(1.15, abs=0.01)  # the figure
    assert seen_over("#000000", 0.5, "#ffffff") == "#808080"
    # A shade is the colour itself when it already reaches the ratio, else deeper until it does.
    assert legible("#0072B2", "#ffffff") == "#0072B2"
    assert contrast(legible("#F0E442", "#ffffff"), "#ffffff") >= MARK_CONTRAST
    assert contrast(legible("#222222", "#262a33"), "#262a33") >= MARK_CONTRAST
    with pytest.raises(ValueError, match="#rrggbb"):
        contrast("yellow", "#ffffff")


@pytest.mark.parametrize(("theme", "players"), CASES)
def test_every_seats_markings_reach_3_to_1_against_the_board(theme: str, players: int) -> None:
    t = THEMES[theme]
    marks = board_layer(Sheet(layout(players), 700, t))
    found: dict[tuple[str, int], float] = {}
    for mark in marks:
        if isinstance(mark, Group) and mark.tag.cls in MARKINGS:
            seat = int(dict(mark.tag.data)["seat"])
            found[(mark.tag.cls, seat)] = _best(_paints(mark), t.board)
    weak = {
        f"{seat_style(seat).name}'s {kind}: {ratio:.2f}"
        for (kind, seat), ratio in found.items()
        if ratio < MARK_CONTRAST
    }
    assert sorted(found) == sorted((kind, s) for kind in MARKINGS for s in range(players))
    assert not weak, f"under 3:1 against the {theme} board: {sorted(weak)}"


@pytest.mark.parametrize(("theme", "players"), CASES)
def test_the_svg_draws_those_outlines(theme: str, players: int) -> None:
    # The written picture, not only the scene: each marking's group holds a colour at 3:1.
    board = THEMES[theme].board
    root = ET.fromstring(render_svg(new_game(players, seed=2), theme=theme, size=700))
    ratios: dict[tuple[str, int], float] = {}
    for group in root.iter("{http://www.w3.org/2000/svg}g"):
        kind = group.get("class", "")
        if kind not in MARKINGS:
            continue
        best = 1.0
        for element in group:
            for part in ("stroke", "fill"):
                colour = element.get(part, "")
                opacity = float(element.get(f"{part}-opacity", "1"))
                if colour.startswith("#"):
                    best = max(best, contrast(seen_over(colour, opacity, board), board))
        ratios[(kind, int(group.get("data-seat", "-1")))] = best
    assert len(ratios) == len(MARKINGS) * players
    assert min(ratios.values()) >= MARK_CONTRAST, min(ratios.items(), key=lambda kv: kv[1])
