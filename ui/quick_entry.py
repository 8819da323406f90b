"""The quick-entry line: the grammar of app.entry, with completion and inline errors."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QStringListModel, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCompleter, QLabel, QLineEdit, QSizePolicy, QVBoxLayout, QWidget

from app.entry import QuickEntryError, hint_for, parse_for, suggestions
from app.flow import Flow
from app.night_mistakes import NightRefused
from app.table_state import TableState

from .game_keys import GameKeys


def t(text: str) -> str:
    """Translate a runtime string (literals go through ``translate`` so lupdate sees them)."""
    return QCoreApplication.translate("QuickEntry", text)


translate = QCoreApplication.translate


HINT = ("t5 · 5>8 · 5<8 · v8 1 2 4 · v8=4 · l 1 2 3 · k7 · k0 · k 5:8 9:8 · d4 · s2 · f3 10.4 · w3 · dq6 10.18"
        " · bm 5 7 9 · n")


def _wrapping() -> QSizePolicy:
    """A label as wide as the line that takes the height its wrapped words need (a policy set
    anew forgets the height-for-width a word-wrapping label had)."""
    policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
    policy.setHeightForWidth(True)
    return policy


class QuickEntry(QWidget):
    """Typed commands become events; ``submit`` receives the resolved events of one line.

    A refused line stays, selected, so that the next keystroke replaces it (or an arrow key
    mends it); Esc clears the line; Up and Down walk back through the lines accepted."""

    message = Signal(str)

    def __init__(self, state: Callable[[], TableState],
                 submit: Callable[[list[dict[str, Any]], str], None],  # (events, line); raises QuickEntryError
                 lang: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state, self._submit, self._lang = state, submit, lang
        self.line = QLineEdit()
        self.history: list[str] = []
        self._back = 0              # how far Up went back through the history (0: the line typed)
        self._typed = ""
        self.line.setPlaceholderText(translate("QuickEntry", "Quick entry (Ctrl+L)"))
        self.line.setClearButtonEnabled(True)
        self.completions = QStringListModel(self)
        completer = QCompleter(self.completions, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.line.setCompleter(completer)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color:#b71c1c")
        # a long reason wraps to the line's width and takes the lines it needs
        self.error.setSizePolicy(_wrapping())
        self.error.hide()
        # the commands of this table, whole: wrapped under the line, never cut off
        self.hint = QLabel(HINT)
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color:#616161")
        self.hint.setSizePolicy(_wrapping())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.line)
        layout.addWidget(self.error)
        layout.addWidget(self.hint)
        self.line.installEventFilter(self)
        # the game's keys (Ctrl+E, Ctrl+Z, F2…) are the window's even here
        self.game_keys = GameKeys(self.line)
        self.line.returnPressed.connect(self.enter)
        self.line.textEdited.connect(lambda _: self.show_error(None))

    def refresh(self, flow: Flow | None = None) -> None:
        state = self._state()
        self.completions.setStringList(suggestions(state, flow))
        club = hint_for(state, self._lang())      # a boulevard table has its own commands
        self.hint.setText(club or HINT)

    def set_reveal(self, reveal: bool) -> None:
        """A refused night action's reason names its actor: shown only while F9 is held."""
        self._reveal = reveal
        err = getattr(self, "_refused", None)
        if err is not None and self.error.isVisible():
            self.error.setText(self._error_text(err))
            self.updateGeometry()       # the reason may wrap to more lines than the mark

    def _error_text(self, err: QuickEntryError) -> str:
        column = translate("QuickEntry", "column")
        if getattr(err, "secret", False) or isinstance(err, NightRefused):
            return err.message(self._lang(), getattr(self, "_reveal", False))
        return f"{err.message(self._lang())}  [{column} {err.position + 1}]"

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Esc clears the line, Up and Down walk the history (unless the completer's list
        is open: then they are the list's)."""
        if not isinstance(event, QKeyEvent) or event.type() != QEvent.Type.KeyPress or \
                event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        popup = self.line.completer().popup() if self.line.completer() else None
        if popup is not None and popup.isVisible():
            return False
        key = event.key()
        if key == Qt.Key.Key_Escape and self.line.text():
            self.line.clear()
            self.show_error(None)
            self._back = 0
            return True
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._walk(1 if key == Qt.Key.Key_Up else -1)
            return True
        return False

    def _walk(self, step: int) -> None:
        """One line further back (Up) or forward (Down) in the lines accepted; past the
        newest, the line being typed comes back."""
        if self._back == 0:
            self._typed = self.line.text()
        back = max(0, min(len(self.history), self._back + step))
        if back == self._back:
            return
        self._back = back
        self.line.setText(self.history[-back] if back else self._typed)
        self.show_error(None)

    def show_error(self, text: str | None) -> None:
        self.error.setText(text or "")
        self.error.setVisible(bool(text))
        self.updateGeometry()

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
            # selected: the next command typed replaces the refused one, never joins it
            self.line.selectAll()
            return
        if not self.history or self.history[-1] != text:
            self.history.append(text)
        self._back = 0
        self.line.clear()
        self.show_error(None)
