"""The Back Alley table's HTML panels: score sheet, the deal's tricks, a deal's summary, notices.

Owns markup only: each function turns what ``TableController`` knows into an HTML string that
wraps to the width it is given (nothing is cut to one line), in the language spoken. Text is
escaped; colours are the table's team colours.
"""

from __future__ import annotations

from html import escape

from backalley.rules import DEALS, hand_size, team_of
from backalley.words.speech import say

from .controller import TableController
from .words import bid_words

TEAM_COLOURS = ("#56B4E9", "#E69F00")  # Okabe-Ito sky blue and orange, as on the Pegs board
WRAP = "white-space:normal;overflow-wrap:anywhere;line-height:1.35"


def score_sheet_html(ctl: TableController) -> str:
    """The score sheet over all 25 deals as an HTML table; the deal under way is highlighted."""
    cell = "padding:3px 6px;text-align:center;border-bottom:1px solid #ddd"
    head = "padding:4px 6px;background:#1B5E20;color:white"
    split = "border-left:2px solid #1B5E20"  # between the two teams' columns
    rows = {row.deal: row for row in ctl.sheet}
    body = []
    for deal in range(1, DEALS + 1):
        row = rows.get(deal)
        current = deal == ctl.state.deal and not ctl.state.is_over and ctl.summary is None
        style = "background:#FFF8E1;font-weight:bold" if current else ""
        if row is None:
            note = escape(say("table-sheet-now")) if current else ""
            cells = [str(deal), str(hand_size(deal))] + [""] * 8 + [note]
            style = style or "color:#9E9E9E"
        else:
            cells = [str(deal), str(row.cards)]
            for team in (0, 1):
                points = row.points[team]
                colour = "#2E7D32" if points >= 0 else "#C62828"
                cells += [
                    escape(bid_words(*row.contracts[team])),
                    str(row.tricks[team]),
                    f"<span style='color:{colour}'>{points:+d}</span>",
                    f"<b>{row.totals[team]}</b>",
                ]
            cells.append("")
        body.append(
            f"<tr style='{style}'>"
            + "".join(f"<td style='{cell}'>{v}</td>" for v in cells)
            + "</tr>"
        )
    teams = "".join(
        f"<th colspan='4' style='{head};border-bottom:4px solid {TEAM_COLOURS[t]};{split}'>"
        f"{escape(ctl.team_name(t))}</th>"
        for t in (0, 1)
    )
    names = [say(f"table-sheet-{name}") for name in ("bid", "tricks", "points", "total")] * 2
    sub = "".join(
        f"<th style='{head};{split if i in (0, 4) else ''}'>{escape(name)}</th>"
        for i, name in enumerate(names)
    )
    return (
        "<table class='backalley-sheet' style='border-collapse:collapse;font-size:15px;"
        "width:100%'>"
        f"<thead style='position:sticky;top:0'><tr><th rowspan='2' style='{head}'>"
        f"{escape(say('table-sheet-deal'))}</th>"
        f"<th rowspan='2' style='{head}'>{escape(say('table-sheet-cards'))}</th>{teams}"
        f"<th rowspan='2' style='{head}'></th></tr>"
        f"<tr>{sub}</tr></thead><tbody>{''.join(body)}</tbody></table>"
    )


def history_html(ctl: TableController) -> str:
    """The tricks of the deal, one sentence each, the winner's team colour beside it."""
    tricks = ctl.history()
    deal = ctl.summary.row.deal if ctl.summary is not None else ctl.state.deal
    title = f"<b>{escape(say('table-history-title', deal=deal))}</b>"
    if not tricks:
        return f"<div style='{WRAP}'>{escape(say('table-history-none', deal=deal))}</div>"
    items = "".join(
        f"<li style='margin:2px 0'><span style='display:inline-block;width:10px;height:10px;"
        f"border-radius:5px;margin-right:6px;background:{TEAM_COLOURS[team_of(trick.winner)]}'>"
        f"</span>{escape(trick.words(ctl.human))}</li>"
        for trick in tricks
    )
    return (
        f"<div class='backalley-history' style='{WRAP}'>{title}"
        f"<ul style='list-style:none;padding-left:4px;margin:4px 0'>{items}</ul></div>"
    )


def summary_html(ctl: TableController) -> str:
    """The summary of the deal just finished (empty when there is none to show)."""
    if ctl.summary is None:
        return ""
    lines = ctl.summary.lines(ctl.human)
    head, body = lines[0], lines[1:]
    paragraphs = "".join(f"<div style='margin:2px 0'>{escape(line)}</div>" for line in body)
    return (
        f"<div class='backalley-summary' style='{WRAP};font-size:17px;padding:8px 12px;"
        "background:#E8F5E9;border-left:6px solid #1B5E20;border-radius:6px'>"
        f"<b>{escape(head)}</b>{paragraphs}</div>"
    )


def notice_html(text: str) -> str:
    """A notice the human must not miss (an all-pass redeal), or nothing."""
    if not text:
        return ""
    return (
        f"<div class='backalley-notice' style='{WRAP};font-size:17px;padding:8px 12px;"
        f"background:#FFF8E1;border-left:6px solid #FFB300;border-radius:6px'>{escape(text)}</div>"
    )


def refusal_html(text: str) -> str:
    """Why the human's action was refused, in full on its own wrapping line, or nothing."""
    if not text:
        return ""
    return (
        f"<div class='backalley-refusal' style='{WRAP};font-size:17px;padding:8px 12px;"
        f"background:#FFEBEE;border-left:6px solid #C62828;border-radius:6px;color:#7F0000'>"
        f"{escape(text)}</div>"
    )
