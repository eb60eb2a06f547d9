"""The game app's panels in HTML: the turn banner, this round's story, the end of the game.

Plain functions from values to HTML (escaped), no widgets and no state: ``GameApp`` decides
what to say (from the engine, ``story`` and the seats) and puts the HTML in its widgets.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from pegs import Position
from pegs.render.colours import seat_style
from pegs.render.describe import describe

from ..board import card_label
from .speech import colour, say
from .story import GameSummary, MoveStory


def banner_html(text: str, fill: str, ink: str, seat: int | None = None) -> str:
    """The banner over the board: whose turn it is (with the seat's dot), a replay, the end."""
    icon = dot(ink, 18) if seat is not None else ""
    return (
        f"<div role='status' aria-live='polite' style='background:{fill};color:{ink};"
        "font-size:22px;font-weight:700;line-height:1.3;padding:6px 12px;border-radius:8px;"
        f"margin:0 0 6px 0;border:3px solid #1A1A1A'>{icon}{html.escape(text)}</div>"
    )


def dot(fill: str, size: int = 12) -> str:
    """A round dot in a seat's colour."""
    return (
        f"<span style='display:inline-block;width:{size}px;height:{size}px;border-radius:50%;"
        f"background:{fill};border:1px solid #222;margin-right:6px;vertical-align:-2px'></span>"
    )


def ink_on(fill: str) -> str:
    """Black or white, whichever reads better on ``fill`` (a #rrggbb colour)."""
    r, g, b = (int(fill[i : i + 2], 16) for i in (1, 3, 5))
    return "#000000" if 0.299 * r + 0.587 * g + 0.114 * b > 140 else "#FFFFFF"


def status_html(prompt: str) -> str:
    """What to do now, in one sentence."""
    return f"<div style='font-size:17px;line-height:1.4'>{html.escape(prompt)}</div>"


def message_html(message: str) -> str:
    """The latest refusal or word on a click, read out by screen readers."""
    return (
        f"<div role='alert' style='min-height:22px;color:#8E0038;font-size:15px'>"
        f"{html.escape(message)}</div>"
    )


def round_html(stories: Sequence[MoveStory], now: int | None) -> str:
    """This round's moves as a numbered list, move ``now`` marked (the one a replay shows)."""
    rows = []
    for story in stories:
        style = seat_style(story.seat)
        weight = "font-weight:700;background:#FFF3C4;" if story.ply == now else ""
        note = f"<br><b>{html.escape(story.note)}</b>" if story.note else ""
        text = html.escape(story.text)
        rows.append(f"<li style='{weight}margin:2px 0'>{dot(style.fill)}{text}{note}</li>")
    title = html.escape(say("app-this-round") if stories else say("app-no-move-yet"))
    return (
        f"<div style='font-size:14px'><b>{title}</b><ol style='margin:2px 0;"
        f"padding-left:20px'>{''.join(rows)}</ol></div>"
    )


def end_html(summary: GameSummary) -> str:
    """The end-of-game screen: the result, the moves and bumps, a line per player."""
    rows = "".join(f"<li>{html.escape(line)}</li>" for line in summary.lines())
    return (
        "<div role='status' style='border:3px solid #1B5E20;border-radius:8px;padding:8px 12px;"
        "background:#F1F8E9;margin-bottom:6px'>"
        f"<div style='font-size:24px;font-weight:700'>{html.escape(summary.result)}</div>"
        f"<div style='font-size:15px'>{html.escape(summary.counts())}</div>"
        f"<ul style='font-size:14px;margin:4px 0;padding-left:20px'>{rows}</ul></div>"
    )


def hands_html(position: Position) -> str:
    """Every seat's hand (a "?" where the position does not know it)."""
    rows = []
    for seat, hand in enumerate(position.hands):
        cards = " ".join(card_label(c) for c in hand) if hand is not None else "?"
        rows.append(f"<b>{html.escape(colour(seat))}</b>: {html.escape(cards)}")
    return "<div style='font-size:13px'>" + "<br>".join(rows) + "</div>"


def description_html(position: Position) -> str:
    """The position in words for screen readers only (off screen, read when it changes)."""
    return (
        "<div aria-live='polite' style='position:absolute;left:-10000px;width:1px;height:1px;"
        f"overflow:hidden'>{html.escape(describe(position))}</div>"
    )
