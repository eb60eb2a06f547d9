"""The notebook client in JupyterLab (issue 27, item 4): a seat at a table, played on the board.

A notebook shows ``TableClient`` for a 4-player table (two people, two computers, pace 0). The
learner presses Look at the table, takes Blue, and makes a move by clicking a card, a peg and a
hole on the kit's board; the table takes it. Orange (another client) moves, and the notebook
follows through the live socket alone: it says Orange's turn, then Blue's again, with no click.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from pegs import Move
from pegs.render.geometry import layout

from .conftest import LabPage, write_notebook

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tables"))
from serverproc import Server, wait_until

pytestmark = pytest.mark.browser


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path / "tables.sqlite", "--rate", "200").start()
    yield running
    running.stop()


def _text(page: Any) -> str:
    return str(page.locator(".pegs-table-client").first.inner_text())


def _wait_text(page: Any, words: str) -> None:
    page.wait_for_function(
        "w => document.querySelector('.pegs-table-client')?.innerText.includes(w)",
        arg=words,
        timeout=60_000,
    )


def test_a_notebook_takes_a_seat_plays_by_clicks_and_follows_the_table(
    server: Server, lab_page: LabPage, notebook_dir: Path
):
    code, _teacher = server.new_table(seed=2)  # Blue moves first
    cell = (
        "from widgets import TableClient\n"
        f"client = TableClient({code!r}, server={server.base!r}, name='Lab')\n"
        "client"
    )
    write_notebook(notebook_dir / "table_client.ipynb", [cell])
    lab_page.open("table_client.ipynb")
    assert lab_page.run_all()
    page = lab_page.page
    page.get_by_role("button", name="Look at the table").click()
    page.get_by_role("button", name="Blue: take this seat").click()
    _wait_text(page, "It is your turn.")
    assert "You play Blue." in _text(page)
    token = lab_page.report(
        "import json; print(json.dumps(client.model.connection.token))", "token"
    )
    view = server.look(code, token)
    text = next(m for m in view["legal"] if not m.startswith("discard"))
    move = Move.parse(text, 4)
    hand = view["state"]["hands"]["0"]

    page.locator(".pegs-table-client .pegs-card").nth(hand.index(str(move.card))).click()
    _wait_text(page, "Now click the peg to move.")
    board = page.locator(".pegs-table-client canvas.pegs-board").first
    box = board.bounding_box()
    geometry = layout(4, 0)
    part = move.parts[0]
    for seat, place in ((part.seat, part.frm), (part.seat, part.to)):
        x, y = geometry.place_xy(seat, place, 0)  # a start place: its first slot
        page.mouse.click(box["x"] + x * box["width"], box["y"] + y * box["height"])
        if place == part.frm:
            _wait_text(page, "Now click the hole the peg goes to.")
    wait_until(lambda: server.look(code, token)["revision"] > view["revision"], "the move taken")
    after = server.look(code, token)
    assert part_to_text(text) in after["state"]["pegs"]["0"]

    # Orange moves from another client; the notebook follows by the live socket alone.
    orange = server.join(code, 1, "Ben")
    _wait_text(page, "It is Orange's turn.")
    seen = server.wait_turn(code, orange)
    command = {"move": seen["legal"][0], "revision": seen["revision"], "id": "lab-orange-1"}
    assert server.ask("POST", f"/api/tables/{code}/moves", command, token=orange)[0] == 200
    _wait_text(page, "It is your turn.")
    assert lab_page.errors() == []


def part_to_text(text: str) -> str:
    """The hole a one-part move's peg goes to, in notation ("AS 0:S-T8" -> "T8")."""
    return text.split("-")[-1]
