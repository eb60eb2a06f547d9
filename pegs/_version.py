"""The kit's version: the one source for pegs.__version__, the CLIs' --version and the package."""

__version__ = "0.1.0"
