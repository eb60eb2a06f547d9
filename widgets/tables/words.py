"""Every sentence the table server says to people, in the language of the request.

The words are Fluent messages, ``locales/<lang>/tables.ftl``, compiled by
``scripts/build_words.py`` and said through pegs' one evaluator (``pegs.words.messages``): the
language is the one ``speaking`` chose for the request (``language.request_language``). The
pages' words are sent to the browser rendered in that language (``page_words``), each value a
page fills in left as ``{name}``. The Pegs story is the engine's (``pegs.words.story``); Back
Alley's is told to a student from their own chair in Back Alley's words
(``backalley.words.learner``) and on the teacher's screen from no one's chair (``ba-*``).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from backalley.actions import Bid
from backalley.cards import Card, Rank
from backalley.events import (
    AllPassed,
    BidMade,
    BlooperExchanged,
    CardPlayed,
    DealScored,
    Dealt,
    Event,
    GameOver,
    TrickTaken,
)
from backalley.words.learner import event_words
from backalley.words.names import SUIT_SYMBOLS, points_words
from pegs.words.messages import Arg, Speaker

#: The table server's messages (``widgets/tables/locales``).
say = Speaker(Path(__file__).parent / "locales")

# ---- refusals and answers of the API (the body's "error") ----------------------------------


def error(key: str) -> str:
    """The sentence for one kind of refusal ("no_table": message ``error-no-table``)."""
    return say("error-" + key.replace("_", "-"))


def unreadable_move(text: str, why: str) -> str:
    """A move that is not in the game's notation."""
    return say("unreadable-move", move=repr(text), why=why)


def illegal_move(why: str) -> str:
    """A move the rules refuse, with the engine's sentence."""
    return say("illegal-move", why=why)


def rules_problem(why: str) -> str:
    """House rules or a position file the engine refused, with its words."""
    return say("rules-problem", why=why)


def teacher_link(url: str) -> str:
    """What ``pegs serve`` prints when it starts."""
    return say("teacher-link", url=url)


def bad_base(text: str) -> str:
    """A ``--base-url`` that cannot be one."""
    return say("bad-base", text=repr(text))


def stopped() -> str:
    """What ``pegs serve`` prints when it stops."""
    return say("stopped")


# ---- the pages' words (sent to the browser by ``GET /api/words``) ----------------------------

#: Every sentence and label the two pages show, by key (message ``page-<key>``).
PAGE_KEYS = (
    "student_title",
    "teacher_title",
    "code_label",
    "name_label",
    "look",
    "choose_seat",
    "seat_free",
    "seat_person",
    "seat_computer",
    "seat_waiting",
    "you_are",
    "your_turn",
    "their_turn",
    "computer_turn",
    "game_over",
    "table_ended",
    "paused",
    "your_hand",
    "pick_card",
    "pick_peg",
    "pick_hole",
    "pick_next",
    "discard",
    "no_move",
    "bid_prompt",
    "bid_pass",
    "bid_number",
    "bid_board",
    "play_prompt",
    "story",
    "lost",
    "back",
    "gone",
    "new_table",
    "game_label",
    "game_pegs",
    "game_backalley",
    "players_label",
    "seat_label",
    "person",
    "seed_label",
    "position_label",
    "position_bad",
    "pace_label",
    "make",
    "made",
    "join_link",
    "room_code",
    "pause",
    "go_on",
    "end",
    "end_sure",
    "give",
    "given",
    "replay",
    "replay_none",
    "show",
    "no_tables",
    "revision",
    "joker",
    "big_blooper",
    "little_blooper",
    "level_random",
    "level_greedy",
    "level_search",
    "level_heuristic",
    "level_sampler",
    "ba_trump",
    "ba_no_trump",
    "ba_trick",
    "ba_scores",
    "suit_H",
    "suit_D",
    "suit_C",
    "suit_S",
    "gone_teacher",
    "classes_title",
    "new_class",
    "class_made",
    "class_code",
    "class_students",
    "show_class",
    "no_classes",
    "no_students",
    "student",
    "last_seen",
    "chapter_cell",
    "download_csv",
    "board",
    "language",
)


class _Blanks(dict[str, Arg]):
    """Every argument a page fills in, left in the text as ``{name}`` for the page's script."""

    def __contains__(self, name: object) -> bool:
        return True

    def __missing__(self, name: str) -> str:
        return "{" + name + "}"


