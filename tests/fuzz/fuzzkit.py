"""The fuzz suite's inputs and its contract (issue 18), shared by the tests and ``scripts/fuzz.py``.

Inputs are built from real ones and then broken: position and state files with a value swapped
for a wrong type, a huge or non-ASCII number, a key written twice, nesting 1,000 deep, bytes
that are not UTF-8; moves, actions, seeds and counts in every spelling. The contract: a command
line exits 0 or 2, and on 2 prints nothing on standard output and exactly one ``error:`` line;
no input file changes; a reader or parser raises nothing but the project's own errors; a widget
event raises nothing at all.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from backalley.cards import DECK as BA_DECK
from backalley.dealing import new_game as ba_new_game
from backalley.errors import BackAlleyError
from backalley.notation import format_state
from pegs import ALL_CARDS, PegsError, Position, new_game
from pegs.bots import make_bot

#: Invocations and events seen, by kind and outcome (read by ``scripts/fuzz.py``'s report).
COUNTS: Counter[str] = Counter()

#: Examples per test in ``make test`` (the whole suite runs in about a minute); the long
#: profile (``make fuzz``) raises it through this variable.
EXAMPLES = int(os.environ.get("PEGS_FUZZ_EXAMPLES", "0") or 0)


def examples(default: int) -> int:
    """Examples for one fuzz test: its default, or the long profile's count."""
    return EXAMPLES or default


# ---------------------------------------------------------------- seed inputs (real ones)
@cache
def pegs_files() -> tuple[str, ...]:
    """Real position files: dealt games, games some random moves in, positions without hands."""
    out = []
    for players in (4, 6, 8):
        position = new_game(players, seed=players)
        out.append(position.to_json())
        bot = make_bot("random", seed=players)
        for _ in range(12):
            position = position.play(bot.choose(position))[0]
        out.append(position.to_json())
        bare = json.loads(position.to_json())
        del bare["hands"], bare["draw"]
        out.append(json.dumps(bare))
    return tuple(out)


