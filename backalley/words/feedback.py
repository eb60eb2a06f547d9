"""A Back Alley lesson's answers in words: choice labels, right and wrong answers explained.

Owns every sentence the lesson's judge says (``backalley.lessons`` works out the facts with the
engine and hands them here): the labels of the choices the engine's answer is matched with, why
a right answer is right and why a wrong one is not, from the learner's chair. The facts come in
as values (seats, cards, bids, counts) or as the state they are read from; no sentence is read.
The judge's sentences are Fluent messages (``locales/<lang>/feedback.ftl``) in the language
spoken; the choices' labels stay the engine's English (the lesson's choices are matched with
them, and shown through the lesson's own translations), so a sentence naming a choice is handed
it as its button shows it.
"""

from __future__ import annotations

from backalley.actions import Bid
from backalley.cards import Card, Suit
from backalley.state import Contract, State
from backalley.tricks import follows
from backalley.words.learner import TEAM_WORDS, bid_arg, card_args
from backalley.words.names import BOARD_NAMES, cap, card_words, points_words, suit_words
from backalley.words.speech import say


def unreadable() -> str:
    """The judge's words for an answer that cannot be read."""
    return say("feedback-unreadable")


def click_a_card() -> str:
    """The judge's words for a card question answered with something else."""
    return say("feedback-click-a-card")


def pick_a_choice() -> str:
    """The judge's words for a choice question answered with something else."""
    return say("feedback-pick-a-choice")


def right(words: str) -> str:
    """The judge's words for a right answer."""
    return say("feedback-right", words=words).strip()


def not_quite(words: str) -> str:
    """The judge's words for a wrong answer."""
    return say("feedback-not-quite", words=words).strip()


def _card(card: Card) -> str:
    """A card said in the middle of a sentence, in the language spoken."""
    return say("learner-card", **card_args(card))


def _cards_or(cards: tuple[Card, ...]) -> str:
    """Cards said one after the other: "the 3 of clubs or the 5 of clubs"."""
    said = _card(cards[0])
    for card in cards[1:]:
        said = say("feedback-or", first=said, second=_card(card))
    return said


def _small(text: str) -> str:
    """A sentence made a clause: its first letter small."""
    return text[:1].lower() + text[1:]


# ----- the labels of the choices (the engine's answer is one of them)
def trump_label(trump: Suit | None) -> str:
    """The trump as a choice: "Hearts", "No trump"."""
    return "No trump" if trump is None else cap(suit_words(trump))


def cards_label(cards: tuple[Card, ...], whole_hand: bool) -> str:
    """Cards one may play, as a choice: "Any card of your hand", "Only the 3 of clubs"."""
    if whole_hand:
        return "Any card of your hand"
    return "Only " + " or ".join(card_words(c) for c in cards)


def contract_label(contract: Contract) -> str:
    """A team's bid as a choice: "5", "double board"."""
    if contract.is_board:
        return BOARD_NAMES[contract.board_level - 1]
    return str(contract.tricks)


def deal_label(deal: int, again: bool, hand_size: int) -> str:
    """The next deal as a choice: "Deal 4 again, 10 cards each"."""
    return f"Deal {deal}{' again' if again else ''}, {hand_size} cards each"


def names_deal(label: str, deal: int) -> bool:
    """True when a ``deal_label`` choice names deal ``deal``."""
    return f"Deal {deal} " in label + " "


def result_label(winner: int | str) -> str:
    """The game's result as a choice: "You and your partner win", "A draw"."""
    if winner == "draw":
        return "A draw"
    return f"{cap(TEAM_WORDS[int(winner)])} win"


# ----- a card clicked
def not_in_hand(card: Card) -> str:
    """A card clicked that the learner does not hold."""
    return say("feedback-not-in-hand", **card_args(card))


def would_not_win(card: Card, winner: int, best: Card) -> str:
    """A legal card that does not win the trick asked about."""
    return say("feedback-would-not-win", seat=winner % 4, best=_card(best), **card_args(card))


