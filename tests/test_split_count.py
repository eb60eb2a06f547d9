"""The 7 and 9 splits counted without their rows (``pegs._engine.splitcount``): as many as the
listing makes, and each one read by its index the very split the listing holds there.

RULES 4 (a split moves two pegs), 5 (blocking, bumping, teammates sent to their in-spots, home)
and 9 (``home_entry``, ``team_pegs``, ``nine``) decide the splits; crowded boards, where first
parts change second parts most often, are drawn here on purpose.
"""

from __future__ import annotations

import pytest
from builders import make
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pegs import PegsError, Position
from pegs._engine.splitcount import split_count
from pegs._engine.splits import split_pairs

many = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def crowded(draw: st.DrawFn) -> Position:
    """A 4- or 6-player board with pegs packed around one hole and into home, a 7 and a 9 held."""
    players = draw(st.sampled_from([4, 6]))
    length = 18 * players
    centre = draw(st.integers(0, length - 1))
    holes = draw(st.lists(st.integers(-12, 12), min_size=2, max_size=14, unique=True))
    pegs: dict[int, list[str]] = {seat: [] for seat in range(players)}
    for d in holes:
        seat = draw(st.integers(0, players - 1))
        if len(pegs[seat]) < 5:
            pegs[seat].append(f"T{(centre + d) % length}")
    for seat in range(players):
        room = 5 - len(pegs[seat])
        homes = draw(st.lists(st.integers(1, 5), max_size=min(room, 3), unique=True))
        pegs[seat] += [f"H{h}" for h in homes]
    options = {
        "home_entry": draw(st.sampled_from(["compulsory", "optional"])),
        "team_pegs": draw(st.sampled_from(["any", "own-first"])),
    }
    turn = draw(st.integers(0, players - 1))
    try:
        return make(pegs, players=players, turn=turn, hands={turn: ["7C", "9D"]}, **options)
    except PegsError:  # a home lane filled past a peg, say: not a position
        return draw(st.nothing())


def _assert_counted_as_listed(position: Position) -> None:
    """The view's count and every index agree with ``legal_moves()``, splits included."""
    legal = position.legal_moves()
    view = position.legal_moves_view()
    assert view.count() == len(legal)
    for i in range(len(legal)):
        assert view[i] == legal[i], i


@many
@given(crowded())
def test_rules_4_5_9_splits_on_crowded_boards_are_counted_and_read_as_listed(position):
    """RULES 4, 5 and 9: bumps, chains, blocks and home entries among the first parts."""
    _assert_counted_as_listed(position)


@many
@given(crowded(), st.sampled_from([7, 9]), st.booleans())
def test_rules_4_9_the_count_and_each_split_match_the_pairs_made_one_by_one(position, total, back):
    """RULES 4 and 9 (``nine=split-forward-back`` too): ``split_count`` against ``split_pairs``."""
    reach = position._core.reach()
    pairs = split_pairs(reach, total, back)
    counted = split_count(position._core.reach(), total, back)
    assert counted.size == len(pairs)
    assert [counted.pair(i) for i in range(counted.size)] == pairs
    with pytest.raises(IndexError):
        counted.pair(counted.size)


def test_rules_5_a_first_part_landing_on_a_teammate_sends_it_on_and_frees_a_second_part():
    """RULES 5: Blue's first part lands on a Green peg, which goes to Green's in-spot; the splits
    after it are worked out on the board that left."""
    position = make(
        {0: ["T60", "T62"], 2: ["T64", "T66"], 1: ["T63"]}, hands={0: ["7C"]}, team_pegs="any"
    )
    _assert_counted_as_listed(position)
    legal = position.legal_moves()
    assert any(len(m.parts) == 2 for m in legal)


@pytest.mark.parametrize("home_entry", ["compulsory", "optional"])
def test_rules_5_9_home_entries_within_a_split_are_counted_once_or_twice(home_entry):
    """RULES 5 and 9 (``home_entry``): a peg three holes short of its in-spot can enter home
    with 4 to 7 of a 9; compulsory entry takes the hole's part away, optional keeps both."""
    position = make({0: ["T0", "T20", "H5"]}, hands={0: ["9D"]}, home_entry=home_entry)
    _assert_counted_as_listed(position)


def test_rules_5_a_refused_landing_is_not_counted():
    """RULES 5 (5.teammate-on-in-spot): a Green peg on its own in-spot cannot be landed on, so
    the first parts that would land there are not splits."""
    position = make({0: ["T30", "T34"], 2: ["T39"]}, hands={0: ["7C"]}, team_pegs="any")
    _assert_counted_as_listed(position)
