"""The static site's landing: a language choice, the browser's language preselected (issue 28).

The site's front page (``index.html``, JupyterLite's own root page) opens the start lesson of
the language the learner chose before (kept in the browser's ``localStorage``) or asks for in
the address (``?lang=fi``); on a first visit it opens the choice page, ``languages.html``: a
link a language to its start lesson, each named in its own language, the first of the
browser's languages (``navigator.languages``) that the kit speaks preselected (marked and
focused, so Enter opens it). A language's start lesson is ``<lang>/01_start_here.ipynb`` when
the site carries the translated lessons (``notebooks/<lang>/``), else the English start with
``&lang=<lang>``. Plain text building, no dependency; ``build_site.py`` writes the pages.
"""

from __future__ import annotations

import html
import json
from pathlib import Path

from pegs.words.messages import OWN_NAMES

#: The kit's languages in the picker's order, each named in its own language.
LANGUAGE_NAMES = OWN_NAMES
#: The browser's storage key of the learner's choice.
REMEMBERED = "pegs-site-language"
#: The choice page, beside the front page.
CHOICE_PAGE = "languages.html"


def translated_folders(notebooks: Path) -> dict[str, Path]:
    """The translated lesson folders there are (``notebooks/<lang>/`` holding lessons)."""
    return {
        lang: notebooks / lang
        for lang in LANGUAGE_NAMES
        if lang != "en" and any((notebooks / lang).glob("*.ipynb"))
    }


def start_pages(lessons: list[str], start: str) -> dict[str, str]:
    """Each language's start lesson as an address under the site's root (``lab/...``)."""
    pages = {}
    for lang in LANGUAGE_NAMES:
        own = f"{lang}/{start}"
        if lang == "en":
            pages[lang] = f"lab/index.html?path={start}"
        elif own in lessons:
            pages[lang] = f"lab/index.html?path={own}"
        else:
            pages[lang] = f"lab/index.html?path={start}&lang={lang}"
    return pages


def front_redirect(pages: dict[str, str]) -> str:
    """The front page's first script: the chosen language's start, else the choice page."""
    return (
        "<script>(function () {\n"
        f"  var pages = {json.dumps(pages, sort_keys=True)};\n"
        "  function kit(code) {\n"
        "    code = String(code || '').toLowerCase().split(/[-_]/)[0];\n"
        "    return Object.prototype.hasOwnProperty.call(pages, code) ? code : null;\n"
        "  }\n"
        "  var asked = kit(new URLSearchParams(location.search).get('lang')), kept = null;\n"
        f"  try {{ kept = kit(localStorage.getItem('{REMEMBERED}'));\n"
        f"        if (asked) localStorage.setItem('{REMEMBERED}', asked); }} catch (e) {{}}\n"
        "  var lang = asked || kept;\n"
        f"  window.location.replace('./' + (lang ? pages[lang] : '{CHOICE_PAGE}'));\n"
        "})();</script>"
    )


#: The choice page's script: preselect the browser's language, remember the one clicked.
_CHOICE_SCRIPT = """
(function () {
  var links = Array.prototype.slice.call(document.querySelectorAll('a[data-lang]'));
  var wanted = (navigator.languages && navigator.languages.length)
    ? navigator.languages : [navigator.language || 'en'];
  var chosen = null;
  for (var i = 0; i < wanted.length && !chosen; i++) {
    var code = String(wanted[i]).toLowerCase().split(/[-_]/)[0];
    chosen = links.filter(function (a) { return a.dataset.lang === code; })[0] || null;
  }
  chosen = chosen || links[0];
  chosen.classList.add('preselected');
  chosen.setAttribute('aria-current', 'true');
  chosen.focus();
  links.forEach(function (a) {
    a.addEventListener('click', function () {
      try { localStorage.setItem('%s', a.dataset.lang); } catch (e) {}
    });
  });
})();
"""

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 0; background: #fbfaf7; color: #1d1d1d; }
main { max-width: 30rem; margin: 4rem auto; padding: 0 1rem; text-align: center; }
ul { list-style: none; padding: 0; }
a { display: block; margin: 0.6rem 0; padding: 0.8rem; font-size: 1.4rem; color: #1d1d1d;
    border: 1px solid #6b6150; border-radius: 0.5rem; background: #fff; text-decoration: none; }
a.preselected { border-width: 3px; background: #ffe08a; }
"""


def choice_page(pages: dict[str, str]) -> str:
    """The choice page: a link a language to its start, each named in its own language."""
    items = "\n".join(
        f'<li><a href="./{html.escape(pages[lang])}" hreflang="{lang}" lang="{lang}" '
        f'data-lang="{lang}">{html.escape(name)}</a></li>'
        for lang, name in LANGUAGE_NAMES.items()
    )
    return (
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>Pegs and Jokers</title>\n<style>{_STYLE}</style>\n</head>\n<body>\n<main>\n"
        "<h1>Pegs and Jokers</h1>\n"
        f'<ul id="languages">\n{items}\n</ul>\n</main>\n'
        f"<script>{_CHOICE_SCRIPT % REMEMBERED}</script>\n</body>\n</html>\n"
    )


__all__ = [
    "CHOICE_PAGE",
    "LANGUAGE_NAMES",
    "REMEMBERED",
    "choice_page",
    "front_redirect",
    "start_pages",
    "translated_folders",
]
