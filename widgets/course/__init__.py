"""The course on screen: a chapter's lesson, the start page's progress table, scenario lessons."""

from . import class_link
from .index import CourseIndex
from .lesson import CourseLesson
from .model import CourseModel
from .progress import Progress
from .scenario import Lesson
from .scenario_model import LessonModel

# A learner who joined a class sends each save's progress to it (nothing is sent otherwise).
class_link.install()

__all__ = ["CourseIndex", "CourseLesson", "CourseModel", "Lesson", "LessonModel", "Progress"]
