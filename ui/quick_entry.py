"""The quick-entry line: the grammar of app.quickentry, with completion and inline errors."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QStringListModel, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QCompleter, QLabel, QLineEdit, QVBoxLayout, QWidget

from app.engine import State
from app.quickentry import QuickEntryError, hint_for, parse_for, suggestions

from .menus import WINDOW_KEYS


def t(text: str) -> str:
    """Translate a runtime string (literals go through ``translate`` so lupdate sees them)."""
    return QCoreApplication.translate("QuickEntry", text)


translate = QCoreApplication.translate


HINT = ("t5 · 5>8 · 5<8 · v8 1 2 4 · v8=4 · l 1 2 3 · k7 · k0 · k 5:8 9:8 · d4 · s2 · f3 10.4 · w3 · dq6 10.18"
        " · bm 5 7 9 · n")


class QuickEntry(QWidget):
    """Typed commands become events; ``submit`` receives the resolved events of one line."""

    message = Signal(str)

    def __init__(self, state: Callable[[], State], submit: Callable[[list[dict]], None],  # raises QuickEntryError
                 lang: Callable[[], str], parent=None) -> None:
        super().__init__(parent)
        self._state, self._submit, self._lang = state, submit, lang
        self.line = QLineEdit()
        self.line.setPlaceholderText(translate("QuickEntry", "Quick entry (Ctrl+L): ") + HINT)
        self.line.setClearButtonEnabled(True)
        self.completions = QStringListModel(self)
        completer = QCompleter(self.completions, self)
        completer.setCaseSensitivity(Qt.CaseInsensitive)
        completer.setCompletionMode(QCompleter.PopupCompletion)
        self.line.setCompleter(completer)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color:#b71c1c")
        self.error.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.line)
        layout.addWidget(self.error)
        self.line.installEventFilter(self)
        self.line.returnPressed.connect(self.enter)
        self.line.textEdited.connect(lambda _: self.show_error(None))

    def refresh(self, flow=None) -> None:
        state = self._state()
        self.completions.setStringList(suggestions(state, flow))
        club = hint_for(state, self._lang())      # a boulevard table has its own commands
        self.line.setPlaceholderText(translate("QuickEntry", "Quick entry (Ctrl+L): ") + (club or HINT))

    def set_reveal(self, reveal: bool) -> None:
        """A refused night action's reason names its actor: shown only while F9 is held."""
        self._reveal = reveal
        err = getattr(self, "_refused", None)
        if err is not None and self.error.isVisible():
            self.error.setText(self._error_text(err))

    def _error_text(self, err: QuickEntryError) -> str:
        column = translate("QuickEntry", "column")
        if getattr(err, "secret", False):
            return err.message(self._lang(), getattr(self, "_reveal", False))
        return f"{err.message(self._lang())}  [{column} {err.position + 1}]"

    def eventFilter(self, watched, event) -> bool:
        """The game's keys (undo, redo, F2, the timer, Ctrl+Return…) are the window's even
        here: the line does not keep Ctrl+Z for its own text."""
        if event.type() == QEvent.ShortcutOverride:
            pressed = QKeySequence(event.keyCombination())
            if any(pressed.matches(QKeySequence(key)) == QKeySequence.ExactMatch for key in WINDOW_KEYS):
                event.ignore()
                return True
        return False

    def show_error(self, text: str | None) -> None:
        self.error.setText(text or "")
        self.error.setVisible(bool(text))

    def enter(self) -> None:
        text = self.line.text().strip()
        if not text:
            return
        try:
            # the whole line is applied, or none of it: submit dry-runs it first
            self._submit(parse_for(self._state(), text), text)
        except QuickEntryError as err:
            self._refused = err
            self.show_error(self._error_text(err))
            self.line.setCursorPosition(err.position)
            return
        self.line.clear()
        self.show_error(None)
