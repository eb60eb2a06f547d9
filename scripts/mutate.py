"""A small one-line mutation tester: change one operator or constant, run the tests, repeat.

Usage: ``python scripts/mutate.py backalley/scoring.py tests/backalley/test_ba_rules.py``.
Each mutant changes one token on one code line (comparisons, arithmetic, ``and``/``or``,
``not``, ``min``/``max``, small integers, ``True``/``False``). A mutant is killed when the
tests fail (or time out). The module is restored afterwards, also on Ctrl-C. Prints one line per
survivor and the score; ``--json`` prints the result as one JSON line.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# (pattern, replacement): each match on a line is one mutant.
OPERATORS = [
    (r"(?<![<>=!])<(?![<=])", "<="),
    (r"<=", "<"),
    (r"(?<![<>=!-])>(?![>=])", ">="),
    (r">=", ">"),
    (r"==", "!="),
    (r"!=", "=="),
    (r"(?<![+\-*/=<>!])\+(?![+=])", "-"),
    (r"(?<![+\-*/=<>!(,\[ ])-(?![-=>])", "+"),
    (r" - ", " + "),
    (r"\band\b", "or"),
    (r"\bor\b", "and"),
    (r"\bnot ", ""),
    (r" is not ", " is "),
    (r" is (?!not )", " is not "),
    (r"\bmax\(", "min("),
    (r"\bmin\(", "max("),
    (r"\bTrue\b", "False"),
    (r"\bFalse\b", "True"),
    (r"(?<=[ (\[])-(?=[\w(])", ""),  # unary minus dropped
    (r" \* ", " + "),
    (r"(?<=\bif )(.+)(?=:$)", "not (\\1)"),  # a condition negated
    (r"(?<![\w.])([0-9])(?![\w.])", None),  # small integer: n -> n + 1
]


def code_lines(text: str) -> list[int]:
    """Indexes of lines that hold code (not blank, comment or docstring lines)."""
    out = []
    in_doc = False
    for index, line in enumerate(text.splitlines()):
        stripped = line.strip()
        quotes = stripped.count('"""')
        if in_doc:
            if quotes:
                in_doc = False
            continue
        if stripped.startswith('"""'):
            in_doc = quotes == 1
            continue
        if not stripped or stripped.startswith("#") or stripped.startswith(("import ", "from ")):
            continue
        out.append(index)
    return out


def mutants(text: str) -> list[tuple[int, str, str]]:
    """Every (line index, original line, mutated line)."""
    lines = text.splitlines()
    found = []
    for index in code_lines(text):
        line = lines[index]
        code = line.split("  #")[0]
        if re.search(r"f?\"[^\"]*\"", code) and code.strip().startswith(('f"', '"', "raise")):
            continue
        for pattern, replacement in OPERATORS:
            for match in re.finditer(pattern, code):
                # Skip matches inside string literals.
                before = code[: match.start()]
                if before.count('"') % 2 or before.count("'") % 2:
                    continue
                if replacement is None:
                    new = str(int(match.group(1)) + 1)
                else:
                    new = match.expand(replacement)
                mutated = line[: match.start()] + new + line[match.end() :]
                if mutated != line:
                    found.append((index, line, mutated))
    return found


def run_tests(tests: list[str], timeout: float) -> bool:
    """True when the tests pass."""
    try:
        result = subprocess.run(
            [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *tests],
            cwd=ROOT,
            capture_output=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return False
    return result.returncode == 0


def main(argv: list[str] | None = None) -> int:
    """Mutate the module line by line; print survivors and the kill score."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("module")
    parser.add_argument("tests", nargs="+")
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--lines", help="only mutate lines FIRST-LAST of the module")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    path = ROOT / args.module
    original = path.read_text()
    found = mutants(original)
    if args.lines:
        first, last = (int(n) for n in args.lines.split("-"))
        found = [m for m in found if first <= m[0] + 1 <= last]
    survivors = []
    try:
        for index, line, mutated in found:
            lines = original.splitlines()
            lines[index] = mutated
            path.write_text("\n".join(lines) + "\n")
            if run_tests(args.tests, args.timeout):
                survivors.append({"line": index + 1, "from": line.strip(), "to": mutated.strip()})
                if not args.json:
                    print(f"survived {args.module}:{index + 1}: {mutated.strip()}", flush=True)
    finally:
        path.write_text(original)
    killed = len(found) - len(survivors)
    result = {
        "module": args.module,
        "mutants": len(found),
        "killed": killed,
        "score": round(killed / len(found), 3) if found else None,
        "survivors": survivors,
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{args.module}: {killed} of {len(found)} mutants killed ({result['score']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
