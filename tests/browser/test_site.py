"""The course as a static JupyterLite site, used offline in a real browser (issue 19).

The offline test build (``scripts/build_site.py --stand-ins tests/site/stand_ins``) differs from
the published site only by stand-ins for the packages the published one loads from the Pyodide
CDN. It is served on 127.0.0.1; the browser aborts every request to any other address
(Playwright routes) and sends any it still makes through a refusing trap (``site_serve.py``),
and the test asserts that neither saw one. Then, as a learner would: open the site, wait for
the kernel, run the start lesson from the Run menu and check its boards hold ink, answer a
chapter's move exercise by clicking, and play one move in the game lesson's game app by clicking a
card, a peg and a hole.
"""

from __future__ import annotations

import filecmp
import hashlib
import importlib.util
import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from .conftest import CHROMIUM_ARGS, REPO, GamePage, canvas_pixels, play_one_move_by_clicks
from .course_page import CoursePage, first_exercise
from .site_serve import SILENT, serve, trap

pytestmark = pytest.mark.browser

SITE = REPO / "build" / "site-test"
#: The lesson with the game app (a course chapter, then a game against three bots).
GAME_LESSON = "07_play_a_game.ipynb"
CACHE = REPO / "build" / "site-cache"
STAND_INS = REPO / "tests" / "site" / "stand_ins"
#: Where the visit's timings are written (seconds after page load; a figure, not a test).
TIMINGS = REPO / "build" / "site-test-timings.json"
#: Console messages JupyterLite (and Pyodide loading its packages) print on every start.
ALWAYS_PRINTED = [
    r"^Registering new JupyterLite ServiceWorker ",
    r"^JupyterLite ServiceWorker was successfully registered",
    r"^Disabling terminals plugin because they are not available on the server",
    r"^Pyodide contents will (NOT )?be synced with Jupyter Contents",
    r"^The resource \S+/build/lab/bundle\.js\S* was preloaded using link preload but not used",
    r"^Loading [\w\-, +.]+$",
    r"^Loaded [\w\-, +.]+$",
    # Pyodide, when a cell imports what the kernel preloaded:
    r"^[\w\-.]+ already loaded from default channel$",
    r"^No new packages to load$",
    # JupyterLite's in-page kernel socket (it never leaves the page):
    r"^Starting WebSocket: ws://127\.0\.0\.1:\d+/api/kernels/[\w-]+$",
    # Caused by this test reading the boards' pixels, not by the site:
    r"^Canvas2D: Multiple readback operations using getImageData are faster",
]
#: Files JupyterLite asks for that no JupyterLite site has: it looks for ``api/all.json``
#: whenever a cell shows Markdown output (a harmless 404 and one console line each time).
JUPYTERLITE_MISSING = {"api/all.json"}
MISSING_LINES = [
    r"^Failed to load resource: the server responded with a status of 404",
    r"^don't worry, about SyntaxError: .* nothing's broken\. If there had been a\s+file at "
    r"\S+/api/all\.json, you might see some more files\.",
]

#: Chromium's own background services (updates, sign-in, autofill), which call home whatever
#: page is open; the trap catches them too, and they are told apart by exact host name only.
BROWSER_OWN_HOSTS = {
    "update.googleapis.com",
    "accounts.google.com",
    "content-autofill.googleapis.com",
    "optimizationguide-pa.googleapis.com",
    "clientservices.googleapis.com",
    "clients2.google.com",
    # Chromium 150 (Debian bookworm-security, December 2026) calls these two from a blank data:
    # page too, with the same flags and proxy (measured): its own, not the site's.
    "www.google.com",
    "android.clients.google.com",
}


def trapped_host(line: str) -> str:
    """The host a request line sent to the trap was for (``CONNECT h:443`` or ``GET http://h/``)."""
    target = line.split()[1] if len(line.split()) > 1 else line
    target = target.split("://", 1)[-1]
    return target.split("/", 1)[0].rsplit(":", 1)[0]


@dataclass
class Visit:
    """What happened in one browser visit to the site: console, requests, timings."""

    base: str
    console: list[str] = field(default_factory=list)
    aborted: list[str] = field(default_factory=list)
    trapped: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)


