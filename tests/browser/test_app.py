"""The classroom game app in a real browser (issue 15), at a projector's 1280x720 and at 1600x1000.

Voila serves the repository's ``notebooks/app.ipynb`` (and a copy with motion off that a test
plays to the end by clicks); JupyterLab shows a GameApp with its file browser open and at 150%
zoom. Checked: the game alone fills the window (no notebook text, no links), board and status
are in view together, every canvas holds ink after a reload, nothing in the hand, the tabs or the
settings overflows its box, the kit's widgets log no console errors, an 8-player board's holes
are at least 12 px with "Big board", a computer round can be paused, a round replays step by
step, and a whole game is played by clicks and followed by another.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from pegs.render.geometry import layout

from .conftest import (
    REPO,
    GamePage,
    LabPage,
    Server,
    running_voila,
    write_notebook,
)

pytestmark = pytest.mark.browser

SIZES = [(1280, 720), (1600, 1000)]
#: A game a person can finish by clicks in about a minute: one person, three good computers.
END_CELLS = [
    "from widgets import GameApp\n"
    "GameApp(4, seed=0, seats=['human', 'greedy', 'greedy', 'greedy'], animation='off',"
    " fill_window=True)"
]
LAB_CELLS = [
    "from widgets import GameApp\n"
    "app = GameApp(4, seed=3, seats=['human', 'greedy', 'greedy', 'greedy'], animation='off')\n"
    "app"
]

#: Elements of the hand, the tabs and the settings whose content is wider than their box (a
#: scroll container may be; a 1-px screen-reader text is meant to be).
_OVERFLOW_JS = """
() => {
  const found = [];
  const roots = document.querySelectorAll(
    '.pegs-game .pegs-hand, .pegs-game .widget-tab, .pegs-game .pegs-settings,'
    + ' .pegs-game .pegs-row, .pegs-game .pegs-banner, .pegs-game .pegs-status');
  for (const root of roots) {
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(el);
      if (el.clientWidth <= 1 || style.visibility === 'hidden' || style.display === 'none')
        continue;
      if (['auto', 'scroll'].includes(style.overflowX)) continue;
      if (el.offsetParent === null && style.position !== 'fixed') continue;
      if (el.scrollWidth > el.clientWidth + 1)
        found.push(`${el.tagName}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`
                   + ` "${(el.textContent || '').trim().slice(0, 40)}"`);
    }
  }
  return found;
}
"""

_VIEW_JS = """
() => {
  const box = (sel) => { const e = document.querySelector(sel);
    if (!e) return null; const r = e.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width}; };
  return {board: box('canvas.pegs-board'), status: box('.pegs-status'),
          banner: box('.pegs-banner'), hand: box('.pegs-hand'),
          height: window.innerHeight, width: window.innerWidth,
          links: Array.from(document.querySelectorAll('a[href]')).map((a) => a.href),
          markdown: document.querySelectorAll('.jp-MarkdownOutput, .jp-RenderedMarkdown').length,
          code: Array.from(document.querySelectorAll('.jp-InputArea'))
                  .filter((e) => e.offsetParent !== null).length};
}
"""


@pytest.fixture(scope="session")
def app_server(notebook_dir: Path) -> Iterator[Server]:
    """Voila serving the repository's app notebook and a motion-off copy for a whole game."""
    folder = notebook_dir / "app"
    folder.mkdir()
    shutil.copy2(REPO / "notebooks" / "app.ipynb", folder / "app.ipynb")
    write_notebook(folder / "app_end.ipynb", END_CELLS)
    with running_voila(folder, "voila-app", "--show_tracebacks=True") as server:
        yield server


class Console:
    """Console errors and uncaught page errors, without the network refusals of a sandbox."""

    def __init__(self, page: object) -> None:
        self.errors: list[str] = []
        page.on("console", self._console)  # type: ignore[attr-defined]
        page.on("pageerror", lambda err: self.errors.append(f"page error: {err}"))  # type: ignore[attr-defined]

    def _console(self, message: object) -> None:
        text = message.text  # type: ignore[attr-defined]
        if message.type == "error" and "Failed to load resource" not in text:  # type: ignore[attr-defined]
            self.errors.append(text)


