"""Building the course of both games from its one source folder, ``pegs/course/content``.

One module per kind of content: ``pegs_chapters`` (with ``pegs_exercises`` and ``pegs_checks``),
``scenarios``, ``backalley_lesson``, ``puzzles`` and ``notebooks``; ``source`` reads the content
files and ``built`` compares or writes what they build. ``scripts/build_course.py`` runs them all.
"""