@pytest.fixture(scope="module")
def site() -> Path:
    """The offline test build, made from this checkout (downloads cached in build/site-cache)."""
    command = [
        sys.executable,
        str(REPO / "scripts" / "build_site.py"),
        "--out",
        str(SITE),
        "--cache",
        str(CACHE),
        "--stand-ins",
        str(STAND_INS),
    ]
    result = subprocess.run(command, capture_output=True, text=True, timeout=600)
    if result.returncode != 0:
        pytest.fail(f"the offline site did not build:\n{result.stdout}\n{result.stderr}")
    return SITE


def _build_site_module() -> object:
    spec = importlib.util.spec_from_file_location("build_site", REPO / "scripts" / "build_site.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


build_site = _build_site_module()


@pytest.fixture(scope="module")
def published(site: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site as published (CDN packages by address), built beside the test build."""
    out = tmp_path_factory.mktemp("published") / "site"
    build_site.build(out, CACHE)  # type: ignore[attr-defined]
    return out


def _lock(folder: Path) -> dict:
    return json.loads((folder / "pyodide" / "pyodide-lock.json").read_text())["packages"]


def _tree(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}


def test_the_test_build_differs_from_the_published_one_only_by_the_stand_ins(
    site: Path, published: Path
) -> None:
    cdn = set(build_site.CDN_PACKAGES)  # type: ignore[attr-defined]
    only_test, only_published = _tree(site) - _tree(published), _tree(published) - _tree(site)
    assert only_published == set()
    assert {Path(f).name.split("-")[0] for f in only_test} == cdn
    assert all("+standin-" in f for f in only_test), only_test
    changed = [
        f
        for f in sorted(_tree(site) & _tree(published))
        if not filecmp.cmp(site / f, published / f, shallow=False)
    ]
    assert changed == ["pyodide/pyodide-lock.json"]
    test_lock, published_lock = _lock(site), _lock(published)
    differing = {n for n in published_lock if test_lock.get(n) != published_lock[n]}
    assert differing == cdn  # a stand-in for each


# What the published site loads from outside is checked on its own output, without a browser:
# tests/site/test_published_site.py.


def test_every_file_the_lock_names_is_in_the_site_with_its_hash(site: Path) -> None:
    lock = _lock(site)
    for name, entry in lock.items():
        path = site / "pyodide" / entry["file_name"]
        assert path.is_file(), f"{name}: {entry['file_name']} is not in the site"
        assert hashlib.sha256(path.read_bytes()).hexdigest() == entry["sha256"], name
        assert set(entry["depends"]) <= set(lock), f"{name} needs {entry['depends']}"
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    preload = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert set(preload["loadPyodideOptions"]["packages"]) <= set(lock)


def test_every_lesson_is_in_the_site_on_the_pyodide_kernel(site: Path) -> None:
    lessons = sorted(p.name for p in (REPO / "notebooks").glob("*.ipynb"))
    staged = sorted(p.name for p in (site / "files").glob("*.ipynb"))
    assert staged == lessons and "01_start_here.ipynb" in staged
    for name in staged:
        notebook = json.loads((site / "files" / name).read_text())
        assert notebook["metadata"]["kernelspec"]["name"] == "python", name
        sources = [cell["source"] for cell in notebook["cells"]]
        assert all(isinstance(s, str) for s in sources), f"{name}: lines not joined"
        # The kernel preloads the kit: the lessons' install cell is left out of the site.
        assert not any(build_site.is_setup_cell(c) for c in notebook["cells"]), name  # type: ignore[attr-defined]
        assert not any("%pip" in s or "pip install" in s for s in sources), name


class GameInLesson(GamePage):
    """The GameApp of a lesson page (the lesson also shows the chapter's board before it)."""

    @property
    def board(self) -> object:
        """The game's board canvas."""
        return self.page.locator(".pegs-game canvas.pegs-board").first  # type: ignore[attr-defined]

    def state(self) -> dict:
        """The game's state as its hidden ``pegs-state`` element shows it."""
        text = self.page.locator(".pegs-game .pegs-state").first.text_content()  # type: ignore[attr-defined]
        return json.loads(text or "{}")


@dataclass
class Session:
    """A headless Chromium on the served site: every visit's pages share one record."""

    browser: object
    visit: Visit

    def new_page(self) -> object:
        """A page in a fresh browser profile (as a new learner), outside requests aborted."""
        visit = self.visit
        context = self.browser.new_context(viewport={"width": 1400, "height": 1000})  # type: ignore[attr-defined]

        def route(request_route: object) -> None:
            url = request_route.request.url  # type: ignore[attr-defined]
            if url.startswith(visit.base) or url.startswith(("data:", "blob:")):
                request_route.continue_()  # type: ignore[attr-defined]
            else:
                visit.aborted.append(url)
                request_route.abort()  # type: ignore[attr-defined]

        context.route("**/*", route)
        page = context.new_page()
        page.on("console", lambda m: visit.console.append(f"{m.type}: {m.text}"))
        page.on("pageerror", lambda e: visit.console.append(f"pageerror: {e}"))
        page.on(
            "response",
            lambda r: (
                visit.failed.append(
                    f"{r.status} {r.url} ({r.request.resource_type}, from "
                    f"{r.request.headers.get('referer', '?')})"
                )
                if r.status >= 400
                else None
            ),
        )
        return page


@pytest.fixture(scope="module")
def session(site: Path, chromium_path: str, browser: object) -> Iterator[Session]:
    """Chromium and the served offline site; everything not on 127.0.0.1 goes to the trap.

    A browser of its own (the proxy is a launch flag), started through the Playwright that the
    shared ``browser`` fixture runs: one process may drive only one sync Playwright.
    """
    with serve(site) as base, trap() as (trap_port, trapped):
        chromium = browser.browser_type.launch(  # type: ignore[attr-defined]
            executable_path=chromium_path,
            headless=True,
            # Whatever is not on the loopback address goes to the trap, which refuses it.
            args=[
                *CHROMIUM_ARGS,
                f"--proxy-server=http://127.0.0.1:{trap_port}",
                "--disable-features=AutofillServerCommunication,OptimizationHints,"
                "NetworkTimeServiceQuerying",
                "--disable-domain-reliability",
                "--disable-client-side-phishing-detection",
            ],
        )
        visit = Visit(base, trapped=trapped)
        try:
            yield Session(chromium, visit)
        finally:
            chromium.close()
            TIMINGS.write_text(json.dumps(visit.timings, indent=1))
            print(f"static site timings (s): {visit.timings}; failed: {visit.failed}")


def test_the_front_page_offers_the_languages_with_the_browsers_preselected(
    session: Session, site: Path
) -> None:
    """Issue 28 items 2 and 4: a Finnish browser's first visit: the five languages, Suomi
    preselected; choosing it opens its start lesson, and the next visit goes straight there."""
    context = session.browser.new_context(locale="fi-FI")  # type: ignore[attr-defined]
    try:
        page = context.new_page()
        page.goto(session.visit.base, wait_until="load")
        page.wait_for_selector("a.preselected", timeout=60_000)
        names = page.locator("a[data-lang]").all_text_contents()
        assert names == ["English", "Svenska", "Italiano", "Shqip", "Suomi"]
        assert page.locator("a.preselected").get_attribute("data-lang") == "fi"
        assert page.evaluate("document.activeElement.dataset.lang") == "fi"
        own = (site / "files" / "fi" / "01_start_here.ipynb").exists()
        start = "path=fi/01_start_here.ipynb" if own else "path=01_start_here.ipynb&lang=fi"
        page.keyboard.press("Enter")
        page.wait_for_url(re.compile(re.escape(start)), timeout=60_000)
        page.goto(session.visit.base, wait_until="load")  # the choice is remembered
        page.wait_for_url(re.compile(re.escape(start)), timeout=60_000)
        screenshot(page, "site-finnish-start")
    finally:
        context.close()


def screenshot(page: object, name: str) -> None:
    """Keep a picture of the page when PEGS_SCREENSHOTS names a folder."""
    shots = os.environ.get("PEGS_SCREENSHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(shots) / f"{name}.png"))  # type: ignore[attr-defined]


@pytest.fixture(scope="module")
def lesson(session: Session) -> Iterator[tuple[object, Visit]]:
    """The site's front page (the start lesson) open, its cells run from the Run menu."""
    page = session.new_page()
    try:
        session.visit.timings.update(open_and_run(page, session.visit.base, None, boards=1))
        yield page, session.visit
    finally:
        screenshot(page, "site-start-lesson")
        page.context.close()  # type: ignore[attr-defined]


def open_and_run(page: object, base: str, path: str | None, boards: int) -> dict[str, float]:
    """Open the site (or one lesson of it), wait for the kernel, run every cell; timings.

    Returns once at least ``boards`` boards are shown and every one has ink.
    """
    timings = {}
    began = time.monotonic()
    url = base if path is None else f"{base}lab/index.html?path={path}"
    page.goto(url, wait_until="load")  # type: ignore[attr-defined]
    if path is None:
        # A first visit: the front page offers the languages, the browser's (English) preselected.
        choice = page.locator("a.preselected")  # type: ignore[attr-defined]
        choice.wait_for(timeout=60_000)
        assert choice.get_attribute("data-lang") == "en"
        choice.click()
    page.wait_for_selector(".jp-NotebookPanel .jp-Notebook", timeout=60_000)  # type: ignore[attr-defined]
    timings["lesson shown"] = time.monotonic() - began
    # The status bar names the kernel and says Idle once Pyodide and the kit are loaded.
    page.wait_for_function(  # type: ignore[attr-defined]
        "() => /Python \\(Pyodide\\) \\| Idle/.test("
        "document.querySelector('#jp-main-statusbar')?.textContent || '')",
        timeout=90_000,
    )
    timings["kernel ready"] = time.monotonic() - began
    run_all_cells(page)
    wait_for_ink(page, count=boards)
    timings["boards drawn"] = time.monotonic() - began
    return timings


def run_all_cells(page: object) -> None:
    """Run every cell from the Run menu, as a learner would."""
    page.locator(".jp-NotebookPanel .jp-Notebook").first.click()  # type: ignore[attr-defined]
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()  # type: ignore[attr-defined]
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()  # type: ignore[attr-defined]


_INKED_JS = """
(count) => {
  const canvases = Array.from(document.querySelectorAll('.jp-OutputArea canvas.pegs-board'));
  if (canvases.length < count) return false;
  return canvases.every((c) => {
    if (!c.width || !c.height) return false;
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    for (let i = 3; i < d.length; i += 400) if (d[i] > 0) return true;
    return false;
  });
}
"""


def wait_for_ink(page: object, count: int, timeout: float = 60_000) -> None:
    """Wait until at least ``count`` boards are shown in the outputs and every one has ink."""
    page.wait_for_function(_INKED_JS, arg=count, timeout=timeout)  # type: ignore[attr-defined]


def assert_boards_inked(page: object, at_least: int) -> None:
    """At least ``at_least`` boards are in the outputs, each has ink, and no cell failed."""
    boards = page.locator(".jp-OutputArea canvas.pegs-board")  # type: ignore[attr-defined]
    assert boards.count() >= at_least, f"{boards.count()} boards shown, not {at_least}"
    for i in range(boards.count()):
        pixels = canvas_pixels(boards.nth(i))
        assert pixels["inked"] > 0.3, f"board {i} looks blank: {pixels}"
    errors = page.locator(".jp-OutputArea [data-mime-type='application/vnd.jupyter.error']")  # type: ignore[attr-defined]
    assert errors.count() == 0, f"a cell failed: {errors.first.text_content()}"


def test_every_board_of_the_start_lesson_holds_ink(lesson: tuple[object, Visit]) -> None:
    page, _visit = lesson
    assert page.locator(".pegs-course").count() == 1, "the start lesson shows its chapter"  # type: ignore[attr-defined]
    assert_boards_inked(page, 1)


@pytest.fixture(scope="module")
def game_lesson(session: Session) -> Iterator[object]:
    """The game lesson open, its cells run: its chapter's board and its game app are drawn."""
    page = session.new_page()
    try:
        visit = session.visit
        timings = open_and_run(page, visit.base, GAME_LESSON, boards=2)
        visit.timings.update({f"{GAME_LESSON}: {k}": v for k, v in timings.items()})
        yield page
    finally:
        screenshot(page, "site-game-lesson")
        page.context.close()  # type: ignore[attr-defined]


def test_every_board_of_the_game_lesson_holds_ink(game_lesson: object) -> None:
    assert game_lesson.locator(".pegs-game").count() == 1, "the game lesson shows a game"  # type: ignore[attr-defined]
    assert_boards_inked(game_lesson, 2)


def test_one_move_is_played_by_clicking(game_lesson: object) -> None:
    game = GameInLesson(game_lesson)
    game.board.scroll_into_view_if_needed()  # type: ignore[attr-defined]
    play_one_move_by_clicks(game)


def exercise_notebook() -> tuple[str, str]:
    """The first lesson showing a ``CourseLesson`` whose chapter has a move exercise, and the id."""
    from pegs.course import ExerciseKind, load_course

    course = load_course()
    for path in sorted((REPO / "notebooks").glob("*.ipynb")):
        cells = json.loads(path.read_text())["cells"]
        code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        for chapter_id in re.findall(r"CourseLesson\(\s*[\"'](\w+)[\"']\s*\)", code):
            try:
                first_exercise(chapter_id, (ExerciseKind.MOVE,))
            except LookupError:
                continue
            assert course.chapter(chapter_id).notebook == path.name, (chapter_id, path.name)
            return path.name, chapter_id
    raise AssertionError("no lesson shows a CourseLesson with a move exercise")


def test_a_lesson_exercise_is_answered_by_clicking(session: Session) -> None:
    page = session.new_page()
    try:
        answer_exercise(page, session.visit)
    finally:
        screenshot(page, "site-exercise")
        page.context.close()  # type: ignore[attr-defined]


def answer_exercise(page: object, visit: Visit) -> None:
    """Open the first lesson with a move exercise, go to it with Next, answer it by clicking."""
    from pegs import Move
    from pegs.course import ExerciseKind, load_course
    from widgets.board.hand import card_label
    from widgets.course.model import chapter_steps

    name, chapter_id = exercise_notebook()
    visit.timings.update(
        {f"{name}: {k}": v for k, v in open_and_run(page, visit.base, name, boards=1).items()}
    )
    wait_all_cells_run(page)
    index, exercise = first_exercise(chapter_id, (ExerciseKind.MOVE,))
    total = len(chapter_steps(load_course().chapter(chapter_id)))
    lesson = CoursePage(page)
    lesson.root.scroll_into_view_if_needed()
    lesson.wait_text(f"Screen 1 of {total}", timeout=60)
    lesson.go_to_screen(index, total)
    lesson.wait_text(exercise.prompt)
    assert lesson.feedback() == "", "the exercise is answered before the learner acts"
    answer = exercise.answers[0]
    if exercise.position.hand():  # the hand's cards are shown before one is clicked
        lesson.wait_text(card_label(Move.parse(answer, exercise.position.players).card))
    wait_until_still(lesson.root.locator("canvas.pegs-board").first)
    lesson.answer(exercise, answer)
    expected = exercise.judge(answer)
    assert expected.correct
    lesson.wait_text("Right!", timeout=60)
    assert lesson.feedback().startswith("Right!"), lesson.text()


def wait_all_cells_run(page: object, timeout: float = 180_000) -> None:
    """Wait until no cell is running or queued (no ``[*]`` prompt) and the kernel is idle."""
    page.wait_for_function(  # type: ignore[attr-defined]
        "() => !Array.from(document.querySelectorAll('.jp-InputPrompt'))"
        ".some((p) => p.textContent.includes('*'))"
        " && /\\| Idle/.test(document.querySelector('#jp-main-statusbar')?.textContent || '')",
        timeout=timeout,
    )


def wait_until_still(canvas: object, quiet: float = 0.6, timeout: float = 60.0) -> None:
    """Wait until a canvas has not changed for ``quiet`` seconds (an animation has ended)."""
    deadline = time.monotonic() + timeout
    last, since = canvas_pixels(canvas)["hash"], time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.1)
        now = canvas_pixels(canvas)["hash"]
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet:
            return
    raise AssertionError("the board kept changing: an animation never ended")


#: Each document a lesson links: the lesson, the page, the title it shows (Trust item 3).
SITE_DOCS = [
    (None, "docs/glossary.ipynb", "Glossary"),
    (None, "docs/summary.ipynb", "Pegs and Jokers on one page"),
    ("90_back_alley.ipynb", "docs/RULES.ipynb", "Rules of the kit"),
]


@pytest.mark.parametrize(("lesson", "path", "title"), SITE_DOCS, ids=[d[1] for d in SITE_DOCS])
def test_a_lesson_link_opens_the_document_rendered_on_the_site(
    session: Session, lesson: str | None, path: str, title: str
) -> None:
    """Not "Path docs/summary.md does not exist", nor the raw Markdown in an editor."""
    page = session.new_page()
    base = session.visit.base
    try:
        # The start lesson (None) by its address: the front page may first offer the languages.
        start = lesson or build_site.START_LESSON  # type: ignore[attr-defined]
        page.goto(f"{base}lab/index.html?path={start}", wait_until="load")  # type: ignore[attr-defined]
        anchor = page.locator(f'.jp-RenderedMarkdown a[href*="{path}"]:visible').first  # type: ignore[attr-defined]
        anchor.wait_for(timeout=60_000)
        anchor.click()
        # The page's own tab is the one shown (the lesson's stays open behind it).
        tab = page.locator("#jp-main-dock-panel .lm-TabBar-tab.lm-mod-current").first  # type: ignore[attr-defined]
        page.wait_for_function(  # type: ignore[attr-defined]
            "(name) => [...document.querySelectorAll("
            "'#jp-main-dock-panel .lm-TabBar-tab.lm-mod-current')]"
            ".some((t) => t.textContent.includes(name))",
            arg=path.split("/")[-1],
            timeout=60_000,
        )
        assert path.split("/")[-1] in (tab.text_content() or "")
        shown = page.locator(".jp-NotebookPanel:visible .jp-RenderedMarkdown h1").first  # type: ignore[attr-defined]
        shown.wait_for(timeout=60_000)
        assert (shown.text_content() or "").rstrip("¶ ").startswith(title)
        assert page.locator(".jp-FileEditor:visible").count() == 0  # type: ignore[attr-defined]
        assert not page.get_by_text("does not exist").count()  # type: ignore[attr-defined]
        text = page.locator(".jp-NotebookPanel:visible").first.inner_text()  # type: ignore[attr-defined]
        raw = [line for line in text.splitlines() if line.lstrip().startswith(("#", "|"))]
        assert raw == [], f"raw Markdown on the page: {raw[:3]}"
    finally:
        screenshot(page, f"site-{path.replace('/', '-')}")
        page.context.close()  # type: ignore[attr-defined]


def test_no_request_left_the_machine(session: Session) -> None:
    visit = session.visit
    assert visit.aborted == [], f"the page asked for outside addresses: {visit.aborted}"
    # Chromium may open a connection to its proxy ahead of need and close it unused (one CI run
    # caught one): it sends no byte, so it names no address and carries nothing off the machine.
    sent = [t for t in visit.trapped if t != SILENT]
    from_site = [t for t in sent if trapped_host(t) not in BROWSER_OWN_HOSTS]
    assert from_site == [], f"outside requests reached the trap: {from_site}"


def test_the_console_holds_only_what_jupyterlite_always_prints(session: Session) -> None:
    visit = session.visit
    missing = [
        f for f in visit.failed if f.split()[1][len(visit.base) :] not in JUPYTERLITE_MISSING
    ]
    assert missing == [], f"files the site asked for and did not have: {missing}"
    allowed = [*ALWAYS_PRINTED, *MISSING_LINES] if visit.failed else ALWAYS_PRINTED
    unexpected = [
        line
        for line in visit.console
        if not any(re.search(p, line.split(": ", 1)[1], re.DOTALL) for p in allowed)
    ]
    assert unexpected == [], "unexpected console messages:\n" + "\n".join(unexpected)
