"""One test (or table row) per clause of RULES.md Part A, named after its section."""

from __future__ import annotations

import pytest
from builders import make, moves_of, places

from pegs import (
    BumpedToStart,
    EnteredHome,
    GameWon,
    IllegalMoveError,
    PegMoved,
    SentToInSpot,
    board_for,
    new_game,
)
from pegs.cards import shoe

# ---------------------------------------------------------------- RULES 1: players, teams, colours


@pytest.mark.parametrize("players", [4, 6, 8])
def test_rules_1_even_seats_team_0_odd_seats_team_1_between_two_opponents(players):
    board = board_for(players)
    for seat in range(players):
        assert board.team_of(seat) == seat % 2
        left, right = (seat - 1) % players, (seat + 1) % players
        assert board.team_of(left) != board.team_of(seat) != board.team_of(right) or False
        assert board.team_of(left) == board.team_of(right)
    assert len(board.team_seats(0)) == len(board.team_seats(1)) == players // 2


def test_rules_1_arizona_rule_any_team_peg_may_be_moved():
    p = make({0: ["T10"], 2: ["T50"], 1: ["T30"]}, turn=0)
    assert moves_of(p, "5H") == {"5H 0:T10-T15", "5H 2:T50-T55"}


def test_rules_1_an_opponents_peg_is_never_yours_to_move():
    p = make({0: ["T10"], 1: ["T30"]}, turn=0)
    refusal = p.why_not("5H 1:T30-T35")
    assert refusal is not None and refusal.clause == "1"
    assert "team 1" in refusal.message


def test_rules_1_a_peg_belongs_to_its_seat_for_good():
    # Seat 2 moves seat 0's peg: it stays seat 0's peg (colour) wherever it goes.
    p = make({0: ["T10"]}, turn=2)
    after = p.after("5H 0:T10-T15")
    assert places(after, 0)[-1] == "T15" and places(after, 2) == ["S"] * 5


# ---------------------------------------------------------------- RULES 2: the board


@pytest.mark.parametrize(
    ("players", "holes", "to_home"), [(4, 72, 67), (6, 108, 103), (8, 144, 139)]
)
def test_rules_2_track_length_come_out_in_spot_and_holes_to_home(players, holes, to_home):
    board = board_for(players)
    assert board.track_length == holes == 18 * players
    for seat in range(players):
        assert board.come_out(seat) == 18 * seat + 8
        assert board.in_spot(seat) == 18 * seat + 3
        assert board.come_out(seat) - board.in_spot(seat) == 5
        assert board.holes_to_home(seat) == to_home


@pytest.mark.parametrize(("players", "to_home"), [(4, 67), (6, 103), (8, 139)])
def test_rules_2_a_peg_that_comes_out_reaches_its_in_spot_after_18n_minus_5_holes(players, to_home):
    # Walk a lone peg from its come-out hole with 1-steps (aces): after to_home steps it stands on
    # its in-spot, and the next step takes it to H1.
    seat = 1
    board = board_for(players)
    at = board.come_out(seat)
    for _ in range(to_home):
        nxt = (at + 1) % board.track_length
        p = make({seat: [f"T{at}"]}, players=players, turn=seat)
        assert f"AS {seat}:T{at}-T{nxt}" in moves_of(p, "AS")
        at = p.after(f"AS {seat}:T{at}-T{nxt}").pegs[seat][-1]
    assert at == board.in_spot(seat)
    p = make({seat: [f"T{at}"]}, players=players, turn=seat)
    assert moves_of(p, "2S") == {f"2S {seat}:T{at}-H2"}


@pytest.mark.parametrize("k", [1, 2, 3, 4, 5])
def test_rules_2_from_its_in_spot_k_steps_forward_go_to_home_place_k(k):
    p = make({0: ["T3"]})
    card = {1: "AS", 2: "2S", 3: "3S", 4: "4S", 5: "5S"}[k]
    out = {"AS 0:S-T8", "AS 2:S-T44"} if k == 1 else set()
    assert moves_of(p, card) == {f"{card} 0:T3-H{k}"} | out


