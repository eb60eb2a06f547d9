"""The Back Alley lesson's screen in words: its progress, buttons, instructions and the table
told in lines, in the language spoken (the messages are ``locales/<lang>/lesson.ftl``).

Seats are from the learner's chair (0 you, 1 the player on your left, 2 your partner, 3 the
player on your right); every fact comes in as data, so the same screen is said again in
another language from the same facts.
"""

from __future__ import annotations

from collections.abc import Sequence

from backalley.actions import Bid
from backalley.cards import Card, Suit
from backalley.words.learner import card_args
from backalley.words.speech import say


def progress_words(where: str, solved: int, total: int) -> str:
    """The progress line: "Screen 4 of 42 · 3 of 29 exercises solved"."""
    return say("ba-lesson-progress", where=where, solved=solved, total=total)


def score_words(solved: int, total: int, first: int) -> str:
    """The lesson's score: how many exercises were solved, and how many at the first try."""
    return say("ba-lesson-score", solved=solved, total=total, first=first)


def demo_label(card: bool) -> str:
    """The demo button: "Show me the next card" (``card``) or "... the next bid"."""
    return say("ba-lesson-demo-card" if card else "ba-lesson-demo-bid")


def instruction_words(what: str, button: str = "") -> str:
    """What to do now: ``what`` is demo (click ``button``), again, card or answer."""
    return say(f"ba-lesson-do-{what}", button=button)


def shown_words(answer: str) -> str:
    """The feedback of "Show me": "Here is the answer." and the answer."""
    return say("ba-lesson-shown", answer=answer)


def rule_line(rule: str) -> str:
    """The rule beneath a verdict: "The rule: ..."."""
    return say("ba-lesson-rule", rule=rule)


def your_hand() -> str:
    """The title above the learner's cards."""
    return say("ba-lesson-your-hand")


def seat_label(seat: int) -> str:
    """A seat's short label: "You", "Left", "Partner", "Right"."""
    return say("ba-lesson-seat", seat=seat % 4)


def deal_line(deal: int, deals: int, size: int | None) -> str:
    """Which deal this is, and how many cards each holds (``None``: not told)."""
    if size is None:
        return say("ba-lesson-deal", deal=deal, deals=deals)
    return say("ba-lesson-deal-size", deal=deal, deals=deals, size=size)


def turned_line(turned: Card, trump: Suit | None, told: bool) -> str:
    """The turned card, and the trump it makes when ``told`` (a trump question hides it)."""
    if not told:
        return say("ba-lesson-turned", **card_args(turned))
    if trump is None:
        return say("ba-lesson-no-trump", **card_args(turned))
    return say("ba-lesson-trump", **card_args(turned))


def bids_line(bids: Sequence[tuple[int, Bid, int]], levels_told: bool) -> str:
    """The bids made, each (seat, bid, board level); a board's level hidden unless told."""
    said = []
    for seat, bid, level in bids:
        if bid.board:
            arg, level = "board", (level if levels_told else 1)
        else:
            arg = "pass" if bid.is_pass else str(bid.number)
        said.append(say("ba-lesson-bid", seat=seat % 4, bid=arg, level=max(level, 1)))
    return say("ba-lesson-bids", list=" · ".join(said))


def score_line(ours: int, theirs: int) -> str:
    """The game's score so far, the learner's team first."""
    return say("ba-lesson-score-line", ours=ours, theirs=theirs)


def tricks_line(taken: Sequence[int]) -> str:
    """The tricks each seat has taken so far in this deal."""
    said = [say("ba-lesson-taken", seat=s, count=n) for s, n in enumerate(taken)]
    return say("ba-lesson-tricks", list=", ".join(said))


def table_line(trick: Sequence[tuple[int, Card]]) -> str:
    """The cards on the table, each with the seat that played it, in the order played."""
    said = [say("ba-lesson-played", seat=s % 4, **card_args(c)) for s, c in trick]
    return say("ba-lesson-on-table", list="; ".join(said))


def lead_line(seat: int) -> str:
    """Who leads the next trick."""
    return say("ba-lesson-to-lead", seat=seat % 4)


__all__ = [
    "bids_line",
    "deal_line",
    "demo_label",
    "instruction_words",
    "lead_line",
    "progress_words",
    "rule_line",
    "score_line",
    "score_words",
    "seat_label",
    "shown_words",
    "table_line",
    "tricks_line",
    "turned_line",
    "your_hand",
]
