"""The Back Alley lesson: teaching screens and exercises, every answer worked out by the engine.

The lesson's content is data (``lesson.json`` beside this module): screens of text, a state to
show, an optional demo (actions the learner can watch played one by one) and exercises. An
exercise names a *question* ("legal": which card may you play; "trick-winner": who wins this
trick; "score": what does this deal score; ...); its right answer is never written in the data
but asked of the engine (``BAExercise.answers``), and a wrong answer is explained from the
engine's facts with the rule it breaks (``words.rulebook.RULES``): this module works out the
facts, ``backalley.words.feedback`` says them. The learner sits in seat 0. Pure Python: the
widget is ``widgets.backalley.lesson``.

``lesson.json`` is built by ``scripts/build_course.py`` (``make content``) from the course's
source, ``pegs/course/content/backalley/lesson.toml``: edit that, not the built file.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any, TypeVar

from backalley.actions import Bid, PlayAction, parse_action
from backalley.cards import DECK, Card
from backalley.dealing import start_deal
from backalley.errors import BackAlleyError
from backalley.events import Event, GameOver, TrickTaken
from backalley.play import legal_cards, trick_winner, why_not
from backalley.rules import PLAYERS, Rules, hand_size, next_seat
from backalley.scoring import deal_points
from backalley.state import State, bidder, board_levels, opening_leader
from backalley.words import feedback
from backalley.words.learner import SEAT_LABELS, event_words, seat_label
from backalley.words.names import BOARD_NAMES, points_words
from backalley.words.refusals import learner_refusal_words
from backalley.words.rulebook import RULES, rule_words
from pegs.course.translation import translated, translator
from pegs.words.messages import speaking

_T = TypeVar("_T")


def _known(value: _T | None, what: str) -> _T:
    """A value a lesson's state must hold (a bid, a leader, a seat to play), or a clear error."""
    if value is None:
        raise BackAlleyError(f"the lesson's position has no {what}")
    return value


DATA = "lesson.json"
#: The lesson's context in the course's catalogues.
LESSON_CONTEXT = "backalley/lesson"
PLAY = "play"  # answered by clicking a card of your hand
CHOICE = "choice"  # answered by clicking one of the choices
#: The questions an exercise may ask, and how each is answered.
QUESTIONS = {
    "legal": PLAY,  # click a card you may play now
    "win-trick": PLAY,  # click a card that wins this trick for you
    "trick-winner": CHOICE,  # the given plays complete a trick: who wins it?
    "leader": CHOICE,  # after these bids, who leads the first trick?
    "board-level": CHOICE,  # what is the last board bid: board, double, triple or quad?
    "team-bid": CHOICE,  # what is your team's bid?
    "score": CHOICE,  # with these tricks taken, what does your team score this deal?
    "trump": CHOICE,  # what is trump this deal?
    "may-lead": CHOICE,  # may you lead this card? Yes or No
    "may-play": CHOICE,  # which cards may you play? (sets of cards, in words)
    "redeal": CHOICE,  # after the given bids, which deal comes next?
    "game-result": CHOICE,  # the given plays end the game: who wins?
    "hand-size": CHOICE,  # how many cards each in this deal?
}


@dataclass(frozen=True)
class BAFeedback:
    """How an answer went: right or not, why in plain words, and the rule with its section."""

    correct: bool
    message: str
    rule: str


