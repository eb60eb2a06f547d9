"""Fuzz the file readers and the move and action parsers (issue 18): only the project's errors.

Whatever the text, ``Position.from_json``, Back Alley's ``parse_state``, ``parse_move``,
``why_not``/``why_not_card``, ``parse_action`` and ``parse_actions`` either answer or raise the
project's own error; what they accept reads back unchanged.
"""

from __future__ import annotations

import contextlib

from fuzzkit import COUNTS, action_texts, ba_files, broken_files, examples, move_texts, pegs_files
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from backalley.actions import parse_action, parse_actions
from backalley.errors import BackAlleyError
from backalley.notation import format_state, parse_state
from pegs import Move, PegsError, Position
from pegs.moves import parse_move

FAST = dict(deadline=None, database=None, suppress_health_check=list(HealthCheck))


@settings(max_examples=examples(300), **FAST)
@given(data=broken_files(pegs_files), as_text=st.booleans())
def test_fuzz_position_reader(data: bytes, as_text: bool) -> None:
    text: str | bytes = data
    if as_text:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = data
    try:
        position = Position.from_json(text)
    except PegsError:
        COUNTS["position file refused"] += 1
        return
    COUNTS["position file read"] += 1
    assert Position.from_json(position.to_json()) == position


@settings(max_examples=examples(300), **FAST)
@given(data=broken_files(ba_files))
def test_fuzz_state_reader(data: bytes) -> None:
    try:
        state = parse_state(data.decode("utf-8", "replace"))
    except BackAlleyError:
        COUNTS["state file refused"] += 1
        return
    COUNTS["state file read"] += 1
    assert parse_state(format_state(state)) == state


@settings(max_examples=examples(400), **FAST)
@given(text=move_texts(), index=st.integers(0, 8), players=st.sampled_from([None, 4, 6, 8]))
def test_fuzz_move_parser_and_refusals(text: str, index: int, players: int | None) -> None:
    position = Position.from_json(pegs_files()[index])
    try:
        move = parse_move(text, players)
    except PegsError:
        COUNTS["move refused by the parser"] += 1
        return
    assert Move.parse(move.notation()) == move
    try:
        refusal = position.why_not(move)
    except PegsError:
        COUNTS["move refused by the position"] += 1
        return
    COUNTS["move checked"] += 1
    if refusal is not None:
        assert refusal.clause and refusal.message and "seat " not in refusal.message.lower()[:5]
    else:
        position.play(move)  # what the engine allows, it plays
    with contextlib.suppress(PegsError):
        position.why_not_card(move.card)


@settings(max_examples=examples(400), **FAST)
@given(texts=st.lists(action_texts(), max_size=3), index=st.integers(0, 5))
def test_fuzz_action_parsers(texts: list[str], index: int) -> None:
    state = parse_state(ba_files()[index])
    legal = [a.notation() for a in state.legal_actions()]
    if legal:  # some runs start with a legal action, to get further into the deal
        texts = [legal[index % len(legal)], *texts]
    for text in texts:
        try:
            action = parse_action(text)
        except BackAlleyError:
            COUNTS["action refused by the parser"] += 1
            continue
        assert parse_action(action.notation()) == action
        try:
            state = state.apply(action)[0]
            COUNTS["action played"] += 1
        except BackAlleyError:
            COUNTS["action refused by the state"] += 1
    with contextlib.suppress(BackAlleyError):
        parse_actions(texts)
