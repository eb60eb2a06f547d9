"""The game app's screen: its widgets, where they sit, and its looks (theme, big board).

``AppLayout`` builds every widget of the game app (banner, board, hand, buttons, the Story,
Moves and Settings tabs, the end-of-game box, the hidden test state) and lays them out with the
app's style sheets (``widgets/style/app.css``, and ``window.css`` for a page served alone). It
owns the looks the learner switches (theme, high contrast, big board, motion), and nothing of
the game: ``GameApp`` extends it with the play.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as ipw

from ..board import BoardView, HandView
from ..style import stylesheet
from .move_list import LineMenu, MoveList
from .settings import GameSettings, SettingsPanel
from .speech import LANGUAGE_NAMES, say
from .story_log import StoryLog

#: The game's page layout: the board takes the room it has, never taller than the window, and
#: the side panel wraps under it when the output is narrow. Nothing inside may overflow.
APP_CSS = stylesheet("app")

#: Extra page rules when the app fills a browser window by itself: no margins around it. Only
#: under Voila (its page body carries ``data-voila``), so JupyterLab's own page is never touched.
WINDOW_CSS = stylesheet("window")


#: Each button's words: (description, tooltip) message ids, said by ``AppLayout.relabel``.
BUTTON_WORDS: dict[str, tuple[str, str | None]] = {
    "undo_button": ("app-undo", None),
    "redo_button": ("app-redo", None),
    "go_button": ("app-computer-plays", None),
    "pause_button": ("app-pause", "app-pause-tip"),
    "hint_button": ("app-hint", "app-hint-tip"),
    "contrast_button": ("app-high-contrast", "app-high-contrast-tip"),
    "big_button": ("app-big-board", "app-big-board-tip"),
    "text_button": ("app-large-text", "app-large-text-tip"),
    "new_button": ("app-new-game", None),
    "play_again_button": ("app-play-again", None),
    "change_button": ("app-change-settings", None),
    "replay_button": ("app-replay", "app-replay-tip"),
    "step_button": ("app-step", None),
    "replay_pause_button": ("app-pause", None),
    "replay_end_button": ("app-back-to-game", None),
}


def _button(icon: str, **kw: Any) -> ipw.Button:
    return ipw.Button(icon=icon, layout=ipw.Layout(width="auto"), **kw)


def _toggle(icon: str, value: bool) -> ipw.ToggleButton:
    return ipw.ToggleButton(value=value, icon=icon, layout=ipw.Layout(width="auto"))


def _html(cls: str, **kw: Any) -> ipw.HTML:
    widget = ipw.HTML(**kw)
    widget.add_class(cls)
    return widget


class AppLayout(ipw.VBox):
    """Every widget of the game app in its place, and the looks; no game (``GameApp`` plays)."""

    def __init__(
        self,
        settings: GameSettings,
        *,
        size: int,
        speed: float,
        hide_hands: bool,
        fill_window: bool,
        move_label: Any,
    ) -> None:
        theme, big_board = settings.theme, settings.big_board
        self.settings_panel = SettingsPanel(settings)
        self.board = BoardView(
            settings.players,
            size=size,
            theme=theme,
            animation=settings.motion,
            speed=speed,
            fit=True,
        )
        self.hand = HandView()
        self.banner = _html("pegs-banner")
        self.status = _html("pegs-status")
        self.message = _html("pegs-message")
        self.others = ipw.HTML()
        self.round_view = _html("pegs-round")
        self.narration = StoryLog()  # the whole game, oldest first, sent a block at a time
        self.narration.add_class("pegs-narration")
        self.description = _html("pegs-description")
        self.state = _html("pegs-state", layout=ipw.Layout(display="none"))
        self.hint_view = _html("pegs-hint")
        self.end_view = _html("pegs-end")
        self.settings_message = ipw.HTML()

        self.undo_button = _button("undo")
        self.redo_button = _button("repeat")
        self.go_button = _button("play", button_style="info")
        self.pause_button = _button("pause")
        self.hint_button = _button("lightbulb-o")
        self.contrast_button = _toggle("adjust", theme == "high-contrast")
        self.big_button = _toggle("expand", big_board)
        self.text_button = _toggle("font", False)
        self.new_button = _button("refresh", button_style="success")
        self.play_again_button = _button("refresh", button_style="success")
        self.change_button = _button("cog")
        self.hide_input = ipw.Checkbox(value=hide_hands, indent=False)
        # Teacher mode: replay this round's moves one by one, pause, step, continue.
        self.replay_button = _button("history")
        self.step_button = _button("step-forward")
        self.replay_pause_button = _button("pause")
        self.replay_end_button = _button("stop")
        # The language picker: each language named in its own language.
        self.language_input = ipw.Dropdown(
            options=[(name, code) for code, name in LANGUAGE_NAMES.items()],
            value="en",
            style={"description_width": "initial"},  # "Language" is longer in some languages
            layout=ipw.Layout(width="auto", max_width="100%", align_self="flex-end"),
        )
        self.language_input.add_class("pegs-language")
        self.keys_help = ipw.HTML()
        self.whole_game = ipw.HTML()
        self.moves_help = ipw.HTML()
        self.replay_controls = ipw.HBox(
            [
                self.replay_button,
                self.replay_pause_button,
                self.step_button,
                self.replay_end_button,
            ],
        )
        self.replay_controls.add_class("pegs-row")
        self.move_list = MoveList(move_label)
        self.line_input = LineMenu()
        self.tabs = self._tabs()
        self.end_box = ipw.VBox(
            [self.end_view, ipw.HBox([self.play_again_button, self.change_button])],
            layout=ipw.Layout(display="none"),
        )
        self.end_box.children[1].add_class("pegs-row")
        controls = ipw.HBox(
            [
                self.undo_button,
                self.redo_button,
                self.go_button,
                self.pause_button,
                self.hint_button,
                self.contrast_button,
                self.big_button,
                self.text_button,
            ],
        )
        controls.add_class("pegs-row")
        self.play_box = ipw.VBox([self.status, self.hand, self.message, controls, self.hint_view])
        side = ipw.VBox(
            [
                self.language_input,
                self.end_box,
                self.play_box,
                self.tabs,
                self.others,
                self.keys_help,
                self.description,
                self.state,
            ]
        )
        side.add_class("pegs-side")
        body = ipw.HBox([self.board, side])
        body.add_class("pegs-body")
        css = _html("pegs-css", value=APP_CSS + (WINDOW_CSS if fill_window else ""))
        super().__init__([css, self.banner, body])
        self.add_class("pegs-game")
        if big_board:
            self.add_class("pegs-big")
        if theme == "high-contrast":
            self.add_class("pegs-hc")
        self.contrast_button.observe(self._contrast_changed, names="value")
        self.big_button.observe(self._big_changed, names="value")
        self.text_button.observe(lambda c: self.set_large_text(bool(c["new"])), names="value")
        panel = self.settings_panel
        panel.theme_input.observe(self._theme_changed, names="value")
        panel.motion_input.observe(self._animation_changed, names="value")
        panel.big_input.observe(lambda c: self.set_big_board(c["new"]), names="value")

    def _tabs(self) -> ipw.Tab:
        """The Story, Moves and Settings tabs."""
        story_box = ipw.VBox(
            [
                self.replay_controls,
                self.round_view,
                self.whole_game,
                self.narration,
            ],
            layout=ipw.Layout(width="100%"),
        )
        history_box = ipw.VBox(
            [
                self.moves_help,
                self.line_input,
                self.move_list,
            ],
            layout=ipw.Layout(width="100%"),
        )
        settings_box = ipw.VBox(
            [self.settings_panel, self.hide_input, self.settings_message, self.new_button],
            layout=ipw.Layout(width="100%"),
        )
        tabs = ipw.Tab(children=[story_box, history_box, settings_box])
        tabs.selected_index = 0  # the story first: what happened, in words
        return tabs

    def relabel(self) -> None:
        """Say every button, label and tab again in the language spoken now (choices kept)."""
        for name, (text, tip) in BUTTON_WORDS.items():
            widget = getattr(self, name)
            widget.description = say(text)
            if tip is not None:
                widget.tooltip = say(tip)
        self.hide_input.description = say("app-hide-hands")
        self.language_input.description = say("app-language")
        keys, whole, moves = (
            html.escape(say(m)) for m in ("app-keys", "app-whole-game", "app-moves-help")
        )
        self.keys_help.value = (
            f"<div style='color:#555;font-size:12px;line-height:1.35'>{keys}</div>"
        )
        self.whole_game.value = f"<div style='font-size:13px'><b>{whole}</b></div>"
        self.moves_help.value = f"<div style='font-size:13px'>{moves}</div>"
        for i, title in enumerate(("app-tab-story", "app-tab-moves", "app-tab-settings")):
            self.tabs.set_title(i, say(title))
        self.settings_panel.relabel()
        self.move_list.relabel()

    # ----- looks
    def _animation_changed(self, change: dict[str, Any]) -> None:
        self.board.animation = change["new"]

    def set_theme(self, name: str) -> None:
        """Draw the game in the theme called ``name`` ("light", "dark", "high-contrast")."""
        self.board.set_theme(name)
        if name == "high-contrast":
            self.add_class("pegs-hc")
        else:
            self.remove_class("pegs-hc")
        if self.settings_panel.theme_input.value != name:
            self.settings_panel.theme_input.value = name
        self.contrast_button.value = name == "high-contrast"

    def _theme_changed(self, change: dict[str, Any]) -> None:
        self.set_theme(change["new"])

    def _contrast_changed(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self.set_theme("high-contrast")
        elif self.settings_panel.theme_input.value == "high-contrast":
            self.set_theme("light")

    def set_big_board(self, big: bool) -> None:
        """Show the board as wide as the page (the side panel goes under it), or beside it."""
        if big:
            self.add_class("pegs-big")
        else:
            self.remove_class("pegs-big")
        self.big_button.value = big
        self.settings_panel.big_input.value = big

    def set_large_text(self, large: bool) -> None:
        """Show the side panel's words larger, for a room (the board keeps its place and size)."""
        if large:
            self.add_class("pegs-large-text")
        else:
            self.remove_class("pegs-large-text")
        self.text_button.value = large

    def _big_changed(self, change: dict[str, Any]) -> None:
        self.set_big_board(bool(change["new"]))
