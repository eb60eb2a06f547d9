"""HandView: a player's cards as clickable cards; playable ones stand out, others say why not.

Owns how a hand looks and reports which card was chosen. Whether a card is playable, and the
reason when it is not, come from the controller (which asks the engine); nothing here knows a rule.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

import ipywidgets as ipw

from pegs import Card
from pegs.words.messages import say
from pegs.words.names import card_args

from .controller import CardStatus

SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RED = "#C62828"
BLACK = "#1A1A1A"
MAX_CARDS = 5


def card_label(card: Card) -> str:
    """The card as a person reads it: ``10♥``, ``K♠``, ``Joker`` (a word: "J" reads as a jack)."""
    suit = card.suit
    if suit is None:  # only a joker has no suit
        return say("hand-joker")
    return card.rank.value + SUITS[suit.value]


def card_words(card: Card) -> str:
    """The card in words for screen readers and tooltips: "10 of hearts", "joker"."""
    return say("card", **card_args(card))


def _key_html(i: int) -> str:
    key = html.escape(say("hand-key", number=i + 1))
    return f"<div style='text-align:center;color:#555;font-size:12px;line-height:1.3'>{key}</div>"


class HandView(ipw.VBox):
    """Up to five cards drawn as cards, with their key numbers; call ``update`` to refresh."""

    def __init__(self) -> None:
        self.title = ipw.HTML("")
        # Rounded corners make the buttons read as cards; Layout has no border-radius trait.
        # Buttons get almost no side padding, so a narrow card still shows its whole label.
        style = ipw.HTML(
            "<style>.pegs-card { border-radius: 8px !important; padding: 0 2px !important; }"
            ".pegs-hand .pegs-card.pegs-card-word { font-size: 12px !important; }"
            ".pegs-hand-slot { min-width: 0; }</style>"
        )
        self._callbacks: list[Callable[[int], None]] = []
        self.buttons = [self._card_button(i) for i in range(MAX_CARDS)]
        # The key number under each card (``show_keys(False)`` hides them where keys do nothing).
        self.key_labels = [ipw.HTML(_key_html(i)) for i in range(MAX_CARDS)]
        # Each card with its key under it, in a slot that shrinks with the space it has (down
        # to 44 px): at 1280x720 with a side bar open, or zoomed in, no card is cut.
        slots = [
            ipw.VBox(
                [button, key],
                layout=ipw.Layout(
                    flex="1 1 0", min_width="44px", max_width="72px", margin="0 6px 0 0"
                ),
            )
            for button, key in zip(self.buttons, self.key_labels, strict=True)
        ]
        for slot in slots:
            slot.add_class("pegs-hand-slot")
        super().__init__(
            [
                style,
                self.title,
                ipw.HBox(slots, layout=ipw.Layout(width="100%", overflow="hidden")),
            ]
        )
        self.add_class("pegs-hand")

    def _card_button(self, index: int) -> ipw.Button:
        button = ipw.Button(
            layout=ipw.Layout(width="100%", height="88px", border="2px solid #9E9E9E", margin="0")
        )
        button.style.font_size = "22px"
        button.style.font_weight = "bold"
        button.add_class("pegs-card")
        button.on_click(lambda _b, i=index: self._chosen(i))
        return button

    def show_keys(self, shown: bool) -> None:
        """Show or hide the key number under each card (the cards themselves stay)."""
        for key in self.key_labels:
            key.layout.display = "" if shown else "none"

    def on_choose(self, callback: Callable[[int], None]) -> None:
        """Call ``callback(index)`` when a card is clicked."""
        self._callbacks.append(callback)

    def _chosen(self, index: int) -> None:
        for callback in list(self._callbacks):
            callback(index)

    def update(
        self,
        cards: Sequence[CardStatus] | None,
        *,
        chosen: int | None = None,
        title: str = "",
        hidden: int = 0,
        enabled: bool = True,
    ) -> None:
        """Show ``cards`` (or ``hidden`` face-down cards when None), marking the chosen one."""
        self.title.value = f"<b style='font-size:15px'>{title}</b>" if title else ""
        for i, key in enumerate(self.key_labels):  # in the language spoken now
            said = _key_html(i)
            if key.value != said:
                key.value = said
        shown = list(cards or ())
        for i, button in enumerate(self.buttons):
            classes = ["pegs-card"]
            # Work out the final look first, then set each trait once: every change is a message.
            look = {
                "visibility": "hidden",
                "description": "",
                "tooltip": "",
                "disabled": True,
                "text": BLACK,
                "fill": "#FFFFFF",
                "border": "2px solid #9E9E9E",
                "font": "22px",
            }
            if i < len(shown):
                status = shown[i]
                card = status.card
                red = card.is_joker or (card.suit is not None and card.suit.value in "HD")
                label = card_label(card)
                look.update(visibility="visible", description=label)
                look.update(font="15px" if card.is_joker else "22px")
                if card.is_joker and len(label) > 6:
                    # A joker is a word, longer in some languages: smaller, so it fits the card
                    # (a class, as the course's style sets every button's size).
                    classes.append("pegs-card-word")
                look.update(disabled=not enabled, text=RED if red else BLACK)
                if status.playable:
                    look.update(tooltip=say("hand-playable", number=i + 1, **card_args(card)))
                    look.update(border="3px solid #1A1A1A")
                    classes.append("pegs-card-playable")
                else:
                    why = say("hand-not-playable", reason=status.reason, **card_args(card))
                    look.update(tooltip=why)
                    look.update(fill="#E4E4E4", text="#8A8A8A", border="2px dashed #9E9E9E")
                if i == chosen:
                    look.update(fill="#FFE9A8", border="4px solid #C2185B")
                    classes.append("pegs-card-chosen")
            elif cards is None and i < hidden:
                look.update(visibility="visible", description="🂠", tooltip=say("hand-hidden"))
                look.update(text="#FFFFFF", fill="#37474F", border="2px solid #263238")
            # The classes first: a label never shows without the size its class gives it.
            if list(button._dom_classes) != classes:  # one update, and only when it changes
                button._dom_classes = tuple(classes)
            button.layout.visibility = look["visibility"]
            button.description = look["description"]
            button.tooltip = look["tooltip"]
            button.disabled = look["disabled"]
            button.style.text_color = look["text"]
            button.style.font_size = look["font"]
            button.style.button_color = look["fill"]
            button.layout.border = look["border"]
