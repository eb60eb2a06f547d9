"""The Back Alley table for a classroom (issue 15 part 4, issue 17's human at the table).

Plain Python, no browser: redeals announced, the deal's tricks listed, a summary before the next
deal, New game, computer levels from the engine's registry, words right (one card, board
levels, the result, the bloopers), refusals in full on their own line, and computer play paced
by an asyncio task that never sleeps in the kernel thread.
"""

from __future__ import annotations

import asyncio
import random
import re
import time

import pytest

from backalley import BIG_BLOOPER, LITTLE_BLOOPER, Card, Refusal, new_game
from backalley import bots as bot_registry
from backalley.events import TrickTaken
from backalley.rules import hand_size
from backalley.state import Phase, bidder
from widgets.backalley import drawing as backalley_drawing
from widgets.backalley import table as backalley_table
from widgets.backalley.controller import STEP, DealSummary, ScoreRow, TableController
from widgets.backalley.drawing import draw_card, draw_table
from widgets.backalley.panels import history_html
from widgets.backalley.table import BackAlleyTable
from widgets.backalley.words import (
    cards_each,
    game_over_words,
    refusal_words,
)
from widgets.board.drawing import RecordingCanvas

NOTATION = re.compile(r"\b(?:10|[2-9JQKA])[SHDC]\b|\b[BL]B\b|\bseat \d\b")


def _human_turn(ctl: TableController, bid: str = "bid pass") -> None:
    """The human acts once: goes on after a summary, else bids ``bid`` or plays a legal card."""
    if ctl.summary is not None:
        ctl.dismiss_summary()
    elif ctl.state.phase is Phase.BIDDING:
        assert ctl.act(bid), ctl.message
    else:
        assert ctl.act(ctl.state.legal_actions()[0].notation()), ctl.message


#: A seed whose computers all pass on an early deal while the human passes (deal 2, 16 actions).
REDEAL_SEED = 6


def _until_redeal(seed: int = REDEAL_SEED) -> TableController:
    ctl = TableController(seed=seed)
    while ctl.redeals == 0:
        assert not ctl.state.is_over, f"seed {seed} gave no all-pass redeal"
        _human_turn(ctl)
    return ctl


# ----- redeals


def test_an_all_pass_redeal_is_announced_in_words() -> None:
    """RULES B, bidding: four passes redeal the same hand size; the human is told so."""
    ctl = _until_redeal()
    passed = [line for line in ctl.log if line.startswith("all four passed")]
    assert len(passed) == 1
    deal = ctl.state.deal
    assert ctl.state.redeals == 1 and f"deal {deal} is redealt" in passed[0]
    assert f"still {cards_each(ctl.state.hand_size)}" in ctl.notice
    assert "All four players passed" in ctl.notice and f"Deal {deal} has been redealt once" in (
        ctl.notice
    )
    assert not NOTATION.search(ctl.notice)
    # The notice stays until the human acts again, then goes (unless all pass once more).
    assert ctl.state.turn == ctl.human and ctl.state.phase is Phase.BIDDING
    assert ctl.act("bid 1")
    assert ctl.notice == ""


def test_the_widget_shows_the_redeal_notice_and_marks_the_table() -> None:
    """The notice has its own box above the table; the canvas says the cards were dealt again."""
    table = BackAlleyTable(seed=REDEAL_SEED, speed="instant")
    ctl = table.controller
    while ctl.redeals == 0:
        assert not ctl.state.is_over, "no all-pass redeal"
        if ctl.summary is not None:
            table._go_on()
        elif ctl.state.phase is Phase.BIDDING:
            table._bid("bid pass")
        else:
            table._bid(ctl.state.legal_actions()[0].notation())
    assert "backalley-notice" in table.notice.value and "dealt again" in table.notice.value
    canvas = RecordingCanvas()
    draw_table(canvas, ctl)
    texts = [call[1] for call in canvas.calls("fill_text")]
    assert "dealt again" in texts and "all four passed" in texts


# ----- the deal's tricks and its summary


