"""The game app: a whole game of Pegs and Jokers for people and computer players."""

from .game_app import GameApp
from .game_file import GameFileError, SavedGame, playable, read_game
from .game_store import GameStore
from .settings import GameSettings, SettingsError, relabel_choices
from .speech import say as app_say

__all__ = [
    "GameApp",
    "GameFileError",
    "GameSettings",
    "GameStore",
    "SavedGame",
    "SettingsError",
    "app_say",
    "playable",
    "read_game",
    "relabel_choices",
]
