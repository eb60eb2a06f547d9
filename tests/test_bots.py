"""Computer players: always legal (RULES 7 must-play included), blind to hidden cards, seeded."""

from __future__ import annotations

import random

import pytest
from builders import make

from pegs import PegsError, Position, new_game
from pegs.bots import Bot, SeatView, bot_names, make_bot
from pegs.bots.search import SearchBot
from pegs.bots.selfplay import play_game

# One rule set per option value (RULES 9), so every value is played by every bot.
OPTION_SETS = [
    {},
    {"nine": "forward-only", "face_cards": "eleven-twelve-thirteen"},
    {"nine": "split-forward-back", "home_entry": "optional"},
    {"team_pegs": "own-first", "joker_source": "any"},
]


def _play_checked(bots: dict[int, Bot], position: Position, turns: int) -> Position:
    """Play up to ``turns`` bot moves, checking each is one of the legal moves (RULES 7)."""
    for _ in range(turns):
        if position.is_over:
            break
        move = bots[position.turn & 1].choose(position)
        legal = position.legal_moves()
        assert move in legal, f"{move.notation()} is not legal in\n{position.to_json()}"
        position = position.play(move)[0]
    return position


@pytest.mark.parametrize("players", [4, 6, 8])
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(o.values()) or "default")
def test_random_and_greedy_only_play_legal_moves(players: int, options: dict) -> None:
    for game in range(2):
        position = new_game(players, seed=100 + game, **options)
        bots = {0: make_bot("greedy", seed=game), 1: make_bot("random", seed=game)}
        if game:
            bots = {0: bots[1], 1: bots[0]}
        _play_checked(bots, position, turns=300)


@pytest.mark.parametrize(
    ("players", "options"),
    [(4, OPTION_SETS[0]), (6, OPTION_SETS[2]), (8, OPTION_SETS[1]), (4, OPTION_SETS[3])],
)
def test_search_only_plays_legal_moves(players: int, options: dict) -> None:
    position = new_game(players, seed=7, **options)
    # Start from a busy middle game, where splits, bumps and jokers are all in play.
    position = _play_checked({0: make_bot("greedy"), 1: make_bot("greedy")}, position, 80)
    search = SearchBot(seed=1, playouts=3, depth=1)
    _play_checked({0: search, 1: search}, position, turns=12)


def test_greedy_finishes_games_and_beats_random() -> None:
    winners = []
    for seed in range(6):
        bots = (
            (make_bot("greedy"), make_bot("random", seed))
            if seed % 2 == 0
            else (make_bot("random", seed), make_bot("greedy"))
        )
        winner, turns, _ = play_game(bots, 4, seed)
        assert winner is not None and turns > 0
        winners.append(winner == seed % 2)
    assert all(winners)


def test_a_discard_only_when_nothing_can_move() -> None:
    # RULES 7: every peg in start and no A, J, Q, K or joker: the only legal moves are discards.
    position = make({}, hands={0: ["2H", "3H", "4H", "5H", "6H"]})
    for name in bot_names():
        move = make_bot(name).choose(position)
        assert move.is_discard


def _hide_differently(position: Position, seed: int) -> Position:
    """The same position with other hands and the draw pile redealt from their pooled cards."""
    seat = position.turn
    pool = [c for s, h in enumerate(position.hands) if s != seat for c in h]
    pool += list(position.draw)
    random.Random(seed).shuffle(pool)
    hands, at = [], 0
    for s, hand in enumerate(position.hands):
        if s == seat:
            hands.append(hand)
        else:
            hands.append(tuple(pool[at : at + len(hand)]))
            at += len(hand)
    return Position(
        position.rules,
        position.pegs,
        position.turn,
        tuple(hands),
        tuple(pool[at:]),
        position.discard,
        position.dealer,
        position.seed,
    )


@pytest.mark.parametrize("name", ["random", "greedy", "search"])
def test_bots_never_see_hidden_cards(name: str) -> None:
    position = new_game(4, seed=11)
    position = _play_checked({0: make_bot("greedy"), 1: make_bot("greedy")}, position, 50)
    other = _hide_differently(position, seed=3)
    assert other.hands != position.hands and other.draw != position.draw
    assert SeatView.of(other) == SeatView.of(position)
    for seed in range(3):
        assert make_bot(name, seed).choose(other) == make_bot(name, seed).choose(position)


def test_seat_view_holds_no_hidden_cards() -> None:
    position = new_game(4, seed=2)
    view = SeatView.of(position)
    assert view.hand == position.hand()
    assert view.hand_sizes == (5, 5, 5, 5)
    assert view.draw_size == len(position.draw)
    # The unseen cards are everything but the seat's own hand (nothing is discarded yet).
    assert sum(view.unseen().values()) == 162 - 5
    dealt = view.deal(random.Random(0))
    assert dealt.hand() == position.hand() and len(dealt.draw) == len(position.draw)


@pytest.mark.parametrize("name", ["random", "search"])
def test_bots_are_deterministic_for_a_seed(name: str) -> None:
    position = new_game(4, seed=5)
    position = _play_checked({0: make_bot("greedy"), 1: make_bot("greedy")}, position, 40)
    first = [make_bot(name, seed).choose(position) for seed in range(4)]
    again = [make_bot(name, seed).choose(position) for seed in range(4)]
    assert first == again


def test_seeded_games_replay_exactly() -> None:
    bots = (make_bot("random", 1), make_bot("greedy"))
    assert play_game(bots, 4, 9) == play_game((make_bot("random", 1), make_bot("greedy")), 4, 9)


def test_unknown_bot_name_is_refused() -> None:
    with pytest.raises(PegsError, match="unknown bot 'clever'"):
        make_bot("clever")
