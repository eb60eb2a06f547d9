"""The rules a lesson shows, in plain words, each tied to its clause of the rule index.

Owns the learner's sentence of each rule a lesson teaches (keyed by the lesson's rule name, as
the lesson content cites it), each ending with its part of RULES.md Part B, and which clause of
``backalley.clauses.CLAUSES`` each one is.
"""

from __future__ import annotations

from types import MappingProxyType

#: The rules a lesson shows, in plain words, each with its part of RULES.md Part B.
RULES: dict[str, str] = {
    "deals": "A game is 25 deals: 13 cards each, one fewer each deal down to 1, then back up to "
    "13 (RULES Part B, the deals).",
    "trump": "After the deal the next card is turned and its suit is trump. The two bloopers "
    "are trumps too, above the ace (RULES Part B, trump).",
    "turned-joker": "When a blooper is turned there is no trump that deal, and whoever holds the "
    "other blooper gives it up for the top card of the stock (RULES Part B, trump).",
    "bidding": "Each player bids once, starting left of the dealer: pass, a number from 1 to one "
    "less than the cards in hand, or board. A team's bid is its two numbers added up "
    "(RULES Part B, bidding).",
    "board": "Board means your team will take every trick. A second board in the same deal is a "
    "double board, then triple, then quad (RULES Part B, bidding).",
    "all-pass": "If all four pass, the next dealer deals the same number of cards again; the "
    "redeal does not count as one of the 25 deals (RULES Part B, bidding).",
    "leader": "The highest bidder leads the first trick: a board beats any number, the first of "
    "equal numbers leads, and among boards the last board bid leads (RULES Part B, play).",
    "first-lead": "The first lead of a deal may not be a trump, even by a board bidder, unless "
    "the leader holds nothing but trumps (RULES Part B, play).",
    "only-trumps": "A leader holding nothing but trumps may lead one, at any lead, even the first "
    "(RULES Part B, play).",
    "trump-lead": "After the first trick a trump may be led only if a trump was played in the "
    "trick before, or the leader bid board, or the leader holds only trumps "
    "(RULES Part B, play).",
    "follow": "Follow the suit led if you can (the bloopers count as trumps); if you cannot, "
    "play any card (RULES Part B, play).",
    "trick": "The highest trump wins the trick; with no trump in it, the highest card of the "
    "suit led wins. Other suits never win (RULES Part B, play).",
    "blooper-duty": "When the Big Blooper is led every other player must play their highest "
    "trump; when the Little Blooper is led, their lowest. This binds your partner too; a "
    "player without a trump plays anything (RULES Part B, play).",
    "score-number": "A number bid made scores 5 for each trick bid plus 1 for each trick over; "
    "missed, it loses 5 for each trick bid (RULES Part B, scoring).",
    "score-board": "A board made scores 10 for each trick of the deal, times 2, 3 or 4 for a "
    "double, triple or quad board; missed, it loses as much (RULES Part B, scoring).",
    "end": "After the 25th deal the team with more points wins; equal totals are a draw "
    "(RULES Part B, end of the game).",
}

#: The clause of ``backalley.clauses.CLAUSES`` each lesson rule teaches.
LESSON_CLAUSES = MappingProxyType(
    {
        "deals": "deals.sizes",
        "trump": "trump.turned",
        "turned-joker": "trump.joker-turned",
        "bidding": "bidding.number",
        "board": "bidding.board",
        "all-pass": "bidding.all-pass",
        "leader": "play.leader",
        "first-lead": "play.first-lead",
        "only-trumps": "play.only-trumps",
        "trump-lead": "play.trump-lead",
        "follow": "play.follow",
        "trick": "play.trick",
        "blooper-duty": "play.blooper-duty",
        "score-number": "scoring.number",
        "score-board": "scoring.board",
        "end": "end.winner",
    }
)
# Clauses no lesson rule teaches on its own, shown with the lesson rule that covers them.
_COVERED_BY = {
    "bidding.once": "bidding",
    "bidding.before-play": "bidding",
}


def rule_words(name: str) -> str:
    """The rule called ``name`` in plain words with its part of the rule book."""
    return RULES[name]


def lesson_rule_of(clause: str) -> str | None:
    """The lesson rule that teaches ``clause``, or None when no lesson rule covers it."""
    for name, taught in LESSON_CLAUSES.items():
        if taught == clause:
            return name
    return _COVERED_BY.get(clause)


__all__ = ["LESSON_CLAUSES", "RULES", "lesson_rule_of", "rule_words"]
