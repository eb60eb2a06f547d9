"""BoardView: the board as an ipycanvas widget, with clicks, keys, highlights and animation.

Owns the canvas layers and when they are redrawn: one canvas per layer of the board's scene
(``pegs.render.scene``, the picture the SVG draws too): layer 0 the static board (redrawn only when
the size, theme, player count, bottom seat or aids change, or a browser view connects), layer 1
what lies under the pegs (destinations, the last move's path), layer 2 the pegs and captions,
layer 3 what lies over them (movable and chosen pegs, bumps). Each redraw is sent to the browser
as one message. ``drawing`` paints the marks, ``hittest`` finds the place clicked; which moves
are legal is not this module's business (see ``controller``).

Usage::

    board = BoardView(players=4, size=600)
    board.show(position, highlights=controller.highlights(), last_move_events=events)
    board.on_click(lambda hit: print(hit))   # hit: (seat or None, place) or None
    board.animate(before, events, after)     # hole by hole; animation="off" just shows `after`
    display(board)
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

import ipywidgets as ipw
from ipycanvas import MultiCanvas
from ipycanvas.canvas import _CANVAS_MANAGER

from pegs import Event, Position
from pegs.board import PlaceRef
from pegs.render.geometry import Layout, Point, layout
from pegs.render.scene import (
    Overlay,
    PegAt,
    Sheet,
    board_layer,
    last_move,
    over_layer,
    pegs_layer,
    under_layer,
)
from pegs.words.messages import speaking

from .controller import Highlights
from .drawing import animation_frames, paint_layer, theme_for
from .hittest import hit_test

T = TypeVar("T")
ClickCallback = Callable[[PlaceRef | None], None]
KeyCallback = Callable[[str], None]
ANIMATION_CHOICES = ("on", "off")
#: Most frames one move's glide takes: long paths are thinned so a move lasts a fraction of a
#: second whatever its length (a computer round must stay short enough to follow).
MAX_FRAMES = 5


#: Focus a board on mouse-down without scrolling, before ipycanvas sees the event. ipycanvas
#: (0.14) calls ``focus()`` and only then measures where the canvas is: focusing scrolls a board
#: that is partly out of view (JupyterLab's notebook, a short window), so the first click after
#: the focus was elsewhere was measured against the moved canvas and named another hole. Once
#: focused, its own ``focus()`` does nothing. Installed once per page, in the capture phase.
FOCUS_FIX_JS = (
    "if(!window.__pegsBoardFocus){window.__pegsBoardFocus=true;"
    "document.addEventListener('mousedown',function(e){"
    "var c=e.target&&e.target.closest&&e.target.closest('canvas.pegs-board');"
    "if(c&&document.activeElement!==c){c.focus({preventScroll:true});}},true);}"
)


def focus_fix() -> ipw.HTML:
    """An invisible widget that installs ``FOCUS_FIX_JS`` in the page that shows it."""
    script = FOCUS_FIX_JS.replace('"', "&quot;")
    html = ipw.HTML(
        f'<img src="data:," alt="" style="display:none" onerror="{script}">',
        layout=ipw.Layout(width="0px", height="0px", overflow="hidden", margin="0px"),
    )
    html.add_class("pegs-focus-fix")
    return html


def thin_frames(frames: Sequence[T], most: int = MAX_FRAMES) -> list[T]:
    """At most ``most`` of ``frames``, evenly spread and always keeping the last one."""
    if len(frames) <= most:
        return list(frames)
    step = len(frames) / most
    return [frames[min(len(frames) - 1, round((i + 1) * step) - 1)] for i in range(most)]


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The asyncio loop running in this thread (a Jupyter kernel has one), or None."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


@contextmanager
def one_batch() -> Iterator[None]:
    """Hold every canvas command and send them as one message, even if drawing fails.

    ipycanvas's own ``hold_canvas`` (0.14) does not restore batching when the body raises, which
    would leave every later command of every canvas stuck in its cache; this guard always flushes
    and restores.
    """
    manager = _CANVAS_MANAGER
    held_before = manager._caching
    manager._caching = True
    try:
        yield
    finally:
        if not held_before:
            try:
                manager.flush()
            finally:
                manager._caching = False


class BoardView(ipw.VBox):
    """The board of a 4, 6 or 8 player game on a layered canvas; display it like any widget."""

    def __init__(
        self,
        players: int = 4,
        *,
        size: int = 600,
        theme: str = "light",
        bottom_seat: int = 0,
        pixel_ratio: int = 2,
        animation: str = "on",
        speed: float = 0.03,
        fit: bool = False,
    ) -> None:
        if not 200 <= size <= 2000:
            raise ValueError(f"size must be between 200 and 2000 CSS pixels, not {size!r}")
        if animation not in ANIMATION_CHOICES:
            raise ValueError(f"animation must be one of {ANIMATION_CHOICES}, not {animation!r}")
        self.size = size
        self.pixel_ratio = pixel_ratio
        self.theme = theme_for(theme)
        self.layout_: Layout = layout(players, bottom_seat)
        self.animation = animation
        self.speed = speed
        self.frames_sent = 0  # one per redraw: counted for tests and benchmarks
        #: The language of the words drawn on the board (seats' labels, caption, legend). Each
        #: drawing says it, as a redraw may come from a view reconnecting, outside any click.
        self.language = "en"
        self._position: Position | None = None
        self._overlay = Overlay()
        self._click_callbacks: list[ClickCallback] = []
        self._key_callbacks: list[KeyCallback] = []
        self.fit = fit
        self._glide: asyncio.Task[None] | None = None
        pixels = size * pixel_ratio
        if fit:
            # Sized by the page (see FIT_CSS): as wide as the space it is given, square, never
            # taller than the window; ``size`` is then only its drawing resolution.
            canvas_layout = ipw.Layout(width="100%", height="auto")
            box_layout = ipw.Layout()
        else:
            canvas_layout = ipw.Layout(width=f"{size}px", height=f"{size}px", min_width=f"{size}px")
            # flex "none": a narrow output area must not squeeze the box under its fixed-size
            # canvas, or the widget beside it covers the board's edge (and the seat names).
            box_layout = ipw.Layout(width=f"{size + 4}px", flex="none")
        self.canvas = MultiCanvas(4, width=pixels, height=pixels, layout=canvas_layout)
        self.canvas.add_class("pegs-board")
        super().__init__([self.canvas, focus_fix()], layout=box_layout)
        if fit:
            self.add_class("pegs-board-fit")
        self.canvas.on_client_ready(self.redraw)
        self.canvas.on_mouse_down(self._mouse_down)
        self.canvas.on_key_down(self._key_down)
        self._draw_static()

    # ----- public API
    @property
    def players(self) -> int:
        """Players of the board drawn."""
        return self.layout_.players

    @property
    def overlay(self) -> Overlay:
        """What the board marks besides the pegs, as last shown."""
        return self._overlay

    @property
    def position(self) -> Position | None:
        """The position shown, if any."""
        return self._position

    def set_bottom_seat(self, seat: int, players: int | None = None) -> None:
        """Turn the board so ``seat``'s side is at the bottom (of a ``players`` board if given)."""
        players = self.players if players is None else players
        if not 0 <= seat < players:
            raise ValueError(f"bottom_seat {seat} is not a seat of a {players}-player game")
        self.layout_ = layout(players, seat)
        if self._position is not None and self._position.players != players:
            self._position = None  # the old game's pegs do not fit the new board
        self.redraw()

    def set_theme(self, name: str) -> None:
        """Draw the board in the theme called ``name`` ("light", "dark", "high-contrast")."""
        self.theme = theme_for(name)
        self.redraw()

    def show(
        self,
        position: Position,
        *,
        highlights: Highlights | Iterable[PlaceRef] = (),
        selected: PlaceRef | None = None,
        last_move_events: Iterable[Event] = (),
    ) -> None:
        """Draw ``position`` with highlights (a ``Highlights`` or target places) and last move."""
        if position.players != self.players:
            self.layout_ = layout(position.players, self.layout_.bottom_seat % position.players)
            self._position = position
            self._set_overlay(position, highlights, selected, last_move_events)
            self.redraw()
            return
        self._position = position
        self._set_overlay(position, highlights, selected, last_move_events)
        with one_batch():
            self._draw_pegs(self.layout_.pegs_xy(position.pegs))
            self._draw_overlay()
        self.frames_sent += 1

    def animate(
        self, before: Position, events: Iterable[Event], after: Position, **show: Any
    ) -> None:
        """Move the pegs hole by hole from ``before`` as ``events`` say, then show ``after``.

        In a kernel the frames go out from an asyncio task (the kernel is never put to sleep);
        without a running loop they are sent at once. ``animation="off"`` just shows ``after``.
        """
        events = tuple(events)
        self.stop_glide()
        if self.animation != "on" or before.players != self.players:
            self.show(after, last_move_events=events, **show)
            return
        loop = running_loop()
        frames = self._start_glide(before, events)
        if loop is None:
            for frame in frames:
                self._send_frame(frame)
            self.show(after, last_move_events=events, **show)
            return
        # The first frame goes out now, so the move shows from the click on; the rest glide.
        if frames:
            self._send_frame(frames[0])
        self._glide = loop.create_task(self._glide_on(frames[1:], events, after, show))

    @property
    def gliding(self) -> asyncio.Task[None] | None:
        """The animation ``animate`` started, while it runs."""
        return self._glide if self._glide is not None and not self._glide.done() else None

    async def glide(
        self, before: Position, events: Iterable[Event], after: Position, **show: Any
    ) -> None:
        """The animation as a coroutine: one frame, then ``speed`` seconds awaited, and so on."""
        events = tuple(events)
        if self.animation == "on" and before.players == self.players:
            frames = self._start_glide(before, events)
            if frames:
                self._send_frame(frames[0])
            await self._glide_on(frames[1:], events, after, show)
            return
        self.show(after, last_move_events=events, **show)

    async def _glide_on(
        self,
        frames: Sequence[list[tuple[int, Point]]],
        events: tuple[Event, ...],
        after: Position,
        show: dict[str, Any],
    ) -> None:
        """The frames after the first, each ``speed`` seconds after the last, then ``after``."""
        for frame in frames:
            await asyncio.sleep(self.speed)
            self._send_frame(frame)
        await asyncio.sleep(self.speed)
        self.show(after, last_move_events=events, **show)

    def stop_glide(self) -> None:
        """Stop an animation still running (the next picture replaces it)."""
        if self._glide is not None and not self._glide.done():
            self._glide.cancel()
        self._glide = None

    def _start_glide(
        self, before: Position, events: tuple[Event, ...]
    ) -> list[list[tuple[int, Point]]]:
        with one_batch():
            self.canvas[1].clear()
            self.canvas[3].clear()
        self.frames_sent += 1
        return thin_frames(animation_frames(self.layout_, before.pegs, events))

    def _send_frame(self, frame: list[tuple[int, Point]]) -> None:
        with one_batch():
            self._draw_pegs([(seat, None, point) for seat, point in frame])
        self.frames_sent += 1

    def redraw(self, *_args: Any) -> None:
        """Redraw every layer from scratch (also called whenever a browser view connects)."""
        with one_batch():
            self._draw_static_commands()
            if self._position is not None:
                self._draw_pegs(self.layout_.pegs_xy(self._position.pegs))
                self._draw_overlay()
            else:  # a board of another player count: the old game's pegs must not stay
                for layer in (1, 2, 3):
                    self.canvas[layer].clear()
        self.frames_sent += 1

    def on_click(self, callback: ClickCallback, remove: bool = False) -> None:
        """Call ``callback(hit)`` on each click: (seat or None, place), or None off the places."""
        if remove:
            self._click_callbacks.remove(callback)
        else:
            self._click_callbacks.append(callback)

    def on_key(self, callback: KeyCallback, remove: bool = False) -> None:
        """Call ``callback(key)`` for each key pressed while the board has the focus."""
        if remove:
            self._key_callbacks.remove(callback)
        else:
            self._key_callbacks.append(callback)

    def hit(self, x: float, y: float) -> PlaceRef | None:
        """The place under canvas pixel (x, y), as a click there would report it."""
        return hit_test(self.layout_, x, y, size=self.size, pixel_ratio=self.pixel_ratio)

    #: Reading aids on the board (hole numbers, legend, direction of play: ``pegs.render.aids``).
    aids = False

    def set_aids(self, on: bool) -> None:
        """Show or hide the reading aids (hole numbers, legend, direction of play)."""
        if bool(on) != self.aids:
            self.aids = bool(on)
            self.redraw()

    # ----- drawing
    @property
    def _sheet(self) -> Sheet:
        return Sheet(self.layout_, self.size * self.pixel_ratio, self.theme)

    def _draw_static(self) -> None:
        with one_batch():
            self._draw_static_commands()
        self.frames_sent += 1

    def _draw_static_commands(self) -> None:
        with speaking(self.language):
            paint_layer(self.canvas[0], board_layer(self._sheet, aids=self.aids))

    def _draw_pegs(self, pegs: Sequence[PegAt]) -> None:
        # The captions (whose turn, the centre text) share the pegs' layer: they change per move.
        with speaking(self.language):
            paint_layer(self.canvas[2], pegs_layer(self._sheet, pegs, self._position))

    def _set_overlay(
        self,
        position: Position,
        highlights: Highlights | Iterable[PlaceRef],
        selected: PlaceRef | None,
        events: Iterable[Event],
    ) -> None:
        moved, bumps = last_move(events)
        if not isinstance(highlights, Highlights):
            self._overlay = Overlay(tuple(highlights), selected=selected, moved=moved, bumps=bumps)
            return
        self._overlay = Overlay(
            targets=highlights.targets,
            movable=highlights.movable,
            selected=selected if selected is not None else highlights.selected,
            focused=highlights.focused,
            pending=highlights.pending,
            moved=moved,
            bumps=bumps,
        )

    def _draw_overlay(self) -> None:
        if self._position is None:
            return
        sheet = self._sheet
        paint_layer(self.canvas[1], under_layer(sheet, self._position, self._overlay))
        paint_layer(self.canvas[3], over_layer(sheet, self._position, self._overlay))

    # ----- events
    def _mouse_down(self, x: float, y: float) -> None:
        hit = self.hit(x, y)
        for callback in list(self._click_callbacks):
            callback(hit)

    def _key_down(self, key: str, *_modifiers: Any) -> None:
        for callback in list(self._key_callbacks):
            callback(key)
