"""The app notebook that ``make app`` serves (issue 15): the game alone, nothing else."""

from __future__ import annotations

import json
from pathlib import Path

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "app.ipynb"
MAKEFILE = NOTEBOOK.parents[1] / "Makefile"


def test_the_app_notebook_holds_only_the_game() -> None:
    # Every lesson, the app too, opens with the hidden install cell (a no-op where the kit is).
    cells = [
        c
        for c in json.loads(NOTEBOOK.read_text())["cells"]
        if "setup" not in c["metadata"].get("tags", [])
    ]
    assert [c["cell_type"] for c in cells] == ["code"], "no text around the game"
    cell = cells[0]
    source = "".join(cell["source"])
    assert "GameApp(" in source and "fill_window=True" in source
    assert "](" not in source and "http" not in source, "no link to follow"
    assert cell["metadata"]["jupyter"]["source_hidden"] is True  # JupyterLab shows no code
    assert "hide-input" in cell["metadata"]["tags"]


def test_make_app_serves_it_with_voila() -> None:
    text = MAKEFILE.read_text()
    target = text[text.index("\napp:") :].split("\n\n")[0]
    assert "voila" in target and "notebooks/app.ipynb" in target
