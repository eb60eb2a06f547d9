"""The advice's win chance in words: whole sentences with named values, for translating.

"Blue and Green win about 62% of games from here; after this move 66%." The chances come from
``pegs.bots.winchance`` (calibrated on self-play); this module only says them.
"""

from __future__ import annotations

from .names import team_colours

#: Each sentence whole, its values named (a translation reorders them freely).
WIN_FROM_HERE = "{team} win about {here}% of games from here."
WIN_AFTER_MOVE = "{team} win about {here}% of games from here; after this move {after}%."
THINKING = "Thinking ahead: {deals} dealt hands played out so far."
#: The calibration chart's words (lesson 08): its title, and its two axes.
CALIBRATION_TITLE = "Is the win chance honest?"
CALIBRATION_SAID = "chance said ({positions} positions of unseen games)"
CALIBRATION_WON = "share of those games won"


def percent(chance: float) -> int:
    """A chance as a whole percentage, never 0 or 100 unless certain (nothing is sure but a win)."""
    if chance <= 0.0 or chance >= 1.0:
        return round(100 * chance)
    return min(99, max(1, round(100 * chance)))


def win_chance_words(team: int, players: int, here: float, after: float | None = None) -> str:
    """The team's chance to win from the position and, when given, after a move."""
    names = team_colours(team, players)
    if after is None:
        return WIN_FROM_HERE.format(team=names, here=percent(here))
    return WIN_AFTER_MOVE.format(team=names, here=percent(here), after=percent(after))


def thinking_words(deals: int) -> str:
    """What a slow hint says while it still ranks the moves."""
    return THINKING.format(deals=deals)


__all__ = [
    "CALIBRATION_SAID",
    "CALIBRATION_TITLE",
    "CALIBRATION_WON",
    "THINKING",
    "WIN_AFTER_MOVE",
    "WIN_FROM_HERE",
    "percent",
    "thinking_words",
    "win_chance_words",
]
