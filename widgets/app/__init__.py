"""The game app: a whole game of Pegs and Jokers for people and computer players."""

from .game_app import GameApp
from .settings import GameSettings, SettingsError

__all__ = ["GameApp", "GameSettings", "SettingsError"]
