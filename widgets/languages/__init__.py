"""What the kit's screens share about languages: the browser's language (``Accept-Language``).

Plain Python, no widget: the table server and the game app both read it.
"""

from .browser import accept_language

__all__ = ["accept_language"]
