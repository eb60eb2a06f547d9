"""Pegs in words: every sentence the engine's users read, made from the engine's data.

One layer above the model, one idea a module: ``names`` (cards, holes, places, pegs, teams),
``refusals`` (the engine's sentence for a refusal, as the command line shows it), ``learner``
(a learner's words for a refusal, and which rule to name), ``story`` (the events of a move
told), ``board`` (a position described), ``lesson`` (places and moves as the course says them),
and ``rule_words`` (each rule clause as a sentence). Nothing here decides a rule: refusals and
events arrive as data and leave as sentences, so rewording one changes no answer. The model
reaches it only for ``Refusal.message``, late, and the tuned core never does.

The names of ``names`` are offered here too, as ``pegs.words`` offered them before it was a
package.
"""

from .names import (
    cap,
    card_words,
    hole_words,
    peg_words,
    rank_name,
    rank_words,
    seat_names,
    spot_words,
    team_colours,
    team_words,
    the_card,
    to_words,
    where_words,
)

__all__ = [
    "cap",
    "card_words",
    "hole_words",
    "peg_words",
    "rank_name",
    "rank_words",
    "seat_names",
    "spot_words",
    "team_colours",
    "team_words",
    "the_card",
    "to_words",
    "where_words",
]
