"""Words in five languages (issue 28): catalogues complete, fresh, built and rendered right.

The completeness check: every translated message of both games is present, translates the English
of today (not stale), is well formed and keeps every argument of the English. The oracle:
``fluent.runtime`` (the reference implementation of Project Fluent) renders every message of
every language with sample arguments, and the kit's own evaluator (``pegs.words.messages``) must
give the same text, without an error or a missing argument.
"""

from __future__ import annotations

import itertools
import json
import shutil
import sys
from pathlib import Path

import pytest
from builders import make
from fluent.runtime import FluentBundle, FluentResource

from pegs.words.messages import (
    LANGUAGES,
    PSEUDO,
    Catalogue,
    LanguageError,
    check_language,
    plural_category,
    say,
    speaking,
)

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import build_words  # noqa: E402

sys.path.pop(0)

GAMES = sorted(build_words.GAMES)
ALL = [*LANGUAGES, PSEUDO]

SEATS = ("blue", "orange", "green", "purple", "sky", "red", "black", "yellow")
NUMBERS = (0, 1, 2, 3, 5, 12, 21, 1000, 1_000_000)
SMALL = (0, 1, 2, 3)
PLACE_KINDS = (
    "start",
    "home",
    "come-out",
    "in-spot",
    "past-come-out",
    "before-come-out",
    "before-in-spot",
    "off",
)

