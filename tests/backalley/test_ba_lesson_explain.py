"""The lesson's explanations, question by question: the right answer's reason and each wrong
answer's hint, worked out from the rules (RULES B) for small constructed deals.

The learner sits in seat 0 ("you"); Left is seat 1, Partner seat 2, Right seat 3. Each expected
sentence is the lesson's wording filled in with facts reasoned here from the rule book.
"""

from __future__ import annotations

from backalley.lessons import BAExercise, exercise_from_dict

FOUR = ["You", "Left", "Partner", "Right"]


def _ex(question: str, state: dict, **kw: object) -> BAExercise:
    return exercise_from_dict(
        {
            "id": "t",
            "question": question,
            "prompt": "?",
            "state": state,
            "rule": kw.pop("rule", "trick"),
            **kw,
        }
    )


def _wrong(ex: BAExercise, answer: str) -> str:
    feedback = ex.judge(answer)
    assert not feedback.correct
    return feedback.message.removeprefix("Not quite. ")


def _right(ex: BAExercise, answer: str) -> str:
    feedback = ex.judge(answer)
    assert feedback.correct
    return feedback.message.removeprefix("Right! ")


# Deal 10 (4 cards), hearts trump, dealer 3: Left bid 2, the highest, and leads AS; Partner
# follows 3S, Right trumps with 2H, you follow KS. Right wins with the only trump.
TRICK = {
    "deal": 10,
    "turned": "7H",
    "bids": ["pass", "2", "pass", "1"],
    "hands": [
        ["KS", "4C", "5C", "6D"],
        ["AS", "7C", "8D", "9D"],
        ["3S", "10C", "JC", "QD"],
        ["2H", "QC", "KD", "3D"],
    ],
}
PLAYS = ["play AS", "play 3S", "play 2H", "play KS"]


def test_b_play_trick_winner_right_and_each_wrong_seat() -> None:
    """RULES B, play: the highest trump wins the trick; a card of the suit led then never does."""
    ex = _ex("trick-winner", TRICK, plays=PLAYS, choices=FOUR)
    assert ex.answers() == ("Right",)
    assert _right(ex, "right") == (
        "The player on your right wins with the 2 of hearts: a trump beats every card of the "
        "suit led."
    )
    trumped = "a trump was played, and a trump beats every card of the suit led."
    assert _wrong(ex, "Partner") == (
        f"Your partner played the 3 of spades, which does not win: {trumped}"
    )
    assert (
        _wrong(ex, "Left")
        == f"The player on your left played the ace of spades, which does not win: {trumped}"
    )
    assert _wrong(ex, "You") == f"You played the king of spades, which does not win: {trumped}"


def test_b_play_trick_winner_without_a_trump() -> None:
    """RULES B, play: with no trump in the trick the highest card of the suit led wins; a card
    of another suit never wins."""
    state = {
        **TRICK,
        "hands": [
            ["KS", "4C", "5C", "6D"],
            ["AS", "7C", "8D", "9D"],
            ["3S", "10C", "JC", "QD"],
            ["2D", "QC", "KD", "3D"],
        ],
    }
    ex = _ex(
        "trick-winner", state, plays=["play AS", "play 3S", "play 2D", "play KS"], choices=FOUR
    )
    assert ex.answers() == ("Left",)
    assert _right(ex, "Left") == (
        "The player on your left wins with the ace of spades: no trump was played, and it is "
        "the highest card of the suit led."
    )
    assert _wrong(ex, "You") == (
        "You played the king of spades, which does not win: a higher card of the suit led was "
        "played."
    )
    assert _wrong(ex, "Right") == (
        "The player on your right played the 2 of diamonds, which does not win: a card of a "
        "suit that was not led never wins."
    )


def test_b_play_trick_winner_the_highest_trump() -> None:
    """RULES B, play: among trumps the highest wins (a trump led, a lower trump loses)."""
    state = {
        "deal": 10,
        "turned": "7H",
        "bids": ["pass", "2", "pass", "1"],
        "taken": [0, 1, 0, 0],
        "trump_last": True,
        "hands": [["KH", "4C", "5C"], ["AH", "7C", "8D"], ["3H", "10C", "JC"], ["2H", "QC", "KD"]],
    }
    ex = _ex(
        "trick-winner", state, plays=["play AH", "play 3H", "play 2H", "play KH"], choices=FOUR
    )
    assert ex.answers() == ("Left",)
    assert _right(ex, "Left").endswith(": it is the highest trump in the trick.")
    assert _wrong(ex, "You").endswith(": a higher trump was played.")


