"""RULES B, state file: a hand-made mid-deal file without ``played`` (earlier tricks unknown).

Each scenario is a file written by hand, as a teacher or a rule test would write it: tricks
already taken, no ``played`` list, a seed that does not deal its hands. The file is accepted;
``show``, ``moves``, ``play``, every bot and the table play on from it by the rules of Part B,
and every impossible state the rule book names is still refused.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from backalley import InvalidStateError
from backalley.bots import BOTS, decide, make_bot
from backalley.cards import Card, Suit
from backalley.cli import main
from backalley.notation import format_state, parse_state
from backalley.rules import PLAYERS
from backalley.sampler import knowledge, sample_hands
from backalley.state import Phase, State
from backalley.view import view_for
from widgets.backalley.controller import TableController
from widgets.backalley.table import BackAlleyTable

#: The issue's reproducer: deal 10 (4 cards), seat 2 took the first trick and leads.
REPRODUCER = {
    "format": "backalley-state/1",
    "deal": 10,
    "hand_size": 4,
    "dealer": 3,
    "turned": "9H",
    "trump": "H",
    "hands": {
        "0": ["AS", "3D", "6C"],
        "1": ["QS", "2D", "JC"],
        "2": ["BB", "KH", "4C"],
        "3": ["5S", "8D", "9C"],
    },
    "bids": ["1", "pass", "1", "pass"],
    "leader": 2,
    "trick": [],
    "taken": {"0": 0, "1": 0, "2": 1, "3": 0},
    "trump_in_last_trick": False,
    "scores": [0, 0],
    "turn": 2,
    "seed": 7,
}

BASE_HANDS = ("AS 3D 6C", "QS 2D JC", "BB KH 4C", "5S 8D 9C")


def hand_made(
    hands: tuple[str, str, str, str] = BASE_HANDS,
    *,
    deal: int = 10,
    turned: str = "9H",
    bids: str = "1 pass 1 pass",
    leader: int = 2,
    trick: str = "",
    taken: tuple[int, int, int, int] = (0, 0, 1, 0),
    last: bool = False,
    scores: tuple[int, int] = (0, 0),
) -> dict[str, Any]:
    """A state file written by hand (dealer 3, so seat 0 bids first), without ``played``."""
    suit = Card.parse(turned).suit
    return {
        "format": "backalley-state/1",
        "deal": deal,
        "hand_size": {10: 4, 11: 3, 12: 2}[deal],
        "dealer": 3,
        "turned": turned,
        "trump": suit.value if suit else None,
        "hands": {str(seat): hand.split() for seat, hand in enumerate(hands)},
        "bids": bids.split(),
        "leader": leader,
        "trick": trick.split(),
        "taken": {str(seat): n for seat, n in enumerate(taken)},
        "trump_in_last_trick": last,
        "scores": list(scores),
        "turn": (leader + len(trick.split())) % PLAYERS,
        "seed": 7,
    }


def load(data: dict[str, Any]) -> State:
    """The state of a file's JSON text, as every command reads it."""
    return parse_state(json.dumps(data))


def moves(data: dict[str, Any]) -> set[str]:
    """The legal actions of the seat in turn, as ``moves`` prints them."""
    return {action.notation() for action in load(data).legal_actions()}


# -- moves: the rules of play apply to the cards the file shows ---------------------------------

