"""The small trust fixes of the command line: nothing overwritten, no nesting, no traceback,
``moves --card`` and ``play`` agree, and an empty answer is said in words."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pegs import IllegalMoveError, Position, cli, new_game
from pegs.cards import Card, shoe_counts
from pegs.lessons import START, LessonsError, copy_lessons, shipped_lessons

REPO = Path(__file__).resolve().parents[1]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Run ``pegs`` in this process: exit status, standard output, standard error."""
    status = cli.main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def without_hands(position: Position) -> Position:
    """The same position explored with no hands given (RULES 7: any card may be played)."""
    data = json.loads(position.to_json())
    data["hands"] = {}
    return Position.from_json(json.dumps(data))


# -- pegs show --svg -------------------------------------------------------------------------------


def test_show_svg_onto_its_own_input_is_refused_and_the_position_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = tmp_path / "g.json"
    game.write_text(new_game(4, seed=3).to_json())
    before = game.read_bytes()
    link = tmp_path / "link.json"
    link.symlink_to(game)
    for target in (game, link, tmp_path / "." / "g.json"):
        status, out, err = run(capsys, "show", str(game), "--svg", str(target))
        assert status == 2 and out == ""
        assert err.count("\n") == 1 and "is the position file itself" in err
        assert game.read_bytes() == before
    status, out, _ = run(capsys, "show", str(game), "--svg", str(tmp_path / "g.svg"))
    assert status == 0 and (tmp_path / "g.svg").read_text().startswith("<svg")


# -- pegs lessons ----------------------------------------------------------------------------------


def test_lessons_into_an_empty_path_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    for empty in ("", "  "):
        status, out, err = run(capsys, "lessons", empty, "--no-open")
        assert status == 2 and out == ""
        assert err.startswith("error: the folder name is empty: name a folder, or leave it out")
        assert err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_lessons_inside_the_kits_own_lessons_never_nest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "shipped"
    source.mkdir()
    (source / START).write_text("{}")
    with pytest.raises(LessonsError, match="inside the kit's own lessons folder"):
        copy_lessons(source / "sub", source)
    assert [p.name for p in source.iterdir()] == [START]
    # In a clone: ``pegs lessons notebooks/sub`` copies nothing and makes no folder.
    monkeypatch.chdir(REPO)
    assert shipped_lessons().resolve() == (REPO / "notebooks").resolve()
    status, out, err = run(capsys, "lessons", "notebooks/sub", "--no-open")
    assert status == 2 and out == "" and err.count("\n") == 1
    assert "inside the kit's own lessons folder" in err
    assert not (REPO / "notebooks" / "sub").exists()


def test_lessons_with_an_unwritable_jupyter_folder_end_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    not_a_folder = tmp_path / "home"
    not_a_folder.write_text("a file where the home folder should be")
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(not_a_folder / "jupyter"))
    status, out, err = run(capsys, "lessons", str(tmp_path / "course"), "--no-open")
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("error: the lessons are in")
    assert "could not mark them trusted" in err and "Traceback" not in err
    assert (tmp_path / "course" / START).is_file()  # the copies are made all the same


# -- pegs moves --card -------------------------------------------------------------------------


def test_moves_card_says_in_words_when_a_card_has_no_move(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    position = without_hands(new_game(4, seed=1))
    path = tmp_path / "explore.json"
    path.write_text(position.to_json())
    status, out, err = run(capsys, "moves", str(path), "--card", "5H")
    assert (status, out) == (0, "")  # standard output stays what tools read: no line
    assert err.startswith("no move for 5H: Every copy of the 5 of hearts")
    status, out, err = run(capsys, "moves", str(path), "--card", "4S")
    assert (status, out) == (0, "") and err.startswith("no move for 4S: A 4 cannot bring")
    status, out, err = run(capsys, "moves", str(path), "--card", "KS")
    assert status == 0 and "KS 0:S-T8" in out.splitlines() and err == ""


CARDS = sorted(shoe_counts(1, 2), key=lambda c: c.notation)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.sampled_from([4, 6, 8]),
    seed=st.integers(0, 10_000),
    turns=st.integers(0, 12),
    card=st.sampled_from(CARDS),
)
def test_rule_7_no_hand_moves_card_and_play_agree(
    players: int, seed: int, turns: int, card: Card
) -> None:
    """RULES 7 (no hand given) and 3 (the shoe): in a position without hands, every move
    ``moves --card`` lists is one ``play`` accepts, and every move of the card ``play`` accepts
    is listed."""
    position = new_game(players, seed=seed)
    for _ in range(turns):
        moves = position.legal_moves()
        if not moves or position.is_over:
            break
        position = position.play(moves[seed % len(moves)])[0]
    explored = without_hands(position)
    listed = set(explored.card_moves(card))
    # Every move the card could make on this board, whoever holds it.
    candidates = set(position.card_moves(card)) | listed
    for move in candidates:
        try:
            explored.play(move)
            accepted = True
        except IllegalMoveError:
            accepted = False
        assert accepted == (move in listed), move.notation()


SIGN_IN_A_FRESH_PYTHON = """
import importlib.util, json, sys
from pathlib import Path
from pegs.lessons import copy_lessons, trust
notebooks = copy_lessons(Path(sys.argv[1])).notebooks()
signed = trust(notebooks)
withheld = "rfc3987_syntax" in sys.modules
import nbformat
from nbformat.sign import NotebookNotary
notary = NotebookNotary()
valid = all(notary.check_signature(nbformat.read(p, as_version=4)) for p in notebooks)
findable = importlib.util.find_spec("rfc3987_syntax") is not None
if findable:
    import rfc3987_syntax  # importable again once the notebooks are signed
print(json.dumps([signed, len(notebooks), withheld, valid]))
"""


def test_lessons_trust_without_importing_what_signing_does_not_need(tmp_path: Path) -> None:
    """Signing never imports jsonschema's IRI grammar (most of ``pegs lessons``' time, 7 of
    8.5 s): measured by what is imported, not by the clock, so the machine's load cannot matter;
    the signatures are still the ones Jupyter checks."""
    env = {**os.environ, "JUPYTER_DATA_DIR": str(tmp_path / "jupyter")}
    done = subprocess.run(
        [sys.executable, "-c", SIGN_IN_A_FRESH_PYTHON, str(tmp_path / "course")],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    signed, count, imported, valid = json.loads(done.stdout)
    assert signed == count > 0 and valid
    assert imported is False