@dataclass(frozen=True)
class BAExercise:
    """One Back Alley exercise: a question on a state, answered by a card or a choice."""

    id: str
    question: str
    prompt: str
    state: State
    rule: str  # key of lesson_words.RULES
    choices: tuple[str, ...] = ()
    plays: tuple[str, ...] = ()  # actions played from ``state`` before the question applies
    card: str | None = None  # may-lead: the card asked about
    taken: tuple[int, ...] = ()  # score: tricks each seat takes in the deal
    hint: str = ""
    labels: tuple[str, ...] = ()  # the choices as shown, in the learner's language

    def label(self, choice: str) -> str:
        """A choice as the learner reads it (the choice itself, the engine's words, is judged)."""
        if choice in self.choices and len(self.labels) == len(self.choices):
            return self.labels[self.choices.index(choice)]
        return choice

    @property
    def kind(self) -> str:
        """PLAY (click a card of your hand) or CHOICE (click one of the choices)."""
        return QUESTIONS[self.question]

    @property
    def rule_text(self) -> str:
        """The rule this exercise shows, in words with its section."""
        return rule_words(self.rule)

    # ----- what the engine says
    def after(self) -> tuple[State, tuple[Event, ...]]:
        """The state after the given plays, and their events (the plays are checked as made)."""
        state, events = self.state, list[Event]()
        for text in self.plays:
            state, more = state.apply(parse_action(text))
            events += more
        return state, tuple(events)

    def answers(self) -> tuple[str, ...]:
        """The accepted answers, worked out by the engine: card notation or a choice label."""
        state = self.state
        q = self.question
        if q == "legal":
            return tuple(c.notation() for c in legal_cards(state))
        if q == "win-trick":
            return tuple(c.notation() for c in legal_cards(state) if self._wins(c))
        if q == "trick-winner":
            return (seat_label(self._taken_by()),)
        if q == "leader":
            return (seat_label(opening_leader(state.dealer, state.bids)),)
        if q == "board-level":
            return (BOARD_NAMES[board_levels(state.bids)[-1] - 1],)
        if q == "team-bid":
            return (feedback.contract_label(state.contract(0)),)
        if q == "score":
            return (points_words(deal_points(state, self.taken)[0]),)
        if q == "trump":
            return (feedback.trump_label(state.trump),)
        if q == "may-lead":
            allowed = why_not(state, PlayAction(Card.parse(self.card or ""))) is None
            return ("Yes" if allowed else "No",)
        if q == "may-play":
            cards = legal_cards(state)
            whole = set(cards) == set(state.hands[_known(state.turn, "seat to play")])
            return (feedback.cards_label(cards, whole),)
        if q == "redeal":
            new, _ = self.after()
            return (feedback.deal_label(new.deal, new.deal == state.deal, new.hand_size),)
        if q == "game-result":
            _, events = self.after()
            over = next(e for e in events if isinstance(e, GameOver))
            return (feedback.result_label(over.winner),)
        if q == "hand-size":
            return (str(hand_size(state.deal)),)
        raise BackAlleyError(f"unknown lesson question {q!r}")

    def _wins(self, card: Card) -> bool:
        state = self.state
        trick = (*state.trick, card)
        if len(trick) < PLAYERS:
            return False  # only the last to play can be sure of winning
        return trick_winner(state, trick, _known(state.leader, "leader")) == state.turn

    def _taken_by(self) -> int:
        _, events = self.after()
        return next(e.winner for e in events if isinstance(e, TrickTaken))

    def first_trick(self) -> tuple[int, TrickTaken]:
        """The first trick the plays complete, with the seat that led it.

        Its leader is the one of the state its last card is played in: the plays may start
        while bidding (the opening leader then leads) or in the middle of a trick.
        """
        state = self.state
        for text in self.plays:
            leader = state.leader
            state, events = state.apply(parse_action(text))
            for event in events:
                if isinstance(event, TrickTaken):
                    return _known(leader, "leader"), event
        raise BackAlleyError("the plays of a trick-winner question complete no trick")

    # ----- judging
    def judge(self, answer: str) -> BAFeedback:
        """Whether ``answer`` is right, with why in plain words; never raises on any string."""
        try:
            text = answer.strip() if isinstance(answer, str) else ""
            if self.kind == PLAY:
                return self._judge_card(text)
            return self._judge_choice(text)
        except Exception:  # a click must never end in a traceback
            return BAFeedback(False, feedback.unreadable(), self.rule_text)

    def _right(self, words: str) -> BAFeedback:
        return BAFeedback(True, feedback.right(words), self.rule_text)

    def _wrong(self, words: str, rule: str | None = None) -> BAFeedback:
        return BAFeedback(False, feedback.not_quite(words), rule_words(rule or self.rule))

    def _judge_card(self, text: str) -> BAFeedback:
        try:
            card = Card.parse(text)
        except BackAlleyError:
            return self._wrong(feedback.click_a_card())
        state = self.state
        if card not in state.hands[0]:
            return self._wrong(feedback.not_in_hand(card))
        if card.notation() in self.answers():
            return self._right(self.explain_card(card))
        reason = illegal_words(state, card)
        if reason is not None:
            return self._wrong(*reason)
        if self.question == "win-trick":
            trick = (*state.trick, card)
            leader = _known(state.leader, "leader")
            winner = trick_winner(state, trick, leader)
            best = trick[(winner - leader) % PLAYERS]
            return self._wrong(feedback.would_not_win(card, winner, best), "trick")
        return self._wrong(feedback.allowed_not_asked(card))

    def explain_card(self, card: Card) -> str:
        """Why a right card is right, in words."""
        state = self.state
        if self.question == "win-trick":
            return feedback.wins_the_trick(card)
        others = [c for c in state.hands[0] if c not in legal_cards(state)]
        if not others:
            return feedback.may_play(card, None, None)
        barred = illegal_words(state, others[0])
        return feedback.may_play(card, others[0], barred[0] if barred else None)

    def _judge_choice(self, text: str) -> BAFeedback:
        chosen = next((c for c in self.choices if c.casefold() == text.casefold()), None)
        if chosen is None:
            return self._wrong(feedback.pick_a_choice())
        right = self.answers()[0]
        if chosen == right:
            return self._right(self.explain_choice())
        return self._wrong(self.wrong_choice_words(chosen))

    def wrong_choice_words(self, chosen: str) -> str:
        """Why a wrong choice is wrong, from the engine's facts, without giving the answer away
        where there are more than two choices."""
        state = self.state
        q = self.question
        if len(self.choices) == 2:
            return self.explain_choice()  # with two choices, the reason is the answer
        if q == "trick-winner":
            seat = SEAT_LABELS.index(chosen)
            leader, taken = self.first_trick()
            card = taken.cards[(seat - leader) % PLAYERS]
            return feedback.does_not_win(state, seat, card, taken.cards)
        if q == "leader":
            seat = SEAT_LABELS.index(chosen)
            bid = _known(state.bid_of(seat), "bid by that seat")
            return feedback.does_not_lead(seat, bid, state.bid_level_of(seat))
        right_deal = False
        if q == "redeal":
            new, _ = self.after()
            right_deal = feedback.names_deal(chosen, new.deal)
        return feedback.wrong_choice(q, self.label(chosen), right_deal)

    def explain_choice(self) -> str:
        """Why the right choice is right, from the engine's facts, in words."""
        state = self.state
        q = self.question
        right = self.answers()[0]
        if q == "trick-winner":
            leader, taken = self.first_trick()
            best = taken.cards[(taken.winner - leader) % PLAYERS]
            return feedback.trick_won(state, taken.winner, best, taken.cards[0])
        if q == "leader":
            seat = opening_leader(state.dealer, state.bids)
            bid = _known(state.bid_of(seat), "bid by the leader")
            return feedback.leads(seat, bid, state.bid_level_of(seat))
        if q == "board-level":
            before = sum(1 for b in state.bids[:-1] if b.board)
            return feedback.board_level(before, board_levels(state.bids)[-1])
        if q == "team-bid":
            mine = _known(state.bid_of(0), "bid of yours")
            theirs = _known(state.bid_of(2), "bid of your partner's")
            return feedback.team_bid(mine, theirs, state.contract(0))
        if q == "score":
            return feedback.score_words(state, self.taken, deal_points(state, self.taken)[0])
        if q == "trump":
            return feedback.trump_shown(state.turned, state.trump)
        if q == "may-lead":
            card = Card.parse(self.card or "")
            reason = illegal_words(state, card)
            turn = _known(state.turn, "seat to play") if reason is None else 0
            return feedback.may_lead(state, turn, card, reason[0] if reason else None)
        if q == "may-play":
            return feedback.may_play_choice(state, self.label(right))
        if q == "redeal":
            new, _ = self.after()
            return feedback.redealt(new.dealer, new.hand_size, new.deal)
        if q == "game-result":
            _, events = self.after()
            over = next(e for e in events if isinstance(e, GameOver))
            return event_words(over)
        if q == "hand-size":
            return feedback.hand_size_words(state.deal, hand_size(state.deal))
        return self.label(right)

    def answer_words(self) -> str:
        """The answer in plain words, for "show me"."""
        answers = self.answers()
        if self.kind == PLAY:
            cards = tuple(Card.parse(a) for a in answers)
            return feedback.play_words(cards, self.explain_card(cards[0]))
        return feedback.choice_words(self.label(answers[0]), self.explain_choice())


