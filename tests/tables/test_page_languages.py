"""The table server in five languages (issue 28, items 1 and 4), tested in-process with tornado.

The language of a request: ``?lang=``, else the cookie the picker set, else the browser's
``Accept-Language``, else English; every page word and refusal rendered in each language; the
story told in the request's language, Back Alley's from each student's own chair.
"""

from __future__ import annotations

import csv
import io
import json
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest
import tornado.testing
import tornado.web

from backalley.actions import Bid
from backalley.events import BidMade
from backalley.words.learner import event_words as learner_words
from pegs.course import load_course
from pegs.words.messages import LANGUAGES, PSEUDO, speaking
from widgets.language import accept_language
from widgets.tables import Hub, Options, Store, make_app
from widgets.tables.language import COOKIE, request_language
from widgets.tables.words import PAGE_KEYS, page_words, say

TRANSLATIONS = [lang for lang in LANGUAGES if lang != "en"]
#: Page words that read the same in a translation as in English: the games' names, bare values,
#: and words a language shares with English (Swedish "Pass", "Joker").
SAME_AS_ENGLISH = {"game_pegs", "game_backalley", "seat_person", "seat_computer"}
SAME_IN = {"sv": {"bid_pass", "joker"}}


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("fi-FI,fi;q=0.9,en;q=0.8", "fi"),
        ("de-DE,de;q=0.9,sv;q=0.5,en;q=0.4", "sv"),
        ("en;q=0.2, it;q=0.9", "it"),
        ("sq_AL", "sq"),
        ("de-DE,de;q=0.9", None),
        ("en;q=0, fi;q=abc", None),
        ("", None),
        (None, None),
        ("*", None),
    ],
)
def test_the_browser_language_is_the_first_of_the_kits_it_prefers(header, expected):
    """Issue 28 item 4: the browser's language (Accept-Language, by its q order) as the default."""
    assert accept_language(header) == expected


def test_the_request_language_is_asked_then_remembered_then_the_browsers_then_english():
    """Issue 28 item 4: ?lang= first, then the cookie, then Accept-Language, then English."""
    assert request_language("it", "sv", "fi") == "it"
    assert request_language(None, "sv", "fi") == "sv"
    assert request_language(None, None, "fi-FI") == "fi"
    assert request_language(None, None, None) == "en"
    # A language the kit does not speak is passed over, never an error.
    assert request_language("de", "klingon", "fi") == "fi"
    assert request_language("xx", None, None) == PSEUDO


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_every_page_word_is_translated_and_keeps_the_blanks_the_page_fills(lang):
    """Issue 28 item 1: every word of the pages in each language, each {value} kept."""
    english, words = page_words("en"), page_words(lang)
    assert set(words) == set(english) == set(PAGE_KEYS)
    messages = say.catalogue("en").messages
    pages = {m.removeprefix("page-").replace("-", "_") for m in messages if m.startswith("page-")}
    assert pages == {key.replace("-", "_") for key in PAGE_KEYS}, "a page message no page gets"
    for key, text in words.items():
        assert re.findall(r"\{(\w+)\}", text) or not re.findall(r"\{(\w+)\}", english[key])
        assert sorted(re.findall(r"\{(\w+)\}", text)) == sorted(
            re.findall(r"\{(\w+)\}", english[key])
        ), f"{lang} {key}: {text!r}"
        if key not in SAME_AS_ENGLISH | SAME_IN.get(lang, set()):
            assert text != english[key], f"{lang} {key} is still English: {text!r}"


def test_the_pseudo_language_brackets_every_page_word():
    """The pseudo-language (xx) marks each translated word, so English on a page stands out."""
    for key, text in page_words(PSEUDO).items():
        assert text.startswith("[") and text.endswith("]"), f"{key}: {text!r}"


