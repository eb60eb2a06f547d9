"""The immutable position: pegs, hands, piles, turn, dealer, rules; legal moves and applying.

A ``Position`` never changes. ``play`` returns a new position and the events the move caused, so
undo and replay are just a list of positions. Why a move is refused is explained in ``check``;
listing moves fast is the private engine's job (``pegs._engine``), whose look-up arrays each
position keeps in its ``_core``. File notation lives in ``notation``, pictures in ``render``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from ._engine.core import Core, derived_position
from ._engine.lazy import cached
from ._engine.paths import path_of
from ._engine.playout import play_out
from ._engine.scratch import Scratch
from ._engine.view import LegalMovesView
from .board import HOME, PEGS_PER_SEAT, START, Place, is_home, place_name, winning_team
from .cards import HAND_SIZE, Card, draw_back, reshuffle, shoe_counts
from .check import (
    PartKind,
    PartResult,
    Refusal,
    card_refusal,
    check_card_move,
    no_such_seat,
    off_board,
)
from .errors import IllegalMoveError, InvalidPositionError, PegsError
from .events import (
    BumpedToStart,
    CardDrawn,
    CardPlayed,
    DiscardsReshuffled,
    EnteredHome,
    Event,
    GameWon,
    PegMoved,
    SentToInSpot,
)
from .moves import Move, Part, PartEffect, parse_move
from .rules import HomeEntry, Rules
from .seats import seat_name

if TYPE_CHECKING:
    from .shape import Chooser  # the game shape's bot, for ``Position.decide``


@dataclass(frozen=True)
class Position:
    """One moment of a game: where every peg is, who holds what, and whose turn it is."""

    rules: Rules
    pegs: tuple[tuple[Place, ...], ...]
    turn: int = 0
    hands: tuple[tuple[Card, ...] | None, ...] = ()
    draw: tuple[Card, ...] | None = None
    discard: tuple[Card, ...] = ()
    dealer: int | None = None
    seed: int | None = None

    def __post_init__(self) -> None:
        _check_shape(self)
        players = self.rules.players
        pegs = tuple(tuple(sorted(p)) for p in self.pegs)
        hands = self.hands or (None,) * players
        hands = tuple(None if h is None else tuple(h) for h in hands)
        object.__setattr__(self, "pegs", pegs)
        object.__setattr__(self, "hands", hands)
        if self.draw is not None:
            object.__setattr__(self, "draw", tuple(self.draw))
        object.__setattr__(self, "discard", tuple(self.discard))
        _validate(self)

    @classmethod
    def _derived(
        cls,
        rules: Rules,
        pegs: tuple[tuple[Place, ...], ...],
        turn: int,
        hands: tuple[tuple[Card, ...] | None, ...],
        draw: tuple[Card, ...] | None,
        discard: tuple[Card, ...],
        dealer: int | None,
        seed: int | None,
    ) -> Position:
        """A position of values already known valid (made by the engine: not validated again)."""
        values = {
            "rules": rules,
            "pegs": pegs,
            "turn": turn,
            "hands": hands,
            "draw": draw,
            "discard": discard,
            "dealer": dealer,
            "seed": seed,
        }
        return derived_position(cls, values)

    def __getstate__(self) -> dict[str, Any]:
        # Only the fields: the engine's look-up arrays are a cache, rebuilt on need.
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)

    # ----- derived facts
    @property
    def players(self) -> int:
        """Number of players (4, 6 or 8)."""
        return self.rules.players

    @cached
    def winner(self) -> int | None:
        """The team that has every peg of every colour in home, or None (RULES 8)."""
        return winning_team(self.rules.players, self.pegs)

    @property
    def is_over(self) -> bool:
        """True once a team has won: no further move is legal (RULES 8)."""
        return self.winner is not None

    def hand(self, seat: int | None = None) -> tuple[Card, ...] | None:
        """The hand of ``seat`` (default: the seat to move), or None when the position has none."""
        return self.hands[self.turn if seat is None else seat]

    @cached
    def _core(self) -> Core:
        """The engine's look-up arrays for this position (made on first need)."""
        return Core.fresh(self)

    def _layout(self) -> Scratch:
        """The engine's peg layout arrays (shared: never modify them)."""
        return self._core.sc

    def holder(self, place: Place, seat: int | None = None) -> int | None:
        """The seat of the peg on a track hole (or on ``seat``'s home place), or None."""
        if place > HOME:
            known = seat is not None and 0 <= seat < self.players
            return seat if seat is not None and known and place in self.pegs[seat] else None
        if not 0 <= place < self.rules.track_length:
            return None  # start, or a hole not on this board: nobody's peg is there
        holder = self._core.sc.occ[place]
        return None if holder < 0 else holder

    # ----- moves
    def card_moves(self, card: Card | str, seat: int | None = None) -> list[Move]:
        """Every move ``card`` could make for ``seat`` (default: the seat to move), hand and
        must-play ignored."""
        card = _as_card(card)
        if self.winner is not None:
            return []  # RULES 8: the game is over
        # RULES 3 and 7: with no hand given any card may be played, but only while a copy of it
        # is left in the shoe (as ``play`` asks).
        exploring = (seat is None or seat == self.turn) and self.hands[self.turn] is None
        if exploring and self._copies_out(card) >= self._shoe()[card]:
            return []
        return self._core.card_moves(card, seat)

    def can_move(self, card: Card | str, seat: int | None = None) -> bool:
        """True when ``card`` could move a peg of ``seat`` (default: the seat to move)."""
        return bool(self.card_moves(card, seat))

    def destinations(self, seat: int, place: Place, steps: int) -> list[Place]:
        """Where ``steps`` forward may take ``seat``'s peg on ``place`` (RULES 4 and 5)."""
        if place not in self.pegs[seat]:
            raise PegsError(f"{seat_name(seat)} has no peg on {place_name(place)}")
        compulsory = self.rules.home_entry is HomeEntry.COMPULSORY
        return [to for to, _ in self._core.sc.forward(seat, place, steps, compulsory)]

    def legal_moves(self) -> list[Move]:
        """The legal moves of the seat to move for its hand, discards included when allowed."""
        hand = self.hands[self.turn]
        if hand is None:
            raise PegsError(
                f"seat {self.turn} has no hand in this position: list its cards under 'hands', "
                "or ask for the moves of one card"
            )
        if self.is_over:
            return []
        # Cards in card order, each card's moves in the generator's fixed order.
        legal, a_card_can_move = self._core.hand_moves(hand)
        # RULES 7: while any card other than a joker can move a peg, a card must be played.
        if not a_card_can_move:
            # Only a joker can move, or nothing can: play a joker or discard any card. (The
            # moves listed are then all the joker's.)
            joker_moves = legal
            legal = []
            for card in sorted(set(hand)):
                legal.append(Move(card, ()))
                if card.is_joker:
                    legal += joker_moves
        self._core.remember_legal(legal)
        return legal

    def legal_moves_view(self) -> LegalMovesView:
        """The same moves as ``legal_moves()``, in the same order, as a view that counts, tests,
        indexes and samples them without building the ones nobody reads (docs/engine.md)."""
        hand = self.hands[self.turn]
        if hand is None:
            raise PegsError(
                f"seat {self.turn} has no hand in this position: list its cards under 'hands', "
                "or ask for the moves of one card"
            )
        return LegalMovesView(None if self.is_over else self._core, hand)

    def why_not(self, move: Move | str) -> Refusal | None:
        """None if ``move`` is legal here; otherwise the rule clause and what is wrong."""
        move = self._as_move(move)
        result = self._check(move)
        return result if isinstance(result, Refusal) else None

    def why_not_card(self, card: Card | str) -> Refusal | None:
        """None if ``card`` has a legal move here; otherwise the rule clause and why it has none."""
        card = _as_card(card)
        refusal = self._held(card)
        if refusal is not None:
            return refusal
        if self.card_moves(card):
            return None
        return card_refusal(self._core.sc, self.rules, self.turn, card)

    def is_legal(self, move: Move | str) -> bool:
        """True when ``move`` may be played now."""
        return self.why_not(move) is None

    def effects(self, move: Move | str, seat: int | None = None) -> tuple[PartEffect, ...]:
        """What each part of ``move`` does when ``seat`` (default: the seat to move) plays it:
        the places its peg steps on and the pegs it sends away. Raises ``IllegalMoveError``
        when the card cannot make that move here; the hand and must-play are not asked, so an
        opponent's threats can be read too."""
        move = self._as_move(move)
        results = self._results(move, hand_rules=False, seat=seat)
        players = self.rules.players
        return tuple(
            PartEffect(r.part, path_of(players, r), r.consequences, r.kind is PartKind.BACKWARD)
            for r in results
        )

    def _held(self, card: Card) -> Refusal | None:
        """Why ``card`` cannot be played at all now: the game is over, or it is not held."""
        winner = self.winner
        if winner is not None:
            return Refusal("8.game-over", "game-over", {"team": winner, "players": self.players})
        seat = self.turn
        hand = self.hands[seat]
        if hand is not None and card not in hand:
            return Refusal("3.turn", "card-not-held", {"seat": seat, "card": card, "hand": hand})
        if hand is None and self._copies_out(card) >= self._shoe()[card]:
            return Refusal("3.shoe", "no-copy-left", {"card": card})
        return None

    def _check(self, move: Move) -> Refusal | list[PartResult]:
        card = move.card
        refusal = self._held(card)
        if refusal is not None:
            return refusal
        seat = self.turn
        hand = self.hands[seat]
        if not move.parts:  # a discard (RULES 7)
            if hand is None:
                return []
            for c in dict.fromkeys(hand):
                if not c.is_joker and self.card_moves(c):
                    return Refusal("7.must-play", "must-play", {"seat": seat, "card": c})
            return []
        return self._check_parts(move)

    def _check_parts(self, move: Move, seat: int | None = None) -> Refusal | list[PartResult]:
        """What the parts of ``move`` do on this board when ``seat`` (default: the seat to
        move) plays it, or why the card cannot make them."""
        players = self.rules.players
        length = self.rules.track_length
        for part in move.parts:
            if part.seat >= players:
                return no_such_seat(part.seat, players)
            if length <= part.frm < HOME:
                return off_board(part.frm, players)
            if length <= part.to < HOME:
                return off_board(part.to, players)
        player = self.turn if seat is None else seat
        return check_card_move(self._core.sc, self.rules, player, move)

    def _results(
        self, move: Move, hand_rules: bool = True, seat: int | None = None
    ) -> list[PartResult]:
        """What the parts of a legal ``move`` do; raises ``IllegalMoveError`` for any other."""
        core = self._core
        if (seat is None or seat == self.turn) and core.listed(move):
            # Listed by ``legal_moves`` a moment ago: legal, so only resolved, not checked.
            return core.resolve(move)
        if hand_rules:
            result = self._check(move)
        elif self.is_over:
            result = self._held(move.card) or []
        elif not move.parts:
            result = []
        elif seat is not None and not 0 <= seat < self.players:
            result = no_such_seat(seat, self.players)
        else:
            result = self._check_parts(move, seat)
        if isinstance(result, Refusal):
            raise IllegalMoveError(
                f"{move.notation()!r} is not allowed: {result}",
                move.notation(),
                result.clause,
                result,
            )
        return result

    def play(self, move: Move | str) -> tuple[Position, tuple[Event, ...]]:
        """The position after ``move`` and the events it caused; raises ``IllegalMoveError``."""
        move = self._as_move(move)
        return self._apply(move, self._results(move))

    def after(self, *moves: Move | str) -> Position:
        """The position after playing ``moves`` in order (events dropped)."""
        position = self
        for move in moves:
            position = position.play(move)[0]
        return position

    def play_out(self, rng: random.Random, turns: int | None = None) -> tuple[Position, int]:
        """The position after uniformly random legal moves drawn with ``rng`` until a team wins,
        no move is legal or ``turns`` moves are played, and how many were played: the game
        ``play(legal_moves_view().sample(rng))`` move by move would play, in about three quarters
        of the time (its arrays, hands and piles changed in place, no event written)."""
        if not isinstance(rng, random.Random):
            raise PegsError(f"a play-out draws with a random.Random, not {_short(rng)}")
        if turns is not None and (type(turns) is not int or turns < 0):
            raise PegsError(f"turns must be a whole number, 0 or more, not {_short(turns)}")
        return play_out(self, rng, turns)

    def _as_move(self, move: Move | str) -> Move:
        if isinstance(move, str):
            return parse_move(move, self.rules.players)
        if not isinstance(move, Move):
            raise PegsError(f"{move!r} is not a move")
        return move

    def _shoe(self) -> Counter[Card]:
        return shoe_counts(self.rules.decks, self.rules.jokers)

    def _copies_out(self, card: Card) -> int:
        return sum(1 for c in iter_cards(self) if c == card)

    def _apply(self, move: Move, results: list[PartResult]) -> tuple[Position, tuple[Event, ...]]:
        seat = self.turn
        players = self.rules.players
        events: list[Event] = [CardPlayed(seat, move.card, not move.parts)]
        for result in results:
            (mover, frm, to), kind, _, bumps = result
            backward = kind is PartKind.BACKWARD
            events.append(PegMoved(mover, frm, to, path_of(players, result), backward))
            if is_home(to) and not is_home(frm):
                events.append(EnteredHome(mover, to))
            for s, f, t in bumps:
                if t == START:
                    events.append(BumpedToStart(s, f, seat))  # RULES 5: an opponent's peg
                else:
                    events.append(SentToInSpot(s, f, t, seat))  # RULES 5: a teammate's peg
        next_seat = (seat + 1) % players
        core, pegs, finished = self._core.played(results, self.pegs, next_seat)
        # RULES 8: a team has just won only if a seat that moved now has every peg in home.
        winner = winning_team(players, pegs) if finished else None
        hands = self.hands
        draw = self.draw
        discard = (*self.discard, move.card)
        hand = hands[seat]
        if hand is not None:
            cards = list(hand)
            cards.remove(move.card)
            if draw is not None and winner is None:
                draw, discard = self._refill(seat, cards, draw, discard, events)
            new_hands = list(hands)
            new_hands[seat] = tuple(cards)
            hands = tuple(new_hands)
        turn = next_seat
        if winner is not None:
            events.append(GameWon(winner))  # RULES 8: the game ends; the turn stays
            turn = seat
            core = Core(self.rules, turn, core.sc, core.tables)
        values = {
            "rules": self.rules,
            "pegs": pegs,
            "turn": turn,
            "hands": hands,
            "draw": draw,
            "discard": discard,
            "dealer": self.dealer,
            "seed": self.seed,
            # Already known here: the new arrays and whether the move won.
            "_core": core,
            "winner": winner,
        }
        return derived_position(Position, values), tuple(events)

    def _refill(
        self,
        seat: int,
        cards: list[Card],
        draw: tuple[Card, ...],
        discard: tuple[Card, ...],
        events: list[Event],
    ) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """Draw back to 5, reshuffling the discards when the draw pile runs out (RULES 3)."""
        need = HAND_SIZE - len(cards)
        if need == 1 and draw:
            # The usual case: one card played, one drawn from the top of the pile (draw[0]).
            card = draw[0]
            cards.append(card)
            events.append(CardDrawn(seat, card))
            return draw[1:], discard
        pile = list(draw)
        pile.reverse()  # pop() from the end takes draw[0], the top card
        piled = list(discard)
        log: list[Card | int] = []
        draw_back(cards, pile, piled, self.seed, log)
        for happened in log:
            if isinstance(happened, int):
                events.append(DiscardsReshuffled(happened))
            else:
                events.append(CardDrawn(seat, happened))
        pile.reverse()
        return tuple(pile), tuple(piled)

    # ----- notation and display
    def to_dict(self) -> dict[str, Any]:
        """The position as a RULES 10 position-file object."""
        from .notation import position_to_dict

        return position_to_dict(self)

    def to_json(self, indent: int | None = None) -> str:
        """The position as RULES 10 position-file JSON."""
        from .notation import position_to_json

        return position_to_json(self, indent)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Position:
        """The position described by a RULES 10 position-file object (validated)."""
        from .notation import position_from_dict

        return position_from_dict(data)

    @classmethod
    def from_json(cls, text: str) -> Position:
        """The position in RULES 10 position-file JSON (validated)."""
        from .notation import position_from_json

        return position_from_json(text)

    def __str__(self) -> str:
        from .render.text import render_text

        return render_text(self)

    def __repr__(self) -> str:
        return f"Position.from_json({self.to_json()!r})"

    def _repr_svg_(self) -> str:
        from .render.svg import render_svg

        return render_svg(self)

    # ----- the game shape both engines share (pegs.shape)
    def team_of(self, seat: int) -> int:
        """The team of ``seat``: even seats are team 0, odd seats team 1 (RULES 1)."""
        from .board import team_of

        return team_of(seat)

    def parse_move(self, text: str) -> Move:
        """A move read from notation, for this position's number of players (RULES 10)."""
        return parse_move(text, self.rules.players)

    def decide(self, bot: Chooser[Position, Move]) -> Move:
        """The move ``bot`` makes for the seat to move (deciding from that seat's view only)."""
        return bot.choose(self)


