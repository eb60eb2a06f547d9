"""The random computer player: a uniformly random legal move, seeded.

It is the baseline other bots are measured against; it looks only at its own hand and the board.
"""

from __future__ import annotations

import random

from ..moves import Move
from ..position import Position
from .view import SeatView, no_move


class RandomBot:
    """Plays a uniformly random legal move; the same view and seed give the same move."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, position: Position) -> Move:
        """A random legal move for the seat to move, drawn from what that seat may see."""
        view = SeatView.of(position)
        moves = view.legal_moves_view()  # counted, not built: one move is made, the one drawn
        if not moves:
            raise no_move(position)
        # A fresh generator per decision, keyed by the view, so a decision never depends on
        # hidden cards or on how many decisions came before.
        rng = random.Random(f"random-bot:{self.seed}:{view.key()}")
        # The index drawn is into the sorted moves (``SeatView.legal_moves``' order), as it
        # always was, so every seeded game stays the same game.
        return moves.sorted_move(rng.randrange(len(moves)))
