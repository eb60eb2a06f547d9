"""`backalley show FILE --lang fi` and ``PEGS_LANG``: a Back Alley state in five languages.

Issue 28 "Done when": the Back Alley command line speaks Finnish (the language of its rule text)
and the others, in the register of ``show`` (seats and teams by number, cards in notation).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from backalley import new_game
from backalley.actions import parse_actions
from backalley.cli import main
from backalley.notation import format_state
from backalley.rules import Rules

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def state_file(tmp_path: Path) -> Path:
    """Deal 1 of seed 7: seat 3 bid board, seat 3 led the queen of spades."""
    state = new_game(7, Rules())
    for action in parse_actions(["bid 2", "bid pass", "bid board", "bid 1", "play QS"]):
        state, _ = state.apply(action)
    path = tmp_path / "game.json"
    path.write_text(format_state(state), encoding="utf-8")
    return path


def test_backalley_show_lang_fi_speaks_finnish(state_file):
    """The issue's own command: `backalley show FILE --lang fi`, with the seed's words."""
    result = subprocess.run(
        [sys.executable, "-m", "backalley", "show", str(state_file), "--lang", "fi"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[:7] == [
        "Back Alley: jako 1/25, 13 korttia kullekin, jakaja paikka 0",
        "käännetty kortti 5C: valttimaa risti",
        "tarjoukset: paikka 1 2, paikka 2 passi, paikka 3 lauta, paikka 0 1",
        "sopimukset: joukkue 0 1, joukkue 1 lauta",
        "tikki (aloitti paikka 3): QS",
        "otetut tikit: 0:0 1:0 2:0 3:0; valttia edellisessä tikissä: ei",
        "pisteet: joukkue 0 0, joukkue 1 0",
    ]
    assert lines[7] == "paikka 0 (joukkue 0): BB 6S 2S 8H 4H 3H KD 10D 6D KC 7C 6C 4C"
    assert lines[-1] == "paikka 0 pelaa seuraavaksi"


def _show(capsys: pytest.CaptureFixture[str], path: Path, *args: str) -> list[str]:
    status = main(["show", str(path), *args])
    out = capsys.readouterr()
    assert status == 0, out.err
    return out.out.splitlines()


@pytest.mark.parametrize(
    ("lang", "contracts", "last"),
    [
        ("sv", "kontrakt: lag 0 1, lag 1 bräde", "plats 0 ska spela"),
        ("it", "contratti: squadra 0 1, squadra 1 cappotto", "tocca al posto 0 giocare"),
        ("sq", "kontratat: skuadra 0 1, skuadra 1 tabelë", "vendi 0 ka radhën të luajë"),
        ("en", "contracts: team 0 1, team 1 board", "seat 0 to play"),
    ],
)
def test_each_language_names_the_contracts_and_the_turn(capsys, state_file, lang, contracts, last):
    """The board bid by its name in each language (RULES B, bidding), and whose turn it is."""
    lines = _show(capsys, state_file, "--lang", lang)
    assert lines[3] == contracts
    assert lines[-1] == last


def test_pegs_lang_chooses_the_language(capsys, state_file, monkeypatch):
    """``PEGS_LANG=sv`` makes ``show`` Swedish; ``--lang`` wins over it."""
    monkeypatch.setenv("PEGS_LANG", "sv")
    assert _show(capsys, state_file)[1] == "vänt kort 5C: trumf klöver"
    assert _show(capsys, state_file, "--lang", "en")[1] == "turned 5C: trump clubs"


def test_an_unknown_language_is_one_error_line(capsys, state_file):
    """``--lang de``: status 2, nothing on stdout, one line naming the five languages."""
    status = main(["show", str(state_file), "--lang", "de"])
    out = capsys.readouterr()
    assert status == 2
    assert out.out == ""
    assert out.err.splitlines() == [
        "error: unknown language 'de': the kit speaks en (English), sv (Swedish), "
        "it (Italian), sq (Albanian), fi (Finnish)"
    ]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "en",
            "error: illegal action 'play 8H' (deal 1, seat 0): must follow suit: you hold a "
            "spade (RULES B, play)",
        ),
        (
            "fi",
            "error: kielletty siirto 'play 8H' (jako 1, paikka 0): maata on seurattava: sinulla "
            "on pataa (RULES B, play)",
        ),
        (
            "it",
            "error: mossa non consentita 'play 8H' (smazzata 1, posto 0): devi rispondere al "
            "seme: hai una carta di picche (RULES B, play)",
        ),
    ],
)
def test_a_refused_action_is_one_line_in_the_language_chosen(capsys, state_file, lang, line):
    """RULES B, play (follow suit): `backalley play --lang` words the refusal in its language."""
    status = main(["play", str(state_file), "play 8H", "--lang", lang])
    out = capsys.readouterr()
    assert status == 2
    assert out.out == ""
    assert out.err.splitlines() == [line]


def test_the_finnish_refusals_name_the_seeds_words(capsys, tmp_path):
    """RULES B, bidding: a number bid above the hand's cards less one, refused in Finnish."""
    path = tmp_path / "new.json"
    path.write_text(format_state(new_game(7, Rules())), encoding="utf-8")
    status = main(["play", str(path), "bid 13", "--lang", "fi"])
    assert status == 2
    assert capsys.readouterr().err.splitlines() == [
        "error: kielletty siirto 'bid 13' (jako 1, paikka 1): 13 kortilla lukutarjous on 1–12, "
        "tai passi tai lauta (RULES B, bidding)"
    ]
