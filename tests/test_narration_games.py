"""The golden games told in words: every turn's narration says what its events did.

The golden files (tests/golden) pin the engine's behaviour in notation; this file pins the
narration over the same four seeded games (thousands of turns, every kind of event) by reading
each turn's events and checking the sentences tell them, in colour names and plain words.
Rewording a sentence may need a change here, never a re-recording of the golden files.
"""

from __future__ import annotations

import functools
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import record_golden  # noqa: E402

from pegs import (  # noqa: E402
    BumpedToStart,
    CardDrawn,
    CardPlayed,
    DiscardsReshuffled,
    EnteredHome,
    GameWon,
    SentToInSpot,
    narrate,
)
from pegs.board import board_for  # noqa: E402
from pegs.render.colours import seat_name  # noqa: E402
from pegs.render.describe import card_words  # noqa: E402

ALL_COLOURS = [seat_name(s) for s in range(8)]


@functools.cache
def _game(players: int, seed: int, options: tuple[tuple[str, str], ...]):
    return record_golden.play_through(players, seed, dict(options))


GAMES = [
    pytest.param(players, seed, tuple(options.items()), id=stem)
    for stem, players, seed, options in record_golden.GAMES
]


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_each_turn_starts_with_the_mover_and_names_only_seats_of_the_game(players, seed, options):
    _, turns, _ = _game(players, seed, options)
    absent = ALL_COLOURS[players:]
    for number, (_, move, events) in enumerate(turns, 1):
        text = narrate(events, players=players)
        mover = next(e.seat for e in events if isinstance(e, CardPlayed))
        where = f"turn {number} ({move.notation()}): {text}"
        assert text.startswith(seat_name(mover)), where
        assert not any(re.search(rf"\b{name}\b", text) for name in absent), where
        assert "seat" not in text.lower() and "None" not in text, where
        assert text.endswith("."), where


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_each_turn_tells_its_bumps_homes_reshuffles_and_win(players, seed, options):
    _, turns, _ = _game(players, seed, options)
    told = {"bump": 0, "in-spot": 0, "home": 0}
    for number, (_, move, events) in enumerate(turns, 1):
        text = narrate(events, players=players)
        where = f"turn {number} ({move.notation()}): {text}"
        for e in events:
            # The peg sent away is named by its colour, with where it goes (the wording is free).
            if isinstance(e, BumpedToStart):
                assert f"{seat_name(e.seat)}'s peg" in text and "start" in text, where
                told["bump"] += 1
            elif isinstance(e, SentToInSpot):
                assert f"{seat_name(e.seat)}'s peg" in text and "in-spot" in text, where
                told["in-spot"] += 1
            elif isinstance(e, EnteredHome):
                assert "home" in text, where
                told["home"] += 1
            elif isinstance(e, DiscardsReshuffled):
                assert "shuffled" in text, where
            elif isinstance(e, GameWon):
                team = board_for(players).team_seats(e.team)
                assert "win" in text and all(seat_name(s) in text for s in team), where
    # The four games between them hold every kind of event the checks above read.
    assert all(told.values()), told


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_drawn_cards_are_named_only_when_revealed(players, seed, options):
    _, turns, _ = _game(players, seed, options)
    for number, (_, move, events) in enumerate(turns, 1):
        drawn = [e for e in events if isinstance(e, CardDrawn)]
        hidden = narrate(events, players=players)
        shown = narrate(events, reveal=True, players=players)
        where = f"turn {number} ({move.notation()})"
        for e in drawn:
            assert f"{seat_name(e.seat)} draws a card" in hidden, f"{where}: {hidden}"
            assert card_words(e.card) in shown, f"{where}: {shown}"
        if not drawn:
            assert hidden == shown, where
