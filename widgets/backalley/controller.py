"""The Back Alley table's logic without widgets: who is human, what a click means, what happened.

Plain Python, tested without a browser. It keeps what the table shows beside the engine's state:
the computer players and their levels (names read from ``backalley.bots.BOTS``), the tricks of
the deal, the score sheet, the summary of a finished deal (the next deal waits until the human
has seen it), a notice when all four passed and the cards were dealt again, and the reason an
action was refused. Computer players act one step at a time (``step``) so the widget can pause
between their tricks; with ``auto`` on, ``act`` lets them play at once instead.
Every rule (legal bids and cards, trick winners, points) comes from ``backalley``; what the
table keeps of each deal (its tricks, score rows and summary) is ``deal_record``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, replace

from backalley import BOARD, BackAlleyError, Card, Rules, State, make_bot, new_game
from backalley.bots import BOTS, decide
from backalley.errors import IllegalActionError
from backalley.events import AllPassed, DealScored, Dealt, Event, GameOver, TrickTaken
from backalley.rules import DEALS, PLAYERS, team_of
from backalley.state import Phase, bidder, board_levels
from backalley.words.speech import say

from .deal_record import DealSummary as DealSummary  # re-exported: its home was here
from .deal_record import LastTrick as LastTrick
from .deal_record import ScoreRow as ScoreRow
from .words import (
    SUIT_SYMBOLS,
    bid_args,
    bid_words,
    capital,
    compass,
    game_over_words,
    plate_words,
    redeal_words,
    refusal_words,
    team_short,
    team_words,
    where,
)

WIDTH, HEIGHT = 960, 640  # the table in CSS pixels
CARD_W, CARD_H, STEP = 72, 104, 56  # the human's cards; the fan steps STEP between left edges
HAND_Y = HEIGHT - CARD_H - 14
RAISE = 14  # playable cards stand this much higher than the others
DEFAULT_LEVEL = "heuristic"


#: Words the table shows, kept as what makes them: said again in the language spoken when shown.
Said = Callable[[], str]


def _nothing() -> str:
    return ""


@dataclass(frozen=True)
class CardBox:
    """Where one card of the human's hand is drawn, in CSS pixels of the table."""

    card: Card
    x: float
    y: float
    w: float = CARD_W
    h: float = CARD_H
    playable: bool = False

    def contains(self, x: float, y: float) -> bool:
        """True when the point lies on this card's rectangle."""
        return self.x <= x < self.x + self.w and self.y <= y < self.y + self.h


