"""The rules object: player count and the rule options of RULES 9.

Owns the option names and values and their defaults; knows nothing of positions.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import Any

from .cards import Rank
from .errors import InvalidPositionError


class Nine(str, Enum):
    """What a 9 may do (RULES 9, option ``nine``)."""

    SPLIT_FORWARD = "split-forward"
    FORWARD_ONLY = "forward-only"
    SPLIT_FORWARD_BACK = "split-forward-back"


class FaceCards(str, Enum):
    """How far J, Q and K move (RULES 9, option ``face_cards``)."""

    TEN = "ten"
    ELEVEN_TWELVE_THIRTEEN = "eleven-twelve-thirteen"


class HomeEntry(str, Enum):
    """Whether a move that fits into home must go there (RULES 9, option ``home_entry``)."""

    COMPULSORY = "compulsory"
    OPTIONAL = "optional"


class TeamPegs(str, Enum):
    """Which team pegs a player may move (RULES 9, option ``team_pegs``)."""

    ANY = "any"
    OWN_FIRST = "own-first"


class JokerSource(str, Enum):
    """Where a joker's peg may come from (RULES 9, option ``joker_source``)."""

    START_FIRST = "start-first"
    ANY = "any"


PLAYER_COUNTS = (4, 6, 8)

_OPTION_TYPES: dict[str, type[Enum]] = {
    "nine": Nine,
    "face_cards": FaceCards,
    "home_entry": HomeEntry,
    "team_pegs": TeamPegs,
    "joker_source": JokerSource,
}


@dataclass(frozen=True)
class Rules:
    """Player count and rule options of one game (defaults are RULES 9's first values)."""

    players: int = 4
    nine: Nine = Nine.SPLIT_FORWARD
    face_cards: FaceCards = FaceCards.TEN
    home_entry: HomeEntry = HomeEntry.COMPULSORY
    team_pegs: TeamPegs = TeamPegs.ANY
    joker_source: JokerSource = JokerSource.START_FIRST

    def __post_init__(self) -> None:
        if type(self.players) is not int or self.players not in PLAYER_COUNTS:
            raise InvalidPositionError(f"players must be 4, 6 or 8, not {self.players!r} (RULES 1)")
        for name, kind in _OPTION_TYPES.items():
            value = getattr(self, name)
            if not isinstance(value, kind):
                object.__setattr__(self, name, parse_option(name, value))

    @property
    def track_length(self) -> int:
        """Holes on the main track: 18 per player (RULES 2)."""
        return 18 * self.players

    @property
    def decks(self) -> int:
        """Standard decks in the shoe: 3 for 4 or 6 players, 4 for 8 (RULES 3)."""
        return 4 if self.players == 8 else 3

    @property
    def jokers(self) -> int:
        """Jokers in the shoe: 6 for 4 or 6 players, 8 for 8 (RULES 3)."""
        return 8 if self.players == 8 else 6

    @classmethod
    def option_names(cls) -> tuple[str, ...]:
        """The rule option names of RULES 9, in table order."""
        return tuple(_OPTION_TYPES)

    def options(self) -> dict[str, str]:
        """The rule options as notation strings (the ``rules`` object of a position file)."""
        return {f.name: getattr(self, f.name).value for f in fields(self) if f.name != "players"}

    @classmethod
    def from_options(cls, players: int, options: dict[str, Any] | None = None) -> Rules:
        """Rules from a player count and a mapping of option names to values."""
        options = dict(options or {})
        unknown = sorted(set(options) - set(_OPTION_TYPES))
        if unknown:
            raise InvalidPositionError(
                f"unknown rule option {unknown[0]!r}; known options: "
                + ", ".join(_OPTION_TYPES)
                + " (RULES 9)"
            )
        parsed: dict[str, Any] = {k: parse_option(k, v) for k, v in options.items()}
        return cls(players, **parsed)


def parse_option(name: str, value: Any) -> Enum:
    """The enum member for one rule option's value, or a clear error."""
    kind = _OPTION_TYPES[name]
    if isinstance(value, kind):
        return value
    try:
        return kind(value)
    except ValueError:
        allowed = ", ".join(m.value for m in kind)
        raise InvalidPositionError(
            f"unknown value {value!r} for rule option {name!r}; allowed: {allowed} (RULES 9)"
        ) from None


# ----- what each card does under a set of rules (RULES 4 and 9)


class Split(str, Enum):
    """How a 7 or 9 may share its count between two pegs (RULES 4 and 9)."""

    FORWARD = "forward"  # both parts forward
    FORWARD_BACK = "forward-back"  # one part forward, the other backward


#: The ranks that bring a peg out of start onto its come-out hole (RULES 4).
BRINGS_OUT = frozenset({Rank.ACE, Rank.JACK, Rank.QUEEN, Rank.KING})
#: How far an 8 moves a track peg backward (RULES 4).
BACKWARD_STEPS = 8

_FORWARD_STEPS = {
    Rank.ACE: 1,
    Rank.TWO: 2,
    Rank.THREE: 3,
    Rank.FOUR: 4,
    Rank.FIVE: 5,
    Rank.SIX: 6,
    Rank.SEVEN: 7,
    Rank.NINE: 9,
    Rank.TEN: 10,
}
_FACE_STEPS = {
    FaceCards.TEN: {Rank.JACK: 10, Rank.QUEEN: 10, Rank.KING: 10},
    FaceCards.ELEVEN_TWELVE_THIRTEEN: {Rank.JACK: 11, Rank.QUEEN: 12, Rank.KING: 13},
}


def forward_steps(rank: Rank, rules: Rules) -> int | None:
    """How far a card moves a peg forward under these rules (None for the 8 and the joker)."""
    steps = _FORWARD_STEPS.get(rank)
    if steps is None:
        steps = _FACE_STEPS[rules.face_cards].get(rank)
    return steps


def backward_steps(rank: Rank) -> int | None:
    """How far a card moves a track peg backward (the 8), or None for a card that moves forward
    or jumps (RULES 4)."""
    return BACKWARD_STEPS if rank is Rank.EIGHT else None


def split_kind(rank: Rank, rules: Rules) -> Split | None:
    """How a card may be split between two pegs, or None when it moves one peg (RULES 4, 9)."""
    if rank is Rank.SEVEN:
        return Split.FORWARD
    if rank is Rank.NINE:
        if rules.nine is Nine.SPLIT_FORWARD:
            return Split.FORWARD
        if rules.nine is Nine.SPLIT_FORWARD_BACK:
            return Split.FORWARD_BACK
    return None


def split_part_steps(rank: Rank, rules: Rules) -> tuple[range, range]:
    """The counts one part of a split may move forward, and backward, under these rules.

    A split 7 moves each of its two pegs at least 1 forward, 7 in all, so one part moves 1 to 6
    forward; a split 9 likewise 1 to 8, one part back under ``split-forward-back``. Empty ranges
    for a card that is never split (RULES 4 and 9).
    """
    split = split_kind(rank, rules)
    total = forward_steps(rank, rules) or 0
    if split is None:
        return range(0), range(0)
    parts = range(1, total)
    return parts, parts if split is Split.FORWARD_BACK else range(0)
