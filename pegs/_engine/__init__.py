"""The engine's CPython-tuned core: the only place speed tricks live (see each module)."""
