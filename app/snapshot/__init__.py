"""One protocol snapshot for every renderer: ``build_snapshot(state, doc)``.

Each edition's builder is found by its name in the registry (``app.editions``); the PDF, ``show`` and the
sheet read the snapshot and decide nothing (docs/architecture.md: gesture → event →
replay → snapshot → views).

>>> from app.sport import sample_game
>>> from app import editions
>>> snap = build_snapshot(editions.replay(sample_game()), sample_game())
>>> snap.edition, len(snap.seats), snap.header.rules_name.pick("en")
('sport', 10, 'league')
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from app.editions import CLUB, SPORT, edition_of
from app.rules.ruleset import FoulLimits

from .common import foul_limits, leave
from .model import (
    LEAVE_CODES,
    Appeal,
    Awards,
    BestMove,
    Candidate,
    Check,
    Day,
    Finding,
    Grave,
    Header,
    Ladder,
    Leave,
    Night,
    Outcome,
    Points,
    ProtocolSnapshot,
    Reading,
    Round,
    Sanction,
    Seat,
)

__all__ = ["LEAVE_CODES", "Appeal", "Awards", "BestMove", "Candidate", "Check", "Day", "Finding",
           "FoulLimits", "Grave", "Header", "Ladder", "Leave", "Night", "Outcome", "Points", "ProtocolSnapshot",
           "Reading", "Round", "Sanction", "Seat", "build_snapshot", "foul_limits", "leave"]


def build_snapshot(state: Any, doc: Mapping[str, Any] | None = None,
                   regulation: Any = None) -> ProtocolSnapshot:
    """The protocol of ``state`` (the replay of ``doc``; its header comes from ``doc``),
    built by its edition's builder; points under ``regulation`` (the default when None)."""
    return _builders()[edition_of(state).name](state, doc, regulation)


def _builders() -> dict[str, Callable[[Any, Mapping[str, Any] | None, Any], ProtocolSnapshot]]:
    """Each edition's builder, by its name.  Imported when a snapshot is first built: the sheet's
    first window reads the snapshot's vocabulary (``leave``, ``foul_limits``) and builds none,
    and the sport builder brings the tournament's points with it (issue 40 §6)."""
    from . import boulevard, sport
    return {SPORT.name: sport.build, CLUB.name: boulevard.build}
