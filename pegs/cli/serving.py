"""How the kit serves notebooks: the Voila and JupyterLab options every way of starting it uses.

``make app``, ``make course``, ``make voila`` and ``pegs lessons --voila`` all start Voila with
``voila_options()`` (the Makefile spells the same flags out, and a test checks they agree).
Voila starts a kernel for every page visit and, when a page is closed, its request to shut that
kernel down is refused (it lacks the ``_xsrf`` token: an open upstream bug), so without culling
every visit's kernel stays alive. Jupyter Server's own culler (``MappingKernelManager``) shuts a
kernel down once it has had no page connected and no message for ``CULL_IDLE_TIMEOUT`` seconds;
a page still open keeps its kernel, however long it sits idle, so no game in progress is lost.

``make kit`` and ``pegs lessons`` start JupyterLab with ``lab_options()``: a pre-save hook,
``keep_lesson_python``, keeps the Python version a notebook file already names. JupyterLab
writes the kernel's ``language_info`` (with its exact version, e.g. 3.12.1) into every notebook
it opens, so saving a lesson on any Python but the one it was stamped with would rewrite a
tracked file, and a learner's copy would look changed by them. The version is the kernel's, not
the lesson's: the file keeps the one it has. Nothing here imports Jupyter.
"""

from __future__ import annotations

import json
import os
from typing import Any

#: Seconds a kernel with no page connected may sit idle before it is shut down.
CULL_IDLE_TIMEOUT = 300
#: Seconds between two looks for idle kernels.
CULL_INTERVAL = 60


def voila_options(
    idle_timeout: int = CULL_IDLE_TIMEOUT, interval: int = CULL_INTERVAL
) -> list[str]:
    """Voila's command-line options that shut down the kernels of closed pages."""
    return [
        f"--MappingKernelManager.cull_idle_timeout={idle_timeout}",
        f"--MappingKernelManager.cull_interval={interval}",
        # A page still open keeps its kernel: a learner who stops for a while loses nothing.
        "--MappingKernelManager.cull_connected=False",
    ]


#: The hook as Jupyter Server imports it (``ContentsManager.pre_save_hook``).
SAVE_HOOK = "pegs.cli.serving.keep_lesson_python"


def lab_options() -> list[str]:
    """JupyterLab's command-line options: saving a notebook keeps the Python version it names."""
    return [f"--ContentsManager.pre_save_hook={SAVE_HOOK}"]


def keep_lesson_python(model: dict[str, Any], path: str, contents_manager: Any, **_: Any) -> None:
    """Before a notebook is saved, put back the ``language_info.version`` its file has now."""
    if model.get("type") != "notebook" or not isinstance(model.get("content"), dict):
        return
    info = model["content"].get("metadata", {}).get("language_info")
    if not isinstance(info, dict):
        return
    root = str(getattr(contents_manager, "root_dir", "") or "")
    try:
        with open(os.path.join(root, path.lstrip("/")), encoding="utf-8") as file:
            stored = json.load(file)["metadata"]["language_info"]
    except (OSError, ValueError, KeyError, TypeError):
        return  # a new notebook, or one that names no Python: the kernel's words stay
    if isinstance(stored, dict) and stored.get("name") == info.get("name"):
        version = stored.get("version")
        if isinstance(version, str):
            info["version"] = version
