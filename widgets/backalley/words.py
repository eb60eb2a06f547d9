"""Words for the Back Alley table, kept at their old path: they live in ``backalley.words.table``.

Every name below is the engine's words layer's (the table's chair: the human sits South), said
in the language spoken. A refusal is put in words from its data (``table_refusal_words``, also
under its old name ``refusal_words``); no sentence is ever read back or rewritten.
"""

from __future__ import annotations

from backalley.words.table import (
    BOARD_NAMES,
    COMPASS,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    bid_args,
    bid_words,
    board_words,
    capital,
    card_args,
    card_label,
    cards_each,
    compass,
    game_over_words,
    ours,
    plate_words,
    redeal_words,
    result_words,
    seat_start,
    seat_words,
    table_refusal_words,
    team_short,
    team_words,
    where,
)

#: Its old name: why the human's action was refused, from the refusal's data.
refusal_words = table_refusal_words


__all__ = [
    "BOARD_NAMES",
    "COMPASS",
    "SUIT_NAMES",
    "SUIT_SYMBOLS",
    "bid_args",
    "bid_words",
    "board_words",
    "capital",
    "card_args",
    "card_label",
    "cards_each",
    "compass",
    "game_over_words",
    "ours",
    "plate_words",
    "redeal_words",
    "refusal_words",
    "result_words",
    "seat_start",
    "seat_words",
    "table_refusal_words",
    "team_short",
    "team_words",
    "where",
]