def allowed_not_asked(card: Card) -> str:
    """A legal card that is not what the question asked for."""
    return say("feedback-allowed-not-asked", **card_args(card))


def wins_the_trick(card: Card) -> str:
    """Why a card that wins the trick is right."""
    return say("feedback-wins-the-trick", **card_args(card))


def may_play(card: Card, barred: Card | None, because: str | None) -> str:
    """Why a legal card is right: with the first card of the hand that is not, and why not
    (``barred`` None: every card of the hand is allowed)."""
    if barred is None:
        return say("feedback-may-play-any", **card_args(card))
    if not because:
        return say("feedback-may-play", **card_args(card))
    return say(
        "feedback-may-play-not", barred=_card(barred), because=_small(because), **card_args(card)
    )


def play_words(cards: tuple[Card, ...], why: str) -> str:
    """The answer of a card question for "Show me"."""
    return say("feedback-play", which=_cards_or(cards), why=why)


def choice_words(answer: str, why: str) -> str:
    """The answer of a choice question for "Show me" (``answer`` as its button shows it)."""
    return say("feedback-choice", answer=answer, why=why)


# ----- why a choice is right
def trick_won(state: State, winner: int, best: Card, led: Card) -> str:
    """Who won the trick asked about, and why their card is the best."""
    if state.is_trump(best) and not state.is_trump(led):
        reason = "trump-beats"
    elif state.is_trump(best):
        reason = "highest-trump"
    else:
        reason = "highest-led"
    return say("feedback-trick-won", seat=winner % 4, best=_card(best), reason=reason)


def leads(seat: int, bid: Bid, level: int) -> str:
    """Who leads the first trick after the bids, and why."""
    return say("feedback-leads", seat=seat % 4, bid=bid_arg(bid), level=max(level, 1))


def board_level(before: int, level: int) -> str:
    """Which board the last bid is (``level``, 1 to 4), from the boards bid before it."""
    return say("feedback-board-level", before=before, level=level)


def team_bid(mine: Bid, theirs: Bid, contract: Contract) -> str:
    """The learner's team's bid, from the two partners' bids."""
    if contract.is_board:
        return say("feedback-team-bid-board", level=contract.board_level)
    return say(
        "feedback-team-bid", mine=bid_arg(mine), theirs=bid_arg(theirs), total=contract.tricks
    )


def trump_shown(turned: Card, trump: Suit | None) -> str:
    """What trump is, from the turned card."""
    suit = "none" if trump is None else suit_words(trump)
    return say("feedback-trump-shown", trump=suit, **card_args(turned))


def may_lead(state: State, turn: int, card: Card, refused: str | None) -> str:
    """Whether ``turn`` may lead a card, and why (``refused``: the learner's words of the
    refusal, None when it may)."""
    if refused is None:
        reason = _lead_ok(state, turn, card)
        return say("feedback-may-lead", reason=reason, **card_args(card))
    return say("feedback-may-not-lead", refused=_small(refused), **card_args(card))


def may_play_choice(state: State, answer: str) -> str:
    """Which cards may be played (``answer``, as its button shows it), and why."""
    led = state.trick[0] if state.trick else None
    hand = state.hands[0]
    if led is not None and led.is_blooper and not any(state.is_trump(c) for c in hand):
        return say("feedback-may-play-choice", answer=answer, reason="blooper-led", led=_card(led))
    if led is not None and not any(follows(c, led, state.trump) for c in hand):
        reason = "cannot-follow"
    else:
        reason = "must-follow"
    return say("feedback-may-play-choice", answer=answer, reason=reason, led="")


def redealt(dealer: int, hand_size: int, deal: int) -> str:
    """What an all-pass redeal deals next."""
    return say("feedback-redealt", seat=dealer % 4, size=hand_size, deal=deal)


