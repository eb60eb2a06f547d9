"""A Back Alley lesson's answers in words: choice labels, right and wrong answers explained.

Owns every sentence the lesson's judge says (``backalley.lessons`` works out the facts with the
engine and hands them here): the labels of the choices the engine's answer is matched with, why
a right answer is right and why a wrong one is not, from the learner's chair. The facts come in
as values (seats, cards, bids, counts) or as the state they are read from; no sentence is read.
"""

from __future__ import annotations

from backalley.actions import Bid
from backalley.cards import Card, Suit
from backalley.state import Contract, State
from backalley.tricks import follows
from backalley.words.learner import TEAM_WORDS, bid_words, seat_words
from backalley.words.names import BOARD_NAMES, cap, card_words, points_words, suit_words

UNREADABLE = "That answer could not be read. Try again."
CLICK_A_CARD = "Click one of the cards in your hand."
PICK_A_CHOICE = "Pick one of the answers shown."


def right(words: str) -> str:
    """The judge's words for a right answer."""
    return f"Right! {words}".strip()


def not_quite(words: str) -> str:
    """The judge's words for a wrong answer."""
    return f"Not quite. {words}".strip()


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
    return f"{cap(card_words(card))} is not in your hand."


def would_not_win(card: Card, winner: int, best: Card) -> str:
    """A legal card that does not win the trick asked about."""
    return (
        f"You may play {card_words(card)}, but {seat_words(winner)} would still win "
        f"the trick with {card_words(best)}."
    )


def allowed_not_asked(card: Card) -> str:
    """A legal card that is not what the question asked for."""
    return f"{cap(card_words(card))} is allowed, but it is not what was asked."


def wins_the_trick(card: Card) -> str:
    """Why a card that wins the trick is right."""
    return f"{cap(card_words(card))} is the highest card in the trick: you win it."


def may_play(card: Card, barred: Card | None, because: str | None) -> str:
    """Why a legal card is right: with the first card of the hand that is not, and why not
    (``barred`` None: every card of the hand is allowed)."""
    if barred is None:
        return f"You may play {card_words(card)}: every card of your hand is allowed here."
    why = f" Not {card_words(barred)}: {because[0].lower()}{because[1:]}" if because else ""
    return f"You may play {card_words(card)}.{why}"


def play_words(cards: tuple[Card, ...], why: str) -> str:
    """The answer of a card question for "Show me"."""
    return f"Play {' or '.join(card_words(c) for c in cards)}. {why}"


def choice_words(answer: str, why: str) -> str:
    """The answer of a choice question for "Show me"."""
    return f"{answer}. {why}"


# ----- why a choice is right
def trick_won(state: State, winner: int, best: Card, led: Card) -> str:
    """Who won the trick asked about, and why their card is the best."""
    return f"{cap(seat_words(winner))} wins with {card_words(best)}: {_why_best(state, best, led)}"


def leads(seat: int, bid: Bid, level: int) -> str:
    """Who leads the first trick after the bids, and why."""
    verb = "lead" if seat == 0 else "leads"
    return (
        f"{cap(seat_words(seat))} bid {bid_words(bid, level)}, the highest bid, so "
        f"{seat_words(seat)} {verb}."
    )


def board_level(before: int, name: str) -> str:
    """Which board the last bid is, from the boards bid before it."""
    boards = f"{before} board{'s were' if before != 1 else ' was'}"
    return f"{boards} bid before it in this deal, so it is a {name}."


def team_bid(mine: Bid, theirs: Bid, answer: str, board: bool) -> str:
    """The learner's team's bid, from the two partners' bids."""
    if board:
        return f"Your team bid {answer}: the partner's number no longer counts."
    return (
        f"You bid {bid_words(mine)} and your partner {bid_words(theirs)}: the team's "
        f"bid is the two added up, {answer}."
    )


def trump_shown(turned: Card, trump: Suit | None, answer: str) -> str:
    """What trump is, from the turned card."""
    if trump is None:
        return f"{cap(card_words(turned))} was turned, so there is no trump."
    return f"{cap(card_words(turned))} was turned, so {answer.lower()} are trump."


