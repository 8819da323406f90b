"""Operations on an open game: each gesture of the sheet becomes an undoable edit.

An edit knows how to apply itself to a :class:`~app.document.GameDocument` and how to revert
itself; the sheet's undo stack only wraps them.  The operations decide *which* edit a gesture
is (a clicked shot joins the phase's shooting, ``n`` starts the next phase, a typed line is
dry-run as a whole first) — nothing here depends on Qt.

>>> from app.document import GameDocument
>>> from app.engine import sample_game
>>> doc = GameDocument(sample_game())
>>> edit = record(doc, {"type": "foul", "seat": 2}); edit.apply(doc)
>>> doc.phases[-1]["events"][-1]
{'type': 'foul', 'seat': 2}
>>> edit.revert(doc); doc.phases[-1]["events"][-1]["type"]
'vote'
"""
from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .document import GameDocument

NEXT_PHASE = "_next_phase"
SHOT = "_shot"


class Edit:
    """One undoable change of the document."""

    def apply(self, doc: GameDocument) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def revert(self, doc: GameDocument) -> None:  # pragma: no cover - abstract
        raise NotImplementedError


@dataclass
class AddEvent(Edit):
    phase: int
    index: int
    event: dict

    def apply(self, doc: GameDocument) -> None:
        doc.insert_event(self.phase, self.index, self.event)

    def revert(self, doc: GameDocument) -> None:
        doc.remove_event(self.phase, self.index)


@dataclass
class RemoveEvent(Edit):
    phase: int
    index: int
    event: dict | None = None

    def apply(self, doc: GameDocument) -> None:
        self.event = doc.remove_event(self.phase, self.index)

    def revert(self, doc: GameDocument) -> None:
        assert self.event is not None       # an edit is reverted only after it was applied
        doc.insert_event(self.phase, self.index, self.event)


@dataclass
class ReplaceEvent(Edit):
    """A correction of an earlier event: the whole game is re-validated."""

    phase: int
    index: int
    event: dict
    old: dict | None = None

    def apply(self, doc: GameDocument) -> None:
        self.old = doc.replace_event(self.phase, self.index, self.event)

    def revert(self, doc: GameDocument) -> None:
        assert self.old is not None         # an edit is reverted only after it was applied
        doc.replace_event(self.phase, self.index, self.old)


@dataclass
class NextPhase(Edit):
    def apply(self, doc: GameDocument) -> None:
        doc.append_phase()

    def revert(self, doc: GameDocument) -> None:
        doc.pop_phase()


@dataclass
class SetPlayer(Edit):
    seat: int
    field: str
    value: Any
    old: Any = None

    def apply(self, doc: GameDocument) -> None:
        self.old = doc.set_player(self.seat, self.field, self.value)

    def revert(self, doc: GameDocument) -> None:
        doc.set_player(self.seat, self.field, self.old)


@dataclass
class SetTop(Edit):
    """meta, players, result, awards, ruleset or signature: replaced whole."""

    key: str
    value: Any
    old: Any = None

    def apply(self, doc: GameDocument) -> None:
        self.old = doc.set_top(self.key, self.value)

    def revert(self, doc: GameDocument) -> None:
        doc.set_top(self.key, self.old)


@dataclass
class Batch(Edit):
    """Several edits applied as one (a quick-entry line, the table's correction)."""

    edits: list[Edit] = field(default_factory=list)

    def apply(self, doc: GameDocument) -> None:
        with doc.transaction():
            for edit in self.edits:
                edit.apply(doc)

    def revert(self, doc: GameDocument) -> None:
        with doc.transaction():
            for edit in reversed(self.edits):
                edit.revert(doc)


# -- operations: a gesture -> its edit ---------------------------------------------------
def record(doc: GameDocument, event: dict) -> Edit:
    """One event at the end of the current phase (``_next_phase`` and a clicked ``_shot``
    are gestures, not events: they become their own edits)."""
    if event["type"] == NEXT_PHASE:
        return next_phase(doc)
    if event["type"] == SHOT:
        return set_shot(doc, event["shooter"], event["target"])
    phase = len(doc.phases) - 1
    return AddEvent(phase, len(doc.phases[phase]["events"]), copy.deepcopy(event))


def next_phase(doc: GameDocument) -> Edit:
    return NextPhase()


def set_shot(doc: GameDocument, shooter: int, target: int | None) -> Edit:
    """Clicked shots build one shooting event, as ``k 5:8 9:8`` would."""
    phase = len(doc.phases) - 1
    for i, event in enumerate(doc.phases[phase]["events"]):
        if event["type"] == "shooting" and "shots" in event:
            new = copy.deepcopy(event)
            new["shots"][str(shooter)] = target
            return ReplaceEvent(phase, i, new)
    return record(doc, {"type": "shooting", "shots": {str(shooter): target}})


def last_position(doc: GameDocument) -> tuple[int, int] | None:
    """(phase index, event index) of the last recorded event."""
    for phase in range(len(doc.phases) - 1, -1, -1):
        if doc.phases[phase]["events"]:
            return phase, len(doc.phases[phase]["events"]) - 1
    return None


def delete_last(doc: GameDocument) -> Edit | None:
    last = last_position(doc)
    return None if last is None else RemoveEvent(*last)


def line(doc: GameDocument, commands: list[dict], resolve: Callable[[dict, Any], dict]) -> Edit:
    """A typed line as one edit: all its commands, or none of them.  Each command is
    resolved against the state the ones before it leave (a dry run on a copy), so a
    refused command refuses the whole line before anything is applied."""
    if len(commands) == 1:   # nothing to roll back: resolve against the live state
        return record(doc, resolve(commands[0], doc.state))
    trial = GameDocument(copy.deepcopy(doc.doc))
    batch = Batch()
    for command in commands:
        edit = record(trial, resolve(command, trial.state))
        edit.apply(trial)
        batch.edits.append(_fresh(edit))
    return batch


def _fresh(edit: Edit) -> Edit:
    """The same edit without what applying it to the trial copy remembered."""
    if isinstance(edit, ReplaceEvent):
        return ReplaceEvent(edit.phase, edit.index, edit.event)
    return edit
