"""Back Alley's refusals are data (issue 25): a clause of the rule index, a reason and values.

Every refusal the engine gives names a clause of ``backalley.clauses.CLAUSES`` and a reason
each register of the words layer knows, with the values its sentences need; the lesson and the
table build their sentences from that data, so rewording (here: reversing) every sentence of the
engine changes nothing a learner reads, and the rule they are shown stays the same.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from backalley import DECK, IllegalActionError, Refusal, State, new_game
from backalley.actions import BOARD, PASS, Action, Bid, BidAction, PlayAction
from backalley.bots import decide, make_bot
from backalley.clauses import CLAUSES, part_of
from backalley.lessons import PLAY, illegal_words, load_lesson
from backalley.play import why_illegal, why_not
from backalley.rules import BoardScale, Rules
from backalley.state import Phase
from backalley.words import refusals as engine_words
from backalley.words.refusals import LEARNER_REASONS, REASONS, learner_refusal_words
from backalley.words.rulebook import LESSON_CLAUSES, RULES
from backalley.words.table import TABLE_REASONS, table_refusal_words
from widgets.backalley.controller import TableController

ROOT = Path(__file__).resolve().parents[2]
ACTIONS: tuple[Action, ...] = (
    BidAction(PASS),
    *(BidAction(Bid(n)) for n in range(1, 14)),
    BidAction(BOARD),
    *(PlayAction(card) for card in DECK),
)


def _game(seed: int, names: tuple[str, str], rules: Rules) -> list[State]:
    """Every state of a seeded game between two kinds of bot, to the end."""
    state = new_game(seed, rules)
    bots = [make_bot(names[seat % 2], seed + seat) for seat in range(4)]
    states = [state]
    while state.phase is not Phase.OVER:
        assert state.turn is not None
        state, _ = state.apply(decide(bots[state.turn], state))
        states.append(state)
    return states


def _lesson_states() -> list[State]:
    """Every state the Back Alley lesson shows or asks about."""
    states = []
    for screen in load_lesson().screens:
        if screen.state is not None:
            states.append(screen.state)
            states += [after for after, _ in screen.demo_steps()]
        if screen.exercise is not None:
            states.append(screen.exercise.state)
            states.append(screen.exercise.after()[0])
    return states


@pytest.fixture(scope="module")
def states() -> list[State]:
    """States of every phase: two seeded games with both rule options, and the lesson's."""
    return (
        _game(3, ("random", "heuristic"), Rules(board_scale=BoardScale.DOUBLING))
        + _game(4, ("heuristic", "random"), Rules(trick_value=3))
        + _lesson_states()
    )


def _refusals(states: list[State]) -> Iterator[tuple[State, Action, Refusal]]:
    for state in states:
        for action in ACTIONS:
            refusal = why_not(state, action)
            if refusal is not None:
                yield state, action, refusal


def test_every_refusal_names_a_clause_of_the_index_and_a_reason_every_register_knows(
    states: list[State],
) -> None:
    """RULES B: each refusal cites its rule by clause id and can be said in every register."""
    seen: set[tuple[str, str]] = set()
    for _state, action, refusal in _refusals(states):
        assert refusal.rule in CLAUSES, refusal
        assert refusal.reason in REASONS & TABLE_REASONS & LEARNER_REASONS, refusal
        # Every register finds the values its sentence needs.
        assert refusal.message and str(refusal).startswith(refusal.message)
        assert table_refusal_words(action.notation(), refusal, 0)
        words, rule = learner_refusal_words(refusal)
        assert words and (rule is None or rule in RULES)
        seen.add((refusal.rule, refusal.reason))
    # The states reach every refusal a move of a running game can meet.
    reasons = {reason for _, reason in seen}
    assert reasons >= REASONS - {"not-an-action", "game-over"}, sorted(REASONS - reasons)


def test_the_end_and_a_non_action_are_refused_by_their_clauses() -> None:
    """RULES B, end of the game and notation: after the 25th deal every action is refused;
    anything but a bid or a card is not an action."""
    final = _game(5, ("random", "random"), Rules())[-1]
    refusal = why_not(final, BidAction(PASS))
    assert refusal is not None and (refusal.rule, refusal.reason) == ("end.winner", "game-over")
    odd = why_not(new_game(5), "bid 3")  # type: ignore[arg-type]
    assert odd is not None and (odd.rule, odd.reason) == ("notation.actions", "not-an-action")
    assert str(odd) == "not an action: 'bid 3'"  # a non-action cites no rule