def test_the_tricks_of_the_deal_are_listed_in_words_as_the_engine_took_them() -> None:
    """Each completed trick of the deal: who led, every card, who took it (RULES B, play)."""
    ctl = TableController(seed=11)
    assert ctl.history() == ()
    while len(ctl.tricks) < 3:
        _human_turn(ctl, "bid 1")
    engine = [line for line in ctl.log if " takes " in line]
    assert len(engine) == 3
    for number, (trick, line) in enumerate(zip(ctl.history(), engine, strict=True), start=1):
        assert trick.number == number
        assert line.endswith(" ".join(map(str, trick.cards)))  # same cards, same order
        assert line.startswith(f"seat {trick.winner} takes")
        words = trick.words(ctl.human)
        assert words.startswith(f"Trick {number}: ")
        assert not NOTATION.search(words), words
    html = history_html(ctl)
    assert html.count("<li") == 3 and "Tricks of deal 1" in html


def test_a_finished_deal_is_summed_up_before_the_next_one() -> None:
    """RULES B, scoring: the summary shows bids, tricks and points; the next deal waits for it."""
    ctl = TableController(seed=11)
    while ctl.summary is None:
        _human_turn(ctl, "bid 2")
    summary = ctl.summary
    row = ctl.sheet[-1]
    assert summary.row == row and row.deal == 1 and sum(row.tricks) == hand_size(1)
    assert len(summary.tricks) == hand_size(1)
    assert [s for s, _b in summary.seat_bids] == [bidder(new_game(11).dealer, i) for i in range(4)]
    assert dict(summary.seat_bids)[ctl.human] == (2, 0)  # a bid of 2, no board
    lines = summary.lines(ctl.human)
    assert lines[0] == "Deal 1 of 25 (13 cards each) is over."
    assert lines[1].startswith("North and South bid") and "(you 2, North " in lines[1]
    assert lines[2].startswith("East and West ")
    for team, line in ((0, lines[1]), (1, lines[2])):
        points = row.points[team]
        assert f"{'+' if points >= 0 else '-'}{abs(points)} point" in line
    assert lines[3] == f"Totals: North and South {row.totals[0]}, East and West {row.totals[1]}."
    # Deal 2 is dealt, but nobody acts until the human has read the summary.
    assert ctl.state.deal == 2 and not ctl.bot_to_act()
    bids_before = ctl.state.bids
    assert not ctl.act("bid pass") and "Next deal" in ctl.message
    assert ctl.state.bids == bids_before and ctl.bid_options() == [] and not ctl.playable()
    ctl.dismiss_summary()
    assert ctl.summary is None and ctl.state.turn == ctl.human and ctl.state.deal == 2
    assert ctl.history() == ()  # deal 2 has no trick yet


def test_a_click_on_the_table_goes_on_after_a_summary() -> None:
    """The summary banner says "click the table": a click anywhere dismisses it."""
    ctl = TableController(seed=11)
    while ctl.summary is None:
        _human_turn(ctl)
    canvas = RecordingCanvas()
    draw_table(canvas, ctl)
    texts = [call[1] for call in canvas.calls("fill_text")]
    assert "Deal 1 is over" in texts
    assert ctl.click(5, 5)
    assert ctl.summary is None


def test_the_game_ends_with_the_result_in_words_and_new_game_starts_again() -> None:
    """RULES B, end: more points wins; the table names the winning team by its seats."""
    table = BackAlleyTable(seed=2, speed="instant", bots=("random", "random"))
    ctl = table.controller
    while not ctl.state.is_over:
        if ctl.summary is not None:
            table._go_on()
        else:
            table._bid(ctl.state.legal_actions()[0].notation())
    s = ctl.state
    words = game_over_words(s.winner, s.scores, ctl.human)
    assert ctl.status() == words and words in table.status.value
    assert ctl.summary is not None and ctl.summary.result(ctl.human) == words
    ctl.dismiss_summary()  # the last summary stays up with the result
    assert ctl.summary is not None and not ctl.click(5, 5)
    assert table.new_game.button_style == "success"
    seed = ctl.seed
    table._start_new_game()
    assert ctl.seed == seed + 1 and table.seed.value == seed + 1
    assert ctl.state.deal == 1 and ctl.sheet == [] and ctl.summary is None and ctl.tricks == []
    fresh = new_game(seed + 1)
    assert ctl.state.hands[ctl.human] == fresh.hands[ctl.human]


