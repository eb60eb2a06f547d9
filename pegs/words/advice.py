"""The advice's win chance in words: whole messages with named values, in the language spoken.

"Blue and Green win about 62% of games from here; after this move 66%." The chances come from
``pegs.bots.winchance`` (calibrated on self-play); this module only says them.
"""

from __future__ import annotations

from .messages import say
from .names import team_colours

#: Each sentence whole, its values named (a translation reorders them freely): the message ids
#: of ``locales/<lang>/advice.ftl``.
WIN_FROM_HERE = "advice-win-here"
WIN_AFTER_MOVE = "advice-win-after"
THINKING = "advice-thinking"
#: The calibration chart's words (lesson 08): its title, and its two axes.
CALIBRATION_TITLE = "advice-calibration-title"
CALIBRATION_SAID = "advice-calibration-said"
CALIBRATION_WON = "advice-calibration-won"


def percent(chance: float) -> int:
    """A chance as a whole percentage, never 0 or 100 unless certain (nothing is sure but a win)."""
    if chance <= 0.0 or chance >= 1.0:
        return round(100 * chance)
    return min(99, max(1, round(100 * chance)))


def win_chance_words(team: int, players: int, here: float, after: float | None = None) -> str:
    """The team's chance to win from the position and, when given, after a move."""
    names = team_colours(team, players)
    if after is None:
        return say(WIN_FROM_HERE, team=names, here=percent(here))
    return say(WIN_AFTER_MOVE, team=names, here=percent(here), after=percent(after))


def thinking_words(deals: int) -> str:
    """What a slow hint says while it still ranks the moves."""
    return say(THINKING, deals=deals)


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