def test_b_play_leader_is_the_highest_bid() -> None:
    """RULES B, play: the highest bidder leads; a board beats any number."""
    state = {"deal": 10, "turned": "7H", "bids": ["2", "3", "board", "pass"], "hands": [None] * 4}
    ex = _ex("leader", state, choices=FOUR, rule="leader")
    assert ex.answers() == ("Partner",)
    assert _right(ex, "Partner") == (
        "Your partner bid board, the highest bid, so your partner leads."
    )
    assert _wrong(ex, "Left") == (
        "The player on your left bid 3, and that is not the bid that leads. Compare all four bids."
    )
    mine = _ex("leader", {**state, "bids": ["3", "2", "pass", "1"]}, choices=FOUR, rule="leader")
    assert mine.answers() == ("You",)
    assert _right(mine, "You") == "You bid 3, the highest bid, so you lead."


def test_b_bidding_board_level_counts_the_boards_before() -> None:
    """RULES B, bidding: a board's level is one more than the boards bid before it."""
    names = ["board", "double board", "triple board", "quad board"]
    state = {"deal": 10, "turned": "7H", "bids": ["board", "pass", "board"], "hands": [None] * 4}
    ex = _ex("board-level", state, choices=names, rule="board")
    assert ex.answers() == ("double board",)
    assert _right(ex, "double board") == (
        "1 board was bid before it in this deal, so it is a double board."
    )
    assert _wrong(ex, "board") == (
        "It is not a board: count the boards bid before it in this deal."
    )
    three = _ex(
        "board-level", {**state, "bids": ["board", "board", "board"]}, choices=names, rule="board"
    )
    assert three.answers() == ("triple board",)
    assert _right(three, "triple board").startswith("2 boards were bid before it")


def test_b_bidding_team_bid_adds_the_partners_numbers() -> None:
    """RULES B, bidding: the team's bid is the sum of its numbers, or its board."""
    state = {"deal": 10, "turned": "7H", "bids": ["2", "pass", "1", "3"], "hands": [None] * 4}
    ex = _ex("team-bid", state, choices=["1", "2", "3", "5"], rule="bidding")
    assert ex.answers() == ("3",)
    assert _right(ex, "3") == (
        "You bid 2 and your partner 1: the team's bid is the two added up, 3."
    )
    assert _wrong(ex, "2") == "Not 2: a team's bid is the partners' two numbers added up."
    board = _ex(
        "team-bid",
        {**state, "bids": ["2", "pass", "board", "3"]},
        choices=["2", "board", "3"],
        rule="board",
    )
    assert board.answers() == ("board",)
    assert _right(board, "board") == "Your team bid board: the partner's number no longer counts."


def test_b_scoring_explained_made_over_missed_and_board() -> None:
    """RULES B, scoring: 5 per trick bid plus 1 per trick over; missed, -5 per trick bid; a
    board 10 per trick of the deal times its level, won or lost."""
    bids = {"deal": 10, "turned": "7H", "bids": ["2", "pass", "1", "pass"], "hands": [None] * 4}
    choices = ["+15", "+16", "+17", "-15"]

    def score(taken: list[int], state: dict = bids) -> BAExercise:
        return _ex("score", state, taken=taken, choices=choices, rule="score-number")

    one_over = score([2, 0, 2, 0])
    assert one_over.answers() == ("+16",)
    assert _right(one_over, "+16") == (
        "Your team bid 3 and took 4: 5 times 3 is 15, plus 1 for the trick over: +16."
    )
    assert _wrong(one_over, "+15") == (
        "Not +15. Count again from the bid and the tricks your team took."
    )
    exact = score([2, 1, 1, 0])
    assert exact.answers() == ("+15",)
    assert _right(exact, "+15").endswith("plus 0 for the tricks over: +15.")
    missed = score([1, 2, 1, 0])
    assert missed.answers() == ("-15",)
    assert _right(missed, "-15") == (
        "Your team bid 3 but took only 2: it loses 5 for each trick bid, -15."
    )
    board = {**bids, "bids": ["board", "pass", "1", "pass"]}
    made = _ex(
        "score", board, taken=[3, 0, 1, 0], choices=["+40", "-40", "+20"], rule="score-board"
    )
    assert made.answers() == ("+40",)
    assert _right(made, "+40") == (
        "Your team bid board on 4 cards and made it: 10 a trick is 40, times 1, won: +40."
    )
    lost = _ex(
        "score", board, taken=[3, 1, 0, 0], choices=["+40", "-40", "+20"], rule="score-board"
    )
    assert lost.answers() == ("-40",)
    assert _right(lost, "-40") == (
        "Your team bid board on 4 cards and took only 3: 10 a trick is 40, times 1, lost: -40."
    )


