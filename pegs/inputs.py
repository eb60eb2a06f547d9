"""Reading untrusted input: whole numbers from text, JSON from files, and files themselves.

Every reader of the kit (both command lines, ``Position.from_json``, Back Alley's
``parse_state``, the position editor) comes through here, so one set of limits holds
everywhere: numbers are ASCII digits of sane length (``"٣"``, ``"²"`` and ``"３"`` are not
numbers, and a 5,000-digit literal is refused before Python's own limit turns it into a
``ValueError``); JSON is UTF-8, at most ``MAX_JSON_BYTES`` long and ``MAX_DEPTH`` deep (so no
``RecursionError``); a JSON object never names one key twice, even spelled two ways that mean
the same ("1" and "١"). Each reader raises the caller's own error class, so a Back Alley file
gets a Back Alley error.
"""

from __future__ import annotations

import argparse
import json
import sys
import unicodedata
from collections.abc import Callable
from typing import Any

from .errors import NotationError

#: The longest whole number read from text: 18 digits (any seed or count a person would type).
MAX_DIGITS = 18
#: How deeply JSON arrays and objects may nest (a position file needs 3 levels).
MAX_DEPTH = 32
#: The largest JSON text or file read (a position file is about 2 kB).
MAX_JSON_BYTES = 1_000_000

ErrorType = Callable[[str], Exception]


def _short(text: object, limit: int = 40) -> str:
    shown = repr(text)
    return shown if len(shown) <= limit else shown[: limit - 4] + "...'"


def is_number(text: object) -> bool:
    """True when ``text`` is a plain whole number: ASCII digits, no leading zero, sane length."""
    return (
        isinstance(text, str)
        and 0 < len(text) <= MAX_DIGITS
        and text.isascii()
        and text.isdigit()
        and (text == "0" or text[0] != "0")
    )


def read_int(
    text: object,
    what: str = "number",
    *,
    low: int | None = None,
    high: int | None = None,
    signed: bool = False,
    error: ErrorType = NotationError,
) -> int:
    """The whole number written ``text`` (ASCII digits only), within ``low``..``high``."""
    body = text[1:] if signed and isinstance(text, str) and text[:1] == "-" else text
    it = f"{what} " if what else ""
    if not (isinstance(body, str) and is_number(body)):
        if isinstance(body, str) and body.isascii() and body.isdigit() and len(body) > MAX_DIGITS:
            raise error(f"{it}{_short(text)} is too long: at most {MAX_DIGITS} digits")
        sign = ", maybe after a -" if signed else ""
        raise error(
            f"{it}must be a whole number written with the digits 0-9{sign}, not {_short(text)}"
        )
    value = int(body)
    if body is not text:
        value = -value
    if (low is not None and value < low) or (high is not None and value > high):
        raise error(f"{it}must be {_range(low, high)}, not {value}")
    return value