def hand_size_words(deal: int, size: int) -> str:
    """How many cards (``size``) each player holds in a deal, and why."""
    return say("feedback-hand-size", deal=deal, size=size, way="down" if deal <= 13 else "up")


def score_words(state: State, taken: tuple[int, ...], points: int) -> str:
    """What the learner's team scores this deal with the tricks ``taken``, worked through."""
    contract = state.contract(0)
    tricks = taken[0] + taken[2]
    result = points_words(points)
    if contract.is_board:
        return say(
            "feedback-score-board",
            level=contract.board_level,
            size=state.hand_size,
            made="yes" if tricks == state.hand_size else "no",
            took=tricks,
            base=10 * state.hand_size,
            won="yes" if points > 0 else "no",
            result=result,
        )
    bid = contract.tricks
    if tricks >= bid:
        return say(
            "feedback-score-made",
            contract=bid,
            took=tricks,
            base=5 * bid,
            over=tricks - bid,
            result=result,
        )
    return say("feedback-score-missed", contract=bid, took=tricks, result=result)


# ----- why a choice is wrong (never giving the answer away)
def does_not_win(state: State, seat: int, card: Card, trick: tuple[Card, ...]) -> str:
    """Why the seat chosen did not win the trick."""
    led = trick[0]
    if state.is_trump(card):
        reason = "higher-trump"
    elif card.suit != led.suit:
        reason = "off-suit"
    elif any(state.is_trump(c) for c in trick):
        reason = "trumped"
    else:
        reason = "higher-led"
    return say("feedback-does-not-win", seat=seat % 4, reason=reason, **card_args(card))


def does_not_lead(seat: int, bid: Bid, level: int) -> str:
    """Why the seat chosen does not lead the first trick."""
    return say("feedback-does-not-lead", seat=seat % 4, bid=bid_arg(bid), level=max(level, 1))


#: The message for a wrong choice of each question without seats or cards.
_WRONG = {
    "board-level": "feedback-wrong-board-level",
    "team-bid": "feedback-wrong-team-bid",
    "score": "feedback-wrong-score",
    "trump": "feedback-wrong-trump",
    "game-result": "feedback-wrong-result",
    "hand-size": "feedback-wrong-hand-size",
    "may-play": "feedback-wrong-may-play",
}


def wrong_choice(question: str, chosen: str, right_deal: bool = False) -> str:
    """Why a wrong choice (``chosen``, as its button shows it) of a question without seats or
    cards is wrong."""
    if question == "redeal":
        return say("feedback-wrong-size" if right_deal else "feedback-wrong-deal")
    if question == "trump":
        chosen = chosen.lower()  # mid-sentence, as a suit's name is
    return say(_WRONG.get(question, "feedback-wrong"), chosen=chosen)


# ----- the facts of a lead, as the messages' argument
def _lead_ok(state: State, turn: int, card: Card) -> str:
    if not state.is_trump(card):
        return "not-trump-any"
    hand = state.hands[turn]
    if all(state.is_trump(c) for c in hand):
        return "only-trumps"
    bid = state.bid_of(turn)
    if bid is not None and bid.board and state.tricks_played:
        return "board"
    if state.trump_in_last_trick:
        return "trump-last"
    return "not-trump"


__all__ = [
    "allowed_not_asked",
    "board_level",
    "cards_label",
    "choice_words",
    "click_a_card",
    "contract_label",
    "deal_label",
    "does_not_lead",
    "does_not_win",
    "hand_size_words",
    "leads",
    "may_lead",
    "may_play",
    "may_play_choice",
    "names_deal",
    "not_in_hand",
    "not_quite",
    "pick_a_choice",
    "play_words",
    "redealt",
    "result_label",
    "right",
    "score_words",
    "team_bid",
    "trick_won",
    "trump_label",
    "trump_shown",
    "unreadable",
    "wins_the_trick",
    "would_not_win",
    "wrong_choice",
]