def _as_card(card: Card | str) -> Card:
    # A Card is a str too: only parse what is not one already.
    return card if card.__class__ is Card else Card.parse(card)


def _check_shape(position: Position) -> None:
    """Refuse fields of the wrong kind before they are sorted or counted (a clear error, not a
    ``TypeError`` from deep inside)."""
    if not isinstance(position.rules, Rules):
        raise InvalidPositionError(f"rules must be a Rules object, not {_short(position.rules)}")
    pegs = position.pegs
    if not isinstance(pegs, (tuple, list)):
        raise InvalidPositionError(f"pegs must be a list of each seat's places, not {_short(pegs)}")
    for seat, places in enumerate(pegs):
        if not isinstance(places, (tuple, list)):
            raise InvalidPositionError(
                f"seat {seat}'s pegs must be a list of places, not {_short(places)}"
            )
        for place in places:
            if type(place) is not int:
                raise InvalidPositionError(
                    f"seat {seat} has a peg on {_short(place)}: a place is a whole number "
                    "(use pegs.parse_place to read 'T44')"
                )
    hands = position.hands
    if not isinstance(hands, (tuple, list)):
        raise InvalidPositionError(
            f"hands must be a list of each seat's cards, not {_short(hands)}"
        )
    for seat, hand in enumerate(hands):
        if hand is not None:
            _check_cards(hand, f"seat {seat}'s hand")
    if position.draw is not None:
        _check_cards(position.draw, "the draw pile")
    _check_cards(position.discard, "the discard pile")


