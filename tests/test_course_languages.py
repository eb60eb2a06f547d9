"""The course in five languages (issue 28, items 3 and 5): its texts read from the catalogues.

No browser. The course's texts come from PO catalogues compiled by the build; here a small
catalogue is made in a temporary folder (the translators' own files are theirs), or the
pseudo-language ``xx`` is used, whose every text is bracketed. A translation missing or stale
(fuzzy) is shown in English and fails the completeness check, as does one that breaks its
Markdown (a link target, a code span, bold, a table); a language offered for the course must
pass it, the others are reported.
"""

from __future__ import annotations

import io
import json
import sys
import warnings
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

from backalley.lessons import load_lesson
from pegs.course import Chapter, load_course, translation
from pegs.course.languages import COURSE_LANGUAGES, TRANSLATED

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
from coursebuild.translations import (  # noqa: E402
    compiled,
    markup_problems,
    problems,
    pseudo,
    read_catalog,
    summary,
)

LOCALES = ROOT / "pegs" / "course" / "content" / "locales"
WHY = "03-face-why"  # a why exercise of chapter 03: its answer is one of its choices


def _template() -> Catalog:
    return read_catalog((LOCALES / "course.pot").read_text(encoding="utf-8"), "en")


def _po(entries: dict[tuple[str, str], tuple[str, bool]], lang: str = "sv") -> Catalog:
    """A catalogue of ``{(context, english): (translation, fuzzy)}``, read back from its text."""
    catalog = Catalog(locale=lang)
    for (context, english), (text, fuzzy) in entries.items():
        catalog.add(english, text, context=context, flags=("fuzzy",) if fuzzy else ())
    out = io.BytesIO()
    write_po(out, catalog)
    return read_catalog(out.getvalue().decode("utf-8"), lang)


@pytest.fixture
def swedish(monkeypatch: pytest.MonkeyPatch) -> dict[str, dict[str, str]]:
    """Chapter 03 partly in Swedish: its title, one why exercise whole, one text stale."""
    english = load_course().chapter("03")
    why = next(e for e in english.exercises if e.id == WHY)
    entries = {("pegs/03", english.title): ("Vad varje kort gör", False)}
    for n, choice in enumerate(why.choices):
        entries[("pegs/03", choice)] = (f"Val {n + 1}", False)
    for _choice, reason in why.wrong:
        entries[("pegs/03", reason)] = (f"Fel: {reason[:10]}", False)
    entries[("pegs/03", why.prompt)] = ("Får knekten komma ut?", True)  # stale: English shown
    table = compiled(_po(entries))
    monkeypatch.setattr(translation, "catalogue", lambda lang: table if lang == "sv" else {})
    return table


def test_a_chapter_reads_its_translations_and_keeps_english_where_none_is_fresh(swedish) -> None:
    """Item 3: a stale (fuzzy) translation is never shown; a missing one is English."""
    english, sv = load_course().chapter("03"), load_course("sv").chapter("03")
    assert sv.title == "Vad varje kort gör"
    why_en = next(e for e in english.exercises if e.id == WHY)
    why_sv = next(e for e in sv.exercises if e.id == WHY)
    assert why_sv.prompt == why_en.prompt  # fuzzy: the English
    assert sv.screens[0].text == english.screens[0].text  # untranslated: the English
    assert why_sv.choices == ("Val 1", "Val 2", "Val 3")
    # Progress is kept by id: every id, position and move is the same in both languages.
    assert [e.id for e in sv.exercises] == [e.id for e in english.exercises]
    assert [e.position for e in sv.exercises] == [e.position for e in english.exercises]


def test_a_why_answer_is_judged_by_its_translated_choice(swedish) -> None:
    """Item 3: a choice, the answer naming it and why it is wrong are one entry each."""
    english = next(e for e in load_course().chapter("03").exercises if e.id == WHY)
    sv = next(e for e in load_course("sv").chapter("03").exercises if e.id == WHY)
    right = sv.choices[english.choices.index(english.answers[0])]
    assert sv.answers == (right,)
    assert sv.judge(right).correct
    wrong = next(c for c in sv.choices if c != right)
    verdict = sv.judge(wrong)
    assert not verdict.correct and "Fel:" in verdict.message


def _texts(chapter: Chapter) -> list[str]:
    """Every text of a chapter a learner reads, in order (empty where a field is)."""
    texts = [chapter.title, *(s.title for s in chapter.screens)]
    texts += [s.text.lstrip("#- ") for s in chapter.screens]
    for e in chapter.exercises:
        texts += [e.prompt, *e.choices, *(w for _, w in e.wrong), e.hint, e.explanation]
    return texts