#: Sample values of every argument the English messages take, per game: what the code passes.
SAMPLES: dict[str, dict[str, tuple[int | str, ...]]] = {
    "pegs": {
        "owner": ("own", *SEATS),
        "seat": SEATS,
        "rank": ("ace", 2, 8, 10, "jack", "queen", "king", "joker"),
        "suit": ("spades", "hearts", "diamonds", "clubs", "none"),
        **{name: NUMBERS for name in ("players", "cards", "count", "draw", "discard")},
        **{name: NUMBERS for name in ("to_go", "place", "holes")},
        **{name: ("Blue", "Blue and Green") for name in ("first", "second", "winners", "mates")},
        "where": ("on its in-spot", "3 holes past Blue's come-out hole"),
        "places": ("1 and 2", "1, 3 and 4"),
        "hand": ("7 of spades", "joker, king of hearts"),
        **{name: ("Blue", "2") for name in "abcde"},
        # The refusals (pegs.words.refusals): places by kind, pegs, teams, ends of a move.
        **{f"{end}_kind": PLACE_KINDS for end in ("at", "to")},
        **{f"{end}_owner": ("own", *SEATS) for end in ("at", "to")},
        **{f"{end}_{n}": NUMBERS for end in ("at", "to") for n in ("holes", "home")},
        **{name: SEATS for name in ("peg", "player")},
        **{name: NUMBERS for name in ("team", "player_team", "held", "total", "steps")},
        **{name: NUMBERS for name in ("first_part", "second_part", "from", "end", "asked")},
        **{name: ("Blue and Green",) for name in ("team_colours", "player_team_colours")},
        **{name: ("onto Blue's in-spot", "back to start") for name in ("dest", "dests", "to")},
        "nine": ("split-forward", "forward-only", "split-forward-back"),
        "part": ("first", "second"),
        "reason": ("A peg in home never leaves it",),
        "move": ("'5H 0:T12-T17'",),
        "card": ("5H", "JK"),
        "clause": ("5", "6"),
        # The story (pegs.words.story): what a peg did, and the parts of a move's sentence.
        "kind": ("jump-out", "come-out", "inside-home", "into-home", "back", "jump", "forward"),
        **{name: NUMBERS for name in ("steps", "home")},
        **{name: ("yes", "no") for name in ("mover", "discarded")},
        "by": SEATS,
        "played": ("Green plays a 7",),
        "clauses": ("the peg moves 3 holes, landing on its in-spot", ""),
        # The course (pegs.words.lesson, feedback, mastery, review, puzzles): a place by kind.
        **{name: NUMBERS for name in ("need", "score", "hours", "days")},
        "got": (0, 1),
        "when": ("hour", "hours", "days"),
        "next": SEATS,
        **{name: ("Blue", "Blue and Green") for name in ("ours", "others")},
        "title": ("03 What each card does",),
        "chapter": ("4", "04 Bumping"),
        "stars": ("★★☆☆☆",),
        "holding": ("the 9 of hearts", "the 7 of spades and the joker"),
        "victims": ("Blue's peg", "Blue's peg or Green's peg"),
        "did": ("Blue's peg moves 3 holes forward, to Orange's in-spot.",),
        "why": ("A peg in home never leaves it.", "it takes no peg into home."),
        "which": ("The 5 of hearts", "The 5 of hearts or the joker"),
        "mine": ("yes", "no"),
        "pegs": ("its peg on Orange's in-spot", "its peg in start and Green's peg in home"),
        "puzzles": NUMBERS,
        "path": ("/home/ada/pegs-handout.html",),
        "words": ("Landing on an opponent's peg sends it back to its start",),
        "section": ("5", "9"),
        "level": (1, 5),
        # The board's words on a click (widgets/board): places as kinds, texts made by messages.
        "at": ("start", "home", "track"),
        "notation": ("S", "H3", "T20"),
        "spot": (
            "start",
            "home",
            *PLACE_KINDS[2:7],
            "on Blue's in-spot",
            "3 holes past Orange's come-out hole",
        ),
        "name": ("Queen of hearts", "Joker"),
        "number": NUMBERS,
        # The hint's words (pegs.bots.hints, pegs.words.advice).
        **{name: NUMBERS for name in ("here", "after", "deals", "back", "diff", "chance")},
        "bits": ("bring a Blue peg out, bumping Orange's peg back to its start",),
        "way": ("back", "on"),
        **{name: ("king of hearts", "joker") for name in ("kept", "spent", "cardname")},
        "power": ("it moves a peg 5",),
        "first": ("yes", "no"),
        "ahead": ("yes", "no"),
        "more": ("more", "fewer"),
        "names": ("Orange's", "Orange's and Purple's"),
        "whose": ("Blue's", "a"),
        "attacker": ("Orange",),
        # pegs advise's reasons (pegs.bots.advisor): places in notation.
        **{name: NUMBERS for name in ("left", "one")},
        # The calibration chart of lesson 08 (pegs.bots.calibration).
        "positions": NUMBERS,
        "odds": ("with a 26% chance (about 1 in 4)", "for certain"),
        "refusal": ("none", "A peg in home never leaves it (RULES 5)"),
        "discard": ("none", "a card that can move must be played (RULES 7)"),
        # The hint ladder's rule step (pegs.words.hints): the rules' sentences, one after another.
        "rules": ("", "A 9 moves 9 forward. Two pegs never share a hole."),
    },
    "backalley": {
        **{name: NUMBERS for name in ("deal", "size", "dealer", "redeals", "leader")},
        **{name: SMALL for name in ("seat", "team")},
        "level": (1, 2, 3, 4),
        "tricks": ("board", 1, 2, 12),
        "bid": ("pass", "board", "3", "12"),
        "trumped": ("yes", "no"),
        "suit": ("spades", "hearts", "diamonds", "clubs"),
        "card": ("5C", "BB", "LB"),
        **{name: ("-", "QS 7S", "0:1 1:0 2:0 3:2") for name in ("trick", "hand", "taken")},
        "bids": ("seat 1 2, seat 2 pass",),
        "contracts": ("team 0 1, team 1 board",),
        **{name: ("0", "-20", "1005") for name in ("first", "second")},
        **{name: NUMBERS for name in ("cards", "most")},
        "action": ("'play QS'", "'bid 0'"),
        "blooper": ("big", "little"),
        "due": ("AC", "BB"),
        "followed": ("trump", "spades", "hearts", "diamonds", "clubs"),
        # The learner's story (backalley.words.learner).
        "rank": ("ace", 2, 8, 10, "king", "queen", "jack", "big", "little"),
        "trump": ("none", "spades", "hearts", "diamonds", "clubs"),
        **{name: ("+22", "-20", "0") for name in ("ours", "theirs", "a", "b")},
        "winner": (0, 1),
        # The table (backalley.words.table, widgets/backalley): seats from the player's chair.
        **{name: NUMBERS for name in ("deals", "number", "took", "points", "total")},
        "symbol": ("none", "♥", "♠"),
        "phase": ("bid", "play"),
        "why": ("the game is over after 25 deals",),
        "rule": ("none", "B, play"),
        "plays": ("West led 5♠, North 9♠, East K♠, you A♠",),
        # The Back Alley lesson's lines (backalley.words.lesson_screen): items said one by one.
        "list": ("You 2 · Left pass · Partner 1 · Right pass", "You 0, Left 1, Partner 0, Right 0"),
        "where": ("Screen 4 of 42", "Näkymä 4 / 42"),
        **{name: NUMBERS for name in ("solved", "count")},
        "button": ("Show me the next card",),
        "answer": ("The Big Blooper: it is the highest trump.",),
        "made": ("yes", "no"),
        "sign": ("+", "-"),
        "error": ("division by zero",),
        "speed": ("instant", "fast", "normal", "slow"),
        "player": ("random", "heuristic", "sampler"),
        "label": ("3", "double board"),
        # The lesson's judge (backalley.words.feedback): facts as selectors, cards said already.
        **{name: NUMBERS for name in ("before", "contract", "base", "over")},
        **{name: ("pass", "3") for name in ("mine", "theirs")},
        **{name: ("the queen of spades", "the Big Blooper") for name in ("best", "barred", "led")},
        "which": ("the 3 of clubs", "the 3 of clubs or the 5 of clubs"),
        **{name: ("you must follow suit.",) for name in ("because", "refused")},
        **{name: ("Hearts", "Only the 3 of clubs") for name in ("answer", "chosen")},
        "words": ("", "You may play the 3 of clubs."),
        "won": ("yes", "no"),
        "way": ("down", "up"),
        "result": ("+22", "-20", "0"),
        # A refusal's reason said (the command line), or the judge's reason as a selector.
        "reason": (
            "seat 0 does not hold QS (RULES B, play)",
            "trump-beats",
            "highest-trump",
            "highest-led",
            "not-trump-any",
            "only-trumps",
            "board",
            "trump-last",
            "not-trump",
            "blooper-led",
            "cannot-follow",
            "must-follow",
            "higher-trump",
            "off-suit",
            "trumped",
            "higher-led",
        ),
    },
    "app": {
        **{name: NUMBERS for name in ("number", "moves", "seed", "shown", "total")},
        "players": (4, 6, 8),
        **{name: ("Blue", "Sininen") for name in ("seat", "winners", "seats")},
        "whose": ("Blue's", "Sinisen", "del Blu"),
        "question": ("A 9",),
        "answer": ("moves 9 forward, no split",),
        "rules": ("A 9 moves 9 forward, no split; J, Q, K move 10",),
        "player": ("'robot'",),
        "reason": ("A game has 4, 6 or 8 players, not 5.",),
        "state": ("paused", "playing"),
        "said": ("Blue played the 5 of hearts",),
        "level": ("good", "strong"),
        "why": ("permission denied",),
        "name": ("pegs-game.json",),
        "time": ("14:05",),
        "move": ("'KS 2:S-T44'",),
        "format": ("'pegs-game/1'",),
        "found": ("'pegs-position/1'", "None", "7"),
        "most": NUMBERS,
        "keys": ("'colour'", "'a', 'b'"),
        "path": ("/home/ada/.pegs-game.json",),
        "size": NUMBERS,
        # The end of a game (widgets/app/story.py): counts of a seat's deeds.
        **{name: NUMBERS for name in ("bumps", "home", "team_home", "discards")},
        "losers": ("Blue", "Blue and Green"),
    },
    "lesson": {
        "kind": ("screen", "step"),
        **{name: NUMBERS for name in ("number", "total", "done", "left", "answered", "score")},
        **{name: NUMBERS for name in ("count",)},
        "solved": ("yes", "no"),
        "stars": ("★★☆",),
        "hint": ("Count the holes again.",),
        "move": ("Blue plays the 7 of spades with its peg on Orange's in-spot.",),
        "where": ("Screen 4 of 12", "Näkymä 4 / 12"),
        "why": ("permission denied", "timed out"),
        "card": ("7 of spades", "joker"),
        "peg": ("Orange's peg", "Oranssin nappula"),
        "mover": ("Blue", "Sininen"),
        "verdict": ("Chapter 04 is done.",),
        "code": ("ABC123",),
        "name": ("Ada",),
        "server": ("https://class.example.org",),
        "task": ("Bump Orange's peg.",),
        "story": ("Blue plays the 7 of spades: the peg moves 7 holes.",),
        **{name: ("/home/ada/.pegs-progress.json",) for name in ("path", "aside")},
        "kept": ("none", "/home/ada/.pegs-progress.kept.json"),
        "chapters": ("03, 04",),
        "chapter": ("03",),
    },
    "tables": {
        # The pages fill their blanks with text ("{seat}"); Back Alley's story gives numbers.
        "seat": (0, 1, 2, 3, "{seat}", "Sininen"),
        "level": (1, 2, 3, 4, "{level}"),
        "card": ("Q♠", "big", "little", "10♥", "{card}"),
        "trump": ("none", "spades", "hearts", "diamonds", "clubs"),
        "bid": ("pass", "board", "3", "12"),
        "size": NUMBERS,
        "winner": (0, 1),
        **{name: ("+22", "-20", "0") for name in ("first", "second", "a", "b")},
        **{name: ("{x}", "Ana", "ABC234", 7) for name in ("name", "code", "number", "count")},
        **{name: ("{x}", "★★", 3) for name in ("stars", "solved", "exercises")},
        **{name: ("{x}", "hearts", "Q♠, 10♥") for name in ("suit", "cards", "board")},
        "link": ("http://127.0.0.1:8642/join/ABC234",),
        "move": ("'QS 2:S-T20'",),
        "why": ("A peg in home never leaves it",),
        "url": ("http://127.0.0.1:8642/teacher",),
        "text": ("'/a b/'",),
    },
    "tools": {
        **{name: NUMBERS for name in ("moves", "shown", "left", "asked")},
        "players": (4, 6, 8),
        "home": (1, 2, 5),
        "winners": ("Blue and Green", "Sininen ja Vihreä"),
        **{name: ("Blue's", "Sinisen", "del Blu") for name in ("whose", "other")},
        "where": ("on Blue's in-spot", "in its start area"),
        "card": ("5 of hearts", "joker"),
        "move": ("Blue's peg moves 5 holes",),
        "reason": ("two pegs never share a hole (RULES 2)",),
    },
}


