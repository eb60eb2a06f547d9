"""The Back Alley lesson's judge in five languages: ``BAExercise.judge`` inside ``speaking(lang)``.

Issue 28 "What to build" 1 and 3: the judge's sentences are whole Fluent messages
(``backalley/words/locales/<lang>/feedback.ftl``) filled from the engine's facts, so Finnish
says a card after "kortin"/"kortilla" and Albanian declines the seat; the answer the learner
clicked is still judged as the engine words it. English is unchanged.
"""

from __future__ import annotations

import pytest

from backalley.cards import Card
from backalley.lessons import BAExercise, load_lesson
from backalley.words import feedback
from pegs.words.messages import speaking


def _exercise(lang: str, name: str) -> BAExercise:
    """One exercise of the lesson as read in ``lang``."""
    return next(e for e in load_lesson(lang).exercises if e.id == name)


#: ba-16 (RULES B, play: the highest card wins the trick): the ace of spades is allowed but
#: the player on your right still wins with the king of diamonds, a trump.
WOULD_NOT_WIN = {
    "en": "Not quite. You may play the ace of spades, but the player on your right would still "
    "win the trick with the king of diamonds.",
    "fi": "Ei aivan. Saat pelata kortin pata ässä, mutta oikealla puolellasi istuva pelaaja "
    "voittaisi silti tikin kortilla ruutu kuningas.",
    "sq": "Jo tamam. Mund të luash as maç, por lojtari në të djathtën tënde do ta fitonte prapë "
    "marrjen me mbret karo.",
}

#: ba-13 (RULES B, play): the player on your left wins: no trump, the highest of the suit led.
TRICK_WON = {
    "en": "Right! The player on your left wins with the 9 of clubs: no trump was played, and it "
    "is the highest card of the suit led.",
    "fi": "Oikein! Vasemmalla puolellasi istuva pelaaja voittaa kortilla risti 9: valttia ei "
    "pelattu, ja se on avatun maan korkein kortti.",
    "sq": "Saktë! Lojtari në të majtën tënde fiton marrjen me 9 spathi: nuk u luajt asnjë atu, "
    "dhe është letra më e lartë e ngjyrës së hapur.",
}

#: ba-26 (RULES B, scoring): a board made on 4 cards scores 10 a trick, times 1.
BOARD_SCORED = {
    "en": "+40. Your team bid board on 4 cards and made it: 10 a trick is 40, times 1, won: +40.",
    "fi": "+40. Joukkueesi tarjosi laudan 4 kortilla ja sai kaikki tikit: 10 tikiltä on 40, "
    "kertaa 1, voitettu: +40.",
    "sq": "+40. Skuadra jote ofroi tabelë me 4 letra dhe ia doli: 10 për marrje bëjnë 40, herë "
    "1, të fituara: +40.",
}

#: ba-07 (RULES B, play: the highest bidder leads): the player on your left passed.
PASSED_DOES_NOT_LEAD = {
    "en": "Not quite. The player on your left bid pass, and that is not the bid that leads. "
    "Compare all four bids.",
    "fi": "Ei aivan. Vasemmalla puolellasi istuva pelaaja passasi, eikä se ole tarjous, joka "
    "avaa. Vertaa kaikkia neljää tarjousta.",
    "sq": "Jo tamam. Lojtari në të majtën tënde tha pas, dhe kjo nuk është oferta që hap. "
    "Krahaso të katër ofertat.",
}


@pytest.mark.parametrize("lang", ["en", "fi", "sq"])
def test_a_card_that_would_not_win_is_judged_in_the_language_spoken(lang: str) -> None:
    with speaking(lang):
        verdict = _exercise(lang, "ba-16").judge("AS")
    assert not verdict.correct
    assert verdict.message == WOULD_NOT_WIN[lang]


@pytest.mark.parametrize("lang", ["en", "fi", "sq"])
def test_the_trick_winner_is_explained_in_the_language_spoken(lang: str) -> None:
    with speaking(lang):
        verdict = _exercise(lang, "ba-13").judge("Left")  # the choice as the engine words it
    assert verdict.correct
    assert verdict.message == TRICK_WON[lang]