def test_the_pseudo_language_says_every_text_of_every_chapter_and_the_back_alley_lesson() -> None:
    """Item 5's pseudo-language: every text a learner reads is in the catalogue (bracketed)."""
    english, fake = load_course(), load_course("xx")
    for en, xx in zip(english.chapters, fake.chapters, strict=True):
        pairs = list(zip(_texts(en), _texts(xx), strict=True))
        assert pairs and all(x != e and x.startswith("[") for e, x in pairs if e), en.id
        assert [e.id for e in xx.exercises] == [e.id for e in en.exercises]
        for e in xx.exercises:
            if e.choices:
                assert e.judge(e.answers[0]).correct, e.id  # the answer is still a choice
    lesson, en_lesson = load_lesson("xx"), load_lesson()
    assert lesson.title.startswith("[")
    assert all(s.title.startswith("[") for s in lesson.screens)
    for xx, en in zip(lesson.exercises, en_lesson.exercises, strict=True):
        assert xx.prompt.startswith("[") and xx.choices == en.choices
        if xx.choices:
            assert all(label.startswith("[") for label in xx.labels)
            assert xx.judge(xx.answers()[0]).correct, xx.id  # judged by the engine's words


def test_the_pseudo_language_keeps_every_texts_markdown() -> None:
    """The pseudo-language is what the check demands of a translation: links, code, tables."""
    for message in _template():
        if message.id:
            assert markup_problems(str(message.id), pseudo(str(message.id))) == [], message.id


def test_pseudo_text_keeps_link_targets_code_and_table_shape() -> None:
    text = "## Go **home**\n\n- see [the glossary](docs/glossary.ipynb#Bump) and `QS 2:S-T20`"
    text += "\n| a | b |"
    made = pseudo(text)
    assert "](docs/glossary.ipynb#Bump)" in made and "`QS 2:S-T20`" in made
    assert made.startswith("## [Ĝóó **ĥóóɱéé**]") and made.endswith("| åå | ƀ |")


def _complete(template: Catalog) -> dict[tuple[str, str], tuple[str, bool]]:
    return {(m.context or "", str(m.id)): (pseudo(str(m.id)), False) for m in template if m.id}


def test_the_check_passes_a_complete_catalogue_and_fails_a_missing_a_stale_and_a_broken_one():
    """Item 3's check: 0 missing, 0 stale, link targets and markup as the English's."""
    template = _template()
    entries = _complete(template)
    assert problems(_po(entries), template) == []
    link = next(k for k in entries if "](docs/glossary.ipynb)" in k[1])
    missing, stale, broken = dict(entries), dict(entries), dict(entries)
    del missing[link]
    stale[link] = (entries[link][0], True)
    broken[link] = (entries[link][0].replace("glossary.ipynb", "glosary.ipynb"), False)
    assert [p.split(":")[0] for p in problems(_po(missing), template)] == ["missing"]
    assert [p.split(" ")[0] for p in problems(_po(stale), template)] == ["stale"]
    found = problems(_po(broken), template)
    assert len(found) == 1 and "link targets" in found[0]
    assert summary("sv", found) == "sv: 1 markup"
    # What the kit reads never holds the broken one (the English is shown), nor the stale one.
    context, english = link
    assert english not in compiled(_po(broken)).get(context, {})
    assert english not in compiled(_po(stale)).get(context, {})
    assert english in compiled(_po(entries))[context]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_each_language_is_complete_if_offered_and_reported_if_not(lang: str) -> None:
    """A language offered for the course fails on any problem; the others are reported."""
    text = (LOCALES / f"{lang}.po").read_text(encoding="utf-8")
    found = problems(read_catalog(text, lang), _template())  # parseable, or an error here
    if lang in COURSE_LANGUAGES:
        assert found == [], summary(lang, found) + "\n" + "\n".join(found[:20])
    elif found:
        warnings.warn(f"course not offered yet: {summary(lang, found)}", stacklevel=1)


def test_the_compiled_catalogues_hold_only_fresh_translations() -> None:
    """What the kit reads is built from the PO files (`make content` rebuilds it)."""
    for lang in TRANSLATED:
        text = (LOCALES / f"{lang}.po").read_text(encoding="utf-8")
        shipped = ROOT / "pegs" / "course" / "data" / "locales" / f"{lang}.json"
        assert json.loads(shipped.read_text(encoding="utf-8")) == compiled(read_catalog(text, lang))
