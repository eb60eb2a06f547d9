"""Back Alley's learner story in five languages: ``event_words`` inside ``speaking(lang)``.

Issue 28 "What to build" 1 (the Back Alley lesson): the learner is "you" in each language, the
verb agrees with who acts (Italian "distribuisci"/"distribuisce", Finnish "jaat"/"jakaa"), and
the seed's words name the game's things (Finnish valttimaa, Iso Blooper). English is unchanged.
"""

from __future__ import annotations

import pytest

from backalley.actions import Bid
from backalley.cards import Card, Suit
from backalley.events import BidMade, BlooperExchanged, Dealt
from backalley.words.learner import event_words
from pegs.words.messages import speaking

#: You deal 10 cards each, the queen of spades turned: spades are trump (rule A, dealing).
YOU_DEAL = Dealt(
    deal=1, hand_size=10, dealer=0, turned=Card.parse("QS"), trump=Suit.SPADES, redeals=0
)
#: The player on your left deals again: a Blooper turned, no trump (rule A).
LEFT_DEALS_AGAIN = Dealt(
    deal=2, hand_size=1, dealer=1, turned=Card.parse("BB"), trump=None, redeals=1
)
#: Your partner bids a double board (rule B).
PARTNER_BIDS = BidMade(seat=2, bid=Bid(board=True), level=2)
#: The player on your right gives up the Little Blooper (rule A, exchanging a Blooper).
RIGHT_EXCHANGES = BlooperExchanged(seat=3, blooper=Card.parse("LB"))

TOLD = {
    "en": (
        "You deal: 10 cards each. The queen of spades is turned, so trump is spades.",
        "The player on your left deals again: 1 card each. The Big Blooper is turned, so "
        "there is no trump this deal.",
        "Your partner bids double board.",
        "The player on your right gives up the Little Blooper and takes the top card of the "
        "stock instead.",
    ),
    "sv": (
        "Du delar ut: 10 kort var. Spader dam vänds upp, så trumf är spader.",
        "Spelaren till vänster om dig delar ut igen: 1 kort var. Stora Blooper vänds upp, så "
        "det finns ingen trumf i den här given.",
        "Din partner bjuder dubbelbräde.",
        "Spelaren till höger om dig lämnar ifrån sig Lilla Blooper och tar översta kortet i "
        "högen i stället.",
    ),
    "it": (
        "Tu distribuisci: 10 carte a testa. Si gira la donna di picche, quindi la briscola è "
        "picche.",
        "Il giocatore alla tua sinistra distribuisce di nuovo: 1 carta a testa. Si gira il "
        "Blooper grande, quindi in questa smazzata non c'è briscola.",
        "Il tuo compagno dichiara cappotto doppio.",
        "Il giocatore alla tua destra cede il Blooper piccolo e prende invece la prima carta "
        "del mazzo.",
    ),
    "sq": (
        "Ti i ndan letrat: nga 10 letra secilit. Damë maç kthehet, kështu që atu është maç.",
        "Lojtari në të majtën tënde i ndan letrat përsëri: nga 1 letër secilit. Blooper-i i "
        "Madh kthehet, kështu që në këtë ndarje nuk ka atu.",
        "Shoku yt i skuadrës thotë tabelë e dyfishtë.",
        "Lojtari në të djathtën tënde jep Blooper-in e Vogël dhe merr në vend të tij letrën e "
        "sipërme të pakos.",
    ),
    "fi": (
        "Sinä jaat: 10 korttia kullekin. Pata kuningatar käännetään, joten valttimaa on pata.",
        "Vasemmalla puolellasi istuva pelaaja jakaa uudelleen: 1 kortti kullekin. Iso Blooper "
        "käännetään, joten tässä jaossa ei ole valttia.",
        "Parisi tarjoaa: tuplalauta.",
        "Oikealla puolellasi istuva pelaaja luopuu kortista Pikku Blooper ja ottaa sen sijaan "
        "pakan päällimmäisen kortin.",
    ),
}


@pytest.mark.parametrize("lang", sorted(TOLD))
def test_rules_a_and_b_the_learners_story_in_each_language(lang):
    """Dealing, a redeal with no trump, a board bid and a Blooper given up, told in ``lang``."""
    events = (YOU_DEAL, LEFT_DEALS_AGAIN, PARTNER_BIDS, RIGHT_EXCHANGES)
    with speaking(lang):
        assert tuple(event_words(e) for e in events) == TOLD[lang]