class TableController:
    """The table's logic without widgets: one human seat against computer players."""

    def __init__(
        self,
        seed: int = 1,
        human: int = 0,
        bots: tuple[str, str] = (DEFAULT_LEVEL, DEFAULT_LEVEL),
        rules: Rules | None = None,
        levels: dict[int, str] | None = None,
        auto: bool = True,
    ) -> None:
        if isinstance(human, bool) or human not in range(PLAYERS):
            raise ValueError(f"human seat {human!r} is not a seat: choose 0, 1, 2 or 3")
        self.human = human
        self.rules = rules
        self.auto = auto  # let the computer players act at once after the human (no pauses)
        self.reveal = False  # show every hand (for teaching), else only the human's
        chosen = {seat: bots[team_of(seat)] for seat in range(PLAYERS) if seat != human}
        chosen.update(levels or {})
        for seat, name in chosen.items():
            self._check_level(seat, name)
        self.levels = chosen
        self.new_game(seed)

    # ----- the game and its players

    def new_game(self, seed: int) -> None:
        """Start a new game from ``seed``, keeping the seats and their levels."""
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"seed {seed!r} is not a whole number")
        self.start_from(new_game(seed, self.rules))

    def start_from(self, state: State) -> None:
        """Play on from ``state`` (a saved or hand-made file), keeping the seats and levels."""
        seed = state.seed
        self.seed = seed
        self.bots = {seat: make_bot(name, seed + seat) for seat, name in self.levels.items()}
        self.state: State = state
        self.log: list[str] = []  # the engine's own event lines (notation), for tests and files
        self.sheet: list[ScoreRow] = []
        self.tricks: list[LastTrick] = []  # this deal's completed tricks
        self.last_trick: LastTrick | None = None
        self.summary: DealSummary | None = None  # a finished deal the human has not yet seen
        self._notice: Said = _nothing  # news the human must see (an all-pass redeal)
        self._message: Said = _nothing  # why the human's last action was refused
        self.redeals = 0  # all-pass redeals this game
        if self.auto:
            self.advance()

    @property
    def notice(self) -> str:
        """News the human must see (an all-pass redeal), in the language spoken; or nothing."""
        return self._notice()

    @notice.setter
    def notice(self, text: str) -> None:
        self._notice = lambda: text

    @property
    def message(self) -> str:
        """Why the human's last action was refused, in the language spoken; or nothing."""
        return self._message()

    @message.setter
    def message(self, text: str) -> None:
        self._message = lambda: text

    @staticmethod
    def level_names() -> tuple[str, ...]:
        """The computer players' levels, as the engine's registry lists them."""
        return tuple(BOTS)

    def _check_level(self, seat: int, name: str) -> None:
        if seat not in range(PLAYERS):
            raise ValueError(f"seat {seat!r} is not a seat: choose 0, 1, 2 or 3")
        if seat == self.human:
            raise ValueError(f"{compass(seat, self.human)} is your own seat, not a computer's")
        if name not in BOTS:
            raise ValueError(f"unknown level {name!r}: choose {', '.join(BOTS)}")

    def set_level(self, seat: int, name: str) -> None:
        """Give a computer seat a player of this level (it plays from its next turn on)."""
        self._check_level(seat, name)
        self.levels[seat] = name
        self.bots[seat] = make_bot(name, self.seed + seat)

    # ----- who acts

    def bot_to_act(self) -> bool:
        """True when a computer player is to act now (not while a deal summary waits)."""
        s = self.state
        return s.phase is not Phase.OVER and s.turn != self.human and self.summary is None

    def step(self) -> tuple[Event, ...]:
        """Let the computer player in turn take one action; the events it caused."""
        if not self.bot_to_act():
            return ()
        return self._apply(decide(self.bots[self.state.turn], self.state).notation())  # type: ignore[index]

    def advance(self) -> None:
        """Let the computer players act until it is the human's turn, a summary or the end."""
        while self.bot_to_act():
            self.step()

    def _apply(self, text: str) -> tuple[Event, ...]:
        before = self.state
        self.state, events = before.apply(text)
        for event in events:
            self.log.append(str(event))
            if isinstance(event, TrickTaken):
                # The engine names the winner; the leader is whoever led in the state before.
                leader = before.leader if before.leader is not None else event.winner
                number = before.tricks_played + 1
                self.last_trick = LastTrick(before.deal, leader, event.cards, event.winner, number)
                self.tricks.append(self.last_trick)
            elif isinstance(event, DealScored):
                row = self._row(before, event)
                self.sheet.append(row)
                order = [bidder(before.dealer, i) for i in range(len(before.bids))]
                bids = tuple((seat, self._bid_data(before, seat)) for seat in order)
                self.summary = DealSummary(row, bids, tuple(self.tricks))
            elif isinstance(event, AllPassed):
                self.redeals += 1
                self._notice = functools.partial(
                    redeal_words, before.hand_size, before.redeals + 1, event.deal
                )
            elif isinstance(event, Dealt):
                self.tricks = []
            elif isinstance(event, GameOver) and self.summary is not None:
                outcome = (event.winner, event.scores)
                self.summary = replace(self.summary, outcome=outcome)
        return events

    @staticmethod
    def _bid_data(state: State, seat: int) -> tuple[int, int]:
        bid = state.bid_of(seat)
        return (0, 0) if bid is None else (bid.number, state.bid_level_of(seat))

    def _row(self, before: State, event: DealScored) -> ScoreRow:
        contracts = [before.contract(team) for team in (0, 1)]
        bids = tuple((c.tricks, c.board_level) for c in contracts)
        # The deal's tricks, the last one included: the state after it is already the next deal.
        taken = [0, 0]
        for trick in self.tricks:
            taken[team_of(trick.winner)] += 1
        return ScoreRow(
            event.deal,
            before.hand_size,
            bids,  # type: ignore[arg-type]
            (taken[0], taken[1]),
            event.points,
            event.scores,
        )

    # ----- the human's actions

    def act(self, text: str) -> bool:
        """The human takes an action (notation); False, with ``message`` set, if refused."""
        human = self.human
        if self.state.is_over:
            winner, scores = self.state.winner, self.state.scores
            self._message = lambda: " ".join(
                (game_over_words(winner, scores, human), say("table-over-new-game"))  # type: ignore[arg-type]
            )
            return False
        if self.summary is not None:
            self._message = lambda: say("table-wait-summary")
            return False
        if self.state.turn != human:
            turn = where(self.state.turn, human)  # type: ignore[arg-type]
            self._message = lambda: say("table-not-your-turn", seat=turn)
            return False
        try:
            self._notice = _nothing
            self._apply(text)
        except IllegalActionError as err:
            if err.refusal is None:  # apply() always gives one; said plainly rather than raised
                self.message = capital(str(err)) + "."
            else:
                action, refusal = err.action_text, err.refusal
                self._message = lambda: refusal_words(action, refusal, human)
            return False
        except BackAlleyError as err:  # text that is not an action: the engine says what is wrong
            self.message = capital(str(err)) + "."
            return False
        self.message = ""
        if self.auto:
            self.advance()
        return True

    def dismiss_summary(self) -> None:
        """The human has read the deal's summary: the next deal goes on (not after the last)."""
        if self.state.is_over:
            return  # the last deal's summary stays up with the result until a new game
        self.summary = None
        self.message = ""
        if self.auto:
            self.advance()

    def bid_choices(self) -> list[tuple[str, str]]:
        """The bids the human may make now, as (button label, action): "double board", ..."""
        if not self._humans_turn(Phase.BIDDING):
            return []
        # The engine says which level a board bid now would be (RULES B, bidding).
        level = board_levels((*self.state.bids, BOARD))[-1]
        choices = []
        for action in self.state.legal_actions():
            text = action.notation()
            name = text.removeprefix("bid ")
            if name == "pass":
                name = bid_words(0, 0)
            choices.append((bid_words(0, level) if name == "board" else name, text))
        return choices

    def bid_options(self) -> list[str]:
        """The bids the human may make now, in notation (empty unless it is the human's bid)."""
        return [text for _label, text in self.bid_choices()]

    def _humans_turn(self, phase: Phase) -> bool:
        s = self.state
        return s.turn == self.human and s.phase is phase and self.summary is None

    def playable(self) -> frozenset[Card]:
        """The human's cards the engine allows now (empty unless the human is to play)."""
        if not self._humans_turn(Phase.PLAYING):
            return frozenset()
        return frozenset(a.card for a in self.state.legal_actions())  # type: ignore[union-attr]

    def hand_boxes(self) -> list[CardBox]:
        """Where the human's cards are drawn, left to right (later cards overlap earlier)."""
        hand = self.state.hands[self.human]
        legal = self.playable()
        width = STEP * (len(hand) - 1) + CARD_W if hand else 0
        left = (WIDTH - width) / 2
        return [
            CardBox(card, left + i * STEP, HAND_Y - (RAISE if card in legal else 0), playable=True)
            if card in legal
            else CardBox(card, left + i * STEP, HAND_Y)
            for i, card in enumerate(hand)
        ]

    def hit_test(self, x: float, y: float) -> Card | None:
        """The card of the human's hand under the point (x, y): the topmost (rightmost) one."""
        for box in reversed(self.hand_boxes()):
            if box.contains(x, y):
                return box.card
        return None

    def click(self, x: float, y: float) -> bool:
        """A click on the table at (x, y) in CSS pixels: go on after a summary, or play a card."""
        if self.summary is not None:
            self.dismiss_summary()
            return self.summary is None
        card = self.hit_test(x, y)
        return card is not None and self.act(f"play {card}")

    # ----- what the table shows

    def shown_hand(self, seat: int) -> tuple[Card, ...] | None:
        """The cards of a seat as the viewer may see them (None: face down)."""
        if seat == self.human or self.reveal or self.state.is_over:
            return self.state.hands[seat]
        return None

    def seat_name(self, seat: int) -> str:
        """A seat's name plate: "You", "West", "North · partner", "East"."""
        return plate_words(seat, self.human)

    def team_name(self, team: int) -> str:
        """A team as the table names it: "North and South" (the human's) or "East and West"."""
        return team_words(team, self.human)

    def team_short(self, team: int) -> str:
        """A team's short name for the narrow score panel: "North–South" or "East–West"."""
        return team_short(team, self.human)

    def bid_badge(self, seat: int) -> str | None:
        """The seat's bid this deal as its badge reads ("PASS", "BID 3", "2× BOARD"), or None."""
        bid = self.state.bid_of(seat)
        if bid is None:
            return None
        level = self.state.bid_level_of(seat) if bid.board else 0
        return say("table-badge", **bid_args(bid.number, level))

    def trick_cards(self) -> dict[int, Card]:
        """Each seat's card in the trick under way."""
        if self.state.leader is None:
            return {}
        return {(self.state.leader + i) % PLAYERS: c for i, c in enumerate(self.state.trick)}

    def history(self) -> tuple[LastTrick, ...]:
        """The tricks to list: the finished deal's while its summary shows, else this deal's."""
        return self.summary.tricks if self.summary is not None else tuple(self.tricks)

    def status(self) -> str:
        """One short line saying what is happening (refusals and news have their own lines)."""
        s = self.state
        if s.is_over:
            return game_over_words(s.winner, s.scores, self.human)  # type: ignore[arg-type]
        if self.summary is not None:
            return say("table-status-summary", deal=self.summary.row.deal, deals=DEALS)
        return say(
            "table-status",
            deal=s.deal,
            deals=DEALS,
            size=s.hand_size,
            symbol=SUIT_SYMBOLS[s.trump.value] if s.trump else "none",
            seat=where(s.turn, self.human),  # type: ignore[arg-type]
            phase="bid" if s.phase is Phase.BIDDING else "play",
        )
