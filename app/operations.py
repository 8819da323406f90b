"""Operations on an open game: each gesture of the sheet becomes an undoable edit.

An edit knows how to apply itself to a :class:`~app.document.GameDocument` and how to revert
itself; the sheet's undo stack only wraps them, and the document reports what each one
changed.  The operations decide *which* edit a gesture is: an event is built as its typed
record (:mod:`app.format.events`) and stored as its JSON; starting the next phase and a
clicked shot are gestures with their own operations (:func:`next_phase`, :func:`set_shot`),
never events; a typed line is dry-run as a whole first.  Nothing here depends on Qt.

>>> from app.document import GameDocument
>>> from app.sport import sample_game
>>> from app.format.events import Penalty
>>> doc = GameDocument(sample_game())
>>> edit = record(doc, Penalty("foul", 2)); edit.apply(doc)
>>> doc.phases[-1].events[-1]
{'type': 'foul', 'seat': 2}
>>> edit.revert(doc); doc.phases[-1].events[-1]["type"]
'vote'
>>> record(doc, {"type": "_next_phase"})
Traceback (most recent call last):
...
app.format.record_base.EventShapeError: '_next_phase' is a gesture of the sheet, not an event
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .document import GameDocument
from .format.events import Event, Shooting, event_from_json
from .kernel.entry import NEXT_PHASE, PROTEST_WORD
from .protests import Protest

# the quick-entry parsers' word for "n": the next phase, not an event
NEXT_PHASE_WORD = NEXT_PHASE["type"]


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
    event: dict[str, Any]

    def apply(self, doc: GameDocument) -> None:
        doc.insert_event(self.phase, self.index, self.event)

    def revert(self, doc: GameDocument) -> None:
        doc.remove_event(self.phase, self.index)


@dataclass
class RemoveEvent(Edit):
    phase: int
    index: int
    event: dict[str, Any] | None = None

    def apply(self, doc: GameDocument) -> None:
        self.event = doc.remove_event(self.phase, self.index)

    def revert(self, doc: GameDocument) -> None:
        assert self.event is not None, "reverted before it was applied"
        doc.insert_event(self.phase, self.index, self.event)


@dataclass
class ReplaceEvent(Edit):
    """A correction of an earlier event: the whole game is re-validated."""

    phase: int
    index: int
    event: dict[str, Any]
    old: dict[str, Any] | None = None

    def apply(self, doc: GameDocument) -> None:
        self.old = doc.replace_event(self.phase, self.index, self.event)

    def revert(self, doc: GameDocument) -> None:
        assert self.old is not None, "reverted before it was applied"
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
def record(doc: GameDocument, event: Event | Mapping[str, Any]) -> Edit:
    """One event at the end of the current phase, built as its typed record first (JSON is
    read into one: a gesture such as ``_next_phase`` is refused, it is not an event)."""
    if not isinstance(event, Event):
        event = event_from_json(event)
    phase = len(doc.phases) - 1
    return AddEvent(phase, len(doc.phases[phase].events), event.to_json())


def command(doc: GameDocument, entry: Mapping[str, Any]) -> Edit:
    """One command of a typed line: the parser's next-phase word starts the next phase;
    anything else is an event."""
    if entry.get("type") == NEXT_PHASE_WORD:
        return next_phase(doc)
    if entry.get("type") == PROTEST_WORD:
        return add_protest(doc, Protest(entry.get("by"), str(entry.get("text") or ""),
                                        str(entry.get("decision") or "")))
    return record(doc, entry)


def add_protest(doc: GameDocument, protest: Protest) -> Edit:
    """A protest joins the file's list of them (the edition's: the club keeps them among the
    appeals of Ф.7); it is no event of the game."""
    from .editions import find_edition
    field = find_edition(doc.ruleset).protests
    listed = [p for p in doc.to_json().get(field) or []]
    return SetTop(field, listed + [protest.to_json()])


def next_phase(doc: GameDocument) -> Edit:
    return NextPhase()


def set_shot(doc: GameDocument, shooter: int, target: int | None) -> Edit:
    """Clicked shots build one shooting event, as ``k 5:8 9:8`` would."""
    phase = len(doc.phases) - 1
    for i, event in enumerate(doc.phases[phase].events):
        if event["type"] == "shooting" and "shots" in event:
            shooting = event_from_json(event)
            assert isinstance(shooting, Shooting)
            return ReplaceEvent(phase, i, shooting.with_shot(shooter, target).to_json())
    return record(doc, Shooting().with_shot(shooter, target))


def last_position(doc: GameDocument) -> tuple[int, int] | None:
    """(phase index, event index) of the last recorded event."""
    for phase in range(len(doc.phases) - 1, -1, -1):
        if doc.phases[phase].events:
            return phase, len(doc.phases[phase].events) - 1
    return None


def delete_last(doc: GameDocument) -> Edit | None:
    last = last_position(doc)
    return None if last is None else RemoveEvent(*last)


def line(doc: GameDocument, commands: list[dict[str, Any]],
         resolve: Callable[[dict[str, Any], Any], dict[str, Any]]) -> Edit:
    """A typed line as one edit: all its commands, or none of them.  Each command is
    resolved against the state the ones before it leave (a dry run on a copy), so a
    refused command refuses the whole line before anything is applied."""
    if len(commands) == 1:   # nothing to roll back: resolve against the live state
        return command(doc, resolve(commands[0], doc.state))
    trial = GameDocument(doc.snapshot())
    batch = Batch()
    for each in commands:
        edit = command(trial, resolve(each, trial.state))
        edit.apply(trial)
        batch.edits.append(_fresh(edit))
    return batch


def _fresh(edit: Edit) -> Edit:
    """The same edit without what applying it to the trial copy remembered."""
    if isinstance(edit, ReplaceEvent):
        return ReplaceEvent(edit.phase, edit.index, edit.event)
    return edit
