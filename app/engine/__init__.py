"""The game engine: an event-sourced replay of one sport-mafia game.  No Qt here.

>>> from app.engine import Game, sample_game
>>> state = Game.replay(sample_game())
>>> state.outcome
Outcome(winner='red', reason='no_blacks', phase='D3', event=2)
"""
from .findings import SEVERITIES, Finding
from .game import Game
from .model import BestMove, Elimination
from .outcomes import Cause, DayResult, Departure, Outcome, Reason, Team, Winner
from .samples import sample_game
from .state import State

__all__ = ["SEVERITIES", "BestMove", "Cause", "DayResult", "Departure", "Elimination", "Finding", "Game",
           "Outcome", "Reason", "State", "Team", "Winner", "sample_game"]