def test_b_trump_is_the_turned_suit_or_none() -> None:
    """RULES B, trump: the turned card's suit is trump; a turned blooper means no trump."""
    choices = ["Hearts", "Spades", "No trump"]
    ex = _ex(
        "trump", {"deal": 10, "turned": "7H", "hands": [None] * 4}, choices=choices, rule="trump"
    )
    assert ex.answers() == ("Hearts",)
    assert _right(ex, "hearts") == "The 7 of hearts was turned, so hearts are trump."
    assert _wrong(ex, "Spades") == "Not spades: look again at the turned card."
    none = _ex(
        "trump",
        {"deal": 10, "turned": "BB", "hands": [None] * 4},
        choices=choices,
        rule="turned-joker",
    )
    assert none.answers() == ("No trump",)
    assert _right(none, "No trump") == "The Big Blooper was turned, so there is no trump."


def test_b_bidding_all_pass_redeal_explained() -> None:
    """RULES B, bidding: after four passes the next dealer deals the same size again; the redeal
    is not one of the 25."""
    choices = [
        "Deal 11 again, 3 cards each",
        "Deal 12, 2 cards each",
        "Deal 11 again, 2 cards each",
    ]
    state = {
        "deal": 11,
        "dealer": 0,
        "turned": "7H",
        "bids": ["pass", "pass", "pass"],
        "hands": [None] * 4,
    }
    ex = _ex("redeal", state, plays=["bid pass"], choices=choices, rule="all-pass")
    assert ex.answers() == ("Deal 11 again, 3 cards each",)
    assert _right(ex, choices[0]) == (
        "All four passed, so the player on your left deals the same 3 cards each again; it is "
        "still deal 11 of 25."
    )
    assert _wrong(ex, choices[1]) == (
        "Not that deal: a deal nobody played does not count as one of the 25."
    )
    assert _wrong(ex, choices[2]) == (
        "Not that many cards: the redeal gives the same number of cards as before."
    )
    yours = _ex(
        "redeal", {**state, "dealer": 3}, plays=["bid pass"], choices=choices, rule="all-pass"
    )
    assert _right(yours, choices[0]).startswith("All four passed, so you deal the same 3 cards")


def test_b_deals_hand_size_explained() -> None:
    """RULES B, deals: 13, 12, … 1 cards, then back up to 13."""
    ex = _ex(
        "hand-size",
        {"deal": 13, "turned": "7H", "hands": [None] * 4},
        choices=["1", "2", "13"],
        rule="deals",
    )
    assert ex.answers() == ("1",)
    assert _right(ex, "1") == "Deal 13 has 1 card each: down from 13."
    assert _wrong(ex, "13").startswith("Not 13: the hands shrink by one card each deal")
    up = _ex(
        "hand-size",
        {"deal": 14, "turned": "7H", "hands": [None] * 4},
        choices=["1", "2", "12"],
        rule="deals",
    )
    assert up.answers() == ("2",)
    assert _right(up, "2") == "Deal 14 has 2 cards each: back up from 1 after deal 13."


