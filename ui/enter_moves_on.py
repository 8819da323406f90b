"""Enter in a nickname cell commits the cell and moves to the next seat's nickname; it never
accepts the whole dialog (a judge typing the table seat by seat pressed Enter after the first
name, and the game began with a player named «Я»).  After the last seat it moves on along the
tab chain; the dialog is accepted by its button."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit


class EnterMovesOn(QObject):
    """Installed on each field of ``fields`` (their order is the seats')."""

    def __init__(self, parent: QObject, fields: list[QLineEdit]) -> None:
        super().__init__(parent)
        self.watch(fields)

    def watch(self, fields: list[QLineEdit]) -> None:
        """The fields now (a table resized has new ones)."""
        self.fields = list(fields)
        for field in fields:
            field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # installed on the fields alone: the event of a key reaches a line edit
        if not isinstance(event, QKeyEvent) or not isinstance(watched, QLineEdit) or \
                event.type() != QEvent.Type.KeyPress or event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or \
                event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        index = self.fields.index(watched) if watched in self.fields else -1
        if 0 <= index < len(self.fields) - 1:
            self.fields[index + 1].setFocus(Qt.FocusReason.TabFocusReason)
            self.fields[index + 1].selectAll()
        else:
            watched.window().focusNextPrevChild(True)
        return True
