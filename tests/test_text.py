"""The text diagram (pegs.render.text): what str(position) prints in a terminal."""

from __future__ import annotations

import pytest

from pegs import Position, new_game
from tests.builders import make


def _seat_line(text: str, seat: int) -> str:
    return next(line for line in text.splitlines() if line.startswith(f"{seat} "))


def _side_cells(line: str) -> str:
    """The 18 cells of a seat line's side of the track, groups joined."""
    groups = line.split()[3:6]
    return "".join(groups)


def test_str_is_the_text_diagram():
    position = make({0: ["T12"]})
    assert str(position).splitlines()[1].startswith("0 Blue")


def test_each_seat_line_shows_start_side_home():
    """RULES 2: seat 1's side is T18..T35; its in-spot T21, come-out hole T26."""
    position = make({0: ["S", "S", "T19", "T26", "H5"], 1: ["T22", "H1", "H3"]}, turn=1)
    line = _seat_line(str(position), 1)
    assert "S:2" in line
    assert "H:1.1.." in line
    # T19 holds a Blue peg (0), T21 is Orange's in-spot, T22 an Orange peg, T26 a Blue peg on
    # Orange's come-out hole (so the come-out mark gives way to the peg).
    assert _side_cells(line) == ".0.i1...0........."
    line0 = _seat_line(str(position), 0)
    assert "S:2" in line0 and "H:....0" in line0
    assert _side_cells(line0) == "...i....o........."


def test_status_line_names_turn_dealer_piles():
    position = new_game(4, seed=5)
    text = str(position)
    assert f"to play: {position.turn} " in text
    assert f"dealer: {position.dealer} " in text
    assert f"draw: {len(position.draw)}" in text
    for seat in range(4):
        hand = " ".join(c.notation for c in position.hands[seat])
        assert _seat_line(text, seat).endswith(hand)


def test_unknown_hands_and_winner():
    done = make({1: ["H1", "H2", "H3", "H4", "H5"], 3: ["H1", "H2", "H3", "H4", "H5"]})
    text = str(done)
    assert "team 1 (Orange and Purple) has won" in text
    assert "to play" not in text
    assert _seat_line(text, 0).endswith("?")


@pytest.mark.parametrize("players", [4, 6, 8])
def test_one_line_per_seat_and_narrow(players):
    text = str(new_game(players, seed=1))
    lines = text.splitlines()
    assert [line[0] for line in lines[1 : players + 1]] == [str(s) for s in range(players)]
    assert max(len(line) for line in lines) <= 100


def test_repr_pastes_back():
    position = make({0: ["T12"], 2: ["H3"]}, hands={0: ["7S"]})
    assert eval(repr(position), {"Position": Position}) == position
