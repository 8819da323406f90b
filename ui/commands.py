"""The undo stack's commands: one thin wrapper around an edit of app.operations.

The editor only ever pushes these (Orange canvas style); "modified" is
``not undo_stack.isClean()``.
"""
from __future__ import annotations

from PySide6.QtGui import QUndoCommand, QUndoStack

from app.document import GameDocument
from app.operations import Edit


class EditCommand(QUndoCommand):
    def __init__(self, doc: GameDocument, edit: Edit, text: str) -> None:
        super().__init__(text)
        self.doc, self.edit = doc, edit

    def redo(self) -> None:
        self.edit.apply(self.doc)

    def undo(self) -> None:
        self.edit.revert(self.doc)


class UndoOnQt:
    """The open game's undo history (app.open_game.UndoHistory) on Qt's undo stack."""

    def __init__(self, stack: QUndoStack) -> None:
        self.stack = stack

    def push(self, doc: GameDocument, edit: Edit, text: str) -> None:
        self.stack.push(EditCommand(doc, edit, text))

    def clear(self) -> None:
        self.stack.clear()

    def is_clean(self) -> bool:
        return self.stack.isClean()

    def set_clean(self) -> None:
        self.stack.setClean()
