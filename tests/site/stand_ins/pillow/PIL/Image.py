"""``PIL.Image`` stand-in: importable, and any use says this build has no real Pillow."""

from __future__ import annotations

from typing import Any

_MESSAGE = "the offline test build has a stand-in for Pillow: images are not available here"


def open(*args: Any, **kwargs: Any) -> Any:  # ipycanvas calls PIL.Image.open
    """Always fails: no image decoding in the stand-in."""
    raise NotImplementedError(_MESSAGE)


def fromarray(*args: Any, **kwargs: Any) -> Any:
    """Always fails: no image encoding in the stand-in."""
    raise NotImplementedError(_MESSAGE)
