"""Typing that lands on the sheet goes to the quick-entry line, not into a cell.

A host who types ``t5`` while the sheet has the focus (after a dialog, after a click) must not
overwrite a nickname: the sheet opens an editor only on F2 or a double click, and printable
keys typed on it are handed to the quick-entry line.  An edit made on purpose goes through
the undo stack like every other (``SheetModel.edit_requested``).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QLineEdit


class TypingToLine(QObject):
    def __init__(self, view: QAbstractItemView, line: QLineEdit) -> None:
        super().__init__(view)
        self.view, self.line = view, line
        view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed)
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress and \
                self.view.state() != QAbstractItemView.State.EditingState:
            text = event.text()
            plain = not event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
            if plain and text and text.isprintable() and not text.isspace():
                self.line.setFocus(Qt.FocusReason.ShortcutFocusReason)
                self.line.insert(text)
                return True
        return False
