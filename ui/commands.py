"""Undo commands: thin wrappers whose redo/undo call the document's primitive edits.

The editor only ever pushes these (Orange canvas style); "modified" is
``not undo_stack.isClean()``.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtGui import QUndoCommand

from app.document import GameDocument


class AddEvent(QUndoCommand):
    def __init__(self, doc: GameDocument, phase: int, index: int, event: dict, text: str) -> None:
        super().__init__(text)
        self.doc, self.phase, self.index, self.event = doc, phase, index, event

    def redo(self) -> None:
        self.doc.insert_event(self.phase, self.index, self.event)

    def undo(self) -> None:
        self.doc.remove_event(self.phase, self.index)


class RemoveEvent(QUndoCommand):
    def __init__(self, doc: GameDocument, phase: int, index: int, text: str) -> None:
        super().__init__(text)
        self.doc, self.phase, self.index = doc, phase, index
        self.event: dict | None = None

    def redo(self) -> None:
        self.event = self.doc.remove_event(self.phase, self.index)

    def undo(self) -> None:
        self.doc.insert_event(self.phase, self.index, self.event)


class ReplaceEvent(QUndoCommand):
    """A correction of an earlier event: the whole game is re-validated."""

    def __init__(self, doc: GameDocument, phase: int, index: int, event: dict, text: str) -> None:
        super().__init__(text)
        self.doc, self.phase, self.index, self.event = doc, phase, index, event
        self.old: dict | None = None

    def redo(self) -> None:
        self.old = self.doc.replace_event(self.phase, self.index, self.event)

    def undo(self) -> None:
        self.doc.replace_event(self.phase, self.index, self.old)


class NextPhase(QUndoCommand):
    def __init__(self, doc: GameDocument, text: str) -> None:
        super().__init__(text)
        self.doc = doc

    def redo(self) -> None:
        self.doc.append_phase()

    def undo(self) -> None:
        self.doc.pop_phase()


class SetPlayer(QUndoCommand):
    def __init__(self, doc: GameDocument, seat: int, field: str, value: Any, text: str) -> None:
        super().__init__(text)
        self.doc, self.seat, self.field, self.value = doc, seat, field, value
        self.old: Any = None

    def redo(self) -> None:
        self.old = self.doc.set_player(self.seat, self.field, self.value)

    def undo(self) -> None:
        self.doc.set_player(self.seat, self.field, self.old)


class SetMeta(QUndoCommand):
    def __init__(self, doc: GameDocument, key: str, value: Any, text: str) -> None:
        super().__init__(text)
        self.doc, self.key, self.value = doc, key, value
        self.old: Any = None

    def redo(self) -> None:
        self.old = self.doc.set_meta(self.key, self.value)

    def undo(self) -> None:
        self.doc.set_meta(self.key, self.old)


class SetTop(QUndoCommand):
    """result, awards or ruleset: replaced whole."""

    def __init__(self, doc: GameDocument, key: str, value: Any, text: str) -> None:
        super().__init__(text)
        self.doc, self.key, self.value = doc, key, value
        self.old: Any = None

    def redo(self) -> None:
        self.old = self.doc.set_top(self.key, self.value)

    def undo(self) -> None:
        self.doc.set_top(self.key, self.old)