MOVES = [
    pytest.param(
        hand_made(),
        {"play 4C"},
        id="lead: no trump lead unless trump fell in the last trick or the leader bid board",
    ),
    pytest.param(
        hand_made(last=True),
        {"play BB", "play KH", "play 4C"},
        id="lead: trump may be led after a trick with trump",
    ),
    pytest.param(
        hand_made(bids="1 pass board pass"),
        {"play BB", "play KH", "play 4C"},
        id="lead: a board bidder may lead trump from the second trick on",
    ),
    pytest.param(
        hand_made(("AS 3D 6C", "QS 2D JC", "BB KH 2H", "5S 8D 9C")),
        {"play BB", "play KH", "play 2H"},
        id="lead: a leader holding only trumps may lead one",
    ),
    pytest.param(
        hand_made(("AS 3D 6C", "QS 2D JC", "BB KH", "5S 8D 9C"), trick="4C"),
        {"play 9C"},
        id="follow: a player follows suit when able",
    ),
    pytest.param(
        hand_made(("AS 3D 6C", "QS 2D JC", "BB KH", "5S 8D 9D"), trick="4C"),
        {"play 5S", "play 8D", "play 9D"},
        id="follow: a player without the suit led plays anything",
    ),
    pytest.param(
        hand_made(("AS 3D 6C", "QS 2D JC", "BB 4C", "LB 5S 8D"), trick="KH", last=True),
        {"play LB"},
        id="follow: a blooper counts as a trump",
    ),
    pytest.param(
        hand_made(("AS 3D 6C", "QS 2D JC", "KH 4C", "2H 10H 5S"), trick="BB", last=True),
        {"play 10H"},
        id="blooper: the Big Blooper led calls the highest trump",
    ),
    pytest.param(
        hand_made(("AS 3D 6C", "QS 2D JC", "KH 4C", "2H 10H 5S"), trick="LB", last=True),
        {"play 2H"},
        id="blooper: the Little Blooper led calls the lowest trump",
    ),
    pytest.param(
        hand_made(("AS 3D 6C", "QS 2D JC", "KH 4C", "5S 8D 9C"), trick="BB", last=True),
        {"play 5S", "play 8D", "play 9C"},
        id="blooper: a player without trump plays anything",
    ),
    pytest.param(
        hand_made(("3H QH 6C", "QS 2D JC", "KH 4C", "8D 9C"), trick="BB 5S", last=True),
        {"play QH"},
        id="blooper: the duty binds the leader's partner too",
    ),
    pytest.param(
        hand_made(("AS 3D 6C", "QS 2D JC", "KH 4C", "9C 5S 8D"), turned="BB", trick="5C"),
        {"play 9C"},
        id="no trump: a turned blooper leaves plain suits to follow",
    ),
]


@pytest.mark.parametrize(("data", "expected"), MOVES)
def test_rule_b_play_hand_made_file_moves(data: dict[str, Any], expected: set[str]) -> None:
    """RULES B, play: the legal cards of a mid-deal file whose earlier tricks are unknown."""
    assert moves(data) == expected


# -- play: tricks are won, led and scored as in a dealt game -------------------------------------

PLAYS = [
    pytest.param(
        hand_made(("AS 3D", "2H QS 2D", "BB KH", "5S 8D"), trick="4C 9C AC"),
        ["play 2H"],
        {"taken": (0, 1, 1, 0), "leader": 1, "turn": 1, "trump_in_last_trick": True},
        id="the highest trump wins the trick and its winner leads",
    ),
    pytest.param(
        hand_made(("AS 3D", "QS AD 2D", "BB KH", "5S 8D"), trick="4C 9C 6C", last=True),
        ["play AD"],
        {"taken": (0, 0, 1, 1), "leader": 3, "turn": 3, "trump_in_last_trick": False},
        id="without trump the highest card of the suit led wins, a higher discard does not",
    ),
    pytest.param(
        hand_made(("BB 3D 6C", "2H QS 2D", "4C KH", "5S 8D"), trick="AH LB", last=True),
        ["play BB", "play 2H"],
        {"taken": (1, 0, 1, 0), "leader": 0, "trump_in_last_trick": True},
        id="the Big Blooper beats the Little Blooper and the ace of trump",
    ),
    pytest.param(
        hand_made(("3D 6C", "2H QS 2D", "4C KH", "5S 8D"), trick="AH LB 3H", last=True),
        ["play 2H"],
        {"taken": (0, 0, 1, 1), "leader": 3},
        id="the Little Blooper beats the ace of trump",
    ),
]


