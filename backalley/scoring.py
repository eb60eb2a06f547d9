"""Scoring a deal: what a team's contract and its tricks are worth (RULES B, scoring).

Owns the arithmetic only; ``play.py`` decides when a deal is over and calls it.
"""

from __future__ import annotations

from backalley.rules import BOARD_POINTS_PER_TRICK, Rules, team_of
from backalley.state import Contract, State


def contract_points(contract: Contract, tricks: int, hand_size: int, rules: Rules) -> int:
    """Points for one team's contract given the tricks the team took in a deal.

    A number bid made scores ``trick_value`` per trick bid plus 1 per trick over, missed it loses
    ``trick_value`` per trick bid; both passing is a bid of 0, so every trick is an overtrick.
    A board is made only by taking every trick; it is worth 10 per trick of the deal times the
    level's multiplier, won or lost.
    """
    if contract.is_board:
        value = BOARD_POINTS_PER_TRICK * hand_size * rules.board_multiplier(contract.board_level)
        return value if tricks == hand_size else -value
    if tricks >= contract.tricks:
        return rules.trick_value * contract.tricks + (tricks - contract.tricks)
    return -rules.trick_value * contract.tricks


def deal_points(state: State, taken: tuple[int, ...] | None = None) -> tuple[int, int]:
    """Points of each team for the deal in ``state``, from its bids and tricks taken.

    ``taken`` overrides ``state.taken``: the engine scores the deal as its last trick is taken,
    before a state with a complete (unscored) deal would exist.
    """
    counts = state.taken if taken is None else taken
    points = []
    for team in (0, 1):
        tricks = sum(n for seat, n in enumerate(counts) if team_of(seat) == team)
        points.append(contract_points(state.contract(team), tricks, state.hand_size, state.rules))
    return points[0], points[1]
