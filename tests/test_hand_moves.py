"""A hand's legal moves are each distinct card's own moves, in card order (RULES 4 and 7), also
where cards that do the same thing (a J and a Q under ``face_cards=ten``) share the work of
listing them."""

from __future__ import annotations

import random

import pytest
from builders import make

from pegs import Move, Position, new_game


def _card_by_card(position: Position) -> list[Move]:
    """The moves of every distinct card of the hand, each asked on its own, in card order."""
    moves: list[Move] = []
    for card in sorted(set(position.hand() or ())):
        moves += position.card_moves(card)
    return moves


@pytest.mark.parametrize("face_cards", ["ten", "eleven-twelve-thirteen"])
def test_a_jack_queen_and_king_each_list_their_own_moves(face_cards):
    # RULES 4 (4.face): under ``ten`` all three bring out or move 10, so they list the same
    # parts; each move must still name the card that makes it.
    position = make(
        {0: ["T3", "T20"], 2: ["T40"]},
        hands={0: ["JS", "QH", "KD", "10C", "QS"]},
        face_cards=face_cards,
    )
    legal = position.legal_moves()
    assert legal == _card_by_card(position)
    by_card = {card: [m for m in legal if m.card == card] for card in ("JS", "QH", "KD", "QS")}
    assert all(by_card.values())
    parts = {card: [m.parts for m in moves] for card, moves in by_card.items()}
    if face_cards == "ten":
        assert parts["JS"] == parts["QH"] == parts["KD"] == parts["QS"]
    else:
        assert parts["JS"] != parts["QH"] != parts["KD"]
        assert parts["QH"] == parts["QS"]


@pytest.mark.parametrize("players", [4, 8])
def test_every_hand_of_random_games_lists_its_cards_moves_in_card_order(players):
    # RULES 4 and 7 (7.must-play): while a card other than the joker can move, the legal moves
    # are exactly every held card's moves, card by card; checked on every turn of two games.
    checked = 0
    for seed in range(2):
        rng = random.Random(seed)
        position = new_game(players, seed=seed)
        while not position.is_over:
            legal = position.legal_moves()
            if any(m.parts and m.card != "JK" for m in legal):
                assert legal == _card_by_card(position)
                checked += 1
            position = position.play(rng.choice(legal))[0]
    assert checked > 500