def test_rules_2_two_pegs_never_share_a_track_hole():
    with pytest.raises(ValueError, match="T12"):
        make({0: ["T12"], 1: ["T12"]})


# ---------------------------------------------------------------- RULES 3: cards


@pytest.mark.parametrize(("players", "cards"), [(4, 162), (6, 162), (8, 216)])
def test_rules_3_shoe_sizes(players, cards):
    rules = new_game(players).rules
    assert len(shoe(rules.decks, rules.jokers)) == cards
    game = new_game(players, seed=11)
    in_play = sum(len(h) for h in game.hands) + len(game.draw) + len(game.discard)
    assert in_play == cards


@pytest.mark.parametrize("players", [4, 6, 8])
def test_rules_3_deal_five_each_play_starts_left_of_dealer(players):
    game = new_game(players, seed=5)
    assert all(len(h) == 5 for h in game.hands)
    assert game.turn == (game.dealer + 1) % players


def test_rules_3_the_deal_is_seeded():
    assert new_game(4, seed=9) == new_game(4, seed=9)
    assert new_game(4, seed=9) != new_game(4, seed=10)


def test_rules_3_play_one_card_to_the_discard_pile_then_draw_back_to_five():
    p = make(
        {0: ["T10"]}, hands={0: ["5H", "2C", "3D", "4S", "6H"]}, draw=["KS", "QS"], discard=["AC"]
    )
    after, _events = p.play("5H 0:T10-T15")
    assert after.to_dict()["hands"]["0"] == ["2C", "3D", "4S", "6H", "KS"]
    assert after.to_dict()["draw"] == ["QS"]
    assert after.to_dict()["discard"] == ["AC", "5H"]
    assert after.turn == 1


def test_rules_3_ruling_empty_draw_pile_reshuffles_the_discards_with_the_seed():
    p = make(
        {0: ["T10"]},
        hands={0: ["5H", "2C", "3D", "4S", "6H"]},
        draw=[],
        discard=["AC", "KD", "9S"],
        seed=3,
    )
    after, events = p.play("5H 0:T10-T15")
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("DiscardsReshuffled") < kinds.index("CardDrawn")
    d = after.to_dict()
    # the card just played went into the shuffle too: 4 cards, one drawn, 3 left, discards empty
    assert len(d["draw"]) == 3 and d["discard"] == []
    assert sorted(d["draw"] + d["hands"]["0"][4:]) == sorted(["AC", "KD", "9S", "5H"])
    again, _ = p.play("5H 0:T10-T15")
    assert again == after  # same seed, same shuffle


def test_rules_3_ruling_a_hand_that_cannot_be_refilled_stays_short():
    p = make({0: ["T10"]}, hands={0: ["5H", "2C"]}, draw=[], discard=[])
    after, _ = p.play("5H 0:T10-T15")
    # only the played card could be reshuffled and drawn back
    assert after.to_dict()["hands"]["0"] == ["2C", "5H"]


# ---------------------------------------------------------------- RULES 4: what each card does


@pytest.mark.parametrize("card", ["AS", "KS", "QH", "JD"])
def test_rules_4_ace_and_faces_bring_a_peg_out_to_its_come_out_hole(card):
    p = make({0: ["T20"]})
    steps = 1 if card == "AS" else 10
    assert moves_of(p, card) == {f"{card} 0:S-T8", f"{card} 2:S-T44", f"{card} 0:T20-T{20 + steps}"}


@pytest.mark.parametrize(
    ("card", "steps"), [("2C", 2), ("3C", 3), ("4C", 4), ("5C", 5), ("6C", 6), ("10C", 10)]
)
def test_rules_4_number_cards_move_one_peg_forward_by_their_value(card, steps):
    p = make({0: ["T20"], 2: ["T50"]})
    assert moves_of(p, card) == {f"{card} 0:T20-T{20 + steps}", f"{card} 2:T50-T{50 + steps}"}


def test_rules_4_number_cards_cannot_bring_a_peg_out():
    p = make({})
    assert moves_of(p, "5C") == set()
    refusal = p.why_not("5C 0:S-T8")
    assert refusal is not None and refusal.clause == "4"


