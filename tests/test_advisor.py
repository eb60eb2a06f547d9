"""The move advisor: the clearly best move first, a reason for every move, seeded results."""

from __future__ import annotations

import pytest
from builders import make

from pegs import PegsError
from pegs.bots.advisor import advise


def _winning_position():
    # RULES 8: Green (seat 2) is all home and Blue's last peg is 2 holes from its in-spot T3,
    # so a 3 takes it to H1 and wins; the 5 would bump Orange's peg on T6 instead (RULES 5).
    return make(
        {0: ["T1", "H2", "H3", "H4", "H5"], 1: ["T6"], 2: ["H1", "H2", "H3", "H4", "H5"]},
        hands={0: ["3C", "5H", "2D", "4S", "6H"]},
    )


def test_the_winning_move_is_ranked_first() -> None:
    advice = advise(_winning_position(), playouts=4, seed=1)
    assert advice[0].move.notation() == "3C 0:T1-H1"
    assert advice[0].wins and "wins the game" in advice[0].reason
    bump = next(a for a in advice if a.move.notation() == "5H 0:T1-T6")
    assert "bumps Orange's peg on T6 back to start" in bump.reason
    assert not bump.wins


def test_home_beats_a_move_into_danger() -> None:
    # Blue's peg on T70 is 5 holes from its in-spot T3: the 6 takes it home to H1 (RULES 5).
    # The 4 instead moves Blue's other peg past Orange's peg on T40 to T42, where a 2 (or a
    # split 7 or 9) bumps it back to start.
    position = make(
        {0: ["T70", "T38"], 1: ["T40"]},
        hands={0: ["6H", "4D"]},
    )
    advice = advise(position, playouts=8, seed=2)
    assert advice[0].move.notation() == "6H 0:T70-H1"
    assert "takes your peg home to H1" in advice[0].reason
    danger = next(a for a in advice if a.move.notation() == "4D 0:T38-T42")
    assert "2 holes in front of Orange's peg" in danger.reason
    assert danger.score < advice[0].score


def test_every_legal_move_is_ranked_once_with_a_reason() -> None:
    position = _winning_position()
    advice = advise(position, playouts=2, seed=0)
    assert sorted(a.move.notation() for a in advice) == sorted(
        m.notation() for m in position.legal_moves()
    )
    assert all(a.reason for a in advice)
    scores = [a.score for a in advice]
    assert scores == sorted(scores, reverse=True)


def test_advice_is_deterministic_for_a_seed() -> None:
    position = make({0: ["T70", "T20"], 1: ["T18", "T40"]}, hands={0: ["6H", "4D", "7C"]})
    first = advise(position, playouts=3, seed=5)
    assert first == advise(position, playouts=3, seed=5)


def test_progress_bar_is_optional() -> None:
    advice = advise(_winning_position(), playouts=2, seed=0, progress=True)
    assert advice[0].wins


def test_advice_needs_a_hand_and_a_live_game() -> None:
    with pytest.raises(PegsError, match="no hand"):
        advise(make({0: ["T1"]}))
    won = make(
        {0: ["H1", "H2", "H3", "H4", "H5"], 2: ["H1", "H2", "H3", "H4", "H5"]}, hands={0: ["3C"]}
    )
    with pytest.raises(PegsError, match="game is over"):
        advise(won)
    with pytest.raises(PegsError, match="playouts"):
        advise(_winning_position(), playouts=0)
