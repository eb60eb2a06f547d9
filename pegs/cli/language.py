"""The language a command line speaks: ``--lang``, else the ``PEGS_LANG`` variable, else English.

Shared by both command lines (``pegs`` and ``backalley``); the names of the languages and the
check of a code are ``pegs.words.messages``'s. An unknown code is a ``LanguageError`` naming the
languages the kit speaks, which each command line reports as its usage error.
"""

from __future__ import annotations

import os

from ..words.messages import check_language

#: The environment variable that chooses the language when ``--lang`` is not given.
ENV_VAR = "PEGS_LANG"


def chosen_language(option: str | None) -> str:
    """The language asked for by ``--lang`` (``option``), ``PEGS_LANG`` or neither ("en")."""
    if option is not None:
        return check_language(option)
    from_env = os.environ.get(ENV_VAR, "").strip()
    return check_language(from_env) if from_env else "en"


__all__ = ["ENV_VAR", "chosen_language"]
