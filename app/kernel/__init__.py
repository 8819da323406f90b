"""The kernel both editions are built on: the replay walk (``replay``), findings with their
catalogue texts (``findings``), outcomes and departures (``outcomes``), the records both editions
share (``model``), what every table answers (``table``) and the quick-entry machinery (``entry``).
It imports neither edition: the sport game (``app/sport``) and the club game
(``app/boulevard``) import it, and the registry (``app/editions.py``) imports them.  No Qt here.
"""
from .findings import SEVERITIES, Finding
from .model import Elimination, Seat
from .outcomes import Cause, DayResult, Departure, Outcome, Reason, Team, Winner

__all__ = ["SEVERITIES", "Cause", "DayResult", "Departure", "Elimination", "Finding", "Outcome",
           "Reason", "Seat", "Team", "Winner"]