def test_b_end_game_result_explained() -> None:
    """RULES B, end: after the 25th deal the team with more points wins."""
    state = {
        "deal": 25,
        "turned": "2H",
        "bids": ["1", "1", "pass", "pass"],
        "leader": 0,
        "taken": [6, 6, 0, 0],
        "scores": [0, 0],
        "hands": [["AS"], ["KS"], ["QS"], ["JS"]],
    }
    choices = ["You and your partner win", "Your opponents (left and right) win", "A draw"]
    ex = _ex(
        "game-result",
        state,
        plays=["play AS", "play KS", "play QS", "play JS"],
        choices=choices,
        rule="end",
    )
    # Team 0 bid 1, took 7: 5 + 6 = 11; team 1 bid 1, took 6: 5 + 5 = 10.
    assert ex.answers() == ("You and your partner win",)
    assert _right(ex, choices[0]) == "The game is over: you and your partner win, 11 to 10."
    assert _wrong(ex, "A draw") == (
        "Find who wins the last trick first, then score both teams' bids."
    )
    draw = _ex(
        "game-result", {**state, "scores": [0, 1]}, plays=ex.plays, choices=choices, rule="end"
    )
    assert draw.answers() == ("A draw",)


# Deal 10, hearts trump; Left leads the second trick (it took the first).
ANY = ["Any card of your hand", "Only the king of diamonds", "Only the 4 of clubs"]
SECOND = {"deal": 10, "turned": "7H", "bids": ["pass", "2", "pass", "1"], "taken": [0, 1, 0, 0]}


def test_b_play_may_play_follow_or_anything() -> None:
    """RULES B, play: follow suit if you can, otherwise play anything; a blooper lead without a
    trump in hand allows anything."""
    follow = _ex(
        "may-play",
        {
            **SECOND,
            "leader": 1,
            "trick": ["5S", "6S", "7S"],
            "hands": [["KS", "3S", "4C"], None, None, None],
        },
        choices=["Any card of your hand", "Only the king of spades or the 3 of spades"],
        rule="follow",
    )
    assert follow.answers() == ("Only the king of spades or the 3 of spades",)
    assert follow.judge(follow.answers()[0]).message.endswith(": you must follow the suit led.")
    void = _ex(
        "may-play",
        {
            **SECOND,
            "leader": 1,
            "trick": ["5S", "6S", "7S"],
            "hands": [["KD", "3D", "4C"], None, None, None],
        },
        choices=ANY,
        rule="follow",
    )
    assert void.answers() == ("Any card of your hand",)
    assert _right(void, "Any card of your hand") == (
        "Any card of your hand: you cannot follow the suit led, so you may play anything."
    )
    assert _wrong(void, "Only the 4 of clubs").startswith("Those are not the cards you may play.")
    blooper = _ex(
        "may-play",
        {
            **SECOND,
            "trump_last": True,
            "leader": 1,
            "trick": ["BB", "5H", "6H"],
            "hands": [["KD", "3D", "4C"], None, None, None],
        },
        choices=ANY,
        rule="blooper-duty",
    )
    assert _right(blooper, "Any card of your hand") == (
        "Any card of your hand: the Big Blooper was led, but you hold no trump, so you may play "
        "anything."
    )


def test_b_play_may_lead_reasons() -> None:
    """RULES B, play: any plain card may be led; a trump only after a trump in the last trick,
    by a board bidder after the first trick, or by a leader holding only trumps."""
    hands = [["KH", "AS", "9D"], None, None, None]
    base = {**SECOND, "bids": ["2", "pass", "pass", "1"], "taken": [1, 0, 0, 0], "leader": 0}
    plain = _ex(
        "may-lead", {**base, "hands": hands}, card="AS", choices=["Yes", "No"], rule="trump-lead"
    )
    assert _right(plain, "Yes") == (
        "You may lead the ace of spades: it is not a trump, and any other suit may always be led."
    )
    barred = _ex(
        "may-lead", {**base, "hands": hands}, card="KH", choices=["Yes", "No"], rule="trump-lead"
    )
    assert barred.answers() == ("No",)
    assert _right(barred, "No") == (
        "You may not lead the king of hearts: the king of hearts is a trump; no trump was played "
        "in the trick before and you did not bid board, so you may not lead one while you hold "
        "another suit."
    )
    after = _ex(
        "may-lead",
        {**base, "hands": hands, "trump_last": True},
        card="KH",
        choices=["Yes", "No"],
        rule="trump-lead",
    )
    assert _right(after, "Yes").endswith(
        ": a trump was played in the trick before, so trumps may be led."
    )
    board = _ex(
        "may-lead",
        {**base, "bids": ["board", "pass", "pass", "1"], "hands": hands},
        card="KH",
        choices=["Yes", "No"],
        rule="trump-lead",
    )
    assert _right(board, "Yes").endswith(
        ": you bid board, so you may lead a trump after the first trick."
    )
    only = _ex(
        "may-lead",
        {**base, "hands": [["KH", "QH", "9H"], None, None, None]},
        card="KH",
        choices=["Yes", "No"],
        rule="only-trumps",
    )
    assert _right(only, "Yes").endswith(
        ": you hold nothing but trumps, and a leader with only trumps may lead one."
    )