def test_rules_4_seven_moves_seven_or_splits_between_two_pegs_in_both_orders():
    p = make({0: ["T20"], 2: ["T50"]})
    moves = moves_of(p, "7S")
    assert "7S 0:T20-T27" in moves and "7S 2:T50-T57" in moves
    assert "7S 0:T20-T23 2:T50-T54" in moves
    assert "7S 2:T50-T54 0:T20-T23" in moves  # the other order is another move
    splits = [m for m in moves if m.count(":") == 2]
    assert len(splits) == 2 * 6  # two orders x counts 1..6


def test_rules_4_split_parts_are_two_different_pegs_each_at_least_one():
    p = make({0: ["T20"]})
    assert moves_of(p, "7S") == {"7S 0:T20-T27"}
    refusal = p.why_not("7S 0:T20-T23 0:T23-T27")
    assert refusal is not None and refusal.clause == "4"
    assert p.why_not("7S 0:T20-T27 0:T20-T20") is not None


def test_rules_4_split_first_part_is_made_in_full_before_the_second():
    p = make({0: ["T10", "T12"], 1: ["T14"], 2: ["T50"]})
    # The first part bumps Orange's peg on T14 before the second part moves.
    after, _events = p.play("7S 0:T12-T14 2:T50-T55")
    assert places(after, 1) == ["S"] * 5
    # The second part sees T12 emptied by the first, so T10 may now pass it ...
    assert p.is_legal("7S 0:T12-T16 0:T10-T13")
    # ... but in the other order T12 is still occupied when T10 moves.
    assert not p.is_legal("7S 0:T10-T13 0:T12-T16")
    # And the first peg, now on T14, blocks the second.
    refusal = p.why_not("7S 0:T12-T14 0:T10-T15")
    assert refusal is not None and "Blue's peg 6 holes past its come-out hole" in refusal.message


def test_rules_4_if_either_split_part_is_illegal_nothing_moves():
    p = make({0: ["T20", "T22"], 2: ["T50"]})
    with pytest.raises(IllegalMoveError):
        p.play("7S 2:T50-T53 0:T20-T24")  # second part would pass T22
    assert places(p, 2)[-1] == "T50"


def test_rules_4_a_split_part_never_brings_a_peg_out():
    p = make({0: ["T20"]})
    refusal = p.why_not("7S 0:S-T8 0:T20-T26")
    assert refusal is not None and "split" in refusal.message


def test_rules_4_each_split_part_may_enter_or_move_within_home():
    p = make({0: ["T1", "H2"]})
    moves = moves_of(p, "7S")
    assert "7S 0:T1-H3 0:H2-H4" not in moves  # the first part would pass the peg on H2
    assert "7S 0:H2-H4 0:T1-H3" in moves  # moved out of the way first
    assert "7S 0:H2-H5 0:T1-H2" in moves


def test_rules_4_the_whole_count_is_always_used():
    p = make({0: ["H2"]})
    assert moves_of(p, "4S") == set()  # H2 + 4 would be past H5
    assert moves_of(p, "3S") == {"3S 0:H2-H5"}


def test_rules_4_eight_moves_one_track_peg_eight_backward_past_corners():
    p = make({0: ["T3", "H1"]})
    assert moves_of(p, "8S") == {"8S 0:T3-T67"}


def test_rules_4_eight_never_enters_home_and_never_moves_start_or_home_pegs():
    p = make({0: ["H1", "H2"]})
    assert moves_of(p, "8S") == set()
    refusal = p.why_not("8S 0:H2-H1")
    assert refusal is not None and refusal.clause == "4"


def test_rules_4_eight_is_never_split():
    p = make({0: ["T20", "T40"]})
    refusal = p.why_not("8S 0:T20-T16 0:T40-T36")
    assert refusal is not None and refusal.clause == "4"


def test_rules_4_nine_moves_nine_or_splits_forward_like_the_seven():
    p = make({0: ["T20"], 2: ["T50"]})
    moves = moves_of(p, "9S")
    assert {"9S 0:T20-T29", "9S 0:T20-T24 2:T50-T55", "9S 2:T50-T55 0:T20-T24"} <= moves
    assert len([m for m in moves if m.count(":") == 2]) == 2 * 8


