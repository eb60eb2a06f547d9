"""Every sentence the table server says to people: refusals, the Back Alley story, the link.

Whole sentences with named values, so a later translation replaces them one by one. The Pegs
story comes from the engine's words layer (``pegs.words.story``, colour names); Back Alley's
is told here from no one's chair (the learner's words of ``backalley.words`` say "you").
The pages' own words are in ``static/words.js`` (sent to the browser as they are).
"""

from __future__ import annotations

from backalley.actions import Bid
from backalley.events import (
    AllPassed,
    BidMade,
    BlooperExchanged,
    CardPlayed,
    DealScored,
    Dealt,
    GameOver,
    TrickTaken,
)
from backalley.words.names import BOARD_NAMES, card_words, points_words, suit_words

#: Back Alley's seats by where they sit (seat 0 South, then clockwise).
COMPASS = ("South", "West", "North", "East")
#: Back Alley's teams: seats 0 and 2, then seats 1 and 3.
BACKALLEY_TEAMS = ("South and North", "West and East")

# ---- refusals and answers of the API (the body's "error") ----------------------------------

ERRORS = {
    "bad_json": "The request could not be read: send one JSON object.",
    "too_big": "The request is too large.",
    "too_fast": "Too many requests: wait a moment and try again.",
    "no_table": "There is no table with this room code (it may have expired or ended).",
    "bad_token": "This key does not open this table: join it again with the room code.",
    "not_teacher": "Only the table's teacher may do this.",
    "not_your_turn": "It is not your turn.",
    "teacher_cannot_move": "The teacher watches the table and does not play a seat.",
    "stale": "The table has moved on since you looked: look again and choose again.",
    "over": "The game is over: no more moves can be made.",
    "ended": "The teacher has ended this table.",
    "seat_taken": "This seat is already taken: choose a free one.",
    "seat_computer": "A computer plays this seat: choose a free one.",
    "bad_seat": "There is no such seat at this table.",
    "bad_name": "Type a name of 1 to 40 characters.",
    "bad_move": "A move is text, as the command line writes it.",
    "bad_revision": "Send the revision you last saw, as a whole number.",
    "bad_id": "Send a command id of 1 to 64 letters, numbers, dashes or underscores.",
    "bad_game": 'Choose the game "pegs" or "backalley".',
    "bad_players": "A game of Pegs and Jokers has 4, 6 or 8 players.",
    "bad_backalley_players": "Back Alley is played by 4 players.",
    "bad_seats": "Give one seat for each player: a person or a computer level the game knows.",
    "bad_seed": "A seed is a whole number.",
    "bad_pace": "The pace is the seconds between two computer moves, from 0 to 10.",
    "bad_rules": "These house rules could not be used.",
    "bad_position": "This position file could not be used.",
    "not_found": "There is nothing here.",
    "bad_paused": 'Send {"paused": true} or {"paused": false}.',
    "no_class": "There is no class with this class code: check it with your teacher.",
    "bad_report": "This progress report could not be read.",
    "bad_key": "Send the key your course made for you (22 to 200 letters and numbers).",
    "class_full": "This class has as many learners as it may have: ask your teacher.",
}


def error(key: str) -> str:
    """The sentence for one kind of refusal."""
    return ERRORS[key]


def unreadable_move(text: str, why: str) -> str:
    """A move that is not in the game's notation."""
    return f"The move {text!r} could not be read: {why}"


def illegal_move(why: str) -> str:
    """A move the rules refuse, with the engine's sentence."""
    return f"That move is not allowed: {why}"


def rules_problem(why: str) -> str:
    """House rules or a position file the engine refused, with its words."""
    return f"The table could not be set up: {why}."


def teacher_link(url: str) -> str:
    """What ``pegs serve`` prints when it starts."""
    return f"The table server is running. Teacher's page: {url} (press Ctrl-C to stop it)."


def bad_base(text: str) -> str:
    """A ``--base-url`` that cannot be one."""
    return (
        f"The base URL {text!r} cannot be used: give a path such as /services/pegs/ "
        "(letters, numbers, dots, dashes and slashes)."
    )


def stopped() -> str:
    """What ``pegs serve`` prints when it stops."""
    return "The table server has stopped; every table is kept and comes back at the next start."


# ---- the pages' words (sent to the browser by ``GET /api/words``) ----------------------------

