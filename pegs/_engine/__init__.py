"""The engine's CPython-tuned core: the only place speed tricks live (see each module).

- ``scratch``: a position's pegs as arrays (occupancy, home bitmasks, start counts) and landing.
- ``reach``: every outcome of every movable peg, count by count, filled when first asked for.
- ``movegen``: the moves of a card or a hand, read from the reach rows.
- ``splits``: the splits of a 7 or a 9, reusing the rows wherever a first part changes nothing.
- ``tables``: what each card does under a set of rules, kept here rather than on ``Rules``.
- ``paths``: the holes a played move's peg steps on, sliced from the track laid out once.
- ``core``: one position's arrays, rows and listed moves; a played move's core is derived from
  its parent's, and a listed move is resolved without a second check.

Nothing outside ``pegs`` should import these: the public face is ``pegs.Position``.
"""
