"""Notation in free text put into words: "seat 2's peg on T39" as "Green's peg on its in-spot".

For text someone wrote with seat numbers, holes and cards (a note, a tool's old output) that a
learner is to read. It is never given the engine's refusals: those arrive as data and are worded
from it (``pegs.words.refusals`` and ``pegs.words.learner``), so no rule is read back from text.
"""

from __future__ import annotations

import re

from ..board import parse_place
from ..cards import Card
from ..seats import seat_name
from .lesson import hole_name, peg_words
from .names import card_words, team_colours

_SEAT_PEG = re.compile(r"seat (\d+)'s peg on (T\d+|H\d)")
_SEAT_START = re.compile(r"a peg in seat (\d+)'s start")
_TEAM = re.compile(r"team (\d)'s pegs|team (\d)")
_SEAT = re.compile(r"seat (\d+)")
_HOLE = re.compile(r"\bT(\d+)\b")
_HOME = re.compile(r"\bH([1-5])\b")
_CARD = re.compile(r"\b(10|[2-9AJQK])([SHDC])\b|\bJK\b")


def plain(text: str, players: int) -> str:
    """``text`` with seats, holes and cards put into words (colours, landmarks)."""
    text = _SEAT_PEG.sub(lambda m: peg_words(int(m[1]), parse_place(m[2], players), players), text)
    text = _SEAT_START.sub(lambda m: f"a peg in {seat_name(int(m[1]))}'s start", text)
    text = _TEAM.sub(
        lambda m: (
            f"{team_colours(int(m[1] or m[2]), players)}'s team" + ("'s pegs" if m[1] else "")
        ),
        text,
    )
    text = _SEAT.sub(lambda m: seat_name(int(m[1])), text)
    text = _HOLE.sub(lambda m: hole_name(int(m[1]), players), text)
    text = _HOME.sub(lambda m: f"home place {m[1]}", text)
    text = _CARD.sub(lambda m: "the " + card_words(Card.parse(m[0])), text)
    return text


__all__ = ["plain"]
