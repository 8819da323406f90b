"""The game engine: an event-sourced replay of one sport-mafia game.  No Qt here.

>>> from app.sport import replay_sport, sample_game
>>> state = replay_sport(sample_game())
>>> state.outcome
Outcome(winner='red', reason='no_blacks', phase='D3', event=2)
"""
from ..kernel.findings import SEVERITIES, Finding
from ..kernel.model import BestMove, Elimination
from ..kernel.outcomes import Cause, DayResult, Departure, Outcome, Reason, Team, Winner
from .game import replay_sport
from .samples import sample_game
from .state import State

__all__ = ["SEVERITIES", "BestMove", "Cause", "DayResult", "Departure", "Elimination", "Finding",
           "Outcome", "Reason", "State", "Team", "Winner", "replay_sport", "sample_game"]
