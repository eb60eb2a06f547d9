"""Print the course's per-clause table: each RULES clause and how many exercises show it."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pegs.course import load_course
from pegs.scenarios import CLAUSES


def main() -> int:
    """Print the table, kinds and totals; exit 1 if a clause is short of its figure."""
    course = load_course()
    exercises = course.exercises
    counts = Counter(c for e in exercises for c in e.clauses)
    short = []
    for clause in CLAUSES:
        need = 3 if clause.split(".")[0] in "45678" else 1
        mark = "" if counts[clause] >= need else f"  (needs {need})"
        if mark:
            short.append(clause)
        print(f"{clause:28} {counts[clause]:3}{mark}")
    kinds = Counter(e.kind.value for e in exercises)
    print("kinds:", ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    for chapter in course.chapters:
        print(
            f"chapter {chapter.id}: {len(chapter.exercises)} exercises, "
            f"checkpoint {len(chapter.checkpoint)}"
        )
    print(f"exercises: {len(exercises)}, puzzles: {len(course.puzzles)}")
    return 1 if short else 0


if __name__ == "__main__":
    sys.exit(main())
