"""The game's keys work wherever the focus is: a text field of the window lets every key of
its menus through (:class:`GameKeys`) instead of taking Ctrl+Z or Ctrl+E for its own text.

Kept apart from the menus (ui/menus.py), which name the window's commands: the quick-entry
line is such a field, and the menus' window holds that line, so the line must not import them."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QWidget

# keys that belong to the game, never to the widget that has the focus
WINDOW_KEYS = ("Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y", "F2", "F5", "F6", "F7", "F8", "F9",
               "Ctrl+Return", "Ctrl+Enter", "Ctrl+F9")
# editing keys a text field keeps though a menu binds them: Ctrl+Backspace deletes a word there,
# as everywhere, never the last recorded event
FIELD_KEYS = ("Ctrl+Backspace", "Ctrl+Delete")


class GameKeys(QObject):
    """Installed on a text field: a key bound to one of the window's actions (Ctrl+E export,
    Ctrl+Z undo, F2, F8, Ctrl+Return…) is the window's, not the field's (a line edit takes
    Ctrl+E, Ctrl+Z, Ctrl+Backspace for itself).  The keys are read from the window's
    actions when pressed, so an action added later (a boulevard item) counts too."""

    def __init__(self, field: QWidget) -> None:
        super().__init__(field)
        field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # installed on a field: a shortcut's override is a key event of a widget
        if not isinstance(event, QKeyEvent) or not isinstance(watched, QWidget) or \
                event.type() != QEvent.Type.ShortcutOverride:
            return False
        if (
            not event.modifiers()
            & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier)
            and not Qt.Key.Key_F1 <= event.key() <= Qt.Key.Key_F35
        ):
            return False  # typing: no game key is a bare letter
        pressed = QKeySequence(event.keyCombination())
        if any(pressed.matches(QKeySequence(key)) == QKeySequence.SequenceMatch.ExactMatch for key in FIELD_KEYS):
            event.accept()  # the field's own key press, not the menu's shortcut
            return True
        if any(
            pressed.matches(QKeySequence(key)) == QKeySequence.SequenceMatch.ExactMatch for key in WINDOW_KEYS
        ) or _bound(watched.window(), pressed):
            event.ignore()
            return True
        return False


def _bound(window: QWidget, pressed: QKeySequence) -> bool:
    """Whether an enabled action of ``window``'s menus has ``pressed`` for a shortcut."""
    return any(
        pressed.matches(key) == QKeySequence.SequenceMatch.ExactMatch
        for action in window.findChildren(QAction)
        if action.isEnabled()
        for key in action.shortcuts()
    )
