"""F9 held shows the night's secrets; released, hides them again.

The key's state, not the pairing of its events, decides: under X a key held repeats, and a
second quick tap may reach the window flagged as a repeat (its press then counted for nothing:
the sheet stayed hidden while F9 was held, "F9 is broken"); a release may go to another window
when the focus leaves with the key down.  So any press shows, only a real release hides, and a
window that loses the focus hides what the key showed."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .sheet_window import SheetWindow

REVEAL_KEY = Qt.Key.Key_F9


class RevealKey(QObject):
    """Installed on the window (keys its children leave propagate to it) and on the fields
    that keep keys for themselves."""

    def __init__(self, window: SheetWindow, *fields: QWidget) -> None:
        super().__init__(window)
        self.window, self.held = window, False
        for watched in (window, *fields):
            watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if isinstance(event, QKeyEvent) and kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) \
                and event.key() == REVEAL_KEY:
            if kind == QEvent.Type.KeyPress:
                self._hold(True)
            elif not event.isAutoRepeat():
                self._hold(False)
            return True
        if kind == QEvent.Type.WindowDeactivate and watched is self.window:
            self._hold(False)
        return False

    def _hold(self, held: bool) -> None:
        if held != self.held:
            self.held = held
            self.window.set_reveal(held or self.window.full_view)
