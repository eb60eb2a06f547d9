"""Issue 18: every reproducer ends in exit 2 and one clear line (or the right result), no traceback.

The command lines are run in-process (``main(argv)``) with captured streams; the closed pipe
needs a real process.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from builders import make

from backalley import cli as ba_cli
from backalley.errors import BackAlleyError
from backalley.notation import parse_state
from backalley.rules import Rules as BARules
from pegs import InvalidPositionError, NoMoveError, NotationError, PegsError, Position, Rules
from pegs import cli as pegs_cli
from pegs.bots import make_bot
from pegs.bots.advisor import advise
from pegs.inputs import MAX_DEPTH, load_json, read_int

ROOT = Path(__file__).resolve().parent.parent


def _run(main, argv, capsys, stdin: str | None = None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def _refused(status: int, out: str, err: str, words: str) -> None:
    assert status == 2 and out == "", (status, out, err)
    assert err.count("\n") == 1 and err.startswith("error: "), err
    assert words in err, err


@pytest.fixture
def game(tmp_path: Path) -> Path:
    path = tmp_path / "g.json"
    path.write_text(make({0: ["T10"]}, hands={0: ["5H", "KC"]}).to_json())
    return path


@pytest.mark.parametrize("command", ["show", "moves", "play", "advise"])
def test_a_file_that_is_not_utf8_is_refused(command, tmp_path, capsys):
    path = tmp_path / "latin1.json"
    path.write_bytes(b'{"format": "pegs-position/1", "x": "\xe9"}')
    argv = [command, str(path)] + (["5H 0:T10-T15"] if command == "play" else [])
    before = path.read_bytes()
    _refused(*_run(pegs_cli.main, argv, capsys), "is not UTF-8 text")
    assert path.read_bytes() == before


def test_json_nested_1000_deep_is_refused_by_every_reader(tmp_path, capsys):
    deep = "[" * 1000 + "]" * 1000
    path = tmp_path / "deep.json"
    path.write_text(deep)
    _refused(*_run(pegs_cli.main, ["show", str(path)], capsys), f"more than {MAX_DEPTH} deep")
    _refused(*_run(ba_cli.main, ["show", str(path)], capsys), f"more than {MAX_DEPTH} deep")
    with pytest.raises(NotationError, match="deep"):
        Position.from_json(deep)
    with pytest.raises(BackAlleyError, match="deep"):
        parse_state('{"a": ' * 1000 + "1" + "}" * 1000)


def test_a_depth_check_ignores_brackets_inside_strings():
    assert load_json('{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\"]"}') == {
        "a": '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["]'
    }


def test_an_integer_of_more_than_4300_digits_is_refused(game, tmp_path, capsys, monkeypatch):
    text = game.read_text().replace('"turn": 0', '"turn": ' + "7" * 4500)
    _refused(*_run(pegs_cli.main, ["show", "-"], capsys, text, monkeypatch), "4500 digits long")
    state = ba_cli.run(["new", "--seed", "1"])[0]
    path = tmp_path / "s.json"
    path.write_text(state)
    _refused(*_run(ba_cli.main, ["play", str(path), "bid " + "9" * 4500], capsys), "not a bid")
    assert path.read_text() == state


@pytest.mark.parametrize("seat", ["²", "٠", "０", "𝟎"])
def test_a_non_ascii_digit_is_not_a_seat(seat, game, capsys):
    _refused(*_run(pegs_cli.main, ["play", str(game), f"KC {seat}:S-T8"], capsys), "not a part")
    data = json.loads(game.read_text())
    data["hands"] = {seat: data["hands"]["0"]}
    with pytest.raises(InvalidPositionError, match="not a seat number"):
        Position.from_dict(data)


def test_arabic_indic_and_fullwidth_seeds_are_refused(capsys):
    for seed in ("٣", "３", "3_000", " 3"):
        _refused(*_run(pegs_cli.main, ["new", "--seed", seed], capsys), "digits 0-9")
        _refused(*_run(ba_cli.main, ["new", "--seed", seed], capsys), "digits 0-9")
    assert read_int("-3", signed=True) == -3


def test_a_seat_listed_as_1_and_as_arabic_1_is_refused_not_merged(game):
    data = json.loads(game.read_text())
    text = json.dumps(data).replace(
        '"pegs": {', '"pegs": {"\\u0661": ["T40", "S", "S", "S", "S"], '
    )
    with pytest.raises(NotationError, match="twice, as '١' and '1'"):
        Position.from_json(text)


def test_rules_3_reshuffle_an_empty_hand_leaves_no_move_and_bots_and_advice_say_so():
    """3.reshuffle: a hand that cannot be refilled stays short, and may run dry."""
    p = make({0: ["T10"]}, hands={0: [], 1: ["5H"], 2: [], 3: []})
    assert p.legal_moves() == [] and advise(p) == []
    for name in ("random", "greedy", "search"):
        with pytest.raises(NoMoveError, match="Blue holds no cards"):
            make_bot(name).choose(p)


def test_advise_on_an_empty_hand_answers_plainly(capsys, monkeypatch):
    p = make({0: ["T10"]}, hands={0: [], 1: ["5H"], 2: [], 3: []})
    status, out, err = _run(pegs_cli.main, ["advise", "-"], capsys, p.to_json(), monkeypatch)
    assert status == 0 and err == ""
    assert out == "Blue holds no cards: there is no move to rank.\n"


def test_a_search_bot_looks_past_a_teammate_with_an_empty_hand():
    # Orange's hand is empty: the look-ahead stops there instead of raising.
    p = make({0: ["T10"], 1: ["T30"]}, hands={0: ["5H", "6H"], 1: [], 2: [], 3: []})
    assert make_bot("search").choose(p).card in ("5H", "6H")


@pytest.mark.parametrize(
    "pegs",
    [
        ((1, "x"),),
        5,
        (((-1,) * 5),) * 3 + (("T8",) * 5,),
        ((None,) * 5,) * 4,
        (((-1,) * 4 + (1.5,)),) * 4,
    ],
)
def test_a_directly_built_position_with_a_malformed_place_is_refused(pegs):
    with pytest.raises(InvalidPositionError):
        Position(rules=Rules(4), pegs=pegs)


def test_a_closed_pipe_ends_quietly_for_both_commands(game, tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    seven = tmp_path / "seven.json"
    seven.write_text(make({0: ["T10", "T20", "T30"], 2: ["T40", "T50"]}).to_json())
    state = tmp_path / "s.json"
    state.write_text(ba_cli.run(["new", "--seed", "3"])[0])
    for argv in (
        [sys.executable, "-m", "pegs", "moves", str(seven), "--card", "7S"],
        [sys.executable, "-m", "backalley", "moves", str(state)],
    ):
        proc = subprocess.Popen(
            argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=ROOT
        )
        assert proc.stdout is not None and proc.stderr is not None
        # Closed before the command has started writing (it is still importing), so its
        # first write meets a closed pipe, as `| head -1` makes a long listing meet one.
        proc.stdout.close()
        err = proc.stderr.read().decode()
        assert proc.wait(timeout=60) == 0, err
        assert "Traceback" not in err and err == ""


def test_an_empty_card_option_is_a_bad_card_not_a_missing_one(game, capsys):
    _refused(*_run(pegs_cli.main, ["moves", str(game), "--card", ""], capsys), "is not a card")


def test_backalley_play_with_an_empty_action_is_refused(tmp_path, capsys):
    path = tmp_path / "s.json"
    path.write_text(ba_cli.run(["new", "--seed", "1"])[0])
    _refused(*_run(ba_cli.main, ["play", str(path), ""], capsys), "empty action")


@pytest.mark.parametrize("winner", ["true", "1.0", "false", "[1]"])
def test_backalley_winner_true_or_float_is_refused(winner):
    state = json.loads(ba_cli.run(["new", "--seed", "1"])[0])
    text = json.dumps(state)[:-1] + f', "winner": {winner}}}'
    with pytest.raises(BackAlleyError, match="'winner' must be 0, 1 or 'draw'"):
        parse_state(text)


@pytest.mark.parametrize("value", [3.0, 5.0, True])
def test_backalley_a_float_or_bool_trick_value_is_refused(value):
    with pytest.raises(BackAlleyError, match="trick_value"):
        BARules(trick_value=value)
    state = json.loads(ba_cli.run(["new", "--seed", "1"])[0])
    state["rules"] = {"trick_value": value, "board_scale": "linear"}
    with pytest.raises(BackAlleyError, match="trick_value"):
        parse_state(json.dumps(state))


@pytest.mark.parametrize(
    ("main", "argv", "words"),
    [
        (pegs_cli.main, ["selfplay", "--games", "1000000000"], "must be from 1 to 100000"),
        (pegs_cli.main, ["advise", "-", "--playouts", "1000000000"], "must be from 1 to 1000"),
        (ba_cli.main, ["selfplay", "--games", "1000000000", "--seed", "1"], "from 1 to 100000"),
    ],
)
def test_games_and_playouts_are_bounded(main, argv, words, capsys):
    _refused(*_run(main, argv, capsys), words)


def test_ctrl_c_in_selfplay_prints_what_was_done(capsys, monkeypatch):
    from pegs.bots import selfplay

    real = selfplay.series_game
    calls = []

    def interrupted_after_two(*args, **kwargs):
        if len(calls) == 2:
            raise KeyboardInterrupt
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(selfplay, "series_game", interrupted_after_two)
    status, out, err = _run(pegs_cli.main, ["selfplay", "--games", "5", "--json"], capsys)
    assert status == 130
    assert json.loads(out)["games"] == 2
    assert err == "stopped by Ctrl-C after 2 of 5 games\n"


def test_ctrl_c_in_advise_ranks_by_the_deals_done(capsys, monkeypatch):
    from pegs.bots import search

    p = make({0: ["T10"], 1: ["T20"]}, hands={0: ["5H", "6H", "2C"]})
    real = search.rollout
    calls = []

    def interrupted(*args, **kwargs):
        calls.append(1)
        if len(calls) == 7:  # in the third world of three moves
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(search, "rollout", interrupted)
    argv = ["advise", "-", "--playouts", "8"]
    status, out, err = _run(pegs_cli.main, argv, capsys, p.to_json(), monkeypatch)
    assert status == 130 and len(out.splitlines()) == 3
    assert err == "stopped by Ctrl-C after 2 of 8 deals: the ranking uses those\n"


def test_errors_are_the_projects_own():
    assert issubclass(NotationError, PegsError) and issubclass(NoMoveError, PegsError)


@pytest.mark.parametrize("winner", [True, 1.0, 0.0, "0"])
def test_rules_8_win_a_position_file_winner_must_be_a_team_number(winner):
    """8.win: team 0 has every peg home; only the number 0 names it (null when nobody has won)."""
    home = ["H1", "H2", "H3", "H4", "H5"]
    data = json.loads(make({0: home, 2: home}, turn=0).to_json())
    assert data["winner"] == 0 and Position.from_dict(data).winner == 0
    data["winner"] = winner
    with pytest.raises(InvalidPositionError, match="does not match the pegs"):
        Position.from_dict(data)
