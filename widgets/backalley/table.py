"""A Back Alley table for Jupyter: four hands, the turned card, bids, the trick, the score sheet.

``BackAlleyTable`` wires the plain-Python ``TableController`` to an ipycanvas canvas and buttons:
click a card to play it, a button to bid. The computer players act one step at a time from an
asyncio task on the kernel's event loop, pausing after each trick for the chosen speed (nothing
sleeps in the kernel thread, so the kernel keeps answering clicks). Each frame is one batch of
canvas commands and is sent again whenever a browser view (re)connects (``on_client_ready``).

Coordinates are CSS pixels of a ``WIDTH`` x ``HEIGHT`` table; the canvas holds ``PIXEL_RATIO``
times as many pixels so text stays sharp on a projector, and clicks arrive in those canvas
pixels (``BackAlleyTable.hit`` divides them back). The canvas shrinks with its column, never
wider than the table, so a narrow window or a projector shows all of it.

The table speaks the language chosen in its picker (the game app's five, named each in its own
language): switching says every word again and redraws, the deal in progress kept as it is. It
starts in the language asked for in code, else the page's ``?lang=``, else the choice
remembered (``remember``: the game app's ``.pegs-language.json``), else English.
"""

from __future__ import annotations

import asyncio
from html import escape
from os import PathLike
from typing import Any

import ipywidgets as ipw
from ipycanvas import Canvas

from backalley import Card, State
from backalley.words.speech import say
from pegs.words.messages import speaking

from ..board import one_batch
from ..language import LANGUAGE_NAMES, LanguageFile, language_options, start_language
from .controller import (
    CARD_H,
    CARD_W,
    HEIGHT,
    STEP,
    WIDTH,
    CardBox,
    DealSummary,
    LastTrick,
    ScoreRow,
    TableController,
)
from .drawing import draw_card, draw_table
from .language import SpeaksTable
from .panels import (
    history_html,
    notice_html,
    refusal_html,
    score_sheet_html,
    summary_html,
)
from .words import bid_words, card_label

__all__ = [
    "CARD_H",
    "CARD_W",
    "HEIGHT",
    "PIXEL_RATIO",
    "SPEEDS",
    "STEP",
    "WIDTH",
    "BackAlleyTable",
    "CardBox",
    "DealSummary",
    "LastTrick",
    "ScoreRow",
    "TableController",
    "bid_words",
    "card_label",
    "draw_card",
    "score_sheet_html",
]

PIXEL_RATIO = 2
#: The canvas is never wider than the table, nor so tall that the status line above it and the
#: bid buttons below it leave a 720-pixel projector screen (keeping the table's 3:2 shape).
CANVAS_MAX_WIDTH = f"min({WIDTH}px, calc((100vh - 190px) * {WIDTH / HEIGHT:g}))"
#: In JupyterLab (a notebook panel) the menu, tab bar, toolbar and status bar take another
#: ~130 px of the window, and the hand at the canvas's foot fell below the fold at 720 pixels.
#: Voila shows no notebook panel, so there the table keeps the whole window.
LAB_FIT_CSS = (
    "<style>.jp-NotebookPanel .backalley-root canvas.backalley-table {"
    f" max-width: min({WIDTH}px, calc((100vh - 250px) * {WIDTH / HEIGHT:g})) !important; }}"
    "</style>"
)
#: Seconds a trick the computers complete stays in the middle before play goes on.
SPEEDS = {"instant": 0.0, "fast": 0.5, "normal": 1.2, "slow": 2.5}
#: A computer's single card or bid waits this share of the trick pause, so each can be followed.
CARD_SHARE = 0.3


