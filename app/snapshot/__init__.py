"""One protocol snapshot for every renderer: ``build_snapshot(state, doc)``.

The registry (``app.editions``) names each edition's builder; the PDF, ``show`` and the
sheet read the snapshot and decide nothing (docs/architecture.md: gesture → event →
replay → snapshot → views).

>>> from app.engine import Game, sample_game
>>> snap = build_snapshot(Game.replay(sample_game()), sample_game())
>>> snap.edition, len(snap.seats), snap.header.rules_name.pick("en")
('sport', 10, 'league')
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .common import leave
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
           "Grave", "Header", "Ladder", "Leave", "Night", "Outcome", "Points", "ProtocolSnapshot",
           "Reading", "Round", "Sanction", "Seat", "build_snapshot", "leave"]


def build_snapshot(state: Any, doc: Mapping[str, Any] | None = None,
                   regulation: Any = None) -> ProtocolSnapshot:
    """The protocol of ``state`` (the replay of ``doc``; its header comes from ``doc``),
    built by its edition's builder; points under ``regulation`` (the default when None)."""
    from app.editions import edition_of
    return edition_of(state).snapshot(state, doc, regulation)