# ------------------------------------------------------------ RULES 5: moving, blocking, bumping


def test_rules_5_a_peg_may_not_pass_its_own_colour():
    p = make({0: ["T12", "T14"]})
    refusal = p.why_not("5S 0:T12-T17")
    assert refusal is not None and refusal.clause == "5"
    assert "Blue's peg 6 holes past its come-out hole is in the way" in refusal.message
    assert str(refusal).endswith("(RULES 5)")


def test_rules_5_a_peg_may_not_land_on_its_own_colour():
    p = make({0: ["T12", "T14"]})
    assert "2S 0:T12-T14" not in moves_of(p, "2S")


def test_rules_5_own_colour_means_the_moving_pegs_colour_not_the_players():
    # Seat 0 moves seat 2's peg over seat 0's own peg: allowed (different colour from the mover).
    p = make({0: ["T52"], 2: ["T50"]})
    assert "5S 2:T50-T55" in moves_of(p, "5S")


def test_rules_5_passing_other_colours_does_nothing():
    p = make({0: ["T10"], 1: ["T12"], 3: ["T13"]})
    after, events = p.play("5S 0:T10-T15")
    assert places(after, 1)[-1] == "T12" and places(after, 3)[-1] == "T13"
    assert [type(e) for e in events if isinstance(e, (BumpedToStart, SentToInSpot))] == []


def test_rules_5_landing_on_an_opponent_sends_it_back_to_start():
    p = make({0: ["T10"], 1: ["T15"]})
    after, events = p.play("5S 0:T10-T15")
    assert places(after, 1) == ["S"] * 5
    assert BumpedToStart(1, 15, 0) in events


def test_rules_5_landing_on_a_teammate_sends_it_to_its_own_in_spot():
    p = make({0: ["T30"], 2: ["T35"]})
    after, events = p.play("5S 0:T30-T35")
    assert places(after, 2)[-1] == "T39"  # seat 2's in-spot
    assert SentToInSpot(2, 35, 39, 0) in events


def test_rules_5_teammate_cannot_be_sent_when_its_in_spot_holds_its_own_colour():
    p = make({0: ["T30"], 2: ["T35", "T39"]})
    refusal = p.why_not("5S 0:T30-T35")
    assert refusal is not None and refusal.clause == "5" and "in-spot" in refusal.message


def test_rules_5_ruling_in_spot_held_by_an_opponent_sends_that_opponent_to_start():
    p = make({0: ["T30"], 2: ["T35"], 1: ["T39"]})
    after, events = p.play("5S 0:T30-T35")
    assert places(after, 2)[-1] == "T39" and places(after, 1) == ["S"] * 5
    assert events[2:4] == (SentToInSpot(2, 35, 39, 0), BumpedToStart(1, 39, 0))


def test_rules_5_ruling_in_spot_held_by_another_team_colour_chains_on():
    # Seat 0 lands on seat 2 (T35); seat 2 goes to T39, which holds seat 0's own colour; that
    # peg goes on to seat 0's in-spot T3.
    p = make({0: ["T30", "T39"], 2: ["T35"]})
    after, events = p.play("5S 0:T30-T35")
    assert places(after, 0)[-2:] == ["T3", "T35"]
    assert places(after, 2)[-1] == "T39"
    assert list(events[2:4]) == [SentToInSpot(2, 35, 39, 0), SentToInSpot(0, 39, 3, 0)]


def test_rules_5_a_chain_reaching_an_in_spot_held_by_the_sent_pegs_colour_is_illegal():
    p = make({0: ["T30", "T39", "T3"], 2: ["T35"]})
    refusal = p.why_not("5S 0:T30-T35")
    assert refusal is not None and refusal.clause == "5"
    assert p.card_moves("5S") == [m for m in p.card_moves("5S") if "0:T30" not in m.notation()]


def test_rules_5_ruling_a_teammate_on_its_own_in_spot_cannot_be_landed_on():
    p = make({0: ["T34"], 2: ["T39"]})
    refusal = p.why_not("5S 0:T34-T39")
    assert refusal is not None and "nowhere to go" in refusal.message