def test_why_illegal_and_the_error_are_the_refusals_sentence(states: list[State]) -> None:
    """RULES B, play and bidding: ``why_illegal`` is the refusal's sentence, and the error of a
    refused action carries the refusal itself beside that sentence."""
    for state, action, refusal in list(_refusals(states))[::40]:
        assert why_illegal(state, action) == str(refusal)
        assert str(refusal) == f"{refusal.message} (RULES {refusal.clause})"
        part = part_of(refusal.rule)
        assert refusal.clause == f"B, {'end of the game' if part == 'end' else part}"
        with pytest.raises(IllegalActionError) as caught:
            state.apply(action)
        assert caught.value.refusal == refusal and caught.value.reason == str(refusal)
        assert state.why_not(action) == refusal


def test_a_refusal_is_a_value_and_names_only_indexed_clauses() -> None:
    """The rule index: a refusal naming a clause the index lacks cannot be made."""
    one = Refusal("play.follow", "follow-suit", {"card": DECK[5], "led": DECK[9], "trump": False})
    two = Refusal("play.follow", "follow-suit", {"card": DECK[5], "led": DECK[9], "trump": False})
    assert one == two and hash(one) == hash(two)
    with pytest.raises(ValueError, match="not a clause"):
        Refusal("play.revoke", "follow-suit")


def test_every_lesson_rule_teaches_a_clause_of_the_index() -> None:
    """RULES B: the lesson's rule names and the clause ids are one index, read both ways."""
    assert set(LESSON_CLAUSES) == set(RULES)
    assert set(LESSON_CLAUSES.values()) <= set(CLAUSES)
    for clause in CLAUSES:
        part, _, slug = clause.partition(".")
        assert part and slug and CLAUSES[clause], clause
    for exercise in load_lesson().exercises:
        assert LESSON_CLAUSES[exercise.rule] in CLAUSES


def _lesson_words(states: list[State]) -> list[object]:
    """Everything the lesson says to a learner: each answer and wrong answer judged, and why
    each card of the hand to play may not be played, in the lesson's and the game's states."""
    said: list[object] = []
    for exercise in load_lesson().exercises:
        answers = [card.notation() for card in DECK] if exercise.kind == PLAY else []
        for answer in [*answers, *exercise.choices, "", "junk"]:
            feedback = exercise.judge(answer)
            said.append((exercise.id, answer, feedback.correct, feedback.message, feedback.rule))
        said.append(exercise.answer_words())
    for state in states:
        if state.phase is Phase.PLAYING and state.turn is not None:
            said += [illegal_words(state, card) for card in state.hands[state.turn]]
    return said


def _table_words(states: list[State]) -> list[str]:
    """What the table says to the human for every action refused, in some states of a game."""
    table = TableController(seed=2, auto=False)
    said = []
    for state in states[::9]:
        if state.turn is None:
            continue
        for action in ACTIONS:
            table.state, table.human, table.summary = state, state.turn, None
            if not table.act(action.notation()):
                said.append(table.message)
    return said


def test_rewording_every_engine_sentence_changes_nothing_a_learner_reads(
    states: list[State], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 25: with every refusal sentence of the engine reversed, the lesson and the table
    still say the same words and show the same rule, for every answer and every refusal."""
    game = states[: len(states) // 2]
    before = (_lesson_words(states), _table_words(game))
    plain = why_illegal(game[0], PlayAction(game[0].hands[0][0]))
    original = engine_words.refusal_message
    monkeypatch.setattr(engine_words, "refusal_message", lambda r: original(r)[::-1])
    reversed_ = why_illegal(game[0], PlayAction(game[0].hands[0][0]))
    assert plain and reversed_ and reversed_ != plain  # the rewording reached the engine
    assert reversed_.startswith(original(why_not(game[0], PlayAction(game[0].hands[0][0])))[::-1])
    after = (_lesson_words(states), _table_words(game))
    assert after == before
    # Guards for the guard: many answers judged, many of them refused cards, many table refusals.
    refused = [said for said in before[0] if isinstance(said, tuple) and len(said) == 2]
    assert len(before[0]) > 2000 and len(refused) > 500 and len(before[1]) > 500


def test_the_listed_equivalent_mutants_still_point_at_real_code() -> None:
    """A mutant judged equivalent names a line of its module: when code moves, the list follows
    (or the mutant's line is gone and it leaves the list)."""
    entries = json.loads((ROOT / "tests/backalley/equivalent_mutants.json").read_text())
    missing = []
    for entry in entries:
        lines = {line.strip() for line in (ROOT / entry["module"]).read_text().splitlines()}
        if entry["from"].strip() not in lines:
            missing.append(f"{entry['module']}: {entry['from']}")
    assert missing == [], "\n".join(missing)
