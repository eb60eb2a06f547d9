"""The table server's pages in a real browser (issue 27): a teacher and two students at one table.

A 4-player Pegs table with two students and two computers (pace 0): the teacher makes it on the
teacher's page, the students join with the room code and a name on their own browser contexts,
play by clicking a card, then a peg, then a hole (or a discard button), see only their own hand,
one reloads mid-game and is back at the same seat, and the teacher's page follows every move.
One server and one browser for the module.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tables"))
from serverproc import Server, wait_until

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    running = Server(tmp_path_factory.mktemp("pages") / "tables.sqlite", "--rate", "200").start()
    yield running
    running.stop()


def _token(page: Any, code: str) -> str:
    return str(page.evaluate(f"localStorage.getItem('pegs-tables:{code}')"))


def _click_place(page: Any, places: dict, owner: int | None, place: str) -> None:
    """Click the board where ``place`` is (a start place: any of its five slots)."""
    spot = next(p for p in places["places"] if p["place"] == place and (p["seat"] in (owner, None)))
    # The page draws the board anew at each change (a new <svg>), so the box is read in one step
    # once a drawn board is there, not from a handle that a redraw can take away.
    box = page.wait_for_function(
        """() => {
            const svg = document.querySelector('#board svg');
            const r = svg && svg.getBoundingClientRect();
            return r && r.width > 0 ? {x: r.x, y: r.y, width: r.width} : null;
        }""",
        timeout=60_000,
    ).json_value()
    scale = box["width"] / 720
    page.mouse.click(box["x"] + spot["x"] * scale, box["y"] + spot["y"] * scale)


def _teacher_shows(teacher: Any, line: str) -> None:
    """Wait until the teacher's story ends with ``line``."""
    teacher.wait_for_function(
        "last => Array.from(document.querySelectorAll('#story li')).pop()?.textContent === last",
        arg=line,
        timeout=60_000,
    )


def _wait_shown(page: Any, revision: int) -> None:
    """Wait until the page shows the table at ``revision``, hand, board and turn alike."""
    # A loaded page may still show the turn banner of an older revision, and clicks on that
    # page once made a move the table refused as stale: wait for the table's state instead.
    page.wait_for_selector(f"#play[data-revision='{revision}']", state="attached", timeout=60_000)


def _play_one(page: Any, server: Server, code: str) -> None:
    """Make the first legal move by clicks, as a person would, on the page showing the table."""
    token = _token(page, code)
    view = server.look(code, token)
    _wait_shown(page, view["revision"])
    move = view["legal"][0]
    words = move.split()
    if words[0] == "discard":
        page.click(f"#hand button[data-card='{words[1]}']")
        page.locator("#actions button").first.click()
        return
    places = server.ask("GET", f"/api/tables/{code}/places", token=token)[1]
    page.click(f"#hand button[data-card='{words[0]}']")
    for part in words[1:]:
        seat, path = part.split(":")
        start, end = path.split("-")
        _click_place(page, places, int(seat), start)
        _click_place(page, places, int(seat), end)


def _wait_turn(page: Any) -> None:
    page.wait_for_function(
        "() => document.querySelector('#banner').classList.contains('mine')", timeout=60_000
    )


def test_a_teacher_and_two_students_play_and_a_reload_keeps_the_seat(server: Server, browser):
    teacher = browser.new_context().new_page()
    teacher.goto(f"{server.base}/teacher")
    teacher.wait_for_selector("#seat-kinds select")
    teacher.fill("#seed", "4")
    teacher.fill("#pace", "0")
    kinds = teacher.locator("#seat-kinds select")
    kinds.nth(0).select_option("person")
    kinds.nth(1).select_option("person")
    kinds.nth(2).select_option("greedy")
    kinds.nth(3).select_option("greedy")
    teacher.click("#new-form button[type=submit]")
    teacher.wait_for_selector("#made:not(:empty)")
    code = re.search(r"Table (\w+) is ready", teacher.inner_text("#made")).group(1)
    teacher.wait_for_selector("#board svg")

    students = []
    for name in ("<b>Ana</b>", "Ben"):
        page = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
        page.goto(f"{server.base}/")
        page.fill("#code", code.lower())
        page.fill("#name", name)
        page.click("#join-form button")
        page.locator("#seats button").first.click()
        page.wait_for_selector("#hand button.card")
        assert page.locator("#hand button.card").count() == 5
        students.append(page)
    # A name is text: the markup typed shows as it was typed, nothing is made bold.
    teacher.wait_for_function("() => document.body.innerText.includes('<b>Ana</b>')")
    assert teacher.locator("b", has_text="Ana").count() == 0

    for round_ in range(4):
        for page in students:
            _wait_turn(page)
            before = server.look(code, _token(page, code))["revision"]
            _play_one(page, server, code)
            wait_until(
                lambda p=page, r=before: server.look(code, _token(p, code))["revision"] > r,
                "the student's move reached the table",
            )
        if round_ == 1:  # mid-game, Ben reloads: back at the same seat by itself
            seat_before = server.look(code, _token(students[1], code))["seat"]
            students[1].reload()
            students[1].wait_for_selector("#hand button.card")
            assert server.look(code, _token(students[1], code))["seat"] == seat_before
            assert "Ben" not in students[1].inner_text("#join") or students[1].is_hidden("#join")

    # The teacher's page follows every move: its story ends as the table's does, read once the
    # table waits for a student (the computers, at pace 0, may still be moving before that).
    wait_until(
        lambda: any(server.look(code, _token(p, code))["legal"] for p in students),
        "the table waits for a student",
    )
    story = server.look(code, _token(students[0], code))["story"]
    _teacher_shows(teacher, story[-1])
    # Each student's page holds only its own hand (five cards, or fewer after the last draws).
    for page in students:
        assert page.locator("#hand button.card").count() <= 5


