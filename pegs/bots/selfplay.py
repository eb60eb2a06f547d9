"""Seeded games between computer players, and a summary of the results.

Owns running whole games (bots per team, the turn cap, counting bumps; or one bot per seat from
any position, ``run_game``, the game shape's verb of ``pegs.shape``) and summing them up. The
bots themselves live in ``pegs.bots``; the command line and its progress bar in ``cli_bots``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..board import team_of
from ..errors import PegsError
from ..events import BumpedToStart, Event
from ..game import new_game
from ..position import Position
from . import Bot, make_bot

if TYPE_CHECKING:
    import pegs
    from pegs.moves import Move
    from pegs.shape import Game, GameState

    def _conforms(position: Position) -> tuple[GameState[Move, Bot], Game[Position, Bot]]:
        """Never called: the type checker proves here that Pegs has the game shape."""
        return position, pegs


#: A game still going after this many turns is stopped and counted as unfinished.
MAX_TURNS = 5000


@dataclass(frozen=True)
class GameResult:
    """One finished (or stopped) game: winning team or None, turns played, bumps to start."""

    seed: int
    winner: int | None
    turns: int
    bumps: int
    #: True when bot B played team 0 and bot A team 1 in this game.
    swapped: bool = False


@dataclass(frozen=True)
class Summary:
    """Results of a series of games between two bots."""

    players: int
    seed: int
    bots: tuple[str, str]
    games: int
    wins: tuple[int, int]
    #: Games won by each bot (differs from ``wins`` per team when teams were swapped).
    bot_wins: tuple[int, int]
    unfinished: int
    mean_turns: float
    bumps_per_game: float

    def to_dict(self) -> dict[str, Any]:
        """The summary as plain JSON-ready values."""
        return {
            "games": self.games,
            "wins": list(self.wins),
            "mean_turns": round(self.mean_turns, 2),
            "bumps_per_game": round(self.bumps_per_game, 2),
            "unfinished": self.unfinished,
            "players": self.players,
            "seed": self.seed,
            "bots": list(self.bots),
            "bot_wins": list(self.bot_wins),
        }


def game_seed(seed: int, index: int) -> int:
    """The deal seed of game ``index`` of a series started with ``seed``."""
    return seed * 100_003 + index


def play_game(
    bots: tuple[Bot, Bot], players: int, seed: int, max_turns: int = MAX_TURNS, **options: Any
) -> tuple[int | None, int, int]:
    """Play one seeded game, team 0's seats by ``bots[0]``, team 1's by ``bots[1]``.

    Returns the winning team (None if stopped at ``max_turns``), the turns played and the bumps.
    """
    position = new_game(players, seed=seed, **options)
    turns = bumps = 0
    while not position.is_over and turns < max_turns:
        move = bots[team_of(position.turn)].choose(position)
        position, events = position.play(move)
        turns += 1
        bumps += sum(1 for e in events if isinstance(e, BumpedToStart))
    return position.winner, turns, bumps


@dataclass(frozen=True)
class GameRecord:
    """A whole game run by ``run_game``: its final position and the moves made."""

    final: Position
    moves: int

    @property
    def winner(self) -> int | None:
        """The winning team, or None when the run stopped at its move limit."""
        return self.final.winner


def run_game(start: Position, bots: Sequence[Bot], max_moves: int = MAX_TURNS) -> GameRecord:
    """Play from ``start`` to the end (or ``max_moves``), seat ``s`` played by ``bots[s]``."""
    if len(bots) != start.players:
        raise PegsError(f"run_game needs one bot per seat: {start.players}, not {len(bots)}")
    position = start
    moves = 0
    while not position.is_over and moves < max_moves:
        position, _ = position.play(position.decide(bots[position.turn]))
        moves += 1
    return GameRecord(position, moves)


def series_game(
    bot_a: str,
    bot_b: str,
    index: int,
    *,
    players: int = 4,
    seed: int = 0,
    swap: bool = False,
    max_turns: int = MAX_TURNS,
    **options: Any,
) -> GameResult:
    """Game ``index`` of a series; with ``swap``, odd games put bot B on team 0."""
    swapped = swap and index % 2 == 1
    names = (bot_b, bot_a) if swapped else (bot_a, bot_b)
    deal = game_seed(seed, index)
    bots = (make_bot(names[0], seed=deal * 2), make_bot(names[1], seed=deal * 2 + 1))
    winner, turns, bumps = play_game(bots, players, deal, max_turns, **options)
    return GameResult(deal, winner, turns, bumps, swapped)


def iter_games(
    bot_a: str,
    bot_b: str,
    *,
    players: int = 4,
    games: int = 10,
    seed: int = 0,
    swap: bool = False,
    max_turns: int = MAX_TURNS,
    **options: Any,
) -> Iterator[GameResult]:
    """Play a series of seeded games, one at a time (see ``series_game``)."""
    for index in range(games):
        yield series_game(
            bot_a,
            bot_b,
            index,
            players=players,
            seed=seed,
            swap=swap,
            max_turns=max_turns,
            **options,
        )


def summarize(results: list[GameResult], players: int, seed: int, bots: tuple[str, str]) -> Summary:
    """Totals over a series: wins per team and per bot, mean length, bumps per game."""
    games = len(results)
    wins = [0, 0]
    bot_wins = [0, 0]
    for r in results:
        if r.winner is not None:
            wins[r.winner] += 1
            a_team = 1 if r.swapped else 0
            bot_wins[0 if r.winner == a_team else 1] += 1
    return Summary(
        players=players,
        seed=seed,
        bots=bots,
        games=games,
        wins=(wins[0], wins[1]),
        bot_wins=(bot_wins[0], bot_wins[1]),
        unfinished=sum(1 for r in results if r.winner is None),
        mean_turns=sum(r.turns for r in results) / games if games else 0.0,
        bumps_per_game=sum(r.bumps for r in results) / games if games else 0.0,
    )


def run_selfplay(
    bot_a: str,
    bot_b: str,
    *,
    players: int = 4,
    games: int = 10,
    seed: int = 0,
    swap: bool = False,
    on_game: Callable[[GameResult], None] | None = None,
    **options: Any,
) -> Summary:
    """Play ``games`` seeded games between bot A (team 0) and bot B (team 1) and sum them up."""
    results = []
    for result in iter_games(
        bot_a, bot_b, players=players, games=games, seed=seed, swap=swap, **options
    ):
        results.append(result)
        if on_game is not None:
            on_game(result)
    return summarize(results, players, seed, (bot_a, bot_b))


def seeded_position(players: int, seed: int, plies: int) -> tuple[Position, tuple[Event, ...]]:
    """A seeded random game after ``plies`` moves (moving a peg when it can) and its last events."""
    rng = random.Random(seed)
    position = new_game(players, seed=seed)
    events: tuple[Event, ...] = ()
    for _ in range(plies):
        view = position.legal_moves_view()
        if view and not view[0].is_discard:
            # A card must be played (RULES 7): every move is a real one, drawn as ``rng.choice``
            # draws it (one index below the count), without building the others.
            move = view.sample(rng)
        else:
            moves = list(view)
            real = [m for m in moves if not m.is_discard]
            move = rng.choice(real or moves)
        after, played = position.play(move)
        if after.is_over:
            break
        position, events = after, played
    return position, events
