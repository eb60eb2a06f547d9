"""The game app's teacher mode: this round's moves replayed one by one, paused, stepped, ended."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .replay import ReplayClock, RoundReplay
from .speech import say, spoken
from .story import round_start

if TYPE_CHECKING:
    from ..board import BoardView, History


class ReplaysRound:
    """The replay of the round: ``start_replay``, ``replay_step``, pause and end."""

    replays: ReplayClock
    board: BoardView
    language: str

    if TYPE_CHECKING:

        @property
        def history(self) -> History: ...

        @property
        def paused(self) -> bool: ...

        def is_human(self, seat: int) -> bool: ...

        def run_computers(self, limit: int | None = None) -> int: ...

        def _say(self, text: str) -> None: ...

        def _stop_computers(self, lift_pause: bool = True) -> None: ...

        def _refresh(self, draw: bool = True) -> None: ...

    @property
    def replay(self) -> RoundReplay | None:
        """The replay running, if any."""
        return self.replays.replay

    @spoken
    def start_replay(self) -> RoundReplay | None:
        """Replay this round from its start, one move at a time (paused when there is no loop)."""
        history = self.history
        if history.ply == 0:
            self._say(say("app-nothing-to-replay"))
            return None
        held = self.paused
        self._stop_computers(lift_pause=False)
        first = round_start(history.line, history.ply, self.is_human)
        return self.replays.start(history.line, first, history.ply, paused=held)

    def replay_step(self) -> None:
        """Show the next move of the replay (and pause it); starts a replay if none runs."""
        replay = self.replay or self.start_replay()
        if replay is not None:
            self.replays.step(replay)

    def toggle_replay_pause(self) -> None:
        """Pause the replay, or let it continue."""
        self.replays.toggle_pause()

    def end_replay(self, redraw: bool = True) -> None:
        """Leave the replay: the board shows the game as it is again."""
        if self.replays.end() and redraw:
            self._refresh()
            self.run_computers()

    def _show_replay(self, glide: bool) -> None:
        replay = self.replay
        assert replay is not None
        if glide and replay.shown:
            self.board.animate(replay.before(), replay.events(), replay.position())
        else:
            self.board.show(replay.position(), last_move_events=replay.events())
        self._refresh(draw=False)
