"""The game app's settings: players, who plays each seat, seed, house rules, theme, motion.

``GameSettings`` is plain Python (checked without a browser); ``SettingsPanel`` is the ipywidgets
form that edits one; ``Seats`` is who plays each seat of a game dealt from them (people, and
seeded computer players). The house rules are ``pegs.rules`` options (RULES 9): their names
and values come from the engine, only their labels in words live here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import ipywidgets as ipw

from pegs import Move, Position
from pegs.bots import Bot, bot_names, make_bot
from pegs.render.theme import THEMES
from pegs.rules import PLAYER_COUNTS, Rules, parse_option

from .closing import close_all
from .speech import colour, say, whose

HUMAN = "human"

#: Who may play a seat: a person, or a computer of some level (labels: ``seat_label``).
SEAT_LABELS: tuple[str, ...] = (HUMAN, "random", "greedy", "search")

#: Each house rule of RULES 9 and its values (in words: ``rule_question``, ``rule_answer``).
RULE_LABELS: dict[str, tuple[str, ...]] = {
    "nine": ("split-forward", "forward-only", "split-forward-back"),
    "face_cards": ("ten", "eleven-twelve-thirteen"),
    "home_entry": ("compulsory", "optional"),
    "team_pegs": ("any", "own-first"),
    "joker_source": ("start-first", "any"),
}

THEME_LABELS: tuple[str, ...] = ("light", "dark", "high-contrast")
MOTION_LABELS: tuple[str, ...] = ("on", "off")


def seat_label(player: str) -> str:
    """Who plays a seat, in words ("Person", "Computer: good")."""
    return say(f"app-seat-{player}")


def rule_question(name: str) -> str:
    """A house rule's label in words ("A 9")."""
    return say(f"app-rule-{name.replace('_', '-')}")


def rule_answer(name: str, value: str) -> str:
    """A house rule's choice in words ("moves 9 forward, no split"); unknown ones as they are."""
    if value not in RULE_LABELS.get(name, ()):
        return value
    return say(f"app-rule-{name.replace('_', '-')}-{value}")


class SettingsError(ValueError):
    """A setting that cannot start a game, with what was wrong in words."""


@dataclass(frozen=True)
class GameSettings:
    """Everything a new game needs: players, each seat's player, seed, house rules, looks."""

    players: int = 4
    seats: tuple[str, ...] = ()
    seed: int = 0
    rules: dict[str, str] = field(default_factory=dict)
    theme: str = "light"
    motion: str = "on"
    big_board: bool = False

    def checked(self) -> GameSettings:
        """These settings with the seats filled in, or a ``SettingsError`` saying what is wrong."""
        if self.players not in PLAYER_COUNTS:
            raise SettingsError(say("app-error-players", players=repr(self.players)))
        seats = list(self.seats[: self.players])
        # With no seats given, a person plays the first seat and good computers the others.
        first = HUMAN if not seats else "greedy"
        seats += [first if i == 0 else "greedy" for i in range(len(seats), self.players)]
        for seat, player in enumerate(seats):
            if player not in SEAT_LABELS or (player != HUMAN and player not in bot_names()):
                raise SettingsError(say("app-error-seat", whose=whose(seat), player=repr(player)))
        if type(self.seed) is not int or not 0 <= self.seed < 2**31:
            raise SettingsError(say("app-error-seed", seed=repr(self.seed)))
        for name, value in self.rules.items():
            if name not in Rules.option_names():
                raise SettingsError(f"{name!r} is not a house rule.")
            try:
                parse_option(name, value)
            except ValueError as err:
                raise SettingsError(str(err)) from None
        if self.theme not in THEMES:
            raise SettingsError(f"{self.theme!r} is not a theme: choose {', '.join(THEMES)}.")
        if self.motion not in MOTION_LABELS:
            raise SettingsError(f"{self.motion!r} is not a motion setting: choose on or off.")
        return GameSettings(
            self.players,
            tuple(seats),
            self.seed,
            dict(self.rules),
            self.theme,
            self.motion,
            self.big_board,
        )

    def opening(self) -> str:
        """The story's first line for a game dealt with these settings."""
        house = self.house_rules_in_words()
        if house:
            return say("app-opening-house", players=self.players, seed=self.seed, rules=house)
        return say("app-opening", players=self.players, seed=self.seed)

    def house_rules_in_words(self) -> str:
        """The house rules that differ from the book, in words ("" when none)."""
        default = Rules().options()
        changed = []
        for name, value in self.rules.items():
            if default.get(name) != value:
                question, answer = rule_question(name), rule_answer(name, value)
                changed.append(say("app-house-rule", question=question, answer=answer))
        return "; ".join(changed)


