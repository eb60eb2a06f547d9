"""Which mistake a wrong answer made, so the hint ladder's first step can fit it.

Reads only the exercise and the answer, through the engine: a move with the right card and peg
but the wrong hole is a "hole" mistake, the right card on another peg a "peg" mistake, and so
on (``Mistake``). The words for each are ``pegs.words.hints``'; which pegs the rule step marks
is ``rule_pegs``. Never raises on any answer: what cannot be read is the "other" mistake.
"""

from __future__ import annotations

from enum import Enum

from ..board import Place, is_track
from ..cards import Card
from ..moves import Move
from ..words.hints import NUDGES, nudge_words, rule_step_words
from ..words.rule_words import rule_sentence
from .model import MOVE_KINDS, Exercise, ExerciseKind, _place_key


class Mistake(str, Enum):
    """The kinds of wrong answer the first hint tells apart."""

    HOLE = "hole"  # right card, right peg, wrong place
    PEG = "peg"  # right card, another peg
    CARD = "card"  # right peg, another card
    DISCARD = "discard"  # threw a card away where a move was asked
    NO_MOVE_CARD = "no-move-card"  # a card that moves no peg here
    COUNT = "count"  # a place on the track where another track hole was right
    OTHER = "other"  # nothing closer: the exercise's own hint


def mistake(exercise: Exercise, answer: str) -> Mistake:
    """The kind of mistake ``answer`` makes on ``exercise`` (OTHER when nothing closer fits)."""
    try:
        if exercise.kind in MOVE_KINDS:
            return _move_mistake(exercise, answer)
        if exercise.kind is ExerciseKind.PREDICT:
            return _place_mistake(exercise, answer)
        if exercise.kind is ExerciseKind.CHOOSE_CARD:
            card = Card.parse(answer)
            return Mistake.OTHER if exercise.position.card_moves(card) else Mistake.NO_MOVE_CARD
    except Exception:  # an answer that cannot be read is no closer to anything
        return Mistake.OTHER
    return Mistake.OTHER


def nudge(exercise: Exercise, answer: str, said: str = "") -> str:
    """The first step of the ladder: a nudge in words fitting the mistake ``answer`` made, and
    never one the feedback ``said`` already (a hint the exercise's own feedback gives)."""
    words = nudge_words(mistake(exercise, answer).value, exercise.hint_words())
    if words and words in said:
        return NUDGES["landing"] if exercise.given else NUDGES["other"]
    return words


def rule_words(exercise: Exercise) -> str:
    """The second step of the ladder: the exercise's rules in words (at most two)."""
    return rule_step_words([rule_sentence(c) for c in exercise.clauses[:2]])


def rule_pegs(exercise: Exercise) -> tuple[tuple[int, Place], ...]:
    """The pegs the rule step marks: the pegs the answer moves (or the given move moves)."""
    players = exercise.position.players
    try:
        if exercise.kind in MOVE_KINDS:
            moves = [Move.parse(a, players) for a in exercise.answers]
        elif exercise.kind is ExerciseKind.CHOOSE_CARD:
            cards = {Card.parse(a) for a in exercise.answers}
            moves = [m for c in cards for m in exercise.position.card_moves(c)]
        elif exercise.given:
            moves = [Move.parse(exercise.given, players)]
        else:
            return ()
    except Exception:  # a course file checked at build time; nothing to mark otherwise
        return ()
    pegs = {(p.seat, p.frm) for m in moves for p in m.parts}
    return tuple(sorted(pegs))


def _move_mistake(exercise: Exercise, answer: str) -> Mistake:
    players = exercise.position.players
    move = Move.parse(answer, players)
    answers = [Move.parse(a, players) for a in exercise.answers]
    if move.is_discard:
        return Mistake.DISCARD if any(a.parts for a in answers) else Mistake.OTHER
    pegs = {(p.seat, p.frm) for p in move.parts}
    for right in answers:
        right_pegs = {(p.seat, p.frm) for p in right.parts}
        if right.card == move.card and pegs == right_pegs:
            return Mistake.HOLE
    if any(a.card == move.card for a in answers):
        return Mistake.PEG
    if any(pegs == {(p.seat, p.frm) for p in a.parts} for a in answers):
        return Mistake.CARD
    if not exercise.position.card_moves(move.card):
        return Mistake.NO_MOVE_CARD
    return Mistake.OTHER


def _place_mistake(exercise: Exercise, answer: str) -> Mistake:
    players = exercise.position.players
    _seat, clicked = _place_key(answer, players)
    _seat, right = _place_key(exercise.answers[0], players)
    return Mistake.COUNT if is_track(clicked) and is_track(right) else Mistake.OTHER


__all__ = ["Mistake", "mistake", "nudge", "rule_pegs", "rule_words"]
