"""How the kit serves notebooks: the Voila and JupyterLab options every way of starting it uses.

``make app``, ``make course``, ``make voila`` and ``pegs lessons --voila`` all start Voila with
``voila_options()`` (the Makefile spells the same flags out, and a test checks they agree).
Voila starts a kernel for every page visit and, when a page is closed, its request to shut that
kernel down is refused (it lacks the ``_xsrf`` token: an open upstream bug), so without culling
every visit's kernel stays alive. Jupyter Server's own culler (``MappingKernelManager``) shuts a
kernel down once it has had no page connected and no message for ``CULL_IDLE_TIMEOUT`` seconds;
a page still open keeps its kernel, however long it sits idle, so no game in progress is lost.

``make kit`` and ``pegs lessons`` start JupyterLab with ``lab_options()``. The kit's small
JupyterLab plugin (``labextension/``, plain JavaScript with no build step, loaded only by a Lab
the kit starts) runs a trusted lesson when it opens and keeps its lesson in view, so a learner
never has to choose Run All. A pre-save hook, ``keep_lesson_file``, keeps what running a lesson
changes out of its file: the outputs a lesson stores (a live widget cannot be stored) and the
Python version the file already names. JupyterLab
writes the kernel's ``language_info`` (with its exact version, e.g. 3.12.1) into every notebook
it opens, so saving a lesson on any Python but the one it was stamped with would rewrite a
tracked file, and a learner's copy would look changed by them. The version is the kernel's, not
the lesson's: the file keeps the one it has. Nothing here imports Jupyter.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

#: Seconds a kernel with no page connected may sit idle before it is shut down.
CULL_IDLE_TIMEOUT = 300
#: Seconds between two looks for idle kernels.
CULL_INTERVAL = 60


#: Voila's option that hands a page's ``Accept-Language`` header to its kernel.
BROWSER_LANGUAGE = "--VoilaConfiguration.http_header_envs=['Accept-Language']"


def voila_options(
    idle_timeout: int = CULL_IDLE_TIMEOUT, interval: int = CULL_INTERVAL
) -> list[str]:
    """Voila's options: closed pages' kernels shut down, the browser's language to each kernel."""
    return [
        f"--MappingKernelManager.cull_idle_timeout={idle_timeout}",
        f"--MappingKernelManager.cull_interval={interval}",
        # A page still open keeps its kernel: a learner who stops for a while loses nothing.
        "--MappingKernelManager.cull_connected=False",
        # The browser's languages reach the kernel as HTTP_ACCEPT_LANGUAGE (Voila passes only
        # the headers named here), so a page starts in the learner's language (issue 28).
        BROWSER_LANGUAGE,
    ]


#: The hook as Jupyter Server imports it (``ContentsManager.pre_save_hook``).
SAVE_HOOK = "pegs.cli.serving.keep_lesson_file"
#: The folder of the kit's prebuilt JupyterLab extension (the lesson start).
LAB_EXTENSIONS = Path(__file__).parent / "labextension"
#: The notebook metadata that asks the lesson start to run a lesson when it opens.
START_KEY = "pegs_kit"


def lab_options() -> list[str]:
    """JupyterLab's options: lessons start on open, and saving one keeps its file's outputs."""
    return [
        f"--ContentsManager.pre_save_hook={SAVE_HOOK}",
        f"--LabApp.extra_labextensions_path={LAB_EXTENSIONS}",
    ]


def starts_on_open(content: dict[str, Any]) -> bool:
    """True when a notebook's metadata asks the kit's Lab to run it when it opens."""
    metadata = content.get("metadata")
    meta = metadata.get(START_KEY) if isinstance(metadata, dict) else None
    return isinstance(meta, dict) and meta.get("start_on_open") is True


def keep_lesson_file(model: dict[str, Any], path: str, contents_manager: Any, **_: Any) -> None:
    """Before a notebook is saved, put back what its file has that running it would change."""
    if model.get("type") != "notebook" or not isinstance(model.get("content"), dict):
        return
    stored = _stored(path, contents_manager)
    if stored is None:
        return  # a new notebook: the kernel's words stay
    keep_lesson_python(model, path, contents_manager, stored=stored)
    if starts_on_open(model["content"]) and starts_on_open(stored):
        _keep_lesson_outputs(model["content"], stored)


def _stored(path: str, contents_manager: Any) -> dict[str, Any] | None:
    """The notebook file as it is on disk now, or None when there is none to read."""
    root = str(getattr(contents_manager, "root_dir", "") or "")
    try:
        with open(os.path.join(root, path.lstrip("/")), encoding="utf-8") as file:
            stored = json.load(file)
    except (OSError, ValueError):
        return None
    return stored if isinstance(stored, dict) else None


def _keep_lesson_outputs(content: dict[str, Any], stored: dict[str, Any]) -> None:
    """Each code cell whose code is the file's gets the file's outputs back.

    A lesson started on open shows live widgets, which no file can store; a cell the learner
    wrote or changed keeps what it shows, so nothing a learner made is lost.
    """
    before = {
        cell.get("id"): cell
        for cell in stored.get("cells", ())
        if isinstance(cell, dict) and cell.get("cell_type") == "code"
    }
    for cell in content.get("cells", ()):
        old = before.get(cell.get("id")) if isinstance(cell, dict) else None
        if old is None or cell.get("cell_type") != "code" or not _same_source(cell, old):
            continue
        cell["outputs"] = old.get("outputs", [])
        cell["execution_count"] = old.get("execution_count")


def _same_source(cell: dict[str, Any], old: dict[str, Any]) -> bool:
    """True when two cells hold the same code (a list of lines or one string)."""

    def text(source: Any) -> str:
        return "".join(source) if isinstance(source, list) else str(source)

    return text(cell.get("source", "")) == text(old.get("source", ""))


def keep_lesson_python(
    model: dict[str, Any],
    path: str,
    contents_manager: Any,
    stored: dict[str, Any] | None = None,
    **_: Any,
) -> None:
    """Before a notebook is saved, put back the ``language_info.version`` its file has now."""
    if model.get("type") != "notebook" or not isinstance(model.get("content"), dict):
        return
    info = model["content"].get("metadata", {}).get("language_info")
    if not isinstance(info, dict):
        return
    file = _stored(path, contents_manager) if stored is None else stored
    metadata = file.get("metadata") if file is not None else None
    kept = metadata.get("language_info") if isinstance(metadata, dict) else None
    if not isinstance(kept, dict):
        return  # a new notebook, or one that names no Python: the kernel's words stay
    if kept.get("name") == info.get("name"):
        version = kept.get("version")
        if isinstance(version, str):
            info["version"] = version