# ----- engine facts in words
def illegal_words(state: State, card: Card) -> tuple[str, str | None] | None:
    """Why ``card`` may not be played now, in the learner's words, and the lesson rule it
    breaks (None: no lesson rule covers it); None when it may be played. Built from the
    engine's refusal as data (``why_not``): its clause names the rule."""
    refusal = why_not(state, PlayAction(card))
    if refusal is None:
        return None
    return learner_refusal_words(refusal)


# ----- building states from the lesson data
def state_from_spec(spec: dict[str, Any]) -> State:
    """A state from a lesson's compact spec; missing hands are filled from unused low cards.

    Spec keys: ``deal``, ``dealer``, ``turned``, ``hands`` (four lists of card notation, or null
    for "any cards"), optional ``bids``, ``trick``, ``leader``, ``taken``, ``trump_last``,
    ``scores``, ``seed`` (1 when not given, so every lesson deals the same redeals). The engine
    validates the state (hand sizes, cards used twice, turn).
    """
    if "dealt" in spec:
        return dealt(spec["dealt"])[0]
    deal = int(spec["deal"])
    dealer = int(spec.get("dealer", 3))
    turned = Card.parse(spec["turned"])
    bids = tuple(Bid.parse(b) for b in spec.get("bids", ()))
    trick = tuple(Card.parse(c) for c in spec.get("trick", ()))
    taken = tuple(spec.get("taken", (0, 0, 0, 0)))
    leader = spec.get("leader")
    if leader is None and len(bids) == PLAYERS:
        leader = opening_leader(dealer, bids)
    given = [None if h is None else [Card.parse(c) for c in h] for h in spec["hands"]]
    size = hand_size(deal) - sum(taken)
    used = {c for h in given if h for c in h} | set(trick) | {turned}
    # Filler cards: low plain cards of the side suits first, trumps last, never a blooper.
    spare = sorted(
        (c for c in DECK if c not in used and not c.is_blooper),
        key=lambda c: (c.suit == turned.suit, c.rank),
    )
    hands = []
    for seat, hand in enumerate(given):
        played = leader is not None and (seat - leader) % PLAYERS < len(trick)
        want = size - (1 if played else 0)
        if hand is None:
            hand, spare = spare[:want], spare[want:]
        hands.append(tuple(sorted(hand, key=DECK.index)))
    if len(bids) < PLAYERS:
        turn = bidder(dealer, len(bids))
    else:
        turn = next_seat(_known(leader, "leader"), len(trick))
    return State(
        deal=deal,
        dealer=dealer,
        turned=turned,
        hands=tuple(hands),
        bids=bids,
        leader=leader,
        trick=trick,
        taken=taken,
        trump_in_last_trick=bool(spec.get("trump_last", False)),
        scores=tuple(spec.get("scores", (0, 0))),
        turn=turn,
        seed=int(spec.get("seed", 1)),
    )