def may_lead(state: State, turn: int, card: Card, refused: str | None) -> str:
    """Whether ``turn`` may lead a card, and why (``refused``: the learner's words of the
    refusal, None when it may)."""
    if refused is None:
        return f"You may lead {card_words(card)}: {_lead_ok_words(state, turn, card)}"
    return f"You may not lead {card_words(card)}: {refused[0].lower()}{refused[1:]}"


def may_play_choice(state: State, answer: str) -> str:
    """Which cards may be played, and why."""
    return f"{answer}: {_may_play_words(state)}"


def redealt(dealer: int, hand_size: int, deal: int) -> str:
    """What an all-pass redeal deals next."""
    verb = "deal" if dealer == 0 else "deals"
    return (
        f"All four passed, so {seat_words(dealer)} {verb} the same {hand_size} cards each "
        f"again; it is still deal {deal} of 25."
    )


def hand_size_words(deal: int, answer: str) -> str:
    """How many cards each player holds in a deal, and why."""
    way = "down from 13" if deal <= 13 else "back up from 1 after deal 13"
    return f"Deal {deal} has {answer} card{'s' if answer != '1' else ''} each: {way}."


def score_words(state: State, taken: tuple[int, ...], points: int) -> str:
    """What the learner's team scores this deal with the tricks ``taken``, worked through."""
    contract = state.contract(0)
    tricks = taken[0] + taken[2]
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


# ----- why a choice is wrong (never giving the answer away)
def does_not_win(state: State, seat: int, card: Card, trick: tuple[Card, ...]) -> str:
    """Why the seat chosen did not win the trick."""
    return (
        f"{cap(seat_words(seat))} played {card_words(card)}, which does not win: "
        f"{_why_not_best(state, card, trick)}"
    )


def does_not_lead(seat: int, bid: Bid, level: int) -> str:
    """Why the seat chosen does not lead the first trick."""
    return (
        f"{cap(seat_words(seat))} bid {bid_words(bid, level)}, and that is not the bid that "
        "leads. Compare all four bids."
    )


def wrong_choice(question: str, chosen: str, right_deal: bool = False) -> str:
    """Why a wrong choice of a question without seats or cards is wrong."""
    if question == "board-level":
        return f"It is not a {chosen}: count the boards bid before it in this deal."
    if question == "team-bid":
        return f"Not {chosen}: a team's bid is the partners' two numbers added up."
    if question == "score":
        return f"Not {chosen}. Count again from the bid and the tricks your team took."
    if question == "trump":
        return f"Not {chosen.lower()}: look again at the turned card."
    if question == "redeal":
        if not right_deal:
            return "Not that deal: a deal nobody played does not count as one of the 25."
        return "Not that many cards: the redeal gives the same number of cards as before."
    if question == "game-result":
        return "Find who wins the last trick first, then score both teams' bids."
    if question == "hand-size":
        return (
            f"Not {chosen}: the hands shrink by one card each deal from 13 in deal 1, "
            "then grow again after deal 13."
        )
    if question == "may-play":
        return (
            "Those are not the cards you may play. Think about what the duty asks of a "
            "player who holds no trump."
        )
    return f"Not {chosen}."


# ----- the facts of a trick, in words
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


def _lead_ok_words(state: State, turn: int, card: Card) -> str:
    if not state.is_trump(card):
        return "it is not a trump, and any other suit may always be led."
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
    if led is not None and not any(follows(c, led, state.trump) for c in state.hands[0]):
        return "you cannot follow the suit led, so you may play anything."
    return "you must follow the suit led."


__all__ = [
    "CLICK_A_CARD",
    "PICK_A_CHOICE",
    "UNREADABLE",
    "allowed_not_asked",
    "board_level",
    "cards_label",
    "choice_words",
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
    "play_words",
    "redealt",
    "result_label",
    "right",
    "score_words",
    "team_bid",
    "trick_won",
    "trump_label",
    "trump_shown",
    "wins_the_trick",
    "would_not_win",
    "wrong_choice",
]