#: Every sentence and label the two pages show, by key; ``{name}`` marks a value put in.
PAGE = {
    "student_title": "Join a table",
    "teacher_title": "Tables of the class",
    "code_label": "Room code",
    "name_label": "Your name",
    "look": "Look at the table",
    "choose_seat": "Choose a free seat:",
    "seat_free": "{seat}: free, take this seat",
    "seat_person": "{seat}: {name}",
    "seat_computer": "{seat}: {level}",
    "seat_waiting": "{seat}: waiting for a student",
    "you_are": "You play {seat}.",
    "your_turn": "It is your turn.",
    "their_turn": "It is {seat}'s turn.",
    "computer_turn": "It is {seat}'s turn (a computer).",
    "game_over": "The game is over.",
    "table_ended": "The teacher has ended this table.",
    "paused": "The teacher has paused the computers.",
    "your_hand": "Your cards",
    "pick_card": "Click a card, then one of your pegs, then the hole it goes to.",
    "pick_peg": "Now click the peg to move.",
    "pick_hole": "Now click the hole the peg goes to.",
    "pick_next": "Now click the next peg to move with the same card.",
    "discard": "Discard the {card}",
    "no_move": "No peg can move with this card.",
    "bid_prompt": "Your bid:",
    "bid_pass": "Pass",
    "bid_number": "Bid {number}",
    "bid_board": "Bid {board}",
    "play_prompt": "Click a card to play it.",
    "story": "What happened",
    "lost": "The connection was lost; trying again.",
    "back": "Connected again.",
    "gone": "This table is no longer open here. Ask your teacher for the room code.",
    "new_table": "Make a table",
    "game_label": "Game",
    "game_pegs": "Pegs and Jokers",
    "game_backalley": "Back Alley",
    "players_label": "Players",
    "seat_label": "{seat} is played by",
    "person": "a student",
    "seed_label": "Deal number (seed)",
    "position_label": "Or start from a position file (optional)",
    "position_bad": "This file is not a position file of the chosen game.",
    "pace_label": "Seconds between computer moves",
    "make": "Make the table",
    "made": "Table {code} is ready: students type the code or open the link.",
    "join_link": "Join link",
    "room_code": "Room code {code}",
    "pause": "Pause the computers",
    "go_on": "Let the computers go on",
    "end": "End this table",
    "end_sure": "End table {code}? No one can play at it after this.",
    "give": "Give {seat} to another student",
    "given": "Send this link to the student who takes {seat}: {link}",
    "replay": "Show the last round",
    "replay_none": "No move has been made yet.",
    "show": "Show on the big screen",
    "no_tables": "No tables yet: make one above.",
    "revision": "Moves made: {count}",
    "joker": "Joker",
    "big_blooper": "Big blooper",
    "little_blooper": "Little blooper",
    "level_random": "a computer that plays at random",
    "level_greedy": "a quick computer",
    "level_search": "a strong computer",
    "level_heuristic": "a quick computer",
    "level_sampler": "a strong computer",
    "ba_trump": "Trump is {suit}.",
    "ba_no_trump": "There is no trump this deal.",
    "ba_trick": "On the table: {cards}.",
    "ba_scores": "Score: South and North {first}, West and East {second}.",
    "suit_H": "hearts",
    "suit_D": "diamonds",
    "suit_C": "clubs",
    "suit_S": "spades",
    "gone_teacher": "This page's key opens no tables here: make a new table.",
    "classes_title": "The class's progress in the course",
    "new_class": "Make a class code",
    "class_made": "Class code {code}: learners type it on the course's start page.",
    "class_code": "Class code {code}",
    "class_students": "learners: {count}",
    "show_class": "Show its progress",
    "no_classes": "No class codes yet: make one to follow the course's progress.",
    "no_students": "No learner has sent progress to this class yet.",
    "student": "Learner",
    "last_seen": "Last seen",
    "chapter_cell": "{stars} {solved} of {exercises}",
    "download_csv": "Download as CSV",
}

# ---- Back Alley's story, from no one's chair -----------------------------------------------


def _bid(bid: Bid, level: int) -> str:
    if bid.board:
        return BOARD_NAMES[max(level, 1) - 1]
    return "pass" if bid.is_pass else str(bid.number)


def backalley_event(event: object) -> str:
    """One Back Alley event told in a sentence, seats named by where they sit."""
    if isinstance(event, Dealt):
        who = COMPASS[event.dealer]
        cards = f"{event.hand_size} card{'s' if event.hand_size != 1 else ''} each"
        turned = card_words(event.turned)
        if event.trump is None:
            return f"{who} deals {cards}; {turned} is turned, so there is no trump this deal."
        return f"{who} deals {cards}; {turned} is turned, so trump is {suit_words(event.trump)}."
    if isinstance(event, BlooperExchanged):
        who = COMPASS[event.seat]
        return f"{who} gives up {card_words(event.blooper)} for the top card of the stock."
    if isinstance(event, BidMade):
        return f"{COMPASS[event.seat]} bids {_bid(event.bid, event.level)}."
    if isinstance(event, AllPassed):
        return "All four passed, so the cards are dealt again: this deal is not counted."
    if isinstance(event, CardPlayed):
        return f"{COMPASS[event.seat]} plays {card_words(event.card)}."
    if isinstance(event, TrickTaken):
        return f"{COMPASS[event.winner]} wins the trick."
    if isinstance(event, DealScored):
        first, second = event.points
        return (
            f"The deal is scored: {points_words(first)} for {BACKALLEY_TEAMS[0]}, "
            f"{points_words(second)} for {BACKALLEY_TEAMS[1]}."
        )
    if isinstance(event, GameOver):
        a, b = event.scores
        if event.winner == "draw":
            return f"The game is over: {a} to {b}, a draw."
        return f"The game is over: {BACKALLEY_TEAMS[int(event.winner)]} win, {a} to {b}."
    return ""


__all__ = [
    "COMPASS",
    "ERRORS",
    "PAGE",
    "backalley_event",
    "error",
    "illegal_move",
    "rules_problem",
    "stopped",
    "teacher_link",
    "unreadable_move",
]
