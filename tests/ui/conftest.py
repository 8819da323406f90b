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
