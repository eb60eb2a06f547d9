"""`pegs show FILE --describe --lang LANG` and ``PEGS_LANG``: the board described in five languages.

Issue 28 "Done when": the command line speaks Swedish (and the others) in real sentences, an
unknown language is one error line naming the five, and English stays the default.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pegs.cli.main import main
from tests.builders import make

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def position_file(tmp_path: Path) -> Path:
    """Blue with pegs on the track and home, Orange on Green's come-out hole, a discard pile."""
    position = make(
        {0: ["S", "S", "T30", "T50", "H5"], 1: ["T44", "H2"]},
        turn=1,
        hands={0: ["5H"], 1: ["KH", "8C", "AS"], 2: [], 3: ["JK"]},
        draw=["2C", "3C", "4C", "5C", "6C", "7C", "9C", "10C", "JC", "QC", "KC", "AC"],
        discard=["7S", "QH"],
    )
    path = tmp_path / "pos.json"
    path.write_text(position.to_json(), encoding="utf-8")
    return path


def _show(path: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pegs", "show", str(path), "--describe", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


def test_pegs_show_describe_lang_sv_speaks_swedish(position_file):
    """The issue's own command: `pegs show FILE --describe --lang sv` in Swedish sentences."""
    result = _show(position_file, "--lang", "sv")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "4 spelare i två lag: Blå och Grön mot Orange och Lila.",
        "Det är Oranges tur, med tre kort på hand.",
        "Draghögen har 12 kort och kasthögen två kort, med hjärter dam överst.",
        'Blå (med Grön): 2 i startområdet; en 4 hål efter Oranges "kom ut"-fält, 45 hål från '
        'sin in-spot; en 6 hål efter Gröns "kom ut"-fält, 25 hål från sin in-spot; en på plats '
        "5 i hemområdet. Har ett kort på hand.",
        'Orange (med Lila): 3 i startområdet; en på Gröns "kom ut"-fält, 49 hål från sin '
        "in-spot; en på plats 2 i hemområdet.",
        "Grön (med Blå): alla fem i startområdet. Har inga kort på hand.",
        "Lila (med Orange): alla fem i startområdet. Har ett kort på hand.",
    ]


