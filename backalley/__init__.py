"""Back Alley: a pure-Python rules engine for the partnership trick-taking game with bloopers.

The package knows nothing of Jupyter. Start with ``new_game(seed)``; a ``State`` offers
``legal_actions()`` and ``apply(action)``, which returns a new state and the events caused.
The rules are those of RULES.md Part B; ``notation`` reads and writes ``backalley-state/1`` files.
"""

from backalley.actions import BOARD, PASS, Action, Bid, BidAction, PlayAction, parse_action
from backalley.bots import HeuristicBot, RandomBot, decide, make_bot
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
    "view_for",
    "why_illegal",
    "why_not",
]