def test_a_refused_move_is_told_in_words_on_the_page(server: Server, browser):
    code, _teacher = server.new_table(seats=["person", "greedy", "greedy", "greedy"], seed=4)
    page = browser.new_context().new_page()
    page.goto(f"{server.base}/join/{code}")
    page.fill("#name", "Cy")
    page.click("#join-form button")
    page.locator("#seats button").first.click()
    _wait_turn(page)
    token = _token(page, code)
    view = server.look(code, token)
    places = server.ask("GET", f"/api/tables/{code}/places", token=token)[1]
    card = view["state"]["hands"][str(view["seat"])][0]
    # Another team's peg (RULES 1): the engine's refusal, in words, on the page.
    other = (view["seat"] + 1) % 4
    page.click(f"#hand button[data-card='{card}']")
    _click_place(page, places, other, "S")
    _click_place(page, places, None, f"T{other * 18 + 8}")
    page.wait_for_selector("#message:not(:empty)")
    assert "not allowed" in page.inner_text("#message")


def test_a_back_alley_student_bids_and_plays_a_whole_deal_on_a_phone(server: Server, browser):
    code, teacher = server.new_table(
        game="backalley", seats=["person", "heuristic", "heuristic", "heuristic"], seed=3
    )
    page = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
    page.goto(f"{server.base}/join/{code}")
    page.fill("#name", "Di")
    page.click("#join-form button")
    page.locator("#seats button").first.click()
    page.wait_for_selector("#hand button.card")
    token = _token(page, code)
    for _ in range(40):
        view = server.wait_turn(code, token)
        if any("The deal is scored" in line for line in view["story"]):
            break
        _wait_shown(page, view["revision"])
        before = view["revision"]
        move = view["legal"][0]
        if move.startswith("bid"):
            page.locator("#actions button", has_text="Bid 1").first.click()
        else:
            page.click(f"#hand button[data-card='{move.split()[1]}']")
        wait_until(
            lambda r=before: server.look(code, token)["revision"] > r, "the card reached the table"
        )
    story = server.look(code, teacher)["story"]
    assert any("The deal is scored" in line for line in story)
    assert any(line.startswith("South bids 1") for line in story)
    page.wait_for_selector("#situation:has-text('Score:')")


def test_the_teacher_starts_a_table_from_a_position_file(server: Server, browser, tmp_path: Path):
    import pegs

    start = pegs.new_game(6, seed=12)
    for _ in range(9):  # a game under way, from a file as `pegs play` writes it
        start = start.play(start.legal_moves()[0])[0]
    (tmp_path / "game.json").write_text(start.to_json())
    page = browser.new_context().new_page()
    page.goto(f"{server.base}/teacher")
    page.wait_for_selector("#seat-kinds select")
    page.select_option("#players", "6")
    page.wait_for_function("() => document.querySelectorAll('#seat-kinds select').length === 6")
    for select in page.locator("#seat-kinds select").all():
        select.select_option("person")  # nobody moves before the table is looked at
    page.set_input_files("#position", str(tmp_path / "game.json"))
    page.click("#new-form button[type=submit]")
    page.wait_for_selector("#made:not(:empty)")
    code = re.search(r"Table (\w+) is ready", page.inner_text("#made")).group(1)
    teacher = str(page.evaluate("localStorage.getItem('pegs-tables:teacher')"))
    view = server.look(code, teacher)
    assert view["state"]["pegs"] == start.to_dict()["pegs"]
    assert view["state"]["turn"] == start.turn and view["state"]["hands"] == {}


def test_a_students_board_and_hand_are_in_view_at_1280x720(server: Server, browser, tmp_path):
    """On a laptop's screen the board, the turn and the whole hand show without scrolling."""
    code, _teacher = server.new_table(seats=["person", "greedy", "greedy", "greedy"], seed=2)
    page = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    page.goto(f"{server.base}/join/{code}")
    page.fill("#name", "Di")
    page.click("#join-form button")
    page.locator("#seats button").first.click()
    page.wait_for_selector("#hand button.card")
    page.wait_for_selector("#board svg")
    _wait_turn(page)
    assert page.evaluate("window.scrollY") == 0
    for what in ("#board svg", "#banner", "#prompt", *_cards(page)):
        box = page.locator(what).bounding_box()
        assert box is not None, what
        assert box["x"] >= 0 and box["x"] + box["width"] <= 1280, (what, box)
        assert box["y"] >= 0 and box["y"] + box["height"] <= 720, (what, box)
    shots = Path(os.environ.get("PEGS_SCREENSHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shots / "student-1280x720.png"))


def _cards(page: Any) -> list[str]:
    """A selector for each card of the hand."""
    count = page.locator("#hand button.card").count()
    assert count == 5
    return [f"#hand button.card >> nth={i}" for i in range(count)]
