"""The story of a move in five languages: ``narrate`` inside ``speaking(lang)``.

Issue 28 "What to build" 1 (the story): a move's sentence is whole messages in each language,
the bumped peg in the case its sentence needs (Finnish "lyö Oranssin nappulan", Albanian "e
kthen kunjin e Portokallisë", Italian "il piolo dell'Arancione"); English is unchanged.
"""

from __future__ import annotations

import pytest

from pegs.words.messages import speaking
from pegs.words.story import narrate, narrate_event
from tests.builders import make


@pytest.fixture(scope="module")
def bump_events():
    """RULES 5 and 7: Blue's 5 bumps Orange, then Blue draws two, the discard is reshuffled."""
    position = make(
        {0: ["T10"], 1: ["T15"]},
        turn=0,
        hands={0: ["5H"], 1: ["KH"], 2: ["2C"], 3: ["3C"]},
        draw=["4C", "6C"],
    )
    return position.play("5H 0:T10-T15")[1]


STORIES = {
    "en": "Blue plays a 5: the peg moves 5 holes, landing 7 holes past its come-out hole, bumping "
    "Orange's peg back to its start. Blue draws two cards. The one discarded card is shuffled "
    "into a new draw pile. Blue draws a card.",
    "sv": 'Blå spelar en 5:a: pinnen flyttar 5 hål och landar 7 hål efter sitt "kom ut"-fält och '
    "slår tillbaka Oranges pinne till dess startområde. Blå drar två kort. Det enda kastade "
    "kortet blandas till en ny draghög. Blå drar ett kort.",
    "it": 'Blu gioca un 5: il piolo avanza di 5 buchi e arriva a 7 buchi dopo il proprio spazio "'
    "uscita\", rimandando il piolo dell'Arancione nella sua area di partenza. Blu pesca due "
    "carte. L'unica carta scartata viene rimescolata in un nuovo mazzo da cui pescare. Blu "
    "pesca una carta.",
    "sq": 'Bluja luan një 5: kunji lëviz 5 vrima dhe ndalet 7 vrima pas hapësirës së vet "dalë" '
    "dhe e kthen kunjin e Portokallisë në zonën e vet të fillimit. Bluja tërheq dy letra. E "
    "vetmja letër e hedhur përzihet në një stivë të re tërheqjeje. Bluja tërheq një letër.",
    "fi": "Sininen pelaa kortin 5: nappula siirtyy 5 reikää ja on nyt 7 reikää oman "
    "ulostuloreikänsä jälkeen ja lyö Oranssin nappulan takaisin sen lähtöalueelle. Sininen "
    "nostaa kaksi korttia. Poistopakan ainoa kortti sekoitetaan uudeksi nostopakaksi. Sininen "
    "nostaa kortin.",
}


@pytest.mark.parametrize("lang", sorted(STORIES))
def test_rule_5_a_bump_told_in_each_language(bump_events, lang):
    """The move, the bump, the draws and the reshuffle as one story in ``lang``."""
    with speaking(lang):
        assert narrate(bump_events, players=4) == STORIES[lang]


def test_rule_5_the_bumped_peg_alone_names_who_bumped_it_in_finnish_and_italian(bump_events):
    """``narrate_event`` on the bump: Finnish active voice, Italian "dal Blu"."""
    bump = next(e for e in bump_events if type(e).__name__ == "BumpedToStart")
    with speaking("fi"):
        assert narrate_event(bump, players=4) == (
            "Sininen lyö 7 reikää Sinisen ulostuloreiän jälkeen olevan Oranssin nappulan "
            "takaisin sen lähtöalueelle."
        )
    with speaking("it"):
        assert narrate_event(bump, players=4) == (
            'Il piolo dell\'Arancione a 7 buchi dopo lo spazio "uscita" del Blu viene '
            "rimandato nella sua area di partenza dal Blu."
        )


def test_the_pseudo_language_brackets_every_part_of_the_story(bump_events):
    """``xx``: no English letter a-z vowel left outside the accents, the parts bracketed."""
    with speaking("xx"):
        told = narrate(bump_events, players=4)
    assert told.startswith("[") and told.endswith("]")
    assert not set(told) & set("aeiou")
