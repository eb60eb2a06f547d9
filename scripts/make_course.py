"""Write the course data files (pegs/course/data/NN.json) from the chapter specs.

Run ``python scripts/make_course.py``: the engine works out every exercise's answers and refuses
an exercise it cannot confirm. ``--check`` only compares with the files on disk (exit 1 if stale).
The output is deterministic (no randomness is used; sorted keys are not needed: specs are ordered).
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts" / "course")]
DATA = ROOT / "pegs" / "course" / "data"
CHAPTERS = ["ch01", "ch02", "ch03", "ch04", "ch05", "ch06", "ch07", "ch08"]


def build(name: str) -> tuple[str, str]:
    """The file name and JSON text of one chapter spec module."""
    spec = importlib.import_module(name)
    data = {
        "id": spec.ID,
        "title": spec.TITLE,
        "notebook": spec.NOTEBOOK,
        "screens": spec.SCREENS,
        "checkpoint": spec.CHECKPOINT,
    }
    return f"{spec.ID}.json", json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main() -> int:
    """Write (or with --check, compare) every chapter file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the files")
    args = parser.parse_args()
    stale = []
    for name in CHAPTERS:
        if not (ROOT / "scripts" / "course" / f"{name}.py").exists():
            continue
        file, text = build(name)
        path = DATA / file
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(file)
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    if stale:
        print("stale: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
