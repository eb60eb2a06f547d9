"""Advice by outcome and within a budget (issue 30): one line per outcome, counted work, chances.

Both orders of one split (RULES 4, the 7 split) and two copies of a rank leave one board: the
advisor, the hint and the search bot rank that outcome once. The budget is counted in
play-outs (or read from an injected clock), so no test here depends on the machine's speed.
"""

from __future__ import annotations

import io
import json

import pytest
from builders import make

from pegs.bots import search
from pegs.bots.advisor import advise, win_here
from pegs.bots.budget import MAX_PLAYOUTS, SHORTLIST
from pegs.bots.greedy import moves_scored
from pegs.bots.hints import top_outcomes
from pegs.bots.outcomes import group_outcomes
from pegs.bots.search import SearchBot, distinct_moves
from pegs.bots.view import SeatView
from pegs.bots.work import work_for
from pegs.cli import main as pegs_main


def _splits():
    """Blue's pegs on T10 and T30 with two 7s and a 2: the 7 splits both ways (RULES 4)."""
    return make({0: ["T10", "T30"], 1: ["T50"]}, hands={0: ["7C", "7D", "2H"]})


def _board(position, move):
    return position.rules, move.card.rank, tuple(map(sorted, position.after(move).pegs))


def test_rules_4_split_no_advice_lists_one_outcome_twice() -> None:
    """RULES 4 (7 split): both orders of a split and both 7s are one outcome, listed together."""
    position = _splits()
    advice = advise(position, playouts=2)
    boards = [_board(position, a.move) for a in advice]
    assert len(set(map(repr, boards))) == len(boards)
    listed = [m for a in advice for m in a.moves]
    # Every move (suits merged) is listed once, beside the moves with its outcome.
    assert sorted(m.notation() for m in listed) == sorted(
        m.notation() for m in distinct_moves(position.legal_moves())
    )
    for a in advice:
        assert {repr(_board(position, m)) for m in a.moves} == {repr(_board(position, a.move))}
    assert any(len(a.moves) == 2 for a in advice), "a 7 split both ways is one outcome"


def test_the_search_bot_shortlists_outcomes_not_spellings(monkeypatch) -> None:
    position = _splits()
    seen = []
    real = search.play_worlds

    def spy(view, moves, **kwargs):
        seen.append([repr(_board(position, m)) for m in moves])
        return real(view, moves, **kwargs)

    monkeypatch.setattr(search, "play_worlds", spy)
    move = SearchBot(seed=1, playouts=2).choose(position)
    assert position.is_legal(move)
    assert seen and len(set(seen[0])) == len(seen[0]) == 5


def test_the_hint_lists_distinct_outcomes_with_a_chance() -> None:
    outcomes = top_outcomes(_splits(), 3, playouts=2)
    boards = [repr(_board(_splits(), o.move)) for o in outcomes]
    assert len(set(boards)) == 3
    assert all(0 < o.win < 1 for o in outcomes)


def _budget_spy(monkeypatch):
    """Moves scored when play-outs start and after each world of the next ``advise``."""
    marks: list[int] = []
    real = search.play_worlds

    def spy(view, moves, **kwargs):
        marks.append(moves_scored())
        on_world = kwargs.pop("on_world")

        def mark() -> None:
            marks.append(moves_scored())
            if on_world is not None:
                on_world()

        return real(view, moves, on_world=mark, **kwargs)

    monkeypatch.setattr(search, "play_worlds", spy)
    return marks


@pytest.mark.parametrize("budget", [None, 0.1])
def test_advice_within_a_budget_counts_moves_scored(monkeypatch, budget) -> None:
    """The budget (default 1 s) is counted in moves scored: no world is started that would go
    past it at the mean cost so far, and only the shortlist is played out."""
    position = make({0: ["T10", "T30", "T44"], 1: ["T50"]}, hands={0: ["7C", "9D", "2H"]})
    marks = _budget_spy(monkeypatch)
    advice = advise(position, budget=budget)
    work = work_for(budget or 1.0)
    start, ends = marks[0], marks[1:]
    worlds = len(ends)
    assert worlds >= 1
    for k in range(1, worlds):  # before world k+1: the k worlds so far let it in
        assert (ends[k - 1] - start) * (k + 1) <= work * k
    assert worlds == MAX_PLAYOUTS or (ends[-1] - start) * (worlds + 1) > work * worlds
    assert len(advice) > SHORTLIST
    played = [a for a in advice if a.playouts]
    assert len(played) == SHORTLIST and advice[: len(played)] == played
    assert {a.playouts for a in played} == {worlds}


def test_a_deadline_on_an_injected_clock_stops_after_the_first_world(monkeypatch) -> None:
    ticks = iter(range(1, 1000))  # every look at the clock is past the deadline
    worlds = []
    advise(
        _splits(),
        playouts=40,
        deadline=0.5,
        clock=lambda: float(next(ticks)),
        on_world=lambda: worlds.append(1),
    )
    assert len(worlds) == 1


