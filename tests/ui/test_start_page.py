"""The first screen offers what a judge starts with, by keyboard."""
import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app import session
from app.format import save_game
from app.sport import sample_game


def test_the_first_screen_is_the_start_page_with_the_recent_games(qtbot, tmp_path, monkeypatch):
    from ui.main import create_window
    from ui.new_game import NewGameDialog
    path = tmp_path / "g.json"
    save_game(sample_game(), path)
    session.remember({"game": None, "file": str(path), **session.describe(sample_game())})
    w = create_window("en")
    qtbot.addWidget(w)
    with qtbot.waitActive(w):
        w.show()
        w.activateWindow()
    assert w.pages.currentWidget() is w.start and w.windowTitle() == "Mafia Protocol"
    labels = [b.text() for b in w.start.buttons.values()]
    assert any("New game" in t for t in labels) and any("tournament table" in t for t in labels)
    assert any("Open a file" in t for t in labels) and any("archive" in t for t in labels)
    assert w.start.recent.count() == 1 and "Осенний кубок" in w.start.recent.item(0).text()
    assert QApplication.focusWidget() is w.start.buttons["new"]
    opened = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: opened.append(self) or False)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Space)        # the focused button: a new game
    assert len(opened) == 1
    w.start.recent.setFocus()
    qtbot.keyClick(w.start.recent, Qt.Key_Return)                   # Enter opens the recent game
    assert w.pages.currentWidget() is w.split and w.path == str(path)
    assert json.loads(json.dumps(w.doc.to_json())) == sample_game()
    w.undo.setClean()


def test_the_start_page_without_recent_games_says_so(qtbot):
    from ui.main import create_window
    w = create_window("en")
    qtbot.addWidget(w)
    assert w.start.recent.count() == 1 and "No recent games" in w.start.recent.item(0).text()


def test_game_keys_on_the_start_page_make_no_game(qtbot):
    from app import session
    from ui.main import create_window
    w = create_window("en")
    qtbot.addWidget(w)
    w.next_phase()
    w.record({"type": "foul", "seat": 1})
    assert w.doc.to_json()["phases"] == [{"phase": "N0", "events": []}] and session.pending() is None
