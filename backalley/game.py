"""Back Alley in the game shape both engines share (``pegs.shape``): the verbs ``State`` offers.

Owns nothing new: it gathers, for ``State``'s methods, the rules (``play``), the state file
(``notation``) and the computer players (``bots``), so that ``state.py`` reaches them through
this one late import (they all import ``state.py``). The shape's names, Pegs' where Pegs has
one: ``legal_moves``, ``why_not``, ``play``, ``parse_move``, ``decide``, ``to_dict`` /
``from_dict``, ``to_json`` / ``from_json``; the package offers ``make_bot``, ``bot_names`` and
``run_game``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from backalley.actions import parse_action
from backalley.bots import Bot, bot_names, decide, make_bot, run_game
from backalley.notation import format_state, parse_state, state_from_dict, state_to_dict
from backalley.play import apply, legal_actions, why_not

if TYPE_CHECKING:
    import backalley
    from backalley.actions import Action
    from backalley.state import State
    from pegs.shape import Game, GameState

    def _conforms(state: State) -> tuple[GameState[Action, Bot], Game[State, Bot]]:
        """Never called: the type checker proves here that Back Alley has the game shape."""
        return state, backalley


__all__ = [
    "Bot",
    "apply",
    "bot_names",
    "decide",
    "format_state",
    "legal_actions",
    "make_bot",
    "parse_action",
    "parse_state",
    "run_game",
    "state_from_dict",
    "state_to_dict",
    "why_not",
]