def test_a_slow_hint_shows_progress_after_a_third_of_a_second(monkeypatch) -> None:
    from widgets.app import hint
    from widgets.app.hint import Hint

    monkeypatch.setattr(hint, "HINT_BUDGET", 0.2)  # a small budget keeps the test quick

    now = [0.0]

    def clock() -> float:
        now[0] += 0.2  # each look at the clock is a fifth of a second later
        return now[0]

    shown: list[int] = []
    Hint().ask(_splits(), seed=0, on_progress=shown.append, clock=clock)
    assert (
        shown and shown == sorted(shown) and shown[0] == 2
    )  # 0.4 s after the start > PROGRESS_AFTER
    quick: list[int] = []
    Hint().ask(_splits(), seed=0, on_progress=quick.append, clock=lambda: 0.0)
    assert quick == []


def test_win_chance_is_a_probability_and_a_win_is_certain() -> None:
    winning = make(
        {0: ["T1", "H2", "H3", "H4", "H5"], 1: ["T6"], 2: ["H1", "H2", "H3", "H4", "H5"]},
        hands={0: ["3C", "5H"]},
    )
    advice = advise(winning, playouts=2)
    assert advice[0].wins and advice[0].win == 1.0
    assert 0.5 < win_here(winning) < 1.0
    assert 0.0 < advice[1].win < 1.0


def test_advise_json_prints_the_issues_shape(capsys, monkeypatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(_splits().to_json()))
    status = pegs_main(["advise", "-", "--playouts", "2", "--json"])
    out, err = capsys.readouterr()
    assert status == 0 and err == ""
    data = json.loads(out)
    assert list(data) == ["win", "moves"] and 0 <= data["win"] <= 1
    for item in data["moves"]:
        assert list(item) == ["moves", "win", "reason"]
        assert item["moves"] and all(isinstance(m, str) for m in item["moves"])
        assert 0 <= item["win"] <= 1 and item["reason"]
    assert ["7C 0:T10-T11 0:T30-T36", "7C 0:T30-T36 0:T10-T11"] in [
        i["moves"] for i in data["moves"]
    ]


def test_advise_says_the_chance_in_words_beside_the_table(capsys, monkeypatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(_splits().to_json()))
    assert pegs_main(["advise", "-", "--playouts", "2"]) == 0
    out, err = capsys.readouterr()
    assert len(out.splitlines()) == len(
        group_outcomes(_splits(), distinct_moves(SeatView.of(_splits()).legal_moves()))
    )
    assert err.startswith("Blue and Green win about ") and "; after this move " in err


@pytest.mark.parametrize("budget", ["0", "-1", "nan", "x", "1e9"])
def test_a_bad_budget_follows_the_cli_contract(capsys, budget: str) -> None:
    status = pegs_main(["advise", "-", "--budget", budget])
    out, err = capsys.readouterr()
    assert status == 2 and out == "" and err.startswith("error: ") and err.count("\n") == 1


def test_bump_reach_of_the_moved_pegs_matches_the_whole_table() -> None:
    """RULES 5 (bumps): the cheap look at the holes asked about gives the whole table's answer,
    a chain through a teammate's in-spot (RULES 5) and a split's second part included."""
    from pegs.bots.overlays import bumping_ranks, bumping_ranks_at
    from pegs.bots.selfplay import seeded_position

    for players, seed, plies in ((4, 43, 90), (6, 5, 80), (8, 2, 120)):
        position = seeded_position(players, seed, plies)[0]
        holes = {p for places in position.pegs for p in places if 0 <= p < 1000}
        for attacker in range(players):
            whole = {k: v for k, v in bumping_ranks(position, attacker).items() if k[1] in holes}
            assert dict(bumping_ranks_at(position, attacker, holes)) == whole


def test_the_win_chance_in_words_is_one_whole_sentence() -> None:
    from pegs.words.advice import percent, win_chance_words
    from pegs.words.messages import speaking

    assert win_chance_words(0, 4, 0.62, 0.66) == (
        "Blue and Green win about 62% of games from here; after this move 66%."
    )
    assert win_chance_words(1, 6, 0.4) == "Orange, Purple and Red win about 40% of games from here."
    with speaking("fi"):  # one whole message: a translation places the values its own way
        assert win_chance_words(0, 4, 0.62, 0.66).startswith("Sininen ja Vihreä voittavat")
    assert (percent(0.001), percent(0.999), percent(1.0), percent(0.0)) == (1, 99, 100, 0)


def test_a_bigger_lead_is_a_bigger_chance_but_no_lead_short_of_a_win_is_certain() -> None:
    """Self-play: the team ahead wins about two games in three, so the curve saturates."""
    from pegs.bots.winchance import chance

    chances = [chance(v, 500, 4) for v in (-400, -50, 0, 50, 400)]
    assert chances == sorted(chances) and chances[2] == 0.5
    assert chance(-5_000, 100, 4) > 0.1 and chance(5_000, 100, 4) < 0.9


def test_the_apps_hint_says_the_win_chance_above_its_list(monkeypatch) -> None:
    from widgets.app import hint
    from widgets.app.hint import Hint, hint_html

    monkeypatch.setattr(hint, "HINT_BUDGET", 0.1)
    asked = Hint()
    position = _splits()
    outcomes = asked.ask(position, seed=0)
    words = asked.chance_words(position)
    assert words.startswith("Blue and Green win about ") and "; after this move " in words
    assert words in hint_html(outcomes, words)
    assert asked.chance_words(make({0: ["T1"]}, hands={0: ["2C"]})) == ""  # another position
