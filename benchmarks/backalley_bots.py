"""Back Alley computer players measured: bidding sense, match results, decision time, speed.

Plays seeded games (teams swapped every other game, so neither side keeps the better seats)
and prints the figures of issue 17: all-pass redeals per game, number contracts made, tricks
bid against tricks taken on 9-13-card deals, match wins with Wilson 95% intervals, the 95th
percentile of a sampler decision, and whole games per second per level. ``--json`` prints one
JSON line. The ~100-line Monte Carlo bidder of the issue is here as a benchmark opponent.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from backalley import new_game
from backalley.actions import PASS, BidAction
from backalley.bots import HeuristicBot, SeatView, make_bot, view_for
from backalley.events import AllPassed, DealScored, TrickTaken
from backalley.rules import partner_of, team_of
from backalley.sampler import _world, knowledge, sample_hands
from backalley.scoring import contract_points
from backalley.state import Contract, Phase, opening_leader


class MonteCarloBidder(HeuristicBot):
    """The issue's benchmark opponent: 30 sampled deals of the unseen cards, each played out
    greedily, the bid with the best expected score; the heuristic bot's card play."""

    name = "mc-bidder"

    def choose_bid(self, view: SeatView) -> BidAction:  # type: ignore[override]
        """The bid with the best mean score over 30 greedy play-outs of sampled deals."""
        rng = random.Random(f"mc:{self.seed}:{view.seat}:{view.deal}:{view.redeals}")
        know = knowledge(view)
        partner = view.bid_of(partner_of(view.seat))
        made = [b for b in view.bids if not b.is_pass]
        leader = opening_leader(view.dealer, view.bids) if made else view.seat
        mine, team = [], []
        for _ in range(30):
            world = _world(view, sample_hands(view, know, rng))
            world.leader = leader
            taken = world.finish()
            mine.append(taken[view.seat])
            team.append(taken[view.seat] + taken[partner_of(view.seat)])
        level = sum(1 for b in view.bids if b.board) + 1
        best, best_value = BidAction(PASS), -math.inf
        for action in view.legal:
            bid = action.bid  # type: ignore[union-attr]
            if bid.board:
                contract, tricks = Contract(board_level=level), team
            elif partner is not None and not partner.board:
                contract, tricks = Contract(partner.number + bid.number), team
            else:
                contract, tricks = Contract(bid.number), mine
            value = sum(contract_points(contract, t, view.hand_size, view.rules) for t in tricks)
            if value > best_value:
                best, best_value = action, value
        return best  # type: ignore[return-value]


def make(name: str, seed: int):
    """A bot by level name, the benchmark opponent included."""
    return MonteCarloBidder(seed) if name == "mc-bidder" else make_bot(name, seed)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score 95% interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(centre - half, 3), round(centre + half, 3))


def play(names: tuple[str, str], seed: int, stats: dict, timed: str | None = None) -> object:
    """One game, team 0 played by ``names[0]``; bidding figures and decision times into stats."""
    bots = [make(names[seat % 2], seed * 10 + seat) for seat in range(4)]
    state = new_game(seed)
    while state.phase is not Phase.OVER:
        seat = state.turn
        view = view_for(state, seat)  # type: ignore[arg-type]
        start, cpu = time.perf_counter(), time.process_time()
        action = bots[seat].choose(view)  # type: ignore[index]
        spent, cpu_spent = time.perf_counter() - start, time.process_time() - cpu
        if timed is not None and names[seat % 2] == timed and len(view.legal) > 1:  # type: ignore[index]
            # Wall time, and CPU time (what a decision costs when the machine is shared).
            stats["times"].append(spent)
            stats["cpu_times"].append(cpu_spent)
        before = state
        state, events = state.apply(action)
        for event in events:
            if isinstance(event, AllPassed):
                stats["redeals"] += 1
            if isinstance(event, DealScored):
                winner = next(e.winner for e in events if isinstance(e, TrickTaken))
                taken = [n + (i == winner) for i, n in enumerate(before.taken)]
                deal = {"deal": before.deal, "cards": before.hand_size, "teams": {}}
                for team in (0, 1):
                    contract = before.contract(team)
                    tricks = sum(n for s, n in enumerate(taken) if team_of(s) == team)
                    deal["teams"][names[team]] = {
                        "bids": [str(before.bid_of(s)) for s in (team, team + 2)],
                        "contract": f"board x{contract.board_level}"
                        if contract.is_board
                        else contract.tricks,
                        "tricks": tricks,
                        "points": contract_points(contract, tricks, before.hand_size, before.rules),
                    }
                    if contract.tricks and not contract.is_board:
                        stats["numbers"] += 1
                        stats["made"] += tricks >= contract.tricks
                    if before.hand_size >= 9 and not contract.is_board:
                        stats["bid_long"] += contract.tricks
                        stats["taken_long"] += tricks
                    stats["bids"] += 2
                    stats["passes"] += sum(1 for s in (team, team + 2) if before.bid_of(s) == PASS)
                stats.setdefault("deals", []).append(deal)
    return state.winner


