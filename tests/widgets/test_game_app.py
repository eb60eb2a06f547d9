"""The game app (issue 15): settings, turn banner, game over, what happened, replay, move list.

No browser: buttons are pressed with ``click()``, inputs set as the browser would set them, and
the app's widgets are read back. Computer rounds run at once here (no event loop); the last tests
run them in an asyncio loop, as a kernel does, to check the kernel is never blocked.
"""

from __future__ import annotations

import asyncio
import html
import re

import pytest

from pegs import BumpedToStart, Card, EnteredHome, PegsError, Position
from pegs.render.colours import seat_name
from pegs.rules import FaceCards, Nine, TeamPegs
from widgets import GameApp
from widgets.app.move_list import WINDOW, window
from widgets.app.settings import GameSettings, SettingsError
from widgets.app.story import round_start, round_stories, summarise, tell_move
from widgets.app.story_log import BLOCK, BLOCKS, StoryLog
from widgets.board.hand import HandView, card_label
from widgets.board.history import History

COMPUTERS = ["greedy", "greedy", "greedy", "greedy"]


def _play_to_the_end(app: GameApp, limit: int = 3000) -> None:
    for _ in range(limit):
        if app.position.is_over:
            return
        app.run_computers()
    raise AssertionError("the computers did not finish the game")


# ----- bug: the board must learn the player count before it turns to a seat
def test_six_players_with_only_seat_five_human_starts_and_turns_the_board() -> None:
    app = GameApp(4, seed=1, animation="off")
    panel = app.settings_panel
    panel.players_input.value = 6
    for box in panel.seat_inputs:
        box.value = "greedy"
    panel.seat_inputs[5].value = "human"
    app.new_button.click()
    assert app.settings_message.value == "", app.settings_message.value
    assert app.position.players == 6 and app.board.players == 6
    assert app.board.layout_.bottom_seat == 5
    assert app.is_human(5) and app.position.turn == 5  # the computers played up to Red


def test_a_human_seat_below_four_turns_the_new_board_to_it() -> None:
    app = GameApp(
        6,
        seed=4,
        seats=["greedy", "greedy", "human", "greedy", "greedy", "greedy"],
        animation="off",
    )
    assert app.board.layout_.bottom_seat == 2
    app.settings_panel.players_input.value = 8
    app.new_button.click()
    assert app.board.players == 8 and app.board.layout_.bottom_seat == 2


def test_a_new_game_that_cannot_start_says_why_and_keeps_the_old_game(monkeypatch) -> None:
    app = GameApp(4, seed=3, animation="off")
    before = app.position

    def refuse(*_args, **_kw):
        raise PegsError("the shoe is empty")

    monkeypatch.setattr("widgets.app.game_app.new_game", refuse)
    app.new_button.click()
    assert "could not start: the shoe is empty" in app.settings_message.value
    assert app.position is before


def test_settings_are_checked_in_words() -> None:
    with pytest.raises(SettingsError, match="4, 6 or 8 players"):
        GameSettings(players=5).checked()
    with pytest.raises(SettingsError, match="Orange's seat"):
        GameSettings(players=4, seats=("human", "wizard")).checked()
    with pytest.raises(SettingsError, match="house rule"):
        GameSettings(rules={"nines": "x"}).checked()
    filled = GameSettings(players=6).checked()
    assert filled.seats == ("human",) + ("greedy",) * 5


def test_every_house_rule_of_rules_9_can_be_chosen() -> None:
    # 9.nine-forward-only, 9.face-cards, 9.team-pegs-own-first: the options reach the engine.
    app = GameApp(4, seed=2, animation="off")
    inputs = app.settings_panel.rule_inputs
    assert set(inputs) == {"nine", "face_cards", "home_entry", "team_pegs", "joker_source"}
    inputs["nine"].value = "forward-only"
    inputs["face_cards"].value = "eleven-twelve-thirteen"
    inputs["team_pegs"].value = "own-first"
    app.new_button.click()
    rules = app.position.rules
    assert rules.nine is Nine.FORWARD_ONLY and rules.face_cards is FaceCards.ELEVEN_TWELVE_THIRTEEN
    assert rules.team_pegs is TeamPegs.OWN_FIRST
    assert "House rules: A 9 moves 9 forward, no split" in app.narration.lines[0]


