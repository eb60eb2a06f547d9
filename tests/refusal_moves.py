"""Moves to try for refusals: every card's natural move for every peg, wrong targets, splits.

For the tests of refusals as data: many positions (scenarios, course exercises, puzzles, seeded
games under every rule option) and, on each, legal and illegal moves of every kind, so every case
of refusal the engine has is met.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from dataclasses import replace

from play import options_for, random_position

from pegs import ALL_CARDS, HOME, START, Move, Part, Position
from pegs.board import board_for
from pegs.course import load_course
from pegs.rules import forward_steps
from pegs.scenarios import load_all

#: One card of each rank (suits never change what a card may do).
RANKS = tuple({card.rank: card for card in reversed(ALL_CARDS)}.values())


def _forward_to(position: Position, seat: int, frm: int, steps: int) -> int:
    """Where ``steps`` forward take a peg, going home when the count fits (RULES 5)."""
    board = board_for(position.players)
    if frm == START:
        return board.come_out(seat)
    if frm > HOME:
        return frm + steps
    k = steps - board.distance(frm, board.in_spot(seat))
    return HOME + k if 0 < k <= 5 else (frm + steps) % board.track_length


def tried_moves(position: Position, seed: str = "") -> list[Move]:
    """Legal moves and many illegal ones: natural parts of every card for every peg of every
    seat, near misses, home places, start, other seats' pegs, splits right and wrong."""
    rng = random.Random(seed)
    players = position.players
    length = position.rules.track_length
    hand = position.hand()
    moves: list[Move] = []
    if hand is not None:
        moves += position.legal_moves()
        moves += [Move(card, ()) for card in dict.fromkeys(hand)]
    cards = list(dict.fromkeys([*(hand or ()), *RANKS]))
    pegs = [(s, p) for s in range(players) for p in dict.fromkeys(position.pegs[s])]
    for card in cards:
        steps = forward_steps(card.rank, position.rules) or 0
        for seat, frm in pegs:
            if card.is_joker:
                targets = {h for h in range(length) if position.holder(h) is not None}
                targets |= {(max(frm, 0) + 3) % length, HOME + 2}
            elif card.rank.value == "8":
                back = (frm - 8) % length if 0 <= frm < HOME else 0
                targets = {back, (back + 1) % length, HOME + 1, START}
            else:
                to = _forward_to(position, seat, frm, steps)
                targets = {to, HOME + 1, HOME + 5, START, frm}
                if 0 <= frm < HOME:
                    targets.add((frm + steps) % length)  # on along the track, home or not
                if 0 <= to < HOME:
                    targets |= {(to + 1) % length, (to - 1) % length}
                elif frm > HOME:
                    targets |= {HOME + 7, 0}
            moves += [Move(card, (Part(seat, frm, t),)) for t in sorted(targets)]
        if card.rank.value in ("7", "9", "5") and len(pegs) > 1:
            total = steps
            pairs = list(itertools.permutations(pegs, 2))
            rng.shuffle(pairs)
            for (s1, f1), (s2, f2) in pairs[:10]:
                for a in (1, total - 1, total // 2):
                    t1 = _forward_to(position, s1, f1, a)
                    t2 = _forward_to(position, s2, f2, total - a)
                    moves.append(Move(card, (Part(s1, f1, t1), Part(s2, f2, t2))))
                    if 0 <= f2 < HOME:
                        back = (f2 - (total - a)) % length
                        moves.append(Move(card, (Part(s1, f1, t1), Part(s2, f2, back))))
                    if 0 <= t2 < HOME:
                        wrong = (t2 + 1) % length
                        moves.append(Move(card, (Part(s1, f1, t1), Part(s2, f2, wrong))))
            for seat, frm in pegs[:: max(1, len(pegs) // 4)]:
                # The same peg twice: on by 1, then on from where it ended.
                first = _forward_to(position, seat, frm, 1)
                second = _forward_to(position, seat, first, total - 1)
                moves.append(Move(card, (Part(seat, frm, first), Part(seat, first, second))))
    # A seat the game does not have, and holes beyond the board.
    moves.append(Move(RANKS[0], (Part(players, START, 8),)))
    moves.append(Move(cards[0], (Part(0, length + 2, 3),)))
    moves.append(Move(cards[0], (Part(0, 3, length + 5),)))
    moves.append(Move(cards[0], (Part(0, HOME + 7, HOME + 8),)))
    return list(dict.fromkeys(moves))


def variants(position: Position) -> Iterator[Position]:
    """The position, then as explored without hands, then with the next seat to move."""
    yield position
    free = Position(position.rules, position.pegs, position.turn)
    if position.hand() is not None:
        yield free
    yield replace(free, turn=(position.turn + 1) % position.players)


def exercise_positions() -> list[tuple[str, Position, tuple[str, ...]]]:
    """Every course exercise's and puzzle's position, with the clauses it is about."""
    course = load_course()
    found = [(e.id, e.position, e.clauses) for e in course.exercises]
    for puzzle in course.puzzles:
        exercise = puzzle.as_exercise()
        found.append((exercise.id, exercise.position, exercise.clauses))
    return found


def sample_positions() -> list[tuple[str, Position]]:
    """Scenarios, exercises and puzzles (with their variants), and seeded games at 4, 6 and 8
    players under every value of every rule option, early, midway and late."""
    found: list[tuple[str, Position]] = []
    for scenario in load_all():
        found += [(scenario.name, v) for v in variants(scenario.position)]
    for name, position, _ in exercise_positions():
        found += [(name, v) for v in variants(position)]
    for index, players in enumerate((4, 6, 8) * 4):
        for turns in (40, 160, 320):
            position = random_position(index, players, turns, options_for(index))
            found += [(f"game {index} after {turns}", v) for v in variants(position)]
    return found
