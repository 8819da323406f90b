"""The audience screen: what the hall may see of a game (``view``), worded (``words``), and
served to a browser (``server``).  The second window of the sheet (ui/audience.py) draws the
same worded view."""
from __future__ import annotations

from .view import AudienceSeat, AudienceView, Nomination, Result, Timer, VoteRound, audience_view
from .words import worded

__all__ = ["AudienceSeat", "AudienceView", "Nomination", "Result", "Timer", "VoteRound", "audience_view", "worded"]