# ----- turn banner, words, looks
def test_the_banner_says_whose_turn_in_colour_words() -> None:
    app = GameApp(4, seed=3, seats=["human", "greedy", "greedy", "greedy"], animation="off")
    text = html.unescape(app.banner.value)
    assert "Blue's turn — you" in text
    assert "seat" not in text.lower()
    app.go_to_ply(1)  # a computer to move
    name = seat_name(app.position.turn)
    assert f"{name}'s turn — computer (good)" in html.unescape(app.banner.value)


def test_high_contrast_is_one_click_away() -> None:
    app = GameApp(4, seed=3, animation="off")
    app.contrast_button.value = True  # as a click on the toggle sets it
    assert app.board.theme.weight > 1 and "pegs-hc" in app._dom_classes
    assert app.settings_panel.theme_input.value == "high-contrast"
    app.contrast_button.value = False
    assert app.settings_panel.theme_input.value == "light"


def test_big_board_switch() -> None:
    app = GameApp(4, seed=3, animation="off")
    app.big_button.value = True
    assert "pegs-big" in app._dom_classes and app.settings_panel.big_input.value
    app.settings_panel.big_input.value = False
    assert "pegs-big" not in app._dom_classes and not app.big_button.value


def test_the_joker_reads_as_a_joker_not_a_jack() -> None:
    assert card_label(Card.parse("JK")) == "Joker"
    from widgets.board.controller import CardStatus

    hand = HandView()
    hand.update([CardStatus(Card.parse("JK"), True, ""), CardStatus(Card.parse("JS"), True, "")])
    joker, jack = hand.buttons[:2]
    assert joker.description == "Joker" and jack.description == "J♠"
    # A smaller type for the word, so it fits the card without an ellipsis.
    assert int(joker.style.font_size.rstrip("px")) < int(jack.style.font_size.rstrip("px"))


# ----- game over
def test_the_end_screen_names_the_winners_sums_up_and_plays_again() -> None:
    app = GameApp(4, seed=5, seats=COMPUTERS, animation="off")
    _play_to_the_end(app)
    position = app.position
    assert position.is_over
    assert app.end_box.layout.display == "flex" and app.play_box.layout.display == "none"
    text = html.unescape(app.end_view.value)
    winners = "Orange and Purple" if position.winner == 1 else "Blue and Green"
    assert f"{winners} win the game!" in text
    assert f"{app.history.ply} moves" in text
    for name in ("Blue", "Orange", "Green", "Purple"):
        assert f"{name}: " in text
    assert "Game over" in html.unescape(app.banner.value)
    app.play_again_button.click()
    assert not app.position.is_over and app.settings_panel.seed_input.value == 6
    assert app.end_box.layout.display == "none"


def test_the_summary_counts_bumps_and_moves() -> None:
    app = GameApp(4, seed=5, seats=COMPUTERS, animation="off")
    _play_to_the_end(app)
    line, ply = app.history.line, app.history.ply
    summary = summarise(line, ply, humans=[0])
    bumps = sum(isinstance(e, BumpedToStart) for events in line.events for e in events)
    assert summary.bumps == bumps and summary.moves == ply
    assert sum(t.moves for t in summary.tallies) == ply
    won = app.position.winner == 0
    assert ("your team won" in summary.result) == won


def test_the_summary_names_each_side_when_people_play_on_both_teams() -> None:
    # RULES 1: even seats are one team, odd seats the other; a person on each side.
    app = GameApp(4, seed=5, seats=COMPUTERS, animation="off")
    _play_to_the_end(app)
    line, ply = app.history.line, app.history.ply
    summary = summarise(line, ply, humans=[0, 1])
    winner, loser = ("Blue", "Orange") if app.position.winner == 0 else ("Orange", "Blue")
    assert f"Well played, {winner}; {loser}, better luck next time." in summary.result
    assert "your team" not in summary.result.lower()
    home = {t.seat: t.home for t in summary.tallies}
    text = " ".join(summary.lines())
    assert all(f"brought {n} of its own peg" in text for n in home.values() if n)


@pytest.mark.parametrize("seed", [5, 6, 7])
def test_rules_1_the_summary_tells_a_seats_own_pegs_home_from_its_teammates(seed: int) -> None:
    # A seat may move its teammates' pegs (RULES 1, Arizona rule): a seat's own pegs home are at
    # most its 5, and every peg that went home is told once, by the seat that moved it.
    app = GameApp(4, seed=seed, seats=COMPUTERS, animation="off")
    _play_to_the_end(app)
    line, ply = app.history.line, app.history.ply
    summary = summarise(line, ply, humans=[0])
    entered = sum(isinstance(e, EnteredHome) for events in line.events for e in events)
    assert all(t.home <= 5 for t in summary.tallies)
    assert sum(t.home + t.team_home for t in summary.tallies) == entered
    for t, sentence in zip(summary.tallies, summary.lines(), strict=True):
        if t.team_home:
            assert f"{t.team_home} of its teammates'" in sentence


