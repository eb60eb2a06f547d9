"""The game app's settings: players, who plays each seat, seed, house rules, theme, motion.

``GameSettings`` is plain Python (checked without a browser); ``SettingsPanel`` is the ipywidgets
form that edits one; ``Seats`` is who plays each seat of a game dealt from them (people, and
seeded computer players). The house rules are ``pegs.rules`` options (RULES 9): their names
and values come from the engine, only their labels in words live here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import ipywidgets as ipw

from pegs import Move, Position
from pegs.bots import Bot, bot_names, make_bot
from pegs.render.colours import seat_name
from pegs.render.theme import THEMES
from pegs.rules import PLAYER_COUNTS, Rules, parse_option

from .closing import close_all

HUMAN = "human"

#: Who may play a seat, as (label, player name): a person, or a computer of some level.
SEAT_LABELS: dict[str, str] = {
    HUMAN: "Person",
    "random": "Computer: beginner",
    "greedy": "Computer: good",
    "search": "Computer: strong",
}

#: Each house rule of RULES 9 in words: option -> (question, {value: answer}).
RULE_LABELS: dict[str, tuple[str, dict[str, str]]] = {
    "nine": (
        "A 9",
        {
            "split-forward": "moves 9, may split forward",
            "forward-only": "moves 9 forward, no split",
            "split-forward-back": "may split one part forward, one back",
        },
    ),
    "face_cards": (
        "J, Q, K",
        {"ten": "move 10", "eleven-twelve-thirteen": "move 11, 12 and 13"},
    ),
    "home_entry": (
        "Going home",
        {"compulsory": "a move that fits must go home", "optional": "may pass home by"},
    ),
    "team_pegs": (
        "Teammate's pegs",
        {"any": "may be moved any time", "own-first": "only once your own are home"},
    ),
    "joker_source": (
        "A joker's peg",
        {"start-first": "comes from start first", "any": "may be any peg not home"},
    ),
}

THEME_LABELS: dict[str, str] = {"light": "Light", "dark": "Dark", "high-contrast": "High contrast"}
MOTION_LABELS: dict[str, str] = {"on": "Pegs glide", "off": "No motion"}


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
            raise SettingsError(f"A game has 4, 6 or 8 players, not {self.players}.")
        seats = list(self.seats[: self.players])
        # With no seats given, a person plays the first seat and good computers the others.
        first = HUMAN if not seats else "greedy"
        seats += [first if i == 0 else "greedy" for i in range(len(seats), self.players)]
        for seat, player in enumerate(seats):
            if player not in SEAT_LABELS or (player != HUMAN and player not in bot_names()):
                raise SettingsError(f"{seat_name(seat)}'s seat: {player!r} is not a player here.")
        if type(self.seed) is not int or not 0 <= self.seed < 2**31:
            raise SettingsError(f"The seed must be a whole number from 0 up, not {self.seed!r}.")
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
        said = f"New {self.players}-player game, seed {self.seed}."
        return said + (f" House rules: {house}." if house else "")

    def house_rules_in_words(self) -> str:
        """The house rules that differ from the book, in words ("" when none)."""
        default = Rules().options()
        changed = []
        for name, value in self.rules.items():
            if default.get(name) != value:
                question, answers = RULE_LABELS[name]
                changed.append(f"{question} {answers.get(value, value)}")
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
        return SEAT_LABELS.get(self.names[seat], "Computer: ?").split(": ")[-1]

    def choose(self, position: Position) -> Move:
        """The move the computer player of the seat to move chooses."""
        return self.bots[position.turn].choose(position)


class SettingsPanel(ipw.VBox):
    """The form for a new game; ``settings()`` reads it, ``set(settings)`` fills it."""

    def __init__(self, settings: GameSettings | None = None) -> None:
        settings = (settings or GameSettings()).checked()
        wide = ipw.Layout(width="auto", max_width="100%")
        style = {"description_width": "initial"}
        self.players_input = ipw.ToggleButtons(
            options=[(f"{n} players", n) for n in PLAYER_COUNTS],
            value=settings.players,
            style={"button_width": "88px"},
        )
        self.players_input.observe(lambda _c: self._build_seats(), names="value")
        self.seat_box = ipw.VBox()
        self.seed_input = ipw.BoundedIntText(
            value=settings.seed,
            min=0,
            max=2**31 - 1,
            description="Seed (same seed, same deal)",
            style=style,
            layout=ipw.Layout(width="260px"),
        )
        self.rule_inputs: dict[str, ipw.Dropdown] = {}
        defaults = Rules().options()
        for name in Rules.option_names():
            question, answers = RULE_LABELS[name]
            box = ipw.Dropdown(
                options=[(text, value) for value, text in answers.items()],
                value=settings.rules.get(name, defaults[name]),
                description=question,
                style=style,
                layout=wide,
            )
            self.rule_inputs[name] = box
        self.theme_input = ipw.ToggleButtons(
            options=[(text, name) for name, text in THEME_LABELS.items()],
            value=settings.theme,
            style={"button_width": "110px"},
        )
        self.motion_input = ipw.ToggleButtons(
            options=[(text, name) for name, text in MOTION_LABELS.items()],
            value=settings.motion,
            style={"button_width": "110px"},
        )
        self.big_input = ipw.Checkbox(
            value=settings.big_board, description="Big board", indent=False
        )
        self._seat_values = list(settings.seats)
        self._build_seats()
        heading = "<b style='font-size:15px'>{}</b>".format
        super().__init__(
            [
                ipw.HTML(heading("Players")),
                self.players_input,
                self.seat_box,
                self.seed_input,
                ipw.HTML(heading("House rules")),
                *self.rule_inputs.values(),
                ipw.HTML(heading("Looks")),
                self.theme_input,
                self.motion_input,
                self.big_input,
            ],
            layout=ipw.Layout(width="100%", overflow="hidden"),
        )
        self.add_class("pegs-settings")

    def _build_seats(self) -> None:
        # Keep what was chosen for seats that stay; new seats default to a good computer.
        old = [box.value for box in getattr(self, "seat_inputs", [])] or self._seat_values
        players = self.players_input.value
        options = [
            (text, name)
            for name, text in SEAT_LABELS.items()
            if name == HUMAN or name in bot_names()
        ]
        close_all(getattr(self, "seat_inputs", []))  # no widgets left behind by new seats
        self.seat_inputs = []
        for seat in range(players):
            value = old[seat] if seat < len(old) else "greedy"
            box = ipw.Dropdown(
                options=options,
                value=value,
                description=seat_name(seat),
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
