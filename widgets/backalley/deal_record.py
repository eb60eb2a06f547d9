"""What the Back Alley table keeps of a deal: its tricks, its row on the score sheet, its summary.

Plain values, told in words for the human at the table (``words``); the engine's events
(``TrickTaken``, ``DealScored``) fill them in ``controller.TableController``.
"""

from __future__ import annotations

from dataclasses import dataclass

from backalley import Card
from backalley.rules import DEALS, PLAYERS, team_of

from .words import capital, card_label, cards_each, seat_words, team_words


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
        first = f"{capital(seat_words(order[0], human))} led {card_label(self.cards[0])}"
        others = zip(order[1:], self.cards[1:], strict=True)
        rest = ", ".join(f"{seat_words(s, human)} {card_label(c)}" for s, c in others)
        won = capital(seat_words(self.winner, human))
        return f"Trick {self.number}: {first}, {rest}. {won} took it."


@dataclass(frozen=True)
class ScoreRow:
    """One scored deal on the score sheet; pairs are (team 0, team 1)."""

    deal: int
    cards: int
    bids: tuple[str, str]
    tricks: tuple[int, int]
    points: tuple[int, int]
    totals: tuple[int, int]


@dataclass(frozen=True)
class DealSummary:
    """A finished deal as the table sums it up before the next one: bids, tricks, points."""

    row: ScoreRow
    seat_bids: tuple[tuple[int, str], ...]  # (seat, bid in words) in bidding order
    tricks: tuple[LastTrick, ...]
    result: str = ""  # the game's result in words, when this was the last deal

    def lines(self, human: int) -> list[str]:
        """The summary as plain sentences, one per team, then the totals."""
        row = self.row
        lines = [f"Deal {row.deal} of {DEALS} ({cards_each(row.cards)}) is over."]
        for team in (0, 1):
            mine = ", ".join(
                f"{seat_words(s, human)} {'passed' if b == 'pass' else b}"
                for s, b in self.seat_bids
                if team_of(s) == team
            )
            bid, took, points = row.bids[team], row.tricks[team], row.points[team]
            tricks = "1 trick" if took == 1 else f"{took} tricks"
            if bid == "pass":
                said = f"both passed ({mine}) and took {tricks}"
                verdict = ""
            else:
                said = f"bid {bid} ({mine}) and took {tricks}"
                verdict = "made it, " if points >= 0 else "missed, "
            pts = "1 point" if abs(points) == 1 else f"{abs(points)} points"
            sign = "+" if points >= 0 else "-"
            lines.append(f"{team_words(team, human)} {said}: {verdict}{sign}{pts}.")
        lines.append(
            f"Totals: {team_words(0, human)} {row.totals[0]}, "
            f"{team_words(1, human)} {row.totals[1]}."
        )
        if self.result:
            lines.append(self.result)
        return lines
