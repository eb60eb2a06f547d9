"""The game app's redraw: every widget brought in step with the game after each change.

Reads the app's public state only (its controller and history, the seats, the replay, the
computers, the hint, the looks) and writes its widgets: the banner, what to do now, the hand,
the latest refusal, the end-of-game screen, the buttons, the hint, the Story tab, the
screen-reader description and the hidden state for browser tests. The HTML is ``panels``'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pegs import Position
from pegs.render.colours import seat_style
from pegs.render.describe import team_colours

from .hidden_state import hidden_state
from .hint import hint_html
from .panels import (
    banner_html,
    description_html,
    end_html,
    hands_html,
    ink_on,
    message_html,
    round_html,
    status_html,
)
from .speech import colour, say, whose
from .story import round_stories, summarise, tell_move

if TYPE_CHECKING:
    from .game_app import GameApp


def banner(app: GameApp, position: Position) -> str:
    """The banner's HTML: a replay under way, the game's end, or whose turn it is."""
    replay = app.replay
    if replay is not None:
        state = say("app-replay-paused" if replay.paused or replay.at_end else "app-replay-playing")
        if replay.shown:
            # Only who played what: the whole sentence is marked in the round's list, and
            # a banner of one line keeps the board where it was.
            said = tell_move(replay.line, replay.ply, app.is_human).text.split(": ")[0]
            said = said if len(said) < 40 else said[:37] + "..."
            text = say(
                "app-banner-replay-move",
                shown=replay.shown,
                total=replay.total,
                state=state,
                said=said,
            )
        else:
            text = say("app-banner-replay-start", total=replay.total, state=state)
        return banner_html(text, "#37474F", "#FFFFFF")
    if position.is_over:
        team = position.winner or 0
        winners = team_colours(team, position.players)
        return banner_html(say("app-banner-won", winners=winners), "#1B5E20", "#FFFFFF")
    seat = position.turn
    style = seat_style(seat)
    paused = "-paused" if app.paused else ""
    if app.is_human(seat):
        who = "you" if len(app.humans) == 1 else "person"
        text = say(f"app-banner-{who}{paused}", whose=whose(seat))
    else:
        level = app.seating.level(seat)
        text = say(f"app-banner-computer{paused}", whose=whose(seat), level=level)
    return banner_html(text, style.fill, ink_on(style.fill), seat)


def refresh(app: GameApp, draw: bool = True) -> None:
    """Bring every widget of ``app`` in step with its game (``draw``: the board too)."""
    controller = app.controller
    position = controller.position
    history = app.history
    replaying = app.replay is not None
    if draw and not replaying:
        app.board.show(
            position,
            highlights=app.highlights(),
            last_move_events=history.last_events,
        )
    turn = position.turn
    app.banner.value = banner(app, position)
    if replaying:
        prompt = say("app-prompt-replay")
    elif app.paused and not app.is_human(turn) and not position.is_over:
        prompt = say("app-prompt-paused", seat=colour(turn))
    else:
        prompt = controller.prompt()
    app.status.value = status_html(prompt)
    shows_hand = app.is_human(turn) or not app.hide_hands
    hand = position.hand(turn)
    if hand is not None and shows_hand and not position.is_over:
        app.hand.update(
            controller.hand_status(),
            chosen=controller.card_index,
            title=say("app-hand" if app.is_human(turn) else "app-hand-computer", whose=whose(turn)),
            enabled=app.accepts_input(position),
        )
    else:
        app.hand.update(None, hidden=len(hand or ()), title=say("app-hand", whose=whose(turn)))
    app.message.value = message_html(controller.message)
    over = position.is_over
    app.end_box.layout.display = "flex" if over else "none"
    app.play_box.layout.display = "none" if over else "flex"
    if over:
        app.end_view.value = end_html(summarise(history.line, history.ply, app.humans))
    app.others.value = "" if app.hide_hands else hands_html(position)
    app.undo_button.disabled = not history.can_undo or replaying
    app.redo_button.disabled = not history.can_redo or replaying
    computers_move = not over and not app.is_human(turn)
    app.go_button.disabled = not computers_move or app.computers.task is not None or replaying
    # On a person's turn too: the computers then wait once the person has moved.
    app.pause_button.disabled = over and not app.paused
    app.pause_button.description = say("app-continue" if app.paused else "app-pause")
    app.pause_button.icon = "play" if app.paused else "pause"
    app.hint_button.disabled = not app.accepts_input(position)
    app.hint_view.value = hint_html(app.hint, app.hint_chance)
    app.line_input.sync(history.lines, history.line_index)
    refresh_story(app)
    app.description.value = description_html(position)
    replay = app.replay
    app.state.value = hidden_state(
        controller,
        humans=app.humans,
        running=app.computers.task is not None,
        paused=app.paused,
        replay=None if replay is None else (replay.shown, replay.total),
        frames=app.board.frames_sent,
        hint=[outcome.move.notation() for outcome in app.hint],
        place_xy=lambda seat, place: app.board.layout_.place_xy(seat, place, 0),
    )


def refresh_story(app: GameApp) -> None:
    """The Story tab: the replay buttons and this round's moves."""
    history = app.history
    replay = app.replay
    app.replay_button.disabled = history.ply == 0 or replay is not None
    app.step_button.disabled = history.ply == 0 or (replay is not None and replay.at_end)
    app.replay_pause_button.disabled = replay is None or replay.at_end
    held = replay is not None and replay.paused
    app.replay_pause_button.description = say("app-continue" if held else "app-pause")
    app.replay_pause_button.icon = "play" if held else "pause"  # the icon says what a press does
    app.replay_end_button.disabled = replay is None
    stories = round_stories(history.line, history.ply, app.is_human)
    app.round_view.value = round_html(stories, None if replay is None else replay.ply)