def test_new_game_honours_a_typed_seed_and_keeps_the_levels() -> None:
    table = BackAlleyTable(seed=3, speed="instant")
    table.levels[1].value = "random"
    table.seed.value = 40
    table._start_new_game()
    assert table.controller.seed == 40
    assert table.controller.levels[1] == "random"
    assert type(table.controller.bots[1]).__name__ == "RandomBot"


# ----- computer levels


def test_computer_levels_are_read_from_the_engines_registry(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A level added to ``backalley.bots.BOTS`` appears in every seat's choice by itself."""
    monkeypatch.setitem(bot_registry.BOTS, "cautious", bot_registry.RandomBot)
    table = BackAlleyTable(seed=3, speed="instant")
    assert sorted(table.levels) == [1, 2, 3]  # every seat but the human's
    for dropdown in table.levels.values():
        assert [value for _label, value in dropdown.options] == list(bot_registry.BOTS)
        assert dict(dropdown.options)["cautious"] == "cautious"  # a new level keeps its name
    assert [d.description for d in table.levels.values()] == ["West", "North · partner", "East"]
    table.levels[2].value = "cautious"
    assert table.controller.levels[2] == "cautious"


def test_a_seat_level_can_be_changed_and_bad_choices_are_refused() -> None:
    ctl = TableController(seed=3, levels={3: "random"})
    assert ctl.levels == {1: "heuristic", 2: "heuristic", 3: "random"}
    ctl.set_level(1, "random")
    assert type(ctl.bots[1]).__name__ == "RandomBot"
    with pytest.raises(ValueError, match="unknown level 'genius': choose random, heuristic"):
        ctl.set_level(1, "genius")
    with pytest.raises(ValueError, match="your own seat"):
        ctl.set_level(0, "random")
    with pytest.raises(ValueError, match="human seat 4 is not a seat"):
        TableController(human=4)


# ----- words


def test_one_card_is_one_card_each() -> None:
    """Deal 13 has 1 card each (RULES B, deals): never "1 cards"."""
    assert cards_each(1) == "1 card each" and cards_each(13) == "13 cards each"
    ctl = TableController(seed=2, bots=("random", "random"))
    while ctl.state.deal < 13 or ctl.summary is not None:
        _human_turn(ctl)
    assert ctl.state.hand_size == 1
    assert "1 card each" in ctl.status() and "1 cards" not in ctl.status()
    canvas = RecordingCanvas()
    draw_table(canvas, ctl)
    texts = [call[1] for call in canvas.calls("fill_text")]
    assert "1 card each" in texts and not any("1 cards" in t for t in texts)


@pytest.mark.parametrize("boards_before", [0, 1, 2, 3])
def test_the_board_button_names_the_board_it_would_be(boards_before: int) -> None:
    """RULES B, bidding: a board's level is one more than the boards bid before it."""
    dealer = new_game(7).dealer
    human = bidder(dealer, boards_before)
    ctl = TableController(seed=7, human=human, auto=False)
    for _ in range(boards_before):
        ctl.state, _events = ctl.state.apply("bid board")
    choices = dict(ctl.bid_choices())
    expected = ("board", "double board", "triple board", "quad board")[boards_before]
    assert choices[expected] == "bid board"
    assert ctl.bid_options()[-1] == "bid board"
    table = BackAlleyTable(seed=7, human=human, speed="instant")
    table.controller.state = ctl.state
    table.redraw()
    labels = [b.description for b in table.bids.children]
    assert labels[0] == "pass" and labels[-1] == expected


def test_game_over_names_the_winning_team_by_its_seats() -> None:
    """The result names seats as the table does, the winners' points first."""
    assert game_over_words(0, (-172, -487), 0) == "Game over: North and South win, -172 to -487."
    assert game_over_words(1, (-172, -90), 0) == "Game over: East and West win, -90 to -172."
    # Sitting in seat 1, team 1 is the human's: North and South.
    assert game_over_words(1, (-172, -90), 1) == "Game over: North and South win, -90 to -172."
    assert game_over_words("draw", (40, 40), 0) == "Game over: a draw, 40 to 40."


def test_refusals_are_plain_sentences_without_notation_or_seat_numbers() -> None:
    """An engine reason reads in words: cards as on the table, seats by compass point."""
    ctl = TableController(seed=11)
    assert ctl.act("bid 1")
    refused = next(c for c in ctl.state.hands[0] if c not in ctl.playable())
    assert not ctl.act(f"play {refused}")
    assert ctl.message.startswith("You cannot play the ")
    assert "you must follow suit: you hold a spade (RULES B, play)." in ctl.message
    assert not NOTATION.search(ctl.message), ctl.message
    # Issue 25: the sentence is built from the refusal's data; no engine sentence is rewritten.
    held = Refusal("play.from-hand", "not-held", {"seat": 2, "card": Card.parse("QS")})
    assert "North does not hold Q♠" in refusal_words("play QS", held, 0)
    led = {"card": Card.parse("5S"), "led": BIG_BLOOPER, "due": Card.parse("9H")}
    words = refusal_words("play 5S", Refusal("play.blooper-duty", "blooper-duty", led), 0)
    assert words.startswith("You cannot play the 5♠ now: the Big Blooper was led: ")
    assert words.endswith("9♥ (RULES B, play).") and not NOTATION.search(words), words


def test_a_refusal_has_its_own_wrapping_line_in_full() -> None:
    """Issue 15: the reason was appended to a one-line label and cut; now it wraps in full."""
    table = BackAlleyTable(seed=11, speed="instant")
    table._bid("bid 1")
    ctl = table.controller
    refused = next(c for c in ctl.state.hands[0] if c not in ctl.playable())
    box = next(b for b in ctl.hand_boxes() if b.card == refused)
    table._on_click((box.x + 3) * 2, (box.y + 3) * 2)
    assert ctl.message and ctl.message.replace("'", "&#x27;") in table.refusal.value
    assert "white-space:normal" in table.refusal.value
    assert ctl.message not in table.status.value
    # A legal card clears it.
    table._bid(f"play {next(iter(ctl.playable()))}")
    assert table.refusal.value == ""


def test_the_bloopers_read_as_jokers_and_their_words_fit_the_fanned_strip() -> None:
    """Issue 15: "LITTLE BLOOPER" was cut by the next card; every word now has a width limit."""
    for card in (BIG_BLOOPER, LITTLE_BLOOPER):
        canvas = RecordingCanvas()
        draw_card(canvas, card, 100, 400, 72, 104, fanned=True, visible=STEP)
        texts = canvas.calls("fill_text")
        words = [t[1] for t in texts]
        assert words[0] == ("BIG" if card == BIG_BLOOPER else "LITTLE")
        assert "BLOOPER" in words and "JOKER" in words
        for _name, text, x, _y, *limit in texts:
            if text in ("BIG", "LITTLE", "BLOOPER", "JOKER"):
                assert limit and x + limit[0] <= 100 + STEP, (text, x, limit)


def test_a_fanned_card_keeps_its_big_suit_inside_the_visible_strip() -> None:
    canvas = RecordingCanvas()
    draw_card(canvas, Card.parse("10H"), 0, 0, 72, 104, fanned=True, visible=STEP)
    symbol = [t for t in canvas.calls("fill_text") if t[1] == "♥"][-1]
    assert 0 < symbol[2] < STEP - 10


# ----- pacing the computer players without blocking the kernel


def test_computer_play_is_paced_by_an_asyncio_task_that_never_sleeps_the_thread(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each computer action is its own frame; a taken trick stays in the middle for a pause."""

    def no_sleep(_seconds: float) -> None:
        raise AssertionError("time.sleep blocks the kernel")

    monkeypatch.setattr(time, "sleep", no_sleep)
    monkeypatch.setitem(backalley_table.SPEEDS, "fast", 0.01)
    held: list[bool] = []
    drawn = backalley_drawing.draw_table

    def recording(c: object, ctl: TableController, hold_trick: bool = False) -> None:
        held.append(hold_trick)
        drawn(c, ctl, hold_trick)

    monkeypatch.setattr(backalley_table, "draw_table", recording)

    async def play() -> tuple[BackAlleyTable, int, int]:
        table = BackAlleyTable(seed=11, speed="fast")  # East bids first, then the human
        assert table._task is not None and table.controller.state.turn == 3
        while not table._task.done():
            await asyncio.sleep(0.001)
        assert table.controller.state.turn == 0 and len(table.controller.state.bids) == 1
        table._bid("bid 1")
        assert table._task is not None and not table._task.done()
        ticks = 0
        while not table._task.done():  # the loop stays free for other work meanwhile
            ticks += 1
            await asyncio.sleep(0.001)
        return table, ticks, len(table.controller.log)

    table, ticks, _ = asyncio.run(play())
    ctl = table.controller
    assert ticks > 3
    assert ctl.state.turn == ctl.human and ctl.state.phase is Phase.PLAYING
    # One frame per computer bid or card (3 bids here, then any cards before the human's).
    computer_actions = (
        sum(1 for line in ctl.log if " bids " in line or " plays " in line) - 1
    )  # the human's own bid
    assert table.frames_sent >= computer_actions + 2
    assert not table._hold and held[-1] is False


def test_a_paced_trick_is_held_in_the_middle_before_the_next_lead(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(backalley_table.SPEEDS, "fast", 0.01)
    held: list[tuple[bool, int]] = []
    drawn = backalley_drawing.draw_table

    def recording(c: object, ctl: TableController, hold_trick: bool = False) -> None:
        held.append((hold_trick, len(ctl.tricks)))
        drawn(c, ctl, hold_trick)

    monkeypatch.setattr(backalley_table, "draw_table", recording)

    async def play() -> BackAlleyTable:
        table = BackAlleyTable(seed=11, speed="fast")
        ctl = table.controller
        while len(ctl.tricks) < 2:
            while table._task is not None and not table._task.done():
                await asyncio.sleep(0.001)
            if ctl.state.turn == ctl.human:
                table._bid(ctl.state.legal_actions()[0].notation())
            await asyncio.sleep(0.001)
        while table._task is not None and not table._task.done():
            await asyncio.sleep(0.001)
        return table

    asyncio.run(play())
    # Right after each trick, frames show it held; play then goes on with it released.
    assert (True, 1) in held and (False, 1) in held
    first_hold = held.index((True, 1))
    assert held.index((False, 1), first_hold) > first_hold  # released when play goes on
    assert held[0][0] is False and held[-1][0] is False


def test_instant_speed_and_plain_python_play_at_once() -> None:
    """Without an event loop (plain Python) or at speed "instant", no task is made."""
    table = BackAlleyTable(seed=3, speed="normal")
    assert table._task is None and table.controller.state.turn == 0
    table._bid("bid pass")
    ctl = table.controller
    assert table._task is None and ctl.state.phase is Phase.PLAYING and ctl.state.turn == 0
    with pytest.raises(ValueError, match="unknown speed 'warp'"):
        BackAlleyTable(speed="warp")


def test_bots_take_no_action_while_a_summary_waits() -> None:
    ctl = TableController(seed=11)
    while ctl.summary is None:
        _human_turn(ctl)
    logged = len(ctl.log)
    assert ctl.step() == () and len(ctl.log) == logged
    first = bidder(ctl.state.dealer, 0)
    ctl.dismiss_summary()
    assert ctl.state.turn == ctl.human
    assert (len(ctl.log) > logged) == (first != ctl.human)


def test_a_human_who_acts_during_a_pause_never_stalls_the_computers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The human may click while a trick is held; the computers must still play on after it."""
    monkeypatch.setitem(backalley_table.SPEEDS, "fast", 0.003)

    rng = random.Random(4)

    async def play() -> TableController:
        table = BackAlleyTable(seed=11, speed="fast")
        ctl = table.controller
        for _ in range(60_000):
            if ctl.state.deal > 1:
                break
            if ctl.summary is not None:
                table._go_on()
            elif ctl.state.turn == ctl.human:
                # Sometimes at once (mid-pause), sometimes once the computers' task has ended.
                if rng.random() < 0.3 or table._task is None or table._task.done():
                    table._bid(ctl.state.legal_actions()[0].notation())
            else:
                task = table._task
                assert task is not None and not task.done(), "the computers stalled"
            await asyncio.sleep(0.0005)
        return ctl

    ctl = asyncio.run(play())
    assert ctl.state.deal == 2 and len(ctl.sheet) == 1


def _human_about_to_win_a_trick_as_fourth(seed: int) -> tuple[TableController, str]:
    """A game moment where the human plays last to a trick with a card that takes it."""
    ctl = TableController(seed=seed)
    while True:
        s = ctl.state
        if ctl.summary is None and s.phase is Phase.PLAYING and len(s.trick) == 3:
            for action in s.legal_actions():
                after, events = s.apply(action)
                won = [e for e in events if isinstance(e, TrickTaken) and e.winner == ctl.human]
                if won and after.phase is Phase.PLAYING and after.turn == ctl.human:
                    return ctl, action.notation()
        _human_turn(ctl)


def test_leading_while_ones_own_trick_is_held_lets_the_computers_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The human takes a trick, then leads at once during its pause: the computers still play."""
    monkeypatch.setitem(backalley_table.SPEEDS, "fast", 0.01)
    ctl, winning = _human_about_to_win_a_trick_as_fourth(11)

    async def play() -> None:
        table = BackAlleyTable(seed=11, speed="fast")
        while table._task is not None and not table._task.done():  # its own opening bids
            await asyncio.sleep(0.001)
        ctl.auto = False
        table.controller = ctl
        table._bid(winning)
        assert table._hold  # the trick the human took stays in the middle for a pause
        plays = sum(" plays " in line for line in ctl.log)
        table._bid(ctl.state.legal_actions()[0].notation())  # lead at once, mid-pause
        for _ in range(2000):
            if table._task is None or table._task.done():
                break
            await asyncio.sleep(0.001)
        # The three computers answered the lead (and play went on to the human's turn).
        assert sum(" plays " in line for line in ctl.log) >= plays + 4
        assert ctl.state.turn == ctl.human or ctl.summary is not None

    asyncio.run(play())


def test_summary_sentences_for_a_passing_team_and_a_missed_double_board() -> None:
    """RULES B, scoring: both passing scores each trick; a missed board loses its value."""
    row = ScoreRow(3, 11, ((0, 0), (0, 2)), (2, 9), (2, -440), (50, -300))
    bids = ((1, (0, 2)), (2, (0, 0)), (3, (0, 0)), (0, (0, 0)))  # (tricks, board level)
    lines = DealSummary(row, bids, ()).lines(human=0)
    assert lines == [
        "Deal 3 of 25 (11 cards each) is over.",
        "North and South both passed (North passed, you passed) and took 2 tricks: +2 points.",
        "East and West bid double board (West double board, East passed) and took 9 tricks: "
        "missed, -440 points.",
        "Totals: North and South 50, East and West -300.",
    ]


def test_a_failure_of_the_computer_players_is_shown_not_lost(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An error inside the paced task would vanish with the task; the table says it instead."""
    monkeypatch.setitem(backalley_table.SPEEDS, "fast", 0.001)

    def broken(_self: TableController) -> tuple:
        raise RuntimeError("the bot lost its cards")

    async def play() -> BackAlleyTable:
        monkeypatch.setattr(TableController, "step", broken)
        table = BackAlleyTable(seed=11, speed="fast")  # East is to bid first
        while table._task is not None and not table._task.done():
            await asyncio.sleep(0.001)
        return table

    table = asyncio.run(play())
    assert table.problem == "The computer players stopped: the bot lost its cards"
    assert "The computer players stopped" in table.refusal.value
