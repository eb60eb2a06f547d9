"""The ``pegs`` command line."""

from .main import main as main  # the console script

__all__ = ["main"]
