"""The course's hint ladder in a learner's words: the nudges, the rule step and the star costs.

Every sentence of the ladder lives here, one place, so it can move to a message catalogue; which
nudge fits which mistake is ``pegs.course.nudge``'s, which step is open is the widgets'.
"""

from __future__ import annotations

#: A nudge for each kind of mistake (``pegs.course.nudge.Mistake``), by the mistake's name.
NUDGES: dict[str, str] = {
    "hole": "The card and the peg are right: look again at where the peg lands.",
    "peg": "The card is right: try it with another peg.",
    "card": "The peg is right: another card takes it where it should go.",
    "discard": "There is a move to make: look for a card that moves a peg.",
    "no-move-card": "That card cannot move any peg here: look at the cards that can.",
    "count": "Count the holes again, one by one, from the peg that moves.",
    "other": "Read the task again: which peg does it ask about, and where should it go?",
    "landing": "Follow the peg hole by hole to where it lands: what is standing there?",
}

#: The buttons of the ladder, step by step (step 3 is the lesson's "Show me").
STEP_BUTTONS = ("Hint", "Show the rule", "Show me")

#: What each step costs, said on its button's tooltip.
STEP_COSTS = (
    "A nudge: the exercise can then give at most 2 stars",
    "The rule, with the board marked: at most 1 star",
    "The answer: no star, and the exercise comes back for review",
)


def nudge_words(mistake: str, hint: str = "") -> str:
    """The nudge for a mistake; the exercise's own ``hint`` where no nudge fits better."""
    if mistake == "other" and hint:
        return hint
    return NUDGES.get(mistake, hint or NUDGES["other"])


def rule_step_words(rules: list[str]) -> str:
    """The second step: the rules the exercise is about, and what the board's marks show."""
    return "The rule: " + " ".join(rules) + " The marked pegs are the ones the rule is about."


def wait_words() -> str:
    """Why the next step is not offered yet (one attempt is asked between two steps)."""
    return "Have a go with that first: the next step opens after your next answer."


def stars_words(stars: int, most: int = 3) -> str:
    """Stars in signs: "★★☆"."""
    return "★" * stars + "☆" * (most - stars)


def most_stars_words(stars: int) -> str:
    """What this exercise can still give."""
    if stars <= 0:
        return "This exercise gives no star now."
    return f"This exercise can give {stars} star{'s' if stars != 1 else ''} now."


__all__ = [
    "NUDGES",
    "STEP_BUTTONS",
    "STEP_COSTS",
    "most_stars_words",
    "nudge_words",
    "rule_step_words",
    "stars_words",
    "wait_words",
]
