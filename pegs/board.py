"""The board's topology (RULES 1 and 2): places, holes, come-out holes, in-spots, teams.

A place is a small int: ``START`` (-1) for a seat's start area, ``0 .. 18N-1`` for main-track
hole ``Tn``, and ``HOME + k`` (1001 .. 1005) for home place ``Hk`` of the peg's own seat. Sorting a
seat's places therefore gives the canonical order S, T ascending, H ascending. Coordinates for
drawing live in ``geometry``; this module knows only which hole is which.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from .errors import NotationError

Place = int
START: Place = -1
HOME: Place = 1000
HOME_SIZE = 5
PEGS_PER_SEAT = 5
SIDE = 18
COME_OUT_OFFSET = 8
IN_SPOT_OFFSET = 3

# At most 4 digits: the longest track has 144 holes, and a longer number is refused here
# rather than by Python's int() limit.
_PLACE_RE = re.compile(r"S|T(0|[1-9][0-9]{0,3})|H([1-5])")


#: A place as the pictures and clicks name it: (seat, place), seat None for a track hole.
PlaceRef = tuple[int | None, Place]


def team_of(seat: int) -> int:
    """Team of a seat: even seats are team 0, odd seats team 1 (RULES 1)."""
    return seat % 2


def home(k: int) -> Place:
    """The place ``Hk`` (1 <= k <= 5)."""
    return HOME + k


def is_track(place: Place) -> bool:
    """True for a main-track hole."""
    return 0 <= place < HOME


def is_home(place: Place) -> bool:
    """True for a home place."""
    return place > HOME


def place_name(place: Place) -> str:
    """A place in RULES 10 notation: ``S``, ``T44``, ``H3``."""
    if place == START:
        return "S"
    if place > HOME:
        return f"H{place - HOME}"
    return f"T{place}"


def parse_place(text: str, players: int | None = None) -> Place:
    """The place written ``text`` (``S``, ``T44``, ``H3``); checks the hole range if ``players``."""
    match = _PLACE_RE.fullmatch(text) if isinstance(text, str) else None
    if match is None:
        shown = repr(text) if len(repr(text)) <= 40 else repr(text)[:36] + "...'"
        raise NotationError(
            f"{shown} is not a place: write S, T<n> (no leading zeros) or H1..H5 (RULES 10)"
        )
    if text == "S":
        return START
    if text[0] == "H":
        return HOME + int(text[1:])
    hole = int(text[1:])
    if players is not None and hole >= SIDE * players:
        raise NotationError(
            f"{text!r} is off the board: a {players}-player track has holes "
            f"T0..T{SIDE * players - 1} (RULES 2)"
        )
    return hole


@dataclass(frozen=True)
class Board:
    """The fixed layout for one player count: track length, come-out holes, in-spots, teams."""

    players: int

    @property
    def track_length(self) -> int:
        """Holes on the main track (72, 108, 144)."""
        return SIDE * self.players

    def come_out(self, seat: int) -> Place:
        """Seat's come-out hole ``T(18s+8)``."""
        return SIDE * seat + COME_OUT_OFFSET

    def in_spot(self, seat: int) -> Place:
        """Seat's in-spot ``T(18s+3)``, where its home lane branches off."""
        return SIDE * seat + IN_SPOT_OFFSET

    def side_of(self, hole: Place) -> int:
        """The seat whose side holds this track hole."""
        return hole // SIDE

    @staticmethod
    def team_of(seat: int) -> int:
        """Team of a seat: even seats are team 0, odd seats team 1 (RULES 1)."""
        return team_of(seat)

    def team_seats(self, team: int) -> tuple[int, ...]:
        """The seats of a team, in seat order."""
        return tuple(range(team, self.players, 2))

    def teammates(self, seat: int) -> tuple[int, ...]:
        """Every seat of this seat's team, itself included."""
        return self.team_seats(team_of(seat))

    def next_seat(self, seat: int) -> int:
        """The seat to the left (clockwise), who plays next."""
        return (seat + 1) % self.players

    def distance(self, frm: Place, to: Place) -> int:
        """Steps forward (clockwise) from track hole ``frm`` to track hole ``to``."""
        return (to - frm) % self.track_length

    def holes_to_home(self, seat: int) -> int:
        """Holes a peg travels from its come-out hole to its own in-spot (67, 103, 139)."""
        return self.distance(self.come_out(seat), self.in_spot(seat))


@cache
def board_for(players: int) -> Board:
    """The (cached) board for a player count."""
    return Board(players)


def winning_team(players: int, pegs: Sequence[Sequence[Place]]) -> int | None:
    """The team all of whose seats have every peg in home, or None (RULES 8); ``pegs`` are each
    seat's places, sorted."""
    board = board_for(players)
    for team in (0, 1):
        for seat in board.team_seats(team):
            # A seat's places are sorted, so its first is in home only when all five are.
            if pegs[seat][0] < HOME:
                break  # a peg of this team is not home yet
        else:
            return team
    return None


@cache
def landmarks(players: int) -> tuple[int, tuple[Place, ...], tuple[Place, ...]]:
    """A board's track length, and every seat's in-spot and come-out hole, in seat order."""
    board = board_for(players)
    seats = range(players)
    return (
        board.track_length,
        tuple(board.in_spot(s) for s in seats),
        tuple(board.come_out(s) for s in seats),
    )
