"""Back Alley: a pure-Python rules engine for the partnership trick-taking game with bloopers.

The package knows nothing of Jupyter. Start with ``new_game(seed)``; a ``State`` offers
``legal_actions()`` and ``apply(action)``, which returns a new state and the events caused,
and the verbs of the game shape both engines share (``pegs.shape``: ``legal_moves``,
``why_not``, ``play``, ``decide``, ...); ``make_bot``, ``bot_names`` and ``run_game`` play whole
games. A refused action is a ``Refusal`` naming its clause of ``backalley.clauses``.
The rules are those of RULES.md Part B; ``notation`` reads and writes ``backalley-state/1`` files.
"""

from backalley.actions import BOARD, PASS, Action, Bid, BidAction, PlayAction, parse_action
from backalley.bots import HeuristicBot, RandomBot, bot_names, decide, make_bot, run_game
from backalley.cards import BIG_BLOOPER, DECK, LITTLE_BLOOPER, Card, Rank, Suit
from backalley.dealing import deal_cards, new_game
from backalley.errors import (
    BackAlleyError,
    IllegalActionError,
    InvalidStateError,
    MalformedNotationError,
)
from backalley.notation import describe, format_action, format_state, parse_state
from backalley.play import legal_actions, why_illegal, why_not
from backalley.refusal import Refusal
from backalley.rules import BoardScale, Rules, hand_size
from backalley.scoring import contract_points
from backalley.state import Contract, Phase, State
from backalley.view import SeatView, view_for
from pegs._version import __version__ as __version__  # one version for the whole kit

__all__ = [
    "BIG_BLOOPER",
    "BOARD",
    "DECK",
    "LITTLE_BLOOPER",
    "PASS",
    "Action",
    "BackAlleyError",
    "Bid",
    "BidAction",
    "BoardScale",
    "Card",
    "Contract",
    "HeuristicBot",
    "IllegalActionError",
    "InvalidStateError",
    "MalformedNotationError",
    "Phase",
    "PlayAction",
    "RandomBot",
    "Rank",
    "Refusal",
    "Rules",
    "SeatView",
    "State",
    "Suit",
    "bot_names",
    "contract_points",
    "deal_cards",
    "decide",
    "describe",
    "format_action",
    "format_state",
    "hand_size",
    "legal_actions",
    "make_bot",
    "new_game",
    "parse_action",
    "parse_state",
    "run_game",
    "view_for",
    "why_illegal",
    "why_not",
]
