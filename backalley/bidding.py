"""What the bids of a deal settle: who bids when, board levels, the contracts, who leads.

Owns the facts derived from a deal's bids alone (RULES B, bidding and play): the seat of each
bid (bidding starts at the dealer's left), each board's level, a seat's bid, a team's contract,
and the highest bidder, who leads the first trick. ``State`` and ``SeatView`` both ask these.
"""

from __future__ import annotations

from dataclasses import dataclass

from backalley.actions import Bid
from backalley.rules import PLAYERS, next_seat, team_of


def bidder(dealer: int, index: int) -> int:
    """Seat that makes the ``index``-th bid of a deal (bidding starts at the dealer's left)."""
    return next_seat(dealer, 1 + index)


def board_levels(bids: tuple[Bid, ...]) -> tuple[int, ...]:
    """Level of each bid: 0 for non-boards, else one more than the boards bid before it."""
    levels: list[int] = []
    boards = 0
    for bid in bids:
        if bid.board:
            boards += 1
            levels.append(boards)
        else:
            levels.append(0)
    return tuple(levels)


def opening_leader(dealer: int, bids: tuple[Bid, ...]) -> int:
    """Seat of the highest bidder, who leads the first trick (RULES B, play).

    Board beats any number; among boards the *last* to bid board leads; among equal numbers the
    *first* to bid it leads. Undefined when all passed (the deal is then redealt).
    """
    best_index = 0
    best_key = (-1, 0)
    for index, (bid, level) in enumerate(zip(bids, board_levels(bids), strict=True)):
        # Boards compare by level (later boards are higher); numbers by size, and the strict ">"
        # keeps the first bidder of an equal number.
        key = (1, level) if bid.board else (0, bid.number)
        if key > best_key:
            best_key, best_index = key, index
    return bidder(dealer, best_index)


@dataclass(frozen=True)
class Contract:
    """A team's bid for the deal: a number of tricks (0 when both passed) or a board level."""

    tricks: int = 0
    board_level: int = 0

    @property
    def is_board(self) -> bool:
        """True when the team bid board (at any level)."""
        return self.board_level > 0


def bid_of(dealer: int, bids: tuple[Bid, ...], seat: int) -> Bid | None:
    """The bid ``seat`` made in a deal dealt by ``dealer``, or None if it has not bid yet."""
    index = (seat - dealer - 1) % PLAYERS
    return bids[index] if index < len(bids) else None


def team_contract(dealer: int, bids: tuple[Bid, ...], team: int) -> Contract:
    """A team's bid so far: its highest board level, else the sum of its numbers (RULES B)."""
    level = 0
    tricks = 0
    for index, (bid, bid_level) in enumerate(zip(bids, board_levels(bids), strict=True)):
        if team_of(bidder(dealer, index)) == team:
            level = max(level, bid_level)
            tricks += bid.number
    return Contract(tricks=0, board_level=level) if level else Contract(tricks=tricks)


__all__ = [
    "Contract",
    "bid_of",
    "bidder",
    "board_levels",
    "opening_leader",
    "team_contract",
]
