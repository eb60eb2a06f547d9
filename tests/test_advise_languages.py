"""``pegs advise --lang``: the advisor's reasons and the chance in words, in five languages.

The moves' notation, the scores and the chances stay as they are; the reason after them and the
chance's sentence on standard error speak ``--lang`` (else ``PEGS_LANG``, else English). An
unknown language is one usage error naming the five.
"""

from __future__ import annotations

import pytest

from pegs import new_game
from pegs.cli.main import main

ARGS = ["--playouts", "8"]


@pytest.fixture
def position_file(tmp_path):
    path = tmp_path / "start.json"
    path.write_text(new_game(4, seed=3).to_json(), encoding="utf-8")
    return str(path)


def _advise(capsys, path: str, *extra: str) -> tuple[str, str]:
    assert main(["advise", path, *ARGS, *extra]) == 0
    captured = capsys.readouterr()
    return captured.out, captured.err


def test_the_reasons_speak_the_language_asked_for(capsys, position_file):
    """RULES 4: an ace or a face card brings a peg out; the reason says so in each language."""
    english, english_note = _advise(capsys, position_file)
    assert "brings your peg out onto T44" in english
    assert english_note.startswith("Blue and Green win about ")
    finnish, finnish_note = _advise(capsys, position_file, "--lang", "fi")
    assert "tuo nappulasi ulos paikkaan T44" in finnish and "brings" not in finnish
    assert finnish_note.startswith("Sininen ja Vihreä voittavat täältä noin ")
    # The ranking itself does not change with the language: moves, scores and chances.
    assert [line.split()[:4] for line in finnish.splitlines()] == [
        line.split()[:4] for line in english.splitlines()
    ]


def test_pegs_lang_chooses_when_no_option_is_given(capsys, position_file, monkeypatch):
    monkeypatch.setenv("PEGS_LANG", "it")
    italian, _note = _advise(capsys, position_file)
    assert "fa uscire il tuo piolo su T44" in italian


def test_an_unknown_language_is_a_usage_error_in_words(capsys, position_file):
    assert main(["advise", position_file, *ARGS, "--lang", "de"]) == 2
    assert "unknown language 'de'" in capsys.readouterr().err
