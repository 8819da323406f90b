"""The game file format ``mafia-game/1``: strict reading, validation and atomic writing.

>>> doc = loads_game('{"format": "mafia-game/1", "ruleset": "league", "players": []}')
Traceback (most recent call last):
...
app.format.errors.GameFileError: <string>: players: there must be exactly 10 players, found 0
>>> try:
...     loads_game('{"format": "mafia-game/2"}', source="game.json")
... except GameFileError as error:
...     print(error.code, error.pointer, error.message("ru"), sep=" | ")
format.version | format | game.json: format: формат "mafia-game/2" не поддерживается (нужен "mafia-game/1")
"""
from .document import FORMAT, validate_game
from .errors import GameFileError
from .reader import load_game, loads_game
from .schema import schema
from .writer import dumps_game, save_game

__all__ = ["FORMAT", "GameFileError", "dumps_game", "load_game", "loads_game", "save_game",
           "schema", "validate_game"]
