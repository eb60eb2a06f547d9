"""The Back Alley lesson: teaching screens and exercises, every answer worked out by the engine.

The lesson's content is data (``lesson.json`` beside this module): screens of text, a state to
show, an optional demo (actions the learner can watch played one by one) and exercises. An
exercise names a *question* ("legal": which card may you play; "trick-winner": who wins this
trick; "score": what does this deal score; ...); its right answer is never written in the data
but asked of the engine (``BAExercise.answers``), and a wrong answer is explained from the
engine's facts with the rule it breaks (``lesson_words.RULES``). The learner sits in seat 0.
Pure Python: the widget is ``widgets.backalley.lesson``.

``lesson.json`` is built by ``scripts/build_course.py`` (``make content``) from the course's
source, ``pegs/course/content/backalley/lesson.toml``: edit that, not the built file.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any, TypeVar

from backalley.actions import Bid, PlayAction, parse_action
from backalley.cards import DECK, Card, Rank
from backalley.dealing import start_deal
from backalley.errors import BackAlleyError
from backalley.events import Event, GameOver, TrickTaken
from backalley.lesson_words import (
    BOARD_NAMES,
    RULES,
    SEAT_LABELS,
    TEAM_WORDS,
    bid_words,
    cap,
    card_words,
    event_words,
    points_words,
    rule_words,
    seat_label,
    seat_words,
    suit_words,
)
from backalley.play import legal_cards, trick_winner, why_illegal
from backalley.rules import PLAYERS, Rules, hand_size, next_seat
from backalley.scoring import deal_points
from backalley.state import State, bidder, board_levels, opening_leader

_T = TypeVar("_T")


def _known(value: _T | None, what: str) -> _T:
    """A value a lesson's state must hold (a bid, a leader, a seat to play), or a clear error."""
    if value is None:
        raise BackAlleyError(f"the lesson's position has no {what}")
    return value


