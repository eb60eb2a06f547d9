"""The lesson stepper every course screen shares, for both games.

``Stepper`` (plain Python) walks the screens and keeps the learner's ``Tries`` at each exercise,
with the hint and "Show me" gates. The Pegs course, the scenario lessons and the Back Alley
lesson build on it.
"""

from .stepper import SHOW_ME_AFTER, Judged, Stepper, Tries

__all__ = ["SHOW_ME_AFTER", "Judged", "Stepper", "Tries"]