class BackAlleyTable(SpeaksTable, ipw.VBox):
    """The table widget: click a card to play it, buttons to bid; the computers play the rest."""

    def __init__(
        self,
        seed: int = 1,
        human: int = 0,
        speed: str = "normal",
        lang: str | None = None,
        remember: str | PathLike[str] | None = None,
        **kwargs: Any,
    ) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r}: choose {', '.join(SPEEDS)}")
        self.languages = None if remember is None else LanguageFile(remember)
        self.language = start_language(lang, self.languages)
        self.controller = TableController(seed=seed, human=human, auto=False, **kwargs)
        self.frames_sent = 0  # one per redraw: counted for tests
        self._hold = False  # the trick just taken stays in the middle for a pause
        self._task: asyncio.Task[None] | None = None
        self._choices: tuple[tuple[str, str], ...] = ()
        self._problem: BaseException | None = None  # the computer players' error, never hidden
        self.canvas = Canvas(
            width=WIDTH * PIXEL_RATIO,
            height=HEIGHT * PIXEL_RATIO,
            # No side margins: a 100% wide canvas with the usual 2 px ones would overflow its box.
            layout=ipw.Layout(
                width="100%", max_width=CANVAS_MAX_WIDTH, height="auto", margin="2px 0"
            ),
        )
        self.canvas.add_class("backalley-table")
        self.status = ipw.HTML()
        self.status.add_class("backalley-status")
        self.notice = ipw.HTML()
        self.refusal = ipw.HTML()
        self.bid_prompt = ipw.HTML("")
        self.bids = ipw.HBox(layout=ipw.Layout(flex_flow="row wrap"))
        self.bids.add_class("backalley-bids")
        self.next_deal = ipw.Button(
            button_style="success",
            layout=ipw.Layout(width="auto", height="40px", display="none"),
        )
        self.next_deal.style.font_size = "18px"
        self.summary = ipw.HTML()
        self.history = ipw.HTML()
        self.sheet = ipw.HTML(layout=ipw.Layout(max_height="380px", overflow="auto"))
        self.new_game = ipw.Button(layout=ipw.Layout(width="auto", height="34px"))
        self.seed = ipw.BoundedIntText(
            value=seed,
            min=0,
            max=2**31 - 1,
            style={"description_width": "initial"},
            layout=ipw.Layout(width="150px"),
        )
        self.speed = ipw.Dropdown(
            options=list(SPEEDS),
            value=speed,
            style={"description_width": "initial"},
            layout=ipw.Layout(width="auto"),
        )
        self.levels = {
            seat: ipw.Dropdown(
                options=list(self.controller.level_names()),
                value=level,
                style={"description_width": "initial"},
                layout=ipw.Layout(width="auto"),  # room for "North · partner" and the level
            )
            for seat, level in sorted(
                self.controller.levels.items(), key=lambda item: (item[0] - human) % 4
            )
        }
        self.reveal = ipw.Checkbox(value=False, indent=False, layout=ipw.Layout(width="auto"))
        self.language_input = ipw.Dropdown(
            options=language_options(LANGUAGE_NAMES, self.language),
            value=self.language,
            style={"description_width": "initial"},
            layout=ipw.Layout(width="auto"),
        )
        self.language_input.add_class("backalley-language")
        self.language_input.observe(lambda c: self.set_language(c["new"]), names="value")
        self.reveal.observe(self._on_reveal, names="value")
        self.next_deal.on_click(lambda _b: self._go_on())
        self.new_game.on_click(lambda _b: self._start_new_game())
        for seat, dropdown in self.levels.items():
            dropdown.observe(lambda change, s=seat: self._on_level(s, change), names="value")
        self.canvas.on_mouse_down(self._on_click)
        # The Python side keeps no picture: redraw whenever a view (re)connects.
        self.canvas.on_client_ready(self.redraw)
        wrap = {"flex_flow": "row wrap", "align_items": "center"}
        controls = ipw.HBox(
            [self.bid_prompt, self.bids, self.next_deal],
            layout=ipw.Layout(min_height="48px", **wrap),
        )
        self.computers = ipw.HTML()
        levels = ipw.HBox([self.computers, *self.levels.values()], layout=ipw.Layout(**wrap))
        settings = ipw.HBox(
            [self.new_game, self.seed, self.speed, self.reveal, self.language_input],
            layout=ipw.Layout(**wrap),
        )
        super().__init__(
            # A refusal or a redeal notice shows right under the hand and above the bid
            # buttons, where the human is looking when it happens.
            [
                ipw.HTML(LAB_FIT_CSS, layout=ipw.Layout(height="0px", margin="0")),
                self.status,
                self.canvas,
                self.refusal,
                self.notice,
                controls,
                self.summary,
                self.history,
                settings,
                levels,
                self.sheet,
            ],
            layout=ipw.Layout(width="100%", max_width=f"{WIDTH + 4}px"),
        )
        self.add_class("backalley-root")
        self.relabel()
        self._play_on()

    def hit(self, x: float, y: float) -> Card | None:
        """The human's card under canvas pixel (x, y), as a click there would report it."""
        return self.controller.hit_test(x / PIXEL_RATIO, y / PIXEL_RATIO)

    # ----- events from the page

    def _on_reveal(self, change: dict[str, Any]) -> None:
        self.controller.reveal = bool(change["new"])
        self.redraw()

    def _on_level(self, seat: int, change: dict[str, Any]) -> None:
        self.controller.set_level(seat, str(change["new"]))

    def _on_click(self, x: float, y: float) -> None:
        self._human(lambda: self.controller.click(x / PIXEL_RATIO, y / PIXEL_RATIO))

    def _bid(self, text: str) -> None:
        self._human(lambda: self.controller.act(text))

    def _go_on(self) -> None:
        self.controller.dismiss_summary()
        self._play_on()

    def _human(self, action: Any) -> None:
        """Do what the human asked, then let the computer players go on."""
        before = self.controller.last_trick
        done = action()
        if done and self.controller.last_trick is not before and self._delay() > 0:
            self._hold = True  # the human completed a trick: show it before the next lead
        self._play_on()

    def _start_new_game(self) -> None:
        """A new game from the seed box (moved on by one if it still holds this game's seed)."""
        if self._task is not None:
            self._task.cancel()
            self._task = None
        if self.seed.value == self.controller.seed:
            self.seed.value = (self.seed.value + 1) % (2**31)
        self._hold = False
        self._problem = None
        self.controller.new_game(int(self.seed.value))
        self._play_on()

    def start_from(self, state: State) -> None:
        """Play on from ``state`` (a saved or hand-made Back Alley file), seats and levels kept."""
        if self._task is not None:
            self._task.cancel()
            self._task = None
        self._hold = False
        self._problem = None
        self.controller.start_from(state)
        if self.seed.min <= state.seed <= self.seed.max:
            self.seed.value = state.seed
        self._play_on()

    # ----- the computer players, paced without blocking the kernel

    def _delay(self) -> float:
        return SPEEDS[self.speed.value]

    def _play_on(self) -> None:
        """Let the computer players act: at once, or paced by an asyncio task on the kernel loop."""
        if self._task is not None and not self._task.done():
            self.redraw()  # the running task goes on from whatever the human changed
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None  # plain Python (no kernel loop): nothing to pace against
        if self._delay() == 0 or loop is None:
            self._hold = False
            self.controller.advance()
        elif self.controller.bot_to_act() or self._hold:
            self._task = loop.create_task(self._paced())
            self._task.add_done_callback(self._task_done)
        self.redraw()

    async def _paced(self) -> None:
        """One computer action at a time; a pause after each, longer after a trick.

        The human may act during any pause (the kernel is free): the loop simply goes on from
        the state it finds. A trick just taken (by anyone) is held in the middle for one pause.
        """
        ctl = self.controller
        try:
            while True:
                if self._hold:
                    await asyncio.sleep(self._delay())
                    self._hold = False
                if not ctl.bot_to_act():
                    break
                before = ctl.last_trick
                ctl.step()
                self._hold = ctl.last_trick is not before and self._delay() > 0
                self.redraw()
                if not self._hold:
                    await asyncio.sleep(self._delay() * CARD_SHARE)
        finally:
            if self._task is asyncio.current_task():  # not a task a new game replaced
                self._hold = False
                self.redraw()

    def _task_done(self, task: asyncio.Task[None]) -> None:
        if task.cancelled():
            return
        error = task.exception()
        if error is not None:  # never lose it silently: the page says what went wrong
            self._problem = error
            self.redraw()

    # ----- the frame

    def redraw(self, *_args: Any) -> None:
        """Draw the whole table as one frame and refresh the buttons, labels and panels."""
        # The canvas manager sends "switch to this canvas" only when the target changes, but a
        # reloaded page starts with no target: forget the last one so every frame names its own.
        self.canvas._canvas_manager._current_canvas = None
        with speaking(self.language), one_batch():
            c = self.canvas
            c.reset_transform()
            c.clear()
            c.set_transform(PIXEL_RATIO, 0, 0, PIXEL_RATIO, 0, 0)
            draw_table(c, self.controller, hold_trick=self._hold)
        self.frames_sent += 1
        with speaking(self.language):
            self._update_controls()

    @property
    def problem(self) -> str:
        """The computer players' unexpected error in words, or nothing."""
        if self._problem is None:
            return ""
        return say("table-problem", error=str(self._problem))

    def _update_controls(self) -> None:
        ctl = self.controller
        choices = tuple(ctl.bid_choices())
        if choices != self._choices:  # new buttons only when the bids on offer change
            self._choices = choices
            self.bids.children = [self._bid_button(label, text) for label, text in choices]
        prompt = (
            "<b style='font-size:18px;white-space:nowrap;margin-right:6px'>"
            f"{escape(say('table-your-bid'))}</b>"
        )
        self.bid_prompt.value = prompt if choices else ""
        waiting = ctl.summary is not None and not ctl.state.is_over
        self.next_deal.layout.display = "" if waiting else "none"
        self.new_game.button_style = "success" if ctl.state.is_over else ""
        self.status.value = (
            "<div style='font-size:18px;font-weight:bold;white-space:normal'>"
            f"{escape(ctl.status())}</div>"
        )
        self.notice.value = notice_html(ctl.notice)
        self.refusal.value = refusal_html(self.problem or ctl.message)
        self.summary.value = summary_html(ctl)
        self.history.value = history_html(ctl)
        self.sheet.value = score_sheet_html(ctl)

    def _bid_button(self, label: str, text: str) -> ipw.Button:
        board = text == "bid board"
        # Numbers share one width so the row reads as a scale; words ("pass", "double board")
        # take the room they need.
        button = ipw.Button(
            description=label,
            layout=ipw.Layout(
                width="52px" if label.isdigit() else "auto", min_width="52px", height="40px"
            ),
            button_style="warning" if board else "",
            tooltip=say("table-bid-tip", label=label),
        )
        button.style.font_size = "18px"
        button.style.font_weight = "bold"
        button.on_click(lambda _b, t=text: self._bid(t))
        return button