def test_b_play_card_questions_right_and_wrong_cards() -> None:
    """RULES B, play: a card to win the trick (you play last) and a legal card, with the reason
    for each card clicked."""
    # Left led 5S, Partner 6S, Right 9S; you hold KS, 3S and 4C: the king wins, the 3 is legal
    # but loses to the 9, the 4 of clubs breaks the duty to follow suit.
    state = {
        **SECOND,
        "leader": 1,
        "trick": ["5S", "6S", "9S"],
        "hands": [["KS", "3S", "4C"], None, None, None],
    }
    win = _ex("win-trick", state, rule="trick")
    assert win.answers() == ("KS",)
    assert _right(win, "KS") == "The king of spades is the highest card in the trick: you win it."
    assert _wrong(win, "3S") == (
        "You may play the 3 of spades, but the player on your right would still win the trick "
        "with the 9 of spades."
    )
    assert win.judge("3S").rule.startswith("The highest trump wins the trick")
    assert _wrong(win, "4C") == (
        "The 5 of spades was led and you hold spades: you must follow suit."
    )
    assert _wrong(win, "AD") == "The ace of diamonds is not in your hand."
    assert _wrong(win, "xx") == "Click one of the cards in your hand."
    assert win.answer_words() == (
        "Play the king of spades. The king of spades is the highest card in the trick: you win it."
    )
    legal = _ex("legal", state, rule="follow")
    assert legal.answers() == ("KS", "3S")
    assert _right(legal, "3S") == (
        "You may play the 3 of spades. Not the 4 of clubs: the 5 of spades was led and you hold "
        "spades: you must follow suit."
    )
    assert legal.answer_words().startswith("Play the king of spades or the 3 of spades. ")
    anything = _ex(
        "legal", {**state, "hands": [["KD", "3D", "4C"], None, None, None]}, rule="follow"
    )
    assert _right(anything, "4C") == (
        "You may play the 4 of clubs: every card of your hand is allowed here."
    )
    # Not the last to play: no card can be sure to win.
    early = _ex(
        "win-trick",
        {
            **SECOND,
            "leader": 1,
            "trick": ["5S", "6S"],
            "hands": [["KS", "3S", "4C"], None, None, None],
        },
        rule="trick",
    )
    assert early.answers() == ()


def test_choices_are_matched_in_any_case_and_others_refused() -> None:
    """The learner's click is matched to a choice whatever its case; anything else asks again."""
    ex = _ex("trick-winner", TRICK, plays=PLAYS, choices=FOUR)
    assert ex.judge("RIGHT").correct
    assert _wrong(ex, "Nobody") == "Pick one of the answers shown."
    assert ex.answer_words().startswith("Right. The player on your right wins with")
    two = _ex("trick-winner", TRICK, plays=PLAYS, choices=["Right", "Left"])
    # With two choices, the reason for the right one is the hint for the wrong one.
    assert _wrong(two, "Left") == _right(two, "Right")


def test_lesson_states_start_a_game_without_points_and_fill_hands_with_low_side_cards() -> None:
    """RULES B, state file: scores are the totals before the deal, 0 to 0 unless a screen says;
    the hands a screen leaves open get the lowest cards of the side suits, never a blooper."""
    from backalley.lessons import state_from_spec

    state = state_from_spec({"deal": 12, "turned": "7H", "hands": [["AH", "KH"], None, None, None]})
    assert state.scores == (0, 0) and state.hand_size == 2
    filled = [c for hand in state.hands[1:] for c in hand]
    assert not any(c.is_blooper or c.suit.value == "H" for c in filled)
    assert len(filled) == 6 and {c.rank for c in filled} == {2, 3}
    assert state_from_spec(
        {"deal": 12, "turned": "7H", "scores": [5, -10], "hands": [None] * 4}
    ).scores == (5, -10)