class Seats:
    """Who plays each seat of a game: a person, or a computer player (seeded from the game)."""

    def __init__(self, names: Sequence[str], seed: int) -> None:
        self.names = list(names)
        self.bots: dict[int, Bot] = {
            seat: make_bot(name, seed * 100 + seat)
            for seat, name in enumerate(self.names)
            if name != HUMAN
        }

    def is_human(self, seat: int) -> bool:
        """True when a person plays ``seat``."""
        return self.names[seat] == HUMAN

    @property
    def humans(self) -> list[int]:
        """The seats people play."""
        return [s for s, name in enumerate(self.names) if name == HUMAN]

    def level(self, seat: int) -> str:
        """A computer seat's level in words ("good")."""
        name = self.names[seat]
        return say(f"app-level-{name}") if name in SEAT_LABELS[1:] else name

    def choose(self, position: Position) -> Move:
        """The move the computer player of the seat to move chooses."""
        return self.bots[position.turn].choose(position)


class SettingsPanel(ipw.VBox):
    """The form for a new game; ``settings()`` reads it, ``set(settings)`` fills it.

    Its words are the language spoken when it is made; ``relabel`` says them again in the
    language spoken then, keeping every choice.
    """

    def __init__(self, settings: GameSettings | None = None) -> None:
        settings = (settings or GameSettings()).checked()
        wide = ipw.Layout(width="auto", max_width="100%")
        style = {"description_width": "initial"}
        self.players_input = ipw.ToggleButtons(
            options=[(str(n), n) for n in PLAYER_COUNTS],
            value=settings.players,
            style={"button_width": "auto"},
        )
        self.players_input.observe(lambda _c: self._build_seats(), names="value")
        self.seat_box = ipw.VBox()
        self.seed_input = ipw.BoundedIntText(
            value=settings.seed,
            min=0,
            max=2**31 - 1,
            style=style,
            # As wide as its label needs (longer in some languages), the box never squeezed.
            layout=ipw.Layout(width="auto", min_width="260px", max_width="100%"),
        )
        self.rule_inputs: dict[str, ipw.Dropdown] = {}
        defaults = Rules().options()
        for name in Rules.option_names():
            value = settings.rules.get(name, defaults[name])
            options = [(v, v) for v in RULE_LABELS[name]]  # labelled by relabel, below
            box = ipw.Dropdown(options=options, value=value, style=style, layout=wide)
            self.rule_inputs[name] = box
        self.theme_input = ipw.ToggleButtons(
            options=[(name, name) for name in THEME_LABELS],
            value=settings.theme,
            style={"button_width": "auto"},
        )
        self.motion_input = ipw.ToggleButtons(
            options=[(name, name) for name in MOTION_LABELS],
            value=settings.motion,
            style={"button_width": "auto"},
        )
        self.big_input = ipw.Checkbox(value=settings.big_board, indent=False)
        self._seat_values = list(settings.seats)
        self.headings = [ipw.HTML() for _ in range(3)]
        self._build_seats()
        super().__init__(
            [
                self.headings[0],
                self.players_input,
                self.seat_box,
                self.seed_input,
                self.headings[1],
                *self.rule_inputs.values(),
                self.headings[2],
                self.theme_input,
                self.motion_input,
                self.big_input,
            ],
            layout=ipw.Layout(width="100%", overflow="hidden"),
        )
        self.add_class("pegs-settings")
        self.relabel()

    def relabel(self) -> None:
        """Say every label and choice again in the language spoken now; nothing chosen changes."""
        heading = "<b style='font-size:15px'>{}</b>".format
        messages = ("app-heading-players", "app-heading-house-rules", "app-heading-looks")
        for widget, message in zip(self.headings, messages, strict=True):
            widget.value = heading(say(message))
        relabel_choices(
            self.players_input, [(say("app-players", players=n), n) for n in PLAYER_COUNTS]
        )
        self.seed_input.description = say("app-seed")
        for name, box in self.rule_inputs.items():
            box.description = rule_question(name)
            relabel_choices(box, [(rule_answer(name, v), v) for v in RULE_LABELS[name]])
        relabel_choices(self.theme_input, [(say(f"app-theme-{n}"), n) for n in THEME_LABELS])
        relabel_choices(self.motion_input, [(say(f"app-motion-{n}"), n) for n in MOTION_LABELS])
        self.big_input.description = say("app-big-board")
        options = self._seat_options()
        for seat, box in enumerate(self.seat_inputs):
            box.description = colour(seat)
            relabel_choices(box, options)

    @staticmethod
    def _seat_options() -> list[tuple[str, str]]:
        return [
            (seat_label(name), name) for name in SEAT_LABELS if name == HUMAN or name in bot_names()
        ]

    def _build_seats(self) -> None:
        # Keep what was chosen for seats that stay; new seats default to a good computer.
        old = [box.value for box in getattr(self, "seat_inputs", [])] or self._seat_values
        players = self.players_input.value
        options = self._seat_options()
        close_all(getattr(self, "seat_inputs", []))  # no widgets left behind by new seats
        self.seat_inputs = []
        for seat in range(players):
            value = old[seat] if seat < len(old) else "greedy"
            box = ipw.Dropdown(
                options=options,
                value=value,
                description=colour(seat),
                layout=ipw.Layout(width="260px"),
            )
            self.seat_inputs.append(box)
        self.seat_box.children = tuple(self.seat_inputs)

    def settings(self) -> GameSettings:
        """The settings as the form shows them (checked)."""
        return GameSettings(
            players=self.players_input.value,
            seats=tuple(box.value for box in self.seat_inputs),
            seed=int(self.seed_input.value),
            rules={name: box.value for name, box in self.rule_inputs.items()},
            theme=self.theme_input.value,
            motion=self.motion_input.value,
            big_board=self.big_input.value,
        ).checked()

    def set(self, settings: GameSettings) -> None:
        """Fill the form with ``settings`` (the looks follow at once, the game does not)."""
        settings = settings.checked()
        self.players_input.value = settings.players
        self.set_seats(settings.seats)
        self.seed_input.value = settings.seed
        for name, box in self.rule_inputs.items():
            if name in settings.rules:
                box.value = settings.rules[name]
        self.theme_input.value = settings.theme
        self.motion_input.value = settings.motion
        self.big_input.value = settings.big_board

    def set_seats(self, seats: Sequence[str]) -> None:
        """Give each seat its player (a person or a computer name)."""
        for box, value in zip(self.seat_inputs, seats, strict=False):
            box.value = value


def relabel_choices(
    widget: ipw.ToggleButtons | ipw.Dropdown, options: list[tuple[str, Any]]
) -> None:
    """Give a choice widget new labels for the same values: its choice kept, no change sent.

    ipywidgets picks the first option whenever the options change, unless the widget is being
    made; the values stay the same and in order here, so it is told so (its own flag), and the
    choice, its observers and the game's seats are left alone.
    """
    if tuple(widget.options) == tuple(options):
        return
    index = widget.index
    widget._initializing_traits_ = True
    try:
        widget.options = options
    finally:
        widget._initializing_traits_ = False
    if index is not None:
        widget.set_trait("label", options[index][0])
