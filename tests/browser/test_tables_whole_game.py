"""A whole game at a shared table in a real browser (issue 27's browser test, item 4).

The teacher's page makes a 4-player Pegs table (two students, two quick computers, pace 0); two
students on their own browser contexts (a laptop and a phone) join with the room code and play
every one of their moves by clicks until the game is over. Mid-game one student reloads and goes
on at the same seat. Whenever a student is to move (the table waits), the teacher's page shows
the table's latest story line: it follows every move; at the end it says the game is over.
"""

from __future__ import annotations

import re
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from .test_tables_pages import _play_one, _teacher_shows, _token

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tables"))
from serverproc import Server, wait_until

pytestmark = pytest.mark.browser

#: Moves the students may need at most (the deal of seed 5 ends in about 150 of theirs).
MAX_MOVES = 600


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path / "tables.sqlite", "--rate", "200").start()
    yield running
    running.stop()


def test_two_students_and_two_computers_play_a_whole_game_with_a_reload(server: Server, browser):
    teacher = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    teacher.goto(f"{server.base}/teacher")
    teacher.wait_for_selector("#seat-kinds select")
    teacher.fill("#seed", "5")
    teacher.fill("#pace", "0")
    kinds = teacher.locator("#seat-kinds select")
    for seat, kind in enumerate(["person", "person", "greedy", "greedy"]):
        kinds.nth(seat).select_option(kind)
    teacher.click("#new-form button[type=submit]")
    teacher.wait_for_selector("#made:not(:empty)")
    code = re.search(r"Table (\w+) is ready", teacher.inner_text("#made")).group(1)
    teacher.wait_for_selector("#board svg")

    students = {}
    for name, size in (("Ana", (1280, 720)), ("Ben", (390, 844))):
        page = browser.new_context(viewport={"width": size[0], "height": size[1]}).new_page()
        page.goto(f"{server.base}/")
        page.fill("#code", code)
        page.fill("#name", name)
        page.click("#join-form button")
        page.locator("#seats button").first.click()
        page.wait_for_selector("#hand button.card")
        seat = server.look(code, _token(page, code))["seat"]
        students[seat] = page
    assert sorted(students) == [0, 1]

    moves, reloaded = 0, False
    while True:
        views = {seat: server.look(code, _token(page, code)) for seat, page in students.items()}
        if any(view["over"] for view in views.values()):
            break
        mover = next((seat for seat, view in views.items() if view["legal"]), None)
        if mover is None:
            time.sleep(0.03)  # the computers are moving (pace 0): look again
            continue
        view = views[mover]
        _teacher_shows(teacher, view["story"][-1])  # the table waits: the teacher is up to date
        page = students[mover]
        page.wait_for_function(
            "() => document.querySelector('#banner').classList.contains('mine')", timeout=60_000
        )
        _play_one(page, server, code)
        wait_until(
            lambda p=page, r=view["revision"]: server.look(code, _token(p, code))["revision"] > r,
            "the student's move reached the table",
        )
        moves += 1
        assert moves < MAX_MOVES, "the game did not end"
        if moves == 40 and not reloaded:  # mid-game: Ben reloads and is back at his seat
            reloaded = True
            students[1].reload()
            students[1].wait_for_selector("#hand button.card, #banner")
            assert server.look(code, _token(students[1], code))["seat"] == 1
            assert students[1].is_hidden("#join")

    assert reloaded
    final = server.look(code, _token(students[0], code))
    _teacher_shows(teacher, final["story"][-1])
    teacher.wait_for_function(
        "() => document.querySelector('#banner').textContent.includes('The game is over.')",
        timeout=60_000,
    )
    for page in students.values():
        page.wait_for_function(
            "() => document.querySelector('#banner').textContent.includes('The game is over.')",
            timeout=60_000,
        )
    print(f"whole game: {moves} student moves, revision {final['revision']}")
