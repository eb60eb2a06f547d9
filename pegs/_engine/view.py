"""``LegalMovesView``: a hand's legal moves counted, tested, indexed and sampled, not built.

``Position.legal_moves()`` builds every ``Move`` of a hand: about 0.18 µs each at C speed, and on
the benchmark positions most of them (82%) are 7 and 9 splits that a random play-out never looks
at. The view reads the same generator's parts instead: a card's one-peg parts are the reach rows
it keeps anyway, its splits are counted from each peg's parts by count (``split_count``), and a
``Move`` is made only for the move asked for. Its order is exactly
``legal_moves()``'s (the same functions make both), so ``view[i] == legal_moves()[i]`` and a
seeded game drawing an index from either plays the same game.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Sequence
from random import Random
from typing import TYPE_CHECKING, NamedTuple

from ..cards import Card
from ..moves import Move, Part, _from_tuple, move_of, part_of
from ..rules import Split
from .movegen import joker_triples, single_parts
from .reach import Reach
from .splitcount import SplitCount, split_count
from .splits import split_pairs
from .tables import CardEffect

if TYPE_CHECKING:
    from .core import Core

_FORWARD_BACK = Split.FORWARD_BACK


class _Block(NamedTuple):
    """One card's run of moves in the listing: its card, where it starts and how many moves."""

    card: Card
    effect: CardEffect | None  # None for the joker
    start: int
    size: int
    discard: bool  # the block opens with the card thrown away (RULES 7)


# ``_Block((card, effect, start, size, discard))`` at C speed (a named tuple's own constructor is
# Python code: each count makes a block per card).
_block = _from_tuple(_Block)


class _Joker:
    """The key of a reach's joker moves (seat, from, target) in its ``memo``."""


class _Singles:
    """The key of a reach's one-peg parts by card effect in its ``memo``."""


def _card_parts(reach: Reach) -> dict[CardEffect, list[Part]]:
    """The one-peg parts of each card effect asked of ``reach`` so far (filled by the views)."""
    found: dict[CardEffect, list[Part]] | None = reach.memo.get(_Singles)
    if found is None:
        found = reach.memo[_Singles] = {}
    return found