def _check_cards(cards: object, what: str) -> None:
    if not isinstance(cards, (tuple, list)):
        raise InvalidPositionError(f"{what} must be a list of cards, not {_short(cards)}")
    for card in cards:
        if card.__class__ is not Card:
            raise InvalidPositionError(
                f"{what} holds {_short(card)}, which is not a card (use Card.parse to read '5H')"
            )


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:56] + "..."


def _validate(position: Position) -> None:
    """Refuse a position that cannot arise in play (RULES 10)."""
    rules = position.rules
    players = rules.players
    length = rules.track_length
    if len(position.pegs) != players:
        raise InvalidPositionError(
            f"a {players}-player position lists pegs for {len(position.pegs)} seats, not {players}"
        )
    seen: dict[Place, int] = {}
    for seat, places in enumerate(position.pegs):
        if len(places) != PEGS_PER_SEAT:
            raise InvalidPositionError(
                f"seat {seat} lists {len(places)} pegs "
                f"({', '.join(place_name(p) for p in places)}); every seat has exactly 5 (RULES 1)"
            )
        homes: set[Place] = set()
        for p in places:
            if type(p) is not int or not (p == START or 0 <= p < length or HOME < p <= HOME + 5):
                raise InvalidPositionError(
                    f"seat {seat} has a peg on {p!r}, which is off the board"
                )
            if p > HOME:
                if p in homes:
                    raise InvalidPositionError(
                        f"two of seat {seat}'s pegs share home place {place_name(p)} (RULES 2)"
                    )
                homes.add(p)
            elif p >= 0:
                if p in seen:
                    raise InvalidPositionError(
                        f"seat {seen[p]} and seat {seat} both have a peg on {place_name(p)}; "
                        "two pegs never share a hole (RULES 2)"
                    )
                seen[p] = seat
    for name in ("turn", "dealer"):
        value = getattr(position, name)
        if value is None and name == "dealer":
            continue
        if type(value) is not int or not 0 <= value < players:
            raise InvalidPositionError(f"{name} {value!r} is not a seat of a {players}-player game")
    if len(position.hands) != players:
        raise InvalidPositionError(
            f"hands are given for {len(position.hands)} seats, not {players}"
        )
    for seat, hand in enumerate(position.hands):
        if hand is None:
            continue
        if len(hand) > HAND_SIZE:
            raise InvalidPositionError(
                f"seat {seat}'s hand holds {len(hand)} cards "
                f"({' '.join(c.notation for c in hand)}); a hand holds at most 5 (RULES 3)"
            )
    counts = Counter(iter_cards(position))
    shoe = shoe_counts(rules.decks, rules.jokers)
    for card, n in counts.items():
        if not isinstance(card, Card):
            raise InvalidPositionError(f"{card!r} is not a card")
        if n > shoe[card]:
            raise InvalidPositionError(
                f"the hands and piles hold {n} copies of {card.notation}, but a {players}-player "
                f"shoe has only {shoe[card]} (RULES 3)"
            )
    if position.seed is not None and type(position.seed) is not int:
        raise InvalidPositionError(f"seed {position.seed!r} is not a whole number")


def iter_cards(position: Position) -> Iterator[Card]:
    """Every card the position knows of: hands, draw pile, discard pile."""
    for hand in position.hands:
        if hand:
            yield from hand
    yield from position.draw or ()
    yield from position.discard


__all__ = ["HAND_SIZE", "LegalMovesView", "Part", "Position", "iter_cards", "reshuffle"]
