"""Side by side with the public pure-Python Pegs and Jokers engine (issue 30, item 5).

The peer is read from a folder given on the command line (``--peer-path``: the folder holding its
``pegsandjokers`` package, github.com/arp-Trosh/pegsandjokers); none of its code is in this
repository, and without that folder the benchmark says so and stops. Both engines run in this one
process, in alternate rounds, timed in CPU seconds of the process (``time.process_time``):

- **hand listings** on the benchmark positions (``positions.jsonl``), each set up in both
  engines (the same pegs, hands and seat to move; each engine applies its own rules): the peer's
  ``legal_moves_for_card`` for every card of the hand, against our ``legal_moves()`` (listed) and
  our ``legal_moves_view().count()`` (counted), each from a fresh position (our look-up arrays
  built in the call) and warm (built once, as a shared set-up);
- **whole random games** at 4, 6 and 8 players from seeded deals, each engine playing uniformly
  random legal moves to a winner by its own rules (the peer's turn as its server plays one: the
  moves of every card, one drawn, else a card thrown away; ours drawing from the view).

    python benchmarks/peer.py --peer-path /tmp/peer [--rounds N] [--games N] [--json FILE]
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import fresh, load_positions
from figures import finished, started

from pegs import HOME, START, Card, Position, new_game

PEER_SUITS = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
MAX_PEER_TURNS = 20_000  # a peer game still going after this many turns is counted unfinished


def load_peer(path: Path) -> tuple[ModuleType, ModuleType, ModuleType] | None:
    """The peer's state, rules and cards modules, or None when ``path`` has no peer."""
    if not (path / "pegsandjokers" / "game" / "rules.py").is_file():
        return None
    sys.path.insert(0, str(path))
    state = importlib.import_module("pegsandjokers.game.state")
    rules = importlib.import_module("pegsandjokers.game.rules")
    cards = importlib.import_module("pegsandjokers.game.cards")
    return state, rules, cards


def peer_card(cards: ModuleType, card: Card) -> Any:
    """Our card as the peer's."""
    if card.is_joker:
        return cards.Card("JOKER")
    text = card.notation
    return cards.Card(text[:-1], PEER_SUITS[text[-1]])


def peer_state(peer: tuple[ModuleType, ModuleType, ModuleType], position: Position) -> Any:
    """The peer's game state for our position: the same pegs, hands and seat to move.

    Start pegs are in the peer's home slots, track holes keep their numbers (both boards have
    18-hole arms with the come-out spot on the 9th hole and the in-spot on the 4th), and our
    home places H1-H5 are the peer's safe slots 0-4.
    """
    state_mod, _, cards = peer
    state = state_mod.GameState(position.players)
    for seat in range(position.players):
        state.add_player(seat, f"seat {seat}", state_mod.COLORS[seat])
        slot = 0
        for index, place in enumerate(position.pegs[seat]):
            peg = state.pegs[(seat, index)]
            if place == START:
                peg.location = ("home", seat, slot)
                slot += 1
            elif place > HOME:
                peg.location = ("safe", seat, place - HOME - 1)
            else:
                peg.location = ("track", place)
        hand = position.hands[seat] or ()
        state.players[seat].hand = [peer_card(cards, c) for c in hand]
    state.phase = state_mod.GameState.PHASE_PLAYING
    state.turn_player = position.turn
    return state


def peer_listing(rules: ModuleType, state: Any) -> int:
    """Every card's legal moves for the player to move, as the peer's server asks for them."""
    player = state.turn_player
    board = state.board
    return sum(
        len(rules.legal_moves_for_card(state, board, player, card, index))
        for index, card in enumerate(state.players[player].hand)
    )


def peer_game(peer: tuple[ModuleType, ModuleType, ModuleType], players: int, seed: int) -> int:
    """One seeded random game in the peer; the turns played (its server's turn, move drawn)."""
    state_mod, rules, _ = peer
    rng = random.Random(seed)
    state = state_mod.GameState(players, rng=rng)
    for seat in range(players):
        state.add_player(seat, f"seat {seat}", state_mod.COLORS[seat])
    state.start_game()
    board = state.board
    for turn in range(1, MAX_PEER_TURNS + 1):
        player = state.turn_player
        hand = state.players[player].hand
        moves = []
        for index, card in enumerate(hand):
            moves += rules.legal_moves_for_card(state, board, player, card, index)
        if moves:
            move = rng.choice(moves)
            rules.apply_move(state, board, move)
            index = move["card_index"]
        else:
            index = rng.randrange(len(hand)) if hand else -1
        if index >= 0:
            state.discard.append(hand.pop(index))
            drawn = state.draw_card()
            if drawn is not None:
                hand.append(drawn)
        mate = board.teammate(player)
        if any(state.team_all_safe(m) for m in ([player] if mate is None else [player, mate])):
            return turn
        state.next_turn()
    return -MAX_PEER_TURNS  # unfinished


def our_game(players: int, seed: int) -> int:
    """One seeded random game in this engine, played out in place; the turns played."""
    return new_game(players, seed=seed).play_out(random.Random(seed))[1]


def our_stepwise_game(players: int, seed: int) -> int:
    """The same game position by position, drawing from the view; the turns played."""
    rng = random.Random(seed)
    position = new_game(players, seed=seed)
    turns = 0
    while not position.is_over:
        position = position.play(position.legal_moves_view().sample(rng))[0]
        turns += 1
    return turns


#: Each engine's whole random game: (players, seed) -> turns played (negative: unfinished).
GAMES: dict[str, Callable[[Any, int, int], int]] = {
    "peer": peer_game,
    "ours": lambda _, players, seed: our_game(players, seed),
    "ours_stepwise": lambda _, players, seed: our_stepwise_game(players, seed),
}