@cache
def ba_files() -> tuple[str, ...]:
    """Real Back Alley state files: new games and games some actions in."""
    out = []
    for seed in (1, 2, 3):
        state = ba_new_game(seed)
        out.append(format_state(state))
        for _ in range(6 * seed):
            actions = state.legal_actions()
            if not actions:
                break
            state = state.apply(actions[len(actions) // 2])[0]
        out.append(format_state(state))
    return tuple(out)


# ---------------------------------------------------------------- breaking things
DIGITS = [
    "0",
    "1",
    "2",
    "3",
    "7",
    "12",
    "٠",
    "١",
    "٣",
    "²",
    "³",
    "０",
    "１",
    "𝟎",
    "߁",
    "१",
    "-1",
    "01",
    "1.0",
    "1e3",
    "3_000",
    " 3",
    "3 ",
    "",
    "9" * 19,
    "9" * 4400,
    "true",
    "null",
]
JSON_VALUES = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-(10**6), 10**6),
        st.integers(10**18, 10**40),
        st.floats(allow_nan=False, allow_infinity=False),
        st.sampled_from(DIGITS),
        st.text(max_size=8),
        st.sampled_from(["S", "T8", "T400", "H3", "H6", "5H", "JK", "10D", "X", "pass", "board"]),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=6), st.dictionaries(st.sampled_from(DIGITS), inner, max_size=4)
    ),
    max_leaves=12,
)


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path to a value inside parsed JSON."""
    out = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += _paths(item, (*prefix, index))
    return out


def _replace(value: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: _replace(value[head], rest, new)}
    copy = list(value)
    copy[head] = _replace(copy[head], rest, new)
    return copy


@st.composite
def broken_files(draw: st.DrawFn, seeds: Callable[[], tuple[str, ...]]) -> bytes:
    """A real file, then broken in one or two ways (or left whole, now and then)."""
    return _break(draw, draw(st.sampled_from(seeds())))


def _break(draw: st.DrawFn, text: str) -> bytes:
    """``text`` broken in up to two ways (none a third of the time)."""
    for _ in range(draw(st.sampled_from([0, 0, 1, 1, 2]))):
        how = draw(
            st.sampled_from(
                ["value", "value", "value", "drop", "twice", "deep", "bytes", "cut", "number"]
            )
        )
        if how in ("value", "drop", "twice"):
            try:
                data = json.loads(text)
            except (ValueError, RecursionError):  # broken already, or deep
                continue
            paths = _paths(data)
            path = draw(st.sampled_from(paths))
            if how == "value":
                data = _replace(data, path, draw(JSON_VALUES))
                text = json.dumps(data, ensure_ascii=draw(st.booleans()))
            elif how == "drop" and path:
                parent = _get(data, path[:-1])
                if isinstance(parent, dict):
                    del parent[path[-1]]
                elif isinstance(parent, list):
                    parent.pop(path[-1])
                text = json.dumps(data)
            elif how == "twice":
                # A key given again, maybe spelled with other digits ("1" and "١").
                key = draw(st.sampled_from(["turn", "0", "١", "1", "pegs", "hands", "０"]))
                body = json.dumps(draw(JSON_VALUES))
                text = text.replace("{", '{"' + key + '": ' + body + ", ", 1)
        elif how == "deep":
            depth = draw(st.sampled_from([5, 31, 33, 200, 1000, 5000]))
            text = text.replace("[]", "[" * depth + "]" * depth, 1)
            if "[" * depth not in text:
                text = "[" * depth + text + "]" * depth
        elif how == "number":
            text = text.replace(
                ": 0", ": " + draw(st.sampled_from(["9" * 4400, "1.0", "-0", "1e999"])), 1
            )
        elif how == "cut":
            text = text[: draw(st.integers(0, len(text)))]
        elif how == "bytes":
            raw = text.encode()
            at = draw(st.integers(0, len(raw)))
            junk = draw(st.sampled_from([b"\xff", b"\xe9", b"\xc3", b"\x00", b"\xef\xbb\xbf"]))
            return raw[:at] + junk + raw[at:]
    return text.encode()


def _get(value: Any, path: tuple) -> Any:
    for step in path:
        value = value[step]
    return value


def numbers() -> st.SearchStrategy[str]:
    """Text where a whole number is asked for: small good ones, bounds, junk."""
    return st.one_of(
        st.sampled_from(["1", "2", "0", "3", "100001", "1000000000", "1001", "-5"]),
        st.sampled_from(DIGITS),
        st.text(max_size=4),
    )


MOVE_WORDS = ["5H", "7S", "8C", "9D", "JK", "AS", "KC", "10H", "discard", "QS", "2C", "X"]
PLACES = ["S", "T8", "T10", "T0", "T71", "T143", "T99999", "H1", "H5", "H6", "T08", "T", ""]


@st.composite
def move_texts(draw: st.DrawFn) -> str:
    """Move notation, well formed or nearly."""
    if draw(st.integers(0, 9)) == 0:
        return draw(st.text(max_size=20))
    if draw(st.booleans()):  # well formed: a real card, seats and places of some board
        card = draw(st.sampled_from([c.notation for c in ALL_CARDS]))
        place = st.one_of(
            st.just("S"),
            st.integers(0, 143).map(lambda n: f"T{n}"),
            st.integers(1, 5).map(lambda k: f"H{k}"),
        )
        parts = [
            f"{draw(st.integers(0, 7))}:{draw(place)}-{draw(place)}"
            for _ in range(draw(st.sampled_from([1, 1, 1, 2])))
        ]
        return " ".join([card, *parts])
    card = draw(st.sampled_from(MOVE_WORDS))
    parts = []
    for _ in range(draw(st.integers(0, 3))):
        seat = draw(st.sampled_from(DIGITS[:12]))
        parts.append(f"{seat}:{draw(st.sampled_from(PLACES))}-{draw(st.sampled_from(PLACES))}")
    return " ".join([card, *parts])


ACTION_WORDS = [
    "bid",
    "play",
    "pass",
    "board",
    "3",
    "0",
    "13",
    "٣",
    "AS",
    "10H",
    "BB",
    "LB",
    "XX",
    "9" * 4400,
    "",
]


def action_texts() -> st.SearchStrategy[str]:
    """Back Alley action text, well formed or nearly."""
    good = st.one_of(
        st.sampled_from(["bid pass", "bid board"]),
        st.integers(1, 13).map(lambda n: f"bid {n}"),
        st.sampled_from([c.notation() for c in BA_DECK]).map(lambda c: f"play {c}"),
    )
    return st.one_of(
        good,
        good,
        st.lists(st.sampled_from(ACTION_WORDS), min_size=1, max_size=3).map(" ".join),
        st.text(max_size=12),
    )


# ---------------------------------------------------------------- the command-line contract
def run_in_process(
    main: Callable[[list[str]], int], argv: Sequence[str], stdin: bytes = b""
) -> tuple[int, str, str]:
    """``main(argv)`` with standard input, output and error captured; (status, out, err)."""
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = main(list(argv))
            except SystemExit as stop:  # argparse's --help: it printed the help
                status = stop.code if isinstance(stop.code, int) else 2
    finally:
        sys.stdin = old_stdin
    return status, out.getvalue(), err.getvalue()


def check_contract(kind: str, status: int, out: str, err: str, argv: Sequence[str]) -> None:
    """The CLI contract of issue 18; counts the outcome under ``kind``."""
    COUNTS[f"{kind} exit {status}"] += 1
    assert status in (0, 2), (argv, status, out[-300:], err[-500:])
    if status == 2:
        assert out == "", (argv, out[-300:])
        lines = err.splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: "), (argv, err[-500:])
        assert "Traceback" not in err


def run_cli_case(
    kind: str,
    main: Callable[[list[str]], int],
    argv: list[str],
    files: dict[str, bytes],
    stdin: bytes,
    directory: Path,
) -> tuple[int, str, str]:
    """Write ``files`` into ``directory``, run ``main`` in-process, check the contract."""
    paths = {}
    for name, data in files.items():
        path = directory / name
        path.write_bytes(data)
        paths[name] = path
    argv = [str(paths[a]) if a in paths else a for a in argv]
    # What a command writes (``show --svg out.svg``) goes into the scratch directory too.
    argv = [str(directory / a) if a == "out.svg" else a for a in argv]
    status, out, err = run_in_process(main, argv, stdin)
    check_contract(kind, status, out, err, argv)
    for name, data in files.items():
        assert paths[name].read_bytes() == data, f"{name} changed"
    return status, out, err


@cache
def pegs_moves(text: str) -> tuple[str, ...]:
    """Moves that are legal in a seed file (so that some plays get deep into the engine)."""
    position = Position.from_json(text)
    if position.hand() is None:
        moves = position.card_moves("7S") + position.card_moves("JK") + position.card_moves("8C")
    else:
        moves = position.legal_moves()
    return tuple(m.notation() for m in moves[:40]) or ("discard 5H",)


@cache
def ba_actions(text: str) -> tuple[str, ...]:
    """Actions that are legal in a seed state file."""
    from backalley.notation import parse_state

    return tuple(a.notation() for a in parse_state(text).legal_actions()) or ("bid pass",)


@st.composite
def pegs_argv(draw: st.DrawFn) -> tuple[list[str], dict[str, bytes], bytes]:
    """A ``pegs`` command line with its files and standard input."""
    seed_text = draw(st.sampled_from(pegs_files()))
    file_bytes = _break(draw, seed_text)
    legal = st.sampled_from(pegs_moves(seed_text))
    source = draw(st.sampled_from(["g.json"] * 5 + ["-"] * 2 + ["missing.json", "", "dir"]))
    stdin = file_bytes if source == "-" else b""
    files = {"g.json": file_bytes} if source == "g.json" else {}
    where = "." if source == "dir" else source
    command = draw(
        st.sampled_from(
            [
                "show",
                "moves",
                "moves",
                "play",
                "play",
                "new",
                "advise",
                "selfplay",
                "bogus",
                "--help",
            ]
        )
    )
    argv: list[str] = [command]
    if command == "show":
        argv += [where, *draw(st.sampled_from([[], ["--describe"], ["--svg", "out.svg"]]))]
    elif command == "moves":
        argv.append(where)
        if draw(st.booleans()):
            argv += ["--card", draw(st.sampled_from([*MOVE_WORDS, "", "٥H", "5h"]))]
    elif command == "play":
        some = st.one_of(legal, legal, legal, move_texts())
        argv += [where, *draw(st.lists(some, min_size=1, max_size=3))]
    elif command == "new":
        argv += draw(st.sampled_from([[], ["--players", "6"], ["--players", "٤"], ["--players"]]))
        argv += ["--seed", draw(numbers())]
    elif command == "advise":
        # Small valid counts only: a long run is not what is being tested here.
        argv += [where, "--playouts", draw(st.sampled_from(["1", "0", "1001", "٢", "x"]))]
    elif command == "selfplay":
        argv += ["--games", draw(st.sampled_from(["1", "0", "100001", "٢", "", "1.5"]))]
        argv += [
            "--bots",
            draw(st.sampled_from(["random,random", "greedy,random", "random", "a,b"])),
        ]
        argv += ["--seed", draw(numbers()), *draw(st.sampled_from([[], ["--json"]]))]
    if draw(st.integers(0, 30)) == 0:
        argv.insert(draw(st.integers(0, len(argv))), draw(st.sampled_from(["--x", "-", "--"])))
    return argv, files, stdin


RULE_OPTIONS = [
    [],
    ["--trick-value", "3"],
    ["--trick-value", "3.0"],
    ["--trick-value", "٣"],
    ["--board-scale", "doubling"],
]


@st.composite
def ba_argv(draw: st.DrawFn) -> tuple[list[str], dict[str, bytes], bytes]:
    """A ``backalley`` command line with its files and standard input."""
    seed_text = draw(st.sampled_from(ba_files()))
    file_bytes = _break(draw, seed_text)
    legal = st.sampled_from(ba_actions(seed_text))
    source = draw(st.sampled_from(["s.json"] * 5 + ["-"] * 2 + ["missing.json", ""]))
    stdin = file_bytes if source == "-" else b""
    files = {"s.json": file_bytes} if source == "s.json" else {}
    command = draw(st.sampled_from(["show", "moves", "play", "play", "new", "selfplay", "deal"]))
    argv: list[str] = [command]
    if command in ("show", "moves"):
        argv.append(source)
    elif command == "play":
        some = st.one_of(legal, legal, legal, action_texts())
        argv += [source, *draw(st.lists(some, min_size=0, max_size=3))]
    elif command == "new":
        argv += ["--seed", draw(numbers())]
        argv += draw(st.sampled_from(RULE_OPTIONS))
    elif command == "selfplay":
        argv += ["--games", draw(st.sampled_from(["1", "0", "100001", "٢", ""]))]
        argv += ["--seed", draw(numbers())]
        argv += draw(
            st.sampled_from([[], ["--bots", "random,random"], ["--bots", "x"], ["--json"]])
        )
    return argv, files, stdin


def project_errors() -> tuple[type[BaseException], ...]:
    """The errors a reader or parser may raise: the project's own."""
    return (PegsError, BackAlleyError)


def positions_reached(text: bytes) -> Position | None:
    """The position in ``text``, or None when refused with the project's own error."""
    try:
        return Position.from_json(text)
    except PegsError:
        return None


__all__ = [
    "COUNTS",
    "ba_argv",
    "broken_files",
    "check_contract",
    "examples",
    "move_texts",
    "pegs_argv",
    "run_cli_case",
    "run_in_process",
]