def _describe(path: Path, capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    status = main(["show", str(path), "--describe", *args])
    out = capsys.readouterr()
    assert status == 0, out.err
    return out.out.splitlines()


def test_finnish_puts_the_owner_in_the_genitive(position_file, capsys):
    """Finnish: "Vihreän ulostuloreiässä" (genitive owner, inessive place), "kaikki viisi"."""
    lines = _describe(position_file, capsys, "--lang", "fi")
    assert lines[1] == "Vuorossa on Oranssi, kädessä kolme korttia."
    assert lines[2] == (
        "Nostopakassa on 12 korttia ja poistopakassa kaksi korttia, päällimmäisenä hertta "
        "kuningatar."
    )
    assert "yksi Vihreän ulostuloreiässä, 49 reikää omaan sisääntuloreikään" in lines[4]
    assert lines[5] == (
        "Vihreä (parina Sininen): kaikki viisi lähtöalueella. Kädessä ei yhtään korttia."
    )


def test_italian_merges_the_article_with_the_preposition(position_file, capsys):
    """Italian: "Tocca all'Arancione", "dello spazio "uscita" del Verde", "la donna di cuori"."""
    lines = _describe(position_file, capsys, "--lang", "it")
    assert lines[1] == "Tocca all'Arancione, che ha in mano tre carte."
    assert lines[2].endswith("con la donna di cuori in cima.")
    assert (
        'uno sullo spazio "uscita" del Verde, a 49 buchi dal proprio punto d\'ingresso'
        in (lines[4])
    )


def test_albanian_uses_the_definite_and_oblique_forms(position_file, capsys):
    """Albanian: "Radhën e ka Portokallia", "pas hapësirës "dalë" të Portokallisë"."""
    lines = _describe(position_file, capsys, "--lang", "sq")
    assert lines[1] == "Radhën e ka Portokallia, me tri letra në dorë."
    assert 'një 4 vrima pas hapësirës "dalë" të Portokallisë' in lines[3]
    assert "Jeshilja (shokët e skuadrës: Bluja): të pesë në zonën e fillimit." in lines[5]


def test_pegs_lang_chooses_the_language_and_lang_overrides_it(position_file, capsys, monkeypatch):
    """``PEGS_LANG=fi`` makes the description Finnish; ``--lang en`` wins over it."""
    monkeypatch.setenv("PEGS_LANG", "fi")
    assert _describe(position_file, capsys)[0].startswith("4 pelaajaa kahdessa joukkueessa")
    assert _describe(position_file, capsys, "--lang", "en")[0].startswith("4 players in two")


def test_english_stays_the_default(position_file, capsys, monkeypatch):
    """Without ``--lang`` or ``PEGS_LANG`` the description is the English of before."""
    monkeypatch.delenv("PEGS_LANG", raising=False)
    lines = _describe(position_file, capsys)
    assert lines[1] == "Orange is to play, holding three cards."
    assert lines[2] == (
        "The draw pile holds 12 cards and the discard pile two cards, the queen of hearts on top."
    )


@pytest.mark.parametrize("how", ["option", "env"])
def test_an_unknown_language_is_one_error_line_naming_the_five(
    position_file, capsys, how, monkeypatch
):
    """``--lang de`` or ``PEGS_LANG=de``: status 2, nothing on stdout, one line in words."""
    if how == "env":
        monkeypatch.setenv("PEGS_LANG", "de")
        status = main(["show", str(position_file), "--describe"])
    else:
        status = main(["show", str(position_file), "--describe", "--lang", "de"])
    out = capsys.readouterr()
    assert status == 2
    assert out.out == ""
    assert out.err.strip().splitlines() == [
        "error: unknown language 'de': the kit speaks en (English), sv (Swedish), "
        "it (Italian), sq (Albanian), fi (Finnish)"
    ]


def test_the_pseudo_language_leaves_no_english_in_the_description(position_file, capsys):
    """``--lang xx``: every sentence bracketed and accented, so untranslated text would show."""
    for line in _describe(position_file, capsys, "--lang", "xx"):
        assert line.startswith("[") and line.endswith("]"), line
        assert not set(line) & set("aeiou"), line


def test_pegs_lang_is_the_command_lines_choice_not_the_librarys(monkeypatch):
    """From Python, ``describe`` speaks English whatever ``PEGS_LANG`` says (docs/languages.md)."""
    from pegs.words.board import describe

    monkeypatch.setenv("PEGS_LANG", "fi")
    position = make({0: ["T30"]}, turn=1)
    assert describe(position).splitlines()[1] == "Orange is to play."


@pytest.mark.parametrize(
    ("lang", "turn", "piles"),
    [
        (
            "fi",
            "Vuorossa on Oranssi, kädessä ei yhtään korttia.",
            "Nostopakka on tyhjä ja poistopakassa kaksi korttia, päällimmäisenä hertta kuningatar.",
        ),
        (
            "it",
            "Tocca all'Arancione, che non ha carte in mano.",
            "Il mazzo da cui pescare è vuoto e la pila degli scarti ha due carte, con la donna di "
            "cuori in cima.",
        ),
        (
            "sq",
            "Radhën e ka Portokallia, pa letra në dorë.",
            "Stiva e tërheqjes është bosh dhe stiva e hedhjes ka dy letra, me damë kupë sipër.",
        ),
        (
            "sv",
            "Det är Oranges tur, utan kort på hand.",
            "Draghögen har inga kort och kasthögen två kort, med hjärter dam överst.",
        ),
    ],
)
def test_an_empty_hand_and_an_empty_draw_pile_are_said_as_each_language_says_them(
    lang, turn, piles
):
    """Zero is no count in most languages: "Nostopakka on tyhjä", "non ha carte" (RULES 3)."""
    from pegs.words.board import describe
    from pegs.words.messages import speaking

    position = make(
        {0: ["T30"]},
        turn=1,
        hands={0: ["5H"], 1: [], 2: [], 3: ["JK"]},
        draw=[],
        discard=["7S", "QH"],
    )
    with speaking(lang):
        lines = describe(position).splitlines()
    assert lines[1:3] == [turn, piles]