def _sample(game: str, name: str, k: int) -> int | str:
    """The ``k``-th sample value of argument ``name`` in ``game`` (cycling through them)."""
    values = SAMPLES[game][name]
    return values[k % len(values)]


def _source(game: str, lang: str) -> str:
    folder = build_words.GAMES[game]
    if lang == PSEUDO:
        return build_words.pseudo_source(build_words.ftl_source(folder / "en"))
    return build_words.ftl_source(folder / lang)


@pytest.fixture(scope="module", params=GAMES)
def built(request: pytest.FixtureRequest) -> tuple[str, build_words.Built]:
    return request.param, build_words.build(request.param)


def test_every_translation_is_complete_fresh_and_keeps_the_arguments(built):
    """Issue 28 "Checks": 0 missing, 0 stale, 0 malformed, no argument dropped, every language."""
    game, result = built
    assert result.problems == [], f"{game}: " + "\n".join(result.problems)


def test_the_catalogues_are_built_from_the_message_files(built):
    """The JSON the engines read is what scripts/build_words.py makes from the .ftl files now."""
    game, result = built
    for lang, text in result.catalogues.items():
        path = build_words.GAMES[game] / f"{lang}.json"
        assert path.read_text(encoding="utf-8") == text, f"{path} is stale: run build_words.py"


