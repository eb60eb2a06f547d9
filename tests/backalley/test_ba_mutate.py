"""The one-line mutation tester used on ``backalley/``: it finds the mutants it promises."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

import mutate

SAMPLE = '''"""A docstring with a < b and 1 + 2."""

def f(a, b):
    """Also a docstring: a == b."""
    # a comment: a and b
    if a >= b and not a:
        return max(a, b) - 1
    return "a < b"
'''


def test_mutants_change_one_token_on_code_lines_only() -> None:
    """Docstrings, comments and string literals are left alone; each mutant differs once."""
    found = {(index + 1, new.strip()) for index, _, new in mutate.mutants(SAMPLE)}
    assert (6, "if a > b and not a:") in found
    assert (6, "if a >= b or not a:") in found
    assert (6, "if a >= b and a:") in found
    assert (7, "return min(a, b) - 1") in found
    assert (7, "return max(a, b) + 1") in found
    assert (7, "return max(a, b) - 2") in found
    assert (6, "if not (a >= b and not a):") in found
    assert all(line in (6, 7) for line, _ in found)  # not the docstrings, comment or string
