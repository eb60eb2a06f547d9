"""Words for the board (pegs.render.describe): positions described and every event kind narrated."""

from __future__ import annotations

import re

import pytest

from pegs import (
    JOKER,
    BumpedToStart,
    Card,
    CardDrawn,
    CardPlayed,
    DiscardsReshuffled,
    EnteredHome,
    GameWon,
    PegMoved,
    SentToInSpot,
    make_bot,
    new_game,
)
from pegs.render.describe import describe, hole_words, narrate, narrate_event
from tests.builders import make


# ----- describe
def test_describe_covers_start_track_and_home():
    position = make(
        {0: ["S", "S", "S", "T30", "H5"], 1: ["T44", "H1", "H2"]},
        turn=1,
        hands={1: ["7S", "JK", "2H"]},
    )
    text = describe(position)
    blue = next(line for line in text.splitlines() if line.startswith("Blue"))
    # T30 is on Orange's side (T18..T35), 4 past Orange's come-out hole T26 (RULES 2).
    assert blue.startswith("Blue (with Green): 3 in start; ")
    assert "one 4 holes past Orange's come-out hole" in blue
    # From T30 forward to Blue's in-spot T3 on a 72-hole ring: 45 holes.
    assert "45 holes from its in-spot" in blue
    assert blue.endswith("one in home place 5.")
    orange = next(line for line in text.splitlines() if line.startswith("Orange (with "))
    assert "on Green's come-out hole" in orange
    assert "two pegs in home places 1 and 2" in orange
    assert "Orange is to play, holding three cards." in text
    assert "two teams: Blue and Green against Orange and Purple." in text
    assert "Green (with Blue): all five in start." in text


def test_describe_hides_hands_unless_asked():
    position = make({}, hands={0: ["7S", "JK"]}, draw=["AS"], discard=["5C", "QH"])
    assert "joker" not in describe(position)
    assert "Hand: 7 of spades, joker." in describe(position, show_hands=True)
    assert (
        "the draw pile holds one card and the discard pile two cards, the queen of hearts on "
        "top" in describe(position).lower()
    )


def test_describe_a_won_game():
    won = make({0: ["H1", "H2", "H3", "H4", "H5"], 2: ["H1", "H2", "H3", "H4", "H5"]})
    text = describe(won)
    assert "The game is over: Blue and Green have won." in text
    assert "to play" not in text


@pytest.mark.parametrize(
    ("hole", "words"),
    [
        (18, "on Orange's side, 3 holes before the in-spot"),
        (20, "on Orange's side, 1 hole before the in-spot"),
        (21, "on Orange's in-spot"),
        (25, "on Orange's side, 1 hole before the come-out hole"),
        (26, "on Orange's come-out hole"),
        (35, "on Orange's side, 9 holes past the come-out hole"),
    ],
)
def test_hole_words_use_the_side_landmarks(hole, words):
    """RULES 2: seat 1 owns T18..T35, in-spot T21, come-out hole T26."""
    assert hole_words(hole, 4) == words


def test_hole_words_own_side():
    assert hole_words(8, 4, seat=0) == "on its own come-out hole"


# ----- narration, one sentence per event kind
SEVEN = Card.parse("7S")


@pytest.mark.parametrize(
    ("event", "sentence"),
    [
        (CardPlayed(2, SEVEN), "Green plays the 7 of spades."),
        (CardPlayed(2, Card.parse("5C"), discarded=True), "Green discards the 5 of clubs."),
        # RULES 2: Blue's side is T0..T17, in-spot T3, come-out hole T8; Orange's starts at T18.
        (
            PegMoved(0, 12, 15, (13, 14, 15)),
            "Blue's peg moves 3 holes, landing 7 holes past its come-out hole.",
        ),
        (PegMoved(0, -1, 8, (8,)), "Blue's peg comes out of start onto its come-out hole."),
        (
            PegMoved(0, 5, 69, (4, 3, 2, 1, 0, 71, 70, 69), True),
            "Blue's peg moves 8 holes back, landing 7 holes past Purple's come-out hole.",
        ),
        (PegMoved(0, 1, 1002, (2, 3, 1001, 1002)), "Blue's peg moves 4 holes into home place 2."),
        (
            PegMoved(0, 1001, 1003, (1002, 1003)),
            "Blue's peg moves 2 holes inside home, to home place 3.",
        ),
        (PegMoved(1, 5, 30, (30,)), "Orange's peg jumps, landing 4 holes past its come-out hole."),
        (
            PegMoved(1, 71, 0, (0,)),
            "Orange's peg moves 1 hole, landing 3 holes before Blue's in-spot.",
        ),
        (EnteredHome(3, 1004), "Purple's peg enters home place 4."),
        (
            BumpedToStart(1, 44, 2),
            "Orange's peg on Green's come-out hole is bumped back to its start by Green.",
        ),
        (
            SentToInSpot(0, 44, 3, 2),
            "Blue's peg on Green's come-out hole is sent to its own in-spot by Green.",
        ),
        (CardDrawn(2, SEVEN), "Green draws a card."),
        (DiscardsReshuffled(54), "The 54 discarded cards are shuffled into a new draw pile."),
        (GameWon(1), "Orange's team wins the game."),
    ],
)
def test_narrate_event_every_kind(event, sentence):
    assert narrate_event(event) == sentence