def _median_us(samples: list[float], calls: int) -> float:
    return round(statistics.median(samples) / calls * 1e6, 2)


def listings(peer: tuple[ModuleType, ModuleType, ModuleType], rounds: int) -> dict[str, Any]:
    """Per-call microseconds of a hand's listing: the peer's, ours listed and ours counted."""
    rules = peer[1]
    positions = [p for p in load_positions() if p.hands[p.turn] is not None and not p.is_over]
    states = [peer_state(peer, p) for p in positions]
    for p in positions:  # warm: our arrays and rows built once before timing
        p.legal_moves()
        p.legal_moves_view().count()
    ways: dict[str, Callable[[], int]] = {
        "peer": lambda: sum(peer_listing(rules, s) for s in states),
        "listed_warm": lambda: sum(len(p.legal_moves()) for p in positions),
        "counted_warm": lambda: sum(p.legal_moves_view().count() for p in positions),
        "listed_fresh": lambda: sum(len(p.legal_moves()) for p in map(fresh, positions)),
        "counted_fresh": lambda: sum(p.legal_moves_view().count() for p in map(fresh, positions)),
    }
    times: dict[str, list[float]] = {name: [] for name in ways}
    moves: dict[str, int] = {}
    for _ in range(rounds):
        for name, how in ways.items():
            start = time.process_time()
            moves[name] = how()
            times[name].append(time.process_time() - start)
    calls = len(positions)
    out: dict[str, Any] = {"positions": calls}
    peer_us = _median_us(times["peer"], calls)
    for name in ways:
        us = _median_us(times[name], calls)
        out[name] = {
            "us_per_call": us,
            "moves_per_call": round(moves[name] / calls, 1),
            "times_faster_than_peer": round(peer_us / us, 2),
        }
    return out


def games(
    peer: tuple[ModuleType, ModuleType, ModuleType], count: int, rounds: int
) -> dict[str, Any]:
    """Whole random games at 4, 6 and 8 players in both engines, alternately: ours played out
    in place (``Position.play_out``) and position by position (``play``), the same games."""
    out: dict[str, Any] = {}
    for players in (4, 6, 8):
        times: dict[str, list[float]] = {name: [] for name in GAMES}
        turns: dict[str, list[int]] = {name: [] for name in GAMES}
        for _ in range(rounds):
            for name, game in GAMES.items():
                start = time.process_time()
                played = [game(peer, players, s) for s in range(count)]
                times[name].append(time.process_time() - start)
                turns[name] = played
        if turns["ours"] != turns["ours_stepwise"]:
            raise AssertionError("a play-out played another game than play() did")
        row: dict[str, Any] = {"games": count}
        for name in GAMES:
            ms = statistics.median(times[name]) / count * 1e3
            played = turns[name]
            row[name] = {
                "ms_per_game": round(ms, 2),
                "turns_per_game": round(sum(abs(t) for t in played) / count, 1),
                "us_per_turn": round(ms * 1e3 / (sum(abs(t) for t in played) / count), 2),
                "unfinished": sum(t < 0 for t in played),
            }
        row["stepwise_times_faster_per_game"] = round(
            row["peer"]["ms_per_game"] / row["ours_stepwise"]["ms_per_game"], 2
        )
        row["times_faster_per_game"] = round(
            row["peer"]["ms_per_game"] / row["ours"]["ms_per_game"], 2
        )
        row["times_faster_per_turn"] = round(
            row["peer"]["us_per_turn"] / row["ours"]["us_per_turn"], 2
        )
        out[str(players)] = row
    return out


def main(argv: list[str] | None = None) -> int:
    """Measure both engines side by side and print the table (JSON too when asked)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--peer-path", type=Path, required=True, help="folder of the peer")
    parser.add_argument("--rounds", type=int, default=5, help="alternate rounds (median taken)")
    parser.add_argument("--games", type=int, default=10, help="random games per player count")
    parser.add_argument("--json", type=Path, help="write the figures to this file")
    parser.add_argument("--games-only", action="store_true", help="whole games, no listings")
    args = parser.parse_args(argv)
    peer = load_peer(args.peer_path)
    if peer is None:
        print(
            f"skipped: no peer engine at {args.peer_path} "
            "(expected pegsandjokers/game/rules.py inside it)"
        )
        return 0
    result = started("peer.py", argv)
    result["peer"] = "github.com/arp-Trosh/pegsandjokers"
    if not args.games_only:
        result["listings"] = listings(peer, args.rounds)
    result["games"] = games(peer, args.games, max(1, args.rounds // 2))
    if not args.games_only:
        lst = result["listings"]
        print(f"hand listings on {lst['positions']} benchmark positions (µs a call, CPU):")
        for name in ("peer", "listed_warm", "counted_warm", "listed_fresh", "counted_fresh"):
            row = lst[name]
            print(
                f"  {name:14} {row['us_per_call']:10.2f}  x{row['times_faster_than_peer']:6.2f}"
                f"  ({row['moves_per_call']} moves a call)"
            )
    print("whole random games (CPU):")
    for players, row in result["games"].items():
        p, o = row["peer"], row["ours"]
        print(
            f"  {players} players  peer {p['ms_per_game']:9.2f} ms ({p['turns_per_game']} turns,"
            f" {p['unfinished']} unfinished)  ours {o['ms_per_game']:8.2f} ms"
            f" ({o['turns_per_game']} turns)  x{row['times_faster_per_game']:.2f} a game,"
            f" x{row['times_faster_per_turn']:.2f} a turn;  position by position"
            f" {row['ours_stepwise']['ms_per_game']:8.2f} ms"
            f" x{row['stepwise_times_faster_per_game']:.2f} a game"
        )
    finished(result, args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