# Deal 10, hearts trump, dealer 3: you bid 2, the highest, and lead the ace of spades; Left has
# no spade and throws the 7 of clubs; Partner follows 3S, Right KS. Your ace wins.
YOU_LEAD = {
    "deal": 10,
    "turned": "7H",
    "bids": ["2", "pass", "pass", "1"],
    "hands": [
        ["AS", "4C", "5C", "6D"],
        ["7C", "8D", "9D", "10D"],
        ["3S", "10C", "JC", "QD"],
        ["KS", "QC", "KD", "3D"],
    ],
}


def test_b_play_trick_winner_you_lead_and_a_discard_never_wins() -> None:
    """RULES B, play: with no trump in the trick the highest card of the suit led wins; a card
    of another suit never wins, nor does a lower card of the suit led (you, seat 0, led)."""
    ex = _ex(
        "trick-winner", YOU_LEAD, plays=["play AS", "play 7C", "play 3S", "play KS"], choices=FOUR
    )
    assert ex.answers() == ("You",)
    assert _wrong(ex, "Left") == (
        "The player on your left played the 7 of clubs, which does not win: a card of a suit "
        "that was not led never wins."
    )
    assert _wrong(ex, "Partner") == (
        "Your partner played the 3 of spades, which does not win: a higher card of the suit led "
        "was played."
    )
    assert _wrong(ex, "Right") == (
        "The player on your right played the king of spades, which does not win: a higher card "
        "of the suit led was played."
    )


def test_b_play_may_play_after_a_blooper_lead_looks_at_your_hand_only() -> None:
    """RULES B, play: on a blooper lead a player without trump plays anything, even when the
    leader still holds trumps."""
    blooper = _ex(
        "may-play",
        {
            **SECOND,
            "trump_last": True,
            "leader": 1,
            "trick": ["BB", "5H", "6H"],
            "hands": [["KD", "3D", "4C"], ["9H", "2C"], None, None],
        },
        choices=ANY,
        rule="blooper-duty",
    )
    assert _right(blooper, "Any card of your hand") == (
        "Any card of your hand: the Big Blooper was led, but you hold no trump, so you may play "
        "anything."
    )


def test_b_state_file_a_lesson_state_without_seed_is_seeded_1() -> None:
    """RULES B, state file: ``seed`` deals the following deals; a lesson that gives none uses
    seed 1, so its redeal after four passes is the same on every run."""
    from backalley.dealing import deal_cards
    from backalley.lessons import state_from_spec

    spec = {"deal": 10, "turned": "7H", "hands": [None] * 4}
    state = state_from_spec(spec)
    assert state.seed == 1 and state_from_spec({**spec, "seed": 160}).seed == 160
    for _ in range(4):
        state, _ = state.apply("bid pass")
    # RULES B, bidding: the next dealer deals the same hand size again, from the same seed.
    assert state.deal == 10 and state.dealer == 0 and state.redeals == 1
    assert state.hands == deal_cards(1, 10, 1, 0).hands


def test_b_play_trick_winner_asked_from_the_bidding_names_the_cards_right() -> None:
    """RULES B, play: the highest bidder leads the first trick, so a trick-winner question whose
    plays start with the bids reads the trick from that leader (Left here), not from you."""
    bidding = {key: value for key, value in TRICK.items() if key != "bids"}
    bids = ["bid pass", "bid 2", "bid pass", "bid 1"]
    ex = _ex("trick-winner", bidding, plays=[*bids, *PLAYS], choices=FOUR)
    assert ex.answers() == ("Right",)
    assert _right(ex, "Right") == (
        "The player on your right wins with the 2 of hearts: a trump beats every card of the "
        "suit led."
    )
    assert _wrong(ex, "Left") == (
        "The player on your left played the ace of spades, which does not win: a trump was "
        "played, and a trump beats every card of the suit led."
    )
