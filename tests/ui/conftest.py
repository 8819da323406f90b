"""Fixtures of the sheet's tests: a window on a game, closed without questions."""
import sys
from pathlib import Path

import pytest

from app.document import GameDocument
from app.sport import sample_game

# The screenshot tool of the docs (docs/screenshots/screenshots.py) is tested here.
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "docs" / "screenshots"))


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "home"))


@pytest.fixture(autouse=True)
def private_settings(tmp_path):
    """QSettings (geometry, language) of each test in its own folder, not the user's."""
    from PySide6.QtCore import QSettings
    for kind in (QSettings.NativeFormat, QSettings.IniFormat):
        QSettings.setPath(kind, QSettings.UserScope, str(tmp_path / "settings"))


@pytest.fixture
def window(qtbot, monkeypatch):
    from ui.main_window import MainWindow
    # a test never answers a modal question: closing discards
    monkeypatch.setattr(MainWindow, "may_discard", lambda self: True)

    def make(doc=None, lang="en"):
        if doc is None:
            names = [p["name"] for p in sample_game()["players"]]
            roles = [p["role"] for p in sample_game()["players"]]
            doc = GameDocument.new(names, roles, "league", sample_game()["meta"])
        w = MainWindow(doc, None, lang)
        qtbot.addWidget(w)
        with qtbot.waitActive(w):   # keyboard shortcuts need the active window
            w.show()
            w.activateWindow()
        made.append(w)
        return w

    made = []
    yield make
    for w in made:
        w.undo.setClean()   # nothing to ask on close


# The blocking ways a window asks or tells: QMessageBox's and the other dialogs' static
# functions, and exec() of a dialog or menu.  Offscreen nobody can click them, so a run would hang.
_STATIC_DIALOGS = {
    "QMessageBox": ("question", "warning", "critical", "information", "about", "aboutQt"),
    "QInputDialog": ("getText", "getMultiLineText", "getInt", "getDouble", "getItem"),
    "QFileDialog": ("getOpenFileName", "getOpenFileNames", "getSaveFileName", "getExistingDirectory",
                    "getOpenFileUrl", "getOpenFileUrls", "getSaveFileUrl", "getExistingDirectoryUrl"),
    "QColorDialog": ("getColor",),
    "QFontDialog": ("getFont",),
}
# (QMenu.exec is not here: Shiboken dispatches its static and instance overloads past the class's
# attribute, so it cannot be replaced this way; the sheet's one context menu is replaced by its test.)
_BLOCKING_CLASSES = ("QDialog", "QMessageBox", "QInputDialog", "QFileDialog", "QColorDialog", "QFontDialog",
                     "QProgressDialog", "QErrorMessage", "QWizard")


def dialog_words(args: tuple) -> str:
    """What an unexpected dialog says: the strings among a static function's arguments (title,
    text), or a dialog's class, window title and, for a message box, its text."""
    words = [a for a in args if isinstance(a, str)]
    if args and hasattr(args[0], "windowTitle"):
        dialog = args[0]
        words = [type(dialog).__name__, dialog.windowTitle(), getattr(dialog, "text", str)()]
    return " / ".join(w for w in words if w)


@pytest.fixture(autouse=True)
def no_unexpected_dialog(monkeypatch):
    """A modal dialog that a test did not replace (monkeypatch.setattr of the same function or of
    its class's exec, which wins over this) fails the test at once, naming what it says, instead
    of waiting forever for a click.  Failed is no Exception: the window's own handlers cannot
    swallow it, and when a Qt slot's caller does, the teardown fails the test anyway."""
    from PySide6 import QtWidgets
    shown: list[str] = []

    def refuse(where: str):
        def blocked(*args, **kwargs):
            said = f"an unexpected modal {where}: {dialog_words(args)!r}"
            shown.append(said)
            pytest.fail(said, pytrace=False)
        return blocked

    for cls, functions in _STATIC_DIALOGS.items():
        for name in functions:
            monkeypatch.setattr(getattr(QtWidgets, cls), name, staticmethod(refuse(f"{cls}.{name}")))
    for cls in _BLOCKING_CLASSES:
        klass = getattr(QtWidgets, cls)
        for name in ("exec", "exec_"):
            if name in vars(klass):
                monkeypatch.setattr(klass, name, refuse(f"{cls}.{name}"))
    yield shown
    if shown:
        pytest.fail("; ".join(shown), pytrace=False)