def test_narrate_event_reveals_a_drawn_card_only_when_asked():
    assert narrate_event(CardDrawn(2, SEVEN), reveal=True) == "Green draws the 7 of spades."


def test_narrate_event_names_the_winning_team_given_the_players():
    assert narrate_event(GameWon(0), players=6) == "Blue, Green and Sky win the game."


def test_narrate_event_refuses_what_is_not_an_event():
    with pytest.raises(TypeError):
        narrate_event("7S")


def test_narrate_a_split_seven_with_a_bump():
    """RULES 4 split: the parts in order; RULES 5: landing on an opponent sends it to start."""
    before = make(
        {2: ["T12", "T40"], 1: ["T44"]},
        turn=2,
        hands={2: ["7S", "2H", "3H", "4H", "5H"]},
        draw=["AS", "2S"],
    )
    _, events = before.play("7S 2:T12-T15 2:T40-T44")
    assert narrate(events) == (
        "Green plays a 7: the peg moves 3 holes, landing 7 holes past Blue's come-out hole, then "
        "the peg moves 4 holes, landing on its come-out hole, bumping Orange's peg back to its "
        "start. Green draws a card."
    )
    assert narrate(events, reveal=True).endswith("Green draws the ace of spades.")


def test_narrate_a_teammates_peg_and_a_send_to_in_spot():
    """RULES 5: landing on a teammate's peg sends it to its own in-spot."""
    before = make({0: ["T40"], 2: ["T44"]}, hands={0: ["4H"]})
    _, events = before.play("4H 0:T40-T44")
    assert narrate(events) == (
        "Blue plays a 4: the peg moves 4 holes, landing on Green's come-out hole, sending Green's "
        "peg to its own in-spot."
    )


def test_narrate_a_joker_from_start():
    before = make({1: ["T30"]}, hands={0: [JOKER.notation]})
    _, events = before.play("JK 0:S-T30")
    assert narrate(events) == (
        "Blue plays a joker: the peg jumps out of start, landing 4 holes past Orange's come-out "
        "hole, bumping Orange's peg back to its start."
    )


def test_narrate_a_discard_a_reshuffle_and_a_win():
    # RULES 3: the empty draw pile is refilled from the discards (the 5C included); the hand
    # then stays short once both piles are empty.
    before = make({}, hands={0: ["5C"]}, draw=[], discard=["2H", "3H"])
    _, events = before.play("discard 5C")
    assert narrate(events) == (
        "Blue discards the 5 of clubs without moving. "
        "The three discarded cards are shuffled into a new draw pile. Blue draws three cards."
    )
    won = make(
        {0: ["T2", "H2", "H3", "H4", "H5"], 2: ["H1", "H2", "H3", "H4", "H5"]},
        hands={0: ["2H"]},
    )
    _, events = won.play("2H 0:T2-H1")
    assert narrate(events, players=4) == (
        "Blue plays a 2: the peg moves 2 holes into home place 1. Blue and Green win the game."
    )


# ----- learners' words: colours and landmarks, never notation or seat numbers
#: What must never reach a learner: hole or home notation ("T26", "H3", "2:S"), seat or team
#: numbers, card notation ("6H", "10C", "JK") and the board-side "S" of start.
NOTATION = re.compile(
    r"\bT\d+\b|\bH[1-5]\b|\d:[STH]|\b[Ss]eat \d|\b[Tt]eam \d|"
    r"\b(?:10|[2-9AJQK])[SHDC]\b|\bJK\b|\(S\)"
)


def _whole_game(players: int, seed: int, **options):
    """A seeded game played to its end by greedy computers: each position and its move's events."""
    bots = [make_bot("greedy", seed=seed + s) for s in range(players)]
    position = new_game(players, seed=seed, **options)
    seen = []
    while position.winner is None and len(seen) < 2000:
        move = bots[position.turn].choose(position)
        after, events = position.play(move)
        seen.append((position, events))
        position = after
    return seen, position


@pytest.mark.parametrize(("players", "seed"), [(4, 1), (6, 2), (8, 3)])
def test_every_sentence_of_a_whole_game_is_in_plain_words(players, seed):
    """Every move of a whole game (bumps, jokers, homes, the win) told without notation."""
    seen, final = _whole_game(players, seed)
    assert final.winner is not None, "the game reached its end"
    told = 0
    for _position, events in seen:
        for text in (
            narrate(events, players=players),
            narrate(events, reveal=True),
            *(narrate_event(e, players=players, reveal=True) for e in events),
        ):
            assert not NOTATION.search(text), text
            told += 1
    for text in (describe(seen[len(seen) // 2][0], show_hands=True), describe(final)):
        assert not NOTATION.search(text), text
    assert told > 3 * len(seen)
    kinds = {type(e) for _p, events in seen for e in events}
    assert {BumpedToStart, GameWon, PegMoved, CardPlayed} <= kinds


def test_the_notation_check_catches_notation():
    """The pattern above is not toothless: the old sentences fail it."""
    for old in (
        "Blue's peg moves 3 from T12 to T15.",
        "Orange (seat 1) is to play.",
        "Team 1 wins the game.",
        "6H 0:T19-T30 is not allowed",
        "Blue's peg moves in home from H1 to H3.",
        "in its start area (S)",
    ):
        assert NOTATION.search(old), old
