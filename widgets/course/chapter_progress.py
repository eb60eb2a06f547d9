"""One chapter's record in the progress file: what it holds, read and merged (issue 13, 29).

Per chapter: the exercises solved, the checkpoint's best score, whether the chapter is done and
its stars, the most stars each exercise gave (the hint ladder), and the exercises in review with
their boxes (``review``). Reading checks every field and says in words what is wrong; merging two
records of one chapter keeps the best of each, so nothing a learner earned is lost. Keeping the
file safe is ``progress.py``'s.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pegs.course.mastery import mastered

from . import review as _review

#: Stars a chapter can earn: 1 for finishing its checkpoint, 2 for half right or better at the
#: first try, 3 for every checkpoint exercise right at the first try.
MAX_STARS = 3


def stars_for(score: int, total: int) -> int:
    """The stars a finished checkpoint earns for ``score`` right at the first try of ``total``."""
    if total <= 0:
        return 0
    if score >= total:
        return 3
    return 2 if 2 * score >= total else 1


@dataclass
class ChapterProgress:
    """One chapter's record: solved exercises, the checkpoint's best score, done and stars."""

    solved: set[str] = field(default_factory=set)
    score: int = 0
    total: int = 0
    done: bool = False
    stars: int = 0
    #: The most stars each exercise gave when solved (3 less the hint steps taken).
    best: dict[str, int] = field(default_factory=dict)
    #: The exercises in review, each with its box and when it is due.
    review: dict[str, _review.Card] = field(default_factory=dict)

    @property
    def mastered(self) -> bool:
        """True once a checkpoint was finished with 80% right at the first try (the chapter is
        done; ``done`` alone says it was finished)."""
        return self.done and mastered(self.score, self.total)

    def to_json(self) -> dict[str, Any]:
        """The record as JSON data (sorted, so the file is stable)."""
        data: dict[str, Any] = {
            "solved": sorted(self.solved),
            "score": self.score,
            "total": self.total,
            "done": self.done,
            "stars": self.stars,
        }
        if self.best:
            data["exercise_stars"] = {key: self.best[key] for key in sorted(self.best)}
        if self.review:
            data["review"] = {key: self.review[key].to_json() for key in sorted(self.review)}
        return data

    @classmethod
    def from_json(cls, data: Any) -> ChapterProgress:
        """A record from JSON data; a ValueError saying what is wrong otherwise."""
        if not isinstance(data, dict):
            raise ValueError("a chapter's record is not an object")
        solved = data.get("solved", [])
        if not isinstance(solved, list) or not all(isinstance(s, str) for s in solved):
            raise ValueError("'solved' is not a list of exercise names")
        numbers = {k: data.get(k, 0) for k in ("score", "total", "stars")}
        for key, value in numbers.items():
            if type(value) is not int or value < 0:
                raise ValueError(f"{key!r} is not a whole number")
        if not isinstance(data.get("done", False), bool):
            raise ValueError("'done' is not true or false")
        best = data.get("exercise_stars", {})
        if not isinstance(best, dict) or not all(
            type(v) is int and 0 <= v <= MAX_STARS for v in best.values()
        ):
            raise ValueError("'exercise_stars' is not a star count for each exercise")
        review = data.get("review", {})
        if not isinstance(review, dict):
            raise ValueError("'review' is not an object")
        return cls(
            solved=set(solved),
            score=numbers["score"],
            total=numbers["total"],
            done=data.get("done", False),
            stars=min(numbers["stars"], MAX_STARS),
            best={str(k): v for k, v in best.items()},
            review={str(k): _review.Card.from_json(v) for k, v in review.items()},
        )

    def merged(self, other: ChapterProgress) -> ChapterProgress:
        """The best of two records of the same chapter (nothing a learner earned is lost)."""
        best = max((self, other), key=lambda r: (r.stars, r.score, r.done))
        return ChapterProgress(
            solved=self.solved | other.solved,
            score=best.score,
            total=best.total,
            done=self.done or other.done,
            stars=max(self.stars, other.stars),
            best={
                key: max(self.best.get(key, 0), other.best.get(key, 0))
                for key in self.best.keys() | other.best.keys()
            },
            review={
                key: _review.later(*cards) if len(cards) == 2 else cards[0]
                for key in self.review.keys() | other.review.keys()
                if (cards := [r.review[key] for r in (self, other) if key in r.review])
            },
        )


__all__ = ["MAX_STARS", "ChapterProgress", "stars_for"]