def page_words(lang: str) -> dict[str, str]:
    """Every page word in ``lang`` by key (English where one lacks), blanks left as ``{name}``."""
    chosen, english = say.catalogue(lang), say.catalogue("en")
    words = {}
    for key in PAGE_KEYS:
        message = "page-" + key.replace("_", "-")
        words[key] = (chosen if chosen.has(message) else english).format(message, _Blanks())
    return words


def csv_header() -> tuple[str, ...]:
    """The class view's CSV column names in the language spoken."""
    names = ("student", "last-seen", "chapter", "title", "solved", "exercises", "stars")
    return tuple(say(f"csv-{name}") for name in names)


def seat_compass(seat: int) -> str:
    """A Back Alley seat by where it sits: "South", Finnish "Etelä"."""
    return say("ba-seat", seat=seat % 4)


# ---- Back Alley's story -------------------------------------------------------------------


def _card(card: Card) -> str:
    """A card as the ``ba-card`` message takes it: its face ("Q♠"), or big or little."""
    if card.rank is Rank.BIG_BLOOPER:
        return "big"
    if card.rank is Rank.LITTLE_BLOOPER:
        return "little"
    text = card.notation()
    return text[:-1] + SUIT_SYMBOLS.get(text[-1], text[-1])


def _bid(bid: Bid) -> str:
    """A bid as the messages take it: "pass", "board" or its number."""
    if bid.board:
        return "board"
    return "pass" if bid.is_pass else str(bid.number)


def backalley_event(event: object) -> str:
    """One Back Alley event in a sentence from no one's chair (the teacher's screen)."""
    if isinstance(event, Dealt):
        trump = "none" if event.trump is None else event.trump.name.lower()
        return say(
            "ba-dealt",
            seat=event.dealer % 4,
            size=event.hand_size,
            card=_card(event.turned),
            trump=trump,
        )
    if isinstance(event, BlooperExchanged):
        return say("ba-blooper", seat=event.seat % 4, card=_card(event.blooper))
    if isinstance(event, BidMade):
        return say("ba-bid", seat=event.seat % 4, bid=_bid(event.bid), level=max(event.level, 1))
    if isinstance(event, AllPassed):
        return say("ba-all-passed")
    if isinstance(event, CardPlayed):
        return say("ba-played", seat=event.seat % 4, card=_card(event.card))
    if isinstance(event, TrickTaken):
        return say("ba-trick", seat=event.winner % 4)
    if isinstance(event, DealScored):
        first, second = event.points
        return say("ba-scored", first=points_words(first), second=points_words(second))
    if isinstance(event, GameOver):
        a, b = event.scores
        if event.winner == "draw":
            return say("ba-over-draw", a=str(a), b=str(b))
        return say("ba-over-win", winner=int(event.winner), a=str(a), b=str(b))
    return ""


def _turned(event: Event, seat: int) -> Event:
    """``event`` as seen from ``seat``'s chair: seats counted from it, its own team first."""
    mine = seat % 2  # the seat's team: 0 for South and North, 1 for West and East
    if isinstance(event, Dealt):
        return dataclasses.replace(event, dealer=(event.dealer - seat) % 4)
    if isinstance(event, BlooperExchanged | BidMade | CardPlayed):
        return dataclasses.replace(event, seat=(event.seat - seat) % 4)
    if isinstance(event, TrickTaken):
        return dataclasses.replace(event, winner=(event.winner - seat) % 4)
    if isinstance(event, DealScored) and mine:
        return dataclasses.replace(event, points=event.points[::-1], scores=event.scores[::-1])
    if isinstance(event, GameOver) and mine:
        winner = event.winner if event.winner == "draw" else 1 - int(event.winner)
        return dataclasses.replace(event, winner=winner, scores=event.scores[::-1])
    return event


def backalley_story(event: Event, seat: int | None) -> str:
    """One Back Alley event for ``seat`` (from its own chair) or the teacher (``None``)."""
    if seat is None:
        return backalley_event(event)
    return event_words(_turned(event, seat))


__all__ = [
    "PAGE_KEYS",
    "backalley_event",
    "backalley_story",
    "bad_base",
    "csv_header",
    "error",
    "illegal_move",
    "page_words",
    "rules_problem",
    "say",
    "seat_compass",
    "stopped",
    "teacher_link",
    "unreadable_move",
]