def test_rules_5_coming_out_is_a_jump_only_the_come_out_hole_matters():
    # Seat 0's own peg on T5 is "behind" the come-out hole: no path, so no block.
    p = make({0: ["T5"], 1: ["T8"]})
    after, events = p.play("AS 0:S-T8")
    assert places(after, 1) == ["S"] * 5
    assert isinstance(events[1], PegMoved) and events[1].path == (8,)


def test_rules_5_coming_out_onto_own_colour_is_illegal():
    p = make({0: ["T8"]})
    assert "AS 0:S-T8" not in moves_of(p, "AS")


def test_rules_5_coming_out_onto_a_teammate_sends_it_to_its_in_spot():
    p = make({2: ["T8"]})
    after, _ = p.play("KS 0:S-T8")
    assert places(after, 2)[-1] == "T39"


def test_rules_5_going_home_enters_hk_with_k_steps_to_spare():
    p = make({0: ["T70"]})
    # T70 -> T71, T0, T1, T2, T3 (in-spot) is 5 steps; a 7 has 2 to spare: H2
    _after, events = p.play("7S 0:T70-H2")
    assert EnteredHome(0, 1002) in events
    path = events[1].path
    assert [p_ for p_ in path] == [71, 0, 1, 2, 3, 1001, 1002]


def test_rules_5_ruling_entering_home_is_compulsory():
    p = make({0: ["T70"]})
    assert moves_of(p, "7S") == {"7S 0:T70-H2"}
    refusal = p.why_not("7S 0:T70-T5")
    assert refusal is not None and "compulsory" in refusal.message


def test_rules_5_ruling_too_far_carries_on_along_the_track():
    p = make({0: ["T2"]})  # one step short of its in-spot: a 10 has 9 to spare, more than 5
    assert moves_of(p, "10S") == {"10S 0:T2-T12"}


def test_rules_5_ruling_a_blocked_home_lane_makes_the_peg_carry_on():
    p = make({0: ["T1", "H1"]})
    # A 4 from T1: 2 steps to T3, 2 to spare -> H2, but H1 blocks the way: carry on to T5.
    assert moves_of(p, "4S") == {"4S 0:T1-T5", "4S 0:H1-H5"}


def test_rules_5_own_colour_on_the_in_spot_blocks_the_way_in():
    p = make({0: ["T1", "T3"]})
    assert "4S 0:T1-H2" not in moves_of(p, "4S")
    assert p.why_not("4S 0:T1-H2") is not None


def test_rules_5_no_lap_counter_backing_up_behind_the_in_spot_then_going_home():
    p = make({0: ["T8"]})  # just come out, in front of its in-spot T3
    backed = p.after("8S 0:T8-T0")
    assert places(backed, 0)[-1] == "T0"
    again = make({0: ["T0"]}, turn=0)  # seat 0's turn again: no lap is counted
    assert "5S 0:T0-H2" in moves_of(again, "5S")


def test_rules_5_inside_home_exact_count_no_passing_not_past_h5():
    p = make({0: ["H1", "H3"]})
    assert moves_of(p, "AS") == {"AS 0:S-T8", "AS 2:S-T44", "AS 0:H1-H2", "AS 0:H3-H4"}
    assert moves_of(p, "2S") == {"2S 0:H3-H5"}
    assert moves_of(p, "3S") == set()


def test_rules_5_home_pegs_are_never_bumped_or_moved_back():
    p = make({0: ["H1"], 1: ["T70"]})
    assert moves_of(p, "8S") == set()
    q = make({0: ["H1"], 1: ["T70"]}, turn=1)
    assert all("1001" not in m.notation() for m in q.card_moves("JK"))
    assert all("0:" not in m.notation()[3:] for m in q.card_moves("JK"))


# ---------------------------------------------------------------- RULES 6: the joker


def test_rules_6_joker_moves_a_start_peg_onto_another_colours_hole():
    p = make({0: ["T10"], 1: ["T30"], 2: ["T50"]})
    moves = moves_of(p, "JK")
    assert "JK 0:S-T30" in moves and "JK 2:S-T30" in moves
    assert "JK 0:S-T50" in moves  # a teammate's hole: that peg goes to its in-spot
    assert "JK 2:S-T10" in moves
    assert "JK 0:S-T10" not in moves  # own colour
    assert not any(m.startswith("JK 0:T10") for m in moves)  # start pegs first