def dealt(spec: dict[str, Any]) -> tuple[State, tuple[Event, ...]]:
    """A deal as the engine deals it from ``seed``, ``deal`` and ``dealer``, and its events."""
    return start_deal(
        int(spec["seed"]), int(spec["deal"]), int(spec.get("dealer", 3)), (0, 0), Rules()
    )


@dataclass(frozen=True)
class BAScreen:
    """One lesson screen: teaching text with an optional state and demo, or an exercise."""

    title: str
    text: str = ""
    state: State | None = None
    demo: tuple[str, ...] = ()  # actions the learner can watch, one click each
    exercise: BAExercise | None = None
    show_hands: bool = False  # show every hand (teaching screens), not only yours
    news: str = ""  # what the engine said happened before the screen (a deal's events)

    def demo_steps(self) -> list[tuple[State, str]]:
        """Each demo action played by the engine: the state after it and what happened."""
        steps = []
        state = _known(self.state, "state to play the demo from")
        for text in self.demo:
            state, events = state.apply(parse_action(text))
            steps.append((state, " ".join(event_words(e) for e in events)))
        return steps


@dataclass(frozen=True)
class BALesson:
    """The Back Alley lesson: its screens in order."""

    title: str
    screens: tuple[BAScreen, ...] = field(default=())

    @property
    def exercises(self) -> tuple[BAExercise, ...]:
        """Every exercise of the lesson, in order."""
        return tuple(s.exercise for s in self.screens if s.exercise is not None)