def new_stats() -> dict:
    """Empty counters."""
    keys = ("redeals", "numbers", "made", "bid_long", "taken_long", "bids", "passes")
    return {**dict.fromkeys(keys, 0), "times": [], "cpu_times": [], "games": 0}


def match(
    a: str, b: str, games: int, seed: int, log: Path | None = None, deal_log: Path | None = None
) -> dict:
    """``a`` against ``b``: a plays team 0 in even games and team 1 in odd ones. With ``log``,
    one JSON line per game is appended there as it ends (a long run cut short still counts);
    with ``deal_log``, one line per deal (bids, contract, tricks and points of each side)."""
    stats = new_stats()
    wins = draws = 0
    start, cpu = time.perf_counter(), time.process_time()
    for game in range(games):
        swap = game % 2 == 1
        names = (b, a) if swap else (a, b)
        stats["deals"] = []
        winner = play(names, seed + game, stats, timed=a)
        stats["games"] += 1
        if deal_log is not None:
            with deal_log.open("a") as out:
                for deal in stats["deals"]:
                    out.write(json.dumps({"seed": seed + game, **deal}) + "\n")
        won = winner == (1 if swap else 0)
        if winner == "draw":
            draws += 1
        elif won:
            wins += 1
        if log is not None:
            line = {
                "match": f"{a} vs {b}",
                "seed": seed + game,
                "won": won,
                "draw": winner == "draw",
            }
            with log.open("a") as out:
                out.write(json.dumps(line) + "\n")
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu
    return {
        "match": f"{a} vs {b}",
        "games": games,
        "wins": wins,
        "draws": draws,
        "win_rate": round(wins / games, 3),
        "wilson95": wilson(wins, games),
        "p95_decision_s": _p95(stats["times"]),
        "p95_decision_cpu_s": _p95(stats["cpu_times"]),
        "games_per_s": round(games / seconds, 4),
        "games_per_cpu_s": round(games / max(cpu_seconds, 1e-9), 4),  # fair on a shared machine
    }


def table(name: str, games: int, seed: int) -> dict:
    """Four players of one level: redeals, contracts made, bids against tricks, speed."""
    stats = new_stats()
    start, cpu = time.perf_counter(), time.process_time()
    for game in range(games):
        play((name, name), seed + game, stats, timed=name)
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu
    return {
        "level": name,
        "games": games,
        "redeals_per_game": round(stats["redeals"] / games, 2),
        "number_contracts_made": round(stats["made"] / max(1, stats["numbers"]), 3),
        "bid_over_taken_9_13": round(stats["bid_long"] / max(1, stats["taken_long"]), 3),
        "pass_share": round(stats["passes"] / max(1, stats["bids"]), 3),
        "p95_decision_s": _p95(stats["times"]),
        "p95_decision_cpu_s": _p95(stats["cpu_times"]),
        "games_per_s": round(games / seconds, 4),
        "games_per_cpu_s": round(games / max(cpu_seconds, 1e-9), 4),  # fair on a shared machine
    }


def _p95(times: list[float]) -> float | None:
    if not times:
        return None
    ordered = sorted(times)
    return round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 4)


def _count(text: str) -> int:
    """A count of games: a whole number of at least 1 (else argparse says what was wrong)."""
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of games (1 or more)")
    return int(text)


PARTS = ("tables", "sampler-vs-heuristic", "sampler-vs-mc", "mc-vs-heuristic")


def main(argv: list[str] | None = None) -> int:
    """Run the measurements sized by the options; print a table or one JSON line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--table-games", type=_count, default=4, help="games of four of a level")
    parser.add_argument("--fast-games", type=_count, default=20, help="games for random/heuristic")
    parser.add_argument("--match-games", type=_count, default=20, help="games per match")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--log", type=Path, help="append one JSON line per match game here")
    parser.add_argument(
        "--deal-log", type=Path, help="append one JSON line per deal of the match games here"
    )
    parser.add_argument(
        "--part",
        choices=PARTS,
        action="append",
        help="run only these measurements (repeatable; default: all)",
    )
    args = parser.parse_args(argv)
    parts = args.part or list(PARTS)
    runs = {
        "tables": lambda: [
            table("random", args.fast_games, args.seed),
            table("heuristic", args.fast_games, args.seed),
            table("sampler", args.table_games, args.seed),
        ],
        "sampler-vs-heuristic": lambda: [
            match("sampler", "heuristic", args.match_games, args.seed, args.log, args.deal_log)
        ],
        "sampler-vs-mc": lambda: [
            match(
                "sampler", "mc-bidder", args.match_games, args.seed + 5000, args.log, args.deal_log
            )
        ],
        "mc-vs-heuristic": lambda: [
            match(
                "mc-bidder",
                "heuristic",
                args.match_games,
                args.seed + 9000,
                args.log,
                args.deal_log,
            )
        ],
    }
    results: dict[str, list[dict]] = {"tables": [], "matches": []}
    for part in parts:
        results["tables" if part == "tables" else "matches"] += runs[part]()
    if args.json:
        print(json.dumps(results))
    else:
        for row in results["tables"] + results["matches"]:
            print(json.dumps(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
