"""The rule index of Back Alley: one stable id per rule of RULES.md Part B, with its summary.

Ids read ``<part>.<slug>``, the part being the paragraph of Part B that holds the rule (deals,
trump, order, bidding, play, scoring, end, notation), as ``pegs.scenarios.CLAUSES`` names the
rules of Part A by section. Every refusal of a move names one of these (``Refusal.rule``), and
the lessons teach by them. The ids are stable: tests, lessons and the words layer cite them.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

_CLAUSES: dict[str, str] = {
    # Deals
    "deals.sizes": "25 deals: 13 cards each, one fewer each deal down to 1, then back up to 13",
    "deals.dealer": "the first dealer is random; the deal passes clockwise",
    # Trump
    "trump.turned": "after the deal the next card is turned: its suit is trump",
    "trump.joker-turned": "a turned blooper means no trump; the other blooper is exchanged",
    "trump.bloopers": "both bloopers are trumps, the Big above the Little above the ace",
    # Card order
    "order.ranks": "in a plain suit A K Q J 10 ... 2; in trump Big, Little, then A down to 2",
    # Bidding
    "bidding.once": "each player bids once, from the dealer's left",
    "bidding.number": "a bid is pass, a number from 1 to the cards in hand less one, or board",
    "bidding.board": "board: the team takes every trick; later boards are double, triple, quad",
    "bidding.team": "a team's bid is its numbers added up, or its highest board level",
    "bidding.all-pass": "if all four pass the next dealer deals again; the redeal does not count",
    "bidding.before-play": "cards are played only after all four have bid",
    # Play
    "play.leader": "the highest bidder leads the first trick; the winner of a trick leads next",
    "play.from-hand": "a player plays a card from their own hand",
    "play.first-lead": "the first lead of a deal may not be a trump, even by a board bidder",
    "play.trump-lead": "later, trump is led only after trump in the trick before or by board",
    "play.only-trumps": "a leader holding nothing but trumps may lead one, at any lead",
    "play.follow": "follow the suit led if you can (bloopers count as trump), else play any",
    "play.trick": "the highest trump wins the trick, else the highest card of the suit led",
    "play.blooper-duty": "on the Big Blooper play your highest trump, on the Little your lowest",
    # Scoring and the end
    "scoring.number": "a number bid made scores 5 a trick bid plus 1 a trick over; missed, -5",
    "scoring.board": "a board scores 10 a trick of the deal times its level, or loses as much",
    "end.winner": "after the 25th deal the team with more points wins; equal totals draw",
    # Notation
    "notation.actions": "an action is 'bid pass', 'bid N', 'bid board' or 'play CARD'",
}

#: Every clause id of RULES.md Part B with its one-line summary (read-only).
CLAUSES: Final = MappingProxyType(_CLAUSES)


def part_of(clause: str) -> str:
    """The paragraph of RULES.md Part B that holds ``clause`` (``"play"`` for ``play.follow``)."""
    return clause.partition(".")[0]


__all__ = ["CLAUSES", "part_of"]
