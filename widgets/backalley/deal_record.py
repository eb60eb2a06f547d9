"""What the Back Alley table keeps of a deal: its tricks, its row on the score sheet, its summary.

Plain values (seats, cards, bids as numbers), told in words for the human at the table
(``words``) in the language spoken whenever they are shown, so a language chosen mid-deal says
them again; the engine's events (``TrickTaken``, ``DealScored``) fill them in
``controller.TableController``.
"""

from __future__ import annotations

from dataclasses import dataclass

from backalley import Card
from backalley.rules import DEALS, PLAYERS, team_of
from backalley.words.speech import say

from .words import bid_args, bid_words, card_args, game_over_words, ours, team_words, where

#: A bid as the table keeps it: (number of tricks, board level); (0, 0) is a pass.
BidData = tuple[int, int]


@dataclass(frozen=True)
class LastTrick:
    """A completed trick: the cards in the order played from ``leader``, and who took it."""

    deal: int
    leader: int
    cards: tuple[Card, ...]
    winner: int
    number: int = 0  # 1 for the first trick of its deal

    def by_seat(self) -> dict[int, Card]:
        """Each seat's card in this trick."""
        return {(self.leader + i) % PLAYERS: card for i, card in enumerate(self.cards)}

    def words(self, human: int) -> str:
        """The trick in a sentence: "Trick 2: West led 5♠, North 9♠, East K♠, you A♠. ..."."""
        order = [(self.leader + i) % PLAYERS for i in range(len(self.cards))]
        plays = [
            say("table-led" if i == 0 else "table-played", seat=where(s, human), **card_args(c))
            for i, (s, c) in enumerate(zip(order, self.cards, strict=True))
        ]
        joined = ", ".join(plays)
        return say("table-trick", number=self.number, plays=joined, seat=where(self.winner, human))


@dataclass(frozen=True)
class ScoreRow:
    """One scored deal on the score sheet; pairs are (team 0, team 1)."""

    deal: int
    cards: int
    contracts: tuple[BidData, BidData]  # each team's contract
    tricks: tuple[int, int]
    points: tuple[int, int]
    totals: tuple[int, int]

    @property
    def bids(self) -> tuple[str, str]:
        """Each team's contract in words, in the language spoken: "pass", "3", "board"."""
        first, second = (bid_words(*contract) for contract in self.contracts)
        return first, second


@dataclass(frozen=True)
class DealSummary:
    """A finished deal as the table sums it up before the next one: bids, tricks, points."""

    row: ScoreRow
    seat_bids: tuple[tuple[int, BidData], ...]  # (seat, bid) in bidding order
    tricks: tuple[LastTrick, ...]
    #: The game's result when this was the last deal: the winner (a team or "draw"), the scores.
    outcome: tuple[int | str, tuple[int, int]] | None = None

    def result(self, human: int) -> str:
        """The game's result in a sentence ("Game over: ..."), empty unless the game ended."""
        if self.outcome is None:
            return ""
        return game_over_words(*self.outcome, human)

    def lines(self, human: int) -> list[str]:
        """The summary as plain sentences, one per team, then the totals."""
        row = self.row
        lines = [say("table-summary-head", deal=row.deal, deals=DEALS, size=row.cards)]
        for team in (0, 1):
            mine = ", ".join(
                say("table-summary-bid", seat=where(s, human), **bid_args(*b))
                for s, b in self.seat_bids
                if team_of(s) == team
            )
            points = row.points[team]
            lines.append(
                say(
                    "table-summary-team",
                    team=ours(team, human),
                    bids=mine,
                    took=row.tricks[team],
                    made="yes" if points >= 0 else "no",
                    sign="+" if points >= 0 else "-",
                    points=abs(points),
                    **bid_args(*row.contracts[team]),
                )
            )
        lines.append(
            say(
                "table-summary-totals",
                first=team_words(0, human),
                a=row.totals[0],
                second=team_words(1, human),
                b=row.totals[1],
            )
        )
        if self.outcome is not None:
            lines.append(self.result(human))
        return lines
