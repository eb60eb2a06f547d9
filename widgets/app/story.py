"""What happened in a game, in words: this round's moves, who moved whose peg, the end summary.

Plain Python over a ``History`` line (no widgets), so it is tested without a browser. The words
of each move come from ``pegs.narrate``; this module adds what the narration cannot know:
which seats are people ("you"), and a teammate moving a person's peg.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pegs import BumpedToStart, CardPlayed, EnteredHome, PegMoved
from pegs.board import team_of
from pegs.render.describe import narrate, team_colours
from pegs.words.names import list_words

from ..board import Line
from .speech import colour, say, whose

IsHuman = Callable[[int], bool]


@dataclass(frozen=True)
class MoveStory:
    """One move told for the screen: its ply (1 = first move), who made it, and the words."""

    ply: int
    seat: int
    text: str
    note: str = ""  # e.g. "Green (your teammate) moved your peg."


def mover(line: Line, ply: int) -> int:
    """The seat that made move ``ply`` (1-based) of ``line``."""
    return line.position(ply - 1).turn


def move_label(line: Line, ply: int) -> str:
    """Move ``ply`` of ``line`` as a row of the move list: "  3. Blue: 5H 0:T10-T15"."""
    return f"{ply:>3}. {colour(mover(line, ply))}: {line.moves[ply - 1].notation()}"


def tell_move(line: Line, ply: int, is_human: IsHuman) -> MoveStory:
    """Move ``ply`` of ``line`` in words, with a note when someone else moved a person's peg."""
    seat = mover(line, ply)
    events = line.events[ply - 1]
    text = narrate(events, players=line.start.players)
    moved = {e.seat for e in events if isinstance(e, PegMoved)}
    people = [s for s in range(line.start.players) if is_human(s)]
    notes = []
    for owner in sorted(moved - {seat}):
        if not is_human(owner):
            continue
        if people == [owner]:
            notes.append(say("app-note-your-peg", seat=colour(seat)))
        else:
            notes.append(say("app-note-their-peg", seat=colour(seat), whose=whose(owner)))
    return MoveStory(ply, seat, text, " ".join(notes))


def move_lines(line: Line, ply: int, is_human: IsHuman) -> list[str]:
    """Move ``ply`` of ``line`` as the whole game's story tells it: "3. ..." and any note."""
    story = tell_move(line, ply, is_human)
    return [f"{ply}. {story.text}"] + (["    " + story.note] if story.note else [])


def story_lines(line: Line, is_human: IsHuman) -> list[str]:
    """Every move of ``line`` as the whole game's story tells it, oldest first."""
    return [text for ply in range(1, len(line) + 1) for text in move_lines(line, ply, is_human)]


def round_start(line: Line, ply: int, is_human: IsHuman) -> int:
    """The first ply of the round that ends at ``ply``: just after a person last moved.

    With no person, or none among the last ``players`` moves, the round is the last ``players``
    moves (one turn each).
    """
    players = line.start.players
    first = max(1, ply - players + 1)
    for p in range(ply, first - 1, -1):
        if is_human(mover(line, p)):
            return p if p == ply else p + 1
    return first


def round_stories(line: Line, ply: int, is_human: IsHuman) -> list[MoveStory]:
    """The moves of the round ending at ``ply``, oldest first."""
    if ply <= 0:
        return []
    return [tell_move(line, p, is_human) for p in range(round_start(line, ply, is_human), ply + 1)]


@dataclass(frozen=True)
class SeatTally:
    """What one seat did in a game: moves made, pegs bumped, pegs brought home (its own, and its
    teammates' when the rules let a seat move them)."""

    seat: int
    moves: int = 0
    bumps: int = 0
    home: int = 0  # its own pegs it brought home (5 at most)
    discards: int = 0
    team_home: int = 0  # its teammates' pegs it brought home


@dataclass(frozen=True)
class GameSummary:
    """The end of a game in words: the result, how long it took, who did what."""

    result: str
    moves: int
    bumps: int
    tallies: tuple[SeatTally, ...]

    def counts(self) -> str:
        """The game's length in words: "31 moves, 4 bumps."."""
        return say("app-end-counts", moves=self.moves, bumps=self.bumps)

    def lines(self) -> list[str]:
        """One sentence per seat, in seat order ("Blue: 31 moves, bumped 2 pegs, brought 4 of its
        own pegs home and 2 of its teammates'.")."""
        out = []
        for t in self.tallies:
            out.append(
                say(
                    "app-end-seat",
                    seat=colour(t.seat),
                    moves=t.moves,
                    bumps=t.bumps,
                    home=t.home,
                    team_home=t.team_home,
                    discards=t.discards,
                )
            )
        return out


def _and(seats: Sequence[int]) -> str:
    return list_words([colour(s) for s in seats])


def summarise(line: Line, ply: int, humans: Sequence[int] = ()) -> GameSummary:
    """The summary of ``line`` up to ``ply``: the winner (or who leads), moves and bumps."""
    players = line.start.players
    tally = {s: dict(moves=0, bumps=0, home=0, discards=0, team_home=0) for s in range(players)}
    for p in range(1, ply + 1):
        seat = mover(line, p)
        tally[seat]["moves"] += 1
        for event in line.events[p - 1]:
            if isinstance(event, BumpedToStart):
                tally[event.by_seat]["bumps"] += 1
            elif isinstance(event, EnteredHome):
                # A seat may move its teammates' pegs (RULES 1, Arizona rule): whose peg was it?
                tally[seat]["home" if event.seat == seat else "team_home"] += 1
            elif isinstance(event, CardPlayed) and event.discarded:
                tally[seat]["discards"] += 1
    position = line.position(ply)
    if position.winner is not None:
        team = position.winner
        result = say("app-end-win", winners=team_colours(team, players))
        winners = [s for s in humans if team_of(s) == team]
        losers = [s for s in humans if team_of(s) != team]
        if winners and losers:
            # People on both teams (a class split in two): name each side, not "your team".
            both = say("app-end-both", winners=_and(winners), losers=_and(losers))
            result += " " + both
        elif winners:
            result += " " + say("app-end-won")
        elif losers:
            result += " " + say("app-end-lost")
    else:
        result = say("app-end-not-over")
    tallies = tuple(SeatTally(s, **tally[s]) for s in range(players))
    return GameSummary(result, ply, sum(t.bumps for t in tallies), tallies)
