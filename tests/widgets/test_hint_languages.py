"""The course's hint ladder in five languages: the nudge and the rule step inside ``speaking``.

Issue 28 "What to build" 1 (hints): the ladder's first step, a nudge fitting the mistake
(``pegs.course.nudge``), and the frame of its second step, the rule, are Fluent messages
(``pegs/words/locales/<lang>/hints.ftl``) said in the language spoken; English is unchanged.
The exercise is RULES 5.bump-opponent: the 5 of hearts from T10 lands on Orange's peg on T15.
"""

from __future__ import annotations

import pytest
from course_fixtures import BUMP

from pegs.course.nudge import nudge, rule_words
from pegs.words.hints import NUDGES, wait_words
from pegs.words.messages import speaking

#: The right card on the other peg (T40): the nudge says the card is right, try another peg.
ANOTHER_PEG = {
    "en": "The card is right: try it with another peg.",
    "sv": "Kortet är rätt: prova det med en annan pinne.",
    "it": "La carta è giusta: provala con un altro piolo.",
    "sq": "Letra është e saktë: provoje me një kunj tjetër.",
    "fi": "Kortti on oikein: kokeile sitä toisella nappulalla.",
}


@pytest.mark.parametrize("lang", sorted(ANOTHER_PEG))
def test_the_nudge_for_another_peg_is_said_in_the_language_spoken(lang: str) -> None:
    with speaking(lang):
        assert nudge(BUMP, "5H 0:T40-T45") == ANOTHER_PEG[lang]
        assert NUDGES["peg"] == ANOTHER_PEG[lang]


@pytest.mark.parametrize(
    ("lang", "start", "end"),
    [
        ("en", "The rule: ", " The marked pegs are the ones the rule is about."),
        ("fi", "Sääntö: ", " Merkityt nappulat ovat ne, joista sääntö kertoo."),
        ("sq", "Rregulli: ", " Kunjat e shënuar janë ata për të cilët flet rregulli."),
    ],
)
def test_the_rule_step_frames_the_rule_in_the_language_spoken(
    lang: str, start: str, end: str
) -> None:
    with speaking(lang):
        said = rule_words(BUMP)
    assert said.startswith(start) and said.endswith(end)
    assert len(said) > len(start) + len(end) + 10  # the rule's own sentence stands between


def test_every_nudge_and_the_wait_are_said_in_finnish_and_albanian() -> None:
    """No nudge of a translated language falls back on its English (each is fresh)."""
    english = {kind: NUDGES[kind] for kind in NUDGES} | {"wait": wait_words()}
    for lang in ("fi", "sq"):
        with speaking(lang):
            said = {kind: NUDGES[kind] for kind in NUDGES} | {"wait": wait_words()}
        assert set(said) == set(english) and len(said) == 9
        assert all(said[kind] != english[kind] for kind in said), lang


def test_a_kind_without_a_nudge_is_not_one() -> None:
    assert "nonsense" not in NUDGES
    with pytest.raises(KeyError):
        NUDGES["nonsense"]
