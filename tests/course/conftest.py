"""Shared fixtures for the course tests: the course, loaded once."""

import pytest

from pegs.course import load_course


@pytest.fixture(scope="session")
def course():
    """The course as shipped."""
    return load_course()