@pytest.mark.parametrize(("data", "actions", "after"), PLAYS)
def test_rule_b_play_hand_made_file_tricks(
    data: dict[str, Any], actions: list[str], after: dict[str, object]
) -> None:
    """RULES B, play: a trick completed from a file without ``played`` goes to the right seat;
    the new state still has no ``played`` (the earlier tricks stay unknown) and reads back."""
    state = load(data)
    for action in actions:
        state, _ = state.apply(action)
    assert {key: getattr(state, key) for key in after} == after
    assert state.played == ()
    assert "played" not in json.loads(format_state(state))
    assert parse_state(format_state(state)) == state


SCORED = [
    pytest.param(
        hand_made(("", "2D", "", ""), deal=12, trick="4C 9C 6C"),
        (-10, 1),
        id="a number bid missed loses 5 a trick bid; a pass scores each trick over",
    ),
    pytest.param(
        hand_made(
            ("AS", "2S", "3S", "4S"),
            deal=12,
            bids="board pass pass pass",
            leader=0,
            taken=(1, 0, 0, 0),
        ),
        (20, 0),
        id="a board made scores 10 a trick of the deal",
    ),
    pytest.param(
        hand_made(
            ("2S", "AS", "3S", "4S"),
            deal=12,
            bids="board pass pass pass",
            leader=0,
            taken=(1, 0, 0, 0),
        ),
        (-20, 1),
        id="a board missed loses the same",
    ),
]


@pytest.mark.parametrize(("data", "points"), SCORED)
def test_rule_b_scoring_hand_made_file_last_trick(
    data: dict[str, Any], points: tuple[int, int]
) -> None:
    """RULES B, scoring: the last trick of a hand-made deal scores it; the next deal is dealt
    from the seed and records its own tricks again."""
    state = load(data)
    while state.deal == 12:
        state, _ = state.apply(state.legal_actions()[0])
    assert state.scores == points and state.deal == 13 and state.phase is Phase.BIDDING
    bot = make_bot("heuristic")
    while state.phase is Phase.BIDDING or state.tricks_played == 0:
        state, _ = state.apply(decide(bot, state))
    assert len(state.played) == PLAYERS


# -- what the rule book calls impossible stays refused -------------------------------------------

REFUSED = [
    pytest.param(
        hand_made(("AS 3D 6C", "QS 2D JC", "BB KH", "9C 8D"), trick="4C 5S"),
        r"players must follow suit",
        id="a revoke in the trick under way",
    ),
    pytest.param(
        hand_made(("AS 3D 6C", "QS 2D JC", "BB 4C", "5S 8D 9C"), trick="KH"),
        r"no trump was played in the previous trick",
        id="a trump led against the lead rule",
    ),
    pytest.param(
        hand_made(("AS 3D 6C", "QS 2D JC", "KH 4C", "10H 5S"), trick="BB 2H", last=True),
        r"every player must play their highest trump",
        id="a broken blooper duty",
    ),
    pytest.param(
        hand_made(("AS 3D 6C", "AS 2D JC", "BB KH 4C", "5S 8D 9C")),
        r"card 'AS' appears twice",
        id="a card twice",
    ),
    pytest.param(
        hand_made(("AS 3D 6C 7C", "QS 2D JC", "BB KH 4C", "5S 8D 9C")),
        r"seat 0 holds 4 cards",
        id="a hand of the wrong size for the tricks taken",
    ),
    pytest.param(
        hand_made(taken=(1, 0, 0, 0)),
        r"leader 2 has taken no trick",
        id="a leader who took no trick",
    ),
    pytest.param(
        hand_made(("AS 3D 6C", "QS 2D JC", "LB KH 4C", "5S 8D 9C"), turned="BB"),
        r"in play in a no-trump deal",
        id="a blooper in a hand in a no-trump deal",
    ),
    pytest.param(
        hand_made(("AS 3D 6C", "QS 2D JC", "2H KH 4C", "5S 8D 9C"), turned="BB", last=True),
        r"trump_in_last_trick is true in a deal without trump",
        id="trump in the last trick of a deal without trump",
    ),
    pytest.param(
        hand_made(("", "", "", ""), taken=(0, 0, 4, 0)),
        r"adds up to a whole deal that was not scored",
        id="a whole deal taken but not scored",
    ),
    pytest.param(
        {**hand_made(), "played": []},
        r"'played' is empty but tricks were taken",
        id="an empty played list with tricks taken",
    ),
    pytest.param(
        {**hand_made(), "played": ["7S", "7D", "7C"]},
        r"played lists 3 cards but 1 tricks were taken",
        id="a played list that does not match taken",
    ),
]


