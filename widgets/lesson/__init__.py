"""The lesson stepper and shell every course screen shares, for both games.

``Stepper`` (plain Python) walks the screens and keeps the learner's ``Tries`` at each exercise,
with the hint and "Show me" gates; ``LessonShell`` builds the shared widgets (progress, title,
text, feedback, hint, buttons). The Pegs course, the scenario lessons and the Back Alley lesson
build on both.
"""

from .shell import LessonShell, nav_button, show_button
from .stepper import SHOW_ME_AFTER, Judged, Stepper, Tries
from .words import say as lesson_say

__all__ = [
    "SHOW_ME_AFTER",
    "Judged",
    "LessonShell",
    "Stepper",
    "Tries",
    "lesson_say",
    "nav_button",
    "show_button",
]
