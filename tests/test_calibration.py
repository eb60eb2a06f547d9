"""The win chance's calibration: its chart (lesson 08), the bands the package ships, the curve."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from pegs.bots import calibration
from pegs.bots.greedy import WIN
from pegs.bots.winchance import chance
from pegs.render.calibration import Band, calibration_chart
from pegs.render.chart import ChartError

SVG = "{http://www.w3.org/2000/svg}"
RESULTS = Path(__file__).resolve().parents[1] / "benchmarks" / "results" / "calibration.json"


def _chart(bands: list[Band]) -> ET.Element:
    """A chart of ``bands`` as XML (so one that is not well-formed fails here)."""
    svg = calibration_chart(bands, title="Honest?", said_label="said", won_label="won")
    return ET.fromstring(svg)


def test_each_band_is_one_point_with_its_numbers_in_words() -> None:
    root = _chart([Band(0.05, 0.04, 0.02, 0.07, 400), Band(0.62, 0.6, 0.55, 0.66, 250)])
    points = list(root.iter(f"{SVG}circle"))
    assert len(points) == 2
    words = [p.find(f"{SVG}title").text for p in points]  # type: ignore[union-attr]
    assert words == [
        "said 5%, won 4% (2% to 7%) of 400 positions",
        "said 62%, won 60% (55% to 66%) of 250 positions",
    ]
    # The diagonal (an honest chance) and the 5-point strip around it are drawn.
    assert root.find(f"{SVG}polygon") is not None
    assert any(line.get("stroke-dasharray") for line in root.iter(f"{SVG}line"))


def test_the_chart_is_the_same_text_every_time() -> None:
    bands = [Band(0.3, 0.35, 0.3, 0.4, 120)]
    args = {"title": "t", "said_label": "s", "won_label": "w"}
    assert calibration_chart(bands, **args) == calibration_chart(bands, **args)


@pytest.mark.parametrize(
    ("band", "words"),
    [
        (Band(0.5, 0.7, 0.4, 0.6, 10), "misses"),
        (Band(1.2, 0.5, 0.4, 0.6, 10), "between 0 and 1"),
        (Band(0.5, 0.5, 0.4, 0.6, 0), "no positions"),
        (Band(0.5, float("nan"), 0.4, 0.6, 10), "finite"),
    ],
)
def test_a_band_the_chart_cannot_show_is_refused_in_words(band: Band, words: str) -> None:
    with pytest.raises(ChartError, match=words):
        calibration_chart([band], title="t", said_label="s", won_label="w")
    with pytest.raises(ChartError, match="at least one band"):
        calibration_chart([], title="t", said_label="s", won_label="w")


def test_the_lesson_shows_the_bands_the_check_judged() -> None:
    """Lesson 08's chart is the held-out check's judged bands, as the benchmark wrote them, each
    with its interval over whole games (a game's positions share one winner)."""
    table = json.loads(RESULTS.read_text())["bands"]
    judged = [row for row in table if row["judged"]]
    shown = calibration.bands()
    assert [(b.said, b.won, [b.low, b.high], b.positions) for b in shown] == [
        (r["predicted"], r["observed"], r["ci95_games"], r["positions"]) for r in judged
    ]
    root = ET.fromstring(calibration.chart())
    # The chance said short of a won board lies between a third and two thirds: four bands.
    assert len(list(root.iter(f"{SVG}circle"))) == len(shown) >= 4


def test_the_same_lead_counts_for_less_at_a_bigger_table() -> None:
    """A lead summed over eight players' pegs is worth less than the same over four."""
    assert 0.5 < chance(60, 800, 8) < chance(60, 800, 4) < 1.0
    assert chance(-60, 800, 8) == pytest.approx(1 - chance(60, 800, 8))


def test_the_fit_never_sees_a_held_out_game_and_both_halves_hold_every_table() -> None:
    """Issue 30 item 4: the chance is fitted on one half of the self-play games and checked on
    the other, so the check is of games the fit never saw."""
    from benchmarks.calibrate_fit import DATA, load

    train, held = load()
    assert not set(train) & set(held)
    assert set(train) | set(held) == {p.stem for p in DATA.glob("*.jsonl")}
    for half in (train, held):
        assert {rows[0][0] for rows in half.values()} == {4, 6, 8}


def test_the_shipped_weights_are_the_fit_of_the_fitting_games() -> None:
    """The weights ``winchance`` ships are what the fit gives on the recorded fitting half."""
    from benchmarks.calibrate_fit import fit, load
    from pegs.bots.winchance import WEIGHTS

    train, _ = load()
    assert tuple(round(w, 4) for w in fit(train)) == WEIGHTS


def test_the_results_are_the_held_out_check_of_the_shipped_chance() -> None:
    """benchmarks/results/calibration.json is what the shipped chance gives on the held-out
    games (seeded resampling: the same numbers every run), before and after this fit."""
    from benchmarks.calibrate_fit import BEFORE, bands, curve, load
    from pegs.bots.winchance import WEIGHTS

    _, held = load()
    results = json.loads(RESULTS.read_text())
    assert results["bands"] == bands(held, curve(WEIGHTS))
    assert results["before"]["bands"] == bands(held, curve(BEFORE[1], BEFORE[0]))


def test_monotone_steps_never_go_down_and_keep_every_win() -> None:
    """The isotonic recalibration tried by --compare: steps that only rise, the wins all kept."""
    from benchmarks.calibrate_fit import isotonic, through

    pairs = [(0.1, 1), (0.2, 0), (0.3, 0), (0.4, 1), (0.5, 1), (0.6, 0), (0.7, 1), (0.8, 1)]
    knots = isotonic(pairs)
    # A win at 10% before two losses pools into one step; a loss at 60% after two wins too.
    assert knots == [
        (pytest.approx(0.2), pytest.approx(1 / 3)),
        (pytest.approx(0.5), pytest.approx(2 / 3)),
        (pytest.approx(0.75), 1.0),
    ]
    assert 3 * knots[0][1] + 3 * knots[1][1] + 2 * knots[2][1] == pytest.approx(5)  # every win
    assert through(knots, 0.0) == knots[0][1] and through(knots, 1.0) == knots[-1][1]
    middle = through(knots, (knots[0][0] + knots[1][0]) / 2)
    assert knots[0][1] < middle < knots[1][1]


@pytest.mark.parametrize("players", [4, 6, 8])
def test_a_whole_game_is_the_holes_left_at_the_deal(players: int) -> None:
    """``whole`` (the fit's measure of how much of a game is left) is every peg's way home."""
    from pegs.bots.winchance import left, whole
    from pegs.game import new_game

    assert whole(players) == left(new_game(players, seed=players)) > 0


def test_a_lead_saturates_so_no_board_short_of_a_win_is_near_certain() -> None:
    """Issue 30 item 4, what self-play showed: each further step of lead moves the chance less
    (a bump can undo any lead), and no lead short of a won board says more than two in three."""
    first = chance(40, 800, 4) - chance(0, 800, 4)
    second = chance(80, 800, 4) - chance(40, 800, 4)
    assert 0 < second < first
    assert 0.5 < chance(10_000, 800, 4) < 2 / 3 < chance(WIN, 800, 4) == 1.0