def test_rules_6_joker_targets_are_never_empty_holes_or_home():
    p = make({0: ["T10"], 1: ["T30", "H1"]})
    refusal = p.why_not("JK 0:S-T31")
    assert refusal is not None and refusal.clause == "6"


def test_rules_6_joker_from_the_track_once_every_team_start_is_empty():
    p = make(
        {0: ["T1", "T2", "T4", "T5", "T6"], 2: ["T37", "T38", "T40", "T41", "T42"], 1: ["T30"]}
    )
    moves = moves_of(p, "JK")
    assert "JK 0:T1-T30" in moves and "JK 2:T42-T30" in moves


def test_rules_6_joker_sends_a_landed_teammate_to_its_in_spot():
    p = make({2: ["T50"]})
    after, _events = p.play("JK 0:S-T50")
    assert places(after, 2)[-1] == "T39"


def test_rules_6_and_5_a_joker_may_not_land_on_a_teammate_on_its_own_in_spot():
    # Seat 2's peg on its own in-spot T39 would be sent to T39: nowhere to go (RULES 5 ruling).
    # Its other peg, and a peg of seat 2 whose in-spot is free, stay targets.
    p = make({0: ["T10"], 2: ["T39", "T50"], 1: ["T30"]})
    moves = moves_of(p, "JK")
    assert "JK 0:S-T39" not in moves
    assert "JK 0:S-T50" not in moves  # its in-spot holds its own colour (RULES 5)
    assert "JK 0:S-T30" in moves
    refusal = p.why_not("JK 0:S-T39")
    assert refusal is not None and "nowhere to go" in refusal.message
    q = make({0: ["T10"], 2: ["T50"], 1: ["T30"]})
    assert "JK 0:S-T50" in moves_of(q, "JK")


def test_rules_6_a_peg_in_home_is_never_moved_by_a_joker():
    p = make({0: ["H1", "H2", "H3", "H4", "H5"], 2: ["H1", "H2", "H3", "H4", "T10"], 1: ["T30"]})
    refusal = p.why_not("JK 0:H1-T30")
    assert refusal is not None and refusal.clause == "6"


def test_rules_6_nobody_is_obliged_to_play_a_joker():
    p = make({1: ["T30"]}, hands={0: ["JK", "5S", "5C", "5D", "5H"]})
    # No 5 can move (all pegs in start); the joker could, but discarding is allowed too.
    moves = {m.notation() for m in p.legal_moves()}
    assert "discard 5S" in moves and "JK 0:S-T30" in moves


# ---------------------------------------------------------------- RULES 7: must play


def test_rules_7_must_play_when_a_non_joker_card_can_move():
    p = make({0: ["T10"]}, hands={0: ["5S", "JK", "2C"]})
    moves = {m.notation() for m in p.legal_moves()}
    assert "discard 5S" not in moves and "5S 0:T10-T15" in moves
    refusal = p.why_not("discard 2C")
    assert refusal is not None and refusal.clause == "7"


def test_rules_7_must_play_even_when_every_move_is_bad():
    # The only legal move takes the lone peg 8 holes backward; it must still be played.
    p = make({0: ["T30"]}, hands={0: ["8S"]})
    assert {m.notation() for m in p.legal_moves()} == {"8S 0:T30-T22"}
    assert p.why_not("discard 8S").clause == "7"


def test_rules_7_otherwise_play_a_joker_or_discard_any_card():
    p = make({1: ["T30"]}, hands={0: ["JK", "5S", "5S"]})
    moves = {m.notation() for m in p.legal_moves()}
    assert moves == {"JK 0:S-T30", "JK 2:S-T30", "discard JK", "discard 5S"}
    after, _ = p.play("discard 5S")
    assert after.turn == 1 and places(after, 0) == ["S"] * 5


def test_rules_7_without_a_hand_any_card_may_be_played_and_discard_is_allowed():
    p = make({0: ["T10"]})
    assert p.is_legal("5S 0:T10-T15")
    assert p.is_legal("discard 5S")


