"""An illegal move's error words its refusal when read, in the language spoken then (issue 28).

``IllegalMoveError`` keeps the refusal as data (rule clause, case, values); its text is made by
the words layer when the error is read, as ``Refusal.message`` is, so a program that catches it
inside ``speaking("fi")`` reads Finnish and the command line needs no re-wording of its own.
"""

from __future__ import annotations

import pytest

from pegs import new_game
from pegs.errors import IllegalMoveError
from pegs.words.messages import speaking

#: RULES 4: a peg in start comes out only onto its own come-out hole.
MOVE = "QS 2:S-T20"


def _refused() -> IllegalMoveError:
    position = new_game(4, seed=3)
    with pytest.raises(IllegalMoveError) as caught:
        position.play(MOVE)
    return caught.value


def test_the_error_is_worded_when_read_in_the_language_spoken():
    """RULES 4: the same error reads English, then Finnish, then Swedish, from its data."""
    err = _refused()
    assert err.refusal is not None and err.clause == "4"
    english = str(err)
    assert english.startswith(f"'{MOVE}' is not allowed: ") and english.endswith("(RULES 4)")
    with speaking("fi"):
        assert str(err).startswith(f"'{MOVE}' ei ole sallittu: Vihreän lähtöalueen nappula")
    with speaking("sv"):
        assert str(err).startswith(f"'{MOVE}' är inte tillåtet: En pinne i Gröns startområde")
    assert str(err) == english  # outside a language block: English again


def test_an_error_without_a_refusal_keeps_its_own_text():
    err = IllegalMoveError("a move the caller refused in its own words")
    assert str(err) == "a move the caller refused in its own words"