def _open_app(browser: object, server: Server, name: str, size: tuple[int, int], **kw):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, **kw)  # type: ignore[attr-defined]
    page = context.new_page()
    console = Console(page)
    page.goto(f"{server.url}/voila/render/{name}?token={server.token}", timeout=120_000)
    game = GamePage(page)
    game.wait_for_board()
    return context, page, console, game


def _shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("PEGS_SCREENSHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _click_text(page: object, text: str, nth: int = 0) -> None:
    """Click the ``nth`` button reading exactly ``text`` (its icon aside)."""
    exact = re.compile(rf"^\s*{re.escape(text)}\s*$")
    page.locator("button").filter(has_text=exact).nth(nth).click()  # type: ignore[attr-defined]


def _click_tab(page: object, title: str) -> None:
    page.locator(".lm-TabBar-tab, .p-TabBar-tab", has_text=title).first.click()  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_app_is_the_game_alone_and_nothing_is_clipped(
    browser, app_server, size, tmp_path: Path
) -> None:
    context, page, console, game = _open_app(browser, app_server, "app.ipynb", size)
    try:
        view = page.evaluate(_VIEW_JS)
        assert view["markdown"] == 0 and view["code"] == 0, "the app shows notebook text"
        assert view["links"] == [], f"links on the app page: {view['links']}"
        board, status = view["board"], view["status"]
        assert board["bottom"] <= view["height"] + 0.5, f"the board runs off the window: {view}"
        assert status["bottom"] <= view["height"] and status["top"] >= 0, "status out of view"
        assert board["width"] >= 0.85 * (view["height"] - board["top"]), "the board is small"
        assert not page.evaluate(_OVERFLOW_JS)
        _click_tab(page, "Settings")
        page.wait_for_timeout(300)
        overflow = page.evaluate(_OVERFLOW_JS)
        assert not overflow, "clipped:\n" + "\n".join(overflow)
        page.screenshot(path=str(_shots(tmp_path) / f"app-settings-{size[0]}x{size[1]}.png"))
        _click_tab(page, "Story")
        # A reload is a new page: every canvas must be drawn again, not left blank.
        page.reload()
        game.wait_for_board()
        assert game.pixels()["inked"] > 0.3
        page.screenshot(path=str(_shots(tmp_path) / f"app-{size[0]}x{size[1]}.png"))
        assert not console.errors, console.errors
    finally:
        context.close()


def test_an_eight_player_board_reads_on_a_projector(browser, app_server, tmp_path: Path) -> None:
    context, page, console, game = _open_app(browser, app_server, "app.ipynb", (1280, 720))
    try:
        _click_tab(page, "Settings")
        _click_text(page, "8 players")
        _click_text(page, "Start a new game")
        game.wait_state(lambda s: s["position"]["players"] == 8, timeout=60)
        hole = 2 * layout(8).hole_radius  # a hole's width as a share of the board's
        view = page.evaluate(_VIEW_JS)
        assert view["board"]["bottom"] <= 720.5 and view["status"]["bottom"] <= 720
        fitted = view["board"]["width"] * hole
        _click_text(page, "Big board")
        page.wait_for_timeout(500)
        big = page.evaluate(_VIEW_JS)["board"]["width"] * hole
        assert big >= 12, f"8-player holes are {big:.1f} px with Big board (fitted {fitted:.1f})"
        page.screenshot(path=str(_shots(tmp_path) / "app-8p-big-1280x720.png"), full_page=True)
        print(f"8-player hole width at 1280x720: fitted {fitted:.1f} px, big board {big:.1f} px")
        assert not page.evaluate(_OVERFLOW_JS)
        assert not console.errors, console.errors
    finally:
        context.close()


def _hold_the_computers(page: object, game: GamePage) -> None:
    """On a person's turn, press Pause: the computers (and a replay) wait until Continue."""
    _click_text(page, "Pause")
    game.wait_state(lambda s: s["paused"], timeout=10)


def _play_turn(page: object, game: GamePage) -> None:
    """Play the person's turn by clicks: a card that moves a peg, the peg, its last target."""
    state = game.wait_state(lambda s: s["over"] or (s["turn"] in s["humans"] and not s["running"]))
    if state["over"]:
        return
    ply = state["ply"]
    cards = page.locator(".pegs-card")  # type: ignore[attr-defined]
    playable = [
        i
        for i in range(cards.count())
        if "pegs-card-playable" in (cards.nth(i).get_attribute("class") or "")
    ]
    for i in playable:
        cards.nth(i).click()
        state = game.wait_state(lambda s, i=i: s["card"] == i)
        if state["movable"]:
            break
    else:  # no card moves a peg: choose one again to throw it away (RULES 7)
        first = playable[0]
        cards.nth(first).click()
        game.wait_state(lambda s, first=first: s["card"] == first)
        cards.nth(first).click()
        game.wait_state(lambda s: s["ply"] > ply or s["over"])
        return
    while True:
        _s, _p, x, y = state["movable"][0]
        game.click_board(x, y)
        state = game.wait_state(lambda s: bool(s["targets"]))
        game.click_board(*state["targets"][-1][2:])
        state = game.wait_state(lambda s: s["ply"] > ply or (s["movable"] and not s["targets"]))
        if state["ply"] > ply:
            return  # else: the first part of a split; choose the second peg and place


def test_a_whole_game_by_clicks_then_play_again(browser, app_server, tmp_path: Path) -> None:
    context, page, console, game = _open_app(browser, app_server, "app_end.ipynb", (1280, 720))
    try:
        for _ in range(120):
            if game.state()["over"]:
                break
            _play_turn(page, game)
        state = game.wait_state(lambda s: s["over"], timeout=30)
        end = page.locator(".pegs-end").first.inner_text()
        assert "win the game!" in end and f"{state['ply']} moves" in end
        assert "Game over" in page.locator(".pegs-banner").first.inner_text()
        page.screenshot(path=str(_shots(tmp_path) / "app-game-over-1280x720.png"))
        _click_text(page, "Play again")
        state = game.wait_state(lambda s: not s["over"] and s["ply"] < 8, timeout=30)
        assert "turn" in page.locator(".pegs-banner").first.inner_text()
        assert not console.errors, console.errors
    finally:
        context.close()


def test_a_computer_round_pauses_and_a_round_replays(browser, app_server, tmp_path: Path) -> None:
    # The real app: motion on, so computer moves glide from a task the person can pause.
    context, page, console, game = _open_app(browser, app_server, "app.ipynb", (1280, 720))
    try:
        # Eight players: a round of seven computer moves, long enough to pause by a click.
        _click_tab(page, "Settings")
        _click_text(page, "8 players")
        _click_text(page, "Start a new game")
        game.wait_state(lambda s: s["position"]["players"] == 8, timeout=60)
        _click_tab(page, "Story")
        # The pause is taken on the person's turn: the computers then wait once the person has
        # moved, so the click never races their round, however busy the machine is.
        game.wait_state(lambda s: s["turn"] in s["humans"] and not s["running"], timeout=60)
        _hold_the_computers(page, game)
        _play_turn(page, game)
        state = game.wait_state(lambda s: s["running"], timeout=10)
        paused = game.wait_state(lambda s: s["paused"], timeout=5)
        assert paused["turn"] not in paused["humans"], "paused in the middle of the round"
        page.wait_for_timeout(1000)
        assert game.state()["ply"] <= paused["ply"] + 1, "the computers went on while paused"
        assert "paused" in page.locator(".pegs-banner").first.inner_text()
        _click_text(page, "Continue")
        state = game.wait_state(lambda s: not s["running"] and s["turn"] in s["humans"], 20)
        # Held again, the replay waits for Step: no click races its clock.
        _hold_the_computers(page, game)
        _click_text(page, "Replay this round")
        state = game.wait_state(lambda s: s["replay"] is not None, timeout=5)
        total = state["replay"][1]
        for _ in range(total):
            shown = game.state()["replay"][0]
            if shown >= total:
                break
            _click_text(page, "Step")
            game.wait_state(lambda s, shown=shown: s["replay"][0] > shown, timeout=10)
        state = game.wait_state(lambda s: s["replay"] == [total, total], timeout=10)
        assert f"move {total} of {total}" in page.locator(".pegs-banner").first.inner_text()
        page.screenshot(path=str(_shots(tmp_path) / "app-replay-1280x720.png"))
        _click_text(page, "Back to the game")
        game.wait_state(lambda s: s["replay"] is None, timeout=5)
        assert game.pixels()["inked"] > 0.3
        assert not console.errors, console.errors
    finally:
        context.close()


@pytest.mark.parametrize(
    "view",
    [((1280, 720), 1.0), ((1600, 1000), 1.0), ((853, 480), 1.5)],
    ids=["1280x720-file-browser", "1600x1000-file-browser", "1280x720-at-150-zoom"],
)
def test_jupyterlab_game_is_not_clipped(browser, jupyter_lab, notebook_dir, view, tmp_path) -> None:
    (width, height), scale = view
    write_notebook(notebook_dir / "app_lab.ipynb", LAB_CELLS)
    context = browser.new_context(
        viewport={"width": width, "height": height}, device_scale_factor=scale
    )
    page = context.new_page()
    console = Console(page)
    lab = LabPage(page, jupyter_lab)
    try:
        lab.open("app_lab.ipynb")
        assert lab.run_all()
        game = GamePage(page)
        game.wait_for_board()
        # The file browser open beside the notebook, as a teacher has it.
        page.evaluate(
            "() => { const app = window.jupyterapp; if (app.shell.leftCollapsed)"
            " app.commands.execute('filebrowser:toggle-main'); }"
        )
        page.wait_for_timeout(800)
        assert not page.evaluate("() => window.jupyterapp.shell.leftCollapsed")
        # The notebook beside the file browser never scrolls sideways to show the game.
        wide = page.evaluate(
            "() => Array.from(document.querySelectorAll('.jp-WindowedPanel-outer, .jp-Notebook'))"
            ".filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.className)"
        )
        assert not wide, f"the notebook scrolls sideways: {wide}"
        overflow = page.evaluate(_OVERFLOW_JS)
        assert not overflow, "clipped:\n" + "\n".join(overflow)
        _click_tab(page, "Settings")
        page.wait_for_timeout(300)
        overflow = page.evaluate(_OVERFLOW_JS)
        assert not overflow, "clipped:\n" + "\n".join(overflow)
        page.screenshot(path=str(_shots(tmp_path) / f"lab-{width}x{height}-{scale}.png"))
        # Saved first, so the output (a view of the kernel's live game) is there after reload.
        page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
        page.wait_for_timeout(1500)
        page.reload()
        page.wait_for_function(
            "() => window.jupyterapp && document.querySelector('.jp-Notebook')", timeout=60_000
        )
        game.wait_for_board(timeout=60_000)  # the kernel's game, drawn again after the reload
        assert game.pixels()["inked"] > 0.3
        kit = [e for e in console.errors if "pegs" in e.lower() or "canvas" in e.lower()]
        assert not kit, kit
    finally:
        lab.path = "app_lab.ipynb"
        lab.shut_down()
        context.close()


# ----- issue 15 "Done when": a teacher's whole session, on the real app page
#: The house rules the teacher picks (RULES 9), as the settings' labels read.
TEACHER_RULES = {"J, Q, K": "move 11, 12 and 13", "Going home": "may pass home by"}
#: Two people (Blue and Purple, one in each team); the other four seats stay good computers.
TEACHER_PEOPLE = ("Blue", "Purple")

#: The whole page wider than the window (a horizontal scroll bar), and every canvas on the page
#: with how much of it is inked (a canvas left blank after a reload reads 0).
_PAGE_JS = """
() => {
  const root = document.documentElement;
  const canvases = Array.from(document.querySelectorAll('canvas'))
    .filter((c) => c.offsetParent !== null && c.width > 1 && c.height > 1)
    .map((c) => { const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let inked = 0, seen = 0;
      for (let i = 3; i < d.length; i += 400) { seen += 1; if (d[i] > 0) inked += 1; }
      return {cls: c.className, width: c.width, inked: inked / Math.max(1, seen)}; });
  return {wide: root.scrollWidth > root.clientWidth + 1, scroll: root.scrollWidth,
          client: root.clientWidth, canvases};
}
"""


def _page_checks(page: object) -> dict:
    """Nothing wider than the window, nothing clipped in hand, tabs or settings, no blank canvas."""
    view = page.evaluate(_PAGE_JS)  # type: ignore[attr-defined]
    assert not view["wide"], f"the page scrolls sideways: {view['scroll']} > {view['client']}"
    overflow = page.evaluate(_OVERFLOW_JS)  # type: ignore[attr-defined]
    assert not overflow, "clipped:\n" + "\n".join(overflow)
    assert view["canvases"], "no canvas on the page"
    blank = [c for c in view["canvases"] if c["inked"] == 0]
    assert not blank, f"blank canvases: {blank}"
    return view


def _choose(page: object, label: str, answer: str) -> None:
    """Pick ``answer`` in the settings' drop-down whose label reads exactly ``label``."""
    exact = re.compile(rf"^\s*{re.escape(label)}\s*$")
    box = page.locator(".pegs-settings .widget-dropdown").filter(  # type: ignore[attr-defined]
        has=page.locator("label", has_text=exact)  # type: ignore[attr-defined]
    )
    box.locator("select").select_option(label=answer)


def _teacher_sets_up(page: object, game: GamePage, seed: int) -> dict:
    """Six players, two people, two house rules, no motion, by clicks in the Settings tab."""
    _click_tab(page, "Settings")
    _click_text(page, "6 players")
    page.wait_for_timeout(300)  # type: ignore[attr-defined]
    for colour in TEACHER_PEOPLE:
        _choose(page, colour, "Person")
    for question, answer in TEACHER_RULES.items():
        _choose(page, question, answer)
    _click_text(page, "No motion")
    seed_box = page.locator(".pegs-settings input[type=number]").first  # type: ignore[attr-defined]
    seed_box.fill(str(seed))
    seed_box.press("Enter")
    page.wait_for_timeout(300)  # type: ignore[attr-defined]
    _page_checks(page)
    _click_text(page, "Start a new game")
    state = game.wait_state(
        lambda s: (
            s["position"]["players"] == 6
            and s["ply"] <= 6
            and not s["running"]
            and s["turn"] in s["humans"]
        ),
        timeout=60,
    )
    assert state["humans"] == [0, 3], state["humans"]
    assert state["position"]["rules"]["face_cards"] == "eleven-twelve-thirteen"
    assert state["position"]["rules"]["home_entry"] == "optional"
    _click_tab(page, "Story")
    return state


def _replay_a_computer_round(page: object, game: GamePage, shot: Path, least: int = 2) -> list[str]:
    """Replay the round the computers just played, step by step; the story's words, a move each."""
    told = page.locator(".pegs-round li")  # type: ignore[attr-defined]
    # Held first, the replay waits for Step: no click races its clock.
    _hold_the_computers(page, game)
    _click_text(page, "Replay this round")
    state = game.wait_state(lambda s: s["replay"] is not None, timeout=5)
    total = state["replay"][1]
    assert total >= least, f"a computer round of {total} moves, not {least} or more"
    assert told.count() == total, "the story lists each move of the round"
    round_text = [told.nth(i).inner_text().strip() for i in range(total)]
    if not state["paused"] and state["replay"][0] < total:
        _click_text(page, "Pause", nth=1)
    for step in range(1, total + 1):
        shown = game.state()["replay"][0]
        if shown >= total:
            break
        before = game.pixels()["hash"]
        _click_text(page, "Step")
        game.wait_state(lambda s, shown=shown: s["replay"][0] > shown, timeout=10)
        banner = page.locator(".pegs-banner").first.inner_text()  # type: ignore[attr-defined]
        assert "Replay, move" in banner and f"of {total}" in banner, banner
        assert game.pixels()["hash"] != before, "a step did not change the board"
        if step == 1:
            page.screenshot(path=str(shot))  # type: ignore[attr-defined]
    _click_text(page, "Back to the game")
    game.wait_state(lambda s: s["replay"] is None, timeout=5)
    _click_text(page, "Continue")  # the computers play on
    game.wait_state(lambda s: not s["paused"], timeout=5)
    return round_text


@pytest.mark.parametrize(
    ("size", "to_end"),
    [((1280, 720), True), ((1600, 1000), False)],
    ids=["1280x720-whole-game", "1600x1000-first-rounds"],
)
def test_a_teacher_sets_up_plays_and_replays_a_six_player_game(
    browser, app_server, size, to_end, tmp_path: Path
) -> None:
    """Issue 15 done when: 6 players, house rules, two people, played by clicks, round replayed."""
    context, page, console, game = _open_app(browser, app_server, "app.ipynb", size)
    shots, name = _shots(tmp_path), f"{size[0]}x{size[1]}"
    try:
        _page_checks(page)
        # Seed 57: with the clicks of _play_turn the game ends after 222 moves, 74 turns by people.
        _teacher_sets_up(page, game, seed=57)
        _play_turn(page, game)  # Blue, then Orange, Green: computers
        _play_turn(page, game)  # Purple, then Sky, Red, and round to Blue
        state = game.wait_state(lambda s: s["turn"] in s["humans"] and not s["running"])
        assert state["ply"] >= 6
        _page_checks(page)
        page.screenshot(path=str(shots / f"teacher-game-{name}.png"))
        story = _replay_a_computer_round(page, game, shots / f"teacher-replay-{name}.png")
        # Each move of the round is told in words with colours, not notation.
        assert all(re.match(r"(Orange|Green|Sky|Red) (plays|discards) ", s) for s in story), story
        words = "\n".join(story)
        assert not re.search(r"\bT\d+\b|\b[Ss]eat \d|\b(?:10|[2-9AJQK])[SHDC]\b", words), words
        # Seed 57's second round: Red, a computer, brings out a person's peg (RULES 4).
        assert "Red, Purple's teammate, moved Purple's peg." in words, words
        turns = 2
        while to_end and not game.state()["over"]:
            _play_turn(page, game)
            turns += 1
            assert turns < 200, "the game did not end"
        if to_end:
            state = game.wait_state(lambda s: s["over"], timeout=30)
            end = page.locator(".pegs-end").first.inner_text()
            assert "win the game!" in end and f"{state['ply']} moves" in end
            _page_checks(page)
            page.screenshot(path=str(shots / f"teacher-game-over-{name}.png"))
            print(f"{name}: a 6-player game of {state['ply']} moves, {turns} turns by clicks")
        # A reload is a new page: every canvas there is drawn again, none left blank.
        page.reload()
        game.wait_for_board()
        page.wait_for_timeout(500)
        _page_checks(page)
        assert not console.errors, console.errors
    finally:
        context.close()


def test_a_teacher_sets_up_and_replays_in_jupyterlab(
    browser, jupyter_lab, notebook_dir, tmp_path: Path
) -> None:
    """The same set-up by clicks in JupyterLab at 1280x720, and the computers' round replayed."""
    write_notebook(notebook_dir / "app_teacher.ipynb", LAB_CELLS)
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = context.new_page()
    console = Console(page)
    lab = LabPage(page, jupyter_lab)
    try:
        lab.open("app_teacher.ipynb")
        assert lab.run_all()
        game = GamePage(page)
        game.wait_for_board()
        state = _teacher_sets_up(page, game, seed=57)
        # Red, a computer, opened the game; Blue is to play. Replay Red's move step by step.
        assert state["ply"] >= 1
        shot = _shots(tmp_path) / "lab-teacher-replay.png"
        story = _replay_a_computer_round(page, game, shot, least=1)
        assert story and story[0].startswith("Red plays"), story
        _page_checks(page)
        kit = [e for e in console.errors if "pegs" in e.lower() or "canvas" in e.lower()]
        assert not kit, kit
    finally:
        lab.path = "app_teacher.ipynb"
        lab.shut_down()
        context.close()