def exercise_from_dict(data: dict[str, Any]) -> BAExercise:
    """An exercise from the lesson data; BackAlleyError naming what is wrong."""
    name = data.get("id", "?")
    try:
        if data["question"] not in QUESTIONS:
            raise BackAlleyError(f"unknown question {data['question']!r}")
        return BAExercise(
            id=str(data["id"]),
            question=data["question"],
            prompt=str(data["prompt"]),
            state=state_from_spec(data["state"]),
            rule=rule_key(data["rule"]),
            choices=tuple(data.get("choices", ())),
            plays=tuple(data.get("plays", ())),
            card=data.get("card"),
            taken=tuple(data.get("taken", ())),
            hint=str(data.get("hint", "")),
            labels=tuple(data.get("labels", ())),
        )
    except (KeyError, TypeError, ValueError) as err:
        raise BackAlleyError(f"lesson exercise {name}: {err}") from None


def rule_key(name: str) -> str:
    """``name`` if it is a rule of ``lesson_words.RULES``; a clear error if not."""
    if name not in RULES:
        raise BackAlleyError(f"unknown rule {name!r} (rules: {', '.join(RULES)})")
    return name


def screen_from_dict(data: dict[str, Any]) -> BAScreen:
    """A screen from the lesson data."""
    exercise = data.get("exercise")
    state = data.get("state")
    news = ""
    if state and "dealt" in state:
        news = " ".join(event_words(e) for e in dealt(state["dealt"])[1])
    return BAScreen(
        title=str(data.get("title", "")),
        text=str(data.get("text", "")),
        state=state_from_spec(state) if state else None,
        demo=tuple(data.get("demo", ())),
        exercise=exercise_from_dict(exercise) if exercise else None,
        show_hands=bool(data.get("show_hands", False)),
        news=news,
    )


def _labelled(data: Any, say: Callable[[str], str]) -> Any:
    """The lesson's JSON with its texts said by ``say``; each exercise's choices kept as the
    engine words them (its answers are the engine's), their translations as its ``labels``."""
    out = translated(data, say)
    for before, after in zip(data["screens"], out["screens"], strict=True):
        exercise = after.get("exercise")
        if exercise and exercise.get("choices"):
            exercise["labels"] = exercise["choices"]
            exercise["choices"] = before["exercise"]["choices"]
    return out


@cache
def load_lesson(lang: str = "en") -> BALesson:
    """The Back Alley lesson shipped with the kit (``lesson.json``), its texts in ``lang``.

    A text without a fresh translation is in English; the words the engine makes while the
    lesson is read (a deal's news) are in ``lang`` too.
    """
    text = resources.files("backalley").joinpath(DATA).read_text(encoding="utf-8")
    data = json.loads(text)
    if lang != "en":
        data = _labelled(data, translator(lang, LESSON_CONTEXT))
    with speaking(lang):
        return BALesson(
            title=str(data["title"]),
            screens=tuple(screen_from_dict(s) for s in data["screens"]),
        )


__all__ = [
    "CHOICE",
    "PLAY",
    "QUESTIONS",
    "BAExercise",
    "BAFeedback",
    "BALesson",
    "BAScreen",
    "illegal_words",
    "load_lesson",
    "state_from_spec",
]