@pytest.mark.parametrize("lang", ["en", "fi", "sq"])
def test_show_me_works_a_board_score_through_in_the_language_spoken(lang: str) -> None:
    with speaking(lang):
        assert _exercise(lang, "ba-26").answer_words() == BOARD_SCORED[lang]


@pytest.mark.parametrize("lang", ["en", "fi", "sq"])
def test_a_pass_is_said_as_a_pass_with_its_verb_agreeing(lang: str) -> None:
    with speaking(lang):
        exercise = _exercise(lang, "ba-07")
        verdict = exercise.judge(exercise.choices[1])
    assert verdict.message == PASSED_DOES_NOT_LEAD[lang]


#: ba-21 (RULES B, play: the Big Blooper led calls for the highest trump): the king of spades
#: is refused, the refusal said in the learner's words (``learner_refusal_words``).
BLOOPER_DUTY = {
    "en": "Not quite. The Big Blooper was led, so you must play your highest trump, and the king "
    "of spades is not it.",
    "fi": "Ei aivan. Avaus oli Iso Blooper, joten sinun on pelattava korkein valttisi, eikä pata "
    "kuningas ole se.",
    "sq": "Jo tamam. U hap me Blooper-in e Madh, ndaj duhet të luash atunë tënde më të lartë, "
    "dhe mbret maç nuk është ajo.",
}


@pytest.mark.parametrize("lang", ["en", "fi", "sq"])
def test_a_refused_card_is_refused_in_the_learners_words_of_the_language(lang: str) -> None:
    with speaking(lang):
        verdict = _exercise(lang, "ba-21").judge("KS")
    assert not verdict.correct
    assert verdict.message == BLOOPER_DUTY[lang]


@pytest.mark.parametrize(
    ("lang", "start"),
    [
        ("en", "When the Big Blooper is led every other player must play their highest trump"),
        ("fi", "Kun Iso Blooper avataan, jokaisen muun pelaajan on pelattava korkein valttinsa"),
        ("sq", "Kur hapet Blooper-i i Madh, çdo lojtar tjetër duhet të luajë atunë e tij"),
    ],
)
def test_the_rule_beneath_a_verdict_is_said_in_the_language_with_its_english_part(
    lang: str, start: str
) -> None:
    """The lesson rule shown with a verdict (RULES B, play: the blooper's duty) is in the
    language spoken; the part of the rule book it cites stays as the English rule book's."""
    with speaking(lang):
        rule = _exercise(lang, "ba-21").judge("KS").rule
    assert rule.startswith(start)
    assert rule.endswith("(RULES Part B, play).")


def test_each_translation_judges_every_exercise_without_english_frames() -> None:
    """Every exercise answered with each choice (or every card of the hand) in Finnish and
    Albanian: no verdict starts with the English "Right!" or "Not quite."."""
    for lang in ("fi", "sq"):
        with speaking(lang):
            for exercise in load_lesson(lang).exercises:
                answers = exercise.choices or tuple(c.notation() for c in exercise.state.hands[0])
                for answer in answers:
                    message = exercise.judge(answer).message
                    assert not message.startswith(("Right!", "Not quite.")), (lang, message)
                    assert " trump" not in message and " the " not in message, (lang, message)
                assert exercise.answer_words()


def test_you_win_a_trick_with_the_verb_agreeing() -> None:
    """RULES B, play: when the learner's card wins, English says "You win", not "You wins"."""
    state = _exercise("en", "ba-13").state
    with speaking("en"):
        said = feedback.trick_won(state, 0, Card.parse("AC"), Card.parse("2C"))
    assert said.startswith("You win with the ace of clubs: ")
    with speaking("fi"):
        said = feedback.trick_won(state, 0, Card.parse("AC"), Card.parse("2C"))
    assert said.startswith("Sinä voitat kortilla risti ässä: ")
