"""Tools for exploring positions: every move of one card, and a position editor."""

from .editor import PositionEditor
from .explorer import CardExplorer

__all__ = ["CardExplorer", "PositionEditor"]