def test_build_words_check_passes_on_the_repository():
    """``scripts/build_words.py --check`` (what a translator runs) says nothing is wrong."""
    assert build_words.main(["--check"]) == 0


@pytest.mark.parametrize("lang", ALL)
@pytest.mark.parametrize("game", GAMES)
def test_fluent_runtime_and_the_kit_render_every_message_alike(game, lang):
    """Every message, with several sample arguments, reads the same through fluent.runtime."""
    bundle = FluentBundle(["en" if lang == PSEUDO else lang], use_isolating=False)
    bundle.add_resource(FluentResource(_source(game, lang)))
    ours = Catalogue(lang, json.loads((build_words.GAMES[game] / f"{lang}.json").read_text()))
    english = build_words.parse(build_words.ftl_source(build_words.GAMES[game] / "en"))
    assert ours.messages, f"{game} {lang}: an empty catalogue"
    for message_id in sorted(english.messages):
        names = sorted(build_words.variables(english, message_id))
        for k in range(len(NUMBERS)):
            args = {name: _sample(game, name, k + i) for i, name in enumerate(names)}
            expected, errors = bundle.format_pattern(bundle.get_message(message_id).value, args)
            assert errors == [], f"{game} {lang} {message_id} {args}: {errors}"
            assert ours.format(message_id, args) == expected, f"{game} {lang} {message_id}"