class LegalMovesView:
    """The legal moves of the seat to move, in ``legal_moves()``'s order, built only when read.

    ``len(view)`` and ``view.count()`` count them, ``move in view`` tests one, ``view[i]`` is the
    i-th, ``view.sample(rng)`` one drawn uniformly, and iterating yields them one by one.
    """

    __slots__ = (
        "_blocks",
        "_core",
        "_discarding",
        "_hand",
        "_joker",
        "_pairs",
        "_singles",
        "_size",
        "_sizes",
        "_splits",
        "_starts",
    )

    def __init__(self, core: Core | None, hand: Sequence[Card]) -> None:
        self._core = core  # None: the game is over and nothing is legal
        self._hand = sorted(set(hand)) if core is not None else []
        # Counted: each card's number of moves, in hand order, and whether the hand may only
        # throw a card away (RULES 7); the blocks of the listing are made from them when a
        # listing, a test or a sorted read needs them, and a drawn index walks the sizes
        # (measured over ten seeded 4-player play-outs: 1,197 M against 1,258 M instructions).
        self._sizes: list[int] | None = None
        self._discarding = False
        self._size = 0
        self._blocks: list[_Block] | None = None
        self._starts: list[int] = []
        # Per card effect (the joker's key is None), read once and shared by cards alike.
        self._singles: dict[CardEffect, list[Part]] = {}
        # A split card's splits, counted.
        self._splits: dict[CardEffect, SplitCount] = {}
        self._pairs: dict[CardEffect, list[tuple[Part, Part]]] = {}
        self._joker: list[tuple[int, int, int]] | None = None

    # ----- counting
    def __len__(self) -> int:
        if self._sizes is None:
            self._count()
        return self._size

    def count(self) -> int:
        """How many legal moves there are (no move is built)."""
        if self._sizes is None:
            self._count()
        return self._size

    def __bool__(self) -> bool:
        return len(self) > 0

    def _count(self) -> list[int]:
        """Each card's number of moves, in hand order, counted as ``hand_moves`` lists them."""
        core = self._core
        sizes: list[int] = []
        total = 0
        if core is not None:
            effects = core.tables.effects
            reach = core.reach()
            # A card's one-peg parts (and the joker's targets) are kept on the position's reach,
            # as its rows are, not on this view: a second view of one position (a bot's, the
            # hint's) reads them again (measured with the one pass below, warm benchmark hands
            # without a 7 or a 9: 2.1 against 4.1 µs a count).
            singles = self._singles = _card_parts(reach)
            splits = self._splits
            can_move = False
            for card in self._hand:
                if card == "JK":
                    size = len(self._joker_triples())
                else:
                    key = effects[card]
                    found = singles.get(key)
                    if found is None:
                        found = singles[key] = single_parts(reach, key)
                    size = len(found)
                    split = key[2]
                    if split is not None:
                        counted = splits.get(key)
                        if counted is None:
                            counted = splits[key] = split_count(
                                reach, key[0], split is _FORWARD_BACK
                            )
                        size += counted.size
                    if size:
                        can_move = True
                sizes.append(size)
                total += size
            if not can_move:
                # RULES 7: only a joker can move, or nothing can: each card may be thrown
                # away, and the joker's moves follow its own discard.
                self._discarding = True
                sizes = [
                    1 + size if card == "JK" else 1
                    for card, size in zip(self._hand, sizes)  # noqa: B905 (counted so)
                ]
                total = sum(sizes)
        self._sizes = sizes
        self._size = total
        return sizes

    def _layout(self) -> list[_Block]:
        """The blocks of the listing: each card's, where it starts and how many moves."""
        blocks = self._blocks
        if blocks is not None:
            return blocks
        sizes = self._count() if self._sizes is None else self._sizes
        blocks = []
        starts = self._starts
        start = 0
        discarding = self._discarding
        effects = self._core.tables.effects if self._core is not None else {}
        for card, size in zip(self._hand, sizes):  # noqa: B905 (one length: counted so)
            if size:
                key = None if card == "JK" else effects[card]
                blocks.append(_block((card, key, start, size, discarding)))
                starts.append(start)
                start += size
        self._blocks = blocks
        return blocks

    def _single(self, effect: CardEffect) -> list[Part]:
        found = self._singles.get(effect)
        if found is None:
            assert self._core is not None
            found = self._singles[effect] = single_parts(self._core.reach(), effect)
        return found

    def _split(self, effect: CardEffect) -> list[tuple[Part, Part]]:
        found = self._pairs.get(effect)
        if found is None:
            assert self._core is not None
            split = effect[2]
            found = split_pairs(self._core.reach(), effect[0], split is _FORWARD_BACK)
            self._pairs[effect] = found
        return found

    def _joker_triples(self) -> list[tuple[int, int, int]]:
        found = self._joker
        if found is None:
            core = self._core
            assert core is not None
            reach = core.reach()
            memo = reach.memo
            found = memo.get(_Joker)
            if found is None:
                found = memo[_Joker] = joker_triples(core.sc, core.rules, reach.seats)
            self._joker = found
        return found

    # ----- reading
    def __getitem__(self, index: int) -> Move:
        sizes = self._count() if self._sizes is None else self._sizes
        size = self._size
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError(index, size)  # data, as the core words nothing: (asked, how many)
        core = self._core
        assert core is not None  # a view of a finished game has no move to read
        k = 0
        while index >= sizes[k]:  # the card whose moves hold it, in hand order
            index -= sizes[k]
            k += 1
        card = self._hand[k]
        effect = None if card == "JK" else core.tables.effects[card]
        move = self._built(card, effect, self._discarding, index)
        core.vouch(move)  # legal: playing it needs no second check
        return move

    def _built(self, card: Card, effect: CardEffect | None, discard: bool, at: int) -> Move:
        """The ``at``-th move of one card's block (``discard``: it opens with the card thrown
        away)."""
        if discard:
            if at == 0:
                return Move(card, ())
            at -= 1
        if effect is None:
            return move_of((card, (part_of(self._joker_triples()[at]),)))
        singles = self._single(effect)
        if at < len(singles):
            return move_of((card, (singles[at],)))
        at -= len(singles)
        pairs = self._pairs.get(effect)
        if pairs is not None:
            return move_of((card, pairs[at]))
        # One pair read from its run: the other splits are never made (a random play-out
        # drawing a split makes one pair, not the hundred-odd of the card).
        return move_of((card, self._splits[effect].pair(at)))

    def sample(self, rng: Random) -> Move:
        """A legal move drawn uniformly with ``rng`` (one index, as ``rng.choice`` draws it)."""
        size = len(self)
        if not size:
            raise IndexError(0, 0)
        return self[rng.randrange(size)]

    def sorted_move(self, index: int) -> Move:
        """The ``index``-th move of ``sorted(legal_moves())``: only its card's parts are sorted."""
        blocks = self._layout()
        if not 0 <= index < self._size:
            raise IndexError(index, self._size)
        # Cards come in card order and a move sorts by its card first, so sorting keeps each
        # card's block where it is and only orders the parts within it (a discard, with no
        # parts, sorts first, as it is listed).
        block = blocks[bisect_right(self._starts, index) - 1]
        at = index - block.start
        card = block.card
        if block.discard:
            if at == 0:
                move = Move(card, ())
            else:
                move = move_of((card, sorted(self._parts_of(block))[at - 1]))
        else:
            move = move_of((card, sorted(self._parts_of(block))[at]))
        if self._core is not None:
            self._core.vouch(move)
        return move

    def _parts_of(self, block: _Block) -> list[tuple[Part, ...]]:
        """Every move's parts of a block (its discard left out), in listing order."""
        effect = block.effect
        if effect is None:
            return [(part_of(t),) for t in self._joker_triples()]
        parts: list[tuple[Part, ...]] = [(p,) for p in self._single(effect)]
        if effect[2] is not None:
            parts += self._split(effect)
        return parts

    def __iter__(self) -> Iterator[Move]:
        for block in self._layout():
            card = block.card
            if block.discard:
                yield Move(card, ())
            if block.discard and block.effect is not None:
                continue
            for parts in self._parts_of(block):
                yield move_of((card, parts))

    def __contains__(self, move: object) -> bool:
        if not isinstance(move, Move):
            return False
        card, parts = move
        for block in self._layout():
            if block.card != card:
                continue
            if not parts:
                return block.discard
            if block.discard and block.effect is not None:
                return False  # a card that may only be thrown away
            effect = block.effect
            if effect is None:
                return len(parts) == 1 and tuple(parts[0]) in self._joker_triples()
            if len(parts) == 1:
                return parts[0] in self._single(effect)
            return effect[2] is not None and tuple(parts) in self._split(effect)
        return False