# ----- what happened
def _position(pegs: dict[int, list[str]], hands: dict[int, list[str]], turn: int) -> Position:
    return Position.from_dict(
        {
            "format": "pegs-position/1",
            "players": 4,
            "turn": turn,
            "pegs": {
                str(s): [*pegs.get(s, []), *["S"] * (5 - len(pegs.get(s, [])))] for s in range(4)
            },
            "hands": {str(s): h for s, h in hands.items()},
        }
    )


def test_a_teammate_moving_your_peg_is_named() -> None:
    # 4.any-team-peg: Green (all pegs in start) plays a 5 on Blue's peg, its teammate's.
    start = _position({0: ["T10"]}, {2: ["5H"]}, turn=2)
    history = History(start)
    history.play("5H 0:T10-T15")
    story = tell_move(history.line, 1, lambda seat: seat == 0)
    assert story.note == "Green, your teammate, moved your peg."
    assert story.text.startswith("Green plays a 5: Blue's peg moves 5 holes")
    # With two people, the note names whose peg it was.
    both = tell_move(history.line, 1, lambda seat: seat in (0, 1))
    assert both.note == "Green, Blue's teammate, moved Blue's peg."


def test_this_round_is_told_oldest_first_since_the_person_last_moved() -> None:
    app = GameApp(4, seed=3, seats=["human", "greedy", "greedy", "greedy"], animation="off")
    history = app.history
    for _ in range(3):  # the person plays the first legal move, the computers answer
        app.controller.play(sorted(app.position.legal_moves())[0])
    ply = history.ply
    first = round_start(history.line, ply, app.is_human)
    stories = round_stories(history.line, ply, app.is_human)
    assert [s.ply for s in stories] == list(range(first, ply + 1))
    assert [s.seat for s in stories] == [1, 2, 3]  # Orange, Green, Purple after Blue's move
    shown = html.unescape(app.round_view.value)
    positions = [shown.index(s.text) for s in stories]
    assert positions == sorted(positions), "oldest first"
    log = html.unescape(app.narration.value)
    assert log.index("New 4-player game") < log.index(stories[-1].text)
    assert app.tabs.selected_index == 0 and app.tabs.titles[0] == "Story"


def test_a_round_replays_step_by_step() -> None:
    app = GameApp(4, seed=3, seats=["human", "greedy", "greedy", "greedy"], animation="off")
    app.controller.play(sorted(app.position.legal_moves())[0])
    now, line, ply = app.position, app.history.line, app.history.ply
    replay = app.start_replay()
    assert replay is not None and replay.paused  # no loop here: it waits for Step
    # A held replay's button goes on: it says Continue and shows "play", never a pause sign.
    assert app.replay_pause_button.description == "Continue"
    assert app.replay_pause_button.icon == "play"
    assert app.board.position is line.position(replay.first - 1)
    for step in range(1, replay.total + 1):
        app.step_button.click()
        assert app.board.position is line.position(replay.first - 1 + step)
        assert f"Replay, move {step} of {replay.total}" in html.unescape(app.banner.value)
    assert replay.at_end and app.step_button.disabled
    app.board._mouse_down(0, 0)  # clicks wait until the replay ends
    assert "replay" in app.controller.message.lower()
    assert app.position is now and app.history.ply == ply  # the game was not touched
    assert app.pause_button.icon == ("play" if app.paused else "pause")
    app.replay_end_button.click()
    assert app.replay is None and app.board.position is now


# ----- move list
def test_the_move_list_sends_a_bounded_window() -> None:
    assert window(0, 0) == 0
    assert window(500, 500) == 500 + 1 - WINDOW
    assert window(10, 500, first=0) == 0  # a row in view keeps the window
    app = GameApp(4, seed=5, seats=COMPUTERS, animation="off")
    _play_to_the_end(app)
    options = app.move_list.select.options
    assert len(options) <= WINDOW and options[-1][1] == app.history.ply
    app.go_to_ply(3)
    assert app.history.ply == 3 and app.move_list.select.value == 3
    assert len(app.move_list.select.options) <= WINDOW


