"""The start page's links to the start page of each language the course is offered in.

English's start page is ``notebooks/01_start_here.ipynb``, a language's is
``notebooks/<lang>/01_start_here.ipynb``: relative links, as the lessons' own Markdown uses,
so they open in Voila and in JupyterLab alike. Each language is named in its own words.
"""

from __future__ import annotations

import html

from ..language import LANGUAGE_NAMES
from .language import offered
from .onward import START


def language_links(page: str, up: bool) -> str:
    """Links to the start page of English and of each language offered, but ``page``'s own.

    ``up`` is True on a translated start page (one folder below English's).
    """
    prefix = "../" if up else ""
    links = [
        f"<a href='{prefix}{'' if code == 'en' else code + '/'}{START}' hreflang='{code}' "
        f"lang='{code}'>{html.escape(LANGUAGE_NAMES[code])}</a>"
        for code in ("en", *offered())
        if code != page
    ]
    if not links:
        return ""
    return f"<div class='pegs-languages' style='font-size:16px'>{' · '.join(links)}</div>"


__all__ = ["language_links"]
