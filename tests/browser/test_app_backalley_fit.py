"""The Back Alley table fits a projector's 1280x720 in JupyterLab too (issue 15).

In Voila the table has the whole window; in JupyterLab the menu, the tab bar, the notebook's
toolbar and the status bar take about 130 pixels of it, and the hand (drawn at the bottom of the
table's canvas) and the bid buttons under it fell below the fold. Here the table's top is
scrolled to the top of the notebook's view, as a teacher would, and the status line, the whole
canvas with the hand and the bid buttons must all be in view at once, at both sizes.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from .conftest import LabPage, Server
from .test_backalley_classroom import kit_errors, wait_for_ink

pytestmark = pytest.mark.browser

#: Where the table's parts are once its top is scrolled to the top of the notebook's view.
_FIT_JS = """
() => {
  const root = document.querySelector('.backalley-root');
  const scroller = root.closest('.jp-WindowedPanel-outer, .jp-Notebook');
  root.scrollIntoView({block: 'start'});
  const box = (el) => { const r = el.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, width: r.width, height: r.height}; };
  const buttons = Array.from(root.querySelectorAll('.widget-button'))
    .filter((b) => b.offsetParent !== null && b.closest('.backalley-bids'));
  return {view: box(scroller), root: box(root),
          status: box(root.querySelector('.backalley-status')),
          canvas: box(root.querySelector('canvas.backalley-table')),
          bids: buttons.map(box)};
}
"""


@pytest.mark.parametrize("size", [(1280, 720), (1600, 1000)], ids=["1280x720", "1600x1000"])
def test_the_table_and_its_hand_fit_in_jupyterlab(
    browser, backalley_notebook: str, jupyter_lab: Server, size, tmp_path: Path
) -> None:
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    lab = LabPage(page, jupyter_lab)
    lab.open(backalley_notebook)
    try:
        assert lab.run_all(), f"the table's notebook failed: {lab.errors()}"
        lab.wait_idle()
        wait_for_ink(page)
        # The computers bid first, with pauses; the human's bid buttons then show.
        page.locator(".backalley-bids .widget-button").first.wait_for(timeout=60_000)
        page.wait_for_timeout(500)
        fit = page.evaluate(_FIT_JS)
        view, canvas = fit["view"], fit["canvas"]
        print(
            f"{size}: view {view}, status {fit['status']}, canvas {canvas}, bids {fit['bids'][:1]}"
        )
        shots = Path(os.environ.get("PEGS_SCREENSHOTS", tmp_path))
        shots.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(shots / f"backalley-lab-fit-{size[0]}x{size[1]}.png"))
        assert fit["status"]["top"] >= view["top"] - 1, "the status line is above the view"
        assert canvas["bottom"] <= view["bottom"] + 1, (
            f"the hand is below the fold: the canvas ends at {canvas['bottom']:.0f} px, "
            f"the notebook's view at {view['bottom']:.0f} px"
        )
        assert fit["bids"], "no bid buttons shown at the first deal's bidding"
        lowest = max(b["bottom"] for b in fit["bids"])
        assert lowest <= view["bottom"] + 1, f"bid buttons end at {lowest:.0f} px, below the fold"
        # Fitting must not make the table unreadably small.
        assert canvas["height"] >= 0.55 * view["height"], f"the table is small: {canvas}"
        assert not kit_errors(errors), kit_errors(errors)
    finally:
        lab.shut_down()
        context.close()
