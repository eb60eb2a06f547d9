"""`pegs play FILE MOVE --lang LANG` and `pegs moves --card`: a refusal in five languages.

Issue 28 "What to build" 1: the command line's refusals speak each language, in whole sentences
whose grammar the message files carry (the Finnish accusative "olevan Sinisen nappulan", the
Albanian "kunjin e Blusë", Italian articles); English stays byte for byte what it was.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pegs.cli.main import main
from tests.builders import make


@pytest.fixture
def position_file(tmp_path: Path) -> Path:
    """Blue to play, pegs on its come-out hole, 3 holes before it, 1 before Orange's in-spot."""
    position = make(
        {0: ["T5", "T8", "T20"], 1: ["T44"]},
        turn=0,
        hands={0: ["5H", "8C"], 1: ["KH"], 2: [], 3: []},
    )
    path = tmp_path / "pos.json"
    path.write_text(position.to_json(), encoding="utf-8")
    return path


def _refusal(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The one error line of a refused command (exit status 2, nothing on standard output)."""
    assert main(list(argv)) == 2
    out, err = capsys.readouterr()
    assert out == ""
    return err.strip()


#: RULES 5, a peg may not pass its own colour, in each language (the peg is its own subject).
PASS_OWN_COLOUR = {
    "en": "error: '5H 0:T5-T10' is not allowed: A peg may not pass its own colour: Blue's peg on "
    "its come-out hole is in the way (RULES 5)",
    "sv": "error: '5H 0:T5-T10' är inte tillåtet: En pinne får inte passera sin egen färg: Blås "
    'pinne på sitt eget "kom ut"-fält står i vägen (RULES 5)',
    "it": "error: '5H 0:T5-T10' non è permesso: Un piolo non può superare il proprio colore: il "
    'piolo del Blu sul proprio spazio "uscita" sbarra la strada (RULES 5)',
    "sq": "error: '5H 0:T5-T10' nuk lejohet: Një kunj nuk mund të kalojë ngjyrën e vet: në rrugë "
    'është kunji i Blusë në hapësirën e vet "dalë" (RULES 5)',
    "fi": "error: '5H 0:T5-T10' ei ole sallittu: Nappula ei saa ohittaa omaa väriään: omassa "
    "ulostuloreiässään oleva Sinisen nappula on tiellä (RULES 5)",
}


@pytest.mark.parametrize("lang", sorted(PASS_OWN_COLOUR))
def test_rule_5_pegs_play_refuses_passing_its_own_colour_in_each_language(
    position_file, capsys, lang
):
    """`pegs play FILE MOVE --lang LANG`: the refusal's whole line in that language."""
    line = _refusal(capsys, "play", str(position_file), "5H 0:T5-T10", "--lang", lang)
    assert line == PASS_OWN_COLOUR[lang]


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "5 steps take Blue's peg 1 hole before Orange's in-spot to 1 hole before Orange's "
            "come-out hole, not onto Orange's come-out hole (RULES 4)",
        ),
        (
            "fi",
            "5 askelta vie 1 reikä ennen Oranssin sisääntuloreikää olevan Sinisen nappulan "
            "kohtaan, joka on 1 reikä ennen Oranssin ulostuloreikää, ei Oranssin "
            "ulostuloreikään (RULES 4)",
        ),
        (
            "sq",
            '5 hapa e çojnë kunjin e Blusë 1 vrimë para vrimës "in-spot" të Portokallisë në '
            'vrimën 1 vrimë para hapësirës "dalë" të Portokallisë, jo në hapësirën "dalë" e '
            "Portokallisë (RULES 4)",
        ),
        (
            "it",
            "5 passi portano il piolo del Blu a 1 buco prima del punto d'ingresso "
            "dell'Arancione al buco a 1 buco prima dello spazio \"uscita\" dell'Arancione, non "
            'sullo spazio "uscita" dell\'Arancione (RULES 4)',
        ),
    ],
)
def test_rule_4_a_five_counted_wrong_names_the_peg_in_the_case_its_language_needs(
    position_file, capsys, lang, expected
):
    """The peg moved is an object here: Finnish accusative, Albanian definite accusative."""
    line = _refusal(capsys, "play", str(position_file), "5H 0:T20-T26", "--lang", lang)
    assert line.endswith(": " + expected), line


def test_rule_3_pegs_lang_chooses_the_refusals_language_and_lang_overrides_it(
    position_file, capsys, monkeypatch
):
    """``PEGS_LANG`` chooses when ``--lang`` is not given; ``--lang en`` wins over it."""
    monkeypatch.setenv("PEGS_LANG", "it")
    line = _refusal(capsys, "play", str(position_file), "KH 0:S-T9")
    assert line == (
        "error: 'KH 0:S-T9' non è permesso: Blu non ha in mano il re di cuori; ha in mano il 5 "
        "di cuori, l'8 di fiori (RULES 3)"
    )
    line = _refusal(capsys, "play", str(position_file), "KH 0:S-T9", "--lang", "en")
    assert line == (
        "error: 'KH 0:S-T9' is not allowed: Blue does not hold the king of hearts; its hand is "
        "the 5 of hearts, the 8 of clubs (RULES 3)"
    )


def test_rule_4_moves_card_says_why_a_card_has_no_move_in_swedish(tmp_path, capsys):
    """`pegs moves --card 5H --lang sv`: no move listed, the reason in Swedish on stderr."""
    path = tmp_path / "start.json"
    path.write_text(make({}, turn=0, hands={0: ["5H"], 1: [], 2: [], 3: []}).to_json())
    assert main(["moves", str(path), "--card", "5H", "--lang", "sv"]) == 0
    out, err = capsys.readouterr()
    assert out == ""
    assert err.strip() == (
        "inget drag för 5H: En 5:a kan inte föra ut en pinne ur startområdet: det kan bara ett "
        "ess, en kung, en dam, en knekt eller en joker (RULES 4)"
    )


def test_an_unknown_language_for_a_refusal_is_one_error_line_naming_the_five(position_file, capsys):
    """``--lang de``: a usage error in words listing the kit's languages, no traceback."""
    line = _refusal(capsys, "play", str(position_file), "5H 0:T5-T10", "--lang", "de")
    assert line.startswith("error: unknown language 'de'")
    for name in ("Swedish", "Italian", "Albanian", "Finnish"):
        assert name in line