def _range(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f"from {low} to {high}"
    return f"at least {low}" if low is not None else f"at most {high}"


def int_arg(
    what: str, *, low: int | None = None, high: int | None = None, signed: bool = False
) -> Callable[[str], int]:
    """An argparse ``type=`` that reads a whole number with ``read_int``'s limits."""

    def parse(text: str) -> int:
        # argparse names the option itself ("argument --games: must be ...").
        return read_int(text, "", low=low, high=high, signed=signed, error=_ArgumentError)

    parse.__name__ = what  # argparse names the type in its own messages
    return parse


# argparse reports an ArgumentTypeError's own words as the usage error.
_ArgumentError = argparse.ArgumentTypeError


def _depth_error(text: str, error: ErrorType, what: str) -> None:
    """Raise ``error`` when ``text``'s arrays and objects nest deeper than ``MAX_DEPTH``."""
    depth = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise error(f"{what} nests arrays and objects more than {MAX_DEPTH} deep")
        elif char in "]}":
            depth -= 1


def _key_form(key: str) -> str:
    """A key as a reader may understand it: compatibility form, any decimal digit as 0-9."""
    form = unicodedata.normalize("NFKC", key).strip()
    return "".join(str(unicodedata.decimal(c)) if c.isdecimal() else c for c in form)


def load_json(
    text: str | bytes | bytearray, what: str = "the file", error: ErrorType = NotationError
) -> Any:
    """The JSON value in ``text``, or ``error`` saying what is wrong (size, UTF-8, depth, keys)."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_JSON_BYTES:
            raise error(f"{what} is {len(text):,} bytes long: at most {MAX_JSON_BYTES:,} are read")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as err:
            raise error(
                f"{what} is not UTF-8 text: byte {err.start} is {text[err.start]:#04x}"
            ) from None
    if not isinstance(text, str):
        raise error(f"{what} must be JSON text, not {type(text).__name__}")
    if len(text) > MAX_JSON_BYTES:
        raise error(f"{what} is {len(text):,} characters long: at most {MAX_JSON_BYTES:,} are read")
    text = text.removeprefix("\ufeff")  # a byte-order mark some editors write
    _depth_error(text, error, what)

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        seen: dict[str, str] = {}
        for key, _value in items:
            form = _key_form(key)
            if form in seen:
                first = seen[form]
                same = "twice" if first == key else f"twice, as {first!r} and {key!r}"
                raise error(f"{what} names the key {_short(key)} {same}: give each key once")
            seen[form] = key
        return dict(items)

    def integer(literal: str) -> int:
        digits = literal.lstrip("-")
        if len(digits) > MAX_DIGITS:
            raise error(f"{what} holds a number {len(digits)} digits long: at most {MAX_DIGITS}")
        return int(literal)

    def constant(name: str) -> Any:
        raise error(f"{what} holds {name}, which is not JSON")

    try:
        return json.loads(text, object_pairs_hook=pairs, parse_int=integer, parse_constant=constant)
    except json.JSONDecodeError as err:
        near = text[max(0, err.pos - 20) : err.pos + 20]
        raise error(
            f"{what} is not valid JSON: {err.msg} at line {err.lineno} column {err.colno}"
            + (f", near {near!r}" if near.strip() else " (it is empty)")
        ) from None
    except RecursionError:  # pragma: no cover - the depth check comes first
        raise error(f"{what} nests arrays and objects too deeply") from None


def read_input(path: str, error: ErrorType = NotationError) -> str:
    """The UTF-8 text of file ``path`` (``-`` for standard input), size-bounded, or ``error``."""
    name = "standard input" if path == "-" else repr(path)
    try:
        if path == "-":
            stream = getattr(sys.stdin, "buffer", None)
            if stream is None:  # a text stream without bytes (a test's StringIO)
                data: bytes | str = sys.stdin.read(MAX_JSON_BYTES + 1)
            else:
                data = stream.read(MAX_JSON_BYTES + 1)
        else:
            with open(path, "rb") as handle:
                data = handle.read(MAX_JSON_BYTES + 1)
    except OSError as err:
        raise error(f"cannot read {name}: {err.strerror or err}") from None
    except ValueError as err:  # reading a closed standard input
        raise error(f"cannot read {name}: {err}") from None
    if len(data) > MAX_JSON_BYTES:
        raise error(f"{name} is longer than {MAX_JSON_BYTES:,} bytes: not read")
    if isinstance(data, str):
        return data
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise error(
            f"{name} is not UTF-8 text: byte {err.start} is {data[err.start]:#04x}"
        ) from None


def whole(value: object, what: str, error: ErrorType = NotationError) -> int:
    """``value`` read from a file where a whole number is meant: bools and floats are refused."""
    if type(value) is not int:
        raise error(f"{what} must be a whole number, not {_short(value)}")
    return value


__all__ = [
    "MAX_DEPTH",
    "MAX_DIGITS",
    "MAX_JSON_BYTES",
    "int_arg",
    "is_number",
    "load_json",
    "read_input",
    "read_int",
    "whole",
]
