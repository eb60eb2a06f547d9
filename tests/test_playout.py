"""``Position.play_out``: a random play-out on arrays changed in place plays the very game that
``play(legal_moves_view().sample(rng))`` plays move by move, and changes nothing it was given."""

from __future__ import annotations

import random

import pytest
from builders import make
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from play import check_invariants, games

from pegs import PegsError, Position, new_game

#: Every rules option away from its default, one at a time (RULES 9).
VARIANTS = [
    {"nine": "forward-only"},
    {"nine": "split-forward-back"},
    {"face_cards": "eleven-twelve-thirteen"},
    {"home_entry": "optional"},
    {"team_pegs": "own-first"},
    {"joker_source": "any"},
]


def stepwise(position: Position, rng: random.Random, turns: int | None = None) -> list[Position]:
    """Every position of the same random game, one ``play`` at a time."""
    seen = [position]
    while not position.is_over and len(seen) - 1 != turns:
        view = position.legal_moves_view()
        if not view:
            break
        position = position.play(view.sample(rng))[0]
        seen.append(position)
    return seen


def same(a: Position, b: Position) -> bool:
    """Whether two positions hold the same pegs, cards, piles, turn and winner."""
    return a.to_dict() == b.to_dict() and a.winner == b.winner


@pytest.mark.parametrize("players", [4, 6, 8])
@pytest.mark.parametrize("seed", range(4))
def test_rules_3_7_8_a_play_out_plays_the_game_play_plays_to_the_same_winner(players, seed):
    """RULES 3 (draws and reshuffles), 7 (throwing away) and 8 (the winner and the turn it
    ends on): the play-out ends where the position-by-position game ends, in as many moves."""
    game = stepwise(new_game(players, seed=seed), random.Random(seed))
    end, played = new_game(players, seed=seed).play_out(random.Random(seed))
    assert played == len(game) - 1
    assert end.is_over and same(end, game[-1])


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: "-".join(o.values()))
def test_rules_9_each_option_plays_the_same_game_in_a_play_out(options):
    """RULES 9: under each rules option the play-out draws the same moves as ``play``."""
    for seed in range(3):
        game = stepwise(new_game(4, seed=seed, **options), random.Random(seed))
        end, played = new_game(4, seed=seed, **options).play_out(random.Random(seed))
        assert played == len(game) - 1 and same(end, game[-1])


@pytest.mark.parametrize("turns", [0, 1, 37, 400])
def test_a_play_out_of_so_many_turns_stops_where_play_is_after_them(turns):
    game = stepwise(new_game(4, seed=11), random.Random(11), turns)
    rng = random.Random(11)
    end, played = new_game(4, seed=11).play_out(rng, turns)
    assert played == turns and same(end, game[-1])
    # The generator is left where the game left it: the next move drawn is the same.
    after = stepwise(game[-1], random.Random(11), 1)
    rng_step = random.Random(11)
    stepwise(new_game(4, seed=11), rng_step, turns)
    assert rng.getstate() == rng_step.getstate() and len(after) == 2


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.integers(0, 2**32 - 1), st.integers(0, 120))
def test_from_any_position_under_any_rules_a_play_out_plays_what_play_plays(position, seed, turns):
    """RULES 3 to 9 as the engine plays them: from positions of any size, length and rules
    options, so many turns of a play-out end where ``play`` does, with the pegs and cards whole."""
    game = stepwise(position, random.Random(seed), turns)
    end, played = position.play_out(random.Random(seed), turns)
    assert played == len(game) - 1 and same(end, game[-1])
    check_invariants(end)


def test_a_play_out_goes_on_from_a_game_in_progress_and_leaves_it_unchanged():
    middle = stepwise(new_game(6, seed=5), random.Random(5), 300)[-1]
    before = middle.to_dict()
    moves = middle.legal_moves()
    end, _ = middle.play_out(random.Random(99))
    assert middle.to_dict() == before and middle.legal_moves() == moves
    assert same(end, stepwise(middle, random.Random(99))[-1])
    # The same seed gives the same game again (RULES 3's reshuffles are seeded).
    again, _ = middle.play_out(random.Random(99))
    assert same(again, end)


def test_rules_8_a_won_position_plays_no_move():
    end, _ = new_game(4, seed=2).play_out(random.Random(2))
    again, played = end.play_out(random.Random(3))
    assert end.is_over and played == 0 and same(again, end)


def test_rules_3_reshuffle_a_hand_run_dry_ends_the_play_out_without_an_error():
    """3.reshuffle: a hand that cannot be refilled stays short, and may run dry."""
    p = make({0: ["T10"], 1: ["T30"]}, hands={0: ["5H"], 1: [], 2: [], 3: []})
    end, played = p.play_out(random.Random(1))
    assert played == 1 and end.turn == 1 and end.hands[0] == () and not end.is_over
    assert end.pegs[0][-1] == 15  # Blue's peg went 5 holes on from T10


def test_a_seat_without_a_known_hand_ends_the_play_out():
    p = make({0: ["T10"]})
    assert p.hands[0] is None
    end, played = p.play_out(random.Random(1))
    assert played == 0 and same(end, p)


@pytest.mark.parametrize(
    ("rng", "turns", "words"),
    [
        (7, None, "draws with a random.Random, not 7"),
        (random.Random(1), -1, "0 or more, not -1"),
        (random.Random(1), 2.5, "0 or more, not 2.5"),
        (random.Random(1), True, "0 or more, not True"),
    ],
)
def test_a_play_out_asked_wrongly_says_what_it_needs(rng, turns, words):
    game = new_game(4, seed=1)
    with pytest.raises(PegsError, match=words):
        game.play_out(rng, turns)
    assert game.play_out(random.Random(1), 3)[1] == 3
