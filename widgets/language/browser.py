"""The browser's language: the first of the kit's languages an ``Accept-Language`` header asks for.

A browser sends its user's languages in order of preference with every request
(``fi-FI,fi;q=0.9,en;q=0.8``). The table server reads the header of each request; Voila hands it
to a page's kernel as ``HTTP_ACCEPT_LANGUAGE`` when told to (``http_header_envs``), so the game
app reads it there. Plain Python, no dependency.
"""

from __future__ import annotations

from pegs.words.messages import LANGUAGES

#: The longest header read (a browser's is well under this) and the most languages looked at.
MAX_HEADER = 1_000
MAX_ITEMS = 32


def _weight(params: list[str]) -> float:
    """An item's preference, its ``q=`` (1 when not given, 0 when it cannot be read)."""
    for param in params:
        name, _, value = param.strip().partition("=")
        if name.strip().lower() == "q":
            try:
                weight = float(value.strip())
            except ValueError:
                return 0.0
            return weight if 0.0 <= weight <= 1.0 else 0.0
    return 1.0


def accept_language(header: str | None) -> str | None:
    """The kit's language ``header`` prefers most ("fi-FI,fi;q=0.9" gives "fi"); None if none."""
    if not header:
        return None
    ranked: list[tuple[float, int, str]] = []
    for index, item in enumerate(header[:MAX_HEADER].split(",")[:MAX_ITEMS]):
        tag, *params = item.split(";")
        primary = tag.strip().split("-")[0].split("_")[0].lower()
        weight = _weight(params)
        if primary in LANGUAGES and weight > 0:
            ranked.append((-weight, index, primary))
    return min(ranked)[2] if ranked else None


__all__ = ["accept_language"]