def test_a_stale_translation_shows_the_english_and_fails_the_check(tmp_path, monkeypatch):
    """Issue 28 item 3: when the English of a message changes, its translation is not shown."""
    copy = tmp_path / "locales"
    shutil.copytree(build_words.GAMES["pegs"], copy)
    english = copy / "en" / "board.ftl"
    text = english.read_text(encoding="utf-8")
    changed = text.replace("spot-off = off the board", "spot-off = off the whole board")
    assert changed != text
    english.write_text(changed, encoding="utf-8")
    monkeypatch.setitem(build_words.GAMES, "pegs", copy)
    result = build_words.build("pegs")
    for lang in build_words.TRANSLATIONS:
        assert f"pegs {lang}: stale spot-off (its English changed since translated)" in (
            result.problems
        )
        assert "spot-off" not in json.loads(result.catalogues[lang])["messages"]
    # Marking it reviewed (after checking the translation) makes it fresh again, in that
    # language only, and ``only`` marks the messages named and no other.
    assert build_words.mark_reviewed("pegs", "sv", only=["spot-off"]) == 1
    problems = build_words.build("pegs").problems
    assert not [p for p in problems if p.startswith("pegs sv")]
    assert "pegs fi: stale spot-off (its English changed since translated)" in problems


def test_a_malformed_translation_is_reported_and_the_english_shown(tmp_path, monkeypatch):
    """A message Fluent cannot parse, or one naming a term its language lacks, is malformed."""
    copy = tmp_path / "locales"
    shutil.copytree(build_words.GAMES["pegs"], copy)
    finnish = copy / "fi" / "board.ftl"
    text = finnish.read_text(encoding="utf-8")
    text = text.replace("spot-off = laudan ulkopuolella", "spot-off = laudan { ulkopuolella")
    text = text.replace(
        "describe-dealt = { seat-name } jakoi", "describe-dealt = { -jakaja } { seat-name } jakoi"
    )
    finnish.write_text(text, encoding="utf-8")
    monkeypatch.setitem(build_words.GAMES, "pegs", copy)
    result = build_words.build("pegs")
    assert "pegs fi: malformed entry 'spot-off = laudan { ulkopuolella'" in result.problems
    assert "pegs fi: missing spot-off" in result.problems
    assert "pegs fi: malformed describe-dealt (no -jakaja)" in result.problems
    messages = json.loads(result.catalogues["fi"])["messages"]
    assert "spot-off" not in messages and "describe-dealt" not in messages
    assert "describe-turn" in messages


