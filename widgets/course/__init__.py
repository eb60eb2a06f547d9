"""The course on screen: a chapter's lesson, the start page's progress table, scenario lessons."""

from .index import CourseIndex
from .lesson import CourseLesson
from .model import CourseModel
from .progress import Progress
from .scenario import Lesson
from .scenario_model import LessonModel

__all__ = ["CourseIndex", "CourseLesson", "CourseModel", "Lesson", "LessonModel", "Progress"]
