"""The immutable position: pegs, hands, piles, turn, dealer, rules; legal moves and applying.

A ``Position`` never changes. ``play`` returns a new position and the events the move caused, so
undo and replay are just a list of positions. File notation lives in ``notation``, pictures in
``text`` and ``svg``; the per-card rules live in ``movegen`` and ``check``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import repeat
from operator import itemgetter

from ._engine.movegen import card_moves as _card_moves
from ._engine.movegen import hand_moves as _hand_moves
from ._engine.movegen import reach_of as _reach_of
from ._engine.reach import Reach
from ._engine.scratch import Scratch
from .board import HOME, PEGS_PER_SEAT, START, Place, is_home, place_name
from .cards import Card, Rank, rank_of, shoe_counts
from .check import PartResult, Refusal, card_refusal, check_card_move
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
from .moves import Move, Part, move_of, parse_move
from .render.colours import seat_name
from .rules import Rules
from .words import team_words, the_card

HAND_SIZE = 5
_PARTS = itemgetter(1)  # a move's parts
_JOKER = Rank.JOKER  # an enum member costs ~50 ns a look-up in Python 3.11: read once a turn
_FULL_HOME = (1 << PEGS_PER_SEAT) - 1  # a home bitmask with H1 to H5 all taken


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
    _scratch: Scratch | None = field(default=None, init=False, repr=False, compare=False)
    _reach: Reach | None = field(default=None, init=False, repr=False, compare=False)
    _winner: int | None = field(default=-2, init=False, repr=False, compare=False)

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

    # ----- construction without re-validation, for positions the engine itself derives
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
        new = object.__new__(cls)
        # One dict update instead of ten frozen-dataclass ``object.__setattr__`` calls: every
        # move played makes one of these.
        new.__dict__.update(
            rules=rules,
            pegs=pegs,
            turn=turn,
            hands=hands,
            draw=draw,
            discard=discard,
            dealer=dealer,
            seed=seed,
            _scratch=None,
            _reach=None,
            _winner=-2,
        )
        return new

    # ----- derived facts
    @property
    def players(self) -> int:
        """Number of players (4, 6 or 8)."""
        return self.rules.players

    @property
    def winner(self) -> int | None:
        """The team that has every peg of every colour in home, or None (RULES 8)."""
        if self._winner == -2:
            object.__setattr__(self, "_winner", _winning_team(self.rules.players, self.pegs))
        return self._winner

    @property
    def is_over(self) -> bool:
        """True once a team has won: no further move is legal (RULES 8)."""
        return self.winner is not None

    def hand(self, seat: int | None = None) -> tuple[Card, ...] | None:
        """The hand of ``seat`` (default: the seat to move), or None when the position has none."""
        return self.hands[self.turn if seat is None else seat]

    def scratch(self) -> Scratch:
        """The peg layout as arrays (shared, do not modify: copy it first)."""
        sc = self._scratch
        if sc is None:
            sc = Scratch(self.rules.players, self.pegs)
            object.__setattr__(self, "_scratch", sc)
        return sc

    def reach(self) -> Reach:
        """Where the seat to move can take its pegs, count by count (shared by all its cards)."""
        reach = self._reach
        if reach is None:
            reach = _reach_of(self.scratch(), self.rules, self.turn)
            object.__setattr__(self, "_reach", reach)
        return reach

    def pegs_of(self, seat: int) -> tuple[Place, ...]:
        """Seat's five places in canonical order (S, then track, then home)."""
        return self.pegs[seat]

    def holder(self, place: Place, seat: int | None = None) -> int | None:
        """The seat of the peg on a track hole (or on ``seat``'s home place), or None."""
        if place > HOME:
            known = seat is not None and 0 <= seat < self.players
            return seat if known and place in self.pegs[seat] else None  # type: ignore[index]
        if not 0 <= place < self.rules.track_length:
            return None  # start, or a hole not on this board: nobody's peg is there
        holder = self.scratch().occ[place]
        return None if holder < 0 else holder

    # ----- moves
    def card_moves(self, card: Card | str) -> list[Move]:
        """Every move ``card`` could make for the seat to move, hand and must-play ignored."""
        card = _as_card(card)
        # The card explorer calls this for every rank: once a game is known not to be won
        # (``_winner`` None), ``is_over`` is not asked again; the reach is read from its cache.
        if self._winner is not None and self.is_over:
            return []
        reach = self._reach or self.reach()
        return _card_moves(reach.sc, self.rules, self.turn, card, reach)

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
        # Cards in card order, each card's moves in the generator's fixed order (``movegen``):
        # sorting a split's hundred-odd moves by parts would cost a third of a turn.
        distinct = sorted(set(hand))
        ranks = list(map(rank_of, distinct))
        # Suits never change a move: only the first card of each rank is generated, and a
        # second card of that rank reuses its parts. (Built backwards, the first card wins.)
        # (No ``strict=`` on these zips of equal lists: its keyword call is slow on this path.)
        firsts = dict(zip(reversed(ranks), reversed(distinct)))  # noqa: B905
        generated = _hand_moves(
            self.scratch(), self.rules, self.turn, [*firsts.values()], self.reach()
        )
        by_rank = dict(zip(firsts, generated))  # noqa: B905
        moves: list[Move] = []
        playable = False  # RULES 7: can a card other than a joker move?
        for card, rank in zip(distinct, ranks):  # noqa: B905
            group = by_rank[rank]
            if not group:
                continue
            if group[0].card is not card:
                group = list(map(move_of, zip(repeat(card), map(_PARTS, group))))
            moves += group
            if rank is not _JOKER:
                playable = True
        if playable:
            return moves
        # Nothing but a joker can move, so play a joker or discard any card. A discard has no
        # parts, so it comes first among its card's moves; only joker moves are in ``moves``.
        jokers = moves
        moves = []
        for card in distinct:
            moves.append(Move(card, ()))
            if card.is_joker:
                moves += jokers
        return moves

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
        return card_refusal(self.scratch(), self.rules, self.turn, card)

    def is_legal(self, move: Move | str) -> bool:
        """True when ``move`` may be played now."""
        return self.why_not(move) is None

    def _held(self, card: Card) -> Refusal | None:
        """Why ``card`` cannot be played at all now: the game is over, or it is not held."""
        winner = self.winner
        if winner is not None:
            return Refusal("8", f"The game is over: {team_words(winner, self.players)} has won")
        seat = self.turn
        hand = self.hands[seat]
        if hand is not None and card not in hand:
            held = ", ".join(the_card(c) for c in hand) or "no cards"
            return Refusal(
                "3", f"{seat_name(seat)} does not hold {the_card(card)}; its hand is {held}"
            )
        if hand is None and self._copies_out(card) >= self._shoe()[card]:
            return Refusal(
                "3", f"Every copy of {the_card(card)} in the shoe is already in the hands and piles"
            )
        return None

    def _check(self, move: Move) -> Refusal | list[PartResult]:
        card = move.card
        refusal = self._held(card)
        if refusal is not None:
            return refusal
        seat = self.turn
        hand = self.hands[seat]
        if not move.parts:  # a discard
            if hand is None:
                return []
            sc = self.scratch()
            for c in dict.fromkeys(hand):
                if not c.is_joker:
                    moves = _card_moves(sc, self.rules, seat, c, self.reach())
                    if moves:
                        return Refusal(
                            "7",
                            f"{seat_name(seat)} must play, not discard: {the_card(c)} can "
                            "move a peg",
                        )
            return []
        players = self.rules.players
        length = self.rules.track_length
        for part in move.parts:
            if part.seat >= players:
                return Refusal("1", f"A {self.players}-player game has no seat {part.seat}")
            if length <= part.frm < HOME:
                return Refusal("2", f"{place_name(part.frm)} is off a {players}-player board")
            if length <= part.to < HOME:
                return Refusal("2", f"{place_name(part.to)} is off a {players}-player board")
        return check_card_move(self.scratch(), self.rules, seat, move)

    def play(self, move: Move | str) -> tuple[Position, tuple[Event, ...]]:
        """The position after ``move`` and the events it caused; raises ``IllegalMoveError``."""
        move = self._as_move(move)
        result = self._check(move)
        if isinstance(result, Refusal):
            raise IllegalMoveError(
                f"{move.notation()!r} is not allowed: {result}",
                move.notation(),
                result.clause,
            )
        return self._apply(move, result)

    def after(self, *moves: Move | str) -> Position:
        """The position after playing ``moves`` in order (events dropped)."""
        position = self
        for move in moves:
            position = position.play(move)[0]
        return position

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
        events: list[Event] = [CardPlayed(seat, move.card, not move.parts)]
        sc = self.scratch().copy()
        moved: set[int] = set()  # the seats whose pegs this move changes
        for result in results:
            mover, frm, to = result.part
            moved.add(mover)
            consequences = result.consequences
            path = _path(sc, result)
            events.append(PegMoved(mover, frm, to, path, result.kind == "backward"))
            if is_home(to) and not is_home(frm):
                events.append(EnteredHome(mover, to))
            if consequences:
                for s, f, t in consequences:
                    moved.add(s)
                    if t == START:
                        events.append(BumpedToStart(s, f, seat))
                    else:
                        events.append(SentToInSpot(s, f, t, seat))
                sc.apply_part(mover, frm, to, consequences)
            else:
                sc.relocate(mover, frm, to)  # the usual move: nothing sent away
        # Canonical order (as a scratch built from the new pegs would have it) for the seats that
        # changed; every other seat keeps its tuple.
        new_pegs = list(self.pegs)
        for s in moved:
            places = sc.pegs[s]
            places.sort()
            new_pegs[s] = tuple(places)
        pegs = tuple(new_pegs)
        hands = self.hands
        draw = self.draw
        discard = (*self.discard, move.card)
        hand = hands[seat]
        # Only the mover's team can have just won: a move takes no other team's peg home, and
        # the game was not over before it (``_check``). A seat's pegs are all home exactly when
        # its five home places are full.
        team = seat & 1
        homes = sc.homemask[team::2]
        winner = team if homes.count(_FULL_HOME) == len(homes) else None
        if hand is not None:
            cards = list(hand)
            cards.remove(move.card)
            if draw is not None and winner is None:
                draw, discard = self._refill(seat, cards, draw, discard, events)
            hands = (*hands[:seat], tuple(cards), *hands[seat + 1 :])
        turn = seat
        if winner is not None:
            events.append(GameWon(winner))
        else:
            turn = (seat + 1) % self.rules.players
        new = Position._derived(
            self.rules, pegs, turn, hands, draw, discard, self.dealer, self.seed
        )
        object.__setattr__(new, "_winner", winner)
        object.__setattr__(new, "_scratch", sc)  # the arrays already describe the new layout
        return new, tuple(events)

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
        while len(cards) < HAND_SIZE:
            if not pile:
                if not discard:
                    break  # RULES 3: a hand that cannot be refilled stays short
                pile = reshuffle(discard, self.seed)
                events.append(DiscardsReshuffled(len(discard)))
                pile.reverse()
                discard = ()
            card = pile.pop()
            cards.append(card)
            events.append(CardDrawn(seat, card))
        pile.reverse()
        return tuple(pile), discard

    # ----- notation and display
    def to_dict(self) -> dict:
        """The position as a RULES 10 position-file object."""
        from .notation import position_to_dict

        return position_to_dict(self)

    def to_json(self, indent: int | None = None) -> str:
        """The position as RULES 10 position-file JSON."""
        from .notation import position_to_json

        return position_to_json(self, indent)

    @classmethod
    def from_dict(cls, data: dict) -> Position:
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