DATA = "lesson.json"
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
            return (_contract_words(state, 0),)
        if q == "score":
            return (points_words(deal_points(state, self.taken)[0]),)
        if q == "trump":
            return (_trump_label(state),)
        if q == "may-lead":
            allowed = why_illegal(state, PlayAction(Card.parse(self.card or ""))) is None
            return ("Yes" if allowed else "No",)
        if q == "may-play":
            return (_cards_label(state, legal_cards(state)),)
        if q == "redeal":
            new, _ = self.after()
            return (_deal_label(self.state, new),)
        if q == "game-result":
            _, events = self.after()
            over = next(e for e in events if isinstance(e, GameOver))
            return (_result_label(over.winner),)
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

    def _first_trick(self) -> tuple[int, TrickTaken]:
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
            return BAFeedback(False, "That answer could not be read. Try again.", self.rule_text)

    def _right(self, words: str) -> BAFeedback:
        return BAFeedback(True, f"Right! {words}".strip(), self.rule_text)

    def _wrong(self, words: str, rule: str | None = None) -> BAFeedback:
        return BAFeedback(False, f"Not quite. {words}".strip(), rule_words(rule or self.rule))

    def _judge_card(self, text: str) -> BAFeedback:
        try:
            card = Card.parse(text)
        except BackAlleyError:
            return self._wrong("Click one of the cards in your hand.")
        state = self.state
        if card not in state.hands[0]:
            return self._wrong(f"{cap(card_words(card))} is not in your hand.")
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
            return self._wrong(
                f"You may play {card_words(card)}, but {seat_words(winner)} would still win "
                f"the trick with {card_words(best)}.",
                "trick",
            )
        return self._wrong(f"{cap(card_words(card))} is allowed, but it is not what was asked.")

    def explain_card(self, card: Card) -> str:
        """Why a right card is right, in words."""
        state = self.state
        if self.question == "win-trick":
            return f"{cap(card_words(card))} is the highest card in the trick: you win it."
        others = [c for c in state.hands[0] if c not in legal_cards(state)]
        if not others:
            return f"You may play {card_words(card)}: every card of your hand is allowed here."
        barred = illegal_words(state, others[0])
        because = (
            f" Not {card_words(others[0])}: {barred[0][0].lower()}{barred[0][1:]}"
            if (barred)
            else ""
        )
        return f"You may play {card_words(card)}.{because}"

    def _judge_choice(self, text: str) -> BAFeedback:
        chosen = next((c for c in self.choices if c.casefold() == text.casefold()), None)
        if chosen is None:
            return self._wrong("Pick one of the answers shown.")
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
            leader, taken = self._first_trick()
            card = taken.cards[(seat - leader) % PLAYERS]
            return (
                f"{cap(seat_words(seat))} played {card_words(card)}, which does not win: "
                f"{_why_not_best(state, card, taken.cards)}"
            )
        if q == "leader":
            seat = SEAT_LABELS.index(chosen)
            bid = _known(state.bid_of(seat), "bid by that seat")
            said = bid_words(bid, state.bid_level_of(seat))
            return (
                f"{cap(seat_words(seat))} bid {said}, and that is not the bid that leads. "
                "Compare all four bids."
            )
        if q == "board-level":
            return f"It is not a {chosen}: count the boards bid before it in this deal."
        if q == "team-bid":
            return f"Not {chosen}: a team's bid is the partners' two numbers added up."
        if q == "score":
            return f"Not {chosen}. Count again from the bid and the tricks your team took."
        if q == "trump":
            return f"Not {chosen.lower()}: look again at the turned card."
        if q == "redeal":
            new, _ = self.after()
            if f"Deal {new.deal} " not in chosen + " ":
                return "Not that deal: a deal nobody played does not count as one of the 25."
            return "Not that many cards: the redeal gives the same number of cards as before."
        if q == "game-result":
            return "Find who wins the last trick first, then score both teams' bids."
        if q == "hand-size":
            return (
                f"Not {chosen}: the hands shrink by one card each deal from 13 in deal 1, "
                "then grow again after deal 13."
            )
        if q == "may-play":
            return (
                "Those are not the cards you may play. Think about what the duty asks of a "
                "player who holds no trump."
            )
        return f"Not {chosen}."

    def explain_choice(self) -> str:
        """Why the right choice is right, from the engine's facts, in words."""
        state = self.state
        q = self.question
        right = self.answers()[0]
        if q == "trick-winner":
            leader, taken = self._first_trick()
            best = taken.cards[(taken.winner - leader) % PLAYERS]
            return (
                f"{cap(seat_words(taken.winner))} wins with {card_words(best)}: "
                f"{_why_best(state, best, taken.cards[0])}"
            )
        if q == "leader":
            seat = opening_leader(state.dealer, state.bids)
            bid = _known(state.bid_of(seat), "bid by the leader")
            level = state.bid_level_of(seat)
            return (
                f"{cap(seat_words(seat))} bid {bid_words(bid, level)}, the highest bid, so "
                f"{seat_words(seat)} lead{'' if seat == 0 else 's'}."
            )
        if q == "board-level":
            before = sum(1 for b in state.bids[:-1] if b.board)
            return (
                f"{before} board{'s were' if before != 1 else ' was'} bid before it in this "
                f"deal, so it is a {right}."
            )
        if q == "team-bid":
            mine = _known(state.bid_of(0), "bid of yours")
            theirs = _known(state.bid_of(2), "bid of your partner's")
            if right.endswith("board"):
                return f"Your team bid {right}: the partner's number no longer counts."
            return (
                f"You bid {bid_words(mine)} and your partner {bid_words(theirs)}: the team's "
                f"bid is the two added up, {right}."
            )
        if q == "score":
            return _score_words(state, self.taken)
        if q == "trump":
            if state.trump is None:
                return f"{cap(card_words(state.turned))} was turned, so there is no trump."
            return f"{cap(card_words(state.turned))} was turned, so {right.lower()} are trump."
        if q == "may-lead":
            card = Card.parse(self.card or "")
            reason = illegal_words(state, card)
            if reason is None:
                return f"You may lead {card_words(card)}: {_lead_ok_words(state, card)}"
            return f"You may not lead {card_words(card)}: {reason[0][0].lower()}{reason[0][1:]}"
        if q == "may-play":
            return f"{right}: {_may_play_words(state)}"
        if q == "redeal":
            new, _ = self.after()
            return (
                f"All four passed, so {seat_words(new.dealer)} deal"
                f"{'' if new.dealer == 0 else 's'} the same {new.hand_size} cards each again; "
                f"it is still deal {new.deal} of 25."
            )
        if q == "game-result":
            _, events = self.after()
            over = next(e for e in events if isinstance(e, GameOver))
            return event_words(over)
        if q == "hand-size":
            deal = state.deal
            way = "down from 13" if deal <= 13 else "back up from 1 after deal 13"
            return f"Deal {deal} has {right} card{'s' if right != '1' else ''} each: {way}."
        return right

    def answer_words(self) -> str:
        """The answer in plain words, for "show me"."""
        answers = self.answers()
        if self.kind == PLAY:
            cards = " or ".join(card_words(Card.parse(a)) for a in answers)
            return f"Play {cards}. {self.explain_card(Card.parse(answers[0]))}"
        return f"{answers[0]}. {self.explain_choice()}"