def test_a_translation_dropping_an_argument_fails_the_check(tmp_path, monkeypatch):
    """A translation that leaves out an argument the English uses is reported, not shown."""
    copy = tmp_path / "locales"
    shutil.copytree(build_words.GAMES["pegs"], copy)
    swedish = copy / "sv" / "board.ftl"
    text = swedish.read_text(encoding="utf-8")
    swedish.write_text(text.replace("{ $players } spelare", "Några spelare"), encoding="utf-8")
    monkeypatch.setitem(build_words.GAMES, "pegs", copy)
    result = build_words.build("pegs")
    assert "pegs sv: describe-teams drops $players" in result.problems
    assert "describe-teams" not in json.loads(result.catalogues["sv"])["messages"]


def test_a_missing_translation_falls_back_to_english():
    """A message a language lacks is said in English, never left out or shown as its id."""
    catalogue = say.catalogue("sv")
    saved = catalogue.messages.pop("spot-off")
    try:
        with speaking("sv"):
            assert say("spot-off") == "off the board"
    finally:
        catalogue.messages["spot-off"] = saved
    with speaking("sv"):
        assert say("spot-off") == "utanför brädet"


def test_plural_categories_follow_cldr_for_whole_numbers():
    """CLDR cardinal rules: 1 is "one" in all five; Italian has "many" for whole millions."""
    for lang in LANGUAGES:
        assert plural_category(lang, 1) == "one"
        assert plural_category(lang, 0) == plural_category(lang, 2) == "other"
    assert plural_category("it", 1_000_000) == "many"
    assert plural_category("fi", 1_000_000) == "other"


def test_an_unknown_language_is_refused_in_words_naming_the_five():
    """Issue 28 item 4: an unknown code is a clear error listing the languages the kit speaks."""
    with pytest.raises(LanguageError) as err:
        check_language("de")
    message = str(err.value)
    for code, name in LANGUAGES.items():
        assert f"{code} ({name})" in message
    assert check_language(" SV ") == "sv"


def test_the_pseudo_language_is_accented_longer_and_bracketed():
    """Issue 28 item 5: "xx" is English made visible: every sentence bracketed, accented, longer."""
    english = say("describe-dealt", seat="orange")
    with speaking(PSEUDO):
        pseudo = say("describe-dealt", seat="orange")
    assert english == "Orange dealt."
    assert pseudo.startswith("[") and pseudo.endswith("]")
    assert len(pseudo) > len(english) * 1.2
    assert not set(pseudo) & set("aeiou")


def test_samples_cover_every_argument_name():
    """The oracle's sample values know every argument the English messages take."""
    for game, folder in build_words.GAMES.items():
        english = build_words.parse(build_words.ftl_source(folder / "en"))
        names = set(
            itertools.chain.from_iterable(
                build_words.variables(english, m) for m in english.messages
            )
        )
        assert names == set(SAMPLES[game]), f"{game}: {names ^ set(SAMPLES[game])}"


def test_one_step_is_said_in_the_singular_in_every_language():
    """RULES 4 (an ace moves one hole): a refusal counts "1 step", never "1 steps" (issue 29)."""
    position = make({0: ["T10", "S", "S", "S", "S"]}, hands={0: ["AS"]})
    refusal = position.why_not("AS 0:T10-T15")
    assert refusal is not None
    said = {}
    for lang in ("en", "it", "sq", "fi", "sv"):
        with speaking(lang):
            said[lang] = refusal.message
    assert said["en"].startswith("1 step takes Blue's peg ")
    assert said["it"].startswith("1 passo porta ")
    assert said["sq"].startswith("1 hap e çon ")
    assert said["fi"].startswith("1 askel vie ")
    assert said["sv"].startswith("1 steg tar ")
