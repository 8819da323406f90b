"""The undo stack's commands: one thin wrapper around an edit of app.operations.

The editor only ever pushes these (Orange canvas style); "modified" is
``not undo_stack.isClean()``.
"""
from __future__ import annotations

from PySide6.QtGui import QUndoCommand

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