# ----- engine facts in words
def illegal_words(state: State, card: Card) -> tuple[str, str] | None:
    """Why ``card`` may not be played now, in words, and the rule's key; None when it may."""
    if why_illegal(state, PlayAction(card)) is None:
        return None
    name = card_words(card)
    if not state.trick:
        if state.tricks_played == 0:
            return (
                f"{cap(name)} is a trump, and the first lead of a deal may not be a trump "
                "while you hold another suit.",
                "first-lead",
            )
        return (
            f"{cap(name)} is a trump; no trump was played in the trick before and you did "
            "not bid board, so you may not lead one while you hold another suit.",
            "trump-lead",
        )
    led = state.trick[0]
    if led.is_blooper:
        which = "highest" if led.rank is Rank.BIG_BLOOPER else "lowest"
        return (
            f"{cap(card_words(led))} was led, so you must play your {which} trump, and "
            f"{card_words(card)} is not it.",
            "blooper-duty",
        )
    suit = "trumps" if state.is_trump(led) else suit_words(led.suit)
    return (f"{cap(card_words(led))} was led and you hold {suit}: you must follow suit.", "follow")


def _why_best(state: State, best: Card, led: Card) -> str:
    if state.is_trump(best) and not state.is_trump(led):
        return "a trump beats every card of the suit led."
    if state.is_trump(best):
        return "it is the highest trump in the trick."
    return "no trump was played, and it is the highest card of the suit led."


def _why_not_best(state: State, card: Card, trick: tuple[Card, ...]) -> str:
    led = trick[0]
    if state.is_trump(card):
        return "a higher trump was played."
    if card.suit != led.suit:
        return "a card of a suit that was not led never wins."
    if any(state.is_trump(c) for c in trick):
        return "a trump was played, and a trump beats every card of the suit led."
    return "a higher card of the suit led was played."


def _lead_ok_words(state: State, card: Card) -> str:
    if not state.is_trump(card):
        return "it is not a trump, and any other suit may always be led."
    turn = _known(state.turn, "seat to play")
    hand = state.hands[turn]
    if all(state.is_trump(c) for c in hand):
        return "you hold nothing but trumps, and a leader with only trumps may lead one."
    bid = state.bid_of(turn)
    if bid is not None and bid.board and state.tricks_played:
        return "you bid board, so you may lead a trump after the first trick."
    if state.trump_in_last_trick:
        return "a trump was played in the trick before, so trumps may be led."
    return "it is not a trump."


def _may_play_words(state: State) -> str:
    led = state.trick[0] if state.trick else None
    if led is not None and led.is_blooper and not any(state.is_trump(c) for c in state.hands[0]):
        return f"{card_words(led)} was led, but you hold no trump, so you may play anything."
    if led is not None and not any(
        (state.is_trump(c) if state.is_trump(led) else c.suit == led.suit and not state.is_trump(c))
        for c in state.hands[0]
    ):
        return "you cannot follow the suit led, so you may play anything."
    return "you must follow the suit led."


def _cards_label(state: State, cards: tuple[Card, ...]) -> str:
    if set(cards) == set(state.hands[_known(state.turn, "seat to play")]):
        return "Any card of your hand"
    return "Only " + " or ".join(card_words(c) for c in cards)


def _trump_label(state: State) -> str:
    return "No trump" if state.trump is None else cap(suit_words(state.trump))


def _contract_words(state: State, team: int) -> str:
    contract = state.contract(team)
    if contract.is_board:
        return BOARD_NAMES[contract.board_level - 1]
    return str(contract.tricks)


def _deal_label(old: State, new: State) -> str:
    again = " again" if new.deal == old.deal else ""
    return f"Deal {new.deal}{again}, {new.hand_size} cards each"


def _result_label(winner: int | str) -> str:
    if winner == "draw":
        return "A draw"
    return f"{cap(TEAM_WORDS[int(winner)])} win"


def _score_words(state: State, taken: tuple[int, ...]) -> str:
    contract = state.contract(0)
    tricks = taken[0] + taken[2]
    points = deal_points(state, taken)[0]
    if contract.is_board:
        name = BOARD_NAMES[contract.board_level - 1]
        made = "made it" if tricks == state.hand_size else f"took only {tricks}"
        return (
            f"Your team bid {name} on {state.hand_size} cards and {made}: 10 a trick is "
            f"{10 * state.hand_size}, times {contract.board_level}, "
            f"{'won' if points > 0 else 'lost'}: {points_words(points)}."
        )
    bid = contract.tricks
    if tricks >= bid:
        over = tricks - bid
        return (
            f"Your team bid {bid} and took {tricks}: 5 times {bid} is {5 * bid}, plus "
            f"{over} for the trick{'s' if over != 1 else ''} over: {points_words(points)}."
        )
    return (
        f"Your team bid {bid} but took only {tricks}: it loses 5 for each trick bid, "
        f"{points_words(points)}."
    )


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


@cache
def load_lesson() -> BALesson:
    """The Back Alley lesson shipped with the kit (``lesson.json``)."""
    text = resources.files("backalley").joinpath(DATA).read_text(encoding="utf-8")
    data = json.loads(text)
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
