"""Files the operating system asks the running sheet to open.

macOS does not pass a file chosen in Finder (*Open With*, a double click, a drop on the Dock
icon) on the command line: it sends the application a QFileOpenEvent, before the window exists
when Finder starts the program, or at any time afterwards.  The installers declare that the
program opens game files (installer/mafia-protocol.spec), so the sheet must answer them."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication


class FileOpenWatcher(QObject):
    """Hands every file the system asks for to ``open_path`` (the window's own opening, with
    its questions about unsaved work and its one-line refusal of a bad file).  It belongs to
    ``owner`` (the window): it goes when the window goes, and the application forgets it."""

    def __init__(self, app: QApplication, open_path: Callable[[str], object], owner: QObject) -> None:
        super().__init__(owner)
        self._open_path = open_path
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file()
            if path:
                self._open_path(path)
                return True
        return super().eventFilter(watched, event)
