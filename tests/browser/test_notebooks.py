"""Every tutorial notebook runs in real JupyterLab with no error and its canvases draw (issue 5).

The notebooks are copied to a temporary folder first (``tutorial_dir``), so running them never
writes outputs back into the repository. One JupyterLab serves them all, and each notebook's
kernel is shut down after its test, so two cores are enough.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from .conftest import REPO, LabPage

pytestmark = pytest.mark.browser

NOTEBOOKS = sorted(path.name for path in (REPO / "notebooks").glob("*.ipynb"))
#: How long the canvases may take to receive their first frames once the cells have run.
DRAW_WAIT = 20.0
#: The text the committed notebooks store in place of a live widget (they keep no widget state).
LIVE_WIDGET = "live widget: run this notebook in Jupyter"
#: Widgets drawn in HTML alone, with no canvas to wait for.
NO_CANVAS = ("BackAlleyLesson", "CourseIndex")


def stored_widgets(name: str) -> int:
    """How many canvas widgets the committed notebook shows: each one draws when run."""
    notebook = json.loads((REPO / "notebooks" / name).read_text())
    texts = [
        "".join(output.get("data", {}).get("text/plain", ""))
        for cell in notebook["cells"]
        for output in cell.get("outputs", [])
    ]
    return sum(LIVE_WIDGET in t and not t.startswith(NO_CANVAS) for t in texts)


def drawn(canvas: dict) -> bool:
    """True when a canvas has a size and holds a picture, not nothing or one flat colour."""
    return canvas["width"] * canvas["height"] > 0 and canvas["inked"] > 0 and canvas["colours"] > 2


def test_the_series_is_all_here() -> None:
    # Guards the parametrisation below: an empty glob would quietly test nothing.
    assert {"01_start_here.ipynb", "07_play_a_game.ipynb", "90_back_alley.ipynb"} <= set(NOTEBOOKS)
    assert stored_widgets("01_start_here.ipynb") >= 1  # the first chapter's lesson


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_runs_cleanly_and_draws(name: str, tutorial_dir: Path, lab_page: LabPage) -> None:
    lab_page.open(f"{tutorial_dir.name}/{name}")
    succeeded = lab_page.run_all()
    lab_page.wait_idle()
    errors = lab_page.errors()
    assert not errors, f"{name} shows errors:\n" + "\n".join(errors)
    assert succeeded, f"{name}: Run All Cells stopped before the last cell"

    expected = stored_widgets(name)
    deadline = time.monotonic() + DRAW_WAIT
    canvases = lab_page.canvases()
    while time.monotonic() < deadline and not (
        len(canvases) >= expected and all(drawn(c) for c in canvases)
    ):
        time.sleep(0.25)
        canvases = lab_page.canvases()
    blank = [c for c in canvases if not drawn(c)]
    assert not blank, f"{name} has blank canvases: {blank}"
    assert len(canvases) >= expected, (
        f"{name} shows {expected} widgets but only {len(canvases)} canvases were drawn"
    )

    shots = os.environ.get("PEGS_SCREENSHOTS")
    if shots:
        lab_page.screenshots(Path(shots), Path(name).stem)
