"""The events as typed records: the operations of the sheet build these; the document stores
their JSON.  A record keeps the fields of the events tables (``event_shapes.EVENT_TYPES``,
``boulevard.event_types``) as attributes, in the tables' order, which is the order the files
write them, and whatever else the event carried (``time``, a later writer's ``x_…``) in
``extra``, so that ``from_json(e).to_json() == e``, key order included.  The records
themselves (``records.py``) are written from the tables (``python -m app.format.generate``).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .record_base import ABSENT, Absent, Event, EventShapeError, KindOf, Seats, seats_named
from .records import (
    NIGHT_ACTIONS,
    PENALTIES,
    RECORDS,
    Appeal,
    AskNominees,
    BestMove,
    Correction,
    Disqualify,
    DonCheck,
    GiveUp,
    Guess,
    HostError,
    LiftVote,
    NightAction,
    Nominate,
    Note,
    Penalty,
    SheriffCheck,
    Shooting,
    Speech,
    Violation,
    Vote,
    Withdraw,
)

__all__ = ["ABSENT", "NIGHT_ACTIONS", "PENALTIES", "RECORDS", "Absent", "Appeal", "AskNominees", "BestMove",
           "Correction", "Disqualify", "DonCheck", "Event", "EventShapeError", "GiveUp", "Guess", "HostError",
           "LiftVote", "NightAction", "Nominate", "Note", "OtherEvent", "Penalty", "Seats", "SheriffCheck",
           "Shooting", "Speech", "Violation", "Vote", "Withdraw", "event_from_json", "seats_named"]


@dataclass(frozen=True)
class OtherEvent(KindOf, Event):
    """A type this version does not know: kept as it came, for the engine to report."""
    kind_of: str


def event_from_json(data: Mapping[str, Any]) -> Event:
    """The typed record of one event of a file (``to_json`` gives ``data`` back)."""
    kind = data.get("type")
    if not isinstance(kind, str):
        raise EventShapeError("an event needs a 'type'")
    if kind.startswith("_"):
        raise EventShapeError(f"{kind!r} is a gesture of the sheet, not an event")
    if kind in PENALTIES:
        return Penalty._from(data, kind_of=kind)
    if kind in NIGHT_ACTIONS:
        return NightAction._from(data, kind_of=kind)
    record = RECORDS.get(kind)
    if record is None:
        return OtherEvent(kind, extra={k: v for k, v in data.items() if k != "type"})
    return record._from(data)