# ---------------------------------------------------------------- RULES 8: end of the game


def test_rules_8_a_team_with_every_colour_home_wins_at_once():
    p = make({0: ["H2", "H3", "H4", "H5", "T2"], 2: ["H1", "H2", "H3", "H4", "H5"]})
    after, events = p.play("2S 0:T2-H1")
    assert after.winner == 0 and GameWon(0) in events
    assert after.turn == 0  # the turn does not pass
    assert after.legal_moves == after.legal_moves and after.card_moves("AS") == []
    assert after.why_not("AS 1:S-T26").clause == "8"
    assert after.to_dict()["winner"] == 0


def test_rules_8_every_colour_of_the_team_must_be_home():
    p = make({0: ["H2", "H3", "H4", "H5", "T2"]})
    after = p.after("2S 0:T2-H1")
    assert after.winner is None  # seat 2's pegs are still in start


# ---------------------------------------------------------------- RULES 9: rule options


def test_rules_9_nine_forward_only_never_splits():
    p = make({0: ["T20"], 2: ["T50"]}, nine="forward-only")
    assert moves_of(p, "9S") == {"9S 0:T20-T29", "9S 2:T50-T59"}


def test_rules_9_nine_split_forward_back_one_part_forward_one_backward():
    p = make({0: ["T20"], 2: ["T50"]}, nine="split-forward-back")
    moves = moves_of(p, "9S")
    assert "9S 0:T20-T24 2:T50-T45" in moves
    assert "9S 2:T50-T45 0:T20-T24" in moves
    assert "9S 0:T20-T24 2:T50-T55" not in moves
    assert "9S 0:T20-T29" in moves


def test_rules_9_face_cards_eleven_twelve_thirteen_still_bring_out():
    p = make({0: ["T20"]}, face_cards="eleven-twelve-thirteen")
    assert moves_of(p, "JS") == {"JS 0:S-T8", "JS 2:S-T44", "JS 0:T20-T31"}
    assert "QS 0:T20-T32" in moves_of(p, "QS")
    assert "KS 0:T20-T33" in moves_of(p, "KS")


def test_rules_9_home_entry_optional_may_also_carry_on():
    p = make({0: ["T70"]}, home_entry="optional")
    assert moves_of(p, "7S") >= {"7S 0:T70-H2", "7S 0:T70-T5"}


def test_rules_9_team_pegs_own_first_only_own_pegs_until_all_home():
    p = make({0: ["T20"], 2: ["T50"]}, team_pegs="own-first")
    assert moves_of(p, "5S") == {"5S 0:T20-T25"}
    refusal = p.why_not("5S 2:T50-T55")
    assert refusal is not None and refusal.clause == "9"
    q = make({0: ["H1", "H2", "H3", "H4", "H5"], 2: ["T50"]}, team_pegs="own-first")
    assert "5S 2:T50-T55" in moves_of(q, "5S")


def test_rules_9_joker_source_any_allows_track_pegs_while_start_has_pegs():
    p = make({0: ["T10"], 1: ["T30"]}, joker_source="any")
    assert {"JK 0:T10-T30", "JK 0:S-T30"} <= moves_of(p, "JK")


def test_rules_4_a_split_may_not_move_the_first_peg_again_after_a_chain_sent_it_on():
    # 6 players. Seat 4's peg T106 -> T3 lands on teammate seat 2 (sent to its in-spot T39),
    # which holds teammate seat 0 (sent to its in-spot T3), which now holds seat 4's own peg:
    # that peg goes on to its in-spot T75. It is still the first part's peg: no second move.
    p = make({4: ["T106", "T92"], 2: ["T3"], 0: ["T39"]}, players=6, turn=4)
    refusal = p.why_not("7S 4:T106-T3 4:T75-H2")
    assert refusal is not None and "two different pegs" in refusal.message
    assert "7S 4:T106-T3 4:T92-T94" in moves_of(p, "7S")
    assert places(p.after("7S 4:T106-T3 4:T92-T94"), 4)[-2:] == ["T75", "T94"]
