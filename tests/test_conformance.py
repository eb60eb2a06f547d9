"""Conformance: thousands of seeded random games, every rule option, invariants after every move.

Like OpenSpiel's generic game tests: play through the public API only and check its promises on
every step (pegs and cards conserved, no shared place, applying never mutates its input, the
position file round-trips, a won game offers no moves and the turn stays put).
"""

from __future__ import annotations

import random

import pytest
from play import check_invariants, options_for

from pegs import GameWon, Position, new_game

# 2,000 games in all: mostly 4 players, with 6 and 8 (longer games) in every chunk.
CHUNKS = 20
GAMES_PER_CHUNK = {4: 70, 6: 20, 8: 10}
MAX_TURNS = 20_000


def play_to_the_end(players: int, seed: int, options: dict[str, str]) -> int:
    """Play one seeded random game to a winner, checking invariants; returns the turn count."""
    rng = random.Random(seed)
    position = new_game(players, seed=seed, **options)
    for turn in range(MAX_TURNS):
        moves = position.legal_moves()
        assert moves, "a running game always offers a move (must-play or discard)"
        move = rng.choice(moves)
        before = position.to_json() if turn % 50 == 0 else None
        after, events = position.play(move)
        check_invariants(after)
        if before is not None:
            assert position.to_json() == before, "play() must not change its input"
            assert Position.from_json(after.to_json()) == after
        if after.is_over:
            assert isinstance(events[-1], GameWon) and events[-1].team == after.winner
            assert after.turn == position.turn and after.legal_moves() == []
            return turn + 1
        assert after.turn == (position.turn + 1) % players
        position = after
    raise AssertionError(f"game {seed} with {players} players ran past {MAX_TURNS} turns")


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_run_to_a_winner_keeping_every_invariant(chunk):
    index = 0
    for players, count in GAMES_PER_CHUNK.items():
        for _ in range(count):
            seed = chunk * 1000 + index
            turns = play_to_the_end(players, seed, options_for(seed))
            assert turns > 0
            index += 1


def test_the_same_seed_and_moves_replay_the_same_game_reshuffles_included():
    def replay() -> list[str]:
        rng = random.Random(4)
        position = new_game(4, seed=4)
        log = []
        while not position.is_over:
            move = rng.choice(position.legal_moves())
            position, events = position.play(move)
            log.append(move.notation() + " " + " ".join(type(e).__name__ for e in events))
        return log

    first = replay()
    assert any("DiscardsReshuffled" in line for line in first)
    assert replay() == first