@pytest.mark.parametrize(("data", "message"), REFUSED)
def test_rule_b_state_file_hand_made_impossible_refused(data: dict[str, Any], message: str) -> None:
    """RULES B, state file: without ``played`` every impossible state named is still refused."""
    with pytest.raises(InvalidStateError, match=message):
        load(data)


# -- the command line, the bots and the table ----------------------------------------------------


def test_rule_b_state_file_reproducer_on_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """RULES B, state file: the issue's file: ``moves`` answers ``play 4C``; ``show`` says the
    earlier tricks are unknown; ``play`` writes a file without ``played``."""
    path = tmp_path / "mid.json"
    path.write_text(json.dumps(REPRODUCER), encoding="utf-8")
    assert main(["moves", str(path)]) == 0
    assert capsys.readouterr().out == "play 4C\n"
    assert main(["show", str(path)]) == 0
    assert "earlier tricks: not in the file, so their cards are unknown" in capsys.readouterr().out
    assert main(["play", str(path), "play 4C"]) == 0
    after = json.loads(capsys.readouterr().out)
    assert after["trick"] == ["4C"] and after["turn"] == 3 and "played" not in after


@pytest.mark.parametrize("name", sorted(BOTS))
def test_rule_b_play_every_bot_plays_on_from_a_hand_made_file(name: str) -> None:
    """RULES B, play: each bot finishes the deal from the reproducer with legal cards only."""
    state = load(REPRODUCER)
    bots = [make_bot(name, seat) for seat in range(PLAYERS)]
    while state.deal == 10:
        action = decide(bots[state.turn], state)  # type: ignore[index]
        assert action in state.legal_actions()
        state, _ = state.apply(action)
    assert state.deal == 11


def test_sampler_deals_only_unknown_cards_and_honours_a_void_in_the_trick() -> None:
    """RULES B, play (follow suit): a player who did not follow has none of the suit led; the
    sampler deals the unknown cards (earlier tricks' cards among them) consistently with that."""
    data = hand_made(("AS 3D 6C", "QS 2D JC", "BB KH", "8D 9D"), trick="4C 5S")
    state = load(data)
    view = view_for(state, 0)
    know = knowledge(view)
    assert know.voids == {3: {Suit.CLUBS}}
    known = set(view.hand) | set(view.trick) | {view.turned}
    for seed in range(40):
        hands = sample_hands(view, know, random.Random(seed))
        assert [len(hands[seat]) for seat in (1, 2, 3)] == [3, 2, 2]
        assert not {card for seat in (1, 2, 3) for card in hands[seat]} & known
        assert not [card for card in hands[3] if card.suit is Suit.CLUBS]


def test_rule_b_play_the_table_plays_on_from_a_hand_made_file() -> None:
    """RULES B, play: the table (its controller and its widget) starts from the file and plays
    the deal to its summary, the human choosing legal cards."""
    controller = TableController(human=2, auto=False)
    controller.start_from(load(REPRODUCER))
    assert controller.playable() == frozenset({Card.parse("4C")})
    while controller.summary is None:
        if controller.bot_to_act():
            controller.step()
        else:
            assert controller.act(controller.state.legal_actions()[0].notation())
    assert controller.summary.row.deal == 10
    table = BackAlleyTable(seed=3, human=2)
    table.start_from(load(REPRODUCER))
    assert table.controller.state.trick == () and table.seed.value == 7
    # The human (seat 2) is to lead: only the 4 of clubs may be played.
    assert table.controller.playable() == frozenset({Card.parse("4C")})
    table._human(lambda: table.controller.act("play 4C"))
    assert table.controller.state.deal == 10 and table.frames_sent >= 2