def reshuffle(discard: Iterable[Card], seed: int | None) -> list[Card]:
    """The new draw pile (top first) made by shuffling the discards (RULES 3, Ruling).

    The shuffle is seeded by the game's seed and the discard pile itself, so a position file holds
    everything needed to replay it. A file without ``seed`` shuffles as if its seed were 0.
    """
    cards = list(discard)
    key = f"pegs-reshuffle:{seed or 0}:" + " ".join(c.notation for c in cards)
    random.Random(key).shuffle(cards)
    return cards


def _winning_team(players: int, pegs: tuple[tuple[Place, ...], ...]) -> int | None:
    # A seat's places are sorted, so its first is in home only when all five are.
    for team in (0, 1):
        for s in range(team, players, 2):
            if pegs[s][0] < HOME:
                break
        else:
            return team
    return None


def _path(sc: Scratch, result: PartResult) -> tuple[Place, ...]:
    """Every place a part's peg steps on, ending at its destination."""
    seat, frm, to = result.part
    kind = result.kind
    if kind in ("out", "joker"):
        return (to,)
    length = sc.length
    if kind == "backward":
        return _walk(frm, -result.steps, length)
    if frm > HOME:
        return tuple(range(frm + 1, to + 1))
    if to > HOME:
        d_in = (sc.in_spot[seat] - frm) % length
        return _walk(frm, d_in, length) + tuple(range(HOME + 1, to + 1))
    return _walk(frm, result.steps, length)


def _walk(frm: Place, steps: int, length: int) -> tuple[Place, ...]:
    """The track holes ``steps`` steps from ``frm`` pass (backward when negative), in order."""
    end = frm + steps
    if 0 <= end < length:  # no wrap past T0: one range (most moves)
        return tuple(range(frm + 1, end + 1) if steps > 0 else range(frm - 1, end - 1, -1))
    sign = 1 if steps > 0 else -1
    return tuple((frm + sign * i) % length for i in range(1, abs(steps) + 1))


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


__all__ = ["HAND_SIZE", "Part", "Position", "iter_cards", "reshuffle"]
