"""Every hole number of the reading aids can be read: no seat's name is drawn over it.

The SVG board with aids is laid out in Chromium at 900 px, at 4, 6 and 8 players, in the light and
the projector (high-contrast, larger type) themes. For each number the browser is asked what is
drawn at points spread over the number's box: none may belong to a seat's label (its name, team
words, peg shape or turn plate).
"""

from __future__ import annotations

import pytest

from pegs import new_game
from pegs.render.svg import render_svg

pytestmark = pytest.mark.browser

_COVERED_JS = """
() => {
  const covered = [];
  for (const number of document.querySelectorAll('text.hole-label')) {
    const r = number.getBoundingClientRect();
    let hit = false;
    for (const fx of [0.25, 0.5, 0.75]) for (const fy of [0.3, 0.5, 0.7]) {
      const x = r.left + r.width * fx, y = r.top + r.height * fy;
      for (const el of document.elementsFromPoint(x, y)) {
        if (el === number) break;  // what lies under the number does not hide it
        if (el.closest('g.seat-label')) hit = true;
      }
    }
    if (hit) covered.push(number.textContent);
  }
  return {covered: covered, numbers: document.querySelectorAll('text.hole-label').length};
}
"""


@pytest.mark.parametrize("theme", ["light", "high-contrast"])
@pytest.mark.parametrize("players", [4, 6, 8])
def test_no_seat_name_covers_a_hole_number(page, players: int, theme: str) -> None:
    # RULES 2.come-out-in-spot: the landmarks' numbers are always shown, so they must be legible.
    for bottom in range(players):
        svg = render_svg(
            new_game(players, seed=1), size=900, aids=True, theme=theme, bottom_seat=bottom
        )
        page.set_content(f"<html><body style='margin:0'>{svg}</body></html>")
        found = page.evaluate(_COVERED_JS)
        assert found["numbers"] >= 4 * players
        assert found["covered"] == [], (players, theme, bottom)
