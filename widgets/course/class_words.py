"""Every sentence the class link says to the learner: joining, sending, problems.

Each is a message of the lesson screens' catalogue (``widgets/lesson/locales``, ``class-*``), said
in the language spoken when it is asked for.
"""

from __future__ import annotations

from ..lesson import lesson_say as say

#: The field's labels and buttons, by the name the field asks for.
LABEL_NAMES = ("title", "intro", "server", "code", "name", "join", "leave")


def label(name: str) -> str:
    """One of the field's labels or buttons (``LABEL_NAMES``) in the language spoken."""
    return say(f"class-{name}")


def joined(code: str, name: str, server: str) -> str:
    """The learner is in a class."""
    return say("class-joined", code=code, name=name, server=server)


def waiting(count: int) -> str:
    """Chapters whose progress is not sent yet."""
    return say("class-waiting", count=count)


def all_sent() -> str:
    """Everything has reached the teacher's server."""
    return say("class-all-sent")


def unreachable(server: str, why: str) -> str:
    """The server did not answer; nothing is lost."""
    return say("class-unreachable", server=server, why=why)


def refused(why: str) -> str:
    """The server answered with a refusal, in its own words."""
    return say("class-refused", why=why)


def no_class(code: str) -> str:
    """The server has no class with that code."""
    return say("class-no-class", code=code)


def left() -> str:
    """The learner left the class."""
    return say("class-left")


def bad_code() -> str:
    """A class code that cannot be one."""
    return say("class-bad-code")


def bad_name() -> str:
    """A name that cannot be used."""
    return say("class-bad-name")


def bad_server() -> str:
    """A server address that cannot be used."""
    return say("class-bad-server")


def not_saved(why: str) -> str:
    """The class link could not be written into the progress file."""
    return say("class-not-saved", why=why)


__all__ = [
    "LABEL_NAMES",
    "all_sent",
    "bad_code",
    "bad_name",
    "bad_server",
    "joined",
    "label",
    "left",
    "no_class",
    "not_saved",
    "refused",
    "unreachable",
    "waiting",
]
