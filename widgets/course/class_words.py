"""Every sentence the class link says to the learner: joining, sending, problems."""

from __future__ import annotations

#: The field's labels and buttons.
LABELS = {
    "title": "Your teacher's class (optional)",
    "intro": (
        "If your teacher gives you a class code, type it here with your name: each exercise you "
        "solve and your stars are then sent to your teacher's table server. Without a class code "
        "nothing leaves this computer."
    ),
    "server": "Server",
    "code": "Class code",
    "name": "Your name",
    "join": "Join the class",
    "leave": "Leave the class",
}


def joined(code: str, name: str, server: str) -> str:
    """The learner is in a class."""
    return f"You are in class {code} as {name}: your progress goes to {server}."


def waiting(count: int) -> str:
    """Chapters whose progress is not sent yet."""
    chapters = "1 chapter" if count == 1 else f"{count} chapters"
    return f"The progress of {chapters} waits to be sent; it is tried again as you work."


def all_sent() -> str:
    """Everything has reached the teacher's server."""
    return "Your teacher has all your progress."


def unreachable(server: str, why: str) -> str:
    """The server did not answer; nothing is lost."""
    return (
        f"The server {server} could not be reached ({why}); your progress is kept here and "
        "sent when it can be."
    )


def refused(why: str) -> str:
    """The server answered with a refusal, in its own words."""
    return f"The server did not take your progress: {why}"


def no_class(code: str) -> str:
    """The server has no class with that code."""
    return f"The server has no class {code}: check the class code with your teacher."


def left() -> str:
    """The learner left the class."""
    return "You are in no class: nothing is sent."


def bad_code() -> str:
    """A class code that cannot be one."""
    return "A class code is 4 to 12 letters and numbers, as your teacher wrote it."


def bad_name() -> str:
    """A name that cannot be used."""
    return "Type your name (1 to 40 characters) so your teacher knows who you are."


def bad_server() -> str:
    """A server address that cannot be used."""
    return "The server's address starts with http:// or https://, as your teacher wrote it."


def not_saved(why: str) -> str:
    """The class link could not be written into the progress file."""
    return f"The class could not be remembered in your progress file ({why})."


__all__ = [
    "LABELS",
    "all_sent",
    "bad_code",
    "bad_name",
    "bad_server",
    "joined",
    "left",
    "no_class",
    "not_saved",
    "refused",
    "unreachable",
    "waiting",
]
