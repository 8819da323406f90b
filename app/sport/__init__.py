"""The game engine: an event-sourced replay of one sport-mafia game.  No Qt here.

>>> from app.sport import replay_sport, sample_game
>>> state = replay_sport(sample_game())
>>> state.outcome
Outcome(winner='red', reason='no_blacks', phase='D3', event=2)
"""
from .game import replay_sport
from .model import BestMove
from .samples import sample_game
from .state import State

__all__ = ["BestMove", "State", "replay_sport", "sample_game"]