def test_the_story_log_sends_only_its_last_block() -> None:
    log = StoryLog()
    log.reset([f"line {i}" for i in range(BLOCK * BLOCKS + 5)])
    shown = list(log.inner.children)
    assert len(shown) == BLOCKS  # the newest blocks only
    before = [block.value for block in shown]
    log.add("the newest line")
    after = [block.value for block in log.inner.children]
    assert after[:-1] == before[:-1], "older blocks are not resent"
    assert "the newest line" in after[-1]
    text = log.value
    assert text.index(f"line {BLOCK * BLOCKS}") < text.index("the newest line"), "oldest first"


# ----- in a kernel: computers and animation never block the loop, and can be paused
def test_computer_rounds_glide_without_blocking_the_loop_and_pause() -> None:
    async def scenario() -> tuple[int, int, int, int]:
        app = GameApp(4, seed=3, seats=["human", "greedy", "greedy", "greedy"], speed=0.005)
        ticks = 0

        async def ticker() -> None:
            nonlocal ticks
            while True:
                ticks += 1
                await asyncio.sleep(0.001)

        clock = asyncio.get_running_loop().create_task(ticker())
        while app._task is not None:  # the computers who play before Blue, seat by seat
            await asyncio.sleep(0.005)
        assert app.is_human(app.position.turn) and app.history.ply == 2
        frames = app.board.frames_sent
        app.controller.play(sorted(app.position.legal_moves())[0])  # the person moves
        ply = app.history.ply
        assert app._task is not None, "the computers play in a task"
        app.pause()
        await asyncio.sleep(0.15)
        paused_ply = app.history.ply
        app.resume()
        while app._task is not None:
            await asyncio.sleep(0.005)
        clock.cancel()
        return ticks, app.history.ply - ply, paused_ply - ply, app.board.frames_sent - frames

    ticks, played, while_paused, frames = asyncio.run(scenario())
    assert played == 3  # Orange, Green and Purple, then Blue's turn again
    assert while_paused <= 1  # at most the move already under way
    assert frames > 3 * 2  # each move glided in several frames
    assert ticks > 20, "the loop kept running while pegs moved"


def test_with_no_motion_a_round_still_comes_one_move_at_a_time() -> None:
    # "No motion" must not land a whole round at once: with a step pause each computer move
    # shows on its own (and the story lists them all afterwards).
    async def scenario() -> list[int]:
        app = GameApp(
            4,
            seed=3,
            seats=["human", "greedy", "greedy", "greedy"],
            animation="off",
            step_pause=0.05,
        )
        while app._task is not None:
            await asyncio.sleep(0.005)
        app.controller.play(sorted(app.position.legal_moves())[0])
        seen = []
        while app._task is not None:
            seen.append(app.history.ply)
            await asyncio.sleep(0.01)
        seen.append(app.history.ply)
        return seen

    seen = asyncio.run(scenario())
    first, last = seen[0], seen[-1]
    assert (first, last) == (3, 6)  # Blue's move is the 3rd; Orange, Green, Purple follow
    assert set(range(first, last + 1)) <= set(seen), "each move was on the board for a while"


#: Notation a learner must never read in the story panel or the end screen: holes ("T26",
#: "H3"), seats and team numbers, cards as "6H" or "JK".
NOTATION = re.compile(
    r"\bT\d+\b|\bH[1-5]\b|\d:[STH]|\b[Ss]eat \d|\b[Tt]eam \d|\b(?:10|[2-9AJQK])[SHDC]\b|\bJK\b"
)


def test_the_story_and_the_end_screen_of_a_whole_game_are_in_plain_words() -> None:
    # Six players, a person in each team, so notes name whose peg a teammate moved.
    seats = ["human", "greedy", "greedy", "human", "greedy", "greedy"]
    app = GameApp(6, seed=2, seats=seats, animation="off")
    # The game is played by computers and told as if seats 0 and 3 were people.
    played = GameApp(6, seed=2, seats=["greedy"] * 6, animation="off")
    _play_to_the_end(played)
    line, ply = played.history.line, played.history.ply
    people = app.is_human
    stories = [tell_move(line, p, people) for p in range(1, ply + 1)]
    told = [s.text for s in stories] + [s.note for s in stories if s.note]
    summary = summarise(line, ply, humans=[0, 3])
    told += [summary.result, *summary.lines()]
    bad = [text for text in told if NOTATION.search(text)]
    assert not bad, bad[:3]
    assert any("teammate, moved" in s.note for s in stories), "a teammate's move is named"
    end = html.unescape(played.end_view.value)
    assert not NOTATION.search(re.sub(r"<[^>]+>", " ", end)), end
