"""The table pages under a base path (issue 27), as behind a JupyterHub at ``/services/pegs/``.

The teacher's page makes a table (its scripts, words and API calls all under the base path), a
student opens the join link it shows, takes a seat and gets the board and a hand, and a move
made at the table reaches the student's page through the live socket under the base path.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tables"))
from serverproc import Server, wait_until

pytestmark = pytest.mark.browser

BASE = "/services/pegs/"


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path / "tables.sqlite", "--rate", "200", "--base-url", BASE).start()
    yield running
    running.stop()


def test_the_pages_work_under_a_base_path(server: Server, browser: Any):
    teacher = browser.new_context().new_page()
    teacher.goto(f"{server.base}{BASE}teacher")
    teacher.wait_for_selector("#seat-kinds select")  # the words and games came from the API
    assert teacher.inner_text("h1") == "Tables of the class"
    teacher.fill("#pace", "0")
    kinds = teacher.locator("#seat-kinds select")
    kinds.nth(0).select_option("person")
    for seat in (1, 2, 3):
        kinds.nth(seat).select_option("greedy")
    teacher.click("#new-form button[type=submit]")
    teacher.wait_for_selector("#made:not(:empty)")
    code = re.search(r"Table (\w+) is ready", teacher.inner_text("#made")).group(1)
    teacher.wait_for_selector("#board svg")
    link = teacher.locator(f"#tables li[data-code='{code}'] a").get_attribute("href")
    assert link == f"{server.base}{BASE}join/{code}"

    student = browser.new_context().new_page()
    student.goto(link)
    student.fill("#name", "Ana")
    student.click("#join-form button")
    student.locator("#seats button").first.click()
    student.wait_for_selector("#hand button.card")
    student.wait_for_selector("#board svg")
    assert student.url == link  # the page's own address stays under the base path
    # A move at the table reaches the page through the live socket under the base path.
    token = str(student.evaluate(f"localStorage.getItem('pegs-tables:{code}')"))
    wait_until(lambda: bool(server.look_at(f"{BASE}api/tables/{code}", token)["legal"]), "a turn")
    view = server.look_at(f"{BASE}api/tables/{code}", token)
    command = {"move": view["legal"][0], "revision": view["revision"], "id": "base-1"}
    status, _ = server.ask("POST", f"{BASE}api/tables/{code}/moves", command, token=token)
    assert status == 200
    story = server.look_at(f"{BASE}api/tables/{code}", token)["story"]
    student.wait_for_function(
        "last => Array.from(document.querySelectorAll('#story li'))"
        ".some((item) => item.textContent === last)",
        arg=story[len(view["story"])],
        timeout=20_000,
    )