class LanguageServer(tornado.testing.AsyncHTTPTestCase):
    """A real server application on a loopback port, in this test's own event loop."""

    def get_app(self) -> tornado.web.Application:
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.hub = Hub(Store(Path(folder.name) / "tables.sqlite"))
        self.addCleanup(self.hub.close)
        return make_app(self.hub, Options(rate=0))

    def ask(
        self,
        method: str,
        path: str,
        body: Any = None,
        token: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[int, Any]:
        sent = dict(headers or {})
        if token:
            sent["Authorization"] = "Bearer " + token
        data = None if body is None else (body if isinstance(body, str) else json.dumps(body))
        response = self.fetch(path, method=method, body=data, headers=sent, raise_error=False)
        text = response.body.decode("utf-8")
        try:
            return response.code, json.loads(text)
        except ValueError:
            return response.code, text

    def test_words_follow_lang_then_cookie_then_accept_language(self):
        """GET /api/words: ?lang= beats the cookie, the cookie beats the browser's language."""
        _, words = self.ask("GET", "/api/words?lang=fi")
        assert words == page_words("fi") and words["look"] == "Katso pöytää"
        _, words = self.ask("GET", "/api/words", headers={"Accept-Language": "sv-SE,sv;q=0.9"})
        assert words["look"] == "Titta på bordet"
        both = {"Accept-Language": "sv", "Cookie": f"{COOKIE}=it"}
        assert self.ask("GET", "/api/words", headers=both)[1]["look"] == "Guarda il tavolo"
        assert self.ask("GET", "/api/words?lang=sq", headers=both)[1]["look"] == "Shiko tavolinën"
        unknown = {"Accept-Language": "de-DE,de", "Cookie": f"{COOKIE}=zz"}
        assert self.ask("GET", "/api/words?lang=tlh", headers=unknown)[1] == page_words("en")

    def test_a_page_speaks_its_language_and_remembers_a_choice(self):
        """The page's <html lang> is the request's language; ?lang= sets the picker's cookie."""
        response = self.fetch("/teacher?lang=sq")
        assert '<html lang="sq">' in response.body.decode()
        cookie = response.headers.get("Set-Cookie", "")
        assert cookie.startswith(f"{COOKIE}=sq;") and "SameSite=Lax" in cookie
        response = self.fetch("/", headers={"Accept-Language": "fi-FI,fi;q=0.9"})
        assert '<html lang="fi">' in response.body.decode()
        assert "Set-Cookie" not in response.headers  # the browser's own language is not a choice
        response = self.fetch("/", headers={"Cookie": f"{COOKIE}=it", "Accept-Language": "fi"})
        assert '<html lang="it">' in response.body.decode()
        response = self.fetch("/join/ABC234?lang=%22%3E%3Cscript%3E")
        assert (
            '<html lang="en">' in response.body.decode()
            and "<script>"
            not in (response.body.decode().split("</head>")[0].split("static/student.js")[0])
        )

    def test_refusals_are_said_in_the_request_language(self):
        """An API refusal is a sentence in the request's language (issue 28 item 1)."""
        status, body = self.ask("GET", "/api/tables/NOPE22?lang=fi", token="x" * 30)
        assert status == 404 and body["error"].startswith("Tällä huonekoodilla ei ole pöytää")
        status, body = self.ask("POST", "/api/tables", "{", headers={"Accept-Language": "it"})
        assert status == 400 and body["error"].startswith("Non è stato possibile leggere")
        status, body = self.ask(
            "POST", "/api/tables", {"game": "chess"}, headers={"Cookie": f"{COOKIE}=sv"}
        )
        assert status == 422 and body["error"] == 'Välj spelet "pegs" eller "backalley".'
        status, body = self.ask("GET", "/api/nothing", headers={"Accept-Language": "sq"})
        assert status == 404 and body["error"] == "Këtu nuk ka asgjë."

    def test_seat_names_and_levels_follow_the_language(self):
        """The lobby's seat names and the teacher's form labels are said in the language asked."""
        _, games = self.ask("GET", "/api/games?lang=fi")
        assert games["backalley"]["labels"] == ["Etelä", "Länsi", "Pohjoinen", "Itä"]
        assert games["pegs"]["labels"][:2] == ["Sininen", "Oranssi"]
        _, games = self.ask("GET", "/api/games")
        assert games["pegs"]["labels"][:2] == ["Blue", "Orange"]

    def _back_alley_bid(self) -> tuple[str, str, list[str], int]:
        """A Back Alley table of four students after one bid: code, teacher, tokens, bidder."""
        spec = {"game": "backalley", "players": 4, "seats": ["person"] * 4, "seed": 5, "pace": 0}
        status, made = self.ask("POST", "/api/tables", spec)
        assert status == 201, made
        code, teacher = made["code"], made["teacher"]
        tokens = []
        for seat in range(4):
            status, joined = self.ask(
                "POST", f"/api/tables/{code}/join", {"seat": seat, "name": "A"}
            )
            assert status == 200, joined
            tokens.append(joined["token"])
        views = [self.ask("GET", f"/api/tables/{code}", token=t)[1] for t in tokens]
        bidder = next(seat for seat, view in enumerate(views) if view["legal"])
        move = {"move": "bid pass", "revision": 0, "id": "first-bid"}
        status, _ = self.ask("POST", f"/api/tables/{code}/moves", move, token=tokens[bidder])
        assert status == 200
        return code, teacher, tokens, bidder

    def test_back_alley_story_is_told_in_each_language_from_each_chair(self):
        """Back Alley's words (backalley.words.learner) from a student's chair; compass for all."""
        code, teacher, tokens, bidder = self._back_alley_bid()
        compass = ["South", "West", "North", "East"][bidder]

        def story(token: str, lang: str) -> list[str]:
            return self.ask("GET", f"/api/tables/{code}?lang={lang}", token=token)[1]["story"]

        assert story(teacher, "en") == [f"{compass} bids pass."]
        assert story(tokens[bidder], "en") == ["You bid pass."]
        assert story(tokens[(bidder + 2) % 4], "en") == ["Your partner bids pass."]
        assert story(tokens[(bidder + 3) % 4], "en") == ["The player on your left bids pass."]
        finnish = ["Etelä", "Länsi", "Pohjoinen", "Itä"][bidder]
        assert story(teacher, "fi") == [f"Pelaaja {finnish} passaa."]
        with speaking("sv"):
            assert story(tokens[bidder], "sv") == [learner_words(BidMade(0, Bid.parse("pass"), 1))]
        assert story(tokens[bidder], "sv")[0].startswith("Du ")
        # The replay of the last round tells the move in the language asked, too.
        _, replay = self.ask("GET", f"/api/tables/{code}/replay?lang=it", token=teacher)
        assert replay["moves"][0]["story"] == [f"{['Sud', 'Ovest', 'Nord', 'Est'][bidder]} passa."]

    def test_the_pegs_story_follows_the_language(self):
        """The Pegs story (the engine's words) is said in the language of the request."""
        spec = {"game": "pegs", "players": 4, "seats": ["person"] * 4, "seed": 7, "pace": 0}
        _, made = self.ask("POST", "/api/tables", spec)
        code, teacher = made["code"], made["teacher"]
        tokens = [
            self.ask("POST", f"/api/tables/{code}/join", {"seat": s, "name": "A"})[1]["token"]
            for s in range(4)
        ]
        views = [self.ask("GET", f"/api/tables/{code}", token=t)[1] for t in tokens]
        seat = next(s for s, view in enumerate(views) if view["legal"])
        move = {"move": views[seat]["legal"][0], "revision": 0, "id": "m1"}
        assert self.ask("POST", f"/api/tables/{code}/moves", move, token=tokens[seat])[0] == 200
        told = {
            lang: self.ask("GET", f"/api/tables/{code}?lang={lang}", token=teacher)[1]["story"]
            for lang in LANGUAGES
        }
        assert all(len(lines) == 1 for lines in told.values()), told
        assert len({lines[0] for lines in told.values()}) == len(LANGUAGES), told

    def test_the_class_views_csv_names_its_columns_in_the_language(self):
        """The teacher's CSV download: its first row in the request's language."""
        status, made = self.ask("POST", "/api/classes", {})
        assert status == 201, made
        path = f"/api/classes/{made['code']}.csv"
        response = self.fetch(
            path + "?lang=fi", headers={"Authorization": "Bearer " + made["teacher"]}
        )
        first = response.body.decode("utf-8").splitlines()[0]
        assert first == (
            "oppija,viimeksi nähty (UTC),luku,otsikko,ratkaistut tehtävät,tehtävät,tähdet"
        )
        response = self.fetch(path, headers={"Authorization": "Bearer " + made["teacher"]})
        assert response.body.decode().startswith("student,last seen (UTC),chapter,title,")

    def _pegs_table(self) -> tuple[str, str]:
        """A Pegs table of four students, no move made: its code and the teacher's token."""
        spec = {"game": "pegs", "players": 4, "seats": ["person"] * 4, "seed": 3, "pace": 0}
        status, made = self.ask("POST", "/api/tables", spec)
        assert status == 201, made
        return made["code"], made["teacher"]

    def test_the_board_picture_is_labelled_in_the_request_language(self):
        """board.svg: the renderer's labels (seats, dealer, turn) in the request's language."""
        code, teacher = self._pegs_table()
        path = f"/api/tables/{code}/board.svg"
        pictures = {
            lang: self.ask("GET", f"{path}?lang={lang}", token=teacher)[1]
            for lang in ("en", "fi", "it")
        }
        assert ">dealer: Orange<" in pictures["en"] and ">Blue<" in pictures["en"]
        assert ">jakaja: Oranssi<" in pictures["fi"] and ">Sininen<" in pictures["fi"]
        assert ">mazziere: Arancione<" in pictures["it"] and "dealer:" not in pictures["it"]
        # The browser's language and the remembered choice choose the picture's words too.
        status, swedish = self.ask(
            "GET", path, token=teacher, headers={"Accept-Language": "sv-SE,sv;q=0.9"}
        )
        assert status == 200 and ">giv: Orange<" in swedish
        remembered = self.ask("GET", path, token=teacher, headers={"Cookie": f"{COOKIE}=fi"})[1]
        assert remembered == pictures["fi"]

    def test_the_class_views_chapter_titles_are_in_the_language(self):
        """The class view and its CSV title each chapter as the course does in that language."""
        status, made = self.ask("POST", "/api/classes", {})
        assert status == 201, made
        code, teacher = made["code"], made["teacher"]
        chapter = load_course().chapters[0]
        report = {"name": "Aino", "chapters": {chapter.id: {"solved": [], "stars": 1}}}
        key = "k" * 30
        assert self.ask("POST", f"/api/classes/{code}/progress", report, token=key)[0] == 200
        for lang in LANGUAGES:
            _, view = self.ask("GET", f"/api/classes/{code}?lang={lang}", token=teacher)
            titles = [c.title for c in load_course(lang).chapters]
            assert [c["title"] for c in view["chapters"]] == titles, lang
        _, view = self.ask("GET", f"/api/classes/{code}", token=teacher)
        assert view["chapters"][0]["title"] == chapter.title  # English when nothing is asked
        finnish = "Aloita tästä: lauta, värit ja joukkueet"
        headers = {"Authorization": "Bearer " + teacher, "Accept-Language": "fi-FI,fi"}
        text = self.fetch(f"/api/classes/{code}.csv", headers=headers).body.decode()
        rows = list(csv.reader(io.StringIO(text)))
        second = load_course("fi").chapters[1]
        assert [row[2:4] for row in rows[1:3]] == [[chapter.id, finnish], [second.id, second.title]]
